/**
 * Active mission slots in use: the missions a captain holds, and a captain in need aboard
 * (element B, GAP-XE-08), who takes a slot as a mission does.
 */
import type { SeatId } from '@drift/engine';
import type { XiaState } from '../model/state.ts';
import { aboard } from './b-tokens/in-need.ts';

export function slotsUsed(state: XiaState, seat: SeatId): number {
  const captain = state.captains[seat];
  return (captain?.missions.active.length ?? 0) + (aboard(state, seat) ? 1 : 0);
}
