/**
 * Two captains (element D, XE-2P-02): a Thief or Assassin card aimed at an NPC. The thief steals
 * next to the NPC's ship; the assassin's objective is done when the holder destroys it, paid at
 * the card's Tier 2 rate (NPCs have no tier; their To Kill lies between Tier 1 and Tier 3 holds).
 */
import type { RuleError } from '@drift/engine';
import type { MissionDef } from '../../content/schema.ts';
import { npcCard, npcState } from '../../rules/combat/combatants.ts';
import { actingHex } from '../../rules/movement.ts';
import { adjacent } from '../../rules/occupancy.ts';
import type { Query } from '../../rules/rule.ts';

/** Why the captain's ship is not next to the NPC its Thief card aims at, if it is not. */
export function notBesideNpc(q: Query, id: string): RuleError | undefined {
  const name = npcCard(q.content, id).name;
  const at = npcState(q.state, id)?.at;
  if (!at) return { code: 'TargetAway', message: `Your target, the ${name}, is not on the board.` };
  const here = actingHex(q);
  if (!here || !adjacent(q.board, here, at)) {
    return {
      code: 'NotAdjacent',
      message: `Fly next to the ${name} first (no planetary shield between).`,
    };
  }
  return undefined;
}

/** An Assassin card's pay for destroying the NPC it aims at: its Tier 2 rate. */
export function npcAssassinPayment(def: Extract<MissionDef, { type: 'assassin' }>): number {
  return def.payByTier[1] ?? def.payByTier[0];
}
