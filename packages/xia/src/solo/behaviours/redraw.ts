/**
 * RedrawBehaviour: after destroying an NPC in a solo game the player keeps its behaviour or
 * draws it a new one (XS-BEHV-06). Both answers are always open.
 */
import { promptGuard } from '../../rules/guards.ts';
import type { Rule } from '../../rules/rule.ts';
import { answerRedraw } from './draw.ts';

export const redrawBehaviour: Rule<'RedrawBehaviour'> = {
  where: { prompts: ['RedrawBehaviour'] },
  candidates(q) {
    if (promptGuard(q, 'RedrawBehaviour').error) return [];
    return [
      { type: 'RedrawBehaviour', redraw: false },
      { type: 'RedrawBehaviour', redraw: true },
    ];
  },
  check(q) {
    return promptGuard(q, 'RedrawBehaviour').error;
  },
  run(ctx, { redraw }) {
    const prompt = ctx.s.prompts.pop();
    // Stryker disable next-line ConditionalExpression: run follows check, which found this prompt on top.
    if (prompt?.kind !== 'RedrawBehaviour') return;
    answerRedraw(ctx, prompt.npc, redraw);
  },
};
