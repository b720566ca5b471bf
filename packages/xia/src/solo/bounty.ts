/**
 * Solo Bounty (XS-BNTY-01..03): each entry into an Outlaw planet through its Entrance adds
 * Bounty, Outlaw or not; Bounty stays with a ship upgrade; and every attack on the Merchant or
 * the Enforcer by the player or the Sellsword adds Bounty to the attacker.
 */
import type { Combatant } from '../model/state.ts';
import { npcCard } from '../rules/combat/combatants.ts';
import { changeBounty } from '../rules/effects.ts';
import type { Ctx } from '../rules/rule.ts';
import { isOpponent, soloRules } from './content.ts';
import { changeNpcBounty } from './sellsword.ts';

/** Bounty for each attack on the Merchant or the Enforcer (XS-BNTY-03). */
export const ATTACK_BOUNTY = 1000;

/** XS-BNTY-03: the attacker on the player's side (the captain, the Sellsword) gains Bounty. */
export function attackBounty(ctx: Ctx, attacker: Combatant, target: Combatant): void {
  if (!ctx.s.solo || !('npc' in target) || !soloRules().attackBounty.includes(target.npc)) return;
  const reason = `attacked the ${npcCard(ctx.content, target.npc).name}`;
  if ('seat' in attacker) {
    changeBounty(ctx, attacker.seat, ATTACK_BOUNTY, reason);
    return;
  }
  if (isOpponent(attacker.npc)) return; // the NPCs among themselves
  changeNpcBounty(ctx, attacker.npc, ATTACK_BOUNTY, reason); // the Sellsword (XS-NPC-05)
}

/** XS-BNTY-01: in a solo game an Outlaw gains Bounty again at each Outlaw planet's Entrance. */
export function entranceBounty(state: { readonly solo?: unknown }, wasInnocent: boolean): boolean {
  return wasInnocent || state.solo !== undefined;
}

/** XS-BNTY-02: in a solo game a new ship keeps the Bounty; only destruction clears it. */
export function upgradeKeepsBounty(state: { readonly solo?: unknown }): boolean {
  return state.solo !== undefined;
}
