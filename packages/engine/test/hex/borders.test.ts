import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BorderMap,
  blockingEdges,
  checkLocalBorders,
  type Direction,
  edgeBetween,
  edgeHexes,
  edgeOf,
  hex,
  hexKey,
  type LocalBorder,
  localToBoard,
  neighbor,
  placeBorders,
  stepCrossing,
  TILE_HEXES,
  turn,
} from '../../src/hex/index.ts';
import { arbDirection, arbPlacement } from './arbitraries.ts';

type Kind = 'asteroid' | 'star' | 'nebula';

describe('borders', () => {
  // A tile with an asteroid field around its centre hex's east edge and a star edge on the rim.
  const local: LocalBorder<Kind>[] = [
    { hex: hex(0, 0), side: 0, type: 'asteroid', inside: 'this' },
    { hex: hex(1, 0), side: 0, type: 'nebula', inside: 'neighbor' },
    { hex: hex(2, 0), side: 0, type: 'star' },
  ];

  it('placeBorders moves tile-local borders onto board edges, keeping the inside', () => {
    expect(placeBorders(local, { slot: hex(0, 0), rotation: 0 })).toEqual({
      '0,0|1,0': { type: 'asteroid', inside: hex(0, 0) },
      '1,0|2,0': { type: 'nebula', inside: hex(2, 0) },
      '2,0|3,0': { type: 'star' },
    });
    // Turned once clockwise on slot (1,0): local east becomes board south-east.
    expect(placeBorders(local, { slot: hex(1, 0), rotation: 1 })).toEqual({
      '5,-2|5,-1': { type: 'asteroid', inside: hex(5, -2) },
      '5,-1|5,0': { type: 'nebula', inside: hex(5, 0) },
      '5,0|5,1': { type: 'star' },
    });
  });

  it('a placed border sits on the edge of the placed hex, turned with the tile', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TILE_HEXES),
        arbDirection,
        arbPlacement(),
        fc.constantFrom('this' as const, 'neighbor' as const),
        (h, side, p, inside) => {
          const placed = placeBorders([{ hex: h, side, type: 'x', inside }], p);
          const board = localToBoard(h, p);
          const d = turn(side, p.rotation);
          const key = edgeOf(board, d);
          expect(Object.keys(placed)).toEqual([key]);
          const expectedInside = inside === 'this' ? board : neighbor(board, d);
          expect(placed[key]?.inside).toEqual(expectedInside);
          expect(edgeHexes(key).map(hexKey)).toContain(hexKey(expectedInside));
        },
      ),
    );
  });

  it('checkLocalBorders refuses off-tile hexes, bad sides and repeated edges', () => {
    expect(checkLocalBorders(local)).toEqual({ ok: true, value: local });
    const code = (borders: LocalBorder[]): string | undefined => {
      const result = checkLocalBorders(borders);
      return result.ok ? undefined : result.error.code;
    };
    expect(code([{ hex: hex(3, 0), side: 0, type: 'star' }])).toBe('BorderOffTile');
    expect(code([{ hex: hex(0.5, 0), side: 0, type: 'star' }])).toBe('BorderOffTile');
    expect(code([{ hex: hex(0, 0), side: 6 as Direction, type: 'star' }])).toBe('BorderBadSide');
    // The same edge named from both of its hexes.
    expect(
      code([
        { hex: hex(0, 0), side: 0, type: 'star' },
        { hex: hex(1, 0), side: 3, type: 'asteroid' },
      ]),
    ).toBe('BorderDuplicate');
  });

  describe('stepCrossing', () => {
    const borders: BorderMap<Kind> = placeBorders(local, { slot: hex(0, 0), rotation: 0 });

    it('XB-BORDER-03: stepping into an asteroid field is entering, out of it is leaving', () => {
      expect(stepCrossing(borders, hex(1, 0), hex(0, 0))).toEqual({
        edge: '0,0|1,0',
        border: { type: 'asteroid', inside: hex(0, 0) },
        entering: true,
        leaving: false,
      });
      expect(stepCrossing(borders, hex(0, 0), hex(1, 0))).toMatchObject({
        entering: false,
        leaving: true,
      });
    });

    it('a border without an inside is neither entered nor left', () => {
      expect(stepCrossing(borders, hex(2, 0), hex(3, 0))).toEqual({
        edge: '2,0|3,0',
        border: { type: 'star' },
        entering: false,
        leaving: false,
      });
    });

    it('a step crosses exactly one edge, bordered or not; non-neighbours are no step', () => {
      expect(stepCrossing(borders, hex(0, 0), hex(0, 1))).toEqual({
        edge: '0,0|0,1',
        entering: false,
        leaving: false,
      });
      expect(stepCrossing(borders, hex(0, 0), hex(2, 0))).toBeUndefined();
      expect(stepCrossing(borders, hex(0, 0), hex(0, 0))).toBeUndefined();
    });
  });

  it('blockingEdges lets the ruleset say which border types block', () => {
    const borders = placeBorders(local, { slot: hex(0, 0), rotation: 0 });
    const blocks = blockingEdges(borders, (b) => b.type !== 'nebula');
    const e = (q1: number, r1: number, q2: number, r2: number) =>
      edgeBetween(hex(q1, r1), hex(q2, r2)) ?? edgeOf(hex(0, 0), 0);
    expect(blocks(e(0, 0, 1, 0))).toBe(true); // asteroid
    expect(blocks(e(2, 0, 3, 0))).toBe(true); // star
    expect(blocks(e(1, 0, 2, 0))).toBe(false); // nebula
    expect(blocks(e(0, 0, 0, 1))).toBe(false); // open space
  });
});
