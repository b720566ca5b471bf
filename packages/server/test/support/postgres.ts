/**
 * A throwaway PostgreSQL for tests and scripts: `initdb` into a fresh temporary folder, started
 * with `pg_ctl` on 127.0.0.1 at a free port (its socket inside the folder too), trust auth for
 * the user `drift`, stopped and removed by `stop()` (and, failing that, when the process exits).
 *
 * PostgreSQL refuses to run as root: as root, initdb and pg_ctl run as an unprivileged user
 * (`nobody`, or DRIFT_PG_USER) that owns the folder. The binaries are Debian's
 * (/usr/lib/postgresql/N/bin, the highest N), or DRIFT_PG_BIN, or the first initdb on PATH.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import pg from 'pg';

/** Where the binaries are, or why there are none. */
export type Binaries =
  | { readonly ok: true; readonly bin: string }
  | { readonly ok: false; readonly reason: string };

const hasTools = (dir: string) =>
  ['initdb', 'pg_ctl', 'postgres'].every((tool) => existsSync(join(dir, tool)));

/** Finds initdb, pg_ctl and postgres (synchronous: a test file decides at load to run or skip). */
export function findPostgres(): Binaries {
  const env = process.env.DRIFT_PG_BIN;
  if (env) {
    return hasTools(env)
      ? { ok: true, bin: env }
      : { ok: false, reason: `DRIFT_PG_BIN=${env} holds no initdb, pg_ctl and postgres` };
  }
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((v) => /^\d+(\.\d+)?$/.test(v) && hasTools(join(debian, v, 'bin')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (newest) return { ok: true, bin: join(debian, newest, 'bin') };
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && hasTools(dir)) return { ok: true, bin: dir };
  }
  return {
    ok: false,
    reason:
      'PostgreSQL binaries (initdb, pg_ctl, postgres) are not installed: apt-get install postgresql, or set DRIFT_PG_BIN',
  };
}

/** Who runs PostgreSQL: this process's user, or an unprivileged one when this is root. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const user = process.env.DRIFT_PG_USER ?? 'nobody';
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL tool to its end; rejects with its output when it fails. */
function tool(
  bin: string,
  name: string,
  args: readonly string[],
  folder: string,
  user: { uid: number; gid: number } | undefined,
  timeoutMs = 60_000,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(bin, name), args, {
      cwd: folder,
      env: { PATH: process.env.PATH ?? '', HOME: folder, LANG: 'C', LC_ALL: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: timeoutMs,
      ...(user ?? {}),
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${name} failed (${signal ?? `exit ${code}`}): ${output.trim()}`));
    });
  });
}

export interface TempPostgres {
  readonly host: string;
  readonly port: number;
  /** A connection URL for a database of this server (default `postgres`). */
  url(database?: string): string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server and removes its folder (safe to call twice). */
  stop(): Promise<void>;
}

export interface StartOptions {
  /**
   * Keep PostgreSQL's durability (fsync, synchronous commit), as a deployment would: for
   * benchmarks. By default tests run without it, which is faster and loses nothing they need.
   */
  readonly durable?: boolean;
}

/** Starts a fresh PostgreSQL; throws with initdb's or pg_ctl's output when it cannot. */
export async function startPostgres(options: StartOptions = {}): Promise<TempPostgres> {
  const found = findPostgres();
  if (!found.ok) throw new Error(found.reason);
  const { bin } = found;
  const user = runAs();
  const folder = mkdtempSync(join(tmpdir(), 'drift-pg-'));
  const data = join(folder, 'data');
  const log = join(folder, 'postgres.log');
  if (user) chownSync(folder, user.uid, user.gid);

  let running = false;
  const stopNow = () => {
    // On exit nothing may wait: an immediate stop, then the folder goes.
    if (running) {
      spawnSync(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'], {
        cwd: folder,
        stdio: 'ignore',
        timeout: 10_000,
        ...(user ?? {}),
      });
    }
    rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', stopNow);

  try {
    await tool(
      bin,
      'initdb',
      ['-D', data, '-U', 'drift', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync'],
      folder,
      user,
    );
    const settings = [
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${folder}'`,
      'max_connections = 50',
      'shared_buffers = 32MB',
      ...(options.durable
        ? []
        : ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off']),
    ];
    appendFileSync(
      join(data, 'postgresql.conf'),
      `\n# drift test server\n${settings.join('\n')}\n`,
    );
    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      try {
        await tool(
          bin,
          'pg_ctl',
          ['-D', data, '-l', log, '-w', '-t', '60', '-o', `-p ${port}`, 'start'],
          folder,
          user,
          90_000,
        );
        running = true;
        break;
      } catch (error: unknown) {
        // Another process may have taken the port between the check and the start.
        if (attempt >= 3) {
          const tail = existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : '';
          throw new Error(`${error instanceof Error ? error.message : String(error)}\n${tail}`);
        }
      }
    }
    const host = '127.0.0.1';
    const url = (database = 'postgres') => `postgres://drift@${host}:${port}/${database}`;
    return {
      host,
      port,
      url,
      async createDatabase(name) {
        if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
        const client = new pg.Client({ connectionString: url() });
        await client.connect();
        try {
          await client.query(`CREATE DATABASE ${name} TEMPLATE template0`);
        } finally {
          await client.end();
        }
        return url(name);
      },
      async stop() {
        process.removeListener('exit', stopNow);
        if (running) {
          running = false;
          await tool(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'], folder, user).catch(
            () => {
              running = true; // the exit hook's immediate stop, now
            },
          );
        }
        stopNow();
      },
    };
  } catch (error: unknown) {
    process.removeListener('exit', stopNow);
    stopNow();
    throw error;
  }
}
