/**
 * Assassin jobs under the streamlines (XE-RULE-05, modifying XB-MTYP-06): the target's ship
 * destroyed by anyone or anything completes every Assassin objective aimed at it, paid by the
 * target's tier.
 */
import type { SeatId } from '@drift/engine';
import { captainAt } from '../../rules/effects.ts';
import { missionDef } from '../../rules/missions/cards.ts';
import { objectiveDone } from '../../rules/missions/outcome.ts';
import { assassinPayment } from '../../rules/missions/payment.ts';
import type { Ctx } from '../../rules/rule.ts';

/** Captain `victim`'s ship was destroyed: other captains' Assassin jobs on it are done. */
export function assassinTargetDestroyed(ctx: Ctx, victim: SeatId): void {
  const ship = captainAt(ctx, victim).ship;
  for (const holder of ctx.s.captains) {
    if (holder.seat === victim) continue;
    for (const mission of holder.missions.active) {
      if (mission.stage !== 'objective' || mission.target !== victim) continue;
      const def = missionDef(ctx.content, mission.card);
      if (def.type !== 'assassin') continue;
      objectiveDone(ctx, holder.seat, mission.card, assassinPayment(ctx.content, def, ship));
    }
  }
}
