/**
 * Timed rounds: each workload plays a fixed number of commands per round, workloads take turns
 * within a round in slices (the order rotates every slice, so none always runs first), and each
 * round's process CPU time and wall time are recorded. `prepare` runs before the clock starts.
 */

/** Something to time: `play(count)` does `count` units of work; `prepare(count)` readies it. */
export interface Workload {
  readonly name: string;
  prepare(count: number): void;
  play(count: number): void;
}

/** One timed round of one workload. */
export interface Sample {
  readonly count: number;
  readonly cpuMs: number;
  readonly wallMs: number;
}

/** Process CPU time (user + system, every thread) and wall time, in milliseconds. */
export interface Clock {
  cpuMs(): number;
  wallMs(): number;
}

export const processClock: Clock = {
  cpuMs: () => {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1000;
  },
  wallMs: () => performance.now(),
};

/**
 * The order of play in each round: round r runs the workloads rotated by r, so with two
 * workloads A B the rounds go A B, B A, A B, … and each runs first in half of them.
 */
export function interleave<T>(items: readonly T[], rounds: number): T[][] {
  return Array.from({ length: rounds }, (_, r) =>
    items.map((_, i) => items[(i + r) % items.length] as T),
  );
}

/** Commands per round so that one round lasts about `targetMs` at `perSecond`; at least 1. */
export function roundCount(perSecond: number, targetMs: number): number {
  const count = Math.round((perSecond * targetMs) / 1000);
  return Number.isFinite(count) && count > 0 ? count : 1;
}

/** Times one call of `play(count)` after an untimed `prepare(count)`. */
export function timeRound(workload: Workload, count: number, clock: Clock = processClock): Sample {
  workload.prepare(count);
  const cpu = clock.cpuMs();
  const wall = clock.wallMs();
  workload.play(count);
  const wallMs = clock.wallMs() - wall;
  return { count, cpuMs: clock.cpuMs() - cpu, wallMs };
}

/**
 * Untimed warm-up: the workloads take turns in chunks of `chunk` until each has played
 * `count`. Returns each workload's rate (per CPU second) over its last chunk, to size rounds.
 */
export function warmUp(
  workloads: readonly Workload[],
  count: number,
  chunk = 2_000,
  clock: Clock = processClock,
): number[] {
  const rates = workloads.map(() => Number.NaN);
  for (let done = 0; done < count; done += chunk) {
    const size = Math.min(chunk, count - done);
    workloads.forEach((workload, i) => {
      const sample = timeRound(workload, size, clock);
      rates[i] = (sample.count * 1000) / Math.max(sample.cpuMs, 1e-3);
    });
  }
  return rates;
}

/**
 * `rounds` timed rounds of `counts[i]` units of `workloads[i]` each. Within a round the
 * workloads take turns in `slices` slices (each a `slices`-th of its count, the order rotating
 * from slice to slice), so a busy spell of the machine falls on all of them alike; a round's
 * sample is the sum of its slices. Returns the samples per workload.
 */
export function runRounds(
  workloads: readonly Workload[],
  counts: readonly number[],
  rounds: number,
  clock: Clock = processClock,
  slices = 1,
): Sample[][] {
  const samples: Sample[][] = workloads.map(() => []);
  const indices = workloads.map((_, i) => i);
  const orders = interleave(indices, rounds * slices);
  const sliceCounts = counts.map((count) => Math.max(1, Math.round(count / slices)));
  for (let round = 0; round < rounds; round++) {
    const sums = workloads.map(() => ({ count: 0, cpuMs: 0, wallMs: 0 }));
    for (const order of orders.slice(round * slices, (round + 1) * slices)) {
      for (const i of order) {
        const workload = workloads[i];
        const sum = sums[i];
        if (!workload || !sum) continue;
        const sample = timeRound(workload, sliceCounts[i] ?? 1, clock);
        sum.count += sample.count;
        sum.cpuMs += sample.cpuMs;
        sum.wallMs += sample.wallMs;
      }
    }
    sums.forEach((sum, i) => {
      samples[i]?.push(sum);
    });
  }
  return samples;
}

/** Units per second of each sample, by CPU time or by wall time. */
export function rates(samples: readonly Sample[], by: 'cpu' | 'wall'): number[] {
  return samples.map((s) => (s.count * 1000) / (by === 'cpu' ? s.cpuMs : s.wallMs));
}
