/**
 * Answering a natural 20 on a spawn roll: choose any unoccupied Spawn Point (XB-RESP-03,
 * XB-BORDER-10); and the solo player's starting Spawn Point (XS-SETUP-07).
 */
import { promptGuard } from './guards.ts';
import { freeSpawns, placeAtSpawn } from './respawn.ts';
import { type Query, type Rule, remembered } from './rule.ts';
import { shipsPlaced } from './setup-stage.ts';

/** Free Spawn Points, worked out once per query rather than for each candidate. */
const free = (q: Query): readonly number[] => freeSpawns(q.board, q.state);

export const chooseSpawn: Rule<'ChooseSpawn'> = {
  where: { prompts: ['ChooseSpawn'] },
  candidates(q) {
    if (promptGuard(q, 'ChooseSpawn').error) return [];
    return remembered(q, 'freeSpawns', free).map((spawn) => ({
      type: 'ChooseSpawn' as const,
      spawn,
    }));
  },
  check(q, { spawn }) {
    const { error } = promptGuard(q, 'ChooseSpawn');
    if (error) return error;
    if (!remembered(q, 'freeSpawns', free).includes(spawn))
      return { code: 'BadSpawn', message: `Spawn Point ${spawn} is not free on the board.` };
    return undefined;
  },
  run(ctx, { spawn }) {
    const prompt = ctx.s.prompts.pop();
    if (prompt?.kind !== 'ChooseSpawn') return;
    placeAtSpawn(ctx, ctx.seat, spawn, prompt.reason);
    if (prompt.reason === 'start') shipsPlaced(ctx); // XS-SETUP-07: then the NPCs spawn
  },
};
