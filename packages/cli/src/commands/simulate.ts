/**
 * `drift simulate`: many bot games on worker threads, a progress bar, then results.json and a
 * self-contained report.html. With no flags at all, the short showcase: a few games, the
 * report's path and one game's log.
 */
import {
  allCores,
  BOTS,
  DEFAULTS,
  fameLines,
  lengthLines,
  parseBots,
  parseElements,
  parseSeats,
  parseSeed,
  parseSolo,
  parseWhole,
  progressOn,
  type SimConfig,
  type SimResult,
  SpecError,
  simulate,
} from '@drift/sim';
import { captainName, ELEMENTS, FAME_TARGET_MAX, FAME_TARGET_MIN } from '@drift/xia';
import type { Command } from 'commander';
import { type Io, shellWord, shownPath, userPath } from '../context.ts';
import { badUsage } from '../failure.ts';
import { packFromFlag } from '../pack.ts';
import { replayLog } from './replay.ts';

/** The flags as commander hands them over: all text, checked here. */
interface Flags {
  games: string;
  seats: string;
  bots: string;
  fixedSeats?: boolean;
  target: string;
  seed: string;
  maxCommands: string;
  workers: string;
  out: string;
  pack?: string;
  elements?: string;
  solo?: string;
}

const botNames = [...BOTS.entries()]
  .map(([name, e]) => (e.args ? `${name}[:${e.args}]` : name))
  .join(', ');

/** The config and worker count of the flags; a SpecError names the first bad one. */
export function configOf(
  flags: Flags,
  /** Flags the user typed (not defaults): solo refuses a seat count or elements of their own. */
  typed: ReadonlySet<string> = new Set(),
): { config: SimConfig; workers: number } {
  const solo = flags.solo === undefined ? undefined : parseSolo(flags.solo);
  if (solo && (typed.has('seats') || flags.elements !== undefined))
    throw new SpecError(
      '--solo plays one captain with every element of the expansion: leave out --seats and --elements',
    );
  const elements = solo
    ? [...ELEMENTS]
    : flags.elements === undefined
      ? []
      : parseElements(flags.elements);
  return {
    config: {
      games: parseWhole('--games', flags.games, 1, 1_000_000),
      seats: solo ? { min: 1, max: 1 } : parseSeats(flags.seats, elements),
      ...(elements.length > 0 ? { elements } : {}),
      ...(solo ? { solo } : {}),
      bots: parseBots(flags.bots),
      fixedSeats: flags.fixedSeats === true,
      fameTarget: parseWhole('--target', flags.target, FAME_TARGET_MIN, FAME_TARGET_MAX),
      seed: parseSeed(flags.seed),
      maxCommands: parseWhole('--max-commands', flags.maxCommands, 1, 1_000_000),
    },
    workers: parseWhole('--workers', flags.workers, 0, 256),
  };
}

const pct = (n: number, of: number) => `${of > 0 ? ((100 * n) / of).toFixed(1) : '0.0'}%`;

/** Plays `config` with a progress display and returns the result and the lines that tell it. */
export async function runSimulation(
  io: Io,
  config: SimConfig,
  workers: number,
  out: string,
  keep: number | null = null,
): Promise<{ result: SimResult; lines: string[] }> {
  const progress = progressOn(config.games);
  const started = Date.now();
  let result: SimResult;
  try {
    result = await simulate(config, userPath(io, out), {
      workers,
      keep,
      onGame: (done) => progress.update(done),
    });
  } catch (error: unknown) {
    // The output folder or its files cannot be written: the user's to fix.
    if (error instanceof Error && error.message.startsWith('cannot ')) {
      throw badUsage('simulate', error.message);
    }
    throw error;
  } finally {
    progress.stop();
  }
  const seconds = (Date.now() - started) / 1000;
  const { summary: s } = result;
  const threads =
    Math.min(workers, config.games) <= 1
      ? 'in one thread'
      : `on ${Math.min(workers, config.games)} workers`;
  const lines = [
    `${s.games} games in ${seconds.toFixed(1)} s (${(s.games / seconds).toFixed(2)} games/s) ${threads}`,
    `ended: ${s.endings.won} won, ${s.endings.bound} at the command bound, ${s.endings.error} with an error`,
  ];
  lines.push(...lengthLines(s));
  if (s.winRate.bot.length > 0)
    lines.push(
      `win rate by bot: ${s.winRate.bot.map((r) => `${r.key} ${pct(r.wins, r.played)}`).join(', ')}`,
    );
  if (!s.solo) lines.push(...fameLines(s));
  if (s.solo) {
    const { solo } = s;
    const done = solo.playerWins + solo.npcWins;
    lines.push(
      `solo (${config.solo}): captain won ${solo.playerWins} of ${done} finished (${pct(solo.playerWins, done)}), NPCs won ${solo.npcWins}`,
    );
    if (solo.npcFame && solo.playerFame)
      lines.push(
        `final Fame: captain median ${solo.playerFame.median} (${solo.playerFame.min}-${solo.playerFame.max}), NPCs median ${solo.npcFame.median} (${solo.npcFame.min}-${solo.npcFame.max})`,
      );
    const by = solo.npcFameBySource;
    const b = solo.bonusPerRound;
    lines.push(
      `NPC Fame per game: roll ${by.roll}, kills ${by.kill}, Events ${by.event}; round-end bonus per roll: cubes +${b.cubes}, credits +${b.credits}, behind +${b.behind}, Merchant +${b.merchant} (${solo.rounds} rolls)`,
    );
  }
  lines.push(`bot errors: ${s.errors.length}`);
  for (const e of s.errors.slice(0, 5))
    lines.push(
      `  game ${e.game + 1} (seed ${e.seed}), ${e.seat === null ? 'no captain' : captainName(e.seat)}, ${e.bot ?? 'rules'}: ${e.message}`,
    );
  lines.push(`results: ${shownPath(io, result.json)}`, `report:  ${shownPath(io, result.html)}`);
  return { result, lines };
}

/** What `drift simulate` with no flags plays: a few full games, quick on two cores. */
export const SHOWCASE: SimConfig = { ...DEFAULTS, games: 6, seed: 'showcase' };

/** Lines of a game log the showcase prints from its start and from its end. */
const LOG_HEAD = 30;
const LOG_TAIL = 40;

/** A long log cut to its start and its end, with a line saying what was left out. */
export function excerpt(log: readonly string[], replay: string): string[] {
  if (log.length <= LOG_HEAD + LOG_TAIL + 1) return [...log];
  const left = log.length - LOG_HEAD - LOG_TAIL;
  return [
    ...log.slice(0, LOG_HEAD),
    `  ... ${left} lines of play left out (${replay} prints them all) ...`,
    ...log.slice(-LOG_TAIL),
  ];
}

/** The showcase: a short simulation, the report's path, one game's log and a hint. */
export async function runShowcase(
  io: Io,
  config: SimConfig = SHOWCASE,
  out = 'drift-sim',
): Promise<void> {
  io.out(
    `Drift plays ${config.games} games of Xia with bots (${config.bots.join(', ')}), ${config.seats.min} captains, Fame ${config.fameTarget} to win.\n`,
  );
  const { result, lines } = await runSimulation(io, config, allCores(), out, 0);
  if (result.match) {
    const replay = `${io.run} replay ${shellWord(shownPath(io, result.match))}`;
    io.out(`\nThe first game, as a game log (the whole of it: ${replay}):\n`);
    const log = replayLog(io, result.match, 'all');
    for (const line of excerpt(log, replay)) io.out(`${line}\n`);
  }
  io.out(`\n${lines.join('\n')}\n`);
  io.out(`\nOpen the report in a browser: ${shownPath(io, result.html)}\n`);
  io.out(
    `More: ${io.run} simulate --help (your own simulation); ${io.run} --help lists every command (serve, replay, random-game, content check).\n`,
  );
}

/** What `drift simulate` with no flags plays instead of the showcase (tests pass a tiny one). */
export interface Showcase {
  readonly config: SimConfig;
  readonly out: string;
}

/** Adds `drift simulate` to the program: with no flags, the short showcase. */
export function registerSimulateCommand(program: Command, io: Io, showcase?: Showcase): Command {
  const d = DEFAULTS;
  return program
    .command('simulate')
    .description('play many bot games on every core; write results.json and report.html')
    .option('--games <n>', 'games to play', String(d.games))
    .option(
      '--seats <n|a-b>',
      'captains per game, 3 to 5; a range cycles game by game',
      `${d.seats.min}`,
    )
    .option(
      '--bots <list>',
      `bots, comma-separated, cycled over the seats: ${botNames}`,
      d.bots.join(','),
    )
    .option('--fixed-seats', 'keep the list in seat order instead of rotating it game by game')
    .option('--target <fame>', 'Fame needed to win', String(d.fameTarget))
    .option('--seed <text>', 'the seed of the whole simulation', d.seed)
    .option('--max-commands <n>', 'stop a game after this many commands', String(d.maxCommands))
    .option('--workers <n>', 'worker threads (0 or 1: play in this thread)', String(allCores()))
    .option('--out <dir>', 'where to write results.json and report.html', 'drift-sim')
    .option('--pack <dir>', 'play with the content pack in this folder (default: the core pack)')
    .option('--elements <list>', "the expansion's elements in every game: letters like D,G, or all")
    .option('--solo <difficulty>', 'solo games against the automated NPCs: easy, normal or hard')
    .action(async (flags: Flags, command: Command) => {
      const given = command.options.some(
        (o) => command.getOptionValueSource(o.attributeName()) === 'cli',
      );
      if (!given) {
        await (showcase ? runShowcase(io, showcase.config, showcase.out) : runShowcase(io));
        return;
      }
      let parsed: ReturnType<typeof configOf>;
      try {
        const typed = new Set(
          command.options
            .map((o) => o.attributeName())
            .filter((name) => command.getOptionValueSource(name) === 'cli'),
        );
        parsed = configOf(flags, typed);
      } catch (error: unknown) {
        if (!(error instanceof SpecError)) throw error;
        throw badUsage('simulate', error.message);
      }
      const pack =
        flags.pack === undefined ? {} : { pack: packFromFlag(io, 'simulate', flags.pack) };
      const config = { ...parsed.config, ...pack };
      const { lines } = await runSimulation(io, config, parsed.workers, flags.out);
      io.out(`${lines.join('\n')}\n`);
    });
}
