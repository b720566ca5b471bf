/**
 * Running totals and ranking by a format's standing keys. The event module keeps the real
 * standings; this is the same arithmetic for a format on its own (and for its tests).
 */
import type { FormatScore, StandingKey } from './game.ts';

export interface Standing {
  readonly rank: number;
  readonly player: string;
  readonly measures: Readonly<Record<string, number>>;
}

/** Sums each player's measures over rounds (a player absent from a round adds nothing). */
export function runningTotals(rounds: readonly (readonly FormatScore[])[]): FormatScore[] {
  const order: string[] = [];
  const totals: Record<string, Record<string, number>> = Object.create(null);
  for (const round of rounds) {
    for (const { player, measures } of round) {
      let sum = totals[player];
      if (sum === undefined) {
        sum = Object.create(null) as Record<string, number>;
        totals[player] = sum;
        order.push(player);
      }
      for (const [key, value] of Object.entries(measures)) sum[key] = (sum[key] ?? 0) + value;
    }
  }
  return order.map((player) => ({ player, measures: { ...totals[player] } }));
}

/** Higher first on each key in turn; players equal on every key share a rank. */
export function rankByKeys(
  keys: readonly StandingKey[],
  totals: readonly FormatScore[],
): Standing[] {
  const value = (s: FormatScore, key: string): number => s.measures[key] ?? 0;
  const compare = (a: FormatScore, b: FormatScore): number => {
    for (const { key } of keys) {
      const d = value(b, key) - value(a, key);
      if (d !== 0) return d;
    }
    return 0;
  };
  const sorted = [...totals].sort(
    (a, b) => compare(a, b) || (a.player < b.player ? -1 : a.player > b.player ? 1 : 0),
  );
  const out: Standing[] = [];
  sorted.forEach((s, i) => {
    const prev = sorted[i - 1];
    const previous = out[i - 1];
    const rank =
      prev !== undefined && previous !== undefined && compare(prev, s) === 0
        ? previous.rank
        : i + 1;
    out.push({ rank, player: s.player, measures: s.measures });
  });
  return out;
}
