/**
 * Reading a content pack from a folder: each JSON file of the pack, then the pack's validation.
 * Every problem is listed (file, entry, path, what is wrong), never only the first. Used by
 * `content check` and by `--pack DIR` on the commands that play.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type ContentIssue,
  type ContentPack,
  corePack,
  corePackUrl,
  formatIssue,
  PACK_FILE_NAMES,
  validatePack,
} from '@drift/xia/content';
import { type Io, shownPath, userPath } from './context.ts';
import { badUsage, refused } from './failure.ts';

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

/** A pack read from a folder, or why not: a folder that cannot be used, or the pack's problems. */
export type PackRead =
  | { readonly ok: true; readonly pack: ContentPack }
  | { readonly ok: false; readonly unusable: string }
  | { readonly ok: false; readonly problems: readonly ContentIssue[] };

/** Reads and validates the pack in `root` (an absolute path). */
export function readPackDir(root: string): PackRead {
  let isDir: boolean | undefined;
  try {
    isDir = statSync(root).isDirectory();
  } catch {
    isDir = undefined;
  }
  if (isDir !== true)
    return { ok: false, unusable: isDir === undefined ? 'no such folder' : 'not a folder' };
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
  if (result.ok && unreadable.length === 0) return { ok: true, pack: result.value };
  const reported = new Set(unreadable.map((i) => i.file));
  return {
    ok: false,
    problems: [
      ...unreadable,
      // A file already reported as unreadable is not reported again as missing.
      ...(result.ok ? [] : result.error.filter((i) => !(reported.has(i.file) && i.path === ''))),
    ],
  };
}

/** `1 ship`, `2 ships`; `many` for irregular plurals. */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The pack a `--pack DIR` flag names (the core pack without one). A folder that cannot be used
 * is bad usage (exit 2); a pack with problems is refused with every problem listed (exit 1).
 */
export function packFromFlag(io: Io, command: string, dir: string | undefined): ContentPack {
  if (dir === undefined) return corePack();
  const root = userPath(io, dir);
  const read = readPackDir(root);
  if (read.ok) return read.pack;
  if ('unusable' in read) throw badUsage(command, `--pack ${dir}: ${read.unusable}`);
  throw refused(
    command,
    `the pack in ${shownPath(io, root)} has ${plural(read.problems.length, 'problem')}:`,
    read.problems.map((p) => `  ${formatIssue(p)}`),
  );
}

/** A one-line summary of a valid pack. */
export function packSummary(pack: ContentPack): string {
  const copies = pack.outfits.reduce((n, o) => n + o.copies, 0);
  return [
    `ok: ${pack.info.name} ${pack.info.version}: ${plural(pack.sectors.length, 'sector')}`,
    plural(pack.ships.length, 'ship'),
    plural(pack.abilities.length, 'ability', 'abilities'),
    `${plural(pack.outfits.length, 'outfit')} (${plural(copies, 'copy', 'copies')})`,
    plural(pack.exploration.length, 'exploration token'),
    plural(pack.titles.length, 'Title'),
    plural(pack.missions.length, 'mission'),
    plural(pack.npcs.length, 'NPC'),
  ].join(', ');
}
