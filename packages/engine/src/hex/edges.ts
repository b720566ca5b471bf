/**
 * Hex edges. The edge between two neighbours has one canonical key, `'q1,r1|q2,r2'`, whose first
 * hex comes first in reading order (smaller r, then smaller q), so the second hex always lies
 * east, south-east or south-west of the first.
 */

import {
  type Direction,
  directionBetween,
  type Hex,
  hexKey,
  neighbor,
  parseHexKey,
} from './coords.ts';

declare const edgeKeyBrand: unique symbol;

/**
 * The canonical key of the edge between two neighbouring hexes. Branded: obtain one from
 * {@link edgeBetween}, {@link edgeOf} or {@link parseEdgeKey}, never by writing a string.
 */
export type EdgeKey = string & { readonly [edgeKeyBrand]: true };

/** Whether direction `d` points from an edge's first hex to its second (E, SE or SW). */
function isForward(d: Direction): boolean {
  return d <= 2;
}

/** The key of the edge of `h` in direction `d` (between `h` and its neighbour there). */
export function edgeOf(h: Hex, d: Direction): EdgeKey {
  const n = neighbor(h, d);
  return (isForward(d) ? `${hexKey(h)}|${hexKey(n)}` : `${hexKey(n)}|${hexKey(h)}`) as EdgeKey;
}

/** The key of the edge between neighbours `a` and `b` (the same from either side); undefined if not neighbours. */
export function edgeBetween(a: Hex, b: Hex): EdgeKey | undefined {
  const d = directionBetween(a, b);
  return d === undefined ? undefined : edgeOf(a, d);
}

/** The two hexes of an edge: the first in reading order, then the one east, south-east or south-west of it. */
export function edgeHexes(key: EdgeKey): readonly [Hex, Hex] {
  const hexes = splitEdgeKey(key);
  if (hexes === undefined) throw new Error(`Not an edge key: ${key}`);
  return hexes;
}

/**
 * Reads an edge key from untrusted input. Accepts only the canonical form made by
 * {@link edgeBetween} (two canonical hex keys of neighbours, first in reading order).
 */
export function parseEdgeKey(text: string): EdgeKey | undefined {
  const hexes = splitEdgeKey(text);
  if (hexes === undefined) return undefined;
  const d = directionBetween(hexes[0], hexes[1]);
  // Stryker disable next-line ConditionalExpression: isForward(undefined) is false too.
  return d !== undefined && isForward(d) ? (text as EdgeKey) : undefined;
}

function splitEdgeKey(text: string): readonly [Hex, Hex] | undefined {
  const bar = text.indexOf('|');
  // Stryker disable next-line EqualityOperator: a bar first leaves an empty hex key, refused below.
  if (bar < 0) return undefined;
  const a = parseHexKey(text.slice(0, bar));
  const b = parseHexKey(text.slice(bar + 1));
  return a === undefined || b === undefined ? undefined : [a, b];
}
