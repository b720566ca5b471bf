import { describe, expect, it } from 'vitest';
import {
  type CoruscantRecord,
  coruscantScoreTotal,
  reinforcementGenerics,
} from '../../src/index.ts';
import {
  as,
  create,
  fleet,
  LUKE,
  meeple,
  ORG,
  P,
  planet,
  player,
  refused,
  route,
  run,
  setupInput,
  squad,
  tile,
  U,
  VADER,
} from './fixtures.ts';

const destroyed = (ship: string, by: string | null) => ({ ship, fate: 'destroyed', by });
const withdrawn = (ship: string) => ({ ship, fate: 'withdrawn', by: null });
const reinforce = (extra: Record<string, unknown> = {}) => ({
  type: 'Reinforce',
  player: 'luke',
  squad: 1,
  ...extra,
});

/** Vader holds Yavin 4 (a rebel Base); Luke's squad 1 takes it, losing Wedge and its Rookie. */
function conquered(
  options: Record<string, unknown> = {},
  record?: CoruscantRecord,
  lukeLoses: string[] = ['luke.1.1', 'luke.1.3'],
): CoruscantRecord {
  return run(
    record ?? create(setupInput({ options })),
    [ORG, tile(planet('yavin', 'Yavin 4', 'rebel'), route('r1'))],
    [ORG, meeple('vader', 1, 'yavin')],
    [as('luke'), meeple('luke', 1, 'yavin')],
    [as('luke'), { type: 'StartBattle', place: 'yavin', participants: null, completion: null }],
    [
      ORG,
      {
        type: 'EnterBattleResult',
        battle: 'b1',
        winner: 'luke',
        ships: [
          ...['vader.1.1', 'vader.1.2', 'vader.1.4', 'vader.1.5', 'vader.1.6', 'vader.1.7'].map(
            (s) => destroyed(s, 'luke'),
          ),
          withdrawn('vader.1.3'),
          ...lukeLoses.map((s) => destroyed(s, 'vader')),
        ],
      },
    ],
  );
}

describe('Coruscant Reinforcement', () => {
  it('XW-CC-25: the generic for a lost unique is the cheapest of the same ship and faction', () => {
    const wedge = squad(create(), 'luke', 1).ships[0];
    if (!wedge) throw new Error('no Wedge');
    expect(reinforcementGenerics(wedge, 'rebel').map((p) => [p.name, p.points])).toEqual([
      ['Rookie Pilot', 21],
      ['Cavern Angels Zealot', 22],
      ['Red Squadron Pilot', 23],
    ]);
  });

  it('XW-CC-25: a partial squad that conquers a friendly Base returns to strength; lost uniques become a generic', () => {
    const r = conquered();
    expect(player(r, 'luke').score.battles).toBe(108);
    const done = run(r, [as('luke'), reinforce()]);
    const s = squad(done, 'luke', 1);
    expect(s.lostShips).toEqual([]);
    expect(s.ships.map((x) => [x.id, x.name, x.upgrades.map((u) => u.name), x.points])).toEqual([
      ['luke.1.2', 'Luke Skywalker', ['R2 Astromech'], 29],
      // Wedge comes back as a Rookie Pilot: R2-D2 is lost for good, Push the Limit has no Elite slot.
      ['luke.1.4', 'Rookie Pilot', ['Proton Torpedoes'], 25],
      // The non-unique Rookie comes back as it was.
      ['luke.1.5', 'Rookie Pilot', [], 21],
    ]);
    expect(done.history.at(-1)?.lines).toEqual([
      "Luke's squad 1 is Reinforced at Yavin 4 (75 points).",
      'Wedge Antilles returns as Rookie Pilot; R2-D2 lost for good; Push the Limit does not fit.',
      'Rookie Pilot returns.',
    ]);
    expect(coruscantScoreTotal(player(done, 'luke').score)).toBe(108);
    expect(refused(done, as('luke'), reinforce()).code).toBe('FullStrength');
  });

  it('XW-CC-25: a squad placed on a friendly Base later is Reinforced there; elsewhere it is not', () => {
    const r = run(conquered(), [as('luke'), { type: 'RemoveMeeple', player: 'luke', squad: 1 }]);
    expect(refused(r, as('luke'), reinforce()).code).toBe('NotOnBase');
    const onRoute = run(r, [as('luke'), meeple('luke', 1, 'r1')]);
    expect(refused(onRoute, as('luke'), reinforce())).toEqual({
      code: 'NotOnBase',
      message: 'r1 (r1) is not a friendly Base of Luke (XW-CC-25).',
    });
    const back = run(
      r,
      [ORG, tile(planet('dag', 'Dagobah', 'rebel'))],
      [as('luke'), meeple('luke', 1, 'dag')],
    );
    const done = run(back, [as('luke'), reinforce()]);
    expect(squad(done, 'luke', 1).ships).toHaveLength(3);
    expect(refused(back, as('vader'), reinforce()).code).toBe('NotYours');
  });

  it("XW-CC-25: a Base is friendly only when it is of the player's faction (or a designated one)", () => {
    const imperialBase = run(
      create(),
      [ORG, tile(planet('scarif', 'Scarif', 'imperial'))],
      [ORG, meeple('vader', 1, 'scarif')],
      [ORG, meeple('luke', 1, 'scarif')],
      [ORG, { type: 'StartBattle', place: 'scarif', participants: null, completion: null }],
      [
        ORG,
        {
          type: 'EnterBattleResult',
          battle: 'b1',
          winner: 'luke',
          ships: [
            ...[1, 2, 3, 4, 5, 6, 7].map((n) => withdrawn(`vader.1.${n}`)),
            destroyed('luke.1.3', 'vader'),
          ],
        },
      ],
    );
    expect(refused(imperialBase, as('luke'), reinforce()).code).toBe('NotOnBase');
    const designated = conquered({ designatedBases: true });
    // Yavin 4 is a designated rebel Base whatever its symbol.
    expect(squad(run(designated, [as('luke'), reinforce()]), 'luke', 1).ships).toHaveLength(3);
  });

  it('XW-CC-24, XW-CC-25: a wiped-out squad cannot be Reinforced', () => {
    const r = run(
      create(),
      [ORG, tile(planet('yavin', 'Yavin 4', 'rebel'))],
      [ORG, meeple('luke', 2, 'yavin')],
      [ORG, meeple('vader', 2, 'yavin')],
      [ORG, { type: 'StartBattle', place: 'yavin', participants: null, completion: null }],
      [
        ORG,
        {
          type: 'EnterBattleResult',
          battle: 'b1',
          winner: 'vader',
          ships: [1, 2, 3, 4].map((n) => destroyed(`luke.2.${n}`, 'vader')),
        },
      ],
    );
    expect(refused(r, as('luke'), { type: 'Reinforce', player: 'luke', squad: 2 })).toEqual({
      code: 'SquadLost',
      message: "Luke's squad 2 was wiped out and cannot be Reinforced (XW-CC-24).",
    });
  });

  it('XW-CC-25: a unique pilot with no generic of its ship and faction stays lost', () => {
    const withSabine = fleet('rebel');
    withSabine.squads[0] = {
      ...withSabine.squads[0],
      ships: [{ pilot: P.sabineTie }, { pilot: P.rookie }],
    } as (typeof withSabine.squads)[number];
    const r = conquered(
      {},
      create(setupInput({ players: [{ ...LUKE, fleet: withSabine }, VADER] })),
      ['luke.1.1'],
    );
    const done = run(r, [as('luke'), reinforce()]);
    expect(done.history.at(-1)?.lines).toContain(
      'Sabine Wren (luke.1.1) has no generic pilot of its ship: it stays lost.',
    );
    expect(squad(done, 'luke', 1).ships.map((s) => s.name)).toEqual(['Rookie Pilot']);
  });

  it('XW-CC-36: without the paid option, nothing beyond the free Reinforcement', () => {
    const r = conquered();
    expect(
      refused(
        r,
        as('luke'),
        reinforce({ replacements: [{ ship: 'luke.1.1', pilot: P.redSquadron }] }),
      ),
    ).toEqual({
      code: 'PaidReinforcementOff',
      message:
        "Luke's squad 1: that adds 2 points beyond a free Reinforcement; paid Reinforcement is not in play (XW-CC-36).",
    });
    expect(
      refused(
        r,
        as('luke'),
        reinforce({ addUpgrades: [{ ship: 'luke.1.2', upgrade: U.veteranInstincts }] }),
      ).code,
    ).toBe('PaidReinforcementOff');
  });

  it('XW-CC-36: with the paid option each extra point costs 1 VP; destroyed uniques cannot be bought back', () => {
    const r = conquered({ paidReinforcement: true });
    // A Red Squadron Pilot (23) instead of the free Rookie (21), Veteran Instincts (1) on Luke, one more Bandit (12).
    const done = run(r, [
      as('luke'),
      reinforce({
        replacements: [{ ship: 'luke.1.1', pilot: P.redSquadron }],
        addUpgrades: [{ ship: 'luke.1.2', upgrade: U.veteranInstincts }],
        addShips: [{ pilot: P.bandit, upgrades: [] }],
      }),
    ]);
    expect(player(done, 'luke').score).toMatchObject({
      battles: 108,
      reinforcement: -(2 + 1 + 12),
    });
    expect(coruscantScoreTotal(player(done, 'luke').score)).toBe(93);
    expect(squad(done, 'luke', 1).ships.map((s) => s.name)).toEqual([
      'Luke Skywalker',
      'Red Squadron Pilot',
      'Rookie Pilot',
      'Bandit Squadron Pilot',
    ]);
    expect(done.history.at(-1)?.lines.at(-1)).toBe(
      'Luke spends 15 VP on 15 extra points (XW-CC-36).',
    );
    expect(
      refused(r, as('luke'), reinforce({ addUpgrades: [{ ship: 'luke.1.2', upgrade: U.r2d2 }] }))
        .code,
    ).toBe('NoSlot');
    expect(
      refused(r, as('luke'), reinforce({ addUpgrades: [{ ship: 'luke.1.4', upgrade: U.r2d2 }] })),
    ).toEqual({
      code: 'UniqueLost',
      message: "Luke's squad 1: R2-D2 was destroyed and cannot be bought back (XW-CC-25, 36).",
    });
    expect(
      refused(r, as('luke'), reinforce({ addShips: [{ pilot: P.wedge, upgrades: [] }] })).code,
    ).toBe('UniqueLost');
    expect(
      refused(r, as('luke'), reinforce({ replacements: [{ ship: 'luke.1.1', pilot: P.luke }] }))
        .code,
    ).toBe('BadReplacement');
    expect(
      refused(r, as('luke'), reinforce({ replacements: [{ ship: 'luke.1.3', pilot: P.rookie }] }))
        .code,
    ).toBe('BadReplacement');
  });

  it("XW-CC-36: paid points are limited by the VP one has and the squad's 125 / 100 points", () => {
    const r = conquered({ paidReinforcement: true });
    const tooBig = Array(5).fill({ pilot: P.rookie, upgrades: [] });
    expect(refused(r, as('luke'), reinforce({ addShips: tooBig })).message).toBe(
      "Luke's squad 1 would cost 180 points; its limit is 125 (XW-CC-07).",
    );
    const poor = run(r, [
      ORG,
      { type: 'AdjustScore', player: 'luke', points: -100, reason: 'test' },
    ]);
    expect(
      refused(poor, as('luke'), reinforce({ addShips: [{ pilot: P.bandit, upgrades: [] }] })),
    ).toEqual({
      code: 'NotEnoughVictoryPoints',
      message: "Luke's squad 1: 12 extra points cost 12 VP; Luke has 8.",
    });
  });
});
