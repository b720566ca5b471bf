/**
 * boardgame.io 0.50.2's own server (Koa, socket.io, its lobby API and its default in-memory
 * storage) playing the synthetic game of tools/bench/peer, listening on 127.0.0.1 only, on a
 * free port. It prints `Peer serving at http://127.0.0.1:PORT` when ready, answers
 * `GET /peer-stats` with its process's memory and CPU, and stops on SIGTERM or SIGINT.
 *
 * Run it through compare.mjs, which sets NODE_PATH so the bench's game.mjs finds boardgame.io
 * in this folder's node_modules.
 */
import { createRequire } from 'node:module';

if (process.env.NODE_ENV === undefined) process.env.NODE_ENV = 'production';
const require = createRequire(import.meta.url);
const { Server } = require('boardgame.io/server');
const { peerGame } = await import('../bench/peer/game.mjs');

/** The bench's game with 3 to 5 seats (the load test plays 4 like Drift's). */
export function loadGame() {
  return { ...peerGame('drift-peer-server'), minPlayers: 3, maxPlayers: 5 };
}

const server = Server({ games: [loadGame()], origins: ['http://127.0.0.1'] });
const { app } = server;
// The process's own figures, read by the load test as Drift's are from /metrics.
app.use(async (ctx, next) => {
  if (ctx.method === 'GET' && ctx.path === '/peer-stats') {
    const memory = process.memoryUsage();
    const cpu = process.cpuUsage();
    ctx.body = {
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
    };
    return;
  }
  await next();
});
// koa-socket-2 made app.listen call app.server.listen(...args): keep it on loopback.
app.listen = (port, callback) => app.server.listen(port, '127.0.0.1', callback);
const running = await server.run({ port: 0 });
const address = running.appServer.address();
process.stdout.write(`Peer serving at http://127.0.0.1:${address.port}\n`);
const stop = () => {
  server.kill(running);
  app._io?.close?.();
  setTimeout(() => process.exit(0), 500).unref();
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
