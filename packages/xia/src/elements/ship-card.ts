/**
 * The ability card a ship brings to its captain in this match: its own card; with element G a
 * Tier 3 ship's streamlined card (XE-RULE-07); and at a table of two with element D the
 * two-player card in place of the card it replaces (XE-2P-03).
 */
import type { ShipDef } from '../content/schema.ts';
import type { Content } from '../model/content.ts';
import type { XiaOptions } from '../options.ts';
import { twoPlayerCard } from './d-two-players/lone-drifter.ts';
import { shipAbility } from './g-streamlines/abilities.ts';

export function shipCard(
  state: { readonly options: XiaOptions; readonly captains: { readonly length: number } },
  content: Content,
  ship: ShipDef,
): string {
  return twoPlayerCard(state, content, shipAbility(state, content, ship.id));
}
