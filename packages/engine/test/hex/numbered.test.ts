/** Numbered hexes: numbers in the order given, lookups by hex, and the neighbour table. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_DIRECTIONS,
  type Hex,
  hex,
  hexesWithin,
  hexKey,
  neighbor,
  numberHexes,
} from '../../src/hex/index.ts';
import { arbHex } from './arbitraries.ts';

describe('numberHexes', () => {
  it('numbers hexes in the order given, and finds each by its coordinates', () => {
    fc.assert(
      fc.property(fc.uniqueArray(arbHex(8), { selector: hexKey, maxLength: 60 }), (hexes) => {
        const numbered = numberHexes(hexes);
        expect(numbered.size).toBe(hexes.length);
        expect(numbered.hexes).toEqual(hexes);
        hexes.forEach((h, i) => {
          expect(numbered.indexOf(h)).toBe(i);
          expect([numbered.q[i], numbered.r[i]]).toEqual([h.q, h.r]);
        });
        const inSet = new Set(hexes.map(hexKey));
        for (const h of hexesWithin(hex(0, 0), 10)) {
          if (!inSet.has(hexKey(h))) expect(numbered.indexOf(h)).toBe(-1);
        }
      }),
    );
  });

  it('lists each hex’s neighbour in the set by direction, -1 off it', () => {
    fc.assert(
      fc.property(fc.uniqueArray(arbHex(5), { selector: hexKey, maxLength: 60 }), (hexes) => {
        const numbered = numberHexes(hexes);
        const index = new Map(hexes.map((h, i) => [hexKey(h), i]));
        hexes.forEach((h, i) => {
          for (const d of ALL_DIRECTIONS) {
            const n = neighbor(h, d);
            expect(numbered.neighbours[i * 6 + d]).toBe(index.get(hexKey(n)) ?? -1);
          }
        });
      }),
    );
  });

  it('a hex listed again keeps its first number', () => {
    const numbered = numberHexes([hex(1, 2), hex(0, 0), hex(1, 2)]);
    expect(numbered.size).toBe(2);
    expect(numbered.hexes).toEqual([hex(1, 2), hex(0, 0)]);
    expect(numbered.indexOf(hex(1, 2))).toBe(0);
  });

  it('finds nothing for coordinates that are not whole, or in an empty set', () => {
    const numbered = numberHexes(hexesWithin(hex(0, 0), 2));
    for (const odd of [
      { q: 0.5, r: 0 },
      { q: Number.NaN, r: 0 },
      { q: 0, r: Number.POSITIVE_INFINITY },
      { q: -3, r: 0 },
    ] as Hex[]) {
      expect(numbered.indexOf(odd)).toBe(-1);
    }
    const none = numberHexes([]);
    expect(none.size).toBe(0);
    expect(none.indexOf(hex(0, 0))).toBe(-1);
    expect(none.indexAt(0, 0)).toBe(-1);
  });
});
