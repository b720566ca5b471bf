/**
 * Step graphs over numbered hexes: the steps a direction mask opens, taken backwards,
 * breadth-first distances, and unit-cost paths equal to hexPath's, tie for tie.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_DIRECTIONS,
  breadthFirst,
  type Direction,
  directionBetween,
  type Hex,
  hex,
  hexesWithin,
  hexKey,
  hexPath,
  neighbor,
  numberHexes,
  reversed,
  type StepGraph,
  stepsByDirection,
  unitPath,
} from '../../src/hex/index.ts';

/** A patch of hexes with some holes, and a direction mask per hex. */
const arbTerrain = fc
  .record({
    radius: fc.integer({ min: 0, max: 4 }),
    holes: fc.array(fc.nat(), { maxLength: 12 }),
    masks: fc.array(fc.integer({ min: 0, max: 63 }), { minLength: 61, maxLength: 61 }),
  })
  .map(({ radius, holes, masks }) => {
    const all = hexesWithin(hex(0, 0), radius);
    const gone = new Set(holes.map((h) => h % all.length));
    const hexes = all.filter((_, i) => !gone.has(i));
    // Mostly open: a mask opens a direction unless two bits of it say otherwise.
    const open = Uint8Array.from(hexes, (_, i) => 63 & ~((masks[i] ?? 0) & (masks[i + 1] ?? 0)));
    return { hexes, numbered: numberHexes(hexes), open };
  });

/** The steps as lists, by number. */
function lists(graph: StepGraph): number[][] {
  return Array.from({ length: graph.size }, (_, i) => [
    ...graph.to.subarray(graph.first[i], graph.first[i + 1]),
  ]);
}

describe('stepsByDirection and reversed', () => {
  it('open the neighbours in the set whose bit is set, in direction order; reversed lists the sources by number', () => {
    fc.assert(
      fc.property(arbTerrain, ({ hexes, numbered, open }) => {
        const graph = stepsByDirection(numbered, open);
        const expected = hexes.map((h, i) =>
          ALL_DIRECTIONS.filter((d) => ((open[i] as number) >> d) & 1)
            .map((d) => numbered.indexOf(neighbor(h, d)))
            .filter((j) => j >= 0),
        );
        expect(lists(graph)).toEqual(expected);
        const back = hexes.map((_, j) =>
          expected.flatMap((steps, i) => steps.filter((k) => k === j).map(() => i)),
        );
        expect(lists(reversed(graph))).toEqual(back);
      }),
    );
  });
});

describe('breadthFirst and unitPath', () => {
  it('give the distances and the very paths of hexPath over the same steps', () => {
    fc.assert(
      fc.property(arbTerrain, fc.nat(), ({ hexes, numbered, open }, pick) => {
        const graph = stepsByDirection(numbered, open);
        const stepCost = (from: Hex, to: Hex) => {
          const i = numbered.indexOf(from);
          const d = directionBetween(from, to) as Direction;
          return i >= 0 && numbered.indexOf(to) >= 0 && ((open[i] as number) >> d) & 1
            ? 1
            : undefined;
        };
        const start = pick % Math.max(1, hexes.length);
        if (hexes.length === 0) return;
        const steps = new Int32Array(graph.size);
        const order = new Int32Array(graph.size);
        const reached = breadthFirst(graph, start, steps, order);
        expect(order[0]).toBe(start);
        for (let i = 1; i < reached; i++) {
          expect(steps[order[i] as number]).toBeGreaterThanOrEqual(
            steps[order[i - 1] as number] as number,
          );
        }
        for (const [goal, end] of hexes.entries()) {
          const found = hexPath(hexes[start] as Hex, end, stepCost);
          expect(steps[goal]).toBe(found === undefined ? -1 : found.cost);
          const path = unitPath(graph, numbered, start, goal);
          expect(path?.map((i) => hexes[i])).toEqual(found?.path);
        }
        expect(reached).toBe([...steps].filter((s) => s >= 0).length);
      }),
      { numRuns: 200 },
    );
  });

  it('unitPath breaks ties as hexPath does: the first neighbour in direction order wins', () => {
    const hexes = hexesWithin(hex(0, 0), 3);
    const numbered = numberHexes(hexes);
    const graph = stepsByDirection(numbered, new Uint8Array(hexes.length).fill(63));
    const from = numbered.indexOf(hex(-2, 0));
    const to = numbered.indexOf(hex(1, 1));
    const path = unitPath(graph, numbered, from, to)?.map((i) => hexKey(hexes[i] as Hex));
    expect(path).toEqual(hexPath(hex(-2, 0), hex(1, 1), () => 1)?.path.map(hexKey));
    expect(path).toHaveLength(5);
  });

  it('unitPath finds nothing for numbers outside the graph', () => {
    const numbered = numberHexes([hex(0, 0), hex(1, 0)]);
    const graph = stepsByDirection(numbered, Uint8Array.of(63, 63));
    expect(unitPath(graph, numbered, 0, 1)).toEqual([0, 1]);
    expect(unitPath(graph, numbered, 0, 0)).toEqual([0]);
    expect(unitPath(graph, numbered, -1, 1)).toBeUndefined();
    expect(unitPath(graph, numbered, 0, 2)).toBeUndefined();
  });
});
