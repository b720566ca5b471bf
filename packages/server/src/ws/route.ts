/**
 * The socket route, `GET /api/matches/:id/socket`: the origin is checked before the upgrade,
 * then each socket becomes a Connection. A keepalive pings every socket and drops those that
 * stopped answering.
 */
import type { FastifyInstance } from 'fastify';
import { Connection, type ConnectionDeps } from './connection.ts';
import { originAllowed } from './origin.ts';

const MATCH_ID = /^[A-Za-z0-9_-]{6,64}$/;

export function registerSocketRoute(app: FastifyInstance, deps: ConnectionDeps): { stop(): void } {
  const connections = new Set<Connection>();
  app.route<{ Params: { id: string } }>({
    method: 'GET',
    url: '/api/matches/:id/socket',
    preValidation: async (request, reply) => {
      if (!MATCH_ID.test(request.params.id)) {
        deps.metrics.framesRejected.inc({ reason: 'BadMatchId' });
        return reply.code(400).send({ code: 'BadMatchId', message: 'This is not a match id.' });
      }
      if (!originAllowed(request.headers.origin, request.headers.host, deps.config.origins)) {
        deps.metrics.framesRejected.inc({ reason: 'OriginNotAllowed' });
        request.log.warn({ origin: request.headers.origin }, 'socket refused: origin not allowed');
        return reply.code(403).send({
          code: 'OriginNotAllowed',
          message: 'Pages from this origin may not open sockets here.',
        });
      }
    },
    // A plain GET (no upgrade) is told what this address is for.
    handler: async (_request, reply) =>
      reply.code(426).header('upgrade', 'websocket').send({
        code: 'UpgradeRequired',
        message: 'This address takes a WebSocket connection (see docs/protocol.md).',
      }),
    wsHandler: (socket, request) => {
      const connection = new Connection(socket, request.params.id, { ...deps, log: request.log });
      connections.add(connection);
      socket.on('close', () => connections.delete(connection));
    },
  });
  const keepalive = setInterval(() => {
    for (const c of connections) {
      if (!c.alive) {
        c.terminate();
        connections.delete(c);
        continue;
      }
      c.alive = false;
      c.ping();
    }
  }, deps.config.keepaliveMs);
  keepalive.unref();
  return { stop: () => clearInterval(keepalive) };
}
