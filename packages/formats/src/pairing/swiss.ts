/**
 * Swiss pairing for the two-player formats (standard, Objective Play, Whack-a-'Gorth): equal
 * scores meet where possible, never a rematch, pair-downs few and small, an odd count's bye to
 * the lowest-ranked player without one. The first round is drawn at random.
 */
import type { RandomState, Result } from '@drift/engine';
import { pairByScore, type RankedPlayer } from './by-score.ts';
import { readOpponents, readRoundInput, readWhole, who } from './fields.ts';
import type { PairingSummary } from './types.ts';

/** A player still in the event, as the standings give them. */
export interface SwissPlayer {
  readonly id: string;
  /** The event's score so far (wins or tournament points), a whole number. */
  readonly score: number;
  /** Everyone this player has met, dropped players included. */
  readonly opponents: readonly string[];
  /** Byes received so far. */
  readonly byes: number;
}

export interface SwissInput {
  /** Active players in standings order, best first (the event's tie-breakers decide it). */
  readonly players: readonly SwissPlayer[];
  readonly random: RandomState;
  /** The organizer's override: pair rematches (as few as possible) rather than refuse. */
  readonly allowRematches?: boolean;
}

/** Pairs the next Swiss round; refuses bad input or a round that would need a rematch. */
export function pairSwiss(input: SwissInput): Result<PairingSummary> {
  const round = readRoundInput(input);
  if (!round.ok) return round;
  const players: RankedPlayer[] = [];
  for (const [i, { id, fields }] of round.value.players.entries()) {
    const where = who(i, id);
    const score = readWhole(fields, 'score', where);
    if (!score.ok) return score;
    const byes = readWhole(fields, 'byes', where, 0);
    if (!byes.ok) return byes;
    const opponents = readOpponents(fields, where);
    if (!opponents.ok) return opponents;
    players.push({ id, score: score.value, byes: byes.value, opponents: opponents.value });
  }
  return pairByScore(players, round.value.random, round.value.allowRematches);
}
