/**
 * What a finished campaign game means for its campaign (XC-CAMP-06, XC-CAMP-07): won or lost,
 * whether the goal's special rules were kept, the Fame of both sides and the ships used.
 * SKELETON: the goals work fills in `goalMet` and `ships`.
 */
import type { XiaState } from '../model/state.ts';

export interface GameOutcome {
  readonly won: boolean;
  /** Won with the goal's special rules kept (XC-CAMP-06). */
  readonly goalMet: boolean;
  readonly goal: string;
  readonly fame: number;
  readonly npcFame: number;
  /** Ships the player used, the starting one first (XC-CAMP-02, XC-CAMP-04). */
  readonly ships: readonly string[];
}

/** The outcome of a finished campaign game; undefined while it goes on or if not a campaign game. */
export function gameOutcome(s: XiaState): GameOutcome | undefined {
  const campaign = s.options.campaign;
  if (!campaign || s.stage !== 'finished') return undefined;
  const captain = s.captains[0];
  const won = s.winner === 0;
  return {
    won,
    goalMet: won,
    goal: campaign.goal,
    fame: captain?.fame ?? 0,
    npcFame: s.solo?.npcFame ?? 0,
    ships: captain?.ship ? [captain.ship] : [],
  };
}
