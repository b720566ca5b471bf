/**
 * Ace of Aces squads (XW-AOA-04..08, 34; GAP-XW-02): one small ship flown by a primary pilot,
 * three alternate pilots of that ship below its skill (one of them the ship's lowest), at most
 * two pilots with an Elite slot, two obstacles, an optional Wingman, and no Lone Wolf.
 */

// GAP-XW-02: one threshold for the squad check and the ledger.
import { WINGMAN_THRESHOLD } from '../aoa/list.ts';
import { cardData, pilotById, shipByXws, upgradeById } from '../cards/catalog.ts';
import type { PilotCard, Side } from '../cards/types.ts';
import type { AceOfAcesPart, Squad } from '../squads/model.ts';
import { baseName } from '../squads/names.ts';
import { shipCost } from '../squads/points.ts';
import { sideOf } from '../squads/side.ts';
import { pilotLabel, pilotName, upgradeLabel } from './labels.ts';
import { type Findings, finding } from './report.ts';

/** The lowest pilot skill any pilot of `ship` has on `side` (XW-AOA-05, 08). */
export function lowestSkill(ship: string, side: Side): number | undefined {
  const skills = cardData.pilots
    .filter((p) => p.ship === ship && sideOf(p.faction) === side && p.skill !== null)
    .map((p) => p.skill as number);
  return skills.length === 0 ? undefined : Math.min(...skills);
}

function checkShips(squad: Squad, aoa: AceOfAcesPart, f: Findings): PilotCard | undefined {
  for (const [i] of squad.pilots.entries())
    if (i !== aoa.primary && i !== aoa.wingman)
      f.problems.push(
        finding(
          'aoa-ships',
          `${pilotLabel(squad, i)} is neither the primary pilot nor the Wingman: an ace flies one ship`,
          { pilot: i },
        ),
      );
  if (aoa.wingman === aoa.primary)
    f.problems.push(
      finding('aoa-ships', `${pilotLabel(squad, aoa.primary)} cannot be its own Wingman`, {
        pilot: aoa.primary,
      }),
    );
  const entry = squad.pilots[aoa.primary];
  const primary = entry === undefined ? undefined : pilotById(entry.pilot);
  if (entry === undefined)
    f.problems.push(
      finding('aoa-ships', `the primary pilot (pilot ${aoa.primary + 1}) is missing`),
    );
  const ship = primary === undefined ? undefined : shipByXws(primary.ship);
  if (primary !== undefined && ship !== undefined && ship.size !== 'small')
    f.problems.push(
      finding(
        'aoa-small-ship',
        `${pilotLabel(squad, aoa.primary)} flies the ${ship.name}, a ${ship.size} ship: an ace flies a small one`,
        { pilot: aoa.primary },
      ),
    );
  return primary;
}

function checkAlternates(squad: Squad, aoa: AceOfAcesPart, primary: PilotCard, f: Findings): void {
  if (aoa.alternates.length !== 3)
    f.problems.push(
      finding(
        'aoa-alternates',
        `the squad names ${aoa.alternates.length} alternate pilots; an ace needs 3`,
      ),
    );
  const lowest = lowestSkill(primary.ship, squad.side);
  const cards = aoa.alternates.map((id) => pilotById(id));
  for (const [k, card] of cards.entries()) {
    const label = `alternate ${k + 1}, ${pilotName(aoa.alternates[k] ?? -1)}`;
    if (card === undefined) {
      f.problems.push(
        finding('unknown-card', `${label}, is not in the card data`, { alternate: k }),
      );
      continue;
    }
    if (card.ship !== primary.ship || sideOf(card.faction) !== squad.side)
      f.problems.push(
        finding(
          'aoa-alternate-ship',
          `${label}, flies the ${shipByXws(card.ship)?.name ?? card.ship} for the ${card.faction}, not the primary's ${shipByXws(primary.ship)?.name ?? primary.ship}`,
          { alternate: k },
        ),
      );
    if (card.skill === null || primary.skill === null || card.skill >= primary.skill)
      f.problems.push(
        finding(
          'aoa-alternate-skill',
          `${label}, has pilot skill ${card.skill ?? '?'}: alternates must be below the primary's ${primary.skill ?? '?'}`,
          { alternate: k },
        ),
      );
  }
  const hasLowest = cards.some(
    (c) => c !== undefined && c.ship === primary.ship && c.skill === lowest,
  );
  if (aoa.alternates.length > 0 && lowest !== undefined && !hasLowest)
    f.problems.push(
      finding(
        'aoa-lowest-alternate',
        `no alternate is a pilot skill ${lowest} pilot, the lowest the ${shipByXws(primary.ship)?.name ?? primary.ship} has`,
      ),
    );
}

/** Unique pilots appear once among primary, Wingman and alternates; generics may repeat. */
function checkUniqueRepeats(squad: Squad, aoa: AceOfAcesPart, f: Findings): void {
  const seen = new Set<string>();
  for (const i of [aoa.primary, ...(aoa.wingman === undefined ? [] : [aoa.wingman])]) {
    const card = pilotById(squad.pilots[i]?.pilot ?? -1);
    if (card?.unique === true) seen.add(baseName(card.name));
  }
  for (const [k, id] of aoa.alternates.entries()) {
    const card = pilotById(id);
    if (card?.unique !== true) continue;
    const key = baseName(card.name);
    if (seen.has(key))
      f.problems.push(
        finding(
          'aoa-unique-repeat',
          `alternate ${k + 1}, ${card.name}, repeats a unique pilot of the squad`,
          { alternate: k },
        ),
      );
    seen.add(key);
  }
}

function checkTalentSlots(squad: Squad, aoa: AceOfAcesPart, f: Findings): void {
  const ids = [...squad.pilots.map((p) => p.pilot), ...aoa.alternates];
  const withTalent = ids.filter((id) => pilotById(id)?.slots.includes('Elite') === true);
  if (withTalent.length > 2)
    f.problems.push(
      finding(
        'aoa-talent-slots',
        `${withTalent.length} pilots have an Elite Pilot Talent slot (${withTalent.map(pilotName).join(', ')}); at most 2 may`,
      ),
    );
}

function checkWingman(squad: Squad, aoa: AceOfAcesPart, primary: PilotCard, f: Findings): void {
  const w = aoa.wingman;
  if (w === undefined || w === aoa.primary) return;
  const entry = squad.pilots[aoa.primary];
  const primaryCost = entry === undefined ? null : shipCost(entry);
  if (primaryCost !== null && primaryCost > WINGMAN_THRESHOLD)
    f.problems.push(
      finding(
        'aoa-wingman',
        `${pilotLabel(squad, aoa.primary)} costs ${primaryCost} with its upgrades: a Wingman needs ${WINGMAN_THRESHOLD} or less`,
        { pilot: w },
      ),
    );
  const card = pilotById(squad.pilots[w]?.pilot ?? -1);
  if (card === undefined) return;
  const lowest = lowestSkill(primary.ship, squad.side);
  if (card.ship !== primary.ship || card.skill !== lowest)
    f.problems.push(
      finding(
        'aoa-wingman',
        `${pilotLabel(squad, w)} cannot be the Wingman: it must be a pilot skill ${lowest ?? '?'} pilot of the primary's ${shipByXws(primary.ship)?.name ?? primary.ship}`,
        { pilot: w },
      ),
    );
}

function checkLoneWolf(squad: Squad, f: Findings): void {
  for (const [i, entry] of squad.pilots.entries())
    for (const [j, id] of entry.upgrades.entries())
      if (upgradeById(id)?.xws === 'lonewolf')
        f.problems.push(
          finding('aoa-lone-wolf', `${upgradeLabel(squad, i, j)}: Lone Wolf may not be equipped`, {
            pilot: i,
            upgrade: j,
          }),
        );
}

/** The Ace of Aces checks, in a fixed order. */
export function checkAceOfAces(squad: Squad, f: Findings): void {
  const aoa = squad.aceOfAces;
  if (aoa === undefined) {
    f.problems.push(
      finding('aoa-parts', 'the squad names no primary pilot and no alternate pilots'),
    );
    checkLoneWolf(squad, f);
    return;
  }
  const primary = checkShips(squad, aoa, f);
  if (primary !== undefined) checkAlternates(squad, aoa, primary, f);
  checkUniqueRepeats(squad, aoa, f);
  checkTalentSlots(squad, aoa, f);
  if (primary !== undefined) checkWingman(squad, aoa, primary, f);
  checkLoneWolf(squad, f);
}
