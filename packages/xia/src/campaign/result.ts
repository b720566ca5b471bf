/**
 * What a finished campaign game means for its campaign (XC-CAMP-06, XC-CAMP-07): won or lost,
 * whether the goal was met (won with its special rules kept), the Fame of both sides and the
 * ships used.
 */
import type { XiaState } from '../model/state.ts';
import { goalVerdict } from './rules.ts';

export interface GameOutcome {
  readonly won: boolean;
  /** Won with the goal's special rules kept (XC-CAMP-06); a loss, or a win that broke them, fails (XC-CAMP-07). */
  readonly goalMet: boolean;
  /** The goal attempted; null only when the game ended before one was chosen. */
  readonly goal: string | null;
  /** Why the goal was not met, in sentences; empty when it was. */
  readonly reasons: readonly string[];
  readonly fame: number;
  readonly npcFame: number;
  /** Ships the player used, the starting one first, each bought after it (XC-CAMP-02, XC-CAMP-04). */
  readonly ships: readonly string[];
}

/** The outcome of a finished campaign game; undefined while it goes on or if not a campaign game. */
export function gameOutcome(s: XiaState): GameOutcome | undefined {
  if (!s.options.campaign || !s.campaign || s.stage !== 'finished') return undefined;
  const captain = s.captains[0];
  const verdict = s.campaign.result ?? goalVerdict(s);
  return {
    won: s.winner === 0,
    goalMet: verdict.met,
    goal: s.campaign.goal,
    reasons: verdict.reasons,
    fame: captain?.fame ?? 0,
    npcFame: s.solo?.npcFame ?? 0,
    ships: s.campaign.ships,
  };
}
