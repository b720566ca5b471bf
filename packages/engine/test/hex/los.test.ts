import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blockingEdges,
  distance,
  type EdgeKey,
  edgeBetween,
  edgeOf,
  type Hex,
  hasLineOfSight,
  hex,
  hexesWithin,
  hexKey,
  type LineOfSight,
  lineOfSight,
  placeBorders,
  range,
  type SightTerrain,
} from '../../src/hex/index.ts';
import { arbDirection, arbHex } from './arbitraries.ts';

type Kind = 'asteroid' | 'nebula' | 'star';

const OPEN: SightTerrain = { blocks: () => false, visible: () => true };

function e(q1: number, r1: number, q2: number, r2: number): EdgeKey {
  const key = edgeBetween(hex(q1, r1), hex(q2, r2));
  if (key === undefined) throw new Error('not neighbours');
  return key;
}

/** Terrain where the listed edges block and the listed hexes are unexplored. */
function terrain(blocked: readonly EdgeKey[], unexplored: readonly Hex[] = []): SightTerrain {
  const edges = new Set<string>(blocked);
  const hidden = new Set(unexplored.map(hexKey));
  return { blocks: (edge) => edges.has(edge), visible: (h) => !hidden.has(hexKey(h)) };
}

const keys = (hexes: readonly Hex[]): string[] => hexes.map(hexKey);

/**
 * Brute-force reference for a trace: every hex in the area whose outline the line (shifted ε
 * right for +1, left for -1) cuts inside the segment, ordered along it. Works in the same integer
 * plane as the walk (X = 2q + r, Y = 3r), but tests each hex on its own.
 */
function referenceTrace(from: Hex, to: Hex, shift: 1 | -1): string[] {
  const vx = [1, 0, -1, -1, 0, 1];
  const vy = [1, 2, 1, -1, -2, -1];
  const dx = 2 * (to.q - from.q) + (to.r - from.r);
  const dy = 3 * (to.r - from.r);
  const hits: [number, string][] = [];
  for (const h of hexesWithin(from, distance(from, to) + 2)) {
    const key = hexKey(h);
    if (key === hexKey(from)) hits.push([0, key]);
    else if (key === hexKey(to)) hits.push([1, key]);
    if (key === hexKey(from) || key === hexKey(to)) continue;
    const cx = 2 * (h.q - from.q) + (h.r - from.r);
    const cy = 3 * (h.r - from.r);
    const points = vx.map((x, k) => [cx + x, cy + (vy[k] ?? 0)] as const);
    const cross = points.map(([x, y]) => dx * y - dy * x);
    const side = cross.map((o) => (o > 0 ? 1 : o < 0 ? -1 : -shift));
    const ts: number[] = [];
    for (let k = 0; k < 6; k++) {
      const j = (k + 5) % 6;
      if ((side[j] ?? 0) === (side[k] ?? 0)) continue;
      const [ax, ay] = points[j] ?? [0, 0];
      const [bx, by] = points[k] ?? [0, 0];
      const oa = cross[j] ?? 0;
      const ob = cross[k] ?? 0;
      const f = oa === ob ? 0 : oa / (oa - ob); // where along the edge the line cuts it
      const x = ax + f * (bx - ax);
      const y = ay + f * (by - ay);
      ts.push((x * dx + y * dy) / (dx * dx + dy * dy));
    }
    if (ts.length === 0) continue;
    const t = ts.reduce((a, b) => a + b, 0) / ts.length;
    if (t > 0 && t < 1) hits.push([t, key]);
  }
  return hits.sort((a, b) => a[0] - b[0]).map(([, key]) => key);
}

/** Random blocked edges and unexplored hexes around the origin. */
const arbTerrain = fc
  .record({
    blocked: fc.uniqueArray(
      fc.record({
        q: fc.integer({ min: -6, max: 6 }),
        r: fc.integer({ min: -6, max: 6 }),
        d: arbDirection,
      }),
      { maxLength: 40 },
    ),
    unexplored: fc.uniqueArray(arbHex(6), { maxLength: 8 }),
  })
  .map(({ blocked, unexplored }) =>
    terrain(
      blocked.map(({ q, r, d }) => edgeOf(hex(q, r), d)),
      unexplored,
    ),
  );

function expectClear(los: LineOfSight, clear: boolean): void {
  expect(los.clear).toBe(clear);
}

describe('range and line of sight', () => {
  it('GAP-XB-05: range is hex distance, whatever lies between', () => {
    expect(range(hex(0, 0), hex(3, -1))).toBe(3);
    expect(lineOfSight(hex(0, 0), hex(3, 0), terrain([e(0, 0, 1, 0)])).range).toBe(3);
  });

  it('XB-LOS-02 GAP-XB-05: an asteroid border between the centres blocks the line', () => {
    // (0,0) looks 3 hexes east; an asteroid field edge lies between (1,0) and (2,0).
    const board = placeBorders<Kind>(
      [{ hex: hex(2, 0), side: 3, type: 'asteroid', inside: 'this' }],
      {
        slot: hex(0, 0),
        rotation: 0,
      },
    );
    const blocks = blockingEdges(board, (b) => b.type === 'asteroid');
    const los = lineOfSight(hex(0, 0), hex(3, 0), { blocks, visible: () => true });
    expectClear(los, false);
    expect(los.degenerate).toBe(false);
    expect(keys(los.traces[0].hexes)).toEqual(['0,0', '1,0', '2,0', '3,0']);
    expect(los.traces[0].edges).toEqual([e(0, 0, 1, 0), e(1, 0, 2, 0), e(2, 0, 3, 0)]);
    expect(los.traces[0].blockedBy).toEqual({ edge: e(1, 0, 2, 0) });
    expect(hasLineOfSight(hex(3, 0), hex(0, 0), { blocks, visible: () => true })).toBe(false);
  });

  it('a border the ruleset does not count as blocking leaves the line clear', () => {
    const board = placeBorders<Kind>(
      [{ hex: hex(2, 0), side: 3, type: 'nebula', inside: 'this' }],
      {
        slot: hex(0, 0),
        rotation: 0,
      },
    );
    const blocks = blockingEdges(board, (b) => b.type === 'asteroid' || b.type === 'star');
    const los = lineOfSight(hex(0, 0), hex(3, 0), { blocks, visible: () => true });
    expectClear(los, true);
    expect(los.traces[0].edges).toContain(e(1, 0, 2, 0));
  });

  it('XB-LOS-02: an unexplored hex on the line blocks it; the end hexes are never asked', () => {
    const fog = terrain([], [hex(1, 0)]);
    const los = lineOfSight(hex(0, 0), hex(2, 0), fog);
    expectClear(los, false);
    expect(los.traces[0].blockedBy).toEqual({ hex: hex(1, 0) });
    expectClear(lineOfSight(hex(0, 0), hex(1, 0), fog), true);
    expectClear(lineOfSight(hex(1, 0), hex(1, 0), fog), true);
  });

  describe('GAP-XB-05: a line along an edge is tested ε to either side', () => {
    // (0,0) to (1,1): the segment runs exactly along the edge between (1,0) and (0,1), the two
    // hexes flanking the diagonal. One shifted line passes (0,1), the other (1,0).
    const from = hex(0, 0);
    const to = hex(1, 1);

    it('the two traces go round either flank', () => {
      const los = lineOfSight(from, to, OPEN);
      expect(los.degenerate).toBe(true);
      expect(keys(los.traces[0].hexes)).toEqual(['0,0', '0,1', '1,1']); // right of travel (south-west flank)
      expect(keys(los.traces[1].hexes)).toEqual(['0,0', '1,0', '1,1']); // left of travel
    });

    it('XB-LOS-02: blocked on one flank only → clear', () => {
      expectClear(lineOfSight(from, to, terrain([e(0, 0, 1, 0)])), true);
      expectClear(lineOfSight(from, to, terrain([e(1, 0, 1, 1)])), true);
      expectClear(lineOfSight(from, to, terrain([], [hex(0, 1)])), true);
    });

    it('XB-LOS-02: blocked on both flanks → not clear', () => {
      const los = lineOfSight(from, to, terrain([e(0, 0, 1, 0), e(0, 1, 1, 1)]));
      expectClear(los, false);
      expect(los.traces[0].blockedBy).toEqual({ edge: e(0, 1, 1, 1) });
      expect(los.traces[1].blockedBy).toEqual({ edge: e(0, 0, 1, 0) });
      expectClear(lineOfSight(from, to, terrain([e(0, 0, 1, 0)], [hex(0, 1)])), false);
    });

    it('a border on the edge the line runs along is crossed by neither shifted line', () => {
      expectClear(lineOfSight(from, to, terrain([e(1, 0, 0, 1)])), true);
    });
  });

  describe('GAP-XB-05: a line through a vertex is tested ε to either side', () => {
    // (0,0) to (4,1) passes exactly through the corner where (1,0), (2,0) and (1,1) meet (and
    // through the corner of (3,0), (2,1), (3,1)), without running along any edge.
    const from = hex(0, 0);
    const to = hex(4, 1);

    it('one shifted line goes (1,0) → (2,0), the other cuts the corner of (1,1)', () => {
      const los = lineOfSight(from, to, OPEN);
      expect(los.degenerate).toBe(true);
      expect(keys(los.traces[0].hexes)).toEqual(['0,0', '1,0', '1,1', '2,0', '2,1', '3,1', '4,1']);
      expect(keys(los.traces[1].hexes)).toEqual(['0,0', '1,0', '2,0', '2,1', '3,0', '3,1', '4,1']);
    });

    it('XB-LOS-02: blocked on one side of the vertex only → clear', () => {
      expectClear(lineOfSight(from, to, terrain([e(1, 0, 2, 0)])), true);
      expectClear(lineOfSight(from, to, terrain([], [hex(1, 1)])), true);
    });

    it('XB-LOS-02: blocked on both sides of the vertex → not clear', () => {
      expectClear(lineOfSight(from, to, terrain([e(1, 0, 2, 0)], [hex(1, 1)])), false);
      expectClear(lineOfSight(from, to, terrain([e(1, 0, 2, 0), e(1, 0, 1, 1)])), false);
    });
  });

  it('GAP-XB-05: a shallow line hugging a row boundary visits every hex it really crosses', () => {
    // No vertex on the line, yet 6 hexes for range 4: the segment zigzags across the column
    // boundary between q = 0 and q = 1.
    const los = lineOfSight(hex(0, 0), hex(1, -4), OPEN);
    expect(los.degenerate).toBe(false);
    expect(keys(los.traces[0].hexes)).toEqual(['0,0', '0,-1', '1,-2', '0,-2', '1,-3', '1,-4']);
    expect(los.traces[1]).toBe(los.traces[0]);
  });

  it('GAP-XB-05: line of sight is symmetric under random blocking', () => {
    fc.assert(
      fc.property(arbHex(5), arbHex(5), arbTerrain, (a, b, t) => {
        const ab = lineOfSight(a, b, t);
        const ba = lineOfSight(b, a, t);
        expect(ab.clear).toBe(ba.clear);
        expect(hasLineOfSight(a, b, t)).toBe(ab.clear);
        expect(hasLineOfSight(b, a, t)).toBe(ab.clear);
        // The same two shifted lines, walked the other way.
        expect(keys([...ba.traces[1].hexes].reverse())).toEqual(keys(ab.traces[0].hexes));
        expect(keys([...ba.traces[0].hexes].reverse())).toEqual(keys(ab.traces[1].hexes));
      }),
      { numRuns: 500 },
    );
  });

  it('GAP-XB-05: on open ground the line is always clear and each trace is a chain of neighbours', () => {
    fc.assert(
      fc.property(arbHex(200), arbHex(30), (a, offset) => {
        const b = hex(a.q + offset.q, a.r + offset.r);
        const los = lineOfSight(a, b, OPEN);
        expect(los.clear).toBe(true);
        expect(los.range).toBe(distance(a, b));
        for (const trace of los.traces) {
          expect(trace.blockedBy).toBeUndefined();
          expect(trace.hexes[0]).toEqual(a);
          expect(trace.hexes[trace.hexes.length - 1]).toEqual(b);
          expect(trace.edges).toHaveLength(trace.hexes.length - 1);
          expect(trace.hexes.length).toBeGreaterThanOrEqual(distance(a, b) + 1);
          expect(new Set(keys(trace.hexes)).size).toBe(trace.hexes.length);
          trace.edges.forEach((edge, i) => {
            const h = trace.hexes[i] ?? a;
            const n = trace.hexes[i + 1] ?? a;
            expect(distance(h, n)).toBe(1);
            expect(edgeBetween(h, n)).toBe(edge);
          });
        }
        if (!los.degenerate) expect(los.traces[1]).toBe(los.traces[0]);
      }),
      { numRuns: 500 },
    );
  });

  it('GAP-XB-05: each trace is exactly the hexes its shifted line cuts (brute-force reference)', () => {
    fc.assert(
      fc.property(arbHex(100), arbHex(9), (a, offset) => {
        const b = hex(a.q + offset.q, a.r + offset.r);
        const los = lineOfSight(a, b, OPEN);
        expect(keys(los.traces[0].hexes)).toEqual(referenceTrace(a, b, 1));
        expect(keys(los.traces[1].hexes)).toEqual(referenceTrace(a, b, -1));
      }),
      { numRuns: 400 },
    );
    // Every direction out to range 8 from one hex, so each special angle is covered.
    for (const b of hexesWithin(hex(0, 0), 8)) {
      const los = lineOfSight(hex(0, 0), b, OPEN);
      expect(keys(los.traces[0].hexes)).toEqual(referenceTrace(hex(0, 0), b, 1));
      expect(keys(los.traces[1].hexes)).toEqual(referenceTrace(hex(0, 0), b, -1));
    }
  });

  it('GAP-XB-05: a trace is blocked by its first blocking edge or hidden inner hex', () => {
    fc.assert(
      fc.property(arbHex(5), arbHex(5), arbTerrain, (a, b, t) => {
        for (const trace of lineOfSight(a, b, t).traces) {
          const blockers: ({ edge: EdgeKey } | { hex: Hex })[] = [];
          trace.edges.forEach((edge, i) => {
            const next = trace.hexes[i + 1] ?? a;
            if (t.blocks(edge)) blockers.push({ edge });
            else if (i + 1 < trace.hexes.length - 1 && !t.visible(next))
              blockers.push({ hex: next });
          });
          expect(trace.blockedBy).toEqual(blockers[0]);
        }
      }),
    );
  });

  it('a line to itself is clear with no edges', () => {
    const los = lineOfSight(hex(2, 2), hex(2, 2), terrain([], [hex(2, 2)]));
    expect(los).toMatchObject({ clear: true, range: 0, degenerate: false });
    expect(los.traces[0]).toEqual({ hexes: [hex(2, 2)], edges: [] });
  });
});
