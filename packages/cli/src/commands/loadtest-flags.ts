/**
 * `drift loadtest`'s flags, checked before anything starts: each is read from text and refused
 * with what is allowed. The load goes only to this machine: a `--url` must name a loopback
 * address.
 */
import { isIP } from 'node:net';
import { type DatabaseTarget, parseDatabaseUrl } from '@drift/server';
import type { Io } from '../context.ts';
import { badUsage } from '../failure.ts';

export interface LoadtestFlags {
  readonly matches: string;
  readonly seats: string;
  readonly seconds: string;
  readonly warmup: string;
  readonly threads: string;
  readonly url?: string;
  readonly database?: string;
  readonly json?: boolean;
}

export const LOADTEST_DEFAULTS = {
  matches: '100',
  seats: '4',
  seconds: '30',
  warmup: '3',
  threads: '1',
} as const;

export interface LoadtestSettings {
  readonly matches: number;
  readonly seats: number;
  readonly seconds: number;
  readonly warmupSeconds: number;
  readonly threads: number;
  /** A running server's address; null: start one. */
  readonly url: string | null;
  /** For a server started here: PostgreSQL instead of SQLite in a temporary folder. */
  readonly database: DatabaseTarget | null;
  readonly json: boolean;
}

const fail = (message: string) => badUsage('loadtest', message);

function whole(flag: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < min || n > max)
    throw fail(`${flag} "${value}": use a whole number from ${min} to ${max}`);
  return n;
}

/** Whether a host name is this machine's loopback (127.0.0.0/8, ::1, localhost). */
export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

/** A running server's address: http(s) on a loopback host, without a path. */
function url(value: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw fail(
      `--url "${value}": not a URL; use the address drift serve printed, like http://127.0.0.1:8720`,
    );
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw fail(`--url "${value}": use an http:// address, like http://127.0.0.1:8720`);
  if (!isLoopback(parsed.hostname))
    throw fail(
      `--url "${value}": the load test sends only to this machine; use a loopback address (127.0.0.1, localhost or [::1])`,
    );
  if (parsed.pathname !== '/' || parsed.search !== '' || parsed.hash !== '')
    throw fail(`--url "${value}": give the server's address only, like http://127.0.0.1:8720`);
  return parsed.origin;
}

export function loadtestSettings(flags: LoadtestFlags, io: Io): LoadtestSettings {
  const matches = whole('--matches', flags.matches, 1, 2000);
  const threads = whole('--threads', flags.threads, 1, 16);
  if (threads > matches)
    throw fail(`--threads ${threads}: at most one client thread per match (--matches ${matches})`);
  let database: DatabaseTarget | null = null;
  if (flags.database !== undefined) {
    if (flags.url !== undefined)
      throw fail('--database: only for a server started here; a server at --url has its own');
    const parsed = parseDatabaseUrl(flags.database, io.cwd);
    if (!parsed.ok) throw fail(`--database: ${parsed.error.message}`);
    if (parsed.value.kind === 'postgres' && !isLoopback(new URL(parsed.value.url).hostname))
      throw fail(
        '--database: the load test uses only this machine; use a PostgreSQL on a loopback address',
      );
    database = parsed.value;
  }
  return {
    matches,
    seats: whole('--seats', flags.seats, 3, 5),
    seconds: whole('--seconds', flags.seconds, 1, 3600),
    warmupSeconds: whole('--warmup', flags.warmup, 0, 600),
    threads,
    url: flags.url === undefined ? null : url(flags.url),
    database,
    json: flags.json === true,
  };
}
