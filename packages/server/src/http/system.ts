/**
 * What operators and lobbies ask of the server itself: GET /health (200 only when the server
 * and its database are ready), GET /version, GET /metrics (Prometheus text) and GET
 * /api/rulesets (what a lobby form offers: seats, Fame targets, presets, bot labels).
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Game } from '../game.ts';
import { botCatalogue } from '../lobby/bot-label.ts';
import type { Metrics } from '../metrics.ts';
import { PROTOCOL_VERSION } from '../protocol.ts';
import type { Storage } from '../storage/types.ts';

export interface SystemRoutesDeps {
  readonly game: Game;
  readonly storage: Storage;
  readonly metrics: Metrics;
  /** False while starting and once shutting down. */
  readonly ready: () => boolean;
}

/** The server package's version. */
export function serverVersion(): string {
  const pkg: unknown = JSON.parse(
    readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
  );
  return typeof pkg === 'object' &&
    pkg !== null &&
    'version' in pkg &&
    typeof pkg.version === 'string'
    ? pkg.version
    : '0.0.0';
}

const PING_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export function registerSystemRoutes(app: FastifyInstance, deps: SystemRoutesDeps): void {
  const version = serverVersion();

  app.get('/health', async (request, reply) => {
    if (!deps.ready())
      return reply
        .code(503)
        .send({ code: 'NotReady', message: 'The server is starting or shutting down.' });
    try {
      await withTimeout(deps.storage.ping(), PING_TIMEOUT_MS);
    } catch (error: unknown) {
      request.log.warn({ err: error }, 'health: the database does not answer');
      return reply.code(503).send({ code: 'NotReady', message: 'The database does not answer.' });
    }
    return { status: 'ok', database: deps.storage.kind };
  });

  app.get('/version', async () => ({
    name: 'drift',
    version,
    protocol: PROTOCOL_VERSION,
    node: process.version,
    rulesets: [{ id: deps.game.id, content: deps.game.content }],
  }));

  app.get('/metrics', async (_request, reply) => {
    const text = await deps.metrics.registry.metrics();
    return reply.header('content-type', deps.metrics.registry.contentType).send(text);
  });

  app.get('/api/rulesets', async () => ({
    rulesets: [
      { id: deps.game.id, content: deps.game.content, ...deps.game.lobby, bots: botCatalogue() },
    ],
  }));
}
