import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marginOfVictory } from '../../src/standard/game.ts';
import {
  parseStandardResult,
  scoreStandard,
  standardByeMeasures,
  standardStandingKeys,
} from '../../src/standard/result.ts';
import { rankRounds } from './rank.ts';

const table = ['ann', 'bob'] as const;

function parsed(input: unknown) {
  const r = parseStandardResult(input, table);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('the standard 100-point game (GAP-XW-12: our tournament choices)', () => {
  it('GAP-XW-12: the higher destroyed points win; MOV is 100 ± the difference; a win is 1 tournament point', () => {
    const r = parsed({ destroyed: { ann: 54, bob: 21 } });
    expect(r.winner).toBe('ann');
    expect(scoreStandard(r)).toEqual([
      { player: 'ann', measures: { tp: 1, mov: 133, destroyed: 54 } },
      { player: 'bob', measures: { tp: 0, mov: 67, destroyed: 21 } },
    ]);
  });

  it('GAP-XW-12: equal destroyed points are a draw: no tournament point, 100 MOV each', () => {
    const r = parsed({ destroyed: { ann: 40, bob: 40 } });
    expect(r.winner).toBeNull();
    expect(scoreStandard(r).map((s) => s.measures)).toEqual([
      { tp: 0, mov: 100, destroyed: 40 },
      { tp: 0, mov: 100, destroyed: 40 },
    ]);
  });

  it('GAP-XW-12: the player who destroyed every enemy ship wins even on fewer points', () => {
    // Bob flew a 90-point squad and lost it all; he had destroyed 95 of Ann's points.
    const r = parsed({ destroyed: { ann: 90, bob: 95 }, eliminated: ['bob'] });
    expect(r.winner).toBe('ann');
    expect(scoreStandard(r)[0]?.measures).toEqual({ tp: 1, mov: 95, destroyed: 90 });
  });

  it('GAP-XW-12: both squads wiped out falls back to the points', () => {
    expect(parsed({ destroyed: { ann: 100, bob: 98 }, eliminated: ['ann', 'bob'] }).winner).toBe(
      'ann',
    );
  });

  it('GAP-XW-12: MOV stays within 0 and 200', () => {
    expect(marginOfVictory(130, 0)).toBe(200);
    expect(marginOfVictory(0, 130)).toBe(0);
    expect(marginOfVictory(100, 0)).toBe(200);
  });

  it('GAP-XW-12: the standings keys and the bye are data for the event module', () => {
    expect(standardStandingKeys.map((k) => k.key)).toEqual(['tp', 'mov']);
    expect(standardByeMeasures).toEqual({ tp: 1, mov: 150, destroyed: 0 });
  });

  it.each([
    [null, 'NotAnObject', 'The result must be an object'],
    [{ destroyed: { ann: 3 } }, 'MissingPlayer', 'no entry for player "bob"'],
    [{ destroyed: { ann: 3, bob: 4, cid: 1 } }, 'UnknownPlayer', '"cid"'],
    [
      { destroyed: { ann: -3, bob: 4 } },
      'BadNumber',
      'destroyed points of "ann" must be a whole number from 0 to 100, not -3',
    ],
    [{ destroyed: { ann: 101, bob: 4 } }, 'BadNumber', 'not 101'],
    [{ destroyed: { ann: 2.5, bob: 4 } }, 'BadNumber', 'not 2.5'],
    [{ destroyed: { ann: 1, bob: 4 }, winner: 'ann' }, 'UnknownField', '"winner"'],
    [
      { destroyed: { ann: 1, bob: 4 }, eliminated: ['bob', 'bob'] },
      'BadValue',
      'names "bob" twice',
    ],
    [{ destroyed: { ann: 1, bob: 4 }, eliminated: ['zed'] }, 'UnknownPlayer', 'eliminated entry 1'],
  ])('refuses a bad result %j with %s', (input, code, message) => {
    const r = parseStandardResult(input, table);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.message).toContain(message);
    }
  });

  it('refuses a table that is not two different players', () => {
    const r = parseStandardResult({ destroyed: { ann: 1 } }, ['ann', 'ann']);
    expect(r.ok ? '' : r.error.code).toBe('BadTable');
  });

  it('never throws on any input, and accepted results keep MOV in 0..200 and sum to 200', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({
            destroyed: fc.dictionary(
              fc.constantFrom('ann', 'bob', 'x'),
              fc.oneof(fc.integer({ min: -5, max: 120 }), fc.anything()),
            ),
            eliminated: fc.array(fc.constantFrom('ann', 'bob')),
          }),
        ),
        (input) => {
          const r = parseStandardResult(input, table);
          if (!r.ok) return;
          const [a, b] = scoreStandard(r.value);
          expect((a?.measures.mov ?? 0) + (b?.measures.mov ?? 0)).toBe(200);
          expect((a?.measures.tp ?? 0) + (b?.measures.tp ?? 0)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('running totals and ranking by standing keys', () => {
  it('GAP-XW-12: sums each measure over rounds and ranks higher first, key by key, sharing ranks on full ties', () => {
    const ranked = rankRounds(standardStandingKeys, [
      [
        { player: 'ann', measures: { tp: 1, mov: 150 } },
        { player: 'bob', measures: { tp: 0, mov: 50 } },
        { player: 'cid', measures: { tp: 1, mov: 120 } },
        { player: 'dee', measures: { tp: 0, mov: 80 } },
      ],
      [
        { player: 'ann', measures: { tp: 0, mov: 90 } },
        { player: 'bob', measures: { tp: 1, mov: 190 } },
        { player: 'cid', measures: { tp: 1, mov: 110 } },
        { player: 'dee', measures: { tp: 1, mov: 160 } },
      ],
    ]);
    expect(ranked.map((s) => [s.rank, s.player, s.measures.tp, s.measures.mov])).toEqual([
      [1, 'cid', 2, 230],
      [2, 'ann', 1, 240],
      [2, 'bob', 1, 240],
      [2, 'dee', 1, 240],
    ]);
  });
});
