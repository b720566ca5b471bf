/**
 * The mission d20s, each resolved the same way whether first rolled or re-rolled through
 * Experience (XB-MISS-04): research (XB-MTYP-02), recovering remains (XB-MTYP-03), slipping past
 * detection (XB-MTYP-04), stealing (XB-MTYP-05).
 */
import type { SeatId } from '@drift/engine';
import type { MissionDef } from '../../content/schema.ts';
import type { Ctx } from '../rule.ts';
import { draftMission, missionDef } from './cards.ts';
import { deliverMission, missionRoll, objectiveDone, rollFailed } from './outcome.ts';

type Research = Extract<MissionDef, { type: 'research' }>;
type BountyHunter = Extract<MissionDef, { type: 'bountyHunter' }>;

/** The payment of the best research band a total reaches, or undefined below every band. */
export function researchPayment(def: Research, total: number): number | undefined {
  let best: number | undefined;
  for (const band of def.results) if (total >= band.atLeast) best = band.payment;
  return best;
}

/** Research: the best band reached sets the payment; below every band the roll failed. */
function research(ctx: Ctx, seat: SeatId, card: string, def: Research): void {
  const payment = researchPayment(def, missionRoll(ctx, seat, 'research'));
  if (payment === undefined) rollFailed(ctx, seat, card);
  else objectiveDone(ctx, seat, card, payment);
}

/** A d20 against a threshold: on success `done`, else the failure path. */
function against(ctx: Ctx, seat: SeatId, card: string, purpose: string, atLeast: number) {
  const success = missionRoll(ctx, seat, purpose) >= atLeast;
  if (!success) rollFailed(ctx, seat, card);
  return success;
}

/** Recovering remains after destroying an Outlaw, at the payment on the card (XB-MTYP-03). */
export function recover(ctx: Ctx, seat: SeatId, card: string, def: BountyHunter): void {
  if (against(ctx, seat, card, 'recover remains', def.recover))
    objectiveDone(ctx, seat, card, def.payment);
}

/**
 * Rolls the d20 of a mission that is waiting for one: research or stealing at the objective
 * stage, recovering remains, or slipping past detection when delivering contraband.
 */
export function attempt(ctx: Ctx, seat: SeatId, card: string): void {
  const def = missionDef(ctx.content, card);
  switch (def.type) {
    case 'research':
      research(ctx, seat, card, def);
      return;
    case 'thief':
      if (against(ctx, seat, card, 'steal', def.steal)) objectiveDone(ctx, seat, card, def.payment);
      return;
    case 'bountyHunter':
      recover(ctx, seat, card, def);
      return;
    case 'smuggler':
      if (against(ctx, seat, card, 'slip past detection', def.sneak))
        deliverMission(ctx, seat, card, draftMission(ctx, seat, card).payment);
      return;
    default:
      return; // shuttle and assassin jobs roll no d20
  }
}
