/**
 * What an opponent's kill brings the NPCs: the victim's Bounty, collected toward the round-end
 * roll (XS-END-03, GAP-XS-02), and for the player's ship destroyed by the Enforcer or the
 * Scoundrel, Fame equal to the ship's tier at once (XS-NPC-04).
 */
import type { Combatant } from '../model/state.ts';
import type { Ctx } from '../rules/rule.ts';
import { isOpponent, soloRules } from './content.ts';
import { gainNpcFame, npcsCollect } from './fame.ts';

/** What the victim was worth when destroyed: its tier (a captain's ship) and its Bounty. */
export interface Stakes {
  readonly tier: number;
  readonly bounty: number;
}

/** Opponent `npc` destroyed `victim`, worth `stakes`. Nothing outside a solo game. */
export function npcKilled(ctx: Ctx, npc: string, victim: Combatant, stakes: Stakes): void {
  if (!ctx.s.solo || !isOpponent(npc)) return;
  npcsCollect(ctx, stakes.bounty, 'bounty', npc);
  if ('seat' in victim && soloRules().killFame.includes(npc))
    gainNpcFame(ctx, stakes.tier, 'kill', npc); // XS-NPC-04
}
