/**
 * Coordinate search with relative steps and common random numbers. Each iteration takes the next
 * weight in turn and tries it one step up and one step down (step = s·max(|w|, 1)); the
 * incumbent and both candidates play the same fresh batch of game seeds, so their scores differ
 * by the weights more than by the dice. The better candidate replaces the incumbent only when its
 * gain exceeds z standard errors of the paired difference (bootstrap over the batch's games).
 * A weight whose step failed halves its step, down to a floor; one whose step changed no game
 * at all (scores only rank the legal commands) doubles it, up to MAX_STEP.
 */
import type { GameRecord } from '@drift/sim';
import type { Objective } from './objective.ts';

export type Overrides = Readonly<Record<string, number>>;

/** Plays the batch of games named by `seed` with the candidate's weights (in game order). */
export type PlayBatch = (weights: Overrides, seed: string) => Promise<readonly GameRecord[]>;

export interface SearchOptions {
  /** The weights searched, with their starting values. */
  readonly start: Overrides;
  readonly iterations: number;
  /** The first relative step of every weight, and the smallest it halves to. */
  readonly step: number;
  readonly minStep: number;
  /** A candidate must beat the incumbent by more than z standard errors. */
  readonly z: number;
  /** Batch seeds are `<seed>:<iteration>`. */
  readonly seed: string;
  readonly resamples: number;
  /** No new iteration starts after this time (Date.now()); the search stops early. */
  readonly deadline?: number;
  readonly onStep?: (step: StepReport) => void;
}

/** A paired comparison of a candidate with the incumbent on one batch. */
export interface Trial {
  readonly value: number;
  readonly score: number;
  /** Candidate minus incumbent, and its standard error. */
  readonly diff: number;
  readonly se: number;
}

export interface StepReport {
  readonly iteration: number;
  readonly weight: string;
  readonly from: number;
  readonly incumbent: number;
  readonly trials: readonly Trial[];
  /** The value taken, or null when both were rejected. */
  readonly accepted: number | null;
  /** The weight's step after this iteration. */
  readonly step: number;
}

export interface SearchResult {
  readonly start: Overrides;
  readonly best: Overrides;
  readonly steps: readonly StepReport[];
  readonly games: number;
}

/** A small seeded generator (mulberry32) for the bootstrap; the seed is hashed from text. */
function generator(text: string): () => number {
  let a = 0x9e3779b9;
  for (let i = 0; i < text.length; i++) a = Math.imul(a ^ text.charCodeAt(i), 0x85ebca6b);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The standard error of score(b) − score(a) over games paired by index: the spread of the
 * difference over `resamples` bootstrap draws of the games (the same draw for both sides).
 */
export function pairedError(
  objective: Objective,
  a: readonly GameRecord[],
  b: readonly GameRecord[],
  resamples: number,
  seed = 'bootstrap',
): number {
  const n = Math.min(a.length, b.length);
  if (n < 2 || resamples < 2) return 0;
  const random = generator(seed);
  const diffs: number[] = [];
  for (let r = 0; r < resamples; r++) {
    const picks = Array.from({ length: n }, () => Math.floor(random() * n));
    const sa = picks.map((i) => a[i] as GameRecord);
    const sb = picks.map((i) => b[i] as GameRecord);
    diffs.push(objective.score(sb) - objective.score(sa));
  }
  const mean = diffs.reduce((s, d) => s + d, 0) / diffs.length;
  return Math.sqrt(diffs.reduce((s, d) => s + (d - mean) ** 2, 0) / (diffs.length - 1));
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The largest relative step: a weight that changes no game doubles its step up to this. */
export const MAX_STEP = 4;

/** One step up and one down from `value`, relative to its size (at least 1). */
export function neighbours(value: number, step: number): [number, number] {
  const delta = step * Math.max(Math.abs(value), 1);
  return [round2(value + delta), round2(value - delta)];
}

/** Runs the search; every batch is played through `play`. */
export async function search(
  objective: Objective,
  play: PlayBatch,
  options: SearchOptions,
): Promise<SearchResult> {
  const names = Object.keys(options.start);
  const steps: Record<string, number> = Object.fromEntries(names.map((n) => [n, options.step]));
  let best: Overrides = { ...options.start };
  const reports: StepReport[] = [];
  let games = 0;
  for (let iteration = 1; iteration <= options.iterations && names.length > 0; iteration++) {
    if (options.deadline !== undefined && Date.now() >= options.deadline) break;
    const weight = names[(iteration - 1) % names.length] as string;
    const seed = `${options.seed}:${iteration}`;
    const from = best[weight] ?? 0;
    const base = await play(best, seed);
    games += base.length;
    const incumbent = objective.score(base);
    const trials: Trial[] = [];
    for (const value of neighbours(from, steps[weight] ?? options.step)) {
      if (value === from) continue;
      const records = await play({ ...best, [weight]: value }, seed);
      games += records.length;
      const score = objective.score(records);
      const se = pairedError(objective, base, records, options.resamples, seed);
      trials.push({ value, score, diff: score - incumbent, se });
    }
    const top = trials.reduce<Trial | null>(
      (t, c) => (t === null || c.diff > t.diff ? c : t),
      null,
    );
    const accepted = top !== null && top.diff > options.z * top.se ? top.value : null;
    const now = steps[weight] ?? options.step;
    if (accepted !== null) best = { ...best, [weight]: accepted };
    // Scores rank the legal commands: a step that changed no game was too small to matter.
    else if (trials.every((t) => t.diff === 0 && t.se === 0))
      steps[weight] = Math.min(MAX_STEP, now * 2);
    else steps[weight] = Math.max(options.minStep, now / 2);
    const report: StepReport = {
      iteration,
      weight,
      from,
      incumbent,
      trials,
      accepted,
      step: steps[weight] ?? options.step,
    };
    reports.push(report);
    options.onStep?.(report);
  }
  return { start: options.start, best, steps: reports, games };
}
