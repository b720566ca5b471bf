/**
 * The campaign's Goal cards as the record sees them: an id, a name and the Fame target the game
 * is played to (XC-CAMP-08: ten of them, XC-CAMP-10).
 *
 * PLACEHOLDER: the goals work owns the Goal cards (data under content/embers with their special
 * rules and rewards). Until it lands, this list stands in for them; it is the only place the
 * campaign record reads goals from, so swapping it for the real data is a one-file change.
 */

export interface CampaignGoalInfo {
  readonly id: string;
  readonly name: string;
  /** Fame needed to win a game played for this goal (XS-SETUP-06). */
  readonly fameTarget: number;
  /** What the goal asks, in a sentence (shown on the campaign page); empty until the data lands. */
  readonly text: string;
}

const PLACEHOLDER_GOALS: readonly CampaignGoalInfo[] = [
  { id: 'first-light', name: 'First Light', fameTarget: 10, text: '' },
  { id: 'honest-ledger', name: 'Honest Ledger', fameTarget: 12, text: '' },
  { id: 'long-haul', name: 'Long Haul', fameTarget: 12, text: '' },
  { id: 'chartmaker', name: 'Chartmaker', fameTarget: 12, text: '' },
  { id: 'clean-hands', name: 'Clean Hands', fameTarget: 14, text: '' },
  { id: 'wanted-poster', name: 'Wanted Poster', fameTarget: 14, text: '' },
  { id: 'deep-salvage', name: 'Deep Salvage', fameTarget: 14, text: '' },
  { id: 'light-hold', name: 'Light Hold', fameTarget: 15, text: '' },
  { id: 'cold-nerve', name: 'Cold Nerve', fameTarget: 16, text: '' },
  { id: 'final-run', name: 'Final Run', fameTarget: 18, text: '' },
];

/** Every Goal card of the campaign, in the order a campaign page lists them. */
export function campaignGoals(): readonly CampaignGoalInfo[] {
  return PLACEHOLDER_GOALS;
}

/** The goal with this id, if the campaign has one. */
export function campaignGoal(id: string): CampaignGoalInfo | undefined {
  return campaignGoals().find((g) => g.id === id);
}
