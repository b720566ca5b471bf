/**
 * Exact discrete distributions over whole numbers, kept as integer weights over a common total
 * (every probability is a fraction `weight / total`), so sums of dice convolve without rounding.
 * The totals stay far below 2^53: eight d12s and a d20 make 12^8 x 20, about 8.6e9.
 */

export interface Dist {
  /** The value of `weights[0]`. */
  readonly min: number;
  /** Integer weight of each value from `min` upward. */
  readonly weights: readonly number[];
  /** The sum of the weights. */
  readonly total: number;
}

/** A value that is certain. */
export function certain(value: number): Dist {
  return { min: value, weights: [1], total: 1 };
}

/**
 * A die of `size` faces less `penalty` (damage markers on its outfit), never below 0
 * (XB-OUTF-07, GAP-XB-22): faces 1..size, each counted once.
 */
export function dieRoll(size: number, penalty = 0): Dist {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`A die has 1 or more faces, not ${size}`);
  const counts = new Map<number, number>();
  for (let face = 1; face <= size; face++) {
    const value = Math.max(0, face - Math.max(0, penalty));
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return fromCounts(counts);
}

/** A distribution from value → weight (weights summed; zero weights dropped at the ends). */
export function fromCounts(counts: ReadonlyMap<number, number>): Dist {
  const values = [...counts.keys()].filter((v) => (counts.get(v) ?? 0) > 0);
  if (values.length === 0) throw new RangeError('A distribution needs some weight');
  const min = Math.min(...values);
  const max = Math.max(...values);
  const weights = Array.from({ length: max - min + 1 }, (_, i) => counts.get(min + i) ?? 0);
  return { min, weights, total: weights.reduce((a, b) => a + b, 0) };
}

/** The distribution of X + Y for independent X and Y (convolution). */
export function add(a: Dist, b: Dist): Dist {
  const weights = new Array<number>(a.weights.length + b.weights.length - 1).fill(0);
  a.weights.forEach((wa, i) => {
    if (wa === 0) return;
    b.weights.forEach((wb, j) => {
      weights[i + j] = (weights[i + j] ?? 0) + wa * wb;
    });
  });
  return { min: a.min + b.min, weights, total: a.total * b.total };
}

/** The sum of independent distributions; a certain 0 for none. */
export function sum(parts: readonly Dist[]): Dist {
  return parts.reduce(add, certain(0));
}

/** X + n. */
export function shift(d: Dist, n: number): Dist {
  return { ...d, min: d.min + n };
}

/**
 * With chance `hit / of`, `then`; otherwise `otherwise` (a mixture), over a common total.
 */
export function either(hit: number, of: number, then: Dist, otherwise: Dist): Dist {
  const counts = new Map<number, number>();
  const put = (d: Dist, times: number, other: number) =>
    d.weights.forEach((w, i) => {
      const v = d.min + i;
      counts.set(v, (counts.get(v) ?? 0) + w * times * other);
    });
  put(then, hit, otherwise.total);
  put(otherwise, of - hit, then.total);
  const out = fromCounts(counts);
  // Keep the common total even when a branch has no weight.
  return { ...out, total: of * then.total * otherwise.total };
}

/** max(0, X − Y) for independent X and Y: the damage of attack X against defence Y (XB-CMBT-05). */
export function excess(attack: Dist, defence: Dist): Dist {
  const counts = new Map<number, number>();
  attack.weights.forEach((wa, i) => {
    if (wa === 0) return;
    defence.weights.forEach((wd, j) => {
      if (wd === 0) return;
      const v = Math.max(0, attack.min + i - (defence.min + j));
      counts.set(v, (counts.get(v) ?? 0) + wa * wd);
    });
  });
  const out = fromCounts(counts);
  return { ...out, total: attack.total * defence.total };
}

/** P(X satisfies `test`). */
export function chance(d: Dist, test: (value: number) => boolean): number {
  let w = 0;
  d.weights.forEach((weight, i) => {
    if (test(d.min + i)) w += weight;
  });
  return w / d.total;
}

/** P(X >= n). */
export function atLeast(d: Dist, n: number): number {
  return chance(d, (v) => v >= n);
}

/** E[X]. */
export function mean(d: Dist): number {
  let s = 0;
  d.weights.forEach((w, i) => {
    s += w * (d.min + i);
  });
  return s / d.total;
}

/** The largest value with weight. */
export function maxValue(d: Dist): number {
  let i = d.weights.length - 1;
  while (i > 0 && d.weights[i] === 0) i--;
  return d.min + i;
}

/** Each value with its probability, smallest first, zero weights left out. */
export function points(d: Dist): { readonly value: number; readonly p: number }[] {
  return d.weights.flatMap((w, i) => (w > 0 ? [{ value: d.min + i, p: w / d.total }] : []));
}
