/** The tuner's options from the command line; bad input is a SpecError that says what to use. */
import { parseArgs } from 'node:util';
import { PROFILES, type Profile, profileWeights } from '@drift/bots';
import {
  parseBots,
  parseSeed,
  parseWeightNames,
  parseWhole,
  SpecError,
  weightNames,
} from '@drift/sim';
import { OBJECTIVES, type ObjectiveName } from './objective.ts';

export interface TuneOptions {
  readonly objective: ObjectiveName;
  readonly profile: Profile;
  /** The other seats of `win` and `fame` games. */
  readonly opponents: readonly string[];
  readonly seats: number;
  /** The weights searched, and their starting values. */
  readonly start: Readonly<Record<string, number>>;
  /** Values set with --set for weights not searched. */
  readonly fixed: Readonly<Record<string, number>>;
  readonly games: number;
  readonly iterations: number;
  readonly step: number;
  readonly minStep: number;
  readonly z: number;
  readonly seed: string;
  readonly checkGames: number;
  readonly checkSeed: string;
  readonly maxCommands: number;
  readonly workers: number;
  readonly resamples: number;
  /** No search: the check compares the start with the start and these values. */
  readonly compare: Readonly<Record<string, number>> | null;
  /** Minutes after which no new iteration starts; null: none. */
  readonly minutes: number | null;
  readonly out: string | null;
}

export const USAGE = `npm run tune -- [options]   searches HeuristicBot weights over many games

  --objective win|issue|fame  what to maximise (default issue):
        win    the candidate's share of won games against --opponents
        issue  four-seat self-play scored against the issue's aims: median rounds <= 25,
               luck <= 20% and missions >= 20% of all Fame (0 when all are met)
        fame   the candidate's mean final Fame against --opponents (fine for short games)
  --profile P           the candidate's profile: ${PROFILES.join(', ')} (default balanced)
  --opponents LIST      win/fame: the other seats (default heuristic:balanced x3)
  --seats N             issue: captains per game, 3 to 5 (default 4)
  --weights a,b,c       the weights searched (default all)
  --set a=1,b=-2        starting values (default: the profile's)
  --games N             games per batch; each iteration plays 3 batches on the same seeds (40)
  --iterations N        one weight per iteration, in turn (default: one round of --weights)
  --step X              first relative step, up and down by X*max(|w|,1) (0.5)
  --min-step X          the smallest step a failed weight halves to (0.05)
  --z X                 accept a candidate only when better by more than X standard errors (1.5)
  --seed TEXT           seeds of the tuning batches (tune)
  --check-games N       games of the before/after check on fresh seeds (default --games; 0 skips)
  --check-seed TEXT     its seed (default <seed>-check)
  --max-commands N      stop a game after this many commands (4000)
  --workers N           worker threads (1)
  --resamples N         bootstrap draws for the standard error (200)
  --minutes X           start no iteration after X minutes (the check still runs)
  --compare a=1,b=2     no search: the check compares the start with these values
  --out FILE            write the best weights and the figures as JSON`;

const number = (flag: string, text: string, min: number, max: number): number => {
  const n = /^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN;
  if (!(n >= min && n <= max))
    throw new SpecError(`${flag} "${text}": use a number from ${min} to ${max}`);
  return n;
};

/** `a=1,b=-2.5`: names checked against the weights, values finite. */
export function parseSet(text: string, flag = '--set'): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of text.split(',')) {
    const m = /^\s*([A-Za-z]\w*)\s*=\s*(-?\d+(?:\.\d+)?)\s*$/.exec(part);
    if (!m)
      throw new SpecError(`${flag} "${text}": use name=number pairs like sell=70,buyTrade=40`);
    const [name] = parseWeightNames(m[1] ?? '', flag);
    out[name as string] = Number(m[2]);
  }
  return out;
}

/** A bot list, as `drift simulate --bots` reads it. */
function parseOpponents(text: string): string[] {
  try {
    return parseBots(text);
  } catch (error: unknown) {
    if (error instanceof SpecError)
      throw new SpecError(error.message.replace(/^--bots/, '--opponents'));
    throw error;
  }
}

/** The options of `argv` (without node and the script). */
export function parseTuneArgs(argv: readonly string[]): TuneOptions {
  let values: Record<string, string | undefined>;
  try {
    values = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: Object.fromEntries(
        [
          'objective',
          'profile',
          'opponents',
          'seats',
          'weights',
          'set',
          'games',
          'iterations',
          'step',
          'min-step',
          'z',
          'seed',
          'check-games',
          'check-seed',
          'max-commands',
          'workers',
          'resamples',
          'minutes',
          'compare',
          'out',
        ].map((name) => [name, { type: 'string' as const }]),
      ),
    }).values as Record<string, string | undefined>;
  } catch (error: unknown) {
    throw new SpecError(
      `${error instanceof Error ? error.message : String(error)} (--help lists the options)`,
    );
  }
  const objective = OBJECTIVES.find((o) => o === (values.objective ?? 'issue'));
  if (!objective)
    throw new SpecError(`--objective "${values.objective}": use ${OBJECTIVES.join(', ')}`);
  const profile = PROFILES.find((p) => p === (values.profile ?? 'balanced'));
  if (!profile) throw new SpecError(`--profile "${values.profile}": use ${PROFILES.join(', ')}`);
  const opponents =
    values.opponents === undefined
      ? ['heuristic:balanced', 'heuristic:balanced', 'heuristic:balanced']
      : parseOpponents(values.opponents);
  if (objective !== 'issue' && (opponents.length < 2 || opponents.length > 4))
    throw new SpecError(`--opponents: name 2 to 4 bots (the candidate takes one more seat)`);
  if (objective !== 'issue' && values.seats !== undefined)
    throw new SpecError(
      `--seats is for --objective issue; ${objective} games seat the candidate and --opponents`,
    );
  const seats =
    objective === 'issue' ? parseWhole('--seats', values.seats ?? '4', 3, 5) : opponents.length + 1;
  const names = values.weights === undefined ? weightNames() : parseWeightNames(values.weights);
  const set = values.set === undefined ? {} : parseSet(values.set);
  const base = profileWeights(profile) as Record<string, number>;
  const start = Object.fromEntries(names.map((n) => [n, set[n] ?? base[n] ?? 0]));
  const fixed = Object.fromEntries(Object.entries(set).filter(([n]) => !names.includes(n)));
  const games = parseWhole('--games', values.games ?? '40', 2, 100_000);
  const seed = parseSeed(values.seed ?? 'tune');
  return {
    objective,
    profile,
    opponents,
    seats,
    start,
    fixed,
    games,
    iterations: parseWhole('--iterations', values.iterations ?? String(names.length), 1, 100_000),
    step: number('--step', values.step ?? '0.5', 0.001, 10),
    minStep: number('--min-step', values['min-step'] ?? '0.05', 0.001, 10),
    z: number('--z', values.z ?? '1.5', 0, 10),
    seed,
    checkGames: parseWhole('--check-games', values['check-games'] ?? String(games), 0, 100_000),
    checkSeed: parseSeed(values['check-seed'] ?? `${seed}-check`),
    maxCommands: parseWhole('--max-commands', values['max-commands'] ?? '4000', 1, 1_000_000),
    workers: parseWhole('--workers', values.workers ?? '1', 0, 256),
    resamples: parseWhole('--resamples', values.resamples ?? '200', 0, 100_000),
    compare: values.compare === undefined ? null : parseSet(values.compare, '--compare'),
    minutes:
      values.minutes === undefined ? null : number('--minutes', values.minutes, 0.01, 10_000),
    out: values.out ?? null,
  };
}
