/**
 * The web client at `/`: its built files (packages/web/dist) when that folder exists, else a
 * plain page saying the client is not built and where the API is.
 */
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Drift</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; line-height: 1.5">
<h1>Drift</h1>
<p>The match server is running, but the web client is not built, so there is no board to show yet.</p>
<p>Matches can be created and played through the HTTP API and WebSocket protocol
(<code>docs/protocol.md</code>): try <a href="/api/matches">/api/matches</a>,
<a href="/api/rulesets">/api/rulesets</a>, <a href="/health">/health</a> and <a href="/version">/version</a>.</p>
</body></html>
`;

/** Where the web package's build lands in this repository (packages/web/dist). */
export function repoWebDist(): string {
  return fileURLToPath(new URL('../../../web/dist', import.meta.url));
}

/** Registers the client's files, or the placeholder page; returns whether the client is served. */
export async function registerWebClient(
  app: FastifyInstance,
  dist: string | null,
): Promise<boolean> {
  if (dist !== null && existsSync(dist) && statSync(dist).isDirectory()) {
    await app.register(fastifyStatic, { root: dist, prefix: '/' });
    return true;
  }
  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(NOT_BUILT));
  return false;
}
