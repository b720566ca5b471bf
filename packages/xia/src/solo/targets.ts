/**
 * Mission targets in a solo game (XS-MISS-01..03): a card that aims at a captain aims instead at
 * one of the opponents, by the seat order the player gave them as they entered play, counting
 * clockwise from the player and going round again past the last, as the base rule does with
 * captains. Never the player, the Sellsword or The Kiln (GAP-XS-09): they are not seated.
 */
import type { Combatant } from '../model/state.ts';

/**
 * The offsets that aim at the second captain to either side at a full table (5 seats: 2 and 3
 * clockwise); with one opponent seated such a card has no target (XS-MISS-02).
 */
const SECOND_OVER: readonly number[] = [2, 3];

/**
 * Whom a card aiming `offset` seats clockwise aims at, among the opponents seated clockwise
 * after the player; null when none can be its target (none seated, or XS-MISS-02).
 */
export function soloAim(seating: readonly string[], offset: number): Combatant | null {
  const others = seating.length;
  if (others === 0) return null;
  if (others === 1 && SECOND_OVER.includes(offset)) return null; // XS-MISS-02
  const npc = seating[(offset - 1) % others];
  return npc === undefined ? null : { npc };
}
