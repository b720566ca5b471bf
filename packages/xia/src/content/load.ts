/**
 * Validating a content pack: each file against its zod schema, then the checks that span entries
 * and files ({@link crossCheck}). Pure: it takes JSON already parsed, by file name, and reports
 * every problem it finds rather than stopping at the first.
 */
import { describeIssue, err, keysAt, ok, type Result } from '@drift/engine';
import type { z } from 'zod';
import {
  Abilities,
  type ContentPack,
  ExplorationTokens,
  Missions,
  Npcs,
  Outfits,
  PACK_FILES,
  type PackFileName,
  PackInfo,
  Sectors,
  Ships,
  Titles,
} from './schema.ts';
import { crossCheck } from './validate.ts';

/** One problem in a pack: which file, which entry (its id or name) and where inside it. */
export interface ContentIssue {
  readonly file: string;
  /** Path inside the entry (or inside the file when there is no entry), e.g. `spaces[2].mine`. */
  readonly path: string;
  /** The id (or name) of the array entry the problem is in. */
  readonly entry?: string;
  readonly message: string;
}

/** One readable line: `sectors.json [kemplar-ii] spaces[2].mine: mining needs an asteroid-field hex`. */
export function formatIssue(issue: ContentIssue): string {
  const entry = issue.entry === undefined ? '' : ` [${issue.entry}]`;
  const path = issue.path === '' ? '' : ` ${issue.path}`;
  return `${issue.file}${entry}${path}: ${issue.message}`;
}

/** The file names of a pack, in a fixed order. */
export const PACK_FILE_NAMES: readonly PackFileName[] = Object.keys(PACK_FILES) as PackFileName[];

/** Writes a path like `spaces[2].mine` from path segments. */
export function formatPath(segments: readonly PropertyKey[]): string {
  let out = '';
  for (const s of segments) {
    if (typeof s === 'number') out += `[${s}]`;
    else out += out === '' ? String(s) : `.${String(s)}`;
  }
  return out;
}

/** The id (or else the name) of a raw array entry, if it has a usable one. */
function entryLabel(raw: unknown): string | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { id, name } = raw as { id?: unknown; name?: unknown };
  if (typeof id === 'string' && id !== '') return id;
  if (typeof name === 'string' && name !== '') return name;
  return undefined;
}

/**
 * An issue located by a path from the top of a file. In an array file the first segment is the
 * entry index: it becomes the entry's id when the entry has one, so paths read from the entry.
 */
export function issueAt(
  file: string,
  raw: unknown,
  segments: readonly PropertyKey[],
  message: string,
): ContentIssue {
  const [first, ...rest] = segments;
  if (Array.isArray(raw) && typeof first === 'number') {
    const entry = entryLabel(raw[first]);
    if (entry !== undefined) return { file, entry, path: formatPath(rest), message };
  }
  return { file, path: formatPath(segments), message };
}

export function parseFile<T>(
  file: PackFileName,
  schema: z.ZodType<T>,
  files: Readonly<Record<string, unknown>>,
  issues: ContentIssue[],
): T | undefined {
  if (!Object.hasOwn(files, file) || files[file] === undefined) {
    issues.push({ file, path: '', message: 'the file is missing' });
    return undefined;
  }
  const raw = files[file];
  const parsed = schema.safeParse(raw, { reportInput: true });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    // What is missing, what was given and which values are allowed (engine's describeIssue).
    const message = describeIssue(issue, (path, input) => keysAt(schema, path, input));
    issues.push(issueAt(file, raw, issue.path, message));
  }
  return undefined;
}

/**
 * Validates a pack given as parsed JSON by file name (the names of {@link PACK_FILES}; other
 * names are ignored). Each file is checked against its schema; then every cross check whose
 * files passed runs. Succeeds with the pack, or fails with every problem found.
 */
export function validatePack(
  files: Readonly<Record<string, unknown>>,
): Result<ContentPack, ContentIssue[]> {
  const issues: ContentIssue[] = [];
  const info = parseFile('pack.json', PackInfo, files, issues);
  const sectors = parseFile('sectors.json', Sectors, files, issues);
  const ships = parseFile('ships.json', Ships, files, issues);
  const abilities = parseFile('abilities.json', Abilities, files, issues);
  const outfits = parseFile('outfits.json', Outfits, files, issues);
  const exploration = parseFile('exploration.json', ExplorationTokens, files, issues);
  const titles = parseFile('titles.json', Titles, files, issues);
  const missions = parseFile('missions.json', Missions, files, issues);
  const npcs = parseFile('npcs.json', Npcs, files, issues);
  issues.push(
    ...crossCheck({
      ...(info === undefined ? {} : { info }),
      ...(sectors === undefined ? {} : { sectors }),
      ...(ships === undefined ? {} : { ships }),
      ...(abilities === undefined ? {} : { abilities }),
      ...(outfits === undefined ? {} : { outfits }),
      ...(exploration === undefined ? {} : { exploration }),
      ...(titles === undefined ? {} : { titles }),
      ...(missions === undefined ? {} : { missions }),
      ...(npcs === undefined ? {} : { npcs }),
    }),
  );
  if (
    issues.length > 0 ||
    info === undefined ||
    sectors === undefined ||
    ships === undefined ||
    abilities === undefined ||
    outfits === undefined ||
    exploration === undefined ||
    titles === undefined ||
    missions === undefined ||
    npcs === undefined
  ) {
    return err(issues);
  }
  return ok({ info, sectors, ships, abilities, outfits, exploration, titles, missions, npcs });
}
