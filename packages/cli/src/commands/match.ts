/**
 * Match files on disk for the CLI: reading one the user names and writing one. The format, its
 * checks and the replay are the engine's (`parseMatchFile`, `verifyMatch`, `writeMatchFile`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseMatchFile, type ReadMatch } from '@drift/engine';
import { type Io, shownPath, userPath } from '../context.ts';
import { badUsage } from '../failure.ts';

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

/** Reads the match file at `path` (from where the user stands); a file it cannot use is bad usage. */
export function loadMatch(io: Io, command: string, path: string): ReadMatch {
  const abs = userPath(io, path);
  let text: string;
  try {
    text = readFileSync(abs, 'utf8');
  } catch (error: unknown) {
    const code = errorCode(error);
    const why =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'it is a folder'
          : `cannot read it (${code || 'unknown error'})`;
    throw badUsage(command, `${shownPath(io, abs)}: ${why}`);
  }
  const read = parseMatchFile(text);
  if (!read.ok)
    throw badUsage(
      command,
      `${shownPath(io, abs)} is not a usable match file. ${read.error.message}`,
    );
  return read.value;
}

/** Writes a match file; returns the path as the user should read it. */
export function saveMatch(io: Io, command: string, path: string, text: string): string {
  const abs = userPath(io, path);
  try {
    writeFileSync(abs, text);
  } catch (error: unknown) {
    const why = error instanceof Error ? error.message : String(error);
    throw badUsage(command, `cannot write ${shownPath(io, abs)}: ${why}`);
  }
  return shownPath(io, abs);
}
