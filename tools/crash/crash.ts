/**
 * The crash test: `drift serve` in a child process under the load of scripted seats (clients
 * that come back after a lost socket), killed with SIGKILL at random moments and restarted on
 * the same database each time; then the database is checked against every `accepted` the
 * clients heard (see check.ts). SQLite lives in a temporary folder; PostgreSQL is a throwaway
 * server started here, as the tests start theirs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as netServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DatabaseTarget, openStorage, type Storage } from '@drift/server';
import {
  type AcceptedCommand,
  type Control,
  emptyCounts,
  Fleet,
  type LoadCounts,
  type ServerProcess,
  startServerProcess,
} from '@drift/server/loadtest';
import { createXia } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import Database from 'better-sqlite3';
import pg from 'pg';
import { startPostgres, type TempPostgres } from '../../packages/server/test/support/postgres.ts';
import { type CheckCounts, checkStored } from './check.ts';

const BIN = fileURLToPath(new URL('../../packages/cli/bin/drift.js', import.meta.url));

export type CrashDatabase = 'sqlite' | 'postgres';

export interface CrashOptions {
  readonly database: CrashDatabase;
  readonly kills: number;
  readonly matches: number;
  readonly seats: number;
  /** Each kill comes at a random moment this long after play resumed (ms, inclusive range). */
  readonly minMs: number;
  readonly maxMs: number;
  /** Seed of the kill moments (a PRNG of its own; the clients' picks are not seeded). */
  readonly seed: number;
  /** Commands accepted after a restart before the next kill's clock starts. */
  readonly resumeAfter?: number;
  /**
   * The whole run's bound (ms; default 5 min plus 150 s a kill): past it the run stops what it
   * started and fails. Tests set it below their own timeout so nothing is left running.
   */
  readonly limitMs?: number;
  readonly log?: (line: string) => void;
  /** Called with the database after the check, before it is removed (tests look further). */
  readonly inspect?: (
    storage: Storage,
    ids: readonly string[],
    accepted: readonly AcceptedCommand[],
  ) => Promise<void>;
}

export interface CrashResult {
  readonly database: CrashDatabase;
  readonly kills: number;
  readonly restarts: number;
  /** When each kill came: ms after play resumed, and commands acknowledged so far. */
  readonly killMoments: readonly { readonly afterMs: number; readonly acknowledged: number }[];
  readonly counts: LoadCounts;
  readonly check: CheckCounts;
  readonly seconds: number;
  /** A server that exited by itself (not killed here), with the end of its output. */
  readonly unexpectedExits: readonly string[];
}

/** mulberry32: the kill moments' dice. */
function dice(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = netServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `done()` or `ms` passed; says which. */
async function until(done: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) return false;
    await sleep(20);
  }
  return true;
}

/** Every match id the database holds (the lobby's list is paged; this reads them all). */
async function storedIds(target: DatabaseTarget): Promise<string[]> {
  if (target.kind === 'sqlite') {
    const db = new Database(target.file, { readonly: true });
    try {
      return db.prepare('SELECT id FROM matches ORDER BY id').pluck().all() as string[];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const rows = await client.query<{ id: string }>('SELECT id FROM matches ORDER BY id');
    return rows.rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

/** The run passed its `limitMs`. */
export class CrashTimeout extends Error {
  constructor(limitMs: number, doing: string) {
    super(`the crash test did not finish within ${Math.round(limitMs / 1000)} s (${doing})`);
    this.name = 'CrashTimeout';
  }
}

export async function runCrash(o: CrashOptions): Promise<CrashResult> {
  const log = o.log ?? (() => undefined);
  const started = performance.now();
  const limitMs = o.limitMs ?? 300_000 + o.kills * 150_000;
  const expires = Date.now() + limitMs;
  /** Throws once the run's bound has passed. */
  const inTime = (doing: string) => {
    if (Date.now() > expires) throw new CrashTimeout(limitMs, doing);
  };
  /** Waits for `p`, or throws when the run's bound passes first. */
  const within = async <T>(p: Promise<T>, doing: string): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new CrashTimeout(limitMs, doing)),
        Math.max(0, expires - Date.now()),
      );
    });
    try {
      return await Promise.race([p, late]);
    } finally {
      clearTimeout(timer);
    }
  };
  const folder = mkdtempSync(join(tmpdir(), 'drift-crash-'));
  let postgres: TempPostgres | null = null;
  let server: ServerProcess | null = null;
  const control: Control = { acting: false, recording: true, stopping: false };
  let fleet: Fleet | null = null;
  try {
    let target: DatabaseTarget = { kind: 'sqlite', file: join(folder, 'drift.sqlite') };
    if (o.database === 'postgres') {
      log('Starting a throwaway PostgreSQL…');
      postgres = await startPostgres();
      const url = await postgres.createDatabase('crash');
      target = { kind: 'postgres', url, shown: url };
    }
    const port = await freePort();
    const argv: [string, ...string[]] = [
      process.execPath,
      BIN,
      'serve',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--data',
      folder,
      ...(target.kind === 'postgres' ? ['--database', target.url] : []),
      '--bot-delay',
      '0',
      '--bot-threads',
      '1',
      '--rate',
      '10000',
      '--burst',
      '10000',
      '--log-level',
      'warn',
    ];
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const key of Object.keys(env))
      if (key.startsWith('npm_') || key === 'INIT_CWD') delete env[key];
    const unexpectedExits: string[] = [];
    const start = async (): Promise<ServerProcess> => {
      // The port is free again once the killed process is gone; a few tries cover a slow start.
      for (let attempt = 1; ; attempt++) {
        try {
          const s = await startServerProcess({ argv, env, timeoutMs: 90_000 });
          void s.exited.then((code) => {
            if (!killing.has(s)) unexpectedExits.push(`exit ${code}: ${s.output().slice(-2000)}`);
          });
          return s;
        } catch (error: unknown) {
          if (attempt >= 3) throw error;
          await sleep(500);
        }
      }
    };
    const killing = new Set<ServerProcess>();
    log(`Starting drift serve on 127.0.0.1:${port} (${o.database})…`);
    server = await start();
    const http = server.http;

    const accepted: AcceptedCommand[] = [];
    const created = new Set<string>();
    const counts = emptyCounts();
    fleet = new Fleet({
      http,
      matches: o.matches,
      seats: o.seats,
      counts,
      control,
      reconnect: true,
      attempts: Number.POSITIVE_INFINITY,
      parallel: 4,
      onAccepted: (a) => accepted.push(a),
      onCreated: (id) => created.add(id),
    });
    await within(fleet.start(), 'setting up the matches');
    fleet.go();
    log(`${o.matches} matches of ${o.seats} seats playing; killing the server ${o.kills} times…`);

    const roll = dice(o.seed);
    const killMoments: { afterMs: number; acknowledged: number }[] = [];
    let restarts = 0;
    for (let k = 1; k <= o.kills; k++) {
      inTime(`before kill ${k}`);
      const mark = accepted.length;
      if (!(await until(() => accepted.length >= mark + (o.resumeAfter ?? 20), 60_000)))
        throw new Error(`play did not resume within 60 s after restart ${restarts}`);
      const afterMs = Math.round(o.minMs + roll() * (o.maxMs - o.minMs));
      await sleep(afterMs);
      killMoments.push({ afterMs, acknowledged: accepted.length });
      const victim: ServerProcess = server;
      killing.add(victim);
      await victim.kill();
      log(
        `  kill ${k}: SIGKILL after ${afterMs} ms of play, ${accepted.length} commands acknowledged so far`,
      );
      const starting = start();
      try {
        server = await within(starting, `restarting after kill ${k}`);
      } catch (error: unknown) {
        // Too late: a server that starts after all is stopped at once.
        void starting.then(
          (s) => s.kill(),
          () => undefined,
        );
        throw error;
      }
      restarts++;
    }
    const mark = accepted.length;
    await until(() => accepted.length >= mark + (o.resumeAfter ?? 20), 60_000);
    inTime('after the last restart');
    await fleet.stop();
    const last: ServerProcess = server;
    killing.add(last);
    await last.stop();
    server = null;

    log('Checking the database against every accepted command…');
    const ids = [...new Set([...(await storedIds(target)), ...created])].sort();
    const storage = await openStorage(target, { migrate: false });
    let check: CheckCounts;
    try {
      check = await checkStored(storage, createXia(corePack()), ids, accepted);
      await o.inspect?.(storage, ids, accepted);
    } finally {
      await storage.close();
    }
    return {
      database: o.database,
      kills: killMoments.length,
      restarts,
      killMoments,
      counts,
      check,
      seconds: (performance.now() - started) / 1000,
      unexpectedExits,
    };
  } finally {
    control.stopping = true;
    await fleet?.stop();
    if (server) await server.kill();
    await postgres?.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}
