/**
 * Players and their campaigns (docs/protocol.md, "Campaigns"): POST /api/players hands out a
 * player token; every /api/campaigns route names its player with `Authorization: Bearer` and
 * sees only that player's campaigns. Bodies are JSON, checked by zod (the desk) and size-limited
 * (a campaign file up to its own limit).
 */
import { MAX_CAMPAIGN_FILE_BYTES } from '@drift/xia';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CampaignDesk } from '../campaign/desk.ts';
import { newPlayer, playerOf } from '../campaign/player.ts';
import type { Storage } from '../storage/types.ts';
import { sendError } from './errors.ts';

export interface CampaignRoutesDeps {
  readonly storage: Storage;
  readonly desk: CampaignDesk;
  readonly now: () => number;
}

type Params = { id: string };

export function registerCampaignRoutes(app: FastifyInstance, deps: CampaignRoutesDeps): void {
  const { storage, desk } = deps;

  /** The player of a request, or the refusal already sent. */
  async function player(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
    const found = await playerOf(storage, request.headers.authorization);
    if (found.ok) return found.value;
    sendError(reply, found.error);
    return null;
  }

  app.post('/api/players', async (_request, reply) => {
    const token = await newPlayer(storage, deps.now());
    return reply.code(201).send({ token });
  });

  app.get('/api/campaigns', async (request, reply) => {
    const owner = await player(request, reply);
    if (owner === null) return reply;
    return { campaigns: await desk.list(owner) };
  });

  app.post('/api/campaigns', async (request, reply) => {
    const owner = await player(request, reply);
    if (owner === null) return reply;
    const made = await desk.create(owner, request.body);
    if (!made.ok) return sendError(reply, made.error);
    return reply.code(201).send(made.value);
  });

  app.post(
    '/api/campaigns/import',
    { bodyLimit: MAX_CAMPAIGN_FILE_BYTES },
    async (request, reply) => {
      const owner = await player(request, reply);
      if (owner === null) return reply;
      const made = await desk.importFile(owner, request.body);
      if (!made.ok) return sendError(reply, made.error);
      return reply.code(201).send(made.value);
    },
  );

  app.get<{ Params: Params }>('/api/campaigns/:id', async (request, reply) => {
    const owner = await player(request, reply);
    if (owner === null) return reply;
    const got = await desk.get(owner, request.params.id);
    return got.ok ? got.value : sendError(reply, got.error);
  });

  app.post<{ Params: Params }>('/api/campaigns/:id/games', async (request, reply) => {
    const owner = await player(request, reply);
    if (owner === null) return reply;
    const started = await desk.startGame(owner, request.params.id, request.body);
    if (!started.ok) return sendError(reply, started.error);
    return reply.code(201).send(started.value);
  });

  app.post<{ Params: Params }>('/api/campaigns/:id/upgrade', async (request, reply) => {
    const owner = await player(request, reply);
    if (owner === null) return reply;
    const chosen = await desk.chooseUpgrade(owner, request.params.id, request.body);
    return chosen.ok ? chosen.value : sendError(reply, chosen.error);
  });

  app.get<{ Params: Params }>('/api/campaigns/:id/export', async (request, reply) => {
    const owner = await player(request, reply);
    if (owner === null) return reply;
    const file = await desk.exportFile(owner, request.params.id);
    if (!file.ok) return sendError(reply, file.error);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.value.name}"`)
      .send(file.value.text);
  });

  app.delete<{ Params: Params }>('/api/campaigns/:id', async (request, reply) => {
    const owner = await player(request, reply);
    if (owner === null) return reply;
    const gone = await desk.remove(owner, request.params.id);
    if (!gone.ok) return sendError(reply, gone.error);
    return reply.code(204).send();
  });
}
