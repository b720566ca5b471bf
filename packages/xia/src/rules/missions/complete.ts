/**
 * Completing a mission: an action at its delivery Mission Point once the objective is done
 * (XB-MISS-03). Contraband must first slip past detection there (XB-MTYP-04); then the captain
 * collects the payment, 1 Fame and any crime Bounty (XB-FAME-03, XB-BNTY-03).
 */
import { missionActionsMinor, missionGuard } from '../../campaign/upgrades/mission.ts';
import {
  deliveredDirectly,
  deliveryCandidates,
  deliveryRefusal,
  directDelivery,
} from '../../elements/e-missions/index.ts';
import { captainOf } from '../guards.ts';
import { endMove } from '../movement.ts';
import type { Rule } from '../rule.ts';
import { attempt } from './attempts.ts';
import { activeMission, draftMission, missionDef, notAtPoint } from './cards.ts';
import { deliverMission } from './outcome.ts';
import { shuttlePayment } from './payment.ts';

/** CompleteMission: deliver at the card's delivery point (XB-MISS-03). */
export const completeMission: Rule<'CompleteMission'> = {
  where: { phases: ['Action'] },
  candidates(q) {
    const captain = q.state.captains[q.seat];
    if (!captain) return [];
    // Check refuses an objective not yet done: one mission at most (draw.ts).
    // Element E: an Arms Dealer card is delivered with one of the outfits it could hand over.
    return captain.missions.active.flatMap((m) => deliveryCandidates(q, captain, m.card));
  },
  check(q, command) {
    const { card } = command;
    const guard = missionGuard(q); // XC-UPG-05: Minor from the Mission track's Tier 2
    if (guard) return guard;
    const mission = activeMission(captainOf(q), card);
    if (!mission) return { code: 'NotYourMission', message: 'You hold no such mission.' };
    const def = missionDef(q.content, card);
    // XE-MTYP-02, XE-MTYP-04: Cargo and Arms Dealer cards are delivered with no objective first.
    if (mission.stage !== 'deliver' && !deliveredDirectly(def)) {
      return {
        code: 'ObjectiveNotDone',
        message: 'Do the mission’s objective before delivering it.',
      };
    }
    const wrong = notAtPoint(q, def.deliver, 'Delivery');
    if (wrong !== undefined) return { code: 'WrongPlace', message: wrong };
    return deliveryRefusal(q, captainOf(q), command);
  },
  run(ctx, command) {
    const { card } = command;
    if (!missionActionsMinor(ctx.s.options)) endMove(ctx);
    const seat = ctx.seat;
    const def = missionDef(ctx.content, card);
    if (def.type === 'smuggler') {
      attempt(ctx, seat, card); // XB-MTYP-04: slip past detection first
      return;
    }
    const direct = directDelivery(ctx, seat, command); // XE-MTYP-02, XE-MTYP-04
    if (direct !== undefined) {
      deliverMission(ctx, seat, card, direct);
      return;
    }
    // XB-MTYP-01: a shuttle boarded before its delivery sector lay on the board is paid now.
    const mission = draftMission(ctx, seat, card);
    const payment =
      def.type === 'shuttle' && mission.payment === 0
        ? (shuttlePayment(ctx.board(), def) ?? def.perSector)
        : mission.payment;
    deliverMission(ctx, seat, card, payment);
  },
};
