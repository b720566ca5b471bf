/** Campaign mode (XC-*): the record a server keeps, and what a game reads from it. */
export { campaignGoals, GOALS_FILE, goalCard, isGoal, validateGoals } from './goals/content.ts';
export type { GoalDef, GoalRuleDef, RewardEffectDef } from './goals/schema.ts';
export { rewardText, ruleText } from './goals/text.ts';
export * from './options.ts';
export * from './record.ts';
export * from './result.ts';
export { goalVerdict, RULE_MODES, type RuleMode, type RuleStatus, ruleStatuses } from './rules.ts';
export { leastUsed, shipUses } from './ships.ts';
export type { BrokenRule, CampaignState, GoalResult } from './state.ts';
export * from './upgrades/index.ts';
export type { CampaignView } from './view.ts';
