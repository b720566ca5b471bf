/**
 * `drift replay FILE`: rebuilds a saved match command by command and prints it as a game
 * report (what a chosen viewer saw, everything by default), then the final state hash.
 * `drift random-game`: plays a match of random legal commands and saves it, to replay or study.
 */
import { writeFileSync } from 'node:fs';
import { playGame, TypedRandomBot } from '@drift/bots';
import { type RecordedCommand, stateHash, type Viewer } from '@drift/engine';
import {
  createXia,
  describe,
  namerFor,
  type XiaCommand,
  type XiaState,
  type XiaView,
} from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { type Command, CommanderError, InvalidArgumentError } from 'commander';
import { readMatchFile } from './match-file.ts';

function fail(code: number, message: string, writeError: (t: string) => void): never {
  writeError(`${message}\n`);
  throw new CommanderError(code, 'drift.replay', message);
}

function parseViewer(value: string): Viewer {
  if (value === 'all') return 'omniscient';
  if (value === 'spectator') return 'spectator';
  const seat = Number(value);
  if (!Number.isInteger(seat) || seat < 1 || seat > 5) {
    throw new InvalidArgumentError('use all, spectator, or a captain number from 1 to 5');
  }
  return { seat: seat - 1 };
}

function wholeNumber(min: number, max: number) {
  return (value: string): number => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min || n > max)
      throw new InvalidArgumentError(`use a whole number from ${min} to ${max}`);
    return n;
  };
}

/** Replays a match file and returns the report lines; throws a CommanderError on bad input. */
export function replayReport(
  path: string,
  viewer: Viewer,
  writeError: (t: string) => void,
): string[] {
  const file = readMatchFile(path);
  if (typeof file === 'string') fail(2, `drift replay: ${file}`, writeError);
  const xia = createXia(corePack());
  const options = xia.parseOptions(file.options);
  if (!options.ok) fail(2, `drift replay: ${options.error.message}`, writeError);
  const made = xia.setup(options.value, file.seed);
  if (!made.ok) fail(2, `drift replay: ${made.error.message}`, writeError);
  let state: XiaState = made.value;
  const lines: string[] = [];
  for (const [i, { seat, command }] of file.commands.entries()) {
    const parsed = xia.parseCommand(command);
    if (!parsed.ok)
      fail(
        1,
        `drift replay: command ${i + 1}: ${parsed.error.code}: ${parsed.error.message}`,
        writeError,
      );
    const applied = xia.apply(state, seat, parsed.value);
    if (!applied.ok)
      fail(
        1,
        `drift replay: command ${i + 1} (seat ${seat + 1}) refused: ${applied.error.code}: ${applied.error.message}`,
        writeError,
      );
    state = applied.value.state;
    const names = namerFor(xia.content, state);
    for (const event of applied.value.events) {
      const seen = xia.visibleEvent(event, viewer);
      const line = seen && describe(seen, names);
      if (line) lines.push(line);
    }
  }
  lines.push('', `${file.commands.length} commands replayed; state hash ${stateHash(state)}`);
  return lines;
}

/** Plays a match of random legal commands (a TypedRandomBot in every seat) and returns its match file. */
export function randomGame(
  seed: string,
  seats: number,
  limit: number,
): {
  game: 'xia';
  options: unknown;
  seed: string;
  commands: readonly RecordedCommand<XiaCommand>[];
} {
  const xia = createXia(corePack());
  const options = { seats, fameTarget: 10 };
  const parsed = xia.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const bots = Array.from({ length: seats }, () => new TypedRandomBot<XiaView, XiaCommand>());
  const played = playGame(xia, parsed.value, seed, bots, { maxCommands: limit });
  return { game: 'xia', options, seed, commands: played.commands };
}

/** Adds `drift replay` and `drift random-game` to the program. */
export function registerReplayCommands(
  program: Command,
  write: (t: string) => void,
  writeError: (t: string) => void = (t) => process.stderr.write(t),
): void {
  program
    .command('replay')
    .description('replay a saved match and print it as a game report')
    .argument('<file>', 'a match file ({ game, options, seed, commands })')
    .option(
      '--as <viewer>',
      'whose view to report: all, spectator, or a captain number',
      parseViewer,
      'omniscient' as Viewer,
    )
    .action((file: string, opts: { as: Viewer }) => {
      for (const line of replayReport(file, opts.as, writeError)) write(`${line}\n`);
    });
  program
    .command('random-game')
    .description('play a match of random legal commands and save it as a match file')
    .requiredOption('--out <file>', 'where to write the match file')
    .option('--seed <seed>', 'the match seed', 'drift')
    .option('--seats <n>', 'captains, 3 to 5', wholeNumber(3, 5), 4)
    .option('--commands <n>', 'how many commands at most', wholeNumber(1, 100_000), 400)
    .action((opts: { out: string; seed: string; seats: number; commands: number }) => {
      const match = randomGame(opts.seed, opts.seats, opts.commands);
      try {
        writeFileSync(opts.out, `${JSON.stringify(match, null, 1)}\n`);
      } catch (error: unknown) {
        fail(
          2,
          `drift random-game: cannot write ${opts.out}: ${error instanceof Error ? error.message : String(error)}`,
          writeError,
        );
      }
      write(`wrote ${match.commands.length} commands to ${opts.out}\n`);
    });
}
