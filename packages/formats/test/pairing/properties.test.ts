/**
 * The pairing properties over random events (sizes 6-64, 3-6 rounds, random results, drops and
 * late joins), small rounds compared with brute force. tools/pairing-props runs 10,000 events a
 * format; the suite runs a short share.
 */
import { seedRandom } from '@drift/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PairingSummary } from '../../src/pairing/index.ts';
import {
  checkTwoPlayer,
  DEFAULT_SIM,
  type SimFormat,
  type SimOptions,
  simulateEvent,
} from './simulate.ts';

const SMALL: SimOptions = { ...DEFAULT_SIM, minPlayers: 5, maxPlayers: 10 };

function run(format: SimFormat, seeds: readonly string[], options: SimOptions) {
  const logs = seeds.map((seed) => simulateEvent(format, seed, options));
  return {
    problems: logs.flatMap((l, k) => l.problems.map((p) => `event ${seeds[k]}: ${p}`)),
    rounds: logs.flatMap((l) => l.rounds),
  };
}

const seeds = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('pairing properties over random events', () => {
  it('GAP-XW-12: Swiss: small events match brute force (no avoidable rematch, fairest bye, fewest and smallest pair-downs)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        expect(simulateEvent('swiss', `fc${seed}`, SMALL).problems).toEqual([]);
      }),
      { numRuns: 30 },
    );
    // The sample really holds rounds that needed the override and rounds compared with brute force.
    const { problems, rounds } = run('swiss', seeds('small', 40), SMALL);
    expect(problems).toEqual([]);
    expect(rounds.filter((r) => r.forced).length).toBeGreaterThan(0);
    expect(rounds.filter((r) => r.brute && r.bye).length).toBeGreaterThan(20);
    expect(rounds.filter((r) => r.brute && r.pairDowns > 0).length).toBeGreaterThan(20);
  });

  it('GAP-XW-12: Swiss: events of 6-64 players: everyone seated once, one bye only for odd counts, no rematches', () => {
    const { problems, rounds } = run('swiss', seeds('large', 8), DEFAULT_SIM);
    expect(problems).toEqual([]);
    expect(rounds.every((r) => r.rematches === 0)).toBe(true);
    expect(rounds.some((r) => r.players > 30)).toBe(true);
  });

  it('XW-PE-24, XW-PE-27: Political Escort events: random first round, equal VP met, worst record on the bye, checked by brute force', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        expect(simulateEvent('political-escort', `fc${seed}`, SMALL).problems).toEqual([]);
      }),
      { numRuns: 30 },
    );
    const { problems, rounds } = run('political-escort', seeds('large', 8), DEFAULT_SIM);
    expect(problems).toEqual([]);
    expect(rounds.filter((r) => r.firstRound).length).toBe(8);
  });

  it('XW-AOA-29, XW-AOA-31: Ace of Aces events: legal pod sizes, re-podded by total VP then Ships Destroyed', () => {
    const { problems, rounds } = run('ace-of-aces', seeds('pods', 40), DEFAULT_SIM);
    expect(problems).toEqual([]);
    expect(new Set(rounds.map((r) => r.pods.length))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
  });

  it('the checks are not vacuous: a rematch, a wrong bye and a needless pair-down are all reported', () => {
    const players = [
      { id: 'a', score: 2, opponents: ['b'], byes: 0 },
      { id: 'b', score: 2, opponents: ['a'], byes: 0 },
      { id: 'c', score: 1, opponents: ['d'], byes: 0 },
      { id: 'd', score: 1, opponents: ['c'], byes: 0 },
      { id: 'e', score: 0, opponents: [], byes: 0 },
    ];
    const bad: PairingSummary = {
      tables: [
        { table: 1, players: ['a', 'b'] },
        { table: 2, players: ['c', 'e'] },
      ],
      bye: 'd',
      firstRound: false,
      pairDowns: 1,
      maxScoreGap: 1,
      rematches: [],
      random: seedRandom('x'),
    };
    const problems: string[] = [];
    checkTwoPlayer(players, bad, false, true, (p) => problems.push(p));
    expect(problems).toEqual([
      '1 rematches without the override',
      'the rematch tables are misreported',
      'the bye went to d (0 byes) though e (0) could sit out',
      'pairing key [1, 0, 1, 1, 1] where brute force finds [0, 0, 0, 2, 2]',
    ]);
  });
});
