/**
 * The goal's choice before the first turn (XC-CAMP-03): when a campaign game leaves several goals
 * open, setup ends with a ChooseGoal prompt; with one it was taken at setup.
 */
import type { Ctx } from '../rules/rule.ts';
import { openGoals } from './options.ts';
import { PLAYER } from './track.ts';

/** Asks for the goal if it is still to choose; true when the first turn must wait for it. */
export function awaitGoal(ctx: Ctx): boolean {
  const campaign = ctx.s.options.campaign;
  if (!campaign || !ctx.s.campaign || ctx.s.campaign.goal !== null) return false;
  ctx.s.prompts.push({ kind: 'ChooseGoal', seat: PLAYER, goals: [...openGoals(campaign)] });
  return true;
}
