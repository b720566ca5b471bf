/**
 * The Sellsword (XS-NPC-05, XS-NPC-06): the player's automated ally among the NPCs. It enters
 * play at its first turn, right after the player's first turn, at a random Spawn Point (a
 * respawn roll), and comes back the same way when destroyed. The NPCs it destroys are the
 * player's kills; the Bounty it earns is its own.
 */
import type { SeatId } from '@drift/engine';
import type { Combatant, NpcState, XiaState } from '../model/state.ts';
import { emit } from '../rules/effects.ts';
import type { Ctx } from '../rules/rule.ts';
import { sellswordId } from './content/index.ts';

/** The player's seat in a solo game. */
export const PLAYER: SeatId = 0;

/** The Sellsword's state at setup: off the board, waiting to come in at a Spawn Point. */
export function sellswordState(): NpcState {
  return {
    id: sellswordId(),
    at: null,
    damage: 0,
    bounty: 0,
    credits: 0,
    holder: null,
    awaitingRespawn: true,
    waypoint: 0,
  };
}

/** Whether NPC `id` is the Sellsword (only ever in a solo game). */
export function isSellsword(id: string): boolean {
  return id === sellswordId();
}

/** Whether the ship is the Sellsword. */
export function isSellswordShip(who: Combatant): boolean {
  return 'npc' in who && isSellsword(who.npc);
}

/**
 * The seat a kill by `who` is credited to: a captain's own; the Sellsword's goes to the player,
 * for Fame, credits and the kill records (XS-NPC-05); another NPC's to nobody.
 */
export function creditedSeat(state: Pick<XiaState, 'solo'>, who: Combatant): SeatId | null {
  if ('seat' in who) return who.seat;
  return state.solo && isSellsword(who.npc) ? PLAYER : null;
}

/** Changes an NPC's Bounty (the Sellsword's, XS-NPC-05), never below 0, and logs it. */
export function changeNpcBounty(ctx: Ctx, id: string, amount: number, reason: string): void {
  const npc = ctx.s.npcs.find((n) => n.id === id);
  if (!npc) throw new Error(`No NPC "${id}" in this match`);
  npc.bounty = Math.max(0, npc.bounty + amount);
  emit(ctx, { type: 'NpcBountyChanged', npc: id, amount, reason, bounty: npc.bounty });
}
