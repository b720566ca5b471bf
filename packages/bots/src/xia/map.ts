/**
 * What a bot knows of the board, rebuilt from the placed sectors a view shows and the content
 * pack: every explored hex with its numbered space and the kind of region it lies in.
 */
import { type Hex, type HexKey, hexKey, localToBoard } from '@drift/engine/hex';
import type { XiaRuleset, XiaView } from '@drift/xia';
import type { SectorDef, SpaceDef } from '@drift/xia/content';

/** The content pack as the ruleset indexed it. */
export type XiaContent = XiaRuleset['content'];

/** Kinds of region a hex may lie in. */
export type RegionKind = SectorDef['regions'][number]['kind'];

/** One explored hex. */
export interface MapHex {
  readonly hex: Hex;
  readonly space: SpaceDef | null;
  readonly region: RegionKind | null;
}

/** The explored board by hex key. */
export type KnownMap = ReadonlyMap<HexKey, MapHex>;

/** Maps already built, per content pack and layout (states are copied, so not by identity). */
const cache = new WeakMap<XiaContent, Map<string, KnownMap>>();
const KEPT_PER_CONTENT = 256;

/** The layout of placed sectors as text: equal layouts share one known map. */
function layoutKey(placed: XiaView['board']['sectors']): string {
  let key = '';
  for (const s of placed) key += `${s.id}@${s.slot.q},${s.slot.r}/${s.rotation};`;
  return key;
}

/** Builds (or reuses) the known map of a view's placed sectors. */
export function knownMap(content: XiaContent, view: XiaView): KnownMap {
  const placed = view.board.sectors;
  let maps = cache.get(content);
  if (!maps) {
    maps = new Map();
    cache.set(content, maps);
  }
  const key = layoutKey(placed);
  const hit = maps.get(key);
  if (hit) return hit;
  const map = new Map<HexKey, MapHex>();
  for (const sector of placed) {
    const def = content.sector(sector.id);
    const regionAt = new Map<HexKey, RegionKind>();
    for (const region of def.regions)
      for (const [q, r] of region.hexes)
        regionAt.set(hexKey(localToBoard({ q, r }, sector)), region.kind);
    const spaceAt = new Map<HexKey, SpaceDef>();
    for (const space of def.spaces) {
      const [q, r] = space.at;
      spaceAt.set(hexKey(localToBoard({ q, r }, sector)), space);
    }
    for (let q = -2; q <= 2; q++)
      for (let r = -2; r <= 2; r++) {
        if (Math.abs(q + r) > 2) continue;
        const hex = localToBoard({ q, r }, sector);
        const key = hexKey(hex);
        map.set(key, { hex, space: spaceAt.get(key) ?? null, region: regionAt.get(key) ?? null });
      }
  }
  if (maps.size >= KEPT_PER_CONTENT) maps.clear();
  maps.set(key, map);
  return map;
}

/** Whether a region kind hurts or may hurt a ship entering it. */
export function isHazard(kind: RegionKind | null): boolean {
  return kind === 'asteroid' || kind === 'nebula' || kind === 'debris';
}

/** Every known hex of a planet (where the Business Phase happens). */
export function planetHexes(map: KnownMap): Hex[] {
  return [...map.values()].filter((h) => h.region === 'planet').map((h) => h.hex);
}
