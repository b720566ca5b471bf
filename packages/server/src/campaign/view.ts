/** What the HTTP API answers about a campaign: the record and what follows from it. */
import {
  availableGoals,
  type CampaignRecord,
  campaignScore,
  campaignWon,
  type Tier,
  type Track,
  upgradeChoices,
  upgradeDue,
} from '@drift/xia';

export interface CampaignDetails {
  readonly id: string;
  readonly record: CampaignRecord;
  /** The match of the game being played for it, until the game is recorded. */
  readonly pendingMatch: string | null;
  readonly score: number;
  readonly won: boolean;
  readonly upgradeDue: boolean;
  readonly upgradeChoices: readonly { readonly track: Track; readonly tier: Tier }[];
  /** Goals the next game may attempt. */
  readonly availableGoals: readonly string[];
  readonly updatedAt: number;
}

/** A line of a player's list of campaigns. */
export interface CampaignSummary {
  readonly id: string;
  readonly name: string;
  readonly difficulty: CampaignRecord['difficulty'];
  readonly games: number;
  readonly completed: number;
  readonly score: number;
  readonly won: boolean;
  readonly upgradeDue: boolean;
  readonly pendingMatch: string | null;
  readonly updatedAt: number;
}

export function campaignDetails(
  record: CampaignRecord,
  pendingMatch: string | null,
  updatedAt: number,
): CampaignDetails {
  return {
    id: record.id,
    record,
    pendingMatch,
    score: campaignScore(record),
    won: campaignWon(record),
    upgradeDue: upgradeDue(record),
    upgradeChoices: upgradeChoices(record),
    availableGoals: availableGoals(record),
    updatedAt,
  };
}

export function campaignSummary(view: CampaignDetails): CampaignSummary {
  const { record } = view;
  return {
    id: view.id,
    name: record.name,
    difficulty: record.difficulty,
    games: record.games.length,
    completed: record.completed.length,
    score: view.score,
    won: view.won,
    upgradeDue: view.upgradeDue,
    pendingMatch: view.pendingMatch,
    updatedAt: view.updatedAt,
  };
}
