/**
 * Objective targets that are not ships: Recon tokens (XW-OBJ-08), the station (XW-OBJ-09) and
 * the Escort Mission shuttle (XW-OBJ-15). The table rolls the dice; the tracker counts hull.
 */
import { ok, refuse } from '@drift/engine';
import { type Read, readBool, readInt, readPlayer, readText } from '../../standard/read.ts';

export interface TargetStats {
  readonly agility: number;
  readonly hull: number;
}

export const reconTokenStats: TargetStats = { agility: 3, hull: 1 };
export const stationStats: TargetStats = { agility: 2, hull: 10 };

export interface ObjectiveTarget {
  readonly id: string;
  readonly stats: TargetStats;
  readonly damage: number;
  /** The player whose attack destroyed it. */
  readonly destroyedBy: string | null;
}

function target(id: string, stats: TargetStats): ObjectiveTarget {
  return { id, stats, damage: 0, destroyedBy: null };
}

/** Damage that got through the target's agility dice. */
export function hitTarget(t: ObjectiveTarget, damage: unknown, by: string): Read<ObjectiveTarget> {
  if (t.destroyedBy !== null) return refuse('TargetGone', `${t.id} is already destroyed`);
  const n = readInt(damage, `Damage to ${t.id}`, 0, 12);
  if (!n.ok) return n;
  const total = Math.min(t.stats.hull, t.damage + n.value);
  return ok({ ...t, damage: total, destroyedBy: total >= t.stats.hull ? by : null });
}

export interface ReconBoard {
  readonly tokens: readonly ObjectiveTarget[];
}

export function reconBoard(obstacles: readonly string[]): ReconBoard {
  return { tokens: obstacles.map((o) => target(o, reconTokenStats)) };
}

/**
 * A ship attacks a Recon token: it must be within Range 1 of the obstacle and able to fire on it;
 * destroying the token collects it.
 */
export function attackRecon(
  board: ReconBoard,
  attack: {
    readonly obstacle: unknown;
    readonly player: unknown;
    readonly withinRange1: unknown;
    readonly canFire: unknown;
    readonly damage: unknown;
  },
  players: readonly string[],
): Read<ReconBoard> {
  const player = readPlayer(attack.player, players, 'The attacking player');
  if (!player.ok) return player;
  const near = readBool(attack.withinRange1, 'withinRange1');
  if (!near.ok) return near;
  const arc = readBool(attack.canFire, 'canFire');
  if (!arc.ok) return arc;
  if (!near.value || !arc.value) {
    return refuse(
      'CannotAttack',
      'Only a ship within Range 1 of the obstacle that can fire on it may attack its Recon token',
    );
  }
  const token = board.tokens.find((t) => t.id === attack.obstacle);
  if (token === undefined)
    return refuse('NoSuchObstacle', `No Recon token on ${JSON.stringify(attack.obstacle)}`);
  const hit = hitTarget(token, attack.damage, player.value);
  if (!hit.ok) return hit;
  return ok({ tokens: board.tokens.map((t) => (t === token ? hit.value : t)) });
}

/** Recon tokens collected by each player, in the given order. */
export function reconTokens(board: ReconBoard, players: readonly string[]): number[] {
  return players.map((p) => board.tokens.filter((t) => t.destroyedBy === p).length);
}

export function newStation(obstacle: unknown): Read<ObjectiveTarget> {
  const id = readText(obstacle, 'The station obstacle');
  return id.ok ? ok(target(id.value, stationStats)) : id;
}

/** Only the first player attacks the station; the second player defends it. */
export function attackStation(
  station: ObjectiveTarget,
  attacker: unknown,
  first: string,
  damage: unknown,
): Read<ObjectiveTarget> {
  if (attacker !== first)
    return refuse('NotYourTarget', `Only the first player (${first}) attacks the station`);
  return hitTarget(station, damage, first);
}

export function stationDestroyed(station: ObjectiveTarget): boolean {
  return station.destroyedBy !== null;
}
