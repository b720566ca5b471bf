/**
 * Solo Draw Missions (XS-MISS-04): the player may look at the cards drawn face down (element G)
 * at once and keep what fits their free slots, or wait for the end of the turn as usual. The
 * Mission Points drawn at stay counted for the turn.
 */
import { captainAt } from '../rules/effects.ts';
import { captainOf, phaseGuard } from '../rules/guards.ts';
import type { Rule } from '../rules/rule.ts';

export const sortMissions: Rule<'SortMissions'> = {
  where: { phases: ['Action', 'Business', 'Status'] },
  candidates: () => [{ type: 'SortMissions' }],
  check(q) {
    if (!q.state.solo)
      return {
        code: 'NotSolo',
        message:
          'Drawn missions are looked at after your turn; only a solo player may look at once.',
      };
    const guard = phaseGuard(q, q.state.turn.phase, true);
    if (guard) return guard;
    if ((captainOf(q).missions.unsorted?.cards.length ?? 0) === 0)
      return { code: 'NothingDrawn', message: 'You have no drawn mission cards to look at.' };
    return undefined;
  },
  run(ctx) {
    const missions = captainAt(ctx, ctx.seat).missions;
    const drawn = missions.unsorted;
    if (!drawn) return;
    missions.unsorted = { cards: [], points: drawn.points };
    ctx.s.prompts.push({ kind: 'KeepMission', seat: ctx.seat, cards: [...drawn.cards] });
  },
};
