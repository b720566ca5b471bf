/**
 * `drift content check [dir] [--embers [edir]]`: reads a content pack's JSON files from a folder
 * (by default the embedded core pack), validates them and prints one `ok:` line with what the
 * pack holds, or fails with every problem, one line each (exit 1). With no folder, the embedded
 * expansion (`content/embers`) is checked too; `--embers EDIR` checks an expansion folder over
 * the pack. A folder that cannot be used is bad usage (exit 2).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkEmbersFiles, EMBERS_FILE_NAMES, EMBERS_FILES, embersSummary } from '@drift/xia';
import { type ContentIssue, type ContentPack, formatIssue } from '@drift/xia/content';
import type { Command } from 'commander';
import { type Io, shownPath, userPath } from '../context.ts';
import { badUsage, refused } from '../failure.ts';
import { defaultPackDir, packSummary, plural, readPackDir } from '../pack.ts';

/** An expansion folder's files, parsed; a file that cannot be read or parsed is a problem. */
function readEmbersDir(root: string): {
  files: Record<string, unknown>;
  problems: ContentIssue[];
} {
  const files: Record<string, unknown> = {};
  const problems: ContentIssue[] = [];
  for (const name of EMBERS_FILE_NAMES) {
    try {
      files[name] = JSON.parse(readFileSync(join(root, name), 'utf8'));
    } catch (error: unknown) {
      const why =
        error instanceof SyntaxError ? `not valid JSON: ${error.message}` : 'cannot be read';
      problems.push({ file: `embers/${name}`, path: '', message: why });
    }
  }
  return { files, problems };
}

/** Checks an expansion folder (the embedded one without `dir`) over `pack`. */
function checkEmbers(io: Io, pack: ContentPack, dir: string | undefined): void {
  let files: Readonly<Record<string, unknown>> = EMBERS_FILES;
  let unreadable: ContentIssue[] = [];
  const root = dir === undefined ? undefined : userPath(io, dir);
  if (root !== undefined) {
    let isDir = false;
    try {
      isDir = statSync(root).isDirectory();
    } catch {
      throw badUsage('content check', `--embers ${dir}: no such folder`);
    }
    if (!isDir) throw badUsage('content check', `--embers ${dir}: not a folder`);
    ({ files, problems: unreadable } = readEmbersDir(root));
  }
  const broken = new Set(unreadable.map((i) => i.file));
  const problems = [
    ...unreadable,
    ...checkEmbersFiles(files, pack).filter((i) => !broken.has(i.file)),
  ];
  if (problems.length === 0) {
    io.out(`ok: the Embers expansion: ${embersSummary(files)}\n`);
    return;
  }
  throw refused(
    'content check',
    `${plural(problems.length, 'problem')} in ${root === undefined ? 'the embedded expansion' : shownPath(io, root)}:`,
    problems.map((p) => `  ${formatIssue(p)}`),
  );
}

/**
 * Checks the pack in `dir` (read from where the user stands), and an expansion folder: the
 * embedded one when neither folder is given; throws a CliFailure if either fails.
 */
export function checkContent(
  io: Io,
  dir: string | undefined,
  embers: string | boolean | undefined = undefined,
): void {
  const root = dir === undefined ? defaultPackDir() : userPath(io, dir);
  const read = readPackDir(root);
  if (read.ok) {
    io.out(`${packSummary(read.pack)}\n`);
    if (embers !== undefined && embers !== false)
      checkEmbers(io, read.pack, typeof embers === 'string' ? embers : undefined);
    else if (dir === undefined) checkEmbers(io, read.pack, undefined);
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
    .option(
      '--embers [edir]',
      'also check an expansion folder over the pack (default: the embedded content/embers)',
    )
    .action((dir: string | undefined, opts: { embers?: string | boolean }) =>
      checkContent(io, dir, opts.embers),
    );
  return [content, check];
}
