/**
 * The Ability track (XC-UPG-07..10): Tier 1, the ability cards of Tier 1 and 2 ships cost no
 * Energy; Tier 2, those of Tier 3 ships too, and Tier 3 ships cost 2,000 less; Tier 3, a Tier 3
 * ship may be traded for a Tier 1 ship at that mat's price (1 Fame as any ship bought), keeping
 * every card, and so round again while the credits last. A card's tier is its ship's.
 */
import type { SeatId } from '@drift/engine';
import type { ShipDef } from '../../content/schema.ts';
import type { Content } from '../../model/content.ts';
import type { XiaOptions } from '../../options.ts';
import { emit } from '../../rules/effects.ts';
import type { Ctx } from '../../rules/rule.ts';
import { tierOf } from '../options.ts';
import { FREE_ABILITY_TIER, TIER3_SHIP_DISCOUNT } from './values.ts';

/**
 * The tier of the ship whose card this is: its own card, its streamlined card (element G) or a
 * two-player card standing in for one (element D); undefined for a card no ship brings.
 */
export function abilityTier(content: Content, ability: string): 1 | 2 | 3 | undefined {
  const card = content.pack.abilities.find((a) => a.id === ability);
  const id = card?.twoPlayerFor ?? ability;
  return content.pack.ships.find((s) => s.ability === id || s.streamlinedAbility === id)?.tier;
}

/** The Energy a card costs this captain: its printed cost, or none with the track (XC-UPG-07, XC-UPG-08). */
export function abilityEnergy(content: Content, options: XiaOptions, ability: string): number {
  const printed = content.ability(ability).energy;
  const tier = abilityTier(content, ability);
  const free = tier !== undefined && tier <= FREE_ABILITY_TIER[tierOf(options, 'ability')];
  return free ? 0 : printed;
}

/** Logs a card's Energy the track waived, when it waived some. */
export function noteFreeAbility(ctx: Ctx, seat: SeatId, ability: string): void {
  const printed = ctx.content.ability(ability).energy;
  if (printed > 0 && abilityEnergy(ctx.content, ctx.s.options, ability) === 0)
    emit(ctx, { type: 'UpgradeBonus', seat, track: 'ability', on: 'ability', amount: printed });
}

/** What the track takes off a ship's price (XC-UPG-08). */
export function shipDiscount(options: XiaOptions, ship: ShipDef): number {
  return ship.tier === 3
    ? Math.min(ship.price, TIER3_SHIP_DISCOUNT[tierOf(options, 'ability')])
    : 0;
}

/** Whether a Tier 3 ship may be traded for a Tier 1 ship (XC-UPG-09). */
export function upgradesPastTier3(options: XiaOptions): boolean {
  return tierOf(options, 'ability') >= 3;
}
