/** Test helpers: the core pack's files read from disk, fresh copies each call. */
import { readFileSync } from 'node:fs';
import { PACK_FILE_NAMES } from '../../src/content/index.ts';

/** The seven core files as parsed JSON, by file name (a new deep copy each call). */
export function coreFiles(): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  for (const name of PACK_FILE_NAMES) {
    const url = new URL(`../../content/core/${name}`, import.meta.url);
    files[name] = JSON.parse(readFileSync(url, 'utf8'));
  }
  return files;
}

/** A raw JSON object, for mutating test copies. */
export type Raw = Record<string, unknown>;

/** The raw entries of an array file. */
export function entries(files: Record<string, unknown>, name: string): Raw[] {
  const value = files[name];
  if (!Array.isArray(value)) throw new Error(`${name} is not an array`);
  return value as Raw[];
}

/** The raw entry with this id in an array file. */
export function entry(files: Record<string, unknown>, name: string, id: string): Raw {
  const found = entries(files, name).find((e) => e.id === id);
  if (found === undefined) throw new Error(`no ${id} in ${name}`);
  return found;
}
