/**
 * Seating the opponents (XS-NPC-01): when an opponent first enters play, the player seats it
 * anywhere in the order round the table, among those already seated; the first sits at once.
 * The order sets whom missions aim at (XS-MISS-01), and a new arrival turns the face-down
 * missions toward their new targets; a card turned face up keeps its target (XS-MISS-03).
 */

import { emit } from '../rules/effects.ts';
import { promptGuard } from '../rules/guards.ts';
import { aimOf, missionDef } from '../rules/missions/cards.ts';
import type { Ctx, Rule } from '../rules/rule.ts';
import { isOpponent } from './content.ts';
import { soloAim } from './targets.ts';

/** The seat of the solo player, who answers every solo prompt. */
export const PLAYER = 0;

/** Opponent `npc` sits `position` places clockwise after the player, among those seated. */
function seat(ctx: Ctx, npc: string, position: number): void {
  const solo = ctx.s.solo;
  if (!solo) return;
  solo.seating.splice(position, 0, npc);
  emit(ctx, { type: 'NpcSeated', npc, position, seating: [...solo.seating] });
  retarget(ctx);
}

/** XS-MISS-03: every face-down card that aims at someone takes its target by the new order. */
function retarget(ctx: Ctx): void {
  const seating = ctx.s.solo?.seating ?? [];
  for (const captain of ctx.s.captains)
    for (const mission of captain.missions.active) {
      if (mission.revealed) continue;
      const offset = aimOf(missionDef(ctx.content, mission.card));
      if (offset === undefined) continue;
      const aim = soloAim(seating, offset);
      mission.target = null;
      if (aim && 'npc' in aim) mission.targetNpc = aim.npc;
      else delete mission.targetNpc;
    }
}

/**
 * NPCs that just entered play, in order: each opponent not yet seated is seated, the first one
 * ever at once (it has one place), the others by the player, the first to arrive asked first.
 */
export function seatArrivals(ctx: Ctx, arrived: readonly string[]): void {
  const solo = ctx.s.solo;
  if (!solo) return;
  const asked: string[] = [];
  for (const npc of arrived) {
    if (!isOpponent(npc) || solo.seating.includes(npc)) continue;
    if (solo.seating.length === 0 && asked.length === 0) seat(ctx, npc, 0);
    else asked.push(npc);
  }
  for (const npc of asked.reverse()) ctx.s.prompts.push({ kind: 'SeatNpc', seat: PLAYER, npc });
}

/** SeatNpc: where the arriving opponent sits, 0 being right after the player (XS-NPC-01). */
export const seatNpc: Rule<'SeatNpc'> = {
  where: { prompts: ['SeatNpc'] },
  candidates(q) {
    if (promptGuard(q, 'SeatNpc').error) return [];
    const seated = q.state.solo?.seating.length ?? 0;
    return Array.from({ length: seated + 1 }, (_, position) => ({
      type: 'SeatNpc' as const,
      position,
    }));
  },
  check(q, { position }) {
    const { error } = promptGuard(q, 'SeatNpc');
    if (error) return error;
    const seated = q.state.solo?.seating.length ?? 0;
    if (position > seated)
      return {
        code: 'BadSeat',
        message: `Seat it from 0 (right after you) to ${seated} (after the last one seated).`,
      };
    return undefined;
  },
  run(ctx, { position }) {
    const prompt = ctx.s.prompts.pop();
    if (prompt?.kind !== 'SeatNpc') return;
    seat(ctx, prompt.npc, position);
  },
};
