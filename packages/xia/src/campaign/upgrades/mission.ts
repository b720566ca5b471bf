/**
 * The Mission track (XC-UPG-05): +3 on mission rolls, never above 20 (a 20 reached so is no
 * natural 20: Luck reads the die, GAP-XC-04); from Tier 2 working an objective and completing a
 * mission are Minor actions. Tier 3's Scan from anywhere in a sector is `sector-scan.ts`.
 */
import type { RuleError, SeatId } from '@drift/engine';
import type { XiaOptions } from '../../options.ts';
import { emit } from '../../rules/effects.ts';
import { actionGuard, minorGuard } from '../../rules/guards.ts';
import type { Ctx, Query } from '../../rules/rule.ts';
import { tierOf } from '../options.ts';
import { MISSION_BONUS, MISSION_CAP } from './values.ts';

/** A mission roll's total with the track's +3, capped at 20; what it added is logged. */
export function withMissionBonus(ctx: Ctx, seat: SeatId, total: number): number {
  const bonus = MISSION_BONUS[tierOf(ctx.s.options, 'mission')];
  // The cap holds the bonus back; a total already past 20 by other means keeps its value.
  const raised = Math.max(total, Math.min(MISSION_CAP, total + bonus));
  const amount = raised - total;
  if (amount > 0)
    emit(ctx, { type: 'UpgradeBonus', seat, track: 'mission', on: 'mission', amount });
  return raised;
}

/** Whether Mission Objective and Complete Mission are Minor actions (Tier 2). */
export function missionActionsMinor(options: XiaOptions): boolean {
  return tierOf(options, 'mission') >= 2;
}

/** The guard of working or completing a mission: an action, or Minor from Tier 2. */
export function missionGuard(q: Query): RuleError | undefined {
  return missionActionsMinor(q.state.options) ? minorGuard(q) : actionGuard(q);
}
