/**
 * Flying distances over the known board: from each hex, the cheapest way to the nearest goal,
 * where a step costs 1 plus the risk of the borders it crosses into a region (an asteroid field,
 * a nebula, a debris field, a planet's shield: XB-BORDER-*). Steps inside a region cost 1.
 */
import { type Hex, type HexKey, hexKey, neighbors } from '@drift/engine/hex';
import type { KnownMap } from './map.ts';

/** Cost from each known hex to the nearest goal, going around stars; absent when unreachable. */
export type DistanceField = ReadonlyMap<HexKey, number>;

/** The extra cost of stepping from `from` into `to` (0 for open space). */
export type Crossing = (from: Hex, to: Hex) => number;

/** Fields already built, per known map, crossing costs and goal set. */
const built = new WeakMap<KnownMap, Map<string, DistanceField>>();
const KEPT_PER_MAP = 64;

/** The field of `goals` over `map`, built once per map, costs (named by `costKey`) and goals. */
export function distanceField(
  map: KnownMap,
  goals: readonly Hex[],
  crossing: Crossing = () => 0,
  costKey = '',
): DistanceField {
  let fields = built.get(map);
  if (!fields) {
    fields = new Map();
    built.set(map, fields);
  }
  const key = `${costKey}|${goals.map(hexKey).join(' ')}`;
  const hit = fields.get(key);
  if (hit) return hit;
  const field = buildField(map, goals, crossing);
  if (fields.size >= KEPT_PER_MAP) fields.clear();
  fields.set(key, field);
  return field;
}

/** Dijkstra backwards from the goals (the board is a few hundred hexes: a plain scan will do). */
function buildField(map: KnownMap, goals: readonly Hex[], crossing: Crossing): DistanceField {
  const field = new Map<HexKey, number>();
  const open = new Map<HexKey, { hex: Hex; cost: number }>();
  for (const g of goals) open.set(hexKey(g), { hex: g, cost: 0 });
  while (open.size > 0) {
    let bestKey: HexKey | undefined;
    let best: { hex: Hex; cost: number } | undefined;
    for (const [k, v] of open)
      if (!best || v.cost < best.cost) {
        best = v;
        bestKey = k;
      }
    if (!best || bestKey === undefined) break;
    open.delete(bestKey);
    field.set(bestKey, best.cost);
    for (const n of neighbors(best.hex)) {
      const k = hexKey(n);
      const info = map.get(k);
      if (!info || info.region === 'star' || field.has(k)) continue;
      const cost = best.cost + 1 + crossing(n, best.hex);
      if (cost === Number.POSITIVE_INFINITY) continue;
      const seen = open.get(k);
      if (!seen || cost < seen.cost) open.set(k, { hex: n, cost });
    }
  }
  return field;
}
