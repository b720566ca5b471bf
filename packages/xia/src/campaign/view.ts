/**
 * What a player sees of a campaign game (XC-CAMP-*): the goal, each of its special rules with
 * where it stands (kept, broken and why, or a count and how far along), the ships flown and the
 * verdict once the game is over. Nothing of it is secret.
 */
import type { XiaState } from '../model/state.ts';
import { type RuleStatus, ruleStatuses } from './rules.ts';
import type { CampaignState } from './state.ts';

export interface CampaignView extends CampaignState {
  /** The goal's special rules, where each stands; empty until the goal is chosen. */
  readonly rules: readonly RuleStatus[];
}

/** The view of a campaign game's state (`campaign` is `s.campaign`). */
export function campaignView(s: XiaState, campaign: CampaignState): CampaignView {
  return { ...campaign, rules: ruleStatuses(s) };
}
