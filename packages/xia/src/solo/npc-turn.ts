/**
 * One NPC's turn in a solo game, by its Behavior card (XS-BEHV-*). Skeleton: the base game's
 * NPC rules, run whole.
 */
import { activateNpc } from '../rules/npcs/activate.ts';
import type { Ctx } from '../rules/rule.ts';

/** The NPCs that act this round, in order: the Sellsword first, then the others in seat order. */
export function actingOrder(ctx: Ctx): string[] {
  return ctx.s.npcs.map((n) => n.id);
}

/** NPC `id` plays (or goes on with) its turn; 'paused' when it waits for the player's answer. */
export function npcTurn(ctx: Ctx, id: string): 'done' | 'paused' {
  activateNpc(ctx, id, 0);
  return 'done';
}
