import { describe, expect, it } from 'vitest';
import { type SquadReport, validateSquad } from '../../src/index.ts';
import { pilotId, ship, squad, upgradeId } from '../squads/cards.ts';

const checks = (r: SquadReport) => r.problems.map((p) => p.check);
const shuttle = (...names: string[]) => ({ upgrades: names.map(upgradeId) });

describe('Political Escort squads', () => {
  it('XW-PE-02, XW-PE-07: 100 points of one faction, the shuttle upgrades paid from them', () => {
    const s = squad(
      'imperial',
      [ship('Soontir Fel', 'Push the Limit'), ship('"Howlrunner"'), ship('Academy Pilot')],
      {
        shuttle: shuttle('Emperor Palpatine', 'Fleet Officer', 'Engine Upgrade'),
      },
    );
    const r = validateSquad('political-escort', s);
    expect(r.ok).toBe(true);
    expect(r.points).toBe(30 + 18 + 12 + 8 + 3 + 4);
    const rich = {
      ...s,
      pilots: [...s.pilots, ship('Academy Pilot'), ship('Academy Pilot'), ship('Academy Pilot')],
    };
    expect(validateSquad('political-escort', rich).problems).toEqual([
      { check: 'points-limit', message: 'the squad costs 111 points; Political Escort allows 100' },
    ]);
    const mixed = { ...s, pilots: [...s.pilots, ship('Rookie Pilot')] };
    expect(checks(validateSquad('political-escort', mixed))).toEqual(['single-faction']);
  });

  it('XW-PE-03: a list without shuttle upgrades is legal and flies the bare shuttle when defending', () => {
    const r = validateSquad('political-escort', squad('rebel', [ship('Wedge Antilles')]));
    expect(r.ok).toBe(true);
    expect(r.notes).toEqual([
      {
        check: 'pe-shuttle',
        message:
          "the list pays for no upgrades on the Senator's Shuttle: it flies bare when defending",
      },
    ]);
  });

  it('XW-PE-07: the shuttle has two Crew slots and one Modification slot', () => {
    const r = validateSquad(
      'political-escort',
      squad('rebel', [ship('Rookie Pilot')], {
        shuttle: shuttle(
          'Gunner',
          'Navigator',
          'Tactician',
          'Heavy Laser Cannon',
          'Shield Upgrade',
        ),
      }),
    );
    expect(r.problems).toEqual([
      {
        check: 'pe-shuttle-slots',
        message:
          "Tactician on the Senator's Shuttle: the shuttle has two Crew slots and one Modification slot, none free for a Crew card",
        at: { shuttle: true, upgrade: 2 },
      },
      {
        check: 'pe-shuttle-slots',
        message:
          "Heavy Laser Cannon on the Senator's Shuttle: the shuttle has two Crew slots and one Modification slot, none free for a Cannon card",
        at: { shuttle: true, upgrade: 3 },
      },
    ]);
  });

  it('XW-PE-06: the shuttle takes upgrades as a large ship of the defending faction', () => {
    const large = validateSquad(
      'political-escort',
      squad('rebel', [ship('Rookie Pilot')], { shuttle: shuttle('Countermeasures') }),
    );
    expect(large.ok).toBe(true);
    const r = validateSquad(
      'political-escort',
      squad('rebel', [ship('Rookie Pilot')], {
        shuttle: shuttle('Emperor Palpatine', 'Vectored Thrusters'),
      }),
    );
    expect(r.problems).toEqual([
      {
        check: 'pe-shuttle-upgrade',
        message: "Emperor Palpatine on the Senator's Shuttle: it is for the Galactic Empire only",
        at: { shuttle: true, upgrade: 0 },
      },
      {
        check: 'pe-shuttle-upgrade',
        message: "Vectored Thrusters on the Senator's Shuttle: it is for small ships only",
        at: { shuttle: true, upgrade: 1 },
      },
    ]);
    // A card for named ships only fits none of them on the shuttle.
    const titled = validateSquad(
      'political-escort',
      squad('rebel', [ship('Rookie Pilot')], { shuttle: shuttle('B-wing/E2') }),
    );
    expect(titled.problems.map((p) => p.message)).toEqual([
      "B-wing/E2 on the Senator's Shuttle: it is for the B-wing only",
    ]);
  });

  it('XW-PE-29: huge ships, huge-only upgrades, Twin Laser Turret and Minefield Mapper are banned', () => {
    const r = validateSquad(
      'political-escort',
      squad(
        'rebel',
        [
          ship('GR-75 Medium Transport', 'Shield Technician'),
          ship('Gold Squadron Pilot', 'Twin Laser Turret'),
        ],
        {
          shuttle: shuttle('Raymus Antilles'),
        },
      ),
    );
    const banned = r.problems.filter((p) => p.check === 'pe-banned');
    expect(banned).toEqual([
      {
        check: 'pe-banned',
        message:
          'GR-75 Medium Transport (pilot 1): huge ships (the GR-75 Medium Transport) are banned',
        at: { pilot: 0 },
      },
      {
        check: 'pe-banned',
        message:
          'Shield Technician on GR-75 Medium Transport (pilot 1): upgrades for huge ships only are banned',
        at: { pilot: 0, upgrade: 0 },
      },
      {
        check: 'pe-banned',
        message: 'Twin Laser Turret on Gold Squadron Pilot (pilot 2): Twin Laser Turret is banned',
        at: { pilot: 1, upgrade: 0 },
      },
      {
        check: 'pe-banned',
        message:
          "Raymus Antilles on the Senator's Shuttle: upgrades for huge ships only are banned",
        at: { shuttle: true, upgrade: 0 },
      },
    ]);
    const mapper = squad('scum', [
      ship(pilotId('Captain Nym', 'scurrgh6bomber', 'Scum and Villainy'), 'Minefield Mapper'),
    ]);
    expect(validateSquad('political-escort', mapper).problems.map((p) => p.message)).toContain(
      'Minefield Mapper on Captain Nym (pilot 1): Minefield Mapper is banned',
    );
    // The same squad is legal in a standard game.
    expect(checks(validateSquad('standard', mapper))).not.toContain('pe-banned');
  });

  it('XW-PE-30: Biggs Darklighter and Lowhhrick fly with blank abilities: a note, not a problem', () => {
    const r = validateSquad(
      'political-escort',
      squad('rebel', [ship('Biggs Darklighter'), ship('Lowhhrick')]),
    );
    expect(r.ok).toBe(true);
    expect(r.notes.filter((n) => n.check === 'pe-blanked-pilot')).toEqual([
      {
        check: 'pe-blanked-pilot',
        message: 'Biggs Darklighter (pilot 1): its pilot ability is treated as blank',
        at: { pilot: 0 },
      },
      {
        check: 'pe-blanked-pilot',
        message: 'Lowhhrick (pilot 2): its pilot ability is treated as blank',
        at: { pilot: 1 },
      },
    ]);
  });

  it('XW-PE-35: shuttle upgrades serve the shuttle only; one unique cannot ride both shuttle and Lambda', () => {
    const s = squad('imperial', [ship('Omicron Group Pilot')], {
      shuttle: shuttle('Emperor Palpatine'),
    });
    const r = validateSquad('political-escort', s);
    expect(r.notes).toEqual([
      {
        check: 'pe-shuttle-only',
        message:
          "Emperor Palpatine on the Senator's Shuttle serves the shuttle only: the squad cannot use it when attacking",
        at: { shuttle: true, upgrade: 0 },
      },
    ]);
    const both = { ...s, pilots: [ship('Omicron Group Pilot', 'Emperor Palpatine')] };
    expect(validateSquad('political-escort', both).problems).toEqual([
      {
        check: 'unique-once',
        message:
          "Emperor Palpatine on the Senator's Shuttle: the unique Emperor Palpatine is already in the squad (Emperor Palpatine on Omicron Group Pilot (pilot 1))",
        at: { shuttle: true, upgrade: 0 },
      },
    ]);
  });
});
