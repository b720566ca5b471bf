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

/** Dijkstra backwards from the goals, on a binary heap of (cost, hex). */
function buildField(map: KnownMap, goals: readonly Hex[], crossing: Crossing): DistanceField {
  const field = new Map<HexKey, number>();
  const heap: { hex: Hex; key: HexKey; cost: number }[] = [];
  const push = (item: { hex: Hex; key: HexKey; cost: number }) => {
    heap.push(item);
    let i = heap.length - 1;
    while (i > 0) {
      const up = (i - 1) >> 1;
      const parent = heap[up] as (typeof heap)[number];
      if (parent.cost <= item.cost) break;
      heap[i] = parent;
      i = up;
    }
    heap[i] = item;
  };
  const pop = () => {
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0 && last) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= heap.length) break;
        const r = l + 1;
        const left = heap[l] as (typeof heap)[number];
        const right = heap[r];
        const c = right && right.cost < left.cost ? r : l;
        const child = heap[c] as (typeof heap)[number];
        if (child.cost >= last.cost) break;
        heap[i] = child;
        i = c;
      }
      heap[i] = last;
    }
    return top;
  };
  for (const g of goals) push({ hex: g, key: hexKey(g), cost: 0 });
  for (let item = pop(); item; item = pop()) {
    if (field.has(item.key)) continue;
    field.set(item.key, item.cost);
    for (const n of neighbors(item.hex)) {
      const k = hexKey(n);
      const info = map.get(k);
      if (!info || info.region === 'star' || field.has(k)) continue;
      const cost = item.cost + 1 + crossing(n, item.hex);
      if (cost !== Number.POSITIVE_INFINITY) push({ hex: n, key: k, cost });
    }
  }
  return field;
}
