/**
 * The small promises of the hex helpers that the geometry tests do not pin: vector arithmetic,
 * what untrusted input is refused, reading order, and the messages content authors see.
 */
import { describe, expect, it } from 'vitest';
import {
  add,
  areNeighbors,
  checkLocalBorders,
  type EdgeKey,
  edgeHexes,
  frontier,
  hex,
  hexKey,
  isDirection,
  type LocalBorder,
  parseHex,
  parseHexKey,
  placeBorders,
  rotate,
  scale,
  subtract,
  TILE_HEXES,
  tileSideEdges,
} from '../../src/hex/index.ts';

describe('hex coordinates', () => {
  it('adds, subtracts and scales both coordinates', () => {
    expect(add(hex(1, 2), hex(3, -5))).toEqual(hex(4, -3));
    expect(subtract(hex(1, 2), hex(3, -5))).toEqual(hex(-2, 7));
    expect(scale(hex(3, -2), 2)).toEqual(hex(6, -4));
  });

  it('a direction is a whole number from 0 to 5', () => {
    for (const d of [0, 1, 5]) expect(isDirection(d), String(d)).toBe(true);
    for (const value of [-1, 6, 1.5, '1', null, undefined, Number.NaN]) {
      expect(isDirection(value), String(value)).toBe(false);
    }
  });

  it('neighbours are exactly the hexes one step away', () => {
    expect(areNeighbors(hex(0, 0), hex(1, -1))).toBe(true);
    expect(areNeighbors(hex(0, 0), hex(0, 0))).toBe(false);
    expect(areNeighbors(hex(0, 0), hex(1, 1))).toBe(false);
  });

  it('a rotation that is not a whole number of steps is a programmer error', () => {
    expect(() => rotate(hex(1, 0), 0.5)).toThrow('Unexpected rotation: 0.5');
  });

  it('parseHexKey accepts only the canonical form, whole', () => {
    expect(parseHexKey('-12,0')).toEqual(hex(-12, 0));
    expect(parseHexKey('10,-305')).toEqual(hex(10, -305));
    expect(parseHexKey('123,14')).toEqual(hex(123, 14));
    for (const text of [
      'x1,2',
      '1,2x',
      '1,2,3',
      '--1,2',
      '1,--2',
      '01,2',
      '1,02',
      '-0,1',
      '1,-0',
      '+1,2',
      ' 1,2',
      '1,2 ',
      '1a,2',
      '1,2a',
      'a,1',
      '1,a',
    ]) {
      expect(parseHexKey(text), text).toBeUndefined();
    }
  });

  it('parseHex refuses what is not an object without throwing', () => {
    for (const value of [undefined, null, 5, 'q,r']) {
      expect(parseHex(value), String(value)).toBeUndefined();
    }
    expect(parseHex({ q: 2, r: -1 })).toEqual(hex(2, -1));
  });
});

describe('hex edges', () => {
  it('edgeHexes refuses a text that is not an edge key, even one that splits into hex keys', () => {
    for (const text of ['x', '10,10', '1,2|', '|1,2']) {
      expect(() => edgeHexes(text as EdgeKey), text).toThrow(`Not an edge key: ${text}`);
    }
  });
});

describe('tiles', () => {
  it('the 19 tile hexes are frozen and listed in reading order', () => {
    expect(TILE_HEXES).toHaveLength(19);
    for (const h of TILE_HEXES) expect(Object.isFrozen(h)).toBe(true);
    expect(TILE_HEXES[0]).toEqual(hex(0, -2));
    expect(TILE_HEXES[18]).toEqual(hex(0, 2));
  });

  it('side 0 of the origin slot runs along the east rim, north to south', () => {
    expect(tileSideEdges(hex(0, 0), 0)).toEqual([
      '2,-2|3,-2',
      '3,-2|2,-1',
      '2,-1|3,-1',
      '3,-1|2,0',
      '2,0|3,0',
    ]);
  });

  it('the frontier lists placed slots north to south, whatever order they came in', () => {
    const sides = frontier([hex(0, 1), hex(0, -1)]);
    expect(sides.map((s) => hexKey(s.slot))).toEqual([
      ...new Array<string>(6).fill('0,-1'),
      ...new Array<string>(6).fill('0,1'),
    ]);
  });
});

describe('tile borders from content', () => {
  const star = (q: number, r: number, side: number): LocalBorder =>
    ({ hex: hex(q, r), side, type: 'star' }) as LocalBorder;

  it('each refusal names the border by its place in the list', () => {
    const message = (borders: LocalBorder[]): string => {
      const result = checkLocalBorders(borders);
      return result.ok ? 'accepted' : result.error.message;
    };
    expect(message([star(0, 0, 0), star(3, 0, 0)])).toBe(
      'Border 1 is on a hex that is not part of the tile.',
    );
    expect(message([star(0, 0, 0), star(0, 0, 1), star(0, 0, 7)])).toBe(
      'Border 2 has a side that is not a direction 0-5.',
    );
    expect(message([star(0, 0, 0), star(1, 0, 3)])).toBe('Border 1 repeats the edge 0,0|1,0.');
  });

  it('a border inside "neighbor" has its inside on the hex across the edge', () => {
    const border: LocalBorder = { ...star(1, 0, 0), inside: 'neighbor' };
    expect(placeBorders([border], { slot: hex(0, 0), rotation: 0 })).toEqual({
      '1,0|2,0': { type: 'star', inside: hex(2, 0) },
    });
  });

  it('an unknown inside is a programmer error (content is checked before placing)', () => {
    const border = { ...star(0, 0, 0), inside: 'outside' } as unknown as LocalBorder;
    expect(() => placeBorders([border], { slot: hex(0, 0), rotation: 0 })).toThrow(
      'Unexpected border inside: "outside"',
    );
  });
});
