/**
 * The match server put together: Fastify with its logger, the HTTP API, the socket route, the
 * match owners with their write batcher and bot thinkers, and a clean shutdown (new commands
 * refused, queued ones written and acknowledged, sockets closed with 1001, workers and the
 * database closed).
 */
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { InThreadThinker } from './bots/in-thread.ts';
import { WorkerPool } from './bots/pool.ts';
import type { BotThinker } from './bots/thinker.ts';
import { CampaignDesk } from './campaign/desk.ts';
import { type ServerConfig, type ServerConfigInput, serverConfig } from './config.ts';
import { type Game, xiaGame } from './game.ts';
import { registerCampaignRoutes } from './http/campaigns.ts';
import { installErrorHandlers } from './http/errors.ts';
import { registerMatchRoutes } from './http/matches.ts';
import { registerOrgRoutes } from './http/org.ts';
import { registerSystemRoutes } from './http/system.ts';
import { registerWebClient } from './http/web.ts';
import type { MatchLoader } from './match/loaded.ts';
import { Owners } from './match/owners.ts';
import { storageLoader } from './match/storage-loader.ts';
import { WriteBatcher } from './match/write-batcher.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { OrgDesk } from './org/desk.ts';
import type { AnyOrgKind } from './org/kind.ts';
import { FORMATS_ORG_KINDS } from './org/kinds.ts';
import { ClientLimits } from './org/limits.ts';
import { CLOSE } from './protocol.ts';
import type { Storage } from './storage/types.ts';
import { registerSocketRoute } from './ws/route.ts';

/**
 * The record kinds `/api/org` serves when the caller names none: the one place the formats'
 * event and Coruscant kinds are plugged in (with `@drift/formats` as a dependency).
 */
export const DEFAULT_ORG_KINDS: readonly AnyOrgKind[] = FORMATS_ORG_KINDS;

export interface ServerOptions {
  readonly config?: ServerConfigInput;
  /** An open, migrated database; the server closes it when it closes. */
  readonly storage: Storage;
  /** Reads a stored match back (default: storage's loadMatch, checked against its hashes). */
  readonly load?: MatchLoader;
  /** Where bots think (default: from `config.botThreads`). */
  readonly thinker?: BotThinker;
  /** A logger of one's own (tests); else Fastify's pino at `config.logLevel`. */
  readonly logger?: FastifyBaseLogger;
  readonly now?: () => number;
  /** Process metrics (CPU, memory, event loop): on by default. */
  readonly processMetrics?: boolean;
  /**
   * The organized-play record kinds served under /api/org (events, Coruscant campaigns);
   * default {@link DEFAULT_ORG_KINDS}.
   */
  readonly orgKinds?: readonly AnyOrgKind[];
}

export interface DriftServer {
  readonly app: FastifyInstance;
  readonly config: ServerConfig;
  readonly metrics: Metrics;
  readonly owners: Owners;
  readonly campaigns: CampaignDesk;
  readonly game: Game;
  /** Whether the web client's files are served at `/`. */
  readonly webClient: boolean;
  /** Starts listening; resolves to the address to open (http://host:port). */
  listen(): Promise<string>;
  /** Closes everything, in order; safe to call twice. */
  close(): Promise<void>;
}

export async function createServer(options: ServerOptions): Promise<DriftServer> {
  const config = serverConfig(options.config);
  const now = options.now ?? Date.now;
  const game = xiaGame();
  const metrics = createMetrics({ defaults: options.processMetrics !== false });
  const app = Fastify({
    bodyLimit: config.bodyLimitBytes,
    disableRequestLogging: !config.logRequests,
    ...(options.logger
      ? { loggerInstance: options.logger }
      : {
          logger: {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
          },
        }),
  });
  const log = app.log;
  const storage = options.storage;
  const thinker =
    options.thinker ??
    (config.botThreads === 0
      ? new InThreadThinker(game.xia)
      : new WorkerPool(config.botThreads, (why) => log.warn(why)));
  const batcher = new WriteBatcher((records) => storage.appendCommands(records), {
    onBatch: (n) => {
      metrics.writeBatches.inc();
      metrics.writeRecords.inc(n);
    },
  });
  // The desk needs the owners and the owners tell the desk of finished matches.
  let campaigns: CampaignDesk | undefined;
  const owners = new Owners({
    game,
    storage,
    batcher,
    thinker,
    config,
    metrics,
    log,
    load: options.load ?? storageLoader(storage, game),
    now,
    onFinished: (matchId) => {
      void campaigns?.matchFinished(matchId).catch((error: unknown) => {
        log.error({ err: error, match: matchId }, 'could not record a campaign game');
      });
    },
  });
  const desk = new CampaignDesk({ game, storage, owners, config, log, now });
  campaigns = desk;
  let ready = false;
  let closing: Promise<void> | null = null;

  installErrorHandlers(app);
  app.addHook('onRequest', async (request, reply) => {
    if (closing && request.url !== '/health')
      return reply.code(503).send({ code: 'Unavailable', message: 'The server is shutting down.' });
  });
  await app.register(fastifyWebsocket, {
    options: { maxPayload: config.maxFrameBytes },
    preClose: (done) => {
      for (const client of app.websocketServer.clients)
        client.close(CLOSE.Shutdown, 'the server is shutting down');
      app.websocketServer.close(() => done());
    },
  });
  registerSystemRoutes(app, { game, storage, metrics, ready: () => ready && !closing });
  registerMatchRoutes(app, { game, storage, owners, config, now });
  registerCampaignRoutes(app, { storage, desk, now });
  registerOrgRoutes(app, {
    desk: new OrgDesk({ storage, now }),
    kinds: options.orgKinds ?? DEFAULT_ORG_KINDS,
    limits: new ClientLimits(config.orgRequestsPerSecond, config.orgRequestBurst),
    now,
  });
  const sockets = registerSocketRoute(app, { owners, config, metrics, log });
  const webClient = await registerWebClient(app, config.webDist);
  owners.startSweeping();

  /** Running matches with a bot seat go on after a restart without waiting for a visitor. */
  async function resumeBots(): Promise<void> {
    try {
      const running = await storage.listMatches({ phase: 'running' });
      for (const record of running) {
        if (closing) return;
        if (record.seats.some((s) => s.kind === 'bot')) await owners.get(record.id);
      }
    } catch (error: unknown) {
      log.error({ err: error }, 'could not resume the bots of running matches');
    }
  }

  /** Campaign games that ended while the server was stopping are recorded now. */
  async function settleCampaigns(): Promise<void> {
    try {
      await desk.settleAll();
    } catch (error: unknown) {
      if (!closing) log.error({ err: error }, 'could not check the campaigns with a game pending');
    }
  }

  return {
    app,
    config,
    metrics,
    owners,
    campaigns: desk,
    game,
    webClient,
    async listen() {
      const address = await app.listen({ host: config.host, port: config.port });
      ready = true;
      void resumeBots();
      void settleCampaigns();
      return address;
    },
    close() {
      closing ??= (async () => {
        ready = false;
        await owners.shutdown();
        await batcher.flush();
        sockets.stop();
        await thinker.close();
        await app.close();
        await storage.close();
      })();
      return closing;
    },
  };
}
