/** Flying distances over the known board: a breadth-first field from a set of goal hexes. */
import { type Hex, type HexKey, hexKey, neighbors } from '@drift/engine/hex';
import type { KnownMap } from './map.ts';

/** Steps from each known hex to the nearest goal, going around stars; absent when unreachable. */
export type DistanceField = ReadonlyMap<HexKey, number>;

/** Fields already built, per known map and goal set (bots ask for the same few again and again). */
const built = new WeakMap<KnownMap, Map<string, DistanceField>>();
const KEPT_PER_MAP = 64;

/** The field of `goals` over `map`, built once per map and goal set. */
export function distanceField(map: KnownMap, goals: readonly Hex[]): DistanceField {
  let fields = built.get(map);
  if (!fields) {
    fields = new Map();
    built.set(map, fields);
  }
  const key = goals.map(hexKey).join(' ');
  const hit = fields.get(key);
  if (hit) return hit;
  const field = buildField(map, goals);
  if (fields.size >= KEPT_PER_MAP) fields.clear();
  fields.set(key, field);
  return field;
}

/** Builds the field: every goal is 0, each known non-star neighbour one more. */
function buildField(map: KnownMap, goals: readonly Hex[]): DistanceField {
  const field = new Map<HexKey, number>();
  let frontier: Hex[] = [];
  for (const g of goals) {
    const k = hexKey(g);
    if (field.has(k)) continue;
    field.set(k, 0);
    frontier.push(g);
  }
  for (let d = 1; frontier.length > 0; d++) {
    const next: Hex[] = [];
    for (const h of frontier)
      for (const n of neighbors(h)) {
        const k = hexKey(n);
        const info = map.get(k);
        if (!info || info.region === 'star' || field.has(k)) continue;
        field.set(k, d);
        next.push(n);
      }
    frontier = next;
  }
  return field;
}
