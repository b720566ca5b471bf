/**
 * Borders on hex edges. The engine treats a border's type as an opaque string (the ruleset gives
 * it meaning: star, asteroid, nebula...); a border may have an inside, which makes a step across
 * it "entering" or "leaving".
 */

import { assertNever, ok, type Result, refuse } from '../result.ts';
import { type Direction, type Hex, hexEquals, isDirection, neighbor, turn } from './coords.ts';
import { type EdgeKey, edgeBetween, edgeOf } from './edges.ts';
import { isTileHex, localToBoard, type TilePlacement } from './tiles.ts';

/** A border on one edge: its type and, if it encloses something, the hex on its inside. */
export interface Border<T extends string = string> {
  readonly type: T;
  readonly inside?: Hex;
}

/** The borders of a board (or a tile), by edge. Edges without an entry are open space. */
export type BorderMap<T extends string = string> = Readonly<Record<EdgeKey, Border<T>>>;

/**
 * A border as printed on a tile, in tile-local coordinates: the edge of `hex` on local side
 * `side`; `inside` says which of the two hexes is inside (`'this'` = `hex`), if any.
 */
export interface LocalBorder<T extends string = string> {
  readonly hex: Hex;
  readonly side: Direction;
  readonly type: T;
  readonly inside?: 'this' | 'neighbor';
}

/**
 * Checks a tile's border list from content: every `hex` on the tile, every `side` a direction,
 * no edge listed twice. Codes: `BorderOffTile`, `BorderBadSide`, `BorderDuplicate`.
 */
export function checkLocalBorders<T extends string>(
  borders: readonly LocalBorder<T>[],
): Result<readonly LocalBorder<T>[]> {
  const seen = new Set<EdgeKey>();
  for (const [i, b] of borders.entries()) {
    if (!isTileHex(b.hex) || !Number.isSafeInteger(b.hex.q) || !Number.isSafeInteger(b.hex.r)) {
      return refuse('BorderOffTile', `Border ${i} is on a hex that is not part of the tile.`);
    }
    if (!isDirection(b.side)) {
      return refuse('BorderBadSide', `Border ${i} has a side that is not a direction 0-5.`);
    }
    const key = edgeOf(b.hex, b.side);
    if (seen.has(key)) return refuse('BorderDuplicate', `Border ${i} repeats the edge ${key}.`);
    seen.add(key);
  }
  return ok(borders);
}

/**
 * A tile's borders moved onto the board for `placement`: a new record keyed by board edge
 * (a later entry for the same edge wins; {@link checkLocalBorders} refuses such lists).
 */
export function placeBorders<T extends string>(
  borders: readonly LocalBorder<T>[],
  placement: TilePlacement,
): Record<EdgeKey, Border<T>> {
  const out: Record<EdgeKey, Border<T>> = {};
  for (const b of borders) {
    const h = localToBoard(b.hex, placement);
    const d = turn(b.side, placement.rotation);
    const key = edgeOf(h, d);
    switch (b.inside) {
      case undefined:
        out[key] = { type: b.type };
        break;
      case 'this':
        out[key] = { type: b.type, inside: h };
        break;
      case 'neighbor':
        out[key] = { type: b.type, inside: neighbor(h, d) };
        break;
      default:
        return assertNever(b.inside, 'border inside');
    }
  }
  return out;
}

/** What one step between neighbours crosses: exactly one edge, maybe with a border on it. */
export interface StepCrossing<T extends string = string> {
  readonly edge: EdgeKey;
  readonly border?: Border<T>;
  /** The border has an inside and the step ends there. */
  readonly entering: boolean;
  /** The border has an inside and the step starts there. */
  readonly leaving: boolean;
}

/** The edge a step from `from` to its neighbour `to` crosses and its border; undefined if not neighbours. */
export function stepCrossing<T extends string>(
  borders: BorderMap<T>,
  from: Hex,
  to: Hex,
): StepCrossing<T> | undefined {
  const edge = edgeBetween(from, to);
  if (edge === undefined) return undefined;
  const border = borders[edge];
  if (border === undefined) return { edge, entering: false, leaving: false };
  const inside = border.inside;
  return {
    edge,
    border,
    entering: inside !== undefined && hexEquals(inside, to),
    leaving: inside !== undefined && hexEquals(inside, from),
  };
}

/**
 * A `blocks(edge)` test for line of sight over `borders`: true where the edge's border passes
 * `isBlocking` (the ruleset decides which types block, e.g. XB-LOS-02 / XB-LOS-03).
 */
export function blockingEdges<T extends string>(
  borders: BorderMap<T>,
  isBlocking: (border: Border<T>) => boolean,
): (edge: EdgeKey) => boolean {
  return (edge) => {
    const border = borders[edge];
    return border !== undefined && isBlocking(border);
  };
}
