/**
 * `drift random-game`: plays a match of random legal commands (a TypedRandomBot in every seat)
 * to its finish and saves it as a match file, to replay or study. A bound on the number of
 * commands guards against a match that never ends; reaching it is said plainly, with the
 * standings.
 */
import { playGame, TypedRandomBot } from '@drift/bots';
import { recordMatch, writeMatchFile } from '@drift/engine';
import { createXia, type XiaCommand, type XiaView } from '@drift/xia';
import { packRef } from '@drift/xia/content';
import { type Command, InvalidArgumentError } from 'commander';
import { type Io, shellWord } from '../context.ts';
import { refused } from '../failure.ts';
import { packFromFlag, plural } from '../pack.ts';
import { saveMatch } from './match.ts';
import { outcome } from './replay.ts';

/** The default bound: random matches of the core pack end in about 3,000 to 6,000 commands. */
export const RANDOM_GAME_BOUND = 50_000;

export function wholeNumber(min: number, max: number) {
  return (value: string): number => {
    const n = Number(value);
    if (!/^\d+$/.test(value) || !Number.isInteger(n) || n < min || n > max)
      throw new InvalidArgumentError(`use a whole number from ${min} to ${max}`);
    return n;
  };
}

interface Flags {
  readonly out: string;
  readonly seed: string;
  readonly seats: number;
  readonly commands: number;
  readonly pack?: string;
}

/** Plays, records and saves a random match; returns the lines that tell what happened. */
export function randomGame(io: Io, flags: Flags): string[] {
  const pack = packFromFlag(io, 'random-game', flags.pack);
  const xia = createXia(pack);
  // Two captains play the expansion's two-player rules, element D (XE-2P-01).
  const options = xia.parseOptions({
    seats: flags.seats,
    ...(flags.seats === 2 ? { elements: ['D'] } : {}),
  });
  if (!options.ok) throw refused('random-game', options.error.message);
  const bots = Array.from({ length: flags.seats }, () => new TypedRandomBot<XiaView, XiaCommand>());
  const played = playGame(xia, options.value, flags.seed, bots, { maxCommands: flags.commands });
  const file = recordMatch(xia, {
    options: options.value,
    seed: flags.seed,
    commands: played.commands,
    content: packRef(pack),
  });
  if (!file.ok) throw new Error(`a random match did not replay: ${file.error.message}`);
  const shown = saveMatch(io, 'random-game', flags.out, writeMatchFile(file.value));
  const n = played.commands.length;
  const turns = played.state.turn.number;
  const how = played.finished
    ? `The match ended after ${plural(n, 'command')} (${plural(turns, 'turn')}).`
    : `Stopped at the bound of ${plural(n, 'command')} (${plural(turns, 'turn')}) before anyone won (--commands raises it).`;
  return [
    how,
    outcome(xia, played.state),
    `Saved to ${shown}; replay it with: ${io.run} replay ${shellWord(shown)}`,
  ];
}

/** Adds `drift random-game` to the program. */
export function registerRandomGameCommand(program: Command, io: Io): Command {
  return program
    .command('random-game')
    .description('play a match of random legal commands to its end and save it as a match file')
    .requiredOption('--out <file>', 'where to write the match file')
    .option('--seed <seed>', 'the match seed', 'drift')
    .option(
      '--seats <n>',
      'captains, 3 to 5, or 2 under the two-player rules',
      wholeNumber(2, 5),
      4,
    )
    .option(
      '--commands <n>',
      'stop after this many commands if nobody has won by then',
      wholeNumber(1, 1_000_000),
      RANDOM_GAME_BOUND,
    )
    .option('--pack <dir>', 'play with the content pack in this folder (default: the core pack)')
    .action((flags: Flags) => {
      for (const line of randomGame(io, flags)) io.out(`${line}\n`);
    });
}
