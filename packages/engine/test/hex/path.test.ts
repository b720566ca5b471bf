import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_DIRECTIONS,
  type Border,
  type BorderMap,
  distance,
  type EdgeKey,
  edgeBetween,
  edgeOf,
  type Hex,
  hex,
  hexesWithin,
  hexKey,
  hexPath,
  neighbors,
  ORIGIN,
  reachable,
  shortestPath,
  stepCrossing,
} from '../../src/hex/index.ts';
import { arbDirection, arbHex } from './arbitraries.ts';

/** A radius-`size` board around the origin; steps off it are forbidden. */
function onBoard(size: number): (h: Hex) => boolean {
  return (h) => distance(h, ORIGIN) <= size;
}

/** Plain breadth-first distance, the reference for unit-cost paths. */
function bfs(start: Hex, goal: Hex, allowed: (from: Hex, to: Hex) => boolean): number | undefined {
  const seen = new Map<string, number>([[hexKey(start), 0]]);
  const queue = [start];
  for (let h = queue.shift(); h !== undefined; h = queue.shift()) {
    const d = seen.get(hexKey(h)) ?? 0;
    if (hexKey(h) === hexKey(goal)) return d;
    for (const n of neighbors(h)) {
      if (!seen.has(hexKey(n)) && allowed(h, n)) {
        seen.set(hexKey(n), d + 1);
        queue.push(n);
      }
    }
  }
  return undefined;
}

function expectValidPath(path: readonly Hex[], start: Hex, goal: Hex): void {
  expect(path[0]).toEqual(start);
  expect(path[path.length - 1]).toEqual(goal);
  for (let i = 1; i < path.length; i++)
    expect(distance(path[i - 1] ?? start, path[i] ?? start)).toBe(1);
}

describe('shortest paths', () => {
  it('XB-NPC-04: a path goes around a wall of star borders (detour 6 instead of 1)', () => {
    // Star edges along the east side of column q = 0 from (0,-2) to (0,2): (0,0) cannot step
    // east to (1,0). The cheapest way round is south past the wall's end at (0,3).
    const wall: Record<EdgeKey, Border> = {};
    for (let r = -2; r <= 2; r++) {
      wall[edgeOf(hex(0, r), 0)] = { type: 'star' };
      wall[edgeOf(hex(0, r), 5)] = { type: 'star' };
    }
    const borders: BorderMap = wall;
    const board = onBoard(5);
    const stepCost = (from: Hex, to: Hex): number | undefined =>
      board(to) && stepCrossing(borders, from, to)?.border?.type !== 'star' ? 1 : undefined;
    const found = hexPath(hex(0, 0), hex(1, 0), stepCost);
    expect(found?.cost).toBe(6);
    expect(found?.path).toEqual([
      hex(0, 0),
      hex(0, 1),
      hex(0, 2),
      hex(0, 3),
      hex(1, 2),
      hex(1, 1),
      hex(1, 0),
    ]);
  });

  it('an unreachable goal gives undefined', () => {
    // The goal is ringed by star borders on a bounded board.
    const goal = hex(2, -1);
    const ring = new Set(ALL_DIRECTIONS.map((d) => edgeOf(goal, d)));
    const board = onBoard(4);
    const stepCost = (from: Hex, to: Hex): number | undefined => {
      const edge = edgeBetween(from, to);
      return board(to) && edge !== undefined && !ring.has(edge) ? 1 : undefined;
    };
    expect(hexPath(hex(0, 0), goal, stepCost)).toBeUndefined();
    // On the open plane, the search must be bounded to give up.
    const open = (from: Hex, to: Hex): number | undefined =>
      ring.has(edgeBetween(from, to) ?? edgeOf(from, 0)) ? undefined : 1;
    expect(hexPath(hex(0, 0), goal, open, { maxExpanded: 500 })).toBeUndefined();
    expect(hexPath(hex(0, 0), hex(9, 0), () => 1, { maxCost: 8 })).toBeUndefined();
    expect(hexPath(hex(0, 0), hex(8, 0), () => 1, { maxCost: 8 })?.cost).toBe(8);
  });

  it('the start is its own path', () => {
    expect(hexPath(hex(3, 3), hex(3, 3), () => undefined)).toEqual({ path: [hex(3, 3)], cost: 0 });
  });

  it('hexPath finds a shortest path (checked against breadth-first search) with random walls', () => {
    fc.assert(
      fc.property(
        arbHex(4),
        arbHex(4),
        fc.uniqueArray(fc.record({ h: arbHex(4), d: arbDirection }), {
          maxLength: 40,
        }),
        (start, goal, walls) => {
          const blocked = new Set(walls.map(({ h, d }) => edgeOf(h, d)));
          const board = onBoard(4);
          const allowed = (from: Hex, to: Hex): boolean =>
            board(from) && board(to) && !blocked.has(edgeBetween(from, to) ?? edgeOf(from, 0));
          const expected = board(start) && board(goal) ? bfs(start, goal, allowed) : undefined;
          const found = hexPath(start, goal, (f, t) => (allowed(f, t) ? 1 : undefined));
          if (!board(start) || !board(goal)) return;
          expect(found?.cost).toBe(expected);
          if (found === undefined) return;
          expectValidPath(found.path, start, goal);
          expect(found.path).toHaveLength(found.cost + 1);
          for (let i = 1; i < found.path.length; i++) {
            expect(allowed(found.path[i - 1] ?? start, found.path[i] ?? start)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('A* with weighted steps costs the same as plain Dijkstra', () => {
    fc.assert(
      fc.property(arbHex(5), arbHex(5), fc.integer({ min: 0, max: 1000 }), (start, goal, salt) => {
        // Deterministic pseudo-random step costs of 1..4 per edge.
        const cost = (from: Hex, to: Hex): number | undefined => {
          if (distance(to, ORIGIN) > 5) return undefined;
          const key = edgeBetween(from, to) ?? '';
          let x = salt;
          for (const c of key) x = (x * 31 + c.charCodeAt(0)) % 9973;
          return 1 + (x % 4);
        };
        const astar = hexPath(start, goal, cost);
        const dijkstra = shortestPath<Hex>({
          start,
          isGoal: (h) => hexKey(h) === hexKey(goal),
          key: hexKey,
          neighbours: (h) =>
            neighbors(h).flatMap((n) => {
              const c = cost(h, n);
              return c === undefined ? [] : [[n, c] as const];
            }),
        });
        if (distance(start, ORIGIN) > 5 || distance(goal, ORIGIN) > 5) return;
        expect(astar?.cost).toBe(dijkstra?.cost);
        if (astar !== undefined) expectValidPath(astar.path, start, goal);
      }),
      { numRuns: 200 },
    );
  });

  it('ties are broken the same way every time (first in, first out; neighbours in direction order)', () => {
    const first = hexPath(hex(0, 0), hex(2, 2), () => 1);
    expect(first?.cost).toBe(4);
    for (let i = 0; i < 5; i++) expect(hexPath(hex(0, 0), hex(2, 2), () => 1)).toEqual(first);
    // Six shortest paths; equal priorities leave in insertion order, so east steps come first.
    expect(first?.path).toEqual([hex(0, 0), hex(1, 0), hex(2, 0), hex(2, 1), hex(2, 2)]);
  });

  it('shortest flyable distance between sectors on the slot graph', () => {
    // Slots placed in a U; (0,0) to (2,0) must go round the missing slot (1,0).
    const placed = new Set(['0,0', '0,1', '1,1', '2,0', '2,-1']);
    const found = shortestPath<Hex>({
      start: hex(0, 0),
      isGoal: (s) => hexKey(s) === '2,0',
      key: hexKey,
      neighbours: (s) =>
        neighbors(s)
          .filter((n) => placed.has(hexKey(n)))
          .map((n) => [n, 1] as const),
    });
    expect(found).toEqual({ path: [hex(0, 0), hex(0, 1), hex(1, 1), hex(2, 0)], cost: 3 });
  });

  it('refuses negative or non-finite step costs (a programmer error)', () => {
    expect(() => hexPath(hex(0, 0), hex(3, 0), () => -1)).toThrow(RangeError);
    expect(() => hexPath(hex(0, 0), hex(3, 0), () => Number.NaN)).toThrow(RangeError);
  });

  it('reachable lists every node within the budget, cheapest first, as a shortest-path tree', () => {
    const within = reachable(hex(0, 0), {
      key: hexKey,
      maxCost: 2,
      neighbours: (h) => neighbors(h).map((n) => [n, 1] as const),
    });
    expect(within).toHaveLength(19);
    expect(new Set(within.map((r) => hexKey(r.node)))).toEqual(
      new Set(hexesWithin(ORIGIN, 2).map(hexKey)),
    );
    within.forEach((r, i) => {
      expect(r.cost).toBe(distance(r.node, ORIGIN));
      if (i > 0) expect(r.cost).toBeGreaterThanOrEqual(within[i - 1]?.cost ?? 0);
      const prev = within[r.previous];
      if (i === 0) expect(r.previous).toBe(-1);
      else
        expect(prev !== undefined && distance(prev.node, r.node) === 1 && r.previous < i).toBe(
          true,
        );
    });
  });
});
