/**
 * `drift content check [dir]`: reads a content pack's seven JSON files from a folder (by default
 * the embedded core pack), reports unreadable or malformed files, validates the rest and prints
 * either one `ok:` line or every problem, one line each. Exit codes: 0 valid, 1 problems found,
 * 2 the folder cannot be used.
 */
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type ContentIssue,
  type ContentPack,
  corePackUrl,
  formatIssue,
  PACK_FILE_NAMES,
  validatePack,
} from '@drift/xia/content';
import { type Command, CommanderError } from 'commander';

/** What a check printed and how it ends. */
export interface CheckOutcome {
  readonly code: 0 | 1 | 2;
  /** Lines for standard output. */
  readonly out: readonly string[];
  /** Lines for standard error. */
  readonly err: readonly string[];
}

/** The folder of the embedded core pack. */
export function defaultPackDir(): string {
  return fileURLToPath(corePackUrl());
}

/** `line L, column C` of a character offset in a text (both 1-based). */
function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return `line ${line}, column ${column}`;
}

function syntaxMessage(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const at = /position (\d+)/.exec(message);
  const where = at?.[1] === undefined ? '' : ` (${lineAndColumn(text, Number(at[1]))})`;
  return `not valid JSON: ${message}${where}`;
}

function readError(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'ENOENT') return 'the file is missing';
  if (code === 'EISDIR') return 'cannot be read: it is a folder';
  return `cannot be read (${code || (error instanceof Error ? error.message : String(error))})`;
}

/** A one-line summary of a valid pack. */
export function packSummary(pack: ContentPack): string {
  const copies = pack.outfits.reduce((n, o) => n + o.copies, 0);
  return [
    `ok: ${pack.info.name} ${pack.info.version}: ${pack.sectors.length} sectors`,
    `${pack.ships.length} ships`,
    `${pack.abilities.length} abilities`,
    `${pack.outfits.length} outfits (${copies} copies)`,
    `${pack.exploration.length} exploration tokens`,
    `${pack.titles.length} titles`,
  ].join(', ');
}

/** Checks the pack in `dir` (resolved against the working directory). */
export function checkContentDir(dir: string): CheckOutcome {
  const root = resolve(dir);
  let isDir: boolean | undefined;
  try {
    isDir = statSync(root).isDirectory();
  } catch {
    isDir = undefined;
  }
  if (isDir !== true) {
    const why = isDir === undefined ? 'no such folder' : 'not a folder';
    return { code: 2, out: [], err: [`drift content check: ${why}: ${dir}`] };
  }
  const files: Record<string, unknown> = {};
  const unreadable: ContentIssue[] = [];
  for (const name of PACK_FILE_NAMES) {
    let text: string;
    try {
      text = readFileSync(join(root, name), 'utf8');
    } catch (error: unknown) {
      unreadable.push({ file: name, path: '', message: readError(error) });
      continue;
    }
    try {
      files[name] = JSON.parse(text);
    } catch (error: unknown) {
      unreadable.push({ file: name, path: '', message: syntaxMessage(text, error) });
    }
  }
  const result = validatePack(files);
  if (result.ok && unreadable.length === 0) {
    return { code: 0, out: [packSummary(result.value)], err: [] };
  }
  const reported = new Set(unreadable.map((i) => i.file));
  const issues = [
    ...unreadable,
    // A file already reported as unreadable is not reported again as missing.
    ...(result.ok ? [] : result.error.filter((i) => !(reported.has(i.file) && i.path === ''))),
  ];
  const count = `${issues.length} problem${issues.length === 1 ? '' : 's'}`;
  return { code: 1, out: [...issues.map(formatIssue), `${count} in ${root}`], err: [] };
}

/** Adds `drift content check [dir]` to the program. */
export function registerContentCommand(
  program: Command,
  write: (text: string) => void,
  writeError: (text: string) => void = (t) => process.stderr.write(t),
): void {
  const content = program
    .command('content')
    .description('work with content packs (sectors, ships, outfits, cards)');
  content
    .command('check')
    .description('validate a content pack folder and list every problem')
    .argument('[dir]', 'folder holding the pack JSON files (default: the core pack)')
    .action((dir: string | undefined) => {
      const outcome = checkContentDir(dir ?? defaultPackDir());
      for (const line of outcome.out) write(`${line}\n`);
      for (const line of outcome.err) writeError(`${line}\n`);
      if (outcome.code !== 0) {
        throw new CommanderError(outcome.code, 'drift.content.check', 'content check failed');
      }
    });
}
