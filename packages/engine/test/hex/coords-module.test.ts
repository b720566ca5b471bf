/**
 * hex() and hexesWithin(), imported from coords.ts alone: the other hex modules build tables
 * from them when they load, so a fault here makes every test that imports `hex/index.ts` fail
 * to load at all, and this file must still run to say what broke.
 */
import { describe, expect, it } from 'vitest';
import { hex, hexesWithin } from '../../src/hex/coords.ts';

describe('hex coordinates, loaded alone', () => {
  it('hex() makes a plain hex with -0 turned into 0', () => {
    const h = hex(-0, 3);
    expect(h).toEqual({ q: 0, r: 3 });
    expect(Object.is(h.q, 0)).toBe(true);
  });

  it('hexesWithin lists 3r²+3r+1 hexes in reading order', () => {
    expect(hexesWithin(hex(0, 0), 1)).toEqual([
      hex(0, -1),
      hex(1, -1),
      hex(-1, 0),
      hex(0, 0),
      hex(1, 0),
      hex(-1, 1),
      hex(0, 1),
    ]);
    expect(hexesWithin(hex(5, -2), 3)).toHaveLength(37);
  });
});
