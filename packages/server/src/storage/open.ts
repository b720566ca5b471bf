/**
 * Picks and opens the adapter a `--database` value names: a file path or `sqlite:PATH` for the
 * embedded SQLite (its folder is created), `postgres://…` (or `postgresql://…`) for PostgreSQL.
 */
import { mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { err, ok, type Result, type RuleError } from '@drift/engine';
import { reason, StorageError } from './errors.ts';
import { PostgresStorage } from './postgres.ts';
import { SqliteStorage } from './sqlite.ts';
import type { Storage } from './types.ts';

/** Where the data lives, as `parseDatabaseUrl` read it. */
export type DatabaseTarget =
  | { readonly kind: 'sqlite'; readonly file: string }
  | {
      readonly kind: 'postgres';
      readonly url: string;
      /** The URL with its password hidden, for logs and messages. */
      readonly shown: string;
    };

/** The SQLite file's name inside a data folder (`drift serve --data DIR`). */
export const SQLITE_FILE = 'drift.sqlite';

const HOW = 'Use a file path, sqlite:PATH or postgres://user@host:port/database.';

const refused = (message: string): { ok: false; error: RuleError } =>
  err({ code: 'BadDatabaseUrl', message });

/** The URL with its password replaced, so it can be printed. */
function hidePassword(url: URL): string {
  if (url.password === '') return url.href;
  const copy = new URL(url.href);
  copy.password = '***';
  return copy.href;
}

/**
 * Reads a `--database` value. Relative SQLite paths are resolved against `cwd`. Says what was
 * wrong with anything else (an unknown scheme, an empty path, a URL that does not parse).
 */
export function parseDatabaseUrl(
  text: string,
  cwd: string = process.cwd(),
): Result<DatabaseTarget, RuleError> {
  if (typeof text !== 'string' || text.trim() === '')
    return refused(`The database is not named. ${HOW}`);
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(text)?.[1]?.toLowerCase();
  if (scheme === 'postgres' || scheme === 'postgresql') {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return refused(`"${scheme}:…" is not a valid URL. ${HOW}`);
    }
    if (!text.slice(scheme.length + 1).startsWith('//'))
      return refused(`A PostgreSQL URL starts with ${scheme}://. ${HOW}`);
    if (url.hostname === '' && !url.searchParams.has('host'))
      return refused(`The PostgreSQL URL names no host. ${HOW}`);
    return ok({ kind: 'postgres', url: text, shown: hidePassword(url) });
  }
  if (scheme === 'sqlite') {
    let path = text.slice('sqlite:'.length);
    if (path.startsWith('//')) path = path.slice(2);
    if (path === '') return refused(`"${text}" names no file. ${HOW}`);
    return ok({ kind: 'sqlite', file: path === ':memory:' ? path : resolve(cwd, path) });
  }
  // `C:\…` is a Windows path, not a scheme; any other `word://` is a database Drift lacks.
  if (scheme !== undefined && scheme.length > 1 && /^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(text))
    return refused(`Drift cannot use "${scheme}" databases. ${HOW}`);
  return ok({ kind: 'sqlite', file: resolve(cwd, text) });
}

export interface OpenOptions {
  /** Create or upgrade the schema on open (default true). */
  readonly migrate?: boolean;
  /** Folder relative SQLite paths are read from (default: the working directory). */
  readonly cwd?: string;
  /** PostgreSQL: the most connections the pool opens (default 10). */
  readonly poolSize?: number;
  /** PostgreSQL: called when an idle connection fails (the next call reconnects). */
  readonly onError?: (error: Error) => void;
}

/** The folder of a SQLite file, created if missing; refuses a path that is a folder. */
function prepareFile(file: string): void {
  if (file === ':memory:') return;
  try {
    if (statSync(file, { throwIfNoEntry: false })?.isDirectory()) {
      throw new StorageError(
        'BadDatabaseUrl',
        `${file} is a folder; name the database file inside it, e.g. ${resolve(file, SQLITE_FILE)}.`,
      );
    }
    mkdirSync(dirname(file), { recursive: true });
  } catch (error: unknown) {
    if (error instanceof StorageError) throw error;
    throw new StorageError(
      'DatabaseUnavailable',
      `The folder of ${file} cannot be created: ${reason(error)}.`,
      { cause: error },
    );
  }
}

/**
 * Opens the database a `--database` value (or a parsed target) names and migrates it (or, told
 * not to, checks that it answers). Rejects with a StorageError: `BadDatabaseUrl`, `DatabaseUnavailable`,
 * `SchemaTooNew`.
 */
export async function openStorage(
  target: string | DatabaseTarget,
  options: OpenOptions = {},
): Promise<Storage> {
  let where: DatabaseTarget;
  if (typeof target === 'string') {
    const parsed = parseDatabaseUrl(target, options.cwd);
    if (!parsed.ok) throw new StorageError('BadDatabaseUrl', parsed.error.message);
    where = parsed.value;
  } else {
    where = target;
  }
  let storage: Storage;
  switch (where.kind) {
    case 'sqlite':
      prepareFile(where.file);
      storage = SqliteStorage.open({ file: where.file });
      break;
    case 'postgres':
      storage = PostgresStorage.open({
        url: where.url,
        shown: where.shown,
        ...(options.poolSize === undefined ? {} : { poolSize: options.poolSize }),
        ...(options.onError === undefined ? {} : { onError: options.onError }),
      });
      break;
  }
  try {
    await (options.migrate === false ? storage.ping() : storage.migrate());
  } catch (error: unknown) {
    await storage.close();
    throw error;
  }
  return storage;
}
