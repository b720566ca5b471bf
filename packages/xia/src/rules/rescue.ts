/**
 * Rescue: an action giving 2 Energy to an adjacent stranded ship, worth 1 Fame to the rescuer
 * (XB-STRD-01, XB-FAME-08). The rescue cannot be refused; the rescued captain then chooses how
 * many markers to arm with that Energy, at once and in the rescuer's turn (XB-STRD-02).
 */
import type { SeatId } from '@drift/engine';
import { captainName } from '../model/seats.ts';
import type { Captain, MarkerPlace } from '../model/state.ts';
import { captainAt, changeEnergy, emit, gainFame } from './effects.ts';
import { actionGuard, captainOf, promptGuard } from './guards.ts';
import { armedMarkers } from './hold.ts';
import { endMove } from './movement.ts';
import { adjacent } from './occupancy.ts';
import type { Ctx, Query, Rule } from './rule.ts';
import { isStranded } from './status.ts';

/** Energy the rescuer needs, and Energy it gives (XB-STRD-01). */
const NEEDED = 3;
const GIVEN = 2;

/** The most markers the rescued captain can arm now: room among the four, 1 Energy each. */
function mostArmable(captain: Captain): number {
  return Math.max(0, Math.min(4 - armedMarkers(captain), captain.energy));
}

/** Arms `count` markers for 1 Energy each: disarmed markers first, then spent ones (GAP-XB-08). */
function arm(ctx: Ctx, seat: SeatId, count: number): void {
  if (count <= 0) return;
  const captain = captainAt(ctx, seat);
  changeEnergy(ctx, seat, -count, 'armed markers');
  let left = count;
  const armOne = (m: MarkerPlace): MarkerPlace => {
    if (left === 0) return m;
    left--;
    return { at: 'armed' };
  };
  captain.markers = captain.markers.map((m) => (m.at === 'disarmed' ? armOne(m) : m));
  captain.markers = captain.markers.map((m) => (m.at === 'used' ? armOne(m) : m));
  emit(ctx, { type: 'MarkersArmed', seat, count, cost: count });
}

/** Rescue: an action toward an adjacent stranded ship (XB-STRD-01, XB-STRD-02, XB-FAME-08). */
export const rescue: Rule<'Rescue'> = {
  where: { phases: ['Action'] },
  candidates(q) {
    if (actionGuard(q)) return [];
    return q.state.captains
      .filter((c) => c.seat !== q.seat)
      .map((c) => ({ type: 'Rescue' as const, seat: c.seat }));
  },
  check(q, { seat }) {
    const guard = actionGuard(q);
    if (guard) return guard;
    const target = q.state.captains[seat];
    if (!target)
      return { code: 'NoSuchSeat', message: `There is no ${captainName(seat)} in this match.` };
    if (seat === q.seat) return { code: 'OwnShip', message: 'You cannot rescue your own ship.' };
    const at = captainOf(q).at;
    if (!at || !target.at || !adjacent(q.board, at, target.at)) {
      return {
        code: 'NotAdjacent',
        message: `${captainName(seat)}'s ship must be next to yours, with no planetary shield or entrance between.`,
      };
    }
    if (!isStranded(target))
      return { code: 'NotStranded', message: `${captainName(seat)}'s ship is not stranded.` };
    const energy = captainOf(q).energy;
    if (energy < NEEDED) {
      return {
        code: 'NotEnoughEnergy',
        message: `A rescue needs at least ${NEEDED} Energy; you have ${energy}.`,
      };
    }
    return undefined;
  },
  run(ctx, { seat: target }) {
    endMove(ctx);
    const seat = ctx.seat;
    changeEnergy(ctx, seat, -GIVEN, `rescued ${captainName(target)}`);
    changeEnergy(ctx, target, GIVEN, `rescued by ${captainName(seat)}`);
    emit(ctx, { type: 'Rescued', seat, target });
    captainAt(ctx, seat).record.rescues += 1;
    gainFame(ctx, seat, 1, 'kindness');
    // XB-STRD-02: the rescued captain may arm at once; asked only when there is a choice.
    if (mostArmable(captainAt(ctx, target)) > 0)
      ctx.s.prompts.push({ kind: 'ArmAfterRescue', seat: target, rescuer: seat });
  },
};

/** The rescued captain, answering. */
function rescued(q: Query): Captain | undefined {
  return q.state.captains[q.seat];
}

/** The rescued captain's answer: how many markers to arm now, 1 Energy each (XB-STRD-02). */
export const armAfterRescue: Rule<'ArmAfterRescue'> = {
  where: { prompts: ['ArmAfterRescue'] },
  candidates(q) {
    const captain = rescued(q);
    if (promptGuard(q, 'ArmAfterRescue').error || !captain) return [];
    return Array.from({ length: mostArmable(captain) + 1 }, (_, count) => ({
      type: 'ArmAfterRescue' as const,
      count,
    }));
  },
  check(q, { count }) {
    const { error } = promptGuard(q, 'ArmAfterRescue');
    if (error) return error;
    const captain = rescued(q);
    if (!captain)
      return { code: 'NoSuchSeat', message: `There is no ${captainName(q.seat)} in this match.` };
    const room = 4 - armedMarkers(captain);
    if (count > room)
      return { code: 'TooManyMarkers', message: `Only ${room} more markers can be armed.` };
    if (count > captain.energy) {
      return {
        code: 'NotEnoughEnergy',
        message: `Arming ${count} markers costs ${count} Energy; you have ${captain.energy}.`,
      };
    }
    return undefined;
  },
  run(ctx, { count }) {
    const prompt = ctx.s.prompts.pop();
    if (prompt?.kind !== 'ArmAfterRescue') return;
    arm(ctx, ctx.seat, count);
  },
};
