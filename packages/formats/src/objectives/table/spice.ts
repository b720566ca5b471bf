/**
 * Spice Run (XW-OBJ-13): every obstacle holds one marker for each player; a player's spice
 * runner collects its marker the first time it overlaps that obstacle, and that first overlap
 * spares it the obstacle's damage effects.
 */
import { ok, refuse } from '@drift/engine';
import { type Read, readPlayer } from '../../standard/read.ts';

export interface SpiceRun {
  readonly players: readonly [string, string];
  readonly obstacles: readonly string[];
  /** Obstacles whose marker each player's runner has collected, in the players' order. */
  readonly collected: readonly [readonly string[], readonly string[]];
}

export function spiceRun(
  players: readonly [string, string],
  obstacles: readonly string[],
): SpiceRun {
  return { players, obstacles, collected: [[], []] };
}

export interface RunnerOverlap {
  readonly state: SpiceRun;
  readonly collected: boolean;
  /** False on the runner's first overlap of this obstacle. */
  readonly obstacleEffects: boolean;
}

export function runnerOverlap(
  s: SpiceRun,
  player: unknown,
  obstacle: unknown,
): Read<RunnerOverlap> {
  const p = readPlayer(player, s.players, 'The spice runner’s player');
  if (!p.ok) return p;
  const o = s.obstacles.find((x) => x === obstacle);
  if (o === undefined)
    return refuse('NoSuchObstacle', `No obstacle ${JSON.stringify(obstacle)} is on the board`);
  const i = s.players[0] === p.value ? 0 : 1;
  const mine = s.collected[i];
  if (mine.includes(o)) return ok({ state: s, collected: false, obstacleEffects: true });
  const next = [...mine, o];
  const collected: [readonly string[], readonly string[]] =
    i === 0 ? [next, s.collected[1]] : [s.collected[0], next];
  return ok({ state: { ...s, collected }, collected: true, obstacleEffects: false });
}

/** Markers collected by each player, in the players' order. */
export function spiceMarkers(s: SpiceRun): [number, number] {
  return [s.collected[0].length, s.collected[1].length];
}
