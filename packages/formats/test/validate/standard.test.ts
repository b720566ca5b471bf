import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORMAT_IDS, type Squad, type SquadReport, validateSquad } from '../../src/index.ts';
import { arbitrarySquad } from '../squads/arbitrary.ts';
import { pilotId, ship, squad, upgradeId } from '../squads/cards.ts';

const checks = (r: SquadReport) => r.problems.map((p) => p.check);

/** Freezes a value and everything in it, so a mutation throws. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

describe('standard squads: 100 points and the squad-building basics', () => {
  it('passes a legal squad and totals its points, negative costs included', () => {
    const r = validateSquad(
      'standard',
      squad('rebel', [
        ship('Wedge Antilles', 'Push the Limit', 'R2-D2'),
        ship('Green Squadron Pilot', 'Push the Limit', 'Chardaan Refit'),
        ship('Gold Squadron Pilot', 'Bomb Loadout', 'Proton Bombs'),
      ]),
    );
    expect(r).toEqual({ ok: true, points: 36 + 20 + 23, problems: [], notes: [] });
  });

  it('points-limit: refuses a squad over 100 points, saying its cost', () => {
    const r = validateSquad(
      'standard',
      squad(
        'rebel',
        Array.from({ length: 5 }, () => ship('Red Squadron Pilot')),
      ),
    );
    expect(r.ok).toBe(false);
    expect(r.points).toBe(115);
    expect(r.problems).toEqual([
      { check: 'points-limit', message: 'the squad costs 115 points; standard allows 100' },
    ]);
  });

  it('pilot-cost-unknown: a pilot printing "?" is an error at that pilot', () => {
    const r = validateSquad(
      'standard',
      squad('scum', [ship('Binayre Pirate'), ship('Nashtah Pup Pilot')]),
    );
    expect(r.problems).toEqual([
      {
        check: 'pilot-cost-unknown',
        message:
          'Nashtah Pup Pilot (pilot 2) prints "?" for its cost, so the squad cannot be costed',
        at: { pilot: 1 },
      },
    ]);
  });

  it('single-faction: a pilot of another side is named; Resistance flies with the Rebels', () => {
    const r = validateSquad(
      'standard',
      squad('rebel', [ship('hansolo-swx57'), ship('Soontir Fel')]),
    );
    expect(r.problems).toEqual([
      {
        check: 'single-faction',
        message: 'Soontir Fel (pilot 2) flies for the Galactic Empire, not the rebel side',
        at: { pilot: 1 },
      },
    ]);
  });

  it('upgrade-slot: counts the pilot card slots, one Title, one Modification and granted slots', () => {
    const ok = validateSquad(
      'standard',
      squad('imperial', [
        ship('Soontir Fel', 'Royal Guard TIE', 'Stealth Device', 'Autothrusters'),
      ]),
    );
    expect(ok.problems).toEqual([]);
    const r = validateSquad(
      'standard',
      squad('imperial', [
        ship('Soontir Fel', 'Stealth Device', 'Autothrusters'),
        ship('Academy Pilot', 'Push the Limit'),
      ]),
    );
    expect(r.problems).toEqual([
      {
        check: 'upgrade-slot',
        message:
          'Autothrusters on Soontir Fel (pilot 1): the ship has no free Modification slot for it',
        at: { pilot: 0, upgrade: 1 },
      },
      {
        check: 'upgrade-slot',
        message:
          'Push the Limit on Academy Pilot (pilot 2): the ship has no free Elite slot for it',
        at: { pilot: 1, upgrade: 0 },
      },
    ]);
  });

  it('unique-once: a unique name once in the squad, pilots and upgrades alike', () => {
    const r = validateSquad(
      'standard',
      squad('rebel', [
        ship(pilotId('Han Solo', 'yt1300', 'Rebel Alliance'), 'Chewbacca'),
        ship('Outer Rim Smuggler', 'Han Solo', 'Chewbacca'),
      ]),
    );
    // Han Solo the crew repeats Han Solo the pilot; the crew card named Han Solo is read by name.
    expect(r.problems.map((p) => [p.check, p.at])).toEqual([
      ['unique-once', { pilot: 1, upgrade: 0 }],
      ['unique-once', { pilot: 1, upgrade: 1 }],
    ]);
    expect(r.problems[0]?.message).toBe(
      'Han Solo on Outer Rim Smuggler (pilot 2): the unique Han Solo is already in the squad (Han Solo (pilot 1))',
    );
  });

  it('limited-once: a limited card once on a ship (twice in a squad is fine)', () => {
    const r = validateSquad(
      'standard',
      squad('rebel', [
        ship('Outer Rim Smuggler', 'Tactician', 'Tactician'),
        ship('Outer Rim Smuggler', 'Tactician'),
      ]),
    );
    expect(r.problems).toEqual([
      {
        check: 'limited-once',
        message: 'Tactician on Outer Rim Smuggler (pilot 1): a limited card, already on this ship',
        at: { pilot: 0, upgrade: 1 },
      },
    ]);
  });

  it('upgrade-faction, upgrade-ship, upgrade-size: an upgrade only goes where its card allows', () => {
    const r = validateSquad(
      'standard',
      squad('imperial', [
        ship('Omicron Group Pilot', 'Chewbacca', 'Countermeasures'),
        ship('Academy Pilot', 'Millennium Falcon', 'Countermeasures'),
      ]),
    );
    expect(r.problems).toEqual([
      {
        check: 'upgrade-faction',
        message: 'Chewbacca on Omicron Group Pilot (pilot 1): it is for the Rebel Alliance only',
        at: { pilot: 0, upgrade: 0 },
      },
      {
        check: 'upgrade-ship',
        message: 'Millennium Falcon on Academy Pilot (pilot 2): it is for the YT-1300 only',
        at: { pilot: 1, upgrade: 0 },
      },
      {
        check: 'upgrade-size',
        message: 'Countermeasures on Academy Pilot (pilot 2): it is for large ships only',
        at: { pilot: 1, upgrade: 1 },
      },
    ]);
  });

  it('unknown-card and empty-squad: ids from outside that match no card, and no pilot at all', () => {
    const r = validateSquad('standard', squad('rebel', [{ pilot: 5000, upgrades: [9000] }]));
    expect(r.problems).toEqual([
      {
        check: 'unknown-card',
        message: 'pilot card #5000 (pilot 1) is not in the card data',
        at: { pilot: 0 },
      },
      {
        check: 'unknown-card',
        message: 'upgrade card #9000 on pilot card #5000 (pilot 1) is not in the card data',
        at: { pilot: 0, upgrade: 0 },
      },
    ]);
    expect(validateSquad('standard', squad('rebel', [])).problems).toEqual([
      { check: 'empty-squad', message: 'the squad has no pilot' },
    ]);
  });

  it('obstacle-count: a standard player brings 3 obstacles when the list names them', () => {
    const base = squad('rebel', [ship('Wedge Antilles')]);
    expect(validateSquad('standard', { ...base, obstacles: ['a', 'b', 'c'] }).ok).toBe(true);
    expect(checks(validateSquad('standard', { ...base, obstacles: ['a', 'b'] }))).toEqual([
      'obstacle-count',
    ]);
  });

  it('shuttle-outside-escort: shuttle upgrades are a problem outside Political Escort; other parts a note', () => {
    const r = validateSquad(
      'standard',
      squad('imperial', [ship('Academy Pilot')], {
        shuttle: { upgrades: [upgradeId('Gunner')] },
        aceOfAces: { primary: 0, alternates: [] },
        objectives: ['minefield'],
      }),
    );
    expect(checks(r)).toEqual(['shuttle-outside-escort']);
    expect(r.points).toBe(17);
    expect(r.notes.map((n) => n.message)).toEqual([
      'standard does not use Ace of Aces alternates or Wingmen',
      'standard does not use objectives',
    ]);
  });

  it('lists problems in a stable order and never changes the squad', () => {
    const s: Squad = deepFreeze(
      squad('rebel', [
        ship('Soontir Fel', 'Push the Limit', 'Push the Limit'),
        ship(pilotId('Han Solo', 'yt1300', 'Rebel Alliance'), 'Han Solo'),
        ship('Red Squadron Pilot', 'Lone Wolf', 'Millennium Falcon'),
      ]),
    );
    const first = validateSquad('standard', s);
    expect(checks(first)).toEqual([
      'single-faction',
      'upgrade-slot',
      'upgrade-slot',
      'upgrade-ship',
      'unique-once',
      'points-limit',
    ]);
    expect(validateSquad('standard', s)).toEqual(first);
  });

  it('never throws on any squad, and every problem points inside the squad', () => {
    fc.assert(
      fc.property(arbitrarySquad, fc.constantFrom(...FORMAT_IDS), (s, format) => {
        const r = validateSquad(format, s);
        expect(r.ok).toBe(r.problems.length === 0);
        for (const p of [...r.problems, ...r.notes]) {
          expect(p.message.length).toBeGreaterThan(0);
          if (p.at !== undefined && 'pilot' in p.at) {
            const entry = s.pilots[p.at.pilot];
            expect(entry).toBeDefined();
            if (p.at.upgrade !== undefined) expect(entry?.upgrades[p.at.upgrade]).toBeDefined();
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
