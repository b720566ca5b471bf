/**
 * Element E's mission types (XE-MTYP-01..05) as the mission rules call them: objectives worked
 * by an action (Private Eye), deliveries that are the whole job (Cargo, Arms Dealer), and the
 * Coerce card declared with an attack. Small hooks in rules/missions and rules/combat call these.
 */
import type { RuleError, SeatId } from '@drift/engine';
import type { CommandOfType } from '../../commands.ts';
import type { MissionDef } from '../../content/schema.ts';
import type { Captain } from '../../model/state.ts';
import type { Ctx, Query } from '../../rules/rule.ts';
import { armsOnHand, armsRefusal, handOverOutfit } from './arms-dealer.ts';
import { cargoRefusal, handInCargo } from './cargo.ts';
import { aimsAt } from './coerce.ts';

export { coerceRefusal, coerceSettled, declareCoerce } from './coerce.ts';
export { missionDeckIds } from './deck.ts';
export { gatherIntel } from './private-eye.ts';

/** Cargo and Arms Dealer cards have no objective action: delivering them is the job. */
export function deliveredDirectly(def: MissionDef): boolean {
  return def.type === 'cargo' || def.type === 'armsDealer';
}

/** Why the objective action does not apply to one of E's cards; undefined for other types. */
export function embersWorkRefusal(def: MissionDef): RuleError | undefined {
  if (deliveredDirectly(def))
    return {
      code: 'DeliverOnly',
      message: `This job has no objective action: deliver it at Mission Point ${def.deliver}.`,
    };
  if (def.type === 'coerce')
    return {
      code: 'ObjectiveInCombat',
      message: 'Declare a Coerce mission with an attack on its target (name it in the attack).',
    };
  return undefined;
}

type Complete = CommandOfType<'CompleteMission'>;

/** The CompleteMission commands for a held card: one per outfit an Arms Dealer could hand over. */
export function deliveryCandidates(q: Query, captain: Captain, card: string): Complete[] {
  const def = q.content.mission(card);
  if (def.type !== 'armsDealer') return [{ type: 'CompleteMission', card }];
  return armsOnHand(q.content, captain, def).map((outfit) => ({
    type: 'CompleteMission',
    card,
    outfit,
  }));
}

/** What else a delivery needs: the cubes of a Cargo card, the outfit of an Arms Dealer card. */
export function deliveryRefusal(
  q: Query,
  captain: Captain,
  command: Complete,
): RuleError | undefined {
  const def = q.content.mission(command.card);
  if (def.type === 'armsDealer') return armsRefusal(q.content, captain, def, command.outfit);
  if (command.outfit !== undefined)
    return { code: 'NoOutfitWanted', message: 'Only an Arms Dealer mission hands over an outfit.' };
  return def.type === 'cargo' ? cargoRefusal(captain, def) : undefined;
}

/** Hands over what a Cargo or Arms Dealer card wants; returns the payment, or undefined for other cards. */
export function directDelivery(ctx: Ctx, seat: SeatId, command: Complete): number | undefined {
  const def = ctx.content.mission(command.card);
  if (def.type === 'cargo') return handInCargo(ctx, seat, command.card, def);
  if (def.type === 'armsDealer' && command.outfit !== undefined)
    return handOverOutfit(ctx, seat, command.card, def, command.outfit);
  return undefined;
}

type Strike = CommandOfType<'Attack'> | CommandOfType<'Ram'>;

/** Each strike again naming a held Coerce card aimed at its target, after the plain one. */
export function coerceCandidates<T extends Strike>(
  captain: Captain,
  content: Query['content'],
  strikes: T[],
): T[] {
  const cards = captain.missions.active.filter(
    (m) => m.stage === 'objective' && content.mission(m.card).type === 'coerce',
  );
  if (cards.length === 0) return strikes;
  return strikes.flatMap((s) => [
    s,
    ...cards.filter((m) => aimsAt(m, s.target)).map((m) => ({ ...s, mission: m.card })),
  ]);
}
