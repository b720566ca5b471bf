/**
 * Two captains (element D, XE-2P-03): the pack's two-player card (the core pack's Lone Drifter)
 * is dealt in place of the card it names, whenever a ship would bring that card: chosen at
 * setup or bought later. Everywhere else the ship's own card is dealt.
 */
import type { Content } from '../../model/content.ts';
import type { XiaOptions } from '../../options.ts';
import { elementOn } from '../switches.ts';

/** The card dealt for `card` in this match: its two-player card at a table of two with D. */
export function twoPlayerCard(
  state: { readonly options: XiaOptions; readonly captains: { readonly length: number } },
  content: Content,
  card: string,
): string {
  if (!elementOn(state, 'D') || state.captains.length !== 2) return card;
  return content.pack.abilities.find((a) => a.twoPlayerFor === card)?.id ?? card;
}
