/**
 * Element E's printed paths, placed on the board: an Anomaly's gravity paths (XE-ANOM-01), an Ice
 * Asteroid sector's comet path (XE-COMET-01) and The Kiln's orbit round Nyr (XE-KILN-03). Pure
 * data from the placed sectors; the tile layer draws them and the hex panel explains them.
 */
import {
  type Direction,
  type Hex,
  type HexKey,
  hex,
  hexKey,
  localToBoard,
  turn,
} from '@drift/engine/hex';
import type { Content } from '@drift/xia';
import { edgeEnds, hexCenter, type Point } from './geometry.ts';

export type PathKind = 'gravity' | 'comet' | 'orbit';

export interface PathMark {
  readonly key: string;
  readonly kind: PathKind;
  /** A gravity path's colour. */
  readonly colour: 'orange' | 'purple' | null;
  /** A gravity path's die. */
  readonly die: number | null;
  readonly hexes: readonly Hex[];
  /** Hex centres in travel order; a gravity path ends at the middle of its exit side. */
  readonly points: readonly Point[];
  readonly loop: boolean;
  /** The rules space that prints the die, or the comet's start. */
  readonly rules: Hex | null;
}

type Placed = { readonly id: string; readonly slot: Hex; readonly rotation: Direction };

const toHex = ([q, r]: readonly [number, number]) => hex(q, r);

function exitPoint(last: Hex, side: Direction): Point {
  const [a, b] = edgeEnds(last, side);
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** Every path printed on the placed sectors. */
export function pathMarks(content: Content, sectors: readonly Placed[]): PathMark[] {
  const out: PathMark[] = [];
  for (const placed of sectors) {
    const def = content.sector(placed.id);
    const board = (local: readonly [number, number]) => localToBoard(toHex(local), placed);
    (def.gravityPaths ?? []).forEach((p, i) => {
      const hexes = p.hexes.map(board);
      const last = hexes[hexes.length - 1];
      const points = hexes.map(hexCenter);
      if (last) points.push(exitPoint(last, turn(p.exit, placed.rotation)));
      out.push({
        key: `${placed.id}:gravity:${i}`,
        kind: 'gravity',
        colour: p.colour,
        die: p.die,
        hexes,
        points,
        loop: false,
        rules: board(p.rules),
      });
    });
    if (def.comet) {
      const hexes = def.comet.hexes.map(board);
      out.push({
        key: `${placed.id}:comet`,
        kind: 'comet',
        colour: null,
        die: 6,
        hexes,
        points: hexes.map(hexCenter),
        loop: def.comet.loop,
        rules: board(def.comet.rules),
      });
    }
    if (def.orbit) {
      const hexes = def.orbit.map(board);
      out.push({
        key: `${placed.id}:orbit`,
        kind: 'orbit',
        colour: null,
        die: 6,
        hexes,
        points: hexes.map(hexCenter),
        loop: true,
        rules: null,
      });
    }
  }
  return out;
}

/** The paths through each hex. */
export function pathsByHex(marks: readonly PathMark[]): ReadonlyMap<HexKey, readonly PathMark[]> {
  const out = new Map<HexKey, PathMark[]>();
  for (const m of marks)
    for (const h of m.hexes) {
      const k = hexKey(h);
      const list = out.get(k);
      if (list) list.push(m);
      else out.set(k, [m]);
    }
  return out;
}

/** SVG path data through a mark's points (closed when it loops). */
export function pathData(mark: Pick<PathMark, 'points' | 'loop'>): string {
  const [first, ...rest] = mark.points;
  if (!first) return '';
  const r = (n: number) => Math.round(n * 10) / 10;
  return `M${r(first.x)} ${r(first.y)}${rest.map((p) => `L${r(p.x)} ${r(p.y)}`).join('')}${mark.loop ? 'Z' : ''}`;
}

/** Arrowheads half way along each step, pointing the way of travel. */
export function arrowHeads(mark: Pick<PathMark, 'points' | 'loop'>): string {
  const pts = mark.loop && mark.points[0] ? [...mark.points, mark.points[0]] : mark.points;
  let d = '';
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1];
    const b = pts[i];
    if (!a || !b) continue;
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const ux = (b.x - a.x) / len;
    const uy = (b.y - a.y) / len;
    const mx = (a.x + b.x) / 2 + ux * 3;
    const my = (a.y + b.y) / 2 + uy * 3;
    const r = (n: number) => Math.round(n * 10) / 10;
    d += `M${r(mx - ux * 6 - uy * 4)} ${r(my - uy * 6 + ux * 4)}L${r(mx)} ${r(my)}L${r(mx - ux * 6 + uy * 4)} ${r(my - uy * 6 - ux * 4)}`;
  }
  return d;
}
