import { describe, expect, it } from 'vitest';
import { type Fleet, type FleetReport, type FleetSquad, validateFleet } from '../../src/index.ts';
import { ship, squad } from '../squads/cards.ts';

const checks = (r: FleetReport) => r.problems.map((p) => p.check);

/** A 100-point-or-less generic squad, and a 125 one. */
const small = (n: number): FleetSquad => ({
  number: n,
  meeple: 'small',
  squad: squad('rebel', [
    ship('Red Squadron Pilot'),
    ship('Red Squadron Pilot'),
    ship('Rookie Pilot'),
  ]),
});
const large: FleetSquad = {
  number: 1,
  meeple: 'large',
  squad: squad('rebel', [
    ship('Wedge Antilles', 'Push the Limit', 'R2-D2'),
    ship('Luke Skywalker'),
    ship('Red Squadron Pilot'),
    ship('Red Squadron Pilot'),
  ]),
};

const ann: Fleet = {
  player: 'Ann',
  side: 'rebel',
  squads: [large, small(2), small(3), small(4), small(5)],
  obstacles: ['coreasteroid0', 'coreasteroid1', 'coreasteroid2'],
};

describe('Coruscant fleets', () => {
  it('XW-CC-05, XW-CC-07: five squads, one of 125 points on the large meeple and four of 100', () => {
    expect(validateFleet(ann)).toEqual({ ok: true, points: [110, 67, 67, 67, 67], problems: [] });
    const four = { ...ann, squads: ann.squads.slice(0, 4) };
    expect(validateFleet(four).problems).toEqual([
      { check: 'fleet-size', message: 'the fleet has 4 squads; a fleet has 5' },
    ]);
    const twoLarge = {
      ...ann,
      squads: [large, { ...small(2), meeple: 'large' as const }, ...ann.squads.slice(2)],
    };
    expect(checks(validateFleet(twoLarge))).toEqual(['fleet-meeples']);
    const heavySmall: FleetSquad = { ...large, number: 2, meeple: 'small' };
    const heavy = validateFleet({ ...ann, squads: [large, heavySmall, ...ann.squads.slice(2)] });
    expect(checks(heavy)).toEqual(['points-limit', 'fleet-unique', 'fleet-unique', 'fleet-unique']);
    expect(heavy.problems[0]).toEqual({
      check: 'points-limit',
      message: 'squad 2: it costs 110 points; a squad on a small meeple allows 100',
      at: { squad: 1 },
    });
  });

  it('XW-CC-06: every squad of the fleet, and every team-mate, on one side', () => {
    const imperial: FleetSquad = {
      number: 5,
      meeple: 'small',
      squad: squad('imperial', [ship('Academy Pilot')]),
    };
    const r = validateFleet({ ...ann, squads: [...ann.squads.slice(0, 4), imperial] });
    expect(r.problems).toEqual([
      {
        check: 'single-faction',
        message: "squad 5: it is built for the imperial side, not the fleet's rebel",
        at: { squad: 4 },
      },
    ]);
    const bob: Fleet = { ...ann, player: 'Bob', side: 'scum', squads: [] };
    expect(validateFleet(ann, [bob]).problems).toEqual([
      {
        check: 'team-faction',
        message:
          'team-mate Bob builds for the scum side, Ann for the rebel: a team shares one side',
      },
    ]);
  });

  it('XW-CC-08: a unique card once in the fleet, once in the team with team-mates; generics repeat', () => {
    const lukeAgain: FleetSquad = {
      number: 5,
      meeple: 'small',
      squad: squad('rebel', [ship('Luke Skywalker')]),
    };
    const r = validateFleet({ ...ann, squads: [...ann.squads.slice(0, 4), lukeAgain] });
    expect(r.problems).toEqual([
      {
        check: 'fleet-unique',
        message:
          'squad 5: Luke Skywalker (pilot 1): the unique Luke Skywalker is already in squad 1, Luke Skywalker (pilot 2)',
        at: { squad: 4, spot: { pilot: 0 } },
      },
    ]);
    const cara: Fleet = {
      ...ann,
      player: 'Cara',
      squads: [
        { number: 3, meeple: 'small', squad: squad('rebel', [ship('Rookie Pilot', 'R2-D2')]) },
      ],
    };
    expect(validateFleet(ann, [cara]).problems).toEqual([
      {
        check: 'fleet-unique',
        message:
          "squad 1: R2-D2 on Wedge Antilles (pilot 1): the unique R2-D2 is already in Cara's squad 3, R2-D2 on Rookie Pilot (pilot 1)",
        at: { squad: 0, spot: { pilot: 0, upgrade: 1 } },
      },
    ]);
  });

  it('XW-CC-09: squads numbered 1 to 5, each number once', () => {
    const r = validateFleet({ ...ann, squads: [large, small(2), small(2), small(4), small(6)] });
    expect(r.problems).toEqual([
      { check: 'fleet-numbers', message: 'two squads carry the number 2', at: { squad: 2 } },
      {
        check: 'fleet-numbers',
        message: 'squad 5 is numbered 6; squads are numbered 1 to 5',
        at: { squad: 4 },
      },
    ]);
  });

  it('XW-CC-10: an obstacle pool of up to six, where an Epic ship stands for three', () => {
    expect(validateFleet({ ...ann, epicShips: ['gr75mediumtransport'] }).ok).toBe(true);
    const r = validateFleet({
      ...ann,
      obstacles: [...ann.obstacles, 'x'],
      epicShips: ['gr75mediumtransport', 'xwing'],
    });
    expect(r.problems).toEqual([
      {
        check: 'fleet-epic-ship',
        message: '"xwing" is no Epic (huge) ship, so it cannot stand in for obstacles',
      },
      {
        check: 'fleet-obstacles',
        message:
          'the obstacle pool counts 10 (4 obstacles and 2 Epic ships at 3 each); it may count 6',
      },
    ]);
  });

  it('checks each squad like a standard squad, naming the squad', () => {
    const broken: FleetSquad = {
      number: 5,
      meeple: 'small',
      squad: squad('rebel', [ship('Rookie Pilot', 'Push the Limit')]),
    };
    expect(validateFleet({ ...ann, squads: [...ann.squads.slice(0, 4), broken] }).problems).toEqual(
      [
        {
          check: 'upgrade-slot',
          message:
            'squad 5: Push the Limit on Rookie Pilot (pilot 1): the ship has no free Elite slot for it',
          at: { squad: 4, spot: { pilot: 0, upgrade: 0 } },
        },
      ],
    );
  });
});
