/**
 * Axial hex coordinates for pointy-top hexes, screen y pointing down. Direction indices increase
 * clockwise on screen: 0 east, 1 south-east, 2 south-west, 3 west, 4 north-west, 5 north-east.
 * Every function returns fresh plain objects with -0 normalized to 0, so keys and JSON are stable.
 */

import { assertNever } from '../result.ts';

/** A hex in axial coordinates (q grows east, r grows south-east); plain JSON data. */
export interface Hex {
  readonly q: number;
  readonly r: number;
}

/** One of the six neighbour directions, clockwise on screen from east. */
export type Direction = 0 | 1 | 2 | 3 | 4 | 5;

/** A hex's `'q,r'` string form, as made by {@link hexKey}. */
export type HexKey = `${number},${number}`;

/** Makes a hex; -0 becomes 0. Coordinates are expected to be integers. */
export function hex(q: number, r: number): Hex {
  return { q: q + 0, r: r + 0 };
}

/** The origin, centre of the board and of a tile in tile-local coordinates. */
export const ORIGIN: Hex = Object.freeze(hex(0, 0));

/** Unit offsets by {@link Direction}: E, SE, SW, W, NW, NE. */
export const DIRECTIONS: readonly [Hex, Hex, Hex, Hex, Hex, Hex] = Object.freeze([
  Object.freeze(hex(1, 0)),
  Object.freeze(hex(0, 1)),
  Object.freeze(hex(-1, 1)),
  Object.freeze(hex(-1, 0)),
  Object.freeze(hex(0, -1)),
  Object.freeze(hex(1, -1)),
] as const);

/** The six directions in index order, for iteration. */
export const ALL_DIRECTIONS: readonly Direction[] = Object.freeze([0, 1, 2, 3, 4, 5] as const);

/** Whether `value` is a {@link Direction} (an integer 0..5). */
export function isDirection(value: unknown): value is Direction {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 5;
}

/** `d + k` turned into a direction (mod 6, also for negative `k`): direction `d` rotated by `k`·60°. */
export function turn(d: number, k: number): Direction {
  return ((((d + k) % 6) + 6) % 6) as Direction;
}

/** The direction pointing the opposite way. */
export function opposite(d: Direction): Direction {
  return turn(d, 3);
}

/** `a + b`. */
export function add(a: Hex, b: Hex): Hex {
  return hex(a.q + b.q, a.r + b.r);
}

/** `a - b`. */
export function subtract(a: Hex, b: Hex): Hex {
  return hex(a.q - b.q, a.r - b.r);
}

/** `h × k`. */
export function scale(h: Hex, k: number): Hex {
  return hex(h.q * k, h.r * k);
}

/** The neighbour of `h` in direction `d`. */
export function neighbor(h: Hex, d: Direction): Hex {
  const o = DIRECTIONS[d];
  return hex(h.q + o.q, h.r + o.r);
}

/** The six neighbours of `h`, in direction order. */
export function neighbors(h: Hex): Hex[] {
  return DIRECTIONS.map((o) => hex(h.q + o.q, h.r + o.r));
}

/** Whether two hexes are the same space. */
export function hexEquals(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

/** The stable `'q,r'` key of a hex (for records and maps). */
export function hexKey(h: Hex): HexKey {
  // Stryker disable next-line ArithmeticOperator: a template writes -0 as 0 anyway.
  return `${h.q + 0},${h.r + 0}`;
}

const HEX_KEY = /^(0|-?[1-9]\d*),(0|-?[1-9]\d*)$/;

/**
 * Reads a key made by {@link hexKey} from untrusted input. Only the canonical form is accepted
 * (no spaces, `+`, leading zeros or `-0`; safe integers), so `hexKey(parseHexKey(s)) === s`.
 */
export function parseHexKey(text: string): Hex | undefined {
  const m = HEX_KEY.exec(text);
  if (m === null) return undefined;
  const q = Number(m[1]);
  const r = Number(m[2]);
  return Number.isSafeInteger(q) && Number.isSafeInteger(r) ? hex(q, r) : undefined;
}

/** Reads a `{ q, r }` object of safe integers from untrusted data; undefined otherwise. */
export function parseHex(value: unknown): Hex | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { q, r } = value as { q?: unknown; r?: unknown };
  return Number.isSafeInteger(q) && Number.isSafeInteger(r)
    ? hex(q as number, r as number)
    : undefined;
}

/** Hex distance: the number of steps between `a` and `b` ignoring everything on the board. */
export function distance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Rotates `h` about the origin clockwise by `k`·60° (`k` taken mod 6); direction d becomes d+k. */
export function rotate(h: Hex, k: number): Hex {
  const { q, r } = h;
  const steps = turn(0, k);
  switch (steps) {
    case 0:
      return hex(q, r);
    case 1:
      return hex(-r, q + r);
    case 2:
      return hex(-q - r, q);
    case 3:
      return hex(-q, -r);
    case 4:
      return hex(r, -q - r);
    case 5:
      return hex(q + r, -q);
    default:
      return assertNever(steps, 'rotation');
  }
}

/** The direction from `a` to its neighbour `b`; undefined if they are not neighbours. */
export function directionBetween(a: Hex, b: Hex): Direction | undefined {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  for (let d: Direction = 0; d < 6; d = (d + 1) as Direction) {
    const o = DIRECTIONS[d];
    if (o.q === dq && o.r === dr) return d;
  }
  return undefined;
}

/** Whether `a` and `b` are neighbours. */
export function areNeighbors(a: Hex, b: Hex): boolean {
  return distance(a, b) === 1;
}

/**
 * Every hex within `radius` steps of `center` (3r²+3r+1 of them), in reading order: rows from
 * north to south (r ascending), west to east (q ascending) within a row.
 */
export function hexesWithin(center: Hex, radius: number): Hex[] {
  const out: Hex[] = [];
  for (let dr = -radius; dr <= radius; dr++) {
    const from = Math.max(-radius, -dr - radius);
    const to = Math.min(radius, -dr + radius);
    for (let dq = from; dq <= to; dq++) out.push(hex(center.q + dq, center.r + dr));
  }
  return out;
}
