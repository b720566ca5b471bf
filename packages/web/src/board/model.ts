/**
 * What the board draws, derived once per placement of sectors: hexes with their terrain and
 * spaces, sector outlines and names, borders with their kind and inside, inner borders, and the
 * frontier (tile sides facing unexplored space) with their edge symbols. Pure data, no React.
 */
import {
  ALL_DIRECTIONS,
  type Direction,
  directionBetween,
  type EdgeKey,
  edgeHexes,
  frontier,
  type Hex,
  type HexKey,
  hexKey,
  neighbor,
  sideSymbol,
  slotCenter,
  slotOfHex,
  type TileSymbols,
  tileSideEdges,
} from '@drift/engine/hex';
import { type BorderKind, boardOf, type Content, type HexInfo, type Region } from '@drift/xia';
import type { LegalStatus, SpaceDef } from '@drift/xia/content';
import { type Box, boxOf, edgeEnds, hexCenter, type Point, round, slotHexes } from './geometry.ts';
import { sectorNameAt } from './namePlace.ts';
import { type PathMark, pathMarks, pathsByHex } from './paths.ts';

export interface HexCell {
  readonly key: HexKey;
  readonly hex: Hex;
  readonly center: Point;
  readonly sector: string;
  readonly sectorName: string;
  readonly region: Region | null;
  readonly space: SpaceDef | null;
}

export interface TileMark {
  readonly id: string;
  readonly name: string;
  readonly slot: Hex;
  readonly center: Point;
  /** Where its name is written (namePlace.ts). */
  readonly nameAt: Point;
  /** The tile's outer boundary as an SVG path. */
  readonly outline: string;
}

/** A border drawn on one side of a hex, inside the region that owns it. */
export interface BorderMark {
  readonly key: string;
  readonly kind: BorderKind;
  readonly legal: LegalStatus | null;
  readonly malfunctioning: boolean;
  readonly regionName: string;
  readonly inside: Hex;
  readonly from: Point;
  readonly to: Point;
  /** Unit vector from the edge toward the inside hex's centre. */
  readonly inward: Point;
}

/** An edge between two hexes of one region: normal space, drawn faintly (XB-BORDER-07). */
export interface InnerMark {
  readonly key: string;
  readonly regionKind: Region['kind'];
  readonly legal: LegalStatus | null;
  readonly from: Point;
  readonly to: Point;
}

/** A tile side facing an unexplored slot, with the symbol a new tile must match there. */
export interface FrontierMark {
  readonly key: string;
  readonly sector: string;
  readonly side: Direction;
  /** The slot of the tile it belongs to. */
  readonly slot: Hex;
  /** The empty slot it faces. */
  readonly toward: Hex;
  readonly symbol: string;
  /** The side's zigzag of five hex edges as an SVG path. */
  readonly path: string;
  /** Where the symbol is drawn, just outside the tile. */
  readonly at: Point;
  /** Unit vector pointing out of the tile. */
  readonly outward: Point;
}

export interface RegionLabel {
  readonly id: string;
  readonly kind: Region['kind'];
  readonly name: string;
  readonly legal: LegalStatus | null;
  readonly malfunctioning: boolean;
  readonly at: Point;
  readonly hexes: readonly Hex[];
}

export interface BoardModel {
  readonly cells: readonly HexCell[];
  readonly cellByKey: ReadonlyMap<HexKey, HexCell>;
  readonly tiles: readonly TileMark[];
  readonly borders: readonly BorderMark[];
  readonly inner: readonly InnerMark[];
  readonly frontier: readonly FrontierMark[];
  readonly regions: readonly RegionLabel[];
  /** Empty slots next to the board: unexplored space, drawn as ghost tiles. */
  readonly ghosts: readonly { readonly slot: Hex; readonly outline: string }[];
  /** The box around every tile and ghost tile. */
  readonly box: Box;
  /** The box around the placed tiles only. */
  readonly placedBox: Box;
  /** Borders by the hex they enclose, for explanations. */
  readonly bordersByHex: ReadonlyMap<HexKey, readonly BorderMark[]>;
  /** Frontier sides by the hex on the tile's edge that touches them. */
  readonly frontierByHex: ReadonlyMap<HexKey, readonly FrontierMark[]>;
  /** Element E's gravity paths, comet paths and The Kiln's orbit. */
  readonly paths: readonly PathMark[];
  readonly pathsByHex: ReadonlyMap<HexKey, readonly PathMark[]>;
}

function unit(from: Point, to: Point): Point {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const len = Math.hypot(dx, dy) || 1;
  return { x: dx / len, y: dy / len };
}

/** The outer boundary of a set of hexes as one SVG path of edge segments. */
function outlineOf(hexes: readonly Hex[]): string {
  const inSet = new Set(hexes.map(hexKey));
  let d = '';
  for (const h of hexes) {
    for (const dir of ALL_DIRECTIONS) {
      if (inSet.has(hexKey(neighbor(h, dir)))) continue;
      const [a, b] = edgeEnds(h, dir);
      d += `M${round(a.x)} ${round(a.y)}L${round(b.x)} ${round(b.y)}`;
    }
  }
  return d;
}

function centroid(points: readonly Point[]): Point {
  let x = 0;
  let y = 0;
  for (const p of points) {
    x += p.x;
    y += p.y;
  }
  const n = points.length || 1;
  return { x: x / n, y: y / n };
}

const cache = new WeakMap<Content, Map<string, BoardModel>>();

function placementKey(sectors: readonly { id: string; slot: Hex; rotation: number }[]): string {
  return sectors.map((s) => `${s.id}@${s.slot.q},${s.slot.r}/${s.rotation}`).join(';');
}

/** The drawable board for the placed sectors (cached per content and placement). */
export function boardModel(
  content: Content,
  sectors: readonly { readonly id: string; readonly slot: Hex; readonly rotation: number }[],
): BoardModel {
  let byKey = cache.get(content);
  if (!byKey) {
    byKey = new Map();
    cache.set(content, byKey);
  }
  const key = placementKey(sectors);
  const known = byKey.get(key);
  if (known) return known;
  const placed = sectors.map((s) => ({
    id: s.id,
    slot: s.slot,
    rotation: (((s.rotation % 6) + 6) % 6) as Direction,
  }));
  const made = build(content, placed);
  if (byKey.size > 64) byKey.clear();
  byKey.set(key, made);
  return made;
}

function build(
  content: Content,
  sectors: readonly { readonly id: string; readonly slot: Hex; readonly rotation: Direction }[],
): BoardModel {
  const board = boardOf(content, sectors);
  const cells: HexCell[] = [];
  const cellByKey = new Map<HexKey, HexCell>();
  for (const [key, info] of board.hexes) {
    const cell = toCell(key, info, content);
    cells.push(cell);
    cellByKey.set(key, cell);
  }
  // Reading order, so keyboard focus and the DOM go row by row.
  cells.sort((a, b) => a.hex.r - b.hex.r || a.hex.q - b.hex.q);

  const tiles: TileMark[] = sectors.map((s) => {
    const center = hexCenter(slotCenter(s.slot));
    return {
      id: s.id,
      name: content.sector(s.id).name,
      slot: s.slot,
      center,
      nameAt: sectorNameAt(s.slot, center, cellByKey),
      outline: outlineOf(slotHexes(s.slot)),
    };
  });

  const borders: BorderMark[] = [];
  const bordersByHex = new Map<HexKey, BorderMark[]>();
  for (const [edge, list] of board.borders) {
    const [a, b] = edgeHexes(edge as EdgeKey);
    for (const border of list) {
      const outside = hexKey(border.inside) === hexKey(a) ? b : a;
      const dir = directionBetween(border.inside, outside);
      if (dir === undefined) continue;
      const [from, to] = edgeEnds(border.inside, dir);
      const mid = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
      const mark: BorderMark = {
        key: `${edge}:${hexKey(border.inside)}`,
        kind: border.kind,
        legal: border.region.legal,
        malfunctioning: border.region.malfunctioning,
        regionName: border.region.name,
        inside: border.inside,
        from,
        to,
        inward: unit(mid, hexCenter(border.inside)),
      };
      borders.push(mark);
      const k = hexKey(border.inside);
      const at = bordersByHex.get(k);
      if (at) at.push(mark);
      else bordersByHex.set(k, [mark]);
    }
  }

  const inner: InnerMark[] = [];
  const regions: RegionLabel[] = [];
  for (const region of board.regions) {
    const inRegion = new Set(region.hexes.map(hexKey));
    for (const h of region.hexes) {
      // Each inner edge once: only directions E, SE and SW from its first hex.
      for (const dir of [0, 1, 2] as const) {
        const n = neighbor(h, dir);
        if (!inRegion.has(hexKey(n))) continue;
        const [from, to] = edgeEnds(h, dir);
        inner.push({
          key: `${hexKey(h)}>${dir}`,
          regionKind: region.kind,
          legal: region.legal,
          from,
          to,
        });
      }
    }
    regions.push({
      id: region.id,
      kind: region.kind,
      name: region.name,
      legal: region.legal,
      malfunctioning: region.malfunctioning,
      at: centroid(region.hexes.map(hexCenter)),
      hexes: region.hexes,
    });
  }

  const frontierMarks: FrontierMark[] = [];
  const frontierByHex = new Map<HexKey, FrontierMark[]>();
  const bySlot = new Map(sectors.map((s) => [hexKey(s.slot), s]));
  const ghostSlots = new Map<HexKey, Hex>();
  for (const side of frontier(sectors.map((s) => s.slot))) {
    const placed = bySlot.get(hexKey(side.slot));
    if (!placed) continue;
    const def = content.sector(placed.id);
    const symbol = sideSymbol(def.edges as unknown as TileSymbols, placed.rotation, side.side);
    const edges = tileSideEdges(side.slot, side.side);
    let path = '';
    const touching: Hex[] = [];
    for (const [i, edge] of edges.entries()) {
      const [a, b] = edgeHexes(edge);
      const inside = hexKey(slotOfHex(a)) === hexKey(side.slot) ? a : b;
      const outside = inside === a ? b : a;
      const dir = directionBetween(inside, outside);
      if (dir === undefined) continue;
      touching.push(inside);
      const [from, to] = edgeEnds(inside, dir);
      path += `${i === 0 ? 'M' : 'M'}${round(from.x)} ${round(from.y)}L${round(to.x)} ${round(to.y)}`;
    }
    const tileCenter = hexCenter(slotCenter(side.slot));
    const otherCenter = hexCenter(slotCenter(side.emptySlot));
    const outward = unit(tileCenter, otherCenter);
    const midEdge = edges[2];
    let at = { x: (tileCenter.x + otherCenter.x) / 2, y: (tileCenter.y + otherCenter.y) / 2 };
    if (midEdge) {
      const [a, b] = edgeHexes(midEdge);
      const ca = hexCenter(a);
      const cb = hexCenter(b);
      at = { x: (ca.x + cb.x) / 2 + outward.x * 14, y: (ca.y + cb.y) / 2 + outward.y * 14 };
    }
    const mark: FrontierMark = {
      key: `${hexKey(side.slot)}>${side.side}`,
      sector: placed.id,
      side: side.side,
      slot: side.slot,
      toward: side.emptySlot,
      symbol,
      path,
      at,
      outward,
    };
    frontierMarks.push(mark);
    for (const h of touching) {
      const k = hexKey(h);
      const list = frontierByHex.get(k);
      if (list) list.push(mark);
      else frontierByHex.set(k, [mark]);
    }
    ghostSlots.set(hexKey(side.emptySlot), side.emptySlot);
  }
  const ghosts = [...ghostSlots.values()].map((slot) => ({
    slot,
    outline: outlineOf(slotHexes(slot)),
  }));

  const placedBox = boxOf(cells.map((c) => c.hex));
  const box = boxOf([...cells.map((c) => c.hex), ...[...ghostSlots.values()].flatMap(slotHexes)]);
  const paths = pathMarks(content, sectors);
  return {
    cells,
    cellByKey,
    tiles,
    borders,
    inner,
    frontier: frontierMarks,
    regions,
    ghosts,
    paths,
    pathsByHex: pathsByHex(paths),
    box,
    placedBox,
    bordersByHex,
    frontierByHex,
  };
}

function toCell(key: HexKey, info: HexInfo, content: Content): HexCell {
  return {
    key,
    hex: info.hex,
    center: hexCenter(info.hex),
    sector: info.sector,
    sectorName: content.sector(info.sector).name,
    region: info.region,
    space: info.space,
  };
}
