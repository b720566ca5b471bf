/** Small statistics for benchmark rounds: the median and the range of a list of figures. */

export interface Spread {
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

/** The middle value (the mean of the two middle ones for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  if (sorted.length === 0) return Number.NaN;
  const upper = sorted[mid] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? Number.NaN) + upper) / 2;
}

/** Median, smallest and largest value; all NaN when empty. */
export function spread(values: readonly number[]): Spread {
  if (values.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN };
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/** Round by round `a[i] / b[i]`, over the rounds both lists have. */
export function pairRatios(a: readonly number[], b: readonly number[]): number[] {
  const length = Math.min(a.length, b.length);
  return Array.from({ length }, (_, i) => (a[i] ?? Number.NaN) / (b[i] ?? Number.NaN));
}
