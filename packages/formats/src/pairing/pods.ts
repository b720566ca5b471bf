/**
 * Ace of Aces pods (XW-AOA-29, XW-AOA-31): tables of 4-8 aces, as few as possible, so as large
 * as possible and as equal as possible. Each round re-pods by total Victory Points (ties by
 * Ships Destroyed, then a seeded draw): the top players fill pod 1, the next pod 2, and so on.
 */
import { ok, openDice, type RandomState, type Result, refuse } from '@drift/engine';
import { readNumber, readRoundInput, who } from './fields.ts';

export const POD_MIN = 4;
export const POD_MAX = 8;

/** Pod sizes for a player count, pod 1 first; `notice` explains a pod below 4. */
export interface PodPlan {
  readonly sizes: readonly number[];
  readonly notice: string | null;
}

/**
 * The pod sizes for `players` aces: ceil(n / 8) pods whose sizes differ by at most one, larger
 * pods first (23 → 8, 8, 7). Two or three players make one short pod with a notice: a game of
 * 2-8 aces is legal (XW-AOA-01), only the tournament's pods start at 4. Fewer than 2 is refused.
 */
export function podSizes(players: number): Result<PodPlan> {
  if (!Number.isSafeInteger(players) || players < 2) {
    return refuse(
      'TooFewPlayers',
      `An Ace of Aces game needs 2 to 8 players and pods need ${POD_MIN}; ${players} cannot be podded.`,
    );
  }
  if (players < POD_MIN) {
    return ok({
      sizes: [players],
      notice: `Only ${players} players: one game of ${players} aces, below the tournament pod size of ${POD_MIN}-${POD_MAX}.`,
    });
  }
  const pods = Math.ceil(players / POD_MAX);
  const small = Math.floor(players / pods);
  const large = players % pods;
  const sizes = Array.from({ length: pods }, (_, i) => (i < large ? small + 1 : small));
  return ok({ sizes, notice: null });
}

/** An ace's running totals (XW-AOA-31). */
export interface AcePlayer {
  readonly id: string;
  /** Total Victory Points so far. */
  readonly vp: number;
  /** Total Ships Destroyed points so far. */
  readonly sd: number;
}

export interface PodInput {
  readonly players: readonly AcePlayer[];
  readonly random: RandomState;
}

export interface Pod {
  /** 1 for the top pod. */
  readonly pod: number;
  /** Its aces, best total first. */
  readonly players: readonly string[];
}

export interface PodRound {
  readonly pods: readonly Pod[];
  readonly notice: string | null;
  readonly random: RandomState;
}

/**
 * Pods for the next round. Before any score (all totals 0) this is a random draw; afterwards the
 * order is total VP, then Ships Destroyed, then the draw.
 */
export function assignPods(input: PodInput): Result<PodRound> {
  const round = readRoundInput(input);
  if (!round.ok) return round;
  const players: { id: string; vp: number; sd: number }[] = [];
  for (const [i, { id, fields }] of round.value.players.entries()) {
    const vp = readNumber(fields, 'vp', who(i, id));
    if (!vp.ok) return vp;
    const sd = readNumber(fields, 'sd', who(i, id));
    if (!sd.ok) return sd;
    players.push({ id, vp: vp.value, sd: sd.value });
  }
  const plan = podSizes(players.length);
  if (!plan.ok) return plan;
  const dice = openDice(round.value.random);
  // Shuffle first, then a stable sort: ties on VP and Ships Destroyed stay in drawn order.
  const order = dice.shuffle(players).sort((a, b) => b.vp - a.vp || b.sd - a.sd);
  const pods: Pod[] = [];
  let next = 0;
  for (const [k, size] of plan.value.sizes.entries()) {
    pods.push({ pod: k + 1, players: order.slice(next, next + size).map((p) => p.id) });
    next += size;
  }
  return ok({ pods, notice: plan.value.notice, random: dice.save() });
}
