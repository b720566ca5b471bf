/** Totals over rounds ranked by a format's standing keys with the event's own comparison. */
import { compareTotals } from '../../src/event/standings.ts';
import type { StandingKey } from '../../src/index.ts';

type Score = { readonly player: string; readonly measures: Readonly<Record<string, number>> };

export function rankRounds(keys: readonly StandingKey[], rounds: readonly (readonly Score[])[]) {
  const totals = new Map<string, Record<string, number>>();
  for (const round of rounds)
    for (const { player, measures } of round) {
      const sum = totals.get(player) ?? {};
      for (const [k, v] of Object.entries(measures)) sum[k] = (sum[k] ?? 0) + v;
      totals.set(player, sum);
    }
  const sorted = [...totals].sort(
    ([p, a], [q, b]) => compareTotals(keys, a, b) || p.localeCompare(q),
  );
  const ranks: number[] = [];
  return sorted.map(([player, measures], i) => {
    const prev = sorted[i - 1];
    const rank =
      prev && compareTotals(keys, prev[1], measures) === 0 ? (ranks[i - 1] as number) : i + 1;
    ranks.push(rank);
    return { rank, player, measures };
  });
}
