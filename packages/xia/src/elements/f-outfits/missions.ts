/**
 * M-Comp (XE-MOD-05): each working M-Comp lets a captain hold 2 more active missions (elements/
 * slots.ts counts them). When one stops (damaged) or leaves the hold (sold, or lost to a new
 * ship), a captain holding more missions than they now may discards down to it: a ShedMissions
 * decision answered with DiscardMission, one card at a time.
 */
import type { SeatId } from '@drift/engine';
import { captainAt } from '../../rules/effects.ts';
import type { Ctx, Query } from '../../rules/rule.ts';
import { missionCapacity, slotsUsed } from '../slots.ts';

/** The ShedMissions decision on top for the seat asking, if any. */
export function shedding(q: Query): boolean {
  const top = q.state.prompts[q.state.prompts.length - 1];
  return top?.kind === 'ShedMissions' && top.seat === q.seat;
}

/**
 * Asks `seat` to discard down to capacity if over it. The decision goes under a pending damage
 * placement of theirs (damage is placed first), else on top.
 */
export function shedIfOver(ctx: Ctx, seat: SeatId): void {
  const over = slotsUsed(ctx.s, seat) - missionCapacity(ctx.content, ctx.s, seat);
  const count = Math.min(over, captainAt(ctx, seat).missions.active.length);
  const prompts = ctx.s.prompts;
  const old = prompts.findIndex((p) => p.kind === 'ShedMissions' && p.seat === seat);
  if (old >= 0) prompts.splice(old, 1);
  if (count <= 0) return;
  const top = prompts[prompts.length - 1];
  const at = top?.kind === 'PlaceDamage' && top.seat === seat ? prompts.length - 1 : prompts.length;
  prompts.splice(at, 0, { kind: 'ShedMissions', seat, count });
}

/**
 * A mission was discarded: the seat's ShedMissions decision counts it wherever it waits. With
 * element G a captain may discard while the damage that raised it is still being placed (the
 * decision then waits under it), so the count is worked out again, never left for cards gone.
 */
export function shedOne(ctx: Ctx): void {
  const prompts = ctx.s.prompts;
  const i = prompts.findIndex((p) => p.kind === 'ShedMissions' && p.seat === ctx.seat);
  const prompt = prompts[i];
  if (prompt?.kind !== 'ShedMissions') return;
  const over = slotsUsed(ctx.s, ctx.seat) - missionCapacity(ctx.content, ctx.s, ctx.seat);
  const count = Math.min(over, captainAt(ctx, ctx.seat).missions.active.length);
  if (count > 0) prompt.count = count;
  else prompts.splice(i, 1);
}
