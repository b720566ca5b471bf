/**
 * A single-elimination cut to the top N (N a power of two, at least 2): seed 1 meets seed N,
 * 2 meets N-1, and so on; later rounds follow the fixed bracket (GAP-XW-12), so with no upsets
 * the top two seeds meet in the final.
 */
import { ok, type Result, refuse } from '@drift/engine';

/** A cut table: the better seed first. */
export interface CutTable {
  readonly table: number;
  readonly players: readonly [string, string];
  /** Each player's seed (1 = first in the standings). */
  readonly seeds: readonly [number, number];
}

export interface CutRound {
  /** Players in this round of the cut: N, then N/2, ... 2 for the final. */
  readonly players: number;
  readonly tables: readonly CutTable[];
}

/** The cut's first round from the final Swiss standings (ids, best first). */
export function cutToTop(standings: readonly string[], size: number): Result<CutRound> {
  if (!Number.isSafeInteger(size) || size < 2 || (size & (size - 1)) !== 0) {
    return refuse('BadCutSize', `A cut is to 2, 4, 8, 16... players, not ${size}.`);
  }
  if (!Array.isArray(standings) || standings.some((id) => typeof id !== 'string')) {
    return refuse('BadStandings', 'The standings must be a list of player ids.');
  }
  if (new Set(standings).size !== standings.length) {
    return refuse('BadStandings', 'The standings name a player twice.');
  }
  if (standings.length < size) {
    return refuse(
      'TooFewPlayers',
      `A top ${size} cut needs ${size} players; the standings hold ${standings.length}.`,
    );
  }
  const tables: CutTable[] = [];
  for (let k = 0; k < size / 2; k++) {
    const high = standings[k] ?? '';
    const low = standings[size - 1 - k] ?? '';
    tables.push({ table: k + 1, players: [high, low], seeds: [k + 1, size - k] });
  }
  return ok({ players: size, tables });
}

/**
 * The next cut round from this round's winners (any order): the winner of table k meets the
 * winner of table T+1-k. Refused when a table has no winner or two, or after the final.
 */
export function nextCutRound(round: CutRound, winners: readonly string[]): Result<CutRound> {
  if (!Array.isArray(winners) || winners.some((id) => typeof id !== 'string')) {
    return refuse('BadWinners', 'The winners must be a list of player ids.');
  }
  const advancing: { id: string; seed: number }[] = [];
  for (const t of round.tables) {
    const won = t.players.flatMap((id, side) =>
      winners.includes(id) ? [{ id, seed: t.seeds[side] ?? 0 }] : [],
    );
    const first = won[0];
    if (first === undefined || won.length > 1) {
      return refuse(
        'BadWinners',
        `Table ${t.table} (${t.players.join(' v ')}) needs exactly one winner, got ${won.length}.`,
      );
    }
    advancing.push(first);
  }
  const stranger = winners.find((id) => !round.tables.some((t) => t.players.includes(id)));
  if (stranger !== undefined) {
    return refuse('BadWinners', `"${stranger}" did not play in this round of the cut.`);
  }
  if (advancing.length < 2) {
    return refuse(
      'CutFinished',
      `The final is played: ${advancing[0]?.id ?? 'nobody'} wins the cut.`,
    );
  }
  const tables: CutTable[] = [];
  const half = advancing.length / 2;
  for (let k = 0; k < half; k++) {
    const one = advancing[k];
    const other = advancing[advancing.length - 1 - k];
    if (one === undefined || other === undefined) break;
    const [high, low] = one.seed <= other.seed ? [one, other] : [other, one];
    tables.push({ table: k + 1, players: [high.id, low.id], seeds: [high.seed, low.seed] });
  }
  return ok({ players: advancing.length, tables });
}
