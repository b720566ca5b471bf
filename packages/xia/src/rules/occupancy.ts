/**
 * Who stands where: one ship per space at the end of a move (XB-SHIP-01), and adjacency, which
 * planetary shields and entrances break (XB-LOS-01).
 */
import type { SeatId } from '@drift/engine';
import { directionBetween, type Hex, type HexKey, hexKey } from '@drift/engine/hex';
import type { Board } from '../board/board.ts';
import { worldsOccupied, worldsOccupy } from '../elements/e-worlds/kiln/place.ts';
import type { XiaState } from '../model/state.ts';

/** Hexes that hold a ship, a captain's or an NPC's. */
export function occupiedHexes(state: XiaState): Set<HexKey> {
  const taken = new Set<HexKey>();
  for (const c of state.captains) if (c.at) taken.add(hexKey(c.at));
  for (const n of state.npcs) if (n.at) taken.add(hexKey(n.at));
  if (state.worlds) for (const h of worldsOccupied(state)) taken.add(h); // element E
  return taken;
}

/** Whether a ship other than `seat`'s (another captain's or any NPC) stands on `h`. */
export function occupiedByOther(state: XiaState, h: Hex, seat: SeatId): boolean {
  for (const c of state.captains) {
    if (c.seat !== seat && c.at !== null && c.at.q === h.q && c.at.r === h.r) return true;
  }
  for (const n of state.npcs) if (n.at !== null && n.at.q === h.q && n.at.r === h.r) return true;
  return state.worlds !== undefined && worldsOccupy(state, h); // element E: The Kiln, Relic stacks
}

/** Neighbouring spaces with no planetary shield or entrance between them (XB-LOS-01). */
export function adjacent(board: Board, a: Hex, b: Hex): boolean {
  const d = directionBetween(a, b);
  if (d === undefined) return false;
  const borders = board.bordersAt(a, d);
  for (let i = 0; i < borders.length; i++) {
    const kind = (borders[i] as (typeof borders)[number]).kind;
    if (kind === 'shield' || kind === 'entrance') return false;
  }
  return true;
}
