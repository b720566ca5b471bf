/**
 * `drift serve`'s flags, checked: each one is read from text and refused with what is allowed
 * (`--port "70000": use a whole number from 0 to 65535`), before anything starts.
 */
import { isIP } from 'node:net';
import {
  type DatabaseTarget,
  DEFAULT_HOST,
  DEFAULT_PORT,
  parseDatabaseUrl,
  type ServerConfigInput,
  SQLITE_FILE,
} from '@drift/server';
import { type Io, userPath } from '../context.ts';
import { badUsage } from '../failure.ts';

/** The flags as commander hands them over: all text. */
export interface ServeFlags {
  readonly port: string;
  readonly host: string;
  readonly data: string;
  readonly database?: string;
  readonly botDelay: string;
  readonly botThreads?: string;
  readonly origins: string;
  readonly snapshotEvery: string;
  readonly idleUnload: string;
  readonly absent: string;
  readonly rate: string;
  readonly burst: string;
  readonly maxFrame: string;
  readonly bodyLimit: string;
  readonly logLevel: string;
  /** True with --log-requests. */
  readonly logRequests?: boolean;
  readonly web?: string;
  /** False with --no-web-build: the repository's client is served as it is. */
  readonly webBuild?: boolean;
}

/** What `drift serve` starts from its flags. */
export interface ServeSettings {
  readonly config: ServerConfigInput;
  /** The data folder (absolute). */
  readonly data: string;
  readonly database: DatabaseTarget;
}

export const SERVE_DEFAULTS = {
  port: String(DEFAULT_PORT),
  host: DEFAULT_HOST,
  data: 'drift-data',
  botDelay: '1000',
  origins: 'same-host',
  snapshotEvery: '100',
  idleUnload: '300',
  absent: '60',
  rate: '20',
  burst: '40',
  maxFrame: '16384',
  bodyLimit: '65536',
  logLevel: 'info',
} as const;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

const fail = (message: string) => badUsage('serve', message);

function whole(flag: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < min || n > max)
    throw fail(`${flag} "${value}": use a whole number from ${min} to ${max}`);
  return n;
}

/** A host name or an IP address to listen on. */
function host(value: string): string {
  const name =
    /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
  if (isIP(value) === 0 && !name.test(value))
    throw fail(`--host "${value}": use an address like 127.0.0.1, 0.0.0.0, ::1 or a host name`);
  return value;
}

/** `same-host`, `*`, or a comma-separated list of origins like https://play.example.org. */
function origins(value: string): ServerConfigInput['origins'] {
  if (value === 'same-host' || value === '*') return value;
  const list = value.split(',').map((o) => o.trim());
  for (const o of list) {
    let url: URL | null = null;
    try {
      url = new URL(o);
    } catch {
      url = null;
    }
    if (
      !url ||
      (url.protocol !== 'http:' && url.protocol !== 'https:') ||
      url.origin !== o.replace(/\/$/, '')
    )
      throw fail(
        `--origins "${value}": "${o}" is not an origin; use same-host, * or origins like https://play.example.org, comma-separated`,
      );
  }
  return list;
}

function logLevel(value: string): LogLevel {
  const found = LOG_LEVELS.find((l) => l === value);
  if (!found) throw fail(`--log-level "${value}": use one of ${LOG_LEVELS.join(', ')}`);
  return found;
}

/** Reads every flag; a bad one is refused (exit code 2) with what is allowed. */
export function serveSettings(flags: ServeFlags, io: Io, webDist: string | null): ServeSettings {
  const data = userPath(io, flags.data);
  if (flags.data.trim() === '') throw fail('--data: name a folder for the data');
  let database: DatabaseTarget;
  if (flags.database === undefined) database = { kind: 'sqlite', file: `${data}/${SQLITE_FILE}` };
  else {
    const parsed = parseDatabaseUrl(flags.database, io.cwd);
    if (!parsed.ok) throw fail(`--database: ${parsed.error.message}`);
    database = parsed.value;
  }
  const web = flags.web === undefined ? webDist : userPath(io, flags.web);
  return {
    data,
    database,
    config: {
      host: host(flags.host),
      port: whole('--port', flags.port, 0, 65_535),
      botDelayMs: whole('--bot-delay', flags.botDelay, 0, 60_000),
      ...(flags.botThreads === undefined
        ? {}
        : { botThreads: whole('--bot-threads', flags.botThreads, 0, 64) }),
      origins: origins(flags.origins),
      snapshotEvery: whole('--snapshot-every', flags.snapshotEvery, 1, 100_000),
      idleUnloadMs: whole('--idle-unload', flags.idleUnload, 1, 86_400) * 1000,
      absentMs: whole('--absent', flags.absent, 0, 86_400) * 1000,
      framesPerSecond: whole('--rate', flags.rate, 1, 10_000),
      frameBurst: whole('--burst', flags.burst, 1, 10_000),
      maxFrameBytes: whole('--max-frame', flags.maxFrame, 256, 16_384),
      bodyLimitBytes: whole('--body-limit', flags.bodyLimit, 256, 1_048_576),
      logLevel: logLevel(flags.logLevel),
      logRequests: flags.logRequests === true,
      webDist: web,
    },
  };
}
