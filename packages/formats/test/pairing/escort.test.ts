import { scripted, seedRandom, shuffled } from '@drift/engine';
import { describe, expect, it } from 'vitest';
import {
  checkRoundCount,
  ESCORT_BYE,
  ESCORT_TIMER,
  type EscortPlayer,
  escortGames,
  pairEscortRound,
} from '../../src/pairing/index.ts';

function player(id: string, vp: number, mov: number, opponents = ['gone'], byes = 0): EscortPlayer {
  return { id, vp, mov, opponents, byes };
}

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

describe('Political Escort rounds', () => {
  it('XW-PE-24: first-round pairings are drawn at random', () => {
    const players = ['a', 'b', 'c', 'd'].map((id) => player(id, 0, 0, []));
    const result = pairEscortRound({ players, random: scripted([shuffled([3, 1, 0, 2])]) });
    expect(result.ok && result.value).toMatchObject({
      firstRound: true,
      tables: [
        { table: 1, players: ['b', 'd'] },
        { table: 2, players: ['a', 'c'] },
      ],
      bye: null,
      gamesPerTable: 2,
    });
  });

  it("XW-PE-24: each table plays two games, the shuttle passing to the first game's attacker", () => {
    const table = { table: 3, players: ['ana', 'bo'] as const };
    expect(escortGames(table, 'bo')).toEqual({
      ok: true,
      value: [
        { game: 1, defender: 'bo', attacker: 'ana' },
        { game: 2, defender: 'ana', attacker: 'bo' },
      ],
    });
    expect(escortGames(table, 'cy')).toEqual({
      ok: false,
      error: { code: 'NotAtTable', message: '"cy" does not play at table 3 (ana v bo).' },
    });
  });

  it('XW-PE-24, GAP-XW-12: the round clock is 95 minutes with 45 for the first game, and configurable', () => {
    const players = [player('a', 1, 100), player('b', 1, 100)];
    const random = seedRandom('x');
    const plain = pairEscortRound({ players, random });
    expect(plain.ok && plain.value.timer).toEqual({ roundMinutes: 95, firstGameMinutes: 45 });
    expect(ESCORT_TIMER).toEqual({ roundMinutes: 95, firstGameMinutes: 45 });
    const longer = pairEscortRound({ players, random, timer: { roundMinutes: 110 } });
    expect(longer.ok && longer.value.timer).toEqual({ roundMinutes: 110, firstGameMinutes: 45 });
    expect(pairEscortRound({ players, random, timer: { firstGameMinutes: 95 } })).toEqual({
      ok: false,
      error: {
        code: 'BadTimer',
        message:
          'timer.firstGameMinutes (95) must leave time for the second game within 95 minutes.',
      },
    });
    expect(pairEscortRound({ players, random, timer: { roundMinutes: 0 } })).toMatchObject({
      ok: false,
      error: { code: 'BadTimer' },
    });
  });

  it('XW-PE-27: later rounds pair equal VP at random, pairing down only when the counts are uneven', () => {
    const players = [
      player('a', 2, 240),
      player('b', 2, 230),
      player('c', 2, 210),
      player('d', 1, 200),
      player('e', 0, 150),
      player('f', 0, 120),
    ];
    const pairings = new Set<string>();
    for (const seed of SEEDS) {
      const result = pairEscortRound({ players, random: seedRandom(seed) });
      if (!result.ok) throw new Error(result.error.message);
      const { tables, pairDowns, maxScoreGap } = result.value;
      // One 2-VP player pairs down to the 1-VP player; e and f meet.
      expect([pairDowns, maxScoreGap]).toEqual([1, 1]);
      expect(tables[2]?.players).toEqual(['e', 'f']);
      expect(tables[1]?.players[1]).toBe('d');
      pairings.add(tables.map((t) => t.players.join('-')).join());
    }
    expect(pairings.size).toBeGreaterThan(1);
  });

  it('XW-PE-27: the worst record (VP, then MOV) gets the bye, worth 2 VP and 200 MOV', () => {
    const players = [
      player('a', 2, 260),
      player('b', 1, 90),
      player('c', 1, 180),
      player('d', 0, 20),
      player('e', 0, 40),
    ];
    const result = pairEscortRound({ players, random: seedRandom('x') });
    expect(result.ok && result.value.bye).toEqual({ player: 'd', vp: 2, mov: 200 });
    expect(ESCORT_BYE).toEqual({ vp: 2, mov: 200 });
  });

  it('XW-PE-27: nobody gets a second bye while someone without one can take it', () => {
    const players = [
      player('a', 2, 260),
      player('b', 1, 90),
      player('c', 1, 180),
      player('d', 0, 20, ['gone'], 1),
      player('e', 0, 40),
    ];
    for (const seed of SEEDS) {
      const result = pairEscortRound({ players, random: seedRandom(seed) });
      expect(result.ok && result.value.bye?.player).toBe('e');
    }
  });

  it('XW-PE-27: rematches are avoided as in Swiss, and refused when no other pairing exists', () => {
    const players = [player('a', 1, 100, ['b']), player('b', 1, 100, ['a'])];
    expect(pairEscortRound({ players, random: seedRandom('x') })).toMatchObject({
      ok: false,
      error: { code: 'NoPairingWithoutRematch' },
    });
    const allowed = pairEscortRound({ players, random: seedRandom('x'), allowRematches: true });
    expect(allowed.ok && allowed.value.rematches).toEqual([1]);
  });

  it('refuses a player without MOV, naming them', () => {
    const players = [player('a', 1, 100), { id: 'b', vp: 1, opponents: [], byes: 0 }];
    expect(pairEscortRound({ players, random: seedRandom('x') } as never)).toEqual({
      ok: false,
      error: { code: 'BadPlayer', message: 'player 2 ("b"): mov must be a number, not missing.' },
    });
  });

  it('XW-PE-23: the organizer picks the number of rounds; 3 or 4 are recommended', () => {
    expect(checkRoundCount('political-escort', 3)).toEqual({
      ok: true,
      value: { rounds: 3, notice: null },
    });
    expect(checkRoundCount('political-escort', 4)).toEqual({
      ok: true,
      value: { rounds: 4, notice: null },
    });
    expect(checkRoundCount('political-escort', 6)).toEqual({
      ok: true,
      value: {
        rounds: 6,
        notice: '6 rounds: the format recommends 3 or 4; the organizer decides.',
      },
    });
    expect(checkRoundCount('political-escort', 0)).toEqual({
      ok: false,
      error: { code: 'BadRoundCount', message: 'An event plays 1 or more whole rounds, not 0.' },
    });
  });
});
