/**
 * A bot seat's label, checked against the bot registry (`random`, `typed-random`,
 * `heuristic[:profile]`, `search[:<N>ms|<N>it]`, `level:easy|normal|hard`) and the server's budget limits, so nobody
 * seats a bot that would think for minutes on every move.
 */
import { BOTS, HARD_MS, lookUp, parseBudget, splitLabel } from '@drift/bots';
import { ok, type Result, type RuleError, refuse } from '@drift/engine';
import type { ServerConfig } from '../config.ts';

/** The bot labels a lobby may offer: each name and what may follow `name:`. */
export function botCatalogue(): { name: string; args: string }[] {
  return [...BOTS.entries()].map(([name, entry]) => ({ name, args: entry.args }));
}

export function checkBotLabel(
  label: string,
  limits: Pick<ServerConfig, 'botMaxMs' | 'botMaxIterations'>,
): Result<string, RuleError> {
  const found = lookUp(label);
  if (typeof found === 'string') return refuse('BadBot', `This is not a bot: ${found}.`);
  const { name, arg } = splitLabel(label);
  // A hard level thinks as long as a search bot on HARD_MS: the same limit holds.
  if (name === 'level' && arg === 'hard' && HARD_MS > limits.botMaxMs)
    return refuse(
      'BadBot',
      `A hard bot thinks ${HARD_MS}ms a decision; this server allows at most ${limits.botMaxMs}ms.`,
    );
  if (name === 'search' && arg !== null) {
    const budget = parseBudget(arg);
    if (budget && 'ms' in budget && budget.ms > limits.botMaxMs)
      return refuse(
        'BadBot',
        `A search bot may think at most ${limits.botMaxMs}ms a decision here, not ${budget.ms}ms.`,
      );
    if (budget && 'iterations' in budget && budget.iterations > limits.botMaxIterations)
      return refuse(
        'BadBot',
        `A search bot may run at most ${limits.botMaxIterations}it a decision here, not ${budget.iterations}it.`,
      );
  }
  return ok(label);
}
