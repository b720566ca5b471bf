/**
 * The campaign's Goal cards as the record and the campaign page read them: an id, a name, the
 * Fame target the game is played to, the card's line of flavour, its special rules and its
 * reward in words (XC-CAMP-08: ten of them, XC-CAMP-10). Made from the cards' data
 * (`goals/content.ts`), so there is one source of goals.
 */
import { campaignGoals, goalCard, isGoal } from './goals/content.ts';
import { rewardText, ruleText } from './goals/text.ts';

export interface CampaignGoalInfo {
  readonly id: string;
  readonly name: string;
  /** Fame needed to win a game played for this goal (XS-SETUP-06). */
  readonly fameTarget: number;
  readonly flavour: string;
  /** The special rules, a sentence each. */
  readonly rules: readonly string[];
  /** The reward a completion unlocks for later games. */
  readonly reward: { readonly name: string; readonly text: string };
}

function info(id: string): CampaignGoalInfo {
  const g = goalCard(id);
  return {
    id: g.id,
    name: g.name,
    fameTarget: g.fame,
    flavour: g.flavour,
    rules: g.rules.map(ruleText),
    reward: { name: g.reward.name, text: rewardText(g.reward.effect) },
  };
}

let cached: readonly CampaignGoalInfo[] | undefined;

/** Every Goal card of the campaign, in the cards' order. */
export function goalInfos(): readonly CampaignGoalInfo[] {
  cached ??= campaignGoals().map((g) => info(g.id));
  return cached;
}

/** The goal with this id, if the campaign has one. */
export function campaignGoal(id: string): CampaignGoalInfo | undefined {
  return isGoal(id) ? goalInfos().find((g) => g.id === id) : undefined;
}
