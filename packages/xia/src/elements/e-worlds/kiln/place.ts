/**
 * Where The Kiln is (XE-KILN-01, GAP-XE-09): its rules space and orbit on Nyr, read from Nyr's
 * tile data, and its 3 interior spaces. A docked ship stands on an interior space: a hex far
 * off the board, the 3 of them next to each other and to nothing else, so docked ships are all
 * adjacent (XE-KILN-05) and no ship outside can reach them, attack them or see them.
 */
import type { SeatId } from '@drift/engine';
import {
  directionBetween,
  type Hex,
  type HexKey,
  hexKey,
  localToBoard,
  neighbor,
} from '@drift/engine/hex';
import type { Board } from '../../../board/board.ts';
import type { Content } from '../../../model/content.ts';
import type { PlacedSector, XiaState } from '../../../model/state.ts';

/** The interior spaces, in card order; the third is the Sell space for Ember (XE-KILN-04). */
export const KILN_INTERIOR: readonly Hex[] = Object.freeze([
  Object.freeze({ q: 600, r: -600 }),
  Object.freeze({ q: 601, r: -600 }),
  Object.freeze({ q: 600, r: -599 }),
]);

/** The interior space where Ember is sold. */
export const KILN_SELL_SPACE = 2;

/** The interior space index of a hex, or -1 when it is no interior space. */
export function interiorSpace(h: Hex | null): number {
  if (h === null || h.q < 600 || h.q > 601) return -1;
  return KILN_INTERIOR.findIndex((i) => i.q === h.q && i.r === h.r);
}

/** Whether a hex is one of The Kiln's interior spaces: the ship there is docked. */
export function isDocked(h: Hex | null): boolean {
  return interiorSpace(h) >= 0;
}

/** Nyr as placed on the board, if it is. */
export function nyrPlaced(
  content: Content,
  sectors: readonly PlacedSector[],
): PlacedSector | undefined {
  return sectors.find((p) => content.sector(p.id).role === 'nyr');
}

/** The Kiln's rules space on the board, where it starts and respawns (XE-SETUP-06, XE-KILN-10). */
export function kilnHome(content: Content, sectors: readonly PlacedSector[]): Hex | null {
  const nyr = nyrPlaced(content, sectors);
  const space = nyr && content.sector(nyr.id).spaces.find((s) => s.kiln);
  return nyr && space ? localToBoard({ q: space.at[0], r: space.at[1] }, nyr) : null;
}

/** The Kiln's path round Nyr on the board, in the direction it orbits (GAP-XE-09). */
export function orbitPath(content: Content, sectors: readonly PlacedSector[]): Hex[] {
  const nyr = nyrPlaced(content, sectors);
  const orbit = nyr ? (content.sector(nyr.id).orbit ?? []) : [];
  return nyr ? orbit.map(([q, r]) => localToBoard({ q, r }, nyr)) : [];
}

/** Who stands on each interior space: a seat, an NPC id, or null. */
export function dockedAt(state: XiaState): (SeatId | string | null)[] {
  return KILN_INTERIOR.map((h) => {
    const c = state.captains.find((x) => x.at && x.at.q === h.q && x.at.r === h.r);
    if (c) return c.seat;
    const n = state.npcs.find((x) => x.at && x.at.q === h.q && x.at.r === h.r);
    return n ? n.id : null;
  });
}

/** Whether `h` is next to The Kiln: where a ship docks from. */
export function besideKiln(state: XiaState, h: Hex | null): boolean {
  const at = state.worlds?.kiln.at;
  return !!at && !!h && directionBetween(at, h) !== undefined;
}

/**
 * The board spaces a ship may leave The Kiln onto: next to it, explored, not inside a star
 * (XE-KILN-07).
 */
export function undockSpaces(state: XiaState, board: Board): Hex[] {
  const at = state.worlds?.kiln.at;
  if (!at) return [];
  return [0, 1, 2, 3, 4, 5]
    .map((d) => neighbor(at, d as 0))
    .filter((h) => {
      const info = board.info(h);
      return info !== undefined && info.region?.kind !== 'star';
    });
}

/** Whether the Kiln or a Relic stack makes `h` occupied (XE-DEAD-05; the station's miniature). */
export function worldsOccupy(state: XiaState, h: Hex): boolean {
  const worlds = state.worlds;
  if (!worlds) return false;
  const k = worlds.kiln.at;
  if (k && k.q === h.q && k.r === h.r) return true;
  const stack = worlds.relicStacks[hexKey(h)];
  return stack !== undefined && stack.length > 0;
}

/** The hexes The Kiln and the Relic stacks occupy. */
export function worldsOccupied(state: XiaState): HexKey[] {
  const worlds = state.worlds;
  if (!worlds) return [];
  const out = Object.keys(worlds.relicStacks).filter(
    (k) => (worlds.relicStacks[k as HexKey]?.length ?? 0) > 0,
  ) as HexKey[];
  if (worlds.kiln.at) out.push(hexKey(worlds.kiln.at));
  return out;
}
