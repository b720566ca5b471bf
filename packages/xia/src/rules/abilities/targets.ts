/**
 * Where targeted abilities may aim: a Long Scan names an unexplored space beside explored space
 * within reach; a jump names a free Gate space or Spawn Point (XB-SHIP-02).
 */
import {
  ALL_DIRECTIONS,
  distance,
  type Hex,
  hexEquals,
  hexesWithin,
  hexKey,
  neighbor,
  slotOfHex,
} from '@drift/engine/hex';
import type { Board } from '../../board/board.ts';
import type { XiaState } from '../../model/state.ts';
import { type Opening, openingBetween } from '../exploration.ts';
import { occupiedHexes } from '../occupancy.ts';

/**
 * The opening a Long Scan of `target` uses: `target` is unexplored and one of its explored
 * neighbours lies within `reach` of the ship. That neighbour's tile is the one matched; the
 * ship's own tile first, then the nearest, then direction order (Drift's decision).
 */
export function longScanOpening(
  board: Board,
  from: Hex,
  target: Hex,
  reach: number,
): Opening | undefined {
  if (board.isExplored(target)) return undefined;
  const own = slotOfHex(from);
  // The first best-ranked explored neighbour within reach, in direction order.
  let edge: Hex | undefined;
  let best = Number.POSITIVE_INFINITY;
  for (const d of ALL_DIRECTIONS) {
    const h = neighbor(target, d);
    const away = distance(from, h);
    if (away > reach || !board.isExplored(h)) continue;
    const rank = (hexEquals(slotOfHex(h), own) ? 0 : 1000) + away;
    if (rank < best) {
      best = rank;
      edge = h;
    }
  }
  return edge && openingBetween(board, edge, target);
}

/** Every space a Long Scan from `from` could name with its opening, in reading order, by key. */
export function longScanTargets(
  board: Board,
  from: Hex,
  reach: number,
): ReadonlyMap<string, { readonly target: Hex; readonly opening: Opening }> {
  const found = new Map<string, { target: Hex; opening: Opening }>();
  for (const target of hexesWithin(from, reach + 1)) {
    const opening = longScanOpening(board, from, target, reach);
    if (opening) found.set(hexKey(target), { target, opening });
  }
  return found;
}

/** Free spaces a jump may land on: Gate spaces in board order, or Spawn Points by number. */
export function jumpTargets(board: Board, state: XiaState, to: 'gate' | 'spawn'): Hex[] {
  const taken = occupiedHexes(state);
  const hexes =
    to === 'gate'
      ? board.regions.filter((r) => r.kind === 'gate').flatMap((r) => r.hexes)
      : [...board.spawns.entries()].sort(([a], [b]) => a - b).map(([, h]) => h);
  return hexes.filter((h) => !taken.has(hexKey(h)));
}

/** The Spawn Point number of a space, if it is one. */
export function spawnNumber(board: Board, at: Hex): number | undefined {
  for (const [n, h] of board.spawns) if (hexEquals(h, at)) return n;
  return undefined;
}
