/**
 * Where things are drawn: pointy-top hexes of circumradius {@link HEX_SIZE} in SVG units, axial
 * (q, r) as in `@drift/engine/hex` (q east, r south-east, directions clockwise from east).
 */
import {
  type Direction,
  type Hex,
  localToBoard,
  TILE_HEXES,
  type TilePlacement,
} from '@drift/engine/hex';

/** A hex's circumradius in SVG user units. */
export const HEX_SIZE = 40;

const ROOT3 = Math.sqrt(3);

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The centre of a hex. */
export function hexCenter(h: Hex): Point {
  return { x: HEX_SIZE * ROOT3 * (h.q + h.r / 2), y: HEX_SIZE * 1.5 * h.r };
}

/** Corner i of a hex (0 at the upper right of the east side, clockwise), at `scale` of its size. */
export function hexCorner(h: Hex, i: number, scale = 1): Point {
  const c = hexCenter(h);
  const angle = ((60 * i - 30) * Math.PI) / 180;
  return {
    x: c.x + HEX_SIZE * scale * Math.cos(angle),
    y: c.y + HEX_SIZE * scale * Math.sin(angle),
  };
}

/** The six corners as an SVG `points` string. */
export function hexPoints(h: Hex, scale = 1): string {
  let out = '';
  for (let i = 0; i < 6; i++) {
    const p = hexCorner(h, i, scale);
    out += `${round(p.x)},${round(p.y)} `;
  }
  return out.trim();
}

/** The two ends of the side of `h` facing direction `d` (clockwise order). */
export function edgeEnds(h: Hex, d: Direction): readonly [Point, Point] {
  return [hexCorner(h, d), hexCorner(h, d + 1)];
}

/** Rounds to 0.01 so SVG attributes stay short and stable. */
export function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/** An axis-aligned box in SVG units. */
export interface Box {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** The box around every given hex, with their corners. */
export function boxOf(hexes: Iterable<Hex>): Box {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const h of hexes) {
    const c = hexCenter(h);
    minX = Math.min(minX, c.x - (HEX_SIZE * ROOT3) / 2);
    maxX = Math.max(maxX, c.x + (HEX_SIZE * ROOT3) / 2);
    minY = Math.min(minY, c.y - HEX_SIZE);
    maxY = Math.max(maxY, c.y + HEX_SIZE);
  }
  if (!Number.isFinite(minX)) return { minX: 0, minY: 0, maxX: 1, maxY: 1 };
  return { minX, minY, maxX, maxY };
}

/** The board hexes of a tile placed in `slot` (any rotation covers the same hexes). */
export function slotHexes(slot: Hex): Hex[] {
  const placement: TilePlacement = { slot, rotation: 0 };
  return TILE_HEXES.map((local) => localToBoard(local, placement));
}
