/**
 * The Escort Mission shuttle (XW-OBJ-15): the second player's small base set flush with their
 * own edge; agility 2, hull 6; each turn it makes a 1 straight or a 1 bank at pilot skill 0.
 */
import { ok, refuse } from '@drift/engine';
import { type Read, readBool, readChoice, readInt } from '../../standard/read.ts';
import { hitTarget, type ObjectiveTarget, type TargetStats } from './targets.ts';

export const missionShuttleStats: TargetStats & { readonly skill: number } = {
  agility: 2,
  hull: 6,
  skill: 0,
};
export const MISSION_SHUTTLE_MOVES = ['straight', 'bank-left', 'bank-right'] as const;

export interface MissionShuttle {
  readonly target: ObjectiveTarget;
  readonly fate: 'in-play' | 'destroyed' | 'exited';
  readonly turn: number;
  /** The turn it last moved. */
  readonly movedTurn: number | null;
}

export function newMissionShuttle(): MissionShuttle {
  return {
    target: {
      id: 'Escort Mission shuttle',
      stats: missionShuttleStats,
      damage: 0,
      destroyedBy: null,
    },
    fate: 'in-play',
    turn: 1,
    movedTurn: null,
  };
}

/** Its move this turn: speed 1, straight or bank; `exits` when it leaves by the opposing side. */
export function moveMissionShuttle(
  s: MissionShuttle,
  speed: unknown,
  bearing: unknown,
  exits: unknown,
): Read<MissionShuttle> {
  if (s.fate !== 'in-play') return refuse('ShuttleGone', 'The shuttle is out of the game');
  if (s.movedTurn === s.turn)
    return refuse('AlreadyActivated', `The shuttle already moved on turn ${s.turn}`);
  const sp = readInt(speed, 'The shuttle speed', 1, 1);
  if (!sp.ok) return sp;
  const b = readChoice(bearing, 'The shuttle bearing', MISSION_SHUTTLE_MOVES);
  if (!b.ok) return b;
  const out = readBool(exits ?? false, 'exits');
  if (!out.ok) return out;
  return ok({ ...s, movedTurn: s.turn, fate: out.value ? 'exited' : 'in-play' });
}

export function attackMissionShuttle(
  s: MissionShuttle,
  damage: unknown,
  by: string,
): Read<MissionShuttle> {
  if (s.fate !== 'in-play') return refuse('ShuttleGone', 'The shuttle is out of the game');
  const hit = hitTarget(s.target, damage, by);
  if (!hit.ok) return hit;
  return ok({
    ...s,
    target: hit.value,
    fate: hit.value.destroyedBy === null ? 'in-play' : 'destroyed',
  });
}

export function nextMissionTurn(s: MissionShuttle): MissionShuttle {
  return { ...s, turn: s.turn + 1 };
}

/** The fact the Escort Mission scores on. */
export function missionShuttleFate(s: MissionShuttle): 'destroyed' | 'exited' | 'neither' {
  return s.fate === 'in-play' ? 'neither' : s.fate;
}
