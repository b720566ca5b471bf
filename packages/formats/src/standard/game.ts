/**
 * The two-player game every standard-based format ends with: points destroyed, a winner, Margin
 * of Victory and tournament points (GAP-XW-12: core tournament rules are not in the seed; our
 * choices are in docs/decisions.md).
 */

/** One player's points at the end of a game. */
export interface GameScore {
  readonly player: string;
  /** Points of enemy ships destroyed. */
  readonly destroyed: number;
  /** Points the format adds: objective points, Exogorth kills, the shuttle's upgrades. */
  readonly bonus: number;
  /** destroyed + bonus: what decides a game at time and feeds Margin of Victory. */
  readonly total: number;
}

/** A player's score for one round as the event module sums it (event/plugin.ts owns the type). */
export interface FormatScore {
  readonly player: string;
  readonly measures: Readonly<Record<string, number>>;
}

/** A tie-breaker of the standings, higher first. */
export interface StandingKey {
  readonly key: string;
  readonly label: string;
}

export const MOV_BASE = 100;
export const MOV_MAX = 200;

export function gameScore(player: string, destroyed: number, bonus = 0): GameScore {
  return { player, destroyed, bonus, total: destroyed + bonus };
}

/** 100 + own total − the opponent's, kept within 0..200 (a draw gives 100 each). */
export function marginOfVictory(own: number, other: number): number {
  return Math.min(MOV_MAX, Math.max(0, MOV_BASE + own - other));
}

/**
 * The winner: the only player left with ships when the other lost them all; otherwise the
 * higher total; equal totals are a draw (null).
 */
export function decideWinner(
  scores: readonly [GameScore, GameScore],
  eliminated: readonly string[],
): string | null {
  const [a, b] = scores;
  const aOut = eliminated.includes(a.player);
  const bOut = eliminated.includes(b.player);
  if (aOut !== bOut) return aOut ? b.player : a.player;
  if (a.total === b.total) return null;
  return a.total > b.total ? a.player : b.player;
}

/** The opponent's score in a two-player game. */
export function otherScore(scores: readonly [GameScore, GameScore], player: string): GameScore {
  return scores[0].player === player ? scores[1] : scores[0];
}
