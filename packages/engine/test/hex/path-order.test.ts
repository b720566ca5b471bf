/**
 * Shortest paths: the promises about order, limits and step costs that make a search
 * deterministic and bounded.
 */
import { describe, expect, it } from 'vitest';
import { type Graph, type Hex, hex, hexPath, reachable } from '../../src/hex/index.ts';

/** A graph given as a table of `node: [[neighbour, cost], ...]`. */
function table(edges: Record<string, [string, number][]>): Graph<string> {
  return { neighbours: (node) => edges[node] ?? [], key: (node) => node };
}

describe('shortest paths', () => {
  it('nodes of equal cost are settled in the order they were found', () => {
    const graph = table({
      s: [
        ['e', 1],
        ['b', 1],
        ['f', 1],
        ['a', 1],
        ['d', 1],
        ['c', 1],
      ],
    });
    expect(reachable('s', graph).map((r) => r.node)).toEqual(['s', 'e', 'b', 'f', 'a', 'd', 'c']);
  });

  it('a node found again more cheaply is settled once, at the cheaper cost', () => {
    const graph = table({
      s: [
        ['a', 5],
        ['b', 1],
      ],
      b: [['a', 1]],
    });
    expect(reachable('s', graph)).toEqual([
      { node: 's', cost: 0, previous: -1 },
      { node: 'b', cost: 1, previous: 0 },
      { node: 'a', cost: 2, previous: 1 },
    ]);
  });

  it('free steps are allowed; infinite, negative or NaN ones are refused, naming the cost', () => {
    expect(reachable('s', table({ s: [['a', 0]] })).map((r) => r.cost)).toEqual([0, 0]);
    for (const bad of [Number.POSITIVE_INFINITY, -1, Number.NaN]) {
      expect(() => reachable('s', table({ s: [['a', bad]] }))).toThrow(
        `Step costs must be finite and non-negative, not ${bad}`,
      );
    }
  });

  it('maxExpanded settles at most that many nodes', () => {
    const line = table({
      a: [['b', 1]],
      b: [['c', 1]],
      c: [['d', 1]],
    });
    expect(reachable('a', { ...line, maxExpanded: 3 }).map((r) => r.node)).toEqual(['a', 'b', 'c']);
  });

  it("hexPath's A* goes straight along a direction, settling only the hexes of the path", () => {
    // The distance heuristic is exact on an open plane, so no hex off the line is settled and
    // six settled hexes (start and goal included) are enough; five are not.
    const open = (): number => 1;
    const goal: Hex = hex(5, 0);
    const found = hexPath(hex(0, 0), goal, open, { maxExpanded: 6 });
    expect(found?.cost).toBe(5);
    expect(found?.path).toHaveLength(6);
    expect(hexPath(hex(0, 0), goal, open, { maxExpanded: 5 })).toBeUndefined();
  });

  it('minStepCost scales the heuristic to the cheapest step', () => {
    const costly = (): number => 2;
    const found = hexPath(hex(0, 0), hex(4, 0), costly, { minStepCost: 2, maxExpanded: 5 });
    expect(found?.cost).toBe(8);
  });

  it('maxCost leaves out what costs more', () => {
    expect(hexPath(hex(0, 0), hex(3, 0), () => 1, { maxCost: 2 })).toBeUndefined();
    expect(hexPath(hex(0, 0), hex(3, 0), () => 1, { maxCost: 3 })?.cost).toBe(3);
  });
});
