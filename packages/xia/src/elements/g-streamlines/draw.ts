/**
 * The streamlined mission draw (XE-RULE-01, replacing XB-MISS-01; XE-RULE-03): Draw Missions
 * takes the top 3 cards face down, unseen even by the drawer, at most once per Mission Point a
 * turn and only with a free active-mission slot. After the drawer's turn ends, before the next
 * turn starts, the drawer sorts them: a KeepMission decision over every drawn card. A ship
 * destroyed first discards them unseen.
 */

import type { RuleError, SeatId } from '@drift/engine';
import { captainAt, emit } from '../../rules/effects.ts';
import { captainOf } from '../../rules/guards.ts';
import type { Ctx, Query } from '../../rules/rule.ts';
import { MISSION_CAPACITY, missionCapacity, slotsUsed } from '../slots.ts';

/** Active missions a captain may hold (XE-RULE-01: 1 by default; element F's M-Comps add). */
export { MISSION_CAPACITY };

/** Why a G draw on Mission Point `point` is refused, beyond the base checks, if it is. */
export function streamlinedDrawRefusal(q: Query, point: number): RuleError | undefined {
  const missions = captainOf(q).missions;
  const capacity = missionCapacity(q.content, q.state, q.seat);
  if (slotsUsed(q.state, q.seat) >= capacity) {
    return {
      code: 'NoFreeSlot',
      message: `Your active missions fill your capacity of ${capacity}: discard one to draw.`,
    };
  }
  if (missions.unsorted?.points.includes(point)) {
    return {
      code: 'AlreadyDrawnHere',
      message: `You have drawn at Mission Point ${point} this turn already.`,
    };
  }
  return undefined;
}

/** Where the kept card may go: a free slot (`NoFreeSlot` otherwise). */
export function keepRefusal(q: Query): RuleError | undefined {
  const capacity = missionCapacity(q.content, q.state, q.seat);
  if (slotsUsed(q.state, q.seat) < capacity) return undefined;
  return {
    code: 'NoFreeSlot',
    message: `Your active missions fill your capacity of ${capacity}: discard one to keep a card.`,
  };
}

/** The drawn cards go face down in front of the drawer, unseen (XE-RULE-01). */
export function drawFaceDown(ctx: Ctx, point: number, cards: readonly string[]): void {
  const missions = captainAt(ctx, ctx.seat).missions;
  const before = missions.unsorted ?? { cards: [], points: [] };
  missions.unsorted = { cards: [...before.cards, ...cards], points: [...before.points, point] };
  emit(ctx, { type: 'MissionsDrawn', seat: ctx.seat, count: cards.length, cards: null });
}

/**
 * `seat`'s turn has ended: they look at what they drew and keep what fits (XE-RULE-01). The
 * decision waits on top of the next turn's start.
 */
export function offerSort(ctx: Ctx, seat: SeatId): void {
  const missions = captainAt(ctx, seat).missions;
  const cards = missions.unsorted?.cards ?? [];
  delete missions.unsorted;
  if (cards.length > 0) ctx.s.prompts.push({ kind: 'KeepMission', seat, cards: [...cards] });
}

/** A destroyed ship's drawn cards go to the discard pile, seen by nobody (XE-RULE-03). */
export function discardUnsorted(ctx: Ctx, seat: SeatId): void {
  const missions = captainAt(ctx, seat).missions;
  const cards = missions.unsorted?.cards ?? [];
  delete missions.unsorted;
  for (const card of cards) {
    ctx.s.decks.missionDiscard.push(card);
    emit(ctx, { type: 'MissionDiscarded', seat, revealed: false, card: null });
  }
}
