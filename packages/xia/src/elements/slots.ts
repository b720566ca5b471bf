/**
 * Active mission slots in use: the missions a captain holds, and a captain in need aboard
 * (element B, GAP-XE-08), who takes a slot as a mission does; and how many slots there are:
 * 1 (XB-MISS-01, XE-RULE-01), 2 more for each working M-Comp (element F, XE-MOD-05), and any a
 * campaign reward adds (XC-CAMP-06).
 */
import type { SeatId } from '@drift/engine';
import { rewardMissionSlots } from '../campaign/rewards.ts';
import type { Content } from '../model/content.ts';
import type { XiaState } from '../model/state.ts';
import { aboard } from './b-tokens/in-need.ts';
import { extraMissions } from './f-outfits/mods.ts';

/** Active missions a captain may hold without Mods. */
export const MISSION_CAPACITY = 1;

export function slotsUsed(state: XiaState, seat: SeatId): number {
  const captain = state.captains[seat];
  return (captain?.missions.active.length ?? 0) + (aboard(state, seat) ? 1 : 0);
}

/** Active missions `seat` may hold now. */
export function missionCapacity(content: Content, state: XiaState, seat: SeatId): number {
  const captain = state.captains[seat];
  // XC-CAMP-06: a campaign reward may add slots.
  const reward = state.campaign ? rewardMissionSlots(state) : 0;
  return MISSION_CAPACITY + (captain ? extraMissions(content, captain.hold) : 0) + reward;
}
