import { pick, scripted, seedRandom, shuffled } from '@drift/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairSwiss, type SwissPlayer } from '../../src/pairing/index.ts';

/** A player who has played `opponents` (a dropped player "gone" keeps the round from being the first). */
function player(id: string, score: number, opponents: string[] = ['gone'], byes = 0): SwissPlayer {
  return { id, score, opponents, byes };
}

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

function pairsOf(result: ReturnType<typeof pairSwiss>): string[] {
  if (!result.ok) throw new Error(result.error.message);
  return result.value.tables.map((t) => t.players.join('-'));
}

describe('Swiss pairing for the two-player formats', () => {
  it('GAP-XW-12: the first round is a seeded random draw; an odd count leaves the last drawn out', () => {
    const players = ['a', 'b', 'c', 'd', 'e'].map((id) => player(id, 0, []));
    const result = pairSwiss({ players, random: scripted([shuffled([2, 0, 4, 1, 3])]) });
    expect(result.ok && result.value).toMatchObject({
      firstRound: true,
      tables: [
        { table: 1, players: ['a', 'c'] },
        { table: 2, players: ['b', 'e'] },
      ],
      bye: 'd',
      pairDowns: 0,
      rematches: [],
    });
    // Another seed, another draw.
    const draws = new Set(
      SEEDS.map((s) => JSON.stringify(pairSwiss({ players, random: seedRandom(s) }))),
    );
    expect(draws.size).toBeGreaterThan(1);
  });

  it('GAP-XW-12: equal scores meet; the pair-downs are as few and as small as possible', () => {
    // d has played f, so the only pairing with two one-point gaps is a-b, c-d, e-f.
    const players = [
      player('a', 3),
      player('b', 3),
      player('c', 2),
      player('d', 1, ['f']),
      player('e', 1),
      player('f', 0, ['d']),
    ];
    for (const seed of SEEDS) {
      const result = pairSwiss({ players, random: seedRandom(seed) });
      expect(pairsOf(result)).toEqual(['a-b', 'c-d', 'e-f']);
      expect(result.ok && [result.value.pairDowns, result.value.maxScoreGap]).toEqual([2, 1]);
    }
  });

  it('GAP-XW-12: among equal scores the opponent is drawn at random (a seeded tie-break)', () => {
    const players = ['a', 'b', 'c', 'd'].map((id) => player(id, 1));
    const seen = new Set(
      SEEDS.map((s) => pairsOf(pairSwiss({ players, random: seedRandom(s) })).join()),
    );
    expect(seen.size).toBeGreaterThan(1);
    // A forced draw: the tie-break values go pair by pair (a-b, a-c, a-d, b-c, b-d, c-d).
    const forced = scripted([
      pick(64, 0),
      pick(64, 63),
      pick(64, 0),
      pick(64, 0),
      pick(64, 63),
      pick(64, 0),
    ]);
    expect(pairsOf(pairSwiss({ players, random: forced }))).toEqual(['a-c', 'b-d']);
  });

  it('GAP-XW-12: never pairs a rematch while another pairing exists', () => {
    const players = [
      player('a', 1, ['b']),
      player('b', 1, ['a']),
      player('c', 1, ['d']),
      player('d', 1, ['c']),
    ];
    for (const seed of SEEDS) {
      const pairs = pairsOf(pairSwiss({ players, random: seedRandom(seed) }));
      expect(pairs).not.toContain('a-b');
      expect(pairs).not.toContain('c-d');
    }
  });

  it('GAP-XW-12: refuses a round that needs a rematch, unless the organizer allows one', () => {
    const players = [
      player('a', 2, ['b', 'c', 'd']),
      player('b', 1, ['a']),
      player('c', 0, ['a']),
      player('d', 0, ['a']),
    ];
    const refused = pairSwiss({ players, random: seedRandom('x') });
    expect(refused).toEqual({
      ok: false,
      error: {
        code: 'NoPairingWithoutRematch',
        message:
          'No pairing of these 4 players avoids a rematch: a has already played every other player. The organizer may allow rematches for this round.',
      },
    });
    const allowed = pairSwiss({ players, random: seedRandom('x'), allowRematches: true });
    expect(allowed.ok && allowed.value.rematches).toEqual([1]);
    // One rematch, not more, and the smallest gaps: a meets b again, c and d meet fresh.
    expect(pairsOf(allowed)).toEqual(['a-b', 'c-d']);
  });

  it('GAP-XW-12: an odd count gives one bye, to the lowest-ranked player who has not had one', () => {
    const players = [
      player('a', 2),
      player('b', 1),
      player('c', 1),
      player('d', 0),
      player('e', 0, ['gone'], 1),
    ];
    for (const seed of SEEDS) {
      const result = pairSwiss({ players, random: seedRandom(seed) });
      expect(result.ok && result.value.bye).toBe('d');
    }
  });

  it('GAP-XW-12: the bye skips a player whose sitting out would force a rematch', () => {
    // If c sat out, a and b would have to meet again.
    const players = [player('a', 1, ['b']), player('b', 1, ['a']), player('c', 0)];
    const result = pairSwiss({ players, random: seedRandom('x') });
    expect(result.ok && [result.value.bye, pairsOf(result)]).toEqual(['b', ['a-c']]);
  });

  it('GAP-XW-12: a second bye only when everyone has had one; then the fewest byes, lowest rank', () => {
    const players = [
      player('a', 3, ['gone'], 1),
      player('b', 2, ['gone'], 2),
      player('c', 1, ['gone'], 1),
    ];
    const result = pairSwiss({ players, random: seedRandom('x') });
    expect(result.ok && result.value.bye).toBe('c');
  });

  it('refuses bad input with a message that names the player and the field', () => {
    const random = seedRandom('x');
    const cases: [unknown, string, string][] = [
      [null, 'BadInput', 'The pairing input must be an object with players and a random state.'],
      [
        { players: [], random: {} },
        'BadRandom',
        'The random state must be a seeded or scripted generator state.',
      ],
      [{ players: 'x', random }, 'BadPlayers', 'The players must be a list.'],
      [
        { players: [player('a', 0)], random },
        'TooFewPlayers',
        'A round needs at least 2 players, not 1.',
      ],
      [
        { players: [player('a', 0), player('a', 1)], random },
        'DuplicatePlayer',
        'player 2 ("a") is listed twice.',
      ],
      [{ players: [{ id: '' }], random }, 'BadPlayer', 'player 1 needs a non-empty text id.'],
      [
        { players: [player('a', 0), { ...player('b', 0), score: 1.5 }], random },
        'BadPlayer',
        'player 2 ("b"): score must be a whole number, not 1.5.',
      ],
      [
        { players: [player('a', 0), { ...player('b', 0), byes: -1 }], random },
        'BadPlayer',
        'player 2 ("b"): byes must be a whole number, 0 or more, not -1.',
      ],
      [
        { players: [player('a', 0), { ...player('b', 0), opponents: [3] }], random },
        'BadPlayer',
        'player 2 ("b"): opponents must be a list of player ids.',
      ],
      [
        { players: [player('a', 0), player('b', 0)], random, allowRematches: 'yes' },
        'BadInput',
        'allowRematches must be true or false, not "yes".',
      ],
    ];
    for (const [input, code, message] of cases) {
      expect(pairSwiss(input as never)).toEqual({ ok: false, error: { code, message } });
    }
  });

  it('never throws on arbitrary input (fast-check)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (players, allowRematches) => {
        const result = pairSwiss({ players, random: seedRandom('x'), allowRematches } as never);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 100 },
    );
  });
});
