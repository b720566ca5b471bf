/**
 * A real server for tests: loopback, a free port, quiet logs, bots on no delay thinking on the
 * test's thread, and SQLite in a temporary folder (behind a wrapper that can be told to fail
 * writes). `stop` closes everything it started and removes the folder.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { createServer, type DriftServer } from '../../src/app.ts';
import type { BotThinker } from '../../src/bots/thinker.ts';
import type { ServerConfigInput } from '../../src/config.ts';
import type { AnyOrgKind } from '../../src/org/kind.ts';
import { openStorage } from '../../src/storage/open.ts';
import { FaultyStorage } from './faulty-storage.ts';

export interface TestServer {
  readonly server: DriftServer;
  readonly storage: FaultyStorage;
  /** The temporary data folder. */
  readonly dir: string;
  readonly http: string;
  readonly ws: string;
  /** The socket address of a match. */
  socketUrl(id: string): string;
  /** JSON over HTTP: status and parsed body. */
  request(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: unknown; text: string }>;
  stop(): Promise<void>;
}

export interface TestServerOptions {
  readonly config?: ServerConfigInput;
  /** A data folder of an earlier server (a restart); else a new temporary one. */
  readonly dir?: string;
  /** Remove the data folder on stop (default: when it was made here). */
  readonly removeDir?: boolean;
  /** Where bots think (default: on the test's thread). */
  readonly thinker?: BotThinker;
  /** Organized-play record kinds to serve. */
  readonly orgKinds?: readonly AnyOrgKind[];
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'drift-server-'));
  const storage = new FaultyStorage(await openStorage(join(dir, 'drift.sqlite')));
  const server = await createServer({
    storage,
    ...(options.thinker ? { thinker: options.thinker } : {}),
    ...(options.orgKinds ? { orgKinds: options.orgKinds } : {}),
    config: {
      host: '127.0.0.1',
      port: 0,
      botDelayMs: 0,
      botThreads: 0,
      logLevel: 'silent',
      // Scripted people answer within a millisecond: far faster than the default limit allows.
      framesPerSecond: 10_000,
      frameBurst: 10_000,
      ...options.config,
    },
    processMetrics: false,
  });
  const http = await server.listen();
  const ws = http.replace(/^http/, 'ws');
  return {
    server,
    storage,
    dir,
    http,
    ws,
    socketUrl: (id) => `${ws}/api/matches/${id}/socket`,
    async request(method, path, body, headers = {}) {
      const res = await fetch(`${http}${path}`, {
        method,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        ...(body === undefined
          ? {}
          : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
      const text = await res.text();
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
      return { status: res.status, body: parsed, text };
    },
    async stop() {
      await server.close();
      if (options.removeDir ?? options.dir === undefined)
        rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** For a test file: `const serve = servers();` then `await serve()` in a test; each is stopped after its test. */
export function servers(): (
  options?: Parameters<typeof startTestServer>[0],
) => Promise<TestServer> {
  const started: TestServer[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((t) => t.stop()));
  });
  return async (options) => {
    const t = await startTestServer(options);
    started.push(t);
    return t;
  };
}
