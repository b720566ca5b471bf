/**
 * `drift replay FILE`: rebuilds a saved match command by command, checks it against the state
 * hashes the file recorded, and prints it as a game log seen by one viewer (everything by
 * default), then the final hash and the standings. A file that does not replay as recorded is
 * reported (exit 1) and nothing of it is printed.
 */
import { type ContentRef, type Viewer, verifyMatch } from '@drift/engine';
import {
  captainName,
  createXia,
  describe,
  namerFor,
  type XiaRuleset,
  type XiaState,
} from '@drift/xia';
import { packRef } from '@drift/xia/content';
import type { Command } from 'commander';
import { type Io, shellWord, shownPath, userPath } from '../context.ts';
import { badUsage, refused } from '../failure.ts';
import { packFromFlag, plural } from '../pack.ts';
import { loadMatch } from './match.ts';

/** What `--as` accepts, for help and errors. */
const VIEWERS = 'all, spectator, or a captain number (2 for Captain 2)';

/** The viewer `--as` names, checked against the match's captains (1 to `seats`). */
export function parseViewer(value: string, seats: number): Viewer {
  if (value === 'all') return 'omniscient';
  if (value === 'spectator') return 'spectator';
  const n = Number(value);
  if (/^\d+$/.test(value) && Number.isInteger(n) && n >= 1 && n <= seats) return { seat: n - 1 };
  throw badUsage(
    'replay',
    `--as ${value}: use all, spectator, or a captain number from 1 to ${seats} (this match has ${seats} captains)`,
  );
}

/** Fame standings, best first: `Captain 3 10 Fame, Captain 1 7 Fame`. */
export function standings(state: XiaState): string {
  return [...state.captains]
    .sort((a, b) => b.fame - a.fame || a.seat - b.seat)
    .map((c) => `${captainName(c.seat)} ${c.fame} Fame`)
    .join(', ');
}

/** How a match stands at its end: who won, or that it stopped before anyone did. */
export function outcome(xia: XiaRuleset, state: XiaState): string {
  const status = xia.status(state);
  const fame = `Fame: ${standings(state)}.`;
  if (status.kind === 'finished') {
    const won = status.winners.map(captainName).join(' and ');
    return `${won} won. ${fame}`;
  }
  return `The match is not finished: nobody has won yet. ${fame}`;
}

const sameContent = (a: ContentRef | undefined, b: ContentRef) =>
  a === undefined || (a.name === b.name && a.version === b.version && a.hash === b.hash);

/**
 * Replays the match file at `path` and returns the log lines for the viewer `as`; throws a
 * CliFailure for a file it cannot use or that does not replay as recorded. Warnings go to
 * standard error.
 */
export function replayLog(io: Io, path: string, as: string, packDir?: string): string[] {
  const read = loadMatch(io, 'replay', path);
  const shown = shownPath(io, userPath(io, path));
  const pack = packFromFlag(io, 'replay', packDir);
  const xia = createXia(pack);
  const used = packRef(pack);
  const saved = 'content' in read.file ? read.file.content : undefined;
  const options = xia.parseOptions(read.file.options);
  const viewer = options.ok ? parseViewer(as, options.value.seats) : 'omniscient';
  const lines: string[] = [];
  const verified = verifyMatch(xia, read, (state, events) => {
    const names = namerFor(xia.content, state);
    for (const event of events) {
      const seen = xia.visibleEvent(event, viewer);
      const line = seen && describe(seen, names);
      if (line) lines.push(line);
    }
  });
  const otherPack = sameContent(saved, used)
    ? []
    : [
        `It was saved with the pack ${saved?.name} ${saved?.version}; this replay used ${used.name} ${used.version}${saved?.name === used.name && saved?.version === used.version ? ' with other content' : ''}: give the pack it was played with (--pack DIR).`,
      ];
  if (!verified.ok) {
    const { refused: by, index } = verified.error;
    const message =
      by && index !== undefined
        ? `Command ${index + 1} (${captainName(by.seat)}) was refused: ${by.error.code}: ${by.error.message}`
        : verified.error.message;
    throw refused('replay', `${shown} does not replay as it was recorded. ${message}`, otherPack);
  }
  if (read.legacy) {
    io.err(
      `drift replay: warning: ${shown} has no recorded state hashes (it was saved before match files had them), so it is replayed unchecked.\n`,
    );
  } else if (otherPack.length > 0) {
    io.err(`drift replay: warning: ${otherPack.join(' ')}\n`);
  }
  const { commands, hash, state } = verified.value;
  const checked = read.legacy ? 'unchecked' : 'every recorded state hash matched';
  lines.push(
    '',
    `${plural(commands.length, 'command')} replayed (${checked}); final state hash ${hash}.`,
    outcome(xia, state),
  );
  return lines;
}

/** Adds `drift replay` to the program. */
export function registerReplayCommand(program: Command, io: Io): Command {
  return program
    .command('replay')
    .description('replay a saved match, check it against its recorded hashes, and print its log')
    .argument('<file>', 'a match file (written by random-game, or by simulate as game-1.json)')
    .option('--as <viewer>', `whose view to print: ${VIEWERS}`, 'all')
    .option('--pack <dir>', 'the content pack the match was played with (default: the core pack)')
    .addHelpText(
      'after',
      `\nCaptains are numbered from 1, as the log writes them. With --as N the log shows what\nCaptain N saw: their own mission cards, and no other captain's. Example:\n  ${io.run} replay ${shellWord('game.json')} --as 2`,
    )
    .action((file: string, opts: { as: string; pack?: string }) => {
      for (const line of replayLog(io, file, opts.as, opts.pack)) io.out(`${line}\n`);
    });
}
