import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxWeightMatching, type WeightedEdge } from '../../src/pairing/index.ts';

/** Best [edges, weight] over every matching, by brute force (small graphs only). */
function bruteBest(edges: readonly WeightedEdge[], maxCardinality: boolean): [number, number] {
  let best: [number, number] = [0, 0];
  const visit = (k: number, used: number, count: number, weight: number): void => {
    if (k === edges.length) {
      const better = maxCardinality
        ? count > best[0] || (count === best[0] && weight > best[1])
        : weight > best[1];
      if (better) best = [count, weight];
      return;
    }
    visit(k + 1, used, count, weight);
    const [i, j, w] = edges[k] ?? [0, 0, 0];
    if ((used & (1 << i)) === 0 && (used & (1 << j)) === 0) {
      visit(k + 1, used | (1 << i) | (1 << j), count + 1, weight + w);
    }
  };
  visit(0, 0, 0, 0);
  if (!maxCardinality) best = [0, best[1]];
  return best;
}

const graph = fc.integer({ min: 2, max: 8 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    edges: fc
      .uniqueArray(
        fc
          .tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 }))
          .filter(([i, j]) => i < j),
        { selector: ([i, j]) => `${i}-${j}`, maxLength: 14 },
      )
      .chain((pairs) =>
        fc.tuple(
          ...pairs.map(([i, j]) =>
            fc.integer({ min: 1, max: 50 }).map((w): WeightedEdge => [i, j, w]),
          ),
        ),
      ),
    maxCardinality: fc.boolean(),
  }),
);

describe('maximum weight matching (edmonds-blossom-fixed, typed)', () => {
  it('GAP-XW-12: finds the heaviest matching that brute force finds, with or without max cardinality', () => {
    fc.assert(
      fc.property(graph, ({ n, edges, maxCardinality }) => {
        const mate = maxWeightMatching(n, edges, maxCardinality);
        let count = 0;
        let weight = 0;
        for (const [v, m] of mate.entries()) {
          if (m === null) continue;
          expect(mate[m]).toBe(v);
          const edge = edges.find(([i, j]) => (i === v && j === m) || (i === m && j === v));
          expect(edge).toBeDefined();
          if (v < m) {
            count++;
            weight += edge?.[2] ?? 0;
          }
        }
        const got: [number, number] = maxCardinality ? [count, weight] : [0, weight];
        expect(got).toEqual(bruteBest(edges, maxCardinality));
      }),
      { numRuns: 150 },
    );
  });

  it('prefers more pairs over a heavier lone pair only when asked to', () => {
    const edges: WeightedEdge[] = [
      [0, 1, 2],
      [1, 2, 5],
      [2, 3, 2],
    ];
    expect(maxWeightMatching(4, edges, false)).toEqual([null, 2, 1, null]);
    expect(maxWeightMatching(4, edges, true)).toEqual([1, 0, 3, 2]);
  });

  it('answers every vertex, unmatched ones and an edgeless graph included', () => {
    expect(maxWeightMatching(5, [[0, 1, 3]], true)).toEqual([1, 0, null, null, null]);
    expect(maxWeightMatching(3, [], true)).toEqual([null, null, null]);
  });

  it('throws on a programmer error: an edge outside the graph or a fractional weight', () => {
    expect(() => maxWeightMatching(2, [[0, 2, 1]], true)).toThrow(RangeError);
    expect(() => maxWeightMatching(2, [[0, 1, 0.5]], true)).toThrow(/safe integers/);
  });
});
