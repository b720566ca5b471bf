/** The adapters the storage suite runs against: each test gets a fresh, migrated database. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { openStorage } from '../../src/storage/open.ts';
import type { NewMatch, Storage } from '../../src/storage/types.ts';
import type { TempPostgres } from './postgres.ts';

/** A fresh database: the adapter, and raw SQL on the same database (to damage rows). */
export interface Fresh {
  readonly storage: Storage;
  /** Runs SQL written for both dialects (no parameters) and returns its rows. */
  query(sql: string): Promise<Record<string, unknown>[]>;
  /** Opens a second adapter on the same database (another server process). */
  another(): Promise<Storage>;
}

export interface Adapter {
  readonly name: string;
  fresh(): Promise<Fresh>;
  /** Closes whatever `fresh` opened (called after each test). */
  cleanup(): Promise<void>;
}

/** SQLite: a new file per test in one temporary folder. */
export function sqliteAdapter(): Adapter {
  let folder: string | undefined;
  let count = 0;
  const opened: { close(): unknown }[] = [];
  return {
    name: 'sqlite',
    async fresh() {
      folder ??= mkdtempSync(join(tmpdir(), 'drift-sqlite-'));
      const file = join(folder, `test-${++count}`, 'drift.sqlite');
      const storage = await openStorage(`sqlite:${file}`);
      const raw = new Database(file);
      opened.push(storage, raw);
      return {
        storage,
        async query(sql) {
          const statement = raw.prepare(sql);
          if (!statement.reader) {
            statement.run();
            return [];
          }
          return statement.all().filter((r): r is Record<string, unknown> => typeof r === 'object');
        },
        async another() {
          const more = await openStorage(`sqlite:${file}`);
          opened.push(more);
          return more;
        },
      };
    },
    async cleanup() {
      for (const o of opened.splice(0)) await o.close();
      if (folder) rmSync(folder, { recursive: true, force: true });
      folder = undefined;
    },
  };
}

export const T0 = 1_700_000_000_000;

/** A new match with plausible fields; `seats` persons unless a plan says otherwise. */
export function newMatch(id: string, change: Partial<NewMatch> = {}): NewMatch {
  return {
    id,
    ruleset: 'xia',
    options: { seats: 3, preset: 'standard', fameTarget: 10 },
    seed: `seed-${id}`,
    seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'bot', bot: 'heuristic:trader' }],
    content: { name: 'core', version: '1.1.0', hash: 'a'.repeat(64) },
    creatorTokenHash: 'c'.repeat(64),
    createdAt: T0,
    ...change,
  };
}

/** PostgreSQL: a new database per test on one server that the suite file starts and stops. */
export function postgresAdapter(server: () => TempPostgres): Adapter {
  let count = 0;
  const opened: { close(): Promise<unknown> }[] = [];
  return {
    name: 'postgres',
    async fresh() {
      const url = await server().createDatabase(`test_${process.pid}_${++count}`);
      const storage = await openStorage(url);
      const raw = new pg.Client({ connectionString: url });
      await raw.connect();
      opened.push(storage, { close: () => raw.end() });
      return {
        storage,
        async query(sql) {
          return (await raw.query<Record<string, unknown>>(sql)).rows;
        },
        async another() {
          const more = await openStorage(url);
          opened.push(more);
          return more;
        },
      };
    },
    async cleanup() {
      for (const o of opened.splice(0)) await o.close();
    },
  };
}
