/**
 * Numbered hexes: a fixed set of hexes numbered 0..n-1 in the order given, with a neighbour
 * table in typed arrays, so searches index arrays instead of building `q,r` keys. Lookups go
 * through a grid over the set's bounding box (memory grows with that box, fine for a board).
 */

import { DIRECTIONS, type Hex } from './coords.ts';

/** A set of hexes and their numbers; read-only once made. */
export interface NumberedHexes {
  /** How many hexes are numbered. */
  readonly size: number;
  /** The hexes by number. */
  readonly hexes: readonly Hex[];
  /** Coordinates by number. */
  readonly q: Int32Array;
  readonly r: Int32Array;
  /** Six entries per hex (`6 × number + direction`): the neighbour's number, or -1 off the set. */
  readonly neighbours: Int32Array;
  /** The number of `h`; -1 when it is not in the set. */
  indexOf(h: Hex): number;
  /** The number of the hex at `(q, r)`; -1 when it is not in the set. */
  indexAt(q: number, r: number): number;
}

/** Numbers `hexes` in the order given; a hex listed again keeps its first number. */
export function numberHexes(hexes: readonly Hex[]): NumberedHexes {
  let minQ = 0;
  let minR = 0;
  let maxQ = -1;
  let maxR = -1;
  for (let i = 0; i < hexes.length; i++) {
    const h = hexes[i] as Hex;
    if (i === 0 || h.q < minQ) minQ = h.q;
    if (i === 0 || h.r < minR) minR = h.r;
    if (i === 0 || h.q > maxQ) maxQ = h.q;
    if (i === 0 || h.r > maxR) maxR = h.r;
  }
  const width = maxQ - minQ + 1;
  const height = maxR - minR + 1;
  const grid = new Int32Array(width * height).fill(-1);
  const kept: Hex[] = [];
  for (const h of hexes) {
    const cell = (h.q - minQ) * height + (h.r - minR);
    if (grid[cell] !== -1) continue;
    grid[cell] = kept.length;
    kept.push(h);
  }
  const size = kept.length;
  const q = new Int32Array(size);
  const r = new Int32Array(size);
  for (let i = 0; i < size; i++) {
    q[i] = (kept[i] as Hex).q;
    r[i] = (kept[i] as Hex).r;
  }
  const indexAt = (hq: number, hr: number): number => {
    const x = hq - minQ;
    const y = hr - minR;
    // `>>> 0` keeps whole numbers from 0 up as they are, so this also turns away -1, 0.5 and NaN.
    if (x >>> 0 !== x || y >>> 0 !== y || x >= width || y >= height) return -1;
    return grid[x * height + y] as number;
  };
  const neighbours = new Int32Array(size * 6);
  for (let i = 0; i < size; i++) {
    for (let d = 0; d < 6; d++) {
      const o = DIRECTIONS[d as 0] as Hex;
      neighbours[i * 6 + d] = indexAt((q[i] as number) + o.q, (r[i] as number) + o.r);
    }
  }
  return { size, hexes: kept, q, r, neighbours, indexOf: (h) => indexAt(h.q, h.r), indexAt };
}
