/**
 * ChooseGoal: the player picks the goal to attempt among those open, after setup and before the
 * first turn (XC-CAMP-03); its Fame target becomes the game's (XS-SETUP-06), then play starts.
 */
import { emit } from '../rules/effects.ts';
import { promptGuard } from '../rules/guards.ts';
import type { Rule } from '../rules/rule.ts';
import { startPlay } from '../rules/setup-stage.ts';
import { goalCard } from './goals/content.ts';
import { goalFameTarget } from './state.ts';

export const chooseGoal: Rule<'ChooseGoal'> = {
  where: { prompts: ['ChooseGoal'] },
  candidates(q) {
    const { prompt } = promptGuard(q, 'ChooseGoal');
    return prompt ? prompt.goals.map((goal) => ({ type: 'ChooseGoal' as const, goal })) : [];
  },
  check(q, { goal }) {
    const { error, prompt } = promptGuard(q, 'ChooseGoal');
    if (error) return error;
    if (!prompt.goals.includes(goal)) {
      const names = prompt.goals.map((g) => goalCard(g).name).join(', ');
      return {
        code: 'GoalNotOpen',
        message: `"${goal}" is not a goal open in this campaign; choose one of ${names}.`,
      };
    }
    return undefined;
  },
  run(ctx, { goal }) {
    ctx.s.prompts.pop();
    const campaign = ctx.s.campaign;
    if (!campaign) throw new Error('ChooseGoal outside a campaign game');
    campaign.goal = goal;
    ctx.s.fameTarget = goalFameTarget(goal); // XS-SETUP-06
    emit(ctx, { type: 'GoalChosen', seat: ctx.seat, goal, fameTarget: ctx.s.fameTarget });
    startPlay(ctx);
  },
};
