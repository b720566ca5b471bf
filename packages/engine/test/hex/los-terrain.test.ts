/**
 * Line of sight over a terrain that answers by hex and direction (`blocksAt`), as Xia's combat
 * does, and the shape of a clear trace.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_DIRECTIONS,
  type EdgeKey,
  edgeOf,
  type Hex,
  hasLineOfSight,
  hex,
  hexesWithin,
  hexKey,
  lineOfSight,
  type SightTerrain,
} from '../../src/hex/index.ts';
import { arbHex } from './arbitraries.ts';

const AREA = hexesWithin(hex(0, 0), 6);
const AREA_EDGES: EdgeKey[] = [
  ...new Set(AREA.flatMap((h) => ALL_DIRECTIONS.map((d) => edgeOf(h, d)))),
];

/** Random blocked edges and hidden hexes around the origin. */
const arbBlocking = fc.record({
  edges: fc.subarray(AREA_EDGES, { maxLength: 40 }),
  hidden: fc.subarray(AREA.map(hexKey), { maxLength: 12 }),
});

describe('line of sight with blocksAt', () => {
  it('GAP-XB-05: asks blocksAt instead of blocks, and agrees with the full trace', () => {
    fc.assert(
      fc.property(arbHex(4), arbHex(4), arbBlocking, (a, b, { edges, hidden }) => {
        const blocked = new Set<string>(edges);
        const hiddenSet = new Set(hidden);
        const visible = (h: Hex): boolean => !hiddenSet.has(hexKey(h));
        const byEdge: SightTerrain = { blocks: (edge) => blocked.has(edge), visible };
        const byHex: SightTerrain = {
          blocks: () => {
            throw new Error('blocks() asked although blocksAt() is given');
          },
          blocksAt: (h, d) => blocked.has(edgeOf(h, d)),
          visible,
        };
        expect(hasLineOfSight(a, b, byHex)).toBe(lineOfSight(a, b, byEdge).clear);
      }),
      { numRuns: 400 },
    );
  });

  it('XB-LOS-02: blocksAt blocks a straight line; the far end hex is never asked', () => {
    const wall = edgeOf(hex(1, 0), 0);
    const terrain: SightTerrain = {
      blocks: () => false,
      blocksAt: (h, d) => edgeOf(h, d) === wall,
      visible: (h) => !(h.q === 3 && h.r === 0),
    };
    expect(hasLineOfSight(hex(0, 0), hex(3, 0), terrain)).toBe(false);
    expect(hasLineOfSight(hex(0, 0), hex(1, 0), terrain)).toBe(true);
    const open: SightTerrain = { ...terrain, blocksAt: () => false };
    expect(hasLineOfSight(hex(0, 0), hex(3, 0), open)).toBe(true);
    expect(hasLineOfSight(hex(0, 0), hex(4, 0), open)).toBe(false);
  });

  it('a clear trace has no blockedBy key at all', () => {
    const open: SightTerrain = { blocks: () => false, visible: () => true };
    for (const trace of lineOfSight(hex(0, 0), hex(2, 1), open).traces) {
      expect(Object.keys(trace)).toEqual(['hexes', 'edges']);
    }
  });
});
