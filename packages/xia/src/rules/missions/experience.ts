/**
 * Experience: after a failed mission d20, the captain may discard a completed mission of the
 * same type to roll again, or accept the failure (XB-MISS-04). The discarded card goes to the
 * discard pile; each new failure asks again while such cards remain.
 */
import { captainAt, emit } from '../effects.ts';
import { promptGuard } from '../guards.ts';
import type { Rule } from '../rule.ts';
import { attempt } from './attempts.ts';
import { failMission } from './outcome.ts';

/** UseExperience: discard a completed mission to re-roll, or `null` to accept the failure. */
export const useExperience: Rule<'UseExperience'> = {
  where: { prompts: ['UseExperience'] },
  candidates(q) {
    const { prompt } = promptGuard(q, 'UseExperience');
    if (!prompt) return [];
    return [
      ...prompt.options.map((card) => ({ type: 'UseExperience' as const, card })),
      { type: 'UseExperience' as const, card: null },
    ];
  },
  check(q, { card }) {
    const { error, prompt } = promptGuard(q, 'UseExperience');
    if (error) return error;
    if (card !== null && !prompt.options.includes(card)) {
      return {
        code: 'NotAnOption',
        message: 'Discard a completed mission of the same type as the failed one, or none.',
      };
    }
    return undefined;
  },
  run(ctx, { card }) {
    const prompt = ctx.s.prompts.pop();
    // Stryker disable next-line ConditionalExpression,OptionalChaining: run follows check, which found this prompt on top.
    if (prompt?.kind !== 'UseExperience') return;
    const seat = ctx.seat;
    const mission = prompt.mission;
    if (card === null) {
      failMission(ctx, seat, mission);
      return;
    }
    const missions = captainAt(ctx, seat).missions;
    missions.completed = missions.completed.filter((c) => c !== card);
    ctx.s.decks.missionDiscard.push(card);
    emit(ctx, { type: 'ExperienceUsed', seat, card });
    attempt(ctx, seat, mission);
  },
};
