/**
 * A whole tuning: the search over batches of simulated games (on the sim's worker pool), then a
 * check of the starting and the best weights on fresh seeds, paired game by game.
 */
import { DEFAULTS, type GameRecord, runGames, type SimConfig } from '@drift/sim';
import { type ObjectiveName, objectiveOf } from './objective.ts';
import type { TuneOptions } from './options.ts';
import {
  type Overrides,
  pairedError,
  type SearchResult,
  type StepReport,
  search,
} from './search.ts';

/** The seat label of the weights being tuned. */
export const candidateLabel = (o: Pick<TuneOptions, 'profile'>) => `heuristic:${o.profile}#tuned`;

/** One side of the check: the score and the figures behind it. */
export interface Measured {
  readonly score: number;
  readonly figures: Readonly<Record<string, number>>;
}

export interface TuneResult {
  readonly objective: ObjectiveName;
  readonly label: string;
  readonly bots: readonly string[];
  readonly seats: number;
  /** Games played by the search, and by the check. */
  readonly games: number;
  readonly checkGames: number;
  readonly start: Overrides;
  readonly best: Overrides;
  /** Only the weights that moved. */
  readonly changed: Overrides;
  readonly steps: readonly StepReport[];
  readonly check: {
    readonly seed: string;
    readonly before: Measured;
    readonly after: Measured;
    readonly diff: number;
    readonly se: number;
  } | null;
  readonly seconds: number;
}

/** The games a batch plays, with the candidate's weights. */
export function batchConfig(
  o: TuneOptions,
  weights: Overrides,
  seed: string,
  games: number,
): SimConfig {
  const label = candidateLabel(o);
  const bots = o.objective === 'issue' ? [label] : [label, ...o.opponents];
  return {
    ...DEFAULTS,
    games,
    seats: { min: o.seats, max: o.seats },
    bots,
    fixedSeats: false,
    seed,
    maxCommands: o.maxCommands,
    weights: { [label]: { ...o.fixed, ...weights } },
  };
}

const sign = (n: number) => (n >= 0 ? `+${n.toFixed(3)}` : n.toFixed(3));

/** A progress line for one iteration. */
export function stepLine(s: StepReport, iterations: number): string {
  const tried = s.trials.map((t) => `${t.value} ${sign(t.diff)} ± ${t.se.toFixed(3)}`).join(', ');
  const verdict = s.accepted === null ? `kept ${s.from}` : `TOOK ${s.accepted}`;
  return `${s.iteration}/${iterations} ${s.weight} ${s.from}: incumbent ${s.incumbent.toFixed(3)}; tried ${tried}; ${verdict} (step now ${s.step})`;
}

const figuresText = (m: Measured) =>
  `${m.score.toFixed(3)} (${Object.entries(m.figures)
    .map(([k, v]) => `${k} ${Number.isInteger(v) ? v : v.toFixed(3)}`)
    .join(', ')})`;

/** The closing lines: games, the check before/after, the weights that moved. */
export function resultLines(r: TuneResult): string[] {
  const lines = [
    `${r.games} games in the search, ${r.checkGames} in the check, ${(r.seconds / 60).toFixed(1)} min`,
  ];
  if (r.check) {
    lines.push(
      `check on fresh seeds "${r.check.seed}" (${r.objective}, higher is better):`,
      `  before ${figuresText(r.check.before)}`,
      `  after  ${figuresText(r.check.after)}`,
      `  paired difference ${sign(r.check.diff)} ± ${r.check.se.toFixed(3)} (standard error)`,
    );
  }
  const moved = Object.entries(r.changed);
  lines.push(
    moved.length === 0
      ? 'no weight moved: the start was not beaten by more than the noise'
      : `weights moved: ${moved.map(([k, v]) => `${k} ${r.start[k]} -> ${v}`).join(', ')}`,
  );
  return lines;
}

/** Runs the tuning; `log` gets the progress lines. */
export async function tune(
  o: TuneOptions,
  log: (line: string) => void = () => {},
): Promise<TuneResult> {
  const started = Date.now();
  const label = candidateLabel(o);
  const objective = objectiveOf(o.objective, label);
  const play = async (weights: Overrides, seed: string, games = o.games): Promise<GameRecord[]> =>
    (await runGames(batchConfig(o, weights, seed, games), { workers: o.workers })).map(
      (p) => p.record,
    );
  const config = batchConfig(o, o.start, o.seed, o.games);
  let found: SearchResult;
  if (o.compare) {
    // No search: the check compares the start with the given values.
    log(
      `comparing ${label} with ${JSON.stringify(o.compare)} against its start on "${o.checkSeed}"`,
    );
    found = { start: o.start, best: { ...o.start, ...o.compare }, steps: [], games: 0 };
  } else {
    log(
      `tuning ${Object.keys(o.start).length} weights of ${label} for "${o.objective}": ${o.iterations} iterations of 3 x ${o.games} games (${o.seats} seats: ${config.bots.join(', ')}), seed "${o.seed}"`,
    );
    found = await search(objective, (w, seed) => play(w, seed), {
      start: o.start,
      iterations: o.iterations,
      step: o.step,
      minStep: o.minStep,
      z: o.z,
      seed: o.seed,
      resamples: o.resamples,
      ...(o.minutes === null ? {} : { deadline: started + o.minutes * 60_000 }),
      onStep: (s) => log(stepLine(s, o.iterations)),
    });
  }
  const changed = Object.fromEntries(
    Object.entries(found.best).filter(([k, v]) => o.start[k] !== v),
  );
  let check: TuneResult['check'] = null;
  if (o.checkGames > 0) {
    const before = await play(o.start, o.checkSeed, o.checkGames);
    // Games are fixed by their seeds: unchanged weights would replay the same games.
    const moved = Object.keys(changed).length > 0;
    const after = moved ? await play(found.best, o.checkSeed, o.checkGames) : before;
    const score = (r: GameRecord[]) => ({
      score: objective.score(r),
      figures: objective.figures(r),
    });
    const a = score(before);
    const b = score(after);
    const se = pairedError(objective, before, after, o.resamples, o.checkSeed);
    check = { seed: o.checkSeed, before: a, after: b, diff: b.score - a.score, se };
  }
  return {
    objective: o.objective,
    label,
    bots: config.bots,
    seats: o.seats,
    games: found.games,
    checkGames: check ? (Object.keys(changed).length > 0 ? 2 : 1) * o.checkGames : 0,
    start: { ...o.fixed, ...o.start },
    best: { ...o.fixed, ...found.best },
    changed,
    steps: found.steps,
    check,
    seconds: (Date.now() - started) / 1000,
  };
}
