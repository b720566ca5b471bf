/**
 * Who last attacked whom, in a solo game: behaviours pay attacks back ("whoever last attacked
 * it", "whoever last attacked the Merchant", "whoever last attacked you").
 */
import type { Combatant } from '../../model/state.ts';
import type { Ctx } from '../../rules/rule.ts';
import { attackerKey } from './targets.ts';

/** Notes that `attacker` attacked `target` (a plain copy is kept). */
export function noteAttack(ctx: Ctx, attacker: Combatant, target: Combatant): void {
  const solo = ctx.s.solo;
  const key = solo ? attackerKey(target) : null;
  if (!solo || key === null) return;
  solo.attackers[key] = 'seat' in attacker ? { seat: attacker.seat } : { npc: attacker.npc };
}
