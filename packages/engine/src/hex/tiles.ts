/**
 * Sector tiles: radius-2 hexagons of 19 hexes on a macro lattice. A slot (a tile position) is an
 * axial coordinate on that lattice; slot (a,b) is centred on board hex a·(5,-2) + b·(2,3). The two
 * basis vectors are (5,-2) and its 60° clockwise rotation, so the lattice turns with the board:
 * side s of a slot faces the slot `slot + DIRECTIONS[s]`.
 */

import {
  ALL_DIRECTIONS,
  type Direction,
  distance,
  type Hex,
  hex,
  hexesWithin,
  hexKey,
  neighbor,
  ORIGIN,
  opposite,
  rotate,
  turn,
} from './coords.ts';
import { type EdgeKey, edgeOf } from './edges.ts';

/** A tile's radius: every tile hex is within 2 steps of its centre. */
export const TILE_RADIUS = 2;

/** The 19 hexes of a tile in tile-local coordinates (centre at the origin), reading order. XB-SECT-01 */
export const TILE_HEXES: readonly Hex[] = Object.freeze(
  hexesWithin(ORIGIN, TILE_RADIUS).map((h) => Object.freeze(h)),
);

/** How many 60° clockwise steps a tile is turned when placed. */
export type Rotation = Direction;

/** The six rotations in order. */
export const ROTATIONS: readonly Rotation[] = ALL_DIRECTIONS;

/** Where and how a tile lies on the board. */
export interface TilePlacement {
  readonly slot: Hex;
  readonly rotation: Rotation;
}

/** A tile's six edge symbols in tile-local side order (side s faces local direction s). */
export type TileSymbols = readonly [string, string, string, string, string, string];

/** Whether a tile-local hex lies on the tile. */
export function isTileHex(local: Hex): boolean {
  return distance(local, ORIGIN) <= TILE_RADIUS;
}

/** The board hex at the centre of a slot. */
export function slotCenter(slot: Hex): Hex {
  return hex(5 * slot.q + 2 * slot.r, -2 * slot.q + 3 * slot.r);
}

/** The slot whose tile covers board hex `h` (exactly one does). */
export function slotOfHex(h: Hex): Hex {
  // Invert slotCenter: det = 19, so a = (3q - 2r)/19, b = (2q + 5r)/19; the true slot is one of
  // the floor/ceil candidates because a tile spans less than one lattice step each way.
  const a0 = Math.floor((3 * h.q - 2 * h.r) / 19);
  const b0 = Math.floor((2 * h.q + 5 * h.r) / 19);
  for (let da = 0; da <= 1; da++) {
    for (let db = 0; db <= 1; db++) {
      const slot = hex(a0 + da, b0 + db);
      if (distance(h, slotCenter(slot)) <= TILE_RADIUS) return slot;
    }
  }
  // Stryker disable next-line StringLiteral: unreachable, the tiles tessellate the plane.
  throw new Error(`No slot covers ${hexKey(h)}`);
}

/** The board hex showing tile-local hex `local` of a tile placed at `placement`. */
export function localToBoard(local: Hex, placement: TilePlacement): Hex {
  const c = slotCenter(placement.slot);
  const t = rotate(local, placement.rotation);
  return hex(t.q + c.q, t.r + c.r);
}

/** The tile-local hex shown at board hex `board` (off the tile if `board` is not in the slot). */
export function boardToLocal(board: Hex, placement: TilePlacement): Hex {
  const c = slotCenter(placement.slot);
  return rotate(hex(board.q - c.q, board.r - c.r), -placement.rotation);
}

/** The board hexes of a placed tile, index i showing `TILE_HEXES[i]`. */
export function tileHexes(placement: TilePlacement): Hex[] {
  return TILE_HEXES.map((local) => localToBoard(local, placement));
}

// The five edges of side 0 of the origin slot, clockwise around the tile (north to south):
// each a tile hex and the direction leading into the slot east of it.
const SIDE_0_EDGES: readonly (readonly [Hex, Direction])[] = [
  [hex(2, -2), 0],
  [hex(2, -1), 5],
  [hex(2, -1), 0],
  [hex(2, 0), 5],
  [hex(2, 0), 0],
];

/** The five board edges along board side `side` of `slot`, clockwise around the tile. */
export function tileSideEdges(slot: Hex, side: Direction): EdgeKey[] {
  const c = slotCenter(slot);
  return SIDE_0_EDGES.map(([h, d]) => {
    const t = rotate(h, side);
    return edgeOf(hex(t.q + c.q, t.r + c.r), turn(d, side));
  });
}

/** The symbol a tile placed with `rotation` shows on board side `boardSide`. */
export function sideSymbol(symbols: TileSymbols, rotation: Rotation, boardSide: Direction): string {
  return symbols[turn(boardSide, -rotation)];
}

/**
 * The rotations (ascending) in which a new tile shows `requiredSymbol` on `boardSideFacingExisting`,
 * the board side facing the tile the exploring ship is on. Only that tile is matched; other
 * neighbours are ignored. XB-SECT-02
 */
export function attachRotations(
  symbols: TileSymbols,
  boardSideFacingExisting: Direction,
  requiredSymbol: string,
): Rotation[] {
  return ROTATIONS.filter(
    (k) => sideSymbol(symbols, k, boardSideFacingExisting) === requiredSymbol,
  );
}

/**
 * The placements of a new tile next to an explored tile, through the explored tile's board side
 * `side`: in the slot that side faces, turned so the facing symbols match. XB-SECT-02, XB-EXPL-01
 */
export function attachPlacements(
  explored: TilePlacement,
  exploredSymbols: TileSymbols,
  side: Direction,
  newSymbols: TileSymbols,
): TilePlacement[] {
  const slot = neighbor(explored.slot, side);
  const required = sideSymbol(exploredSymbols, explored.rotation, side);
  return attachRotations(newSymbols, opposite(side), required).map((rotation) => ({
    slot,
    rotation,
  }));
}

/** A side of a placed tile that faces an empty slot. */
export interface FrontierSide {
  readonly slot: Hex;
  readonly side: Direction;
  readonly emptySlot: Hex;
}

/**
 * Every side of a placed tile that faces an empty slot: placed slots in reading order (duplicates
 * ignored), sides 0..5 within a slot.
 */
export function frontier(placedSlots: Iterable<Hex>): FrontierSide[] {
  const placed = new Map<string, Hex>();
  for (const s of placedSlots) placed.set(hexKey(s), s);
  const slots = [...placed.values()].sort((x, y) => x.r - y.r || x.q - y.q);
  const out: FrontierSide[] = [];
  for (const slot of slots) {
    for (const side of ALL_DIRECTIONS) {
      const emptySlot = neighbor(slot, side);
      if (!placed.has(hexKey(emptySlot))) out.push({ slot, side, emptySlot });
    }
  }
  return out;
}

/**
 * The directions (ascending) from board hex `h` whose neighbour lies in an empty slot; a ship on
 * a hex with any such direction is on an unexplored edge. XB-EXPL-01, XB-EXPL-02
 */
export function unexploredDirections(h: Hex, isSlotPlaced: (slot: Hex) => boolean): Direction[] {
  return ALL_DIRECTIONS.filter((d) => !isSlotPlaced(slotOfHex(neighbor(h, d))));
}
