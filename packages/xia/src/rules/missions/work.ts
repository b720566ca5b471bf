/**
 * Working on a mission's objective at the right place: an action that ends the move
 * (XB-MISS-02, XB-MOVE-01). Shuttle passengers and Smuggler contraband are taken aboard at the
 * pickup point (XB-MTYP-01, XB-MTYP-04), research is rolled at its point (XB-MTYP-02), a Thief
 * steals next to the target's ship (XB-MTYP-05). Bounty Hunter and Assassin objectives are done
 * in combat (see hooks.ts).
 */

import type { RuleError } from '@drift/engine';
import { missionActionsMinor, missionGuard } from '../../campaign/upgrades/mission.ts';
import type { MissionDef } from '../../content/schema.ts';
import { notBesideNpc } from '../../elements/d-two-players/targets.ts';
import { embersWorkRefusal, gatherIntel } from '../../elements/e-missions/index.ts';
import { captainName } from '../../model/seats.ts';
import type { ActiveMission } from '../../model/state.ts';
import { captainOf } from '../guards.ts';
import { actingHex, endMove } from '../movement.ts';
import { adjacent } from '../occupancy.ts';
import type { Query, Rule } from '../rule.ts';
import { attempt } from './attempts.ts';
import { activeMission, missionDef, notAtPoint } from './cards.ts';
import { objectiveDone } from './outcome.ts';
import { shuttlePayment } from './payment.ts';

/**
 * Why the captain's ship is not next to the Thief's target, if it is not. A Thief card names
 * its target when it is kept (draw.ts).
 */
function notBesideTarget(q: Query, mission: ActiveMission): RuleError | undefined {
  if (mission.targetNpc !== undefined) return notBesideNpc(q, mission.targetNpc); // XE-2P-02
  if (mission.target === null) return NO_TARGET; // solo (XS-MISS-02)
  const target = q.state.captains.find((c) => c.seat === mission.target);
  if (!target?.at)
    return { code: 'TargetAway', message: 'Your target’s ship is not on the board.' };
  const here = actingHex(q);
  if (!here || !adjacent(q.board, here, target.at)) {
    return {
      code: 'NotAdjacent',
      message: `Fly next to ${captainName(target.seat)}'s ship first (no planetary shield between).`,
    };
  }
  return undefined;
}

/** Solo: the card aims past the opponents seated so far (XS-MISS-02). */
const NO_TARGET: RuleError = {
  code: 'NoTarget',
  message: 'This card aims at nobody yet: it needs more opponents seated round the table.',
};

function wrongPlace(message: string | undefined): RuleError | undefined {
  return message === undefined ? undefined : { code: 'WrongPlace', message };
}

/** Why this objective cannot be worked here and now, if it cannot. */
function placeRefusal(q: Query, mission: ActiveMission, def: MissionDef): RuleError | undefined {
  switch (def.type) {
    case 'shuttle':
      return wrongPlace(notAtPoint(q, def.pickup, 'Boarding the passengers'));
    case 'smuggler':
      return wrongPlace(notAtPoint(q, def.pickup, 'Loading the contraband'));
    case 'research':
      return wrongPlace(notAtPoint(q, def.at, 'The research'));
    case 'thief':
      return notBesideTarget(q, mission);
    case 'privateEye': // XE-MTYP-03
      return wrongPlace(notAtPoint(q, def.at, 'Gathering the intel'));
    default:
      return (
        embersWorkRefusal(def) ?? {
          code: 'ObjectiveInCombat',
          message: 'This objective is done by destroying a ship, not by an action.',
        }
      );
  }
}

/** WorkMission: do the active mission's objective where the card says (XB-MISS-02). */
export const workMission: Rule<'WorkMission'> = {
  where: { phases: ['Action'] },
  candidates(q) {
    const captain = q.state.captains[q.seat];
    if (!captain) return [];
    // Check refuses an objective already done or done in combat: one mission at most (draw.ts).
    return captain.missions.active.map((m) => ({ type: 'WorkMission' as const, card: m.card }));
  },
  check(q, { card }) {
    const guard = missionGuard(q); // XC-UPG-05: Minor from the Mission track's Tier 2
    if (guard) return guard;
    const mission = activeMission(captainOf(q), card);
    if (!mission) return { code: 'NotYourMission', message: 'You hold no such mission.' };
    if (mission.stage !== 'objective') {
      return {
        code: 'ObjectiveDone',
        message: 'The objective is done: deliver the mission at its delivery point.',
      };
    }
    return placeRefusal(q, mission, missionDef(q.content, card));
  },
  run(ctx, { card }) {
    if (!missionActionsMinor(ctx.s.options)) endMove(ctx);
    const def = missionDef(ctx.content, card);
    if (def.type === 'shuttle') {
      // XB-MTYP-01: unknown while the delivery sector is unexplored; reckoned on delivery then.
      objectiveDone(ctx, ctx.seat, card, shuttlePayment(ctx.board(), def) ?? 0);
    } else if (def.type === 'smuggler') {
      objectiveDone(ctx, ctx.seat, card, def.payment);
    } else if (def.type === 'privateEye') {
      gatherIntel(ctx, ctx.seat, card, def); // XE-MTYP-03
    } else {
      attempt(ctx, ctx.seat, card);
    }
  },
};
