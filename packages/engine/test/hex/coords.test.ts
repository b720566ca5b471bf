import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  DIRECTIONS,
  type Direction,
  directionBetween,
  distance,
  hex,
  hexEquals,
  hexesWithin,
  hexKey,
  neighbor,
  neighbors,
  ORIGIN,
  parseHex,
  parseHexKey,
  rotate,
  scale,
  subtract,
  turn,
} from '../../src/hex/index.ts';
import { arbDirection, arbHex } from './arbitraries.ts';

/** Screen angle in degrees (y down, so increasing = clockwise) of a pointy-top hex centre. */
function screenAngle(h: { q: number; r: number }): number {
  const x = Math.sqrt(3) * (h.q + h.r / 2);
  const y = 1.5 * h.r;
  return (Math.atan2(y, x) * 180) / Math.PI;
}

describe('hex coordinates', () => {
  it('directions run clockwise on screen from east, 60° apart', () => {
    expect(DIRECTIONS).toEqual([
      hex(1, 0),
      hex(0, 1),
      hex(-1, 1),
      hex(-1, 0),
      hex(0, -1),
      hex(1, -1),
    ]);
    const angles = DIRECTIONS.map((d) => (screenAngle(d) + 360) % 360);
    angles.forEach((a, i) => {
      expect(a).toBeCloseTo(60 * i);
    });
  });

  it('hex distance is a metric', () => {
    fc.assert(
      fc.property(arbHex(), arbHex(), arbHex(), (a, b, c) => {
        expect(distance(a, b)).toBeGreaterThanOrEqual(0);
        expect(distance(a, b) === 0).toBe(hexEquals(a, b));
        expect(distance(a, b)).toBe(distance(b, a));
        expect(distance(a, c)).toBeLessThanOrEqual(distance(a, b) + distance(b, c));
        expect(Number.isInteger(distance(a, b))).toBe(true);
      }),
    );
  });

  it('neighbours are at distance 1 and directionBetween names them', () => {
    fc.assert(
      fc.property(arbHex(), arbDirection, (h, d) => {
        const n = neighbor(h, d);
        expect(distance(h, n)).toBe(1);
        expect(directionBetween(h, n)).toBe(d);
        expect(directionBetween(n, h)).toBe(turn(d, 3));
        expect(neighbors(h)[d]).toEqual(n);
      }),
    );
    expect(directionBetween(ORIGIN, ORIGIN)).toBeUndefined();
    expect(directionBetween(ORIGIN, hex(2, 0))).toBeUndefined();
    expect(directionBetween(ORIGIN, hex(1, 1))).toBeUndefined();
  });

  it('rotating six times is the identity, rotations compose and keep distances', () => {
    fc.assert(
      fc.property(
        arbHex(),
        arbHex(),
        fc.integer({ min: -20, max: 20 }),
        fc.integer({ min: -20, max: 20 }),
        (h, g, j, k) => {
          let r = h;
          for (let i = 0; i < 6; i++) r = rotate(r, 1);
          expect(r).toEqual(h);
          expect(rotate(rotate(h, j), k)).toEqual(rotate(h, j + k));
          expect(rotate(h, k + 6)).toEqual(rotate(h, k));
          expect(distance(rotate(h, k), rotate(g, k))).toBe(distance(h, g));
        },
      ),
    );
  });

  it('rotating direction d by k gives direction d+k (clockwise)', () => {
    for (let d = 0; d < 6; d++) {
      for (let k = -6; k <= 12; k++) {
        expect(rotate(DIRECTIONS[d as Direction], k)).toEqual(DIRECTIONS[turn(d, k)]);
      }
    }
    expect(rotate(hex(1, 0), 1)).toEqual(hex(0, 1));
    expect(rotate(hex(5, -2), 1)).toEqual(hex(2, 3));
  });

  it('arithmetic never yields -0, so keys and JSON are stable', () => {
    const values = [
      rotate(hex(0, 0), 3),
      rotate(hex(0, 2), 1),
      scale(hex(0, 3), -1),
      scale(hex(2, 0), -0),
      subtract(hex(0, 0), hex(0, 0)),
      add(hex(-0, -0), hex(-0, -0)),
      hex(-0, -0),
    ];
    for (const v of values) {
      expect(Object.is(v.q, -0) || Object.is(v.r, -0)).toBe(false);
      expect(hexKey(v)).not.toContain('-0');
    }
    expect(JSON.stringify(rotate(hex(0, 0), 3))).toBe('{"q":0,"r":0}');
  });

  it('hex keys round-trip and malformed keys are refused', () => {
    fc.assert(
      fc.property(arbHex(1_000_000), (h) => {
        expect(parseHexKey(hexKey(h))).toEqual(h);
      }),
    );
    for (const bad of [
      '',
      '1',
      '1,',
      ',1',
      '1,2,3',
      ' 1,2',
      '1, 2',
      '+1,2',
      '01,2',
      '-0,0',
      '1.5,2',
      'a,b',
      '1e3,0',
      '99999999999999999999,0',
    ]) {
      expect(parseHexKey(bad)).toBeUndefined();
    }
    fc.assert(
      fc.property(fc.string(), (s) => {
        const h = parseHexKey(s);
        if (h !== undefined) expect(hexKey(h)).toBe(s);
      }),
    );
  });

  it('parseHex accepts only {q, r} objects of safe integers', () => {
    expect(parseHex({ q: 1, r: -2 })).toEqual(hex(1, -2));
    expect(parseHex({ q: -0, r: 0 })).toEqual(hex(0, 0));
    for (const bad of [
      null,
      3,
      'x',
      {},
      { q: 1 },
      { q: 1.5, r: 0 },
      { q: '1', r: 0 },
      [1, 2],
      { q: Number.NaN, r: 0 },
    ]) {
      expect(parseHex(bad)).toBeUndefined();
    }
  });

  it('hexesWithin lists 3r²+3r+1 distinct hexes in reading order', () => {
    for (let radius = 0; radius <= 6; radius++) {
      const center = hex(3, -7);
      const hexes = hexesWithin(center, radius);
      expect(hexes).toHaveLength(3 * radius * radius + 3 * radius + 1);
      expect(new Set(hexes.map(hexKey)).size).toBe(hexes.length);
      for (const h of hexes) expect(distance(h, center)).toBeLessThanOrEqual(radius);
      const sorted = [...hexes].sort((a, b) => a.r - b.r || a.q - b.q);
      expect(hexes).toEqual(sorted);
    }
    expect(hexesWithin(ORIGIN, 1)).toEqual([
      hex(0, -1),
      hex(1, -1),
      hex(-1, 0),
      hex(0, 0),
      hex(1, 0),
      hex(-1, 1),
      hex(0, 1),
    ]);
  });
});
