import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_DIRECTIONS,
  edgeBetween,
  edgeHexes,
  edgeOf,
  hex,
  hexKey,
  neighbor,
  opposite,
  parseEdgeKey,
} from '../../src/hex/index.ts';
import { arbDirection, arbHex } from './arbitraries.ts';

describe('hex edges', () => {
  it('edgeBetween is symmetric and edgeHexes inverts it', () => {
    fc.assert(
      fc.property(arbHex(), arbDirection, (h, d) => {
        const n = neighbor(h, d);
        const key = edgeBetween(h, n);
        expect(key).toBeDefined();
        expect(edgeBetween(n, h)).toBe(key);
        expect(edgeOf(h, d)).toBe(key);
        expect(edgeOf(n, opposite(d))).toBe(key);
        if (key === undefined) return;
        const [a, b] = edgeHexes(key);
        expect(new Set([hexKey(a), hexKey(b)])).toEqual(new Set([hexKey(h), hexKey(n)]));
        expect(parseEdgeKey(key)).toBe(key);
      }),
    );
  });

  it('the key puts the hex that comes first in reading order first', () => {
    expect(edgeBetween(hex(1, 0), hex(0, 0))).toBe('0,0|1,0');
    expect(edgeBetween(hex(0, 1), hex(0, 0))).toBe('0,0|0,1');
    expect(edgeBetween(hex(-1, 1), hex(0, 0))).toBe('0,0|-1,1');
    expect(edgeBetween(hex(1, -1), hex(0, 0))).toBe('1,-1|0,0');
  });

  it('a hex has six distinct edges; non-neighbours have none', () => {
    const h = hex(4, -2);
    const keys = ALL_DIRECTIONS.map((d) => edgeOf(h, d));
    expect(new Set(keys).size).toBe(6);
    expect(edgeBetween(h, h)).toBeUndefined();
    expect(edgeBetween(hex(0, 0), hex(1, 1))).toBeUndefined();
  });

  it('parseEdgeKey accepts only canonical keys of neighbours', () => {
    expect(parseEdgeKey('0,0|1,0')).toBe('0,0|1,0');
    expect(parseEdgeKey('1,-1|0,0')).toBe('1,-1|0,0');
    for (const bad of [
      '',
      '0,0',
      '0,0|',
      '|0,0',
      '1,0|0,0',
      '0,0|2,0',
      '0,0|0,0',
      '0,0|1,0|2,0',
      '0,0 | 1,0',
      '-0,0|1,0',
      '0,0|1,1',
    ]) {
      expect(parseEdgeKey(bad)).toBeUndefined();
    }
    fc.assert(
      fc.property(fc.string(), (s) => {
        const key = parseEdgeKey(s);
        if (key === undefined) return;
        const [a, b] = edgeHexes(key);
        expect(edgeBetween(a, b)).toBe(s);
      }),
    );
  });
});
