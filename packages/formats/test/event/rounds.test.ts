import { ok, openDice, refuse, seedRandom } from '@drift/engine';
import { describe, expect, it } from 'vitest';
import { eventView, type FormatPlugin, roundSeed, standings } from '../../src/index.ts';
import {
  as,
  finishRound,
  lastRound,
  newEvent,
  ORG,
  refused,
  run,
  seatsAt,
  withPlayers,
} from './helpers.ts';
import { duel, registry } from './plugins.ts';

describe('planned rounds', () => {
  it('XW-AOA-30, XW-PE-23: the organizer plans the rounds; the format’s 3-4 is the advice', () => {
    const e = newEvent();
    expect(e.plannedRounds).toBe(3);
    expect(eventView(e, ORG).event.roundsAdvice).toBe('3 rounds planned (3-4 recommended)');
    const five = newEvent({ rounds: 5 });
    expect(five.plannedRounds).toBe(5);
    expect(eventView(five, ORG).event.roundsAdvice).toBe(
      '5 rounds planned (3-4 recommended, the organizer chose otherwise)',
    );
  });

  it('XW-AOA-30, XW-PE-23: no round past the plan until the organizer plans more', () => {
    let e = withPlayers(4, { rounds: 2 });
    for (let i = 0; i < 2; i++) e = finishRound(run(e, ORG, { type: 'PairRound' }));
    expect(refused(e, ORG, { type: 'PairRound' })).toEqual({
      code: 'RoundsComplete',
      message: 'All 2 planned rounds are paired: plan more rounds to pair another.',
    });
    expect(refused(e, ORG, { type: 'UpdateEvent', rounds: 1 }).code).toBe('OutOfRange');
    e = run(e, ORG, { type: 'UpdateEvent', rounds: 3 });
    expect(e.log.at(-1)?.text).toBe('Event updated: 3 rounds planned (3-4 recommended).');
    e = run(e, ORG, { type: 'PairRound' });
    expect(lastRound(e).number).toBe(3);
  });
});

describe('pairing a round', () => {
  it('GAP-XW-12: only the organizer pairs; tables are numbered; the bye scores at once', () => {
    let e = withPlayers(5);
    expect(refused(e, as('p1'), { type: 'PairRound' })).toEqual({
      code: 'NotAllowed',
      message: 'Only the organizer may pair a round.',
    });
    e = run(e, ORG, { type: 'PairRound' });
    const round = lastRound(e);
    expect(e.status).toBe('running');
    expect(round.tables.map((t) => t.number)).toEqual([1, 2]);
    expect(round.byes).toHaveLength(1);
    const bye = standings(e).find((r) => r.player === round.byes[0]);
    expect(bye).toMatchObject({ rank: 1, byes: 1, totals: { wins: 1, destroyed: 50 } });
    expect(e.log.at(-1)?.text).toBe(`Round 1 paired: 2 tables; a bye for ${bye?.name}.`);
  });

  it('is deterministic: the same seed pairs the same way; the draw comes from seed, round and attempt', () => {
    const a = run(withPlayers(8), ORG, { type: 'PairRound' });
    const b = run(withPlayers(8), ORG, { type: 'PairRound' });
    expect(lastRound(a).tables).toEqual(lastRound(b).tables);
    expect(lastRound(a).seed).toBe('seed-1/round-1/pairing-0');
    const expected = openDice(seedRandom(roundSeed(a, 1, 0))).shuffle([
      'p1',
      'p2',
      'p3',
      'p4',
      'p5',
      'p6',
      'p7',
      'p8',
    ]);
    expect(lastRound(a).tables.flatMap((t) => t.players)).toEqual(expected);
  });

  it('the next round is paired only once every table of the last has a counted result', () => {
    let e = run(withPlayers(6), ORG, { type: 'PairRound' });
    const [t1] = lastRound(e).tables;
    e = run(e, as(t1?.players[0] as string), {
      type: 'SubmitResult',
      round: 1,
      table: 1,
      result: { winner: t1?.players[0] },
    });
    expect(refused(e, ORG, { type: 'PairRound' })).toEqual({
      code: 'RoundOpen',
      message: 'Round 1 still waits for results at table 1, 2, 3.',
    });
    e = finishRound(e);
    e = run(e, ORG, { type: 'PairRound' });
    expect(lastRound(e).number).toBe(2);
  });

  it('pairs round 2 by the standings and gives the plug-in totals, opponents, byes and ranks', () => {
    let seen: unknown = null;
    const spy: FormatPlugin = {
      ...duel,
      pair: (input, rng) => {
        if (input.round === 2) seen = input;
        return duel.pair(input, rng);
      },
    } as FormatPlugin;
    const plugins = { duel: spy };
    let e = withPlayers(3, {}, plugins);
    e = run(e, ORG, { type: 'PairRound' }, plugins);
    const [[a, b]] = lastRound(e).tables.map((t) => t.players) as [[string, string]];
    const [bye] = lastRound(e).byes as [string];
    e = run(
      e,
      ORG,
      { type: 'SetResult', round: 1, table: 1, result: { winner: a, destroyed: { a: 0 } } },
      plugins,
    );
    e = run(e, ORG, { type: 'PairRound' }, plugins);
    expect(seen).toEqual({
      round: 2,
      stage: 'swiss',
      allowRematches: false,
      players: [
        {
          id: bye,
          name: expect.any(String),
          totals: { wins: 1, destroyed: 50 },
          opponents: [],
          byes: 1,
          rank: 1,
        },
        {
          id: a,
          name: expect.any(String),
          totals: { wins: 1, destroyed: 0 },
          opponents: [b],
          byes: 0,
          rank: 2,
        },
        {
          id: b,
          name: expect.any(String),
          totals: { wins: 0, destroyed: 0 },
          opponents: [a],
          byes: 0,
          rank: 3,
        },
      ],
    });
  });

  it('passes the organizer’s leave to rematch on to the format', () => {
    const asked: boolean[] = [];
    const spy = {
      duel: {
        ...duel,
        pair: (input, rng) => {
          asked.push(input.allowRematches);
          return duel.pair(input, rng);
        },
      } as FormatPlugin,
    };
    let e = run(withPlayers(4, {}, spy), ORG, { type: 'PairRound', allowRematches: true }, spy);
    e = run(e, ORG, { type: 'RepairRound' }, spy);
    expect(asked).toEqual([true, false]);
    expect(refused(e, ORG, { type: 'RepairRound', allowRematches: 'yes' }, spy).code).toBe(
      'BadInput',
    );
  });

  it('refuses to pair fewer than two players, and passes on the format’s own refusal', () => {
    expect(refused(withPlayers(1), ORG, { type: 'PairRound' }).code).toBe('TooFewPlayers');
    const e = withPlayers(2, { format: 'pods' });
    expect(refused(e, ORG, { type: 'PairRound' })).toEqual({
      code: 'TooFewForPods',
      message: 'A pod needs three players.',
    });
  });

  it('a plug-in that throws or pairs wrongly gives FormatFailed, never a throw', () => {
    const broken = (pair: FormatPlugin['pair']) => ({ duel: { ...duel, pair } as FormatPlugin });
    const e = withPlayers(4);
    const throws = broken(() => {
      throw new Error('boom');
    });
    expect(refused(e, ORG, { type: 'PairRound' }, throws)).toEqual({
      code: 'FormatFailed',
      message: 'Duel failed while pairing: boom',
    });
    const twice = broken(() =>
      ok({
        tables: [
          ['p1', 'p2'],
          ['p1', 'p3'],
        ],
        byes: ['p4'],
      }),
    );
    expect(refused(e, ORG, { type: 'PairRound' }, twice).message).toBe(
      'Duel paired the round wrongly: p1 is seated twice.',
    );
    const three = broken(() => ok({ tables: [['p1', 'p2', 'p3']], byes: ['p4'] }));
    expect(refused(e, ORG, { type: 'PairRound' }, three).message).toContain('a table of 3');
    const missing = broken(() => ok({ tables: [['p1', 'p2']], byes: [] }));
    expect(refused(e, ORG, { type: 'PairRound' }, missing).message).toContain('p3 was left out');
    const nothing = broken(() => undefined as never);
    expect(refused(e, ORG, { type: 'PairRound' }, nothing).code).toBe('FormatFailed');
    const no = broken(() => refuse('Nope', 'No pairing today.'));
    expect(refused(e, ORG, { type: 'PairRound' }, no)).toEqual({
      code: 'Nope',
      message: 'No pairing today.',
    });
  });
});

describe('re-pairing and swaps', () => {
  it('re-pairs the round while no result is in, with the next attempt’s seed, leaving out a drop', () => {
    let e = run(withPlayers(6), ORG, { type: 'PairRound' });
    e = run(e, ORG, { type: 'DropPlayer', player: 'p6' });
    e = run(e, ORG, { type: 'RepairRound' });
    const round = lastRound(e);
    expect(e.rounds).toHaveLength(1);
    expect(round).toMatchObject({ number: 1, attempt: 1, seed: 'seed-1/round-1/pairing-1' });
    expect([...round.tables.flatMap((t) => t.players), ...round.byes].sort()).toEqual([
      'p1',
      'p2',
      'p3',
      'p4',
      'p5',
    ]);
    const [t] = round.tables;
    e = run(e, as(t?.players[0] as string), {
      type: 'SubmitResult',
      round: 1,
      table: 1,
      result: { winner: t?.players[0] },
    });
    expect(refused(e, ORG, { type: 'RepairRound' })).toEqual({
      code: 'ResultsIn',
      message: 'Round 1 has results at table 1: it can no longer be re-paired.',
    });
  });

  it('swaps two players between tables before results; rematches and second byes need force', () => {
    // Round 1: p1-p2, p3-p4, bye p5. Round 2: p1-p3, p2-p5, bye p4.
    const script = [
      {
        tables: [
          ['p1', 'p2'],
          ['p3', 'p4'],
        ],
        byes: ['p5'],
      },
      {
        tables: [
          ['p1', 'p3'],
          ['p2', 'p5'],
        ],
        byes: ['p4'],
      },
    ];
    const plugins = {
      duel: { ...duel, pair: (input) => ok(script[input.round - 1]) } as FormatPlugin,
    };
    let e = withPlayers(5, {}, plugins);
    e = finishRound(run(e, ORG, { type: 'PairRound' }, plugins));
    e = run(e, ORG, { type: 'PairRound' }, plugins);
    expect(refused(e, ORG, { type: 'SwapPlayers', a: 'p3', b: 'p2' }, plugins)).toEqual({
      code: 'Rematch',
      message: 'A and B have met before (force the swap to allow it).',
    });
    expect(refused(e, ORG, { type: 'SwapPlayers', a: 'p5', b: 'p4' }, plugins)).toEqual({
      code: 'SecondBye',
      message: 'E has had a bye already (force the swap to allow it).',
    });
    const forced = run(e, ORG, { type: 'SwapPlayers', a: 'p3', b: 'p2', force: true }, plugins);
    expect(lastRound(forced).tables.map((t) => t.players)).toEqual([
      ['p1', 'p2'],
      ['p3', 'p5'],
    ]);
    e = run(e, ORG, { type: 'SwapPlayers', a: 'p3', b: 'p5' }, plugins);
    expect(lastRound(e).tables.map((t) => t.players)).toEqual([
      ['p1', 'p5'],
      ['p2', 'p3'],
    ]);
    expect(e.log.at(-1)?.text).toBe('Round 2: C (table 1) and E (table 2) swapped.');
    expect(refused(e, ORG, { type: 'SwapPlayers', a: 'p1', b: 'p5' }).code).toBe('SameTable');
    expect(refused(e, ORG, { type: 'SwapPlayers', a: 'p1', b: 'p1' }).code).toBe('BadInput');
    expect(refused(e, as('p1'), { type: 'SwapPlayers', a: 'p1', b: 'p2' }).code).toBe('NotAllowed');
    e = run(e, ORG, { type: 'SetResult', round: 2, table: 1, result: { winner: 'p1' } }, plugins);
    expect(refused(e, ORG, { type: 'SwapPlayers', a: 'p1', b: 'p2', force: true })).toEqual({
      code: 'ResultsIn',
      message: 'Table 1 of Round 2 already has a result.',
    });
  });

  it('swaps a table player with the bye: the bye moves, and its score with it', () => {
    let e = run(withPlayers(3), ORG, { type: 'PairRound' });
    const [bye] = lastRound(e).byes as [string];
    const [a] = seatsAt(e, 1) as [string, string];
    e = run(e, ORG, { type: 'SwapPlayers', a: bye, b: a });
    expect(lastRound(e).byes).toEqual([a]);
    expect(standings(e).find((r) => r.player === a)?.byes).toBe(1);
    expect(standings(e).find((r) => r.player === bye)?.byes).toBe(0);
  });
});

describe('registry', () => {
  it('the test registry holds the two test formats', () => {
    expect(Object.keys(registry)).toEqual(['duel', 'pods']);
  });
});
