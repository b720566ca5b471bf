/**
 * A saved match: what it takes to replay it. `{ game: "xia", options, seed, commands: [{seat, command}] }`.
 * Read from untrusted files: every field is checked and a problem names what was wrong.
 */
import { readFileSync } from 'node:fs';
import type { RecordedCommand } from '@drift/engine';

export interface MatchFile {
  readonly game: 'xia';
  readonly options: unknown;
  readonly seed: string;
  readonly commands: readonly RecordedCommand<unknown>[];
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Reads and checks a match file; a string is the reason it cannot be used. */
export function readMatchFile(path: string): MatchFile | string {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error: unknown) {
    const code = isRecord(error) && typeof error.code === 'string' ? error.code : '';
    return code === 'ENOENT'
      ? `no such file: ${path}`
      : `cannot read ${path} (${code || 'unknown error'})`;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error: unknown) {
    return `${path} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (!isRecord(data)) return `${path}: a match file is a JSON object`;
  if (data.game !== 'xia') return `${path}: "game" must be "xia"`;
  if (typeof data.seed !== 'string') return `${path}: "seed" must be a string`;
  if (!Array.isArray(data.commands)) return `${path}: "commands" must be a list`;
  const commands: RecordedCommand<unknown>[] = [];
  for (const [i, entry] of data.commands.entries()) {
    if (!isRecord(entry) || typeof entry.seat !== 'number' || !Number.isInteger(entry.seat)) {
      return `${path}: commands[${i}] must be { "seat": <whole number>, "command": {...} }`;
    }
    commands.push({ seat: entry.seat, command: entry.command });
  }
  return { game: 'xia', options: data.options, seed: data.seed, commands };
}
