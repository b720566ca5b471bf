/**
 * Coerce (Outlaw, XE-MTYP-05): within range of the card's target (fixed when kept, like a
 * Thief's; an NPC with element D), the captain declares the card with an attack made as normal
 * (Attack or Ram naming it). The card is shown; when the attack is settled, the best band the
 * damage dealt reaches is placed on the card, and it is delivered like any objective done.
 * Damage below every band fails the mission, with its crime Bounty (Drift's decision, as a
 * research roll below every band).
 */
import type { RuleError, SeatId } from '@drift/engine';
import type { MissionDef } from '../../content/schema.ts';
import type { Content } from '../../model/content.ts';
import type { ActiveMission, Captain, Combatant } from '../../model/state.ts';
import { copyOf } from '../../rules/combat/combatants.ts';
import { captainAt, emit } from '../../rules/effects.ts';
import { activeMission, draftMission, missionDef } from '../../rules/missions/cards.ts';
import { failMission, objectiveDone } from '../../rules/missions/outcome.ts';
import type { Ctx } from '../../rules/rule.ts';

type Coerce = Extract<MissionDef, { type: 'coerce' }>;

/** Whether the held card aims at this combatant. */
export function aimsAt(mission: ActiveMission, target: Combatant): boolean {
  return 'seat' in target
    ? mission.targetNpc === undefined && mission.target === target.seat
    : mission.targetNpc === target.npc;
}

/** The payment of the best band the damage reaches, or undefined below every band. */
export function coercePayment(def: Coerce, damage: number): number | undefined {
  let best: number | undefined;
  for (const band of def.results) if (damage >= band.atLeast) best = band.payment;
  return best;
}

/** Why the attack cannot declare this card: not a Coerce card held, done, or another target. */
export function coerceRefusal(
  content: Content,
  captain: Captain,
  card: string,
  target: Combatant,
): RuleError | undefined {
  const mission = activeMission(captain, card);
  if (!mission) return { code: 'NotYourMission', message: 'You hold no such mission.' };
  if (missionDef(content, card).type !== 'coerce')
    return { code: 'NotCoerce', message: 'Only a Coerce mission is declared with an attack.' };
  if (mission.stage !== 'objective')
    return { code: 'ObjectiveDone', message: 'The objective is done: deliver the mission.' };
  if (!aimsAt(mission, target))
    return { code: 'NotTheTarget', message: 'The card names another target.' };
  return undefined;
}

/** The attack declares the card: it is shown, and waits for the attack's damage. */
export function declareCoerce(ctx: Ctx, card: string, target: Combatant): void {
  const mission = draftMission(ctx, ctx.seat, card);
  mission.revealed = true;
  mission.coercing = true;
  emit(ctx, { type: 'MissionDeclared', seat: ctx.seat, card, target: copyOf(target) });
}

/**
 * An attack was settled with `damage` dealt: a Coerce card it declared is paid by the damage,
 * or fails below every band. Call it before the damage is dealt (a ship destroyed by it still
 * counts, and a rammer destroyed with it discards the card then).
 */
export function coerceSettled(ctx: Ctx, attacker: Combatant, damage: number): void {
  if (!('seat' in attacker)) return;
  const seat: SeatId = attacker.seat;
  const mission = captainAt(ctx, seat).missions.active.find((m) => m.coercing);
  if (!mission) return;
  delete mission.coercing;
  const def = missionDef(ctx.content, mission.card);
  if (def.type !== 'coerce') return;
  const payment = coercePayment(def, damage);
  if (payment === undefined) failMission(ctx, seat, mission.card);
  else objectiveDone(ctx, seat, mission.card, payment);
}
