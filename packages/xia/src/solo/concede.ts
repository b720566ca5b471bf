/**
 * Conceding a solo game: the player gives up at any moment it is theirs to act and the NPCs win
 * (a campaign records the loss). Drift's addition: the rulebook has no word for it.
 */
import { captainName } from '../model/seats.ts';
import type { Rule } from '../rules/rule.ts';
import { npcsWin } from './fame.ts';

export const concede: Rule<'Concede'> = {
  where: { anywhere: true },
  candidates: () => [{ type: 'Concede' }],
  check(q) {
    if (!q.state.solo)
      return { code: 'NotSolo', message: 'Only a solo game can be conceded to the NPCs.' };
    if (!q.state.captains[q.seat])
      return { code: 'NoSuchSeat', message: `There is no ${captainName(q.seat)} in this match.` };
    if (q.state.stage === 'finished') return { code: 'GameOver', message: 'The game is over.' };
    return undefined;
  },
  run(ctx) {
    npcsWin(ctx, 'conceded');
  },
};
