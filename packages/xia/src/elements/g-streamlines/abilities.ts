/**
 * Re-balanced Tier 3 ability cards (XE-RULE-07): with element G a ship whose data names a
 * `streamlinedAbility` (the core pack's Long Haul, Manchester and Nightshade) comes with that
 * card instead of its own.
 */
import type { Content } from '../../model/content.ts';
import type { XiaOptions } from '../../options.ts';
import { elementOn } from '../switches.ts';

/** The ability card a ship comes with in this match. */
export function shipAbility(
  state: { readonly options: XiaOptions },
  content: Content,
  ship: string,
): string {
  const def = content.ship(ship);
  return elementOn(state, 'G') && def.streamlinedAbility !== undefined
    ? def.streamlinedAbility
    : def.ability;
}
