/**
 * `drift loadtest`: matches of scripted seats over real WebSockets against a server on this
 * machine, and the figures: accepted commands per second, latency from send to `accepted`,
 * bytes per player per command, server memory per live match, sockets, errors.
 *
 * Without `--url` it starts `drift serve` itself in a child process (127.0.0.1, a free port,
 * SQLite in a temporary folder or `--database`, bot delay 0, no rate limit worth the name, one
 * bot thread) and stops it after. The clients run on worker threads of this process, so on two
 * cores the server's process and the clients' thread each have a core of their own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type LoadResult,
  LoadStopped,
  reportJson,
  reportLines,
  runLoad,
  type ServerProcess,
  startServerProcess,
} from '@drift/server/loadtest';
import type { Command } from 'commander';
import type { Io } from '../context.ts';
import { badUsage, refused } from '../failure.ts';
import {
  LOADTEST_DEFAULTS,
  type LoadtestFlags,
  type LoadtestSettings,
  loadtestSettings,
} from './loadtest-flags.ts';

const BIN = fileURLToPath(new URL('../../bin/drift.js', import.meta.url));

/** `drift serve`'s flags for a server the load test starts. */
export function serveArgs(data: string, database: string | null): string[] {
  return [
    'serve',
    '--host',
    '127.0.0.1',
    '--port',
    '0',
    '--data',
    data,
    ...(database ? ['--database', database] : []),
    '--bot-delay',
    '0',
    '--bot-threads',
    '1',
    // Scripted seats answer within a millisecond; the per-socket limit is for people.
    '--rate',
    '10000',
    '--burst',
    '10000',
    '--log-level',
    'warn',
  ];
}

async function startServer(settings: LoadtestSettings, data: string): Promise<ServerProcess> {
  const database = settings.database?.kind === 'postgres' ? settings.database.url : null;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env))
    if (key.startsWith('npm_') || key === 'INIT_CWD') delete env[key];
  return startServerProcess({
    argv: [process.execPath, BIN, ...serveArgs(data, database)],
    env,
  });
}

/**
 * SIGINT and SIGTERM, caught while the load test runs so it can stop its server and remove its
 * folder: `stopped` resolves with the signal's name; `release` gives the signals back.
 */
function catchStop(): { stopped: Promise<string>; release: () => void } {
  let onSignal: (signal: NodeJS.Signals) => void = () => undefined;
  const stopped = new Promise<string>((resolve) => {
    onSignal = resolve;
  });
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const release = () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  return { stopped, release };
}

export async function runLoadtest(io: Io, flags: LoadtestFlags): Promise<void> {
  const settings = loadtestSettings(flags, io);
  const progress = (line: string) => io.err(`${line}\n`);
  const { stopped, release } = catchStop();
  try {
    await loadtest(io, settings, progress, stopped);
  } finally {
    release();
  }
}

async function loadtest(
  io: Io,
  settings: LoadtestSettings,
  progress: (line: string) => void,
  stopped: Promise<string>,
): Promise<void> {
  let server: ServerProcess | null = null;
  let data: string | null = null;
  let where: string;
  if (settings.url) where = settings.url;
  else {
    data = mkdtempSync(join(tmpdir(), 'drift-loadtest-'));
    progress(`Starting drift serve (127.0.0.1, a free port, bot delay 0, data in ${data})…`);
    try {
      server = await startServer(settings, data);
    } catch (error: unknown) {
      rmSync(data, { recursive: true, force: true });
      throw error;
    }
    progress(`drift serve (pid ${server.pid}) at ${server.http}`);
    const db =
      settings.database?.kind === 'postgres'
        ? settings.database.shown
        : 'SQLite in a temporary folder';
    where = `${server.http} (drift serve started here, pid ${server.pid}: ${db}, bot delay 0)`;
  }
  const http = server?.http ?? settings.url ?? '';
  let result: LoadResult;
  try {
    const health = await fetch(`${http}/health`).catch(() => null);
    if (!health?.ok)
      throw badUsage(
        'loadtest',
        `no Drift server answers at ${http}/health; start one with drift serve`,
      );
    result = await runLoad(
      {
        http,
        matches: settings.matches,
        seats: settings.seats,
        seconds: settings.seconds,
        warmupSeconds: settings.warmupSeconds,
        threads: settings.threads,
        stop: stopped,
      },
      progress,
    );
  } catch (error: unknown) {
    if (error instanceof LoadStopped) {
      progress(`Stopped by ${error.reason}.`);
      throw refused('loadtest', error.message);
    }
    throw error;
  } finally {
    if (server) {
      progress('Stopping the server…');
      await server.stop();
    }
    if (data) rmSync(data, { recursive: true, force: true });
  }
  if (settings.json) io.out(`${JSON.stringify({ where, ...reportJson(result) }, null, 2)}\n`);
  else io.out(`${reportLines(result, where).join('\n')}\n`);
}

/** Adds `drift loadtest` to the program. */
export function registerLoadtestCommand(program: Command, io: Io): Command {
  const d = LOADTEST_DEFAULTS;
  return program
    .command('loadtest')
    .description(
      'play matches of scripted seats over WebSockets against a server on this machine and print the figures',
    )
    .option('--matches <n>', 'matches played at once (1-2000)', d.matches)
    .option('--seats <n>', 'seats per match, each a scripted client (3-5)', d.seats)
    .option('--seconds <s>', 'how long to measure (1-3600)', d.seconds)
    .option('--warmup <s>', 'play before measuring, not counted (0-600)', d.warmup)
    .option('--threads <n>', 'client threads the matches are shared among (1-16)', d.threads)
    .option(
      '--url <address>',
      'a running server on this machine (default: start drift serve on 127.0.0.1 and stop it after)',
    )
    .option(
      '--database <url>',
      'for the server started here: postgres://… on this machine instead of SQLite in a temp folder',
    )
    .option('--json', 'print the figures as one JSON object')
    .action(async (flags: LoadtestFlags) => {
      await runLoadtest(io, flags);
    });
}
