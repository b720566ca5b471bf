/**
 * A goal's special rules in play (XC-CAMP-06, XC-CAMP-07, XC-CAMP-10): how each is upheld
 * (enforced by refusing the command, watched until broken, or counted and judged at the end),
 * where each stands now, and the verdict once the game is over. Pure reads of the state.
 */

import type { XiaState } from '../model/state.ts';
import { formatCredits } from '../rules/money.ts';
import { goalCard } from './goals/content.ts';
import type { GoalRuleDef } from './goals/schema.ts';
import { ruleText, sourcesText } from './goals/text.ts';
import type { GoalResult } from './state.ts';

/** How a rule is upheld. */
export type RuleMode = 'enforced' | 'watched' | 'atEnd';

export const RULE_MODES: Readonly<Record<GoalRuleDef['kind'], RuleMode>> = {
  noAttacks: 'enforced',
  maxTier: 'enforced',
  noBoughtFame: 'enforced',
  noKills: 'watched',
  noDeaths: 'watched',
  neverOutlaw: 'watched',
  fameFrom: 'atEnd',
  missions: 'atEnd',
  bountyAtEnd: 'atEnd',
  margin: 'atEnd',
};

/**
 * Where a rule stands: `kept` (not broken so far), `broken` (for good), and for a count judged
 * at the end `short` (not reached yet) or `met`.
 */
export interface RuleStatus {
  readonly rule: number;
  readonly kind: GoalRuleDef['kind'];
  readonly mode: RuleMode;
  readonly text: string;
  readonly status: 'kept' | 'broken' | 'short' | 'met';
  /** A count judged at the end: how far along it is. */
  readonly progress?: { readonly have: number; readonly need: number };
  /** What broke it. */
  readonly reason?: string;
}

/** How far a rule judged at the end has come, or undefined for other rules. */
function progressOf(
  s: XiaState,
  rule: GoalRuleDef,
): { readonly have: number; readonly need: number } | undefined {
  const captain = s.captains[0];
  switch (rule.kind) {
    case 'fameFrom': {
      const fame = s.campaign?.fame ?? {};
      const have = rule.sources.reduce((sum, source) => sum + (fame[source] ?? 0), 0);
      return { have, need: rule.atLeast };
    }
    case 'missions': {
      const done = captain?.record.missionsCompleted;
      return { have: done ? done.lawful + done.outlaw : 0, need: rule.atLeast };
    }
    case 'bountyAtEnd':
      return { have: captain?.bounty ?? 0, need: rule.atLeast };
    case 'margin':
      return { have: (captain?.fame ?? 0) - (s.solo?.npcFame ?? 0), need: rule.atLeast };
    default:
      return undefined;
  }
}

/** Each special rule of the goal attempted, where it stands; none before the goal is chosen. */
export function ruleStatuses(s: XiaState): RuleStatus[] {
  const goal = s.campaign?.goal;
  if (!s.campaign || !goal) return [];
  const broken = s.campaign.broken;
  return goalCard(goal).rules.map((rule, i): RuleStatus => {
    const base = { rule: i, kind: rule.kind, mode: RULE_MODES[rule.kind], text: ruleText(rule) };
    const breach = broken.find((b) => b.rule === i);
    if (breach) return { ...base, status: 'broken', reason: breach.reason };
    const progress = progressOf(s, rule);
    if (!progress) return { ...base, status: 'kept' };
    return { ...base, status: progress.have >= progress.need ? 'met' : 'short', progress };
  });
}

/** Why a count fell short, in words. */
function shortfall(rule: GoalRuleDef, have: number, need: number): string {
  switch (rule.kind) {
    case 'fameFrom':
      return `only ${have} of the ${need} Fame needed from ${sourcesText(rule.sources)}`;
    case 'missions':
      return `only ${have} of the ${need} missions needed were completed`;
    case 'bountyAtEnd':
      return `the ship carried ${formatCredits(have)} Bounty, not ${formatCredits(need)}`;
    case 'margin':
      return `the lead over the NPCs was ${have}, not ${need}`;
    default:
      return ruleText(rule);
  }
}

/**
 * Whether the goal is met (XC-CAMP-06): the game won with every special rule kept; otherwise
 * failed, with the reasons (XC-CAMP-07). A loss fails whatever the rules.
 */
export function goalVerdict(s: XiaState): GoalResult {
  const reasons: string[] = [];
  const npcFame = s.solo?.npcFame ?? 0;
  if (s.winner !== 0)
    reasons.push(
      npcFame >= s.fameTarget ? `The NPCs reached ${npcFame} Fame first.` : 'The game was lost.',
    );
  const goal = s.campaign?.goal;
  if (!goal) {
    reasons.push('No goal was chosen.');
    return { met: false, reasons };
  }
  const rules = goalCard(goal).rules;
  for (const status of ruleStatuses(s)) {
    const rule = rules[status.rule];
    if (!rule) continue;
    if (status.status === 'broken')
      reasons.push(`Broke "${status.text}" (${status.reason ?? 'broken'}).`);
    if (status.status === 'short' && status.progress) {
      const why = shortfall(rule, status.progress.have, status.progress.need);
      reasons.push(`${why.charAt(0).toUpperCase()}${why.slice(1)}.`);
    }
  }
  return { met: reasons.length === 0, reasons };
}
