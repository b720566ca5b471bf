/** Random squads for property tests: real cards of one side, with every optional part. */
import fc from 'fast-check';
import {
  cardData,
  SIDES,
  type Side,
  SQUAD_OBJECTIVES,
  type Squad,
  sideOf,
} from '../../src/index.ts';

const upgradeIds = cardData.upgrades.map((u) => u.id);
const pilotIds: Record<Side, number[]> = { rebel: [], imperial: [], scum: [] };
for (const p of cardData.pilots) pilotIds[sideOf(p.faction)].push(p.id);

/** An index into the side's pilots, taken modulo their number once the side is known. */
const pilotPick = fc.nat({ max: 10_000 });
const pick = (side: Side, n: number) => {
  const ids = pilotIds[side];
  return ids[n % ids.length] ?? 0;
};

const word = fc.constantFrom('Red', 'Gold', 'Black', 'Rogue', 'Aces', 'High', '7', 'Wing');
const obstacle = fc.constantFrom(
  'coreasteroid0',
  'core2asteroid3',
  'yt2400debris1',
  'vt49decimatordebris2',
  'gascloud',
);

export const arbitrarySquad: fc.Arbitrary<Squad> = fc
  .record({
    side: fc.constantFrom(...SIDES),
    name: fc.array(word, { maxLength: 4 }).map((w) => w.join(' ')),
    pilots: fc.array(
      fc.record({
        pilot: pilotPick,
        upgrades: fc.array(fc.constantFrom(...upgradeIds), { maxLength: 4 }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
    obstacles: fc.option(fc.array(obstacle, { maxLength: 6 }), { nil: undefined }),
    objectives: fc.option(
      fc.array(fc.constantFrom(...SQUAD_OBJECTIVES.map((o) => o.id)), { maxLength: 4 }),
      {
        nil: undefined,
      },
    ),
    shuttle: fc.option(
      fc.record({ upgrades: fc.array(fc.constantFrom(...upgradeIds), { maxLength: 3 }) }),
      {
        nil: undefined,
      },
    ),
    aoa: fc.option(
      fc.record({
        primary: fc.nat(),
        wingman: fc.option(fc.nat(), { nil: undefined }),
        alternates: fc.array(pilotPick, { maxLength: 4 }),
      }),
      { nil: undefined },
    ),
  })
  .map(({ side, name, pilots: picks, obstacles, objectives, shuttle, aoa }) => {
    const pilots = picks.map((p) => ({ pilot: pick(side, p.pilot), upgrades: p.upgrades }));
    let squad: Squad = { name, side, pilots };
    if (obstacles !== undefined) squad = { ...squad, obstacles };
    if (objectives !== undefined) squad = { ...squad, objectives };
    if (shuttle !== undefined) squad = { ...squad, shuttle };
    if (aoa !== undefined) {
      const primary = aoa.primary % pilots.length;
      const wingman = aoa.wingman === undefined ? undefined : aoa.wingman % pilots.length;
      const alternates = aoa.alternates.map((n) => pick(side, n));
      squad = {
        ...squad,
        aceOfAces:
          wingman === undefined || wingman === primary
            ? { primary, alternates }
            : { primary, alternates, wingman },
      };
    }
    return squad;
  });
