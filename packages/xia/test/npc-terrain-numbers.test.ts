/**
 * The NPC step graph over numbered hexes gives what the string-keyed search it replaced gave:
 * the same flight distances (and order), the same flight paths tie for tie, the same firing
 * spaces, over every pair of hexes of real boards of the core and Embers sectors (XB-NPC-04,
 * XB-CMBT-01).
 */
import {
  ALL_DIRECTIONS,
  type Direction,
  type Hex,
  type HexKey,
  hexEquals,
  hexesWithin,
  hexKey,
  hexPath,
  neighbor,
  ORIGIN,
  opposite,
  type Rotation,
} from '@drift/engine/hex';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Board, boardOf } from '../src/board/board.ts';
import { corePack } from '../src/content/core.ts';
import { embersPack } from '../src/content/embers.ts';
import { createContent } from '../src/model/content.ts';
import type { PlacedSector } from '../src/model/state.ts';
import { canAim } from '../src/rules/combat/targets.ts';
import {
  distancesFrom,
  distancesTo,
  flightPath,
  nearestFiringSpots,
} from '../src/rules/npcs/terrain.ts';

const core = corePack();
const content = createContent(core, embersPack(core));
const SECTORS = [...core.sectors, ...content.embers.sectors].map((s) => s.id);

/** Slots of the first two rings round the centre, nearest first. */
const SLOTS: readonly Hex[] = hexesWithin(ORIGIN, 2).sort(
  (a, b) => Math.abs(a.q) + Math.abs(a.r) - (Math.abs(b.q) + Math.abs(b.r)),
);

/** A board of `count` sectors, the i-th on the i-th slot, drawn from the pack by `pick`. */
function board(picks: readonly { sector: number; rotation: Rotation }[]): Board {
  const left = [...SECTORS];
  const placed: PlacedSector[] = picks.map((p, i) => {
    const [id] = left.splice(p.sector % left.length, 1);
    return { id: id as string, slot: SLOTS[i] as Hex, rotation: p.rotation };
  });
  return boardOf(content, placed);
}

// --- The string-keyed reference: the search the step graph replaced ---------------------------

/** Whether an NPC may fly from `from` in direction `d` (XB-NPC-04, XB-BNTY-02). */
function mayStep(b: Board, from: Hex, d: Direction, outlaw: boolean): boolean {
  const to = neighbor(from, d);
  if (!b.info(to)) return false;
  return b.bordersAt(from, d).every((border) => {
    if (border.kind === 'nebula' || border.kind === 'gate') return true;
    if (border.kind !== 'entrance') return false;
    return !(outlaw && border.region.legal === 'lawful' && hexEquals(border.inside, to));
  });
}

/** Breadth-first by `q,r` keys, forward or backward, in the order hexes are reached. */
function referenceFlight(b: Board, start: Hex, outlaw: boolean, back: boolean) {
  const steps = new Map<HexKey, number>([[hexKey(start), 0]]);
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const h = queue[head] as Hex;
    for (const d of ALL_DIRECTIONS) {
      const n = neighbor(h, d);
      if (back ? !b.info(n) || !mayStep(b, n, opposite(d), outlaw) : !mayStep(b, h, d, outlaw))
        continue;
      if (steps.has(hexKey(n))) continue;
      steps.set(hexKey(n), (steps.get(hexKey(h)) as number) + 1);
      queue.push(n);
    }
  }
  return steps;
}

function referencePath(b: Board, start: Hex, end: Hex, outlaw: boolean): Hex[] | undefined {
  return hexPath(start, end, (from, to) => {
    const d = ALL_DIRECTIONS.find((k) => hexEquals(neighbor(from, k), to)) as Direction;
    return mayStep(b, from, d, outlaw) ? 1 : undefined;
  })?.path;
}

function entries(d: { forEach(visit: (steps: number, key: HexKey) => void): void }) {
  const out: [HexKey, number][] = [];
  d.forEach((steps, key) => {
    out.push([key, steps]);
  });
  return out;
}

const sorted = (list: [HexKey, number][]) => [...list].sort((a, b) => (a[0] < b[0] ? -1 : 1));

/**
 * Every check over every hex and every pair of hexes (paths for one pair in `pathEvery`), the
 * answers gathered and compared once.
 */
function expectSameAsReference(b: Board, outlaw: boolean, pathEvery = 1): void {
  const hexes = [...b.hexes.values()].map((i) => i.hex);
  const got: unknown[] = [];
  const want: unknown[] = [];
  hexes.forEach((start, s) => {
    const from = distancesFrom(b, start, outlaw);
    const forward = referenceFlight(b, start, outlaw, false);
    got.push(entries(from), sorted(entries(distancesTo(b, start, outlaw))));
    want.push([...forward], sorted([...referenceFlight(b, start, outlaw, true)]));
    for (const [i, end] of hexes.entries()) {
      const steps = forward.get(hexKey(end)) ?? -1;
      got.push(from.of(end), from.at(i));
      want.push(steps, steps);
      if ((s * hexes.length + i) % pathEvery !== 0) continue;
      got.push(flightPath(b, start, end, outlaw));
      want.push(referencePath(b, start, end, outlaw));
    }
  });
  expect(got).toEqual(want);
}

describe('NPC flights over numbered hexes', () => {
  it('XB-NPC-04 XB-BNTY-02 equal the string-keyed search over every pair of a five-sector board, both legal statuses', () => {
    const b = board(SLOTS.slice(0, 5).map((_, i) => ({ sector: 3 * i, rotation: 0 })));
    expect(b.numbered.size).toBe(5 * 19);
    // The board has what makes flights differ: a Lawful planet, and borders an NPC cannot cross.
    expect(b.regions.some((r) => r.legal === 'lawful')).toBe(true);
    const kinds = new Set([...b.borders.values()].flat().map((border) => border.kind));
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['entrance', 'shield']));
    expect(kinds.size).toBeGreaterThan(3);
    expectSameAsReference(b, false);
    expectSameAsReference(b, true);
  });

  it('XB-NPC-04 equal it over random boards of the core and Embers sectors', () => {
    const pick = fc.record({
      sector: fc.nat(),
      rotation: fc.constantFrom<Rotation>(0, 1, 2, 3, 4, 5),
    });
    fc.assert(
      fc.property(
        fc.array(pick, { minLength: 1, maxLength: 10 }),
        fc.boolean(),
        (picks, outlaw) => {
          // Paths for one pair in 37, spread over the board: the rest is the same code.
          expectSameAsReference(board(picks), outlaw, 37);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('XB-NPC-04 a board grown by a sector keeps the steps of the old one where nothing changed', () => {
    const picks = SLOTS.slice(0, 9).map((_, i) => ({
      sector: 5 * i + 1,
      rotation: (i % 6) as Rotation,
    }));
    for (let n = 1; n <= picks.length; n++) {
      const b = board(picks.slice(0, n));
      distancesFrom(b, b.numbered.hexes[0] as Hex, false); // builds from the last graph
    }
    expectSameAsReference(board(picks), false, 7);
  });

  it('a start off the board reaches only itself; a goal off the board is out of reach', () => {
    const b = board([{ sector: 0, rotation: 0 }]);
    const far = { q: 40, r: -3 };
    const on = b.numbered.hexes[0] as Hex;
    expect(entries(distancesFrom(b, far, false))).toEqual([[hexKey(far), 0]]);
    expect(distancesFrom(b, far, false).of(far)).toBe(0);
    expect(distancesFrom(b, far, false).at(0)).toBe(-1);
    expect(distancesFrom(b, on, false).of(far)).toBe(-1);
    expect(flightPath(b, far, far, false)).toEqual([far]);
    expect(flightPath(b, far, on, false)).toBeUndefined();
    expect(flightPath(b, on, far, false)).toBeUndefined();
    expect(distancesFrom(b, on, false).get(hexKey(far))).toBeUndefined();
    expect(distancesFrom(b, on, false).has(hexKey(on))).toBe(true);
  });
});

describe('firing spaces over numbered hexes', () => {
  it('XB-CMBT-01 the nearest free spaces in range and sight, reading order, as a full search finds them', () => {
    const b = board(SLOTS.slice(0, 7).map((_, i) => ({ sector: 2 * i + 1, rotation: 1 })));
    const hexes = b.numbered.hexes;
    let found = 0;
    hexes.forEach((start, s) => {
      const flight = distancesFrom(b, start, s % 2 === 1);
      // A few other ships about, on hexes picked by the start's number.
      const takenHexes = [hexes[(s * 7) % hexes.length], hexes[(s * 13 + 5) % hexes.length]];
      const taken = takenHexes.map((h) => b.numbered.indexOf(h as Hex));
      for (const weapon of ['blaster', 'missile'] as const) {
        for (const target of hexes.filter((_, t) => (t + s) % 5 === 0)) {
          const admitted = hexesWithin(target, weapon === 'missile' ? 6 : 1).filter(
            (h) =>
              b.info(h) !== undefined &&
              canAim(b, h, target, weapon) &&
              flight.of(h) >= 0 &&
              !takenHexes.some((t) => hexEquals(t as Hex, h)),
          );
          const steps = Math.min(...admitted.map((h) => flight.of(h)));
          const spots = admitted.filter((h) => flight.of(h) === steps);
          expect(nearestFiringSpots(b, weapon, target, flight, taken)).toEqual({ steps, spots });
          if (spots.length > 0) found++;
        }
      }
    });
    expect(found).toBeGreaterThan(100);
  });
});
