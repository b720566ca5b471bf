/**
 * Two captains (element D, XE-2P-01): the NPC cards are dealt round the table until none are
 * left (XB-SETUP-07), so with two captains the first seat dealt to gets a second card.
 */
import type { SeatId } from '@drift/engine';
import type { XiaOptions } from '../../options.ts';
import { elementOn } from '../switches.ts';

/** Who holds the `i`-th NPC card dealt, or undefined to leave it to the base deal. */
export function twoPlayerHolder(options: XiaOptions, i: number): SeatId | undefined {
  if (!elementOn({ options }, 'D') || options.seats !== 2) return undefined;
  return i % options.seats;
}
