/**
 * `drift serve`: the match server, with SQLite in a data folder it creates (or PostgreSQL with
 * `--database postgres://…`), listening on 127.0.0.1:8720 unless told otherwise. It prints the
 * address to open, and on SIGINT or SIGTERM it stops cleanly: queued commands are written and
 * acknowledged, sockets closed with 1001, workers and the database closed.
 */
import { mkdirSync } from 'node:fs';
import {
  createServer,
  type DriftServer,
  openStorage,
  repoWebDist,
  type Storage,
  StorageError,
} from '@drift/server';
import type { Command } from 'commander';
import { type Io, shownPath } from '../context.ts';
import { badUsage } from '../failure.ts';
import {
  SERVE_DEFAULTS,
  type ServeFlags,
  type ServeSettings,
  serveSettings,
} from './serve-flags.ts';
import { ensureWebBuilt } from './web-build.ts';

/** Resolves when the process is asked to stop (Ctrl+C, or a service manager's SIGTERM). */
export function stopSignal(): Promise<string> {
  return new Promise((resolve) => {
    const stop = (signal: string) => {
      process.off('SIGINT', onInt);
      process.off('SIGTERM', onTerm);
      resolve(signal);
    };
    const onInt = () => stop('SIGINT');
    const onTerm = () => stop('SIGTERM');
    process.once('SIGINT', onInt);
    process.once('SIGTERM', onTerm);
  });
}

async function open(io: Io, settings: ServeSettings): Promise<Storage> {
  const where =
    settings.database.kind === 'sqlite'
      ? `SQLite ${shownPath(io, settings.database.file)}`
      : `PostgreSQL ${settings.database.shown}`;
  try {
    const storage = await openStorage(settings.database);
    io.out(`Database: ${where}\n`);
    return storage;
  } catch (error: unknown) {
    if (error instanceof StorageError)
      throw badUsage('serve', `the database (${where}) cannot be used: ${error.message}`);
    throw error;
  }
}

async function listen(server: DriftServer, settings: ServeSettings): Promise<string> {
  try {
    return await server.listen();
  } catch (error: unknown) {
    await server.close();
    const code = (error as { code?: string }).code;
    const { host, port } = settings.config;
    if (code === 'EADDRINUSE')
      throw badUsage(
        'serve',
        `--port ${port}: the port is in use on ${host}; choose another (--port 0 picks a free one)`,
      );
    if (code === 'EACCES')
      throw badUsage(
        'serve',
        `--port ${port}: this user may not listen on that port; choose one above 1023`,
      );
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      throw badUsage('serve', `--host ${host}: this machine has no such address`);
    throw error;
  }
}

/** Runs the server until `stop` resolves, then closes it. */
export async function serve(
  io: Io,
  settings: ServeSettings,
  stop: Promise<string> = stopSignal(),
): Promise<void> {
  try {
    mkdirSync(settings.data, { recursive: true });
  } catch (error: unknown) {
    const why = error instanceof Error ? error.message : String(error);
    throw badUsage(
      'serve',
      `--data ${shownPath(io, settings.data)}: the folder cannot be created (${why})`,
    );
  }
  io.out(`Data folder: ${shownPath(io, settings.data)}\n`);
  const storage = await open(io, settings);
  let server: DriftServer;
  try {
    server = await createServer({ storage, config: settings.config });
  } catch (error: unknown) {
    await storage.close();
    throw error;
  }
  const address = await listen(server, settings);
  const page = server.webClient
    ? 'to play'
    : '(the web client is not built yet: the page there says how to use the API, docs/protocol.md has it all)';
  io.out(
    `Drift is serving at ${address}\nOpen ${address} in a browser ${page}.\nStop with Ctrl+C.\n`,
  );
  const signal = await stop;
  io.out(`${signal}: stopping (finishing queued commands, closing sockets and the database)\n`);
  await server.close();
  io.out('Stopped.\n');
}

/** `drift serve` with flags (or `drift` alone, on the defaults). */
export async function runServe(io: Io, flags: ServeFlags, stop?: Promise<string>): Promise<void> {
  const settings = serveSettings(flags, io, repoWebDist());
  // The repository's own client is built when missing or stale; a --web folder is served as it is.
  if (flags.web === undefined && flags.webBuild !== false)
    await ensureWebBuilt({ say: (line) => io.out(`${line}\n`) });
  await serve(io, settings, stop);
}

/** Adds `drift serve` to the program. */
export function registerServeCommand(program: Command, io: Io): Command {
  const d = SERVE_DEFAULTS;
  return program
    .command('serve')
    .description(
      'run the match server (HTTP lobby and WebSocket play) with SQLite in a data folder',
    )
    .option('--port <n>', 'the port to listen on (0: any free port)', d.port)
    .option('--host <address>', 'the address to listen on (0.0.0.0: every interface)', d.host)
    .option('--data <dir>', 'the data folder, created if missing (SQLite lives there)', d.data)
    .option(
      '--database <url>',
      'postgres://user:password@host:port/db instead of SQLite in the data folder',
    )
    .option('--bot-delay <ms>', 'least time between bot moves, so people can follow', d.botDelay)
    .option(
      '--bot-threads <n>',
      'worker threads bots think on (default: every core; 0: the main thread)',
    )
    .option(
      '--origins <list>',
      'browser origins that may open sockets: same-host, *, or a comma-separated list',
      d.origins,
    )
    .option('--snapshot-every <n>', 'keep a state snapshot every n commands', d.snapshotEvery)
    .option(
      '--idle-unload <s>',
      'unload a match nobody watches after this many seconds',
      d.idleUnload,
    )
    .option(
      '--absent <s>',
      'seconds a person must be gone before the creator may hand the seat to a bot',
      d.absent,
    )
    .option('--rate <n>', 'frames a socket may send per second', d.rate)
    .option('--burst <n>', 'frames a socket may send in a burst', d.burst)
    .option('--max-frame <bytes>', 'the largest frame a socket may send', d.maxFrame)
    .option('--body-limit <bytes>', 'the largest HTTP request body', d.bodyLimit)
    .option('--log-level <level>', 'fatal, error, warn, info, debug, trace or silent', d.logLevel)
    .option('--log-requests', 'log every HTTP request and its response (at info level)')
    .option('--web <dir>', "the web client's built files (default: packages/web/dist when built)")
    .option(
      '--no-web-build',
      'serve packages/web/dist as it is, without building it when missing or stale',
    )
    .action(async (flags: ServeFlags) => {
      await runServe(io, flags);
    });
}
