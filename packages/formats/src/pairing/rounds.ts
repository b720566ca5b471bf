/**
 * How many rounds an event plays is the organizer's call; Political Escort and Ace of Aces both
 * recommend three or four (XW-PE-23, XW-AOA-30). Any count of 1 or more is allowed, with a
 * notice outside the recommendation.
 */
import { ok, type Result, refuse } from '@drift/engine';

export const RECOMMENDED_ROUNDS = {
  'political-escort': { min: 3, max: 4 },
  'ace-of-aces': { min: 3, max: 4 },
} as const;

export type RoundedFormat = keyof typeof RECOMMENDED_ROUNDS;

/** Accepts a planned round count and says when it leaves the format's recommendation. */
export function checkRoundCount(
  format: RoundedFormat,
  rounds: number,
): Result<{ readonly rounds: number; readonly notice: string | null }> {
  if (!Number.isSafeInteger(rounds) || rounds < 1) {
    return refuse('BadRoundCount', `An event plays 1 or more whole rounds, not ${rounds}.`);
  }
  const { min, max } = RECOMMENDED_ROUNDS[format];
  const notice =
    rounds < min || rounds > max
      ? `${rounds} rounds: the format recommends ${min} or ${max}; the organizer decides.`
      : null;
  return ok({ rounds, notice });
}
