/**
 * The board as the rules see it, derived from the placed sectors and the content pack: what is
 * on each hex, which borders lie on each edge, where the numbered spaces are. Derived, never
 * stored: the state only lists placed sectors. Cached by placement, since sectors rarely change.
 */
import {
  ALL_DIRECTIONS,
  DIRECTIONS,
  type Direction,
  type EdgeKey,
  edgeOf,
  type Hex,
  type HexKey,
  hexKey,
  localToBoard,
  type NumberedHexes,
  neighbor,
  numberHexes,
  slotOfHex,
  TILE_HEXES,
  turn,
} from '@drift/engine/hex';
import type { LegalStatus, RegionDef, SpaceDef } from '../content/schema.ts';
import type { Content } from '../model/content.ts';
import type { PlacedSector } from '../model/state.ts';

export type RegionKind = RegionDef['kind'];

/** A bounded area of one sector: a planet, nebula, asteroid or debris field, star or gate. */
export interface Region {
  readonly kind: RegionKind;
  /** `sector#index`, unique on the board. */
  readonly id: string;
  readonly sector: string;
  readonly name: string;
  readonly legal: LegalStatus | null;
  readonly malfunctioning: boolean;
  readonly hexes: readonly Hex[];
}

/** What the rules know of one hex. */
export interface HexInfo {
  readonly hex: Hex;
  readonly sector: string;
  readonly space: SpaceDef | null;
  readonly region: Region | null;
}

/** Kinds of border on hex edges; inner borders are normal space and not listed (XB-BORDER-07). */
export type BorderKind =
  | 'star'
  | 'asteroid'
  | 'nebula'
  | 'debris'
  | 'shield'
  | 'entrance'
  | 'gate'
  | 'ice';

/** A border on an edge, owned by the region on its inside. */
export interface Border {
  readonly kind: BorderKind;
  readonly inside: Hex;
  readonly region: Region;
}

export interface Board {
  readonly sectors: readonly PlacedSector[];
  readonly hexes: ReadonlyMap<HexKey, HexInfo>;
  /** Borders by edge; an edge on two tiles' boundaries may carry one from each side. */
  readonly borders: ReadonlyMap<EdgeKey, readonly Border[]>;
  readonly spawns: ReadonlyMap<number, Hex>;
  readonly missionPoints: ReadonlyMap<number, Hex>;
  readonly regions: readonly Region[];
  readonly slots: ReadonlySet<HexKey>;
  /** The hexes numbered in `hexes` order, with their neighbours, for searches over numbers. */
  readonly numbered: NumberedHexes;
  /** What is on each hex, by its number in `numbered`. */
  readonly infos: readonly HexInfo[];
  info(h: Hex): HexInfo | undefined;
  bordersOn(edge: EdgeKey): readonly Border[];
  /** The borders on the edge of `h` in direction `d`: `bordersOn(edgeOf(h, d))` without the key. */
  bordersAt(h: Hex, d: Direction): readonly Border[];
  /** The sector slot under a hex has a tile on it. */
  isExplored(h: Hex): boolean;
}

/** The border round each kind of region; a Dead World has none (element E). */
const BORDER_OF: Record<RegionKind, BorderKind | null> = {
  planet: 'shield',
  nebula: 'nebula',
  asteroid: 'asteroid',
  debris: 'debris',
  star: 'star',
  gate: 'gate',
  ice: 'ice',
  deadWorld: null,
};

const NONE: readonly Border[] = [];

/** A hex as one small integer, for fast map keys; undefined for far-off or odd coordinates. */
function packHex(h: Hex): number | undefined {
  return packCoords(h.q, h.r);
}

function packCoords(hq: number, hr: number): number | undefined {
  const q = hq + 1024;
  const r = hr + 1024;
  return (q | r) & ~2047 || !Number.isInteger(q) || !Number.isInteger(r) ? undefined : q * 2048 + r;
}

/**
 * The edge of `h` in direction `d` as one small integer (its first hex in reading order, packed,
 * times three plus the direction from it: E, SE or SW); undefined where packHex is.
 */
function packEdge(h: Hex, d: Direction): number | undefined {
  let q = h.q;
  let r = h.r;
  let e: number = d;
  if (d > 2) {
    const o = DIRECTIONS[d];
    q += o.q;
    r += o.r;
    e = d - 3;
  }
  const n = packCoords(q, r);
  return n === undefined ? undefined : n * 3 + e;
}

/** What one placed sector adds to a board, in the order `build` adds it. */
interface SectorPart {
  readonly slot: HexKey;
  readonly regions: readonly Region[];
  /** Each border with its edge's key and packed number (undefined where packEdge is). */
  readonly borders: readonly (readonly [EdgeKey, Border, number | undefined])[];
  readonly hexes: readonly HexInfo[];
  /** Each hex's key, in `hexes` order. */
  readonly hexKeys: readonly HexKey[];
  readonly spawns: readonly (readonly [number, Hex])[];
  readonly missionPoints: readonly (readonly [number, Hex])[];
}

function sectorPart(content: Content, placed: PlacedSector): SectorPart {
  const def = content.sector(placed.id);
  const toBoard = ([q, r]: readonly [number, number]) => localToBoard({ q, r }, placed);
  const regions: Region[] = [];
  const borders: [EdgeKey, Border, number | undefined][] = [];
  const regionAt = new Map<HexKey, Region>();
  def.regions.forEach((r, i) => {
    const region: Region = {
      kind: r.kind,
      id: `${def.id}#${i}`,
      sector: def.id,
      name: r.kind === 'planet' || r.kind === 'gate' || r.kind === 'deadWorld' ? r.name : def.name,
      legal: r.kind === 'planet' ? r.legal : null,
      malfunctioning: r.kind === 'gate' ? r.malfunctioning : false,
      hexes: r.hexes.map(toBoard),
    };
    regions.push(region);
    for (const h of region.hexes) regionAt.set(hexKey(h), region);
    const entrances = new Set(
      r.kind === 'planet'
        ? r.entrances.map((e) => edgeOf(toBoard(e.at), turn(e.side, placed.rotation)))
        : [],
    );
    const inRegion = new Set(region.hexes.map(hexKey));
    const border = BORDER_OF[r.kind];
    if (border === null) return;
    for (const h of region.hexes) {
      for (const d of ALL_DIRECTIONS) {
        if (inRegion.has(hexKey(neighbor(h, d)))) continue;
        const edge = edgeOf(h, d);
        const kind = entrances.has(edge) ? 'entrance' : border;
        borders.push([edge, { kind, inside: h, region }, packEdge(h, d)]);
      }
    }
  });
  const spaceAt = new Map(def.spaces.map((s) => [hexKey(toBoard(s.at)), s]));
  const hexes: HexInfo[] = [];
  const spawns: [number, Hex][] = [];
  const missionPoints: [number, Hex][] = [];
  for (const local of TILE_HEXES) {
    const h = localToBoard(local, placed);
    const key = hexKey(h);
    const space = spaceAt.get(key) ?? null;
    hexes.push({ hex: h, sector: def.id, space, region: regionAt.get(key) ?? null });
    if (space?.spawn !== undefined) spawns.push([space.spawn, h]);
    if (space?.missionPoint !== undefined) missionPoints.push([space.missionPoint, h]);
  }
  return {
    slot: hexKey(placed.slot),
    regions,
    borders,
    hexes,
    hexKeys: hexes.map((info) => hexKey(info.hex)),
    spawns,
    missionPoints,
  };
}

/** Sector parts by content pack and placement: a new board reuses those of the last. */
const parts = new WeakMap<Content, Map<string, SectorPart>>();

function partOf(content: Content, placed: PlacedSector): SectorPart {
  let byPlacement = parts.get(content);
  if (!byPlacement) {
    byPlacement = new Map();
    parts.set(content, byPlacement);
  }
  const key = placementKey([placed]);
  let part = byPlacement.get(key);
  if (!part) {
    if (byPlacement.size >= CACHE_LIMIT) byPlacement.clear();
    part = sectorPart(content, placed);
    byPlacement.set(key, part);
  }
  return part;
}

function build(content: Content, sectors: readonly PlacedSector[]): Board {
  const hexes = new Map<HexKey, HexInfo>();
  const borders = new Map<EdgeKey, Border[]>();
  // The same lists by packed edge number, for lookups from a hex and a direction.
  const bordersByNumber = new Map<number, Border[]>();
  const spawns = new Map<number, Hex>();
  const missionPoints = new Map<number, Hex>();
  const regions: Region[] = [];
  const slots = new Set<HexKey>();
  for (const placed of sectors) {
    const part = partOf(content, placed);
    slots.add(part.slot);
    regions.push(...part.regions);
    for (const [edge, border, n] of part.borders) {
      let list = borders.get(edge);
      if (!list) {
        list = [];
        borders.set(edge, list);
        if (n !== undefined) bordersByNumber.set(n, list);
      }
      list.push(border);
    }
    for (let i = 0; i < part.hexes.length; i++) {
      const info = part.hexes[i] as HexInfo;
      hexes.set(part.hexKeys[i] as HexKey, info);
    }
    for (const [n, h] of part.spawns) spawns.set(n, h);
    for (const [n, h] of part.missionPoints) missionPoints.set(n, h);
  }
  const explored = new Map<number, boolean>();
  const infos = [...hexes.values()];
  const numbered = numberHexes(infos.map((i) => i.hex));
  return {
    sectors,
    hexes,
    borders,
    spawns,
    missionPoints,
    regions,
    slots,
    numbered,
    infos,
    info: (h) => infos[numbered.indexAt(h.q, h.r)],
    bordersOn: (edge) => borders.get(edge) ?? NONE,
    bordersAt: (h, d) => {
      const n = packEdge(h, d);
      return (n === undefined ? borders.get(edgeOf(h, d)) : bordersByNumber.get(n)) ?? NONE;
    },
    isExplored: (h) => {
      const n = packHex(h);
      if (n === undefined) return slots.has(hexKey(slotOfHex(h)));
      let known = explored.get(n);
      if (known === undefined) {
        known = slots.has(hexKey(slotOfHex(h)));
        explored.set(n, known);
      }
      return known;
    },
  };
}

/** Boards by content pack, then by placement; a pack's cache is dropped when it grows too big. */
const caches = new WeakMap<Content, { last: Board | undefined; byKey: Map<string, Board> }>();
const CACHE_LIMIT = 512;

function placementKey(sectors: readonly PlacedSector[]): string {
  let key = '';
  for (const s of sectors) key += `${s.id}@${s.slot.q},${s.slot.r}/${s.rotation};`;
  return key;
}

/** Whether `b` starts with the sectors of `a`, placed alike and in the same order. */
export function startsWithPlacement(
  a: readonly PlacedSector[],
  b: readonly PlacedSector[],
): boolean {
  if (b.length < a.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as PlacedSector;
    const y = b[i] as PlacedSector;
    if (
      x.id !== y.id ||
      x.rotation !== y.rotation ||
      x.slot.q !== y.slot.q ||
      x.slot.r !== y.slot.r
    )
      return false;
  }
  return true;
}

function samePlacement(a: readonly PlacedSector[], b: readonly PlacedSector[]): boolean {
  return a.length === b.length && startsWithPlacement(a, b);
}

/** The board for these placed sectors (cached; the result is shared and read-only). */
export function boardOf(content: Content, sectors: readonly PlacedSector[]): Board {
  let cache = caches.get(content);
  if (!cache) {
    cache = { last: undefined, byKey: new Map() };
    caches.set(content, cache);
  }
  // Consecutive commands nearly always share a board: compare with the last one first.
  if (cache.last && samePlacement(cache.last.sectors, sectors)) return cache.last;
  const key = placementKey(sectors);
  let board = cache.byKey.get(key);
  if (!board) {
    if (cache.byKey.size >= CACHE_LIMIT) cache.byKey.clear();
    board = build(
      content,
      sectors.map((s) => ({ id: s.id, slot: { ...s.slot }, rotation: s.rotation })),
    );
    cache.byKey.set(key, board);
  }
  cache.last = board;
  return board;
}
