/**
 * What a campaign game refuses beyond the base rules, for `legal` and `apply` alike: ships that
 * are not among the least used (XC-CAMP-02, XC-CAMP-04), and commands the goal's enforced
 * special rules forbid (XC-CAMP-10). Asked only after the command's own rule accepted it.
 */
import type { RuleError } from '@drift/engine';
import type { XiaCommand } from '../commands.ts';
import type { Query } from '../rules/rule.ts';
import { goalCard } from './goals/content.ts';
import type { GoalRuleDef } from './goals/schema.ts';
import { ruleText } from './goals/text.ts';
import { shipUseRefusal } from './ships.ts';

/** The refusal of a goal's rule of `kind` when `forbids` says it forbids this command. */
function goalRefusal<K extends GoalRuleDef['kind']>(
  q: Query,
  kind: K,
  forbids: (rule: Extract<GoalRuleDef, { kind: K }>) => boolean,
): RuleError | undefined {
  const goal = q.state.campaign?.goal;
  if (!goal) return undefined;
  const card = goalCard(goal);
  const rule = card.rules.find((r): r is Extract<GoalRuleDef, { kind: K }> => r.kind === kind);
  if (!rule || !forbids(rule)) return undefined;
  const text = ruleText(rule);
  return {
    code: 'GoalForbids',
    message: `Your goal, ${card.name}, forbids this: ${text.charAt(0).toLowerCase()}${text.slice(1)}`,
  };
}

/** Why a campaign game refuses `command`, if it does; undefined outside a campaign game. */
export function campaignRefusal(q: Query, command: XiaCommand): RuleError | undefined {
  if (!q.state.campaign) return undefined;
  switch (command.type) {
    case 'ChooseShip':
      return shipUseRefusal(q.state, q.content, command.ship);
    case 'BuyShip':
      return (
        goalRefusal(q, 'maxTier', (r) => q.content.ship(command.ship).tier > r.tier) ??
        shipUseRefusal(q.state, q.content, command.ship)
      );
    case 'Attack':
    case 'Ram':
      return goalRefusal(q, 'noAttacks', () => true);
    case 'BuyFame':
      return goalRefusal(q, 'noBoughtFame', () => true);
    default:
      return undefined;
  }
}
