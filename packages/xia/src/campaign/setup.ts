/**
 * A campaign game's setup (XC-CAMP-01..03, XC-CAMP-06): its options checked against the content,
 * the Fame target of a goal already chosen (XS-SETUP-06), and the rewards that change what the
 * captain starts with.
 */
import type { RuleError } from '@drift/engine';
import type { Content } from '../model/content.ts';
import type { XiaOptions } from '../options.ts';
import { isGoal } from './goals/content.ts';
import { openGoals } from './options.ts';
import { goalFameTarget } from './state.ts';

function bad(message: string): RuleError {
  return { code: 'BadOptions', message: `Setup options are not valid: campaign: ${message}.` };
}

/** What is wrong with a campaign game's options for this content, if anything. */
export function campaignSetupRefusal(content: Content, options: XiaOptions): RuleError | undefined {
  const campaign = options.campaign;
  if (!campaign) return undefined;
  if (!options.solo) return bad('a campaign game is a solo game (XC-CAMP-01)');
  const open = openGoals(campaign);
  if (open.length === 0) return bad('no goal is open to attempt');
  const unknown = [...open, ...campaign.rewards].find((g) => !isGoal(g));
  if (unknown !== undefined) return bad(`there is no Goal card "${unknown}"`);
  const ship = Object.keys(campaign.shipUses).find(
    (id) => !content.pack.ships.some((s) => s.id === id),
  );
  if (ship !== undefined) return bad(`shipUses names "${ship}", which is no ship of this pack`);
  return undefined;
}

/** The Fame target when the goal is known at setup (one goal open); undefined otherwise. */
export function campaignFameTarget(options: XiaOptions): number | undefined {
  const open = options.campaign ? openGoals(options.campaign) : [];
  const [goal] = open;
  return open.length === 1 && goal !== undefined ? goalFameTarget(goal) : undefined;
}
