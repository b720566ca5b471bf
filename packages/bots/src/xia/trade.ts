/**
 * Trade routes: of the buy spaces the captain could fly to, the ones whose whole trip (to the
 * market, then on to the nearest buyer of a colour sold there) is shortest (XB-CARGO-*).
 */
import { type Hex, hexKey } from '@drift/engine/hex';
import type { XiaView } from '@drift/xia';
import { type Crossing, type DistanceField, distanceField } from './field.ts';
import type { KnownMap } from './map.ts';
import type { CaptainView } from './targets.ts';

/** Where each colour sells, as a distance field. */
function sellFields(
  map: KnownMap,
  crossing: Crossing,
  key: string,
): (colour: string) => DistanceField | undefined {
  const spaces = new Map<string, Hex[]>();
  for (const h of map.values())
    for (const c of h.space?.sell ?? []) spaces.set(c, [...(spaces.get(c) ?? []), h.hex]);
  const fields = new Map<string, DistanceField>();
  return (colour) => {
    const hexes = spaces.get(colour);
    if (!hexes) return undefined;
    let f = fields.get(colour);
    if (!f) {
      f = distanceField(map, hexes, crossing, key);
      fields.set(colour, f);
    }
    return f;
  };
}

/** The flight of the best round trip through each buy space, from where the captain stands. */
export function tradeTrip(
  map: KnownMap,
  view: XiaView,
  me: CaptainView,
  crossing: Crossing,
  key: string,
): (buy: Hex) => number {
  const sells = sellFields(map, crossing, key);
  const stock = view.economy?.stock;
  let fromMe: DistanceField | undefined; // built on the first call only
  return (buy) => {
    if (!fromMe && me.at) fromMe = distanceField(map, [me.at], crossing, key);
    const k = hexKey(buy);
    const out = fromMe?.get(k) ?? Number.POSITIVE_INFINITY;
    let on = Number.POSITIVE_INFINITY;
    for (const c of map.get(k)?.space?.buy ?? []) {
      if (stock !== undefined && (stock[c] ?? 0) <= 0) continue;
      on = Math.min(on, sells(c)?.get(k) ?? Number.POSITIVE_INFINITY);
    }
    return out + on;
  };
}

/** The buy spaces whose round trip is within `slack` of the best. */
export function bestBuys(buys: readonly Hex[], trip: (buy: Hex) => number, slack: number): Hex[] {
  const costs = buys.map((h) => ({ h, cost: trip(h) }));
  const best = Math.min(...costs.map((x) => x.cost));
  if (best === Number.POSITIVE_INFINITY) return [...buys];
  return costs.filter((x) => x.cost <= best + slack).map((x) => x.h);
}
