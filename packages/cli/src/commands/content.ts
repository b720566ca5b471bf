/**
 * `drift content check [dir]`: reads a content pack's JSON files from a folder (by default the
 * embedded core pack), validates them and prints one `ok:` line with what the pack holds, or
 * fails with every problem, one line each (exit 1). A folder that cannot be used is bad usage
 * (exit 2).
 */
import { formatIssue } from '@drift/xia/content';
import type { Command } from 'commander';
import { type Io, shownPath, userPath } from '../context.ts';
import { badUsage, refused } from '../failure.ts';
import { defaultPackDir, packSummary, plural, readPackDir } from '../pack.ts';

/** Checks the pack in `dir` (read from where the user stands); throws a CliFailure if it fails. */
export function checkContent(io: Io, dir: string | undefined): void {
  const root = dir === undefined ? defaultPackDir() : userPath(io, dir);
  const read = readPackDir(root);
  if (read.ok) {
    io.out(`${packSummary(read.pack)}\n`);
    return;
  }
  if ('unusable' in read) throw badUsage('content check', `${read.unusable}: ${dir ?? root}`);
  throw refused(
    'content check',
    `${plural(read.problems.length, 'problem')} in ${shownPath(io, root)}:`,
    read.problems.map((p) => `  ${formatIssue(p)}`),
  );
}

/** Adds `drift content check [dir]` to the program. */
export function registerContentCommand(program: Command, io: Io): Command[] {
  const content = program
    .command('content')
    .description('work with content packs (sectors, ships, outfits, cards)');
  const check = content
    .command('check')
    .description('validate a content pack folder and list every problem')
    .argument('[dir]', 'folder holding the pack JSON files (default: the core pack)')
    .action((dir: string | undefined) => checkContent(io, dir));
  return [content, check];
}
