/**
 * Which ships a captain may buy and at what price (XB-SHIPBUY-01, GAP-XB-12): the next tier up,
 * no ship another captain flies; in a campaign the Ability track lowers Tier 3 prices and lets a
 * Tier 3 ship go on to Tier 1 (XC-UPG-08, XC-UPG-09). BuyShip offers exactly `shipChoices`.
 */
import { rewardShipPrice } from '../campaign/rewards.ts';
import { shipDiscount, upgradesPastTier3 } from '../campaign/upgrades/ability.ts';
import type { ShipDef } from '../content/schema.ts';
import type { XiaOptions } from '../options.ts';
import { captainOf } from './guards.ts';
import type { Query } from './rule.ts';

/** The tier a captain flying a ship of `current` tier may buy next; null for none. */
export function nextShipTier(options: XiaOptions, current: number): number | null {
  if (current < 3) return current + 1;
  return upgradesPastTier3(options) ? 1 : null; // XC-UPG-09
}

/**
 * A ship's price in this game: the mat's, less a completed goal's reward (XC-CAMP-06) and the
 * Ability track's discount (XC-UPG-08), never below 0.
 */
export function shipPrice(options: XiaOptions, ship: ShipDef): number {
  return Math.max(0, rewardShipPrice({ options }, ship) - shipDiscount(options, ship));
}

/** Whether another captain flies this ship: each ship mat exists once. */
export function takenBy(q: Query, ship: string): boolean {
  return q.state.captains.some((c) => c.seat !== q.seat && c.ship === ship);
}

/**
 * The ships the captain may buy now, credits aside: of the next tier and not taken. The one
 * list BuyShip offers and accepts; campaign rules on which ships may be flown filter it here.
 */
export function shipChoices(q: Query): ShipDef[] {
  const captain = captainOf(q);
  const current = captain.ship ? q.content.ship(captain.ship).tier : 0;
  const next = nextShipTier(q.state.options, current);
  return q.content.pack.ships.filter((s) => s.tier === next && !takenBy(q, s.id));
}
