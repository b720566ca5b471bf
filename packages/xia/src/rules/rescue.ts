/**
 * Rescue: an action giving 2 Energy to an adjacent stranded ship, worth 1 Fame to the rescuer
 * (XB-STRD-01, XB-FAME-08). The rescued ship arms markers with that Energy at once (XB-STRD-02).
 */
import type { SeatId } from '@drift/engine';
import { captainName } from '../model/seats.ts';
import type { MarkerPlace } from '../model/state.ts';
import { captainAt, changeEnergy, emit, gainFame } from './effects.ts';
import { actionGuard, captainOf } from './guards.ts';
import { armedMarkers } from './hold.ts';
import { endMove } from './movement.ts';
import { adjacent } from './occupancy.ts';
import type { Ctx, Rule } from './rule.ts';
import { isStranded } from './status.ts';

/** Energy the rescuer needs, and Energy it gives (XB-STRD-01). */
const NEEDED = 3;
const GIVEN = 2;

/**
 * Help cannot be refused, so Drift arms for the rescued captain: as many markers as its Energy
 * pays for, 1 each, disarmed markers first, then spent ones (GAP-XB-08).
 */
function armWithGift(ctx: Ctx, seat: SeatId): void {
  const captain = captainAt(ctx, seat);
  const count = Math.min(4 - armedMarkers(captain), captain.energy);
  if (count <= 0) return;
  changeEnergy(ctx, seat, -count, 'armed markers');
  let left = count;
  const arm = (m: MarkerPlace): MarkerPlace => {
    if (left === 0) return m;
    left--;
    return { at: 'armed' };
  };
  captain.markers = captain.markers.map((m) => (m.at === 'disarmed' ? arm(m) : m));
  captain.markers = captain.markers.map((m) => (m.at === 'used' ? arm(m) : m));
  emit(ctx, { type: 'MarkersArmed', seat, count, cost: count });
}

/** Rescue: an action toward an adjacent stranded ship (XB-STRD-01, XB-STRD-02, XB-FAME-08). */
export const rescue: Rule<'Rescue'> = {
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
    changeEnergy(ctx, seat, -GIVEN, `rescued seat ${target}`);
    changeEnergy(ctx, target, GIVEN, `rescued by seat ${seat}`);
    emit(ctx, { type: 'Rescued', seat, target });
    captainAt(ctx, seat).record.rescues += 1;
    gainFame(ctx, seat, 1, 'kindness');
    armWithGift(ctx, target);
  },
};
