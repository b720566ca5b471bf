/**
 * An NPC's attack on a captain or another NPC, started by the NPC rules (npcs/), resolved by
 * the combat rules: the NPC rolls its card's attack die; a captain defends as against any attack
 * (a Defend prompt), an NPC defends automatically with its defence die (XB-NPC-05). NPCs never
 * gain Fame or Bounty from it (XB-NPC-06).
 */
import type { Combatant } from '../../model/state.ts';
import type { Ctx } from '../rule.ts';
import { copyOf, positionOf } from './combatants.ts';
import { launch } from './resolve.ts';

/**
 * Starts an attack by NPC `npc` on `target` (which the NPC rules found in range and sight, see
 * `canAim` in targets.ts). A captain target may leave a Defend prompt on the stack.
 */
export function npcAttack(ctx: Ctx, npc: string, target: Combatant): void {
  if ('npc' in target && target.npc === npc) throw new Error(`NPC ${npc} cannot attack itself`);
  if (!positionOf(ctx.s, { npc }) || !positionOf(ctx.s, target))
    throw new Error(`NPC ${npc} attacks a ship that is not on the board`);
  launch(ctx, { attacker: { npc }, target: copyOf(target), weapons: [], ram: false });
}
