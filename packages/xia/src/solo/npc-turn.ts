/**
 * One NPC's turn in a solo game (XS-BEHV-01..05, XS-NPC-06): a destroyed NPC respawns first as
 * usual (the Sellsword too, still the player's), then it plays its behaviour's steps. An NPC
 * whose deck holds no Behavior card plays the base game's rules.
 */

import { npcDraft } from '../rules/combat/combatants.ts';
import { emit } from '../rules/effects.ts';
import { activateNpc } from '../rules/npcs/activate.ts';
import { respawnNpc } from '../rules/npcs/spawn.ts';
import type { Ctx } from '../rules/rule.ts';
import { runBehaviour } from './behaviours/run.ts';
import { npcsStep } from './behaviours/turn-state.ts';
import { behaviourName } from './content/index.ts';
import { isSellsword, PLAYER } from './sellsword.ts';
import { flipStatsIfDue } from './stats.ts';

/**
 * The NPCs that act this round, in order: the Sellsword first, right after the player's turn
 * (XS-NPC-06, GAP-XS-04), then the others in the seats the player gave them (XS-NPC-01), then
 * any not seated yet in the order they were dealt.
 */
export function actingOrder(ctx: Ctx): string[] {
  const ids = ctx.s.npcs.map((n) => n.id);
  const seated = (ctx.s.solo?.seating ?? []).filter((id) => ids.includes(id) && !isSellsword(id));
  const rest = ids.filter((id) => !isSellsword(id) && !seated.includes(id));
  return [...ids.filter(isSellsword), ...seated, ...rest];
}

/** NPC `id` plays (or goes on with) its turn; 'paused' when it waits for the player's answer. */
export function npcTurn(ctx: Ctx, id: string): 'done' | 'paused' {
  const solo = ctx.s.solo;
  const turn = npcsStep(ctx);
  if (!solo || !turn) return 'done';
  flipStatsIfDue(ctx); // GAP-XS-05: the side in force for this turn
  const starting = turn.next === 0 && turn.done.length === 0 && turn.part === undefined;
  if (starting) {
    const npc = npcDraft(ctx, id);
    if (npc.awaitingRespawn) respawnNpc(ctx, id, PLAYER); // XB-NPC-03, XS-NPC-06
    if (npc.at === null) return 'done'; // not in play
  }
  const behaviour = solo.behaviours[id];
  if (!behaviour) {
    if (starting) activateNpc(ctx, id, PLAYER);
    return 'done';
  }
  if (starting) {
    const name = behaviourName(behaviour.card, behaviour.behaviour);
    emit(ctx, { type: 'NpcActs', npc: id, card: behaviour.card, name });
  }
  return runBehaviour(ctx, id, behaviour.card, behaviour.behaviour);
}
