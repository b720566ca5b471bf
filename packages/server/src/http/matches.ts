/**
 * The lobby's HTTP API under /api/matches: create a match, list matches, look at one, claim a
 * seat, hand an absent person's seat to a bot (the creator only), and fetch a finished match's
 * replay file. Bodies are JSON, size-limited by Fastify and checked by zod here.
 */
import { writeMatchFile } from '@drift/engine';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerConfig } from '../config.ts';
import type { Game } from '../game.ts';
import { checkBotLabel } from '../lobby/bot-label.ts';
import { createMatch } from '../lobby/create-match.ts';
import { replayFile } from '../lobby/replay-file.ts';
import { storedSummary } from '../lobby/summary.ts';
import { zodRefusal } from '../lobby/zod-refusal.ts';
import type { Owners } from '../match/owners.ts';
import type { Storage } from '../storage/types.ts';
import { tokenMatches } from '../tokens.ts';
import { sendError } from './errors.ts';

export interface MatchRoutesDeps {
  readonly game: Game;
  readonly storage: Storage;
  readonly owners: Owners;
  readonly config: ServerConfig;
  readonly now: () => number;
}

const MatchId = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/);
const SeatParam = z
  .string()
  .regex(/^\d{1,2}$/)
  .transform(Number);
const ListQuery = z.strictObject({
  phase: z.enum(['open', 'running', 'finished']).optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(100))
    .optional(),
});
const ClaimBody = z.strictObject({ name: z.string().trim().min(1).max(32).optional() }).optional();
const HandOverBody = z.strictObject({ bot: z.string().min(1).max(64) });

type Params = { id: string; seat?: string };

export function registerMatchRoutes(app: FastifyInstance, deps: MatchRoutesDeps): void {
  const { game, storage, owners } = deps;

  const badId = { code: 'BadMatchId', message: 'This is not a match id.' };
  const noMatch = (id: string) => ({ code: 'NoMatch', message: `There is no match ${id}.` });
  const badSeat = {
    code: 'BadSeat',
    message: 'A seat is a number from 0 (Captain 1) up to the seats of the match.',
  };

  app.post('/api/matches', async (request, reply) => {
    const created = createMatch(request.body, game, deps.config, deps.now());
    if (!created.ok) return sendError(reply, created.error);
    const { match, state, creatorToken } = created.value;
    await storage.createMatch(match);
    const owner = owners.adopt({
      record: { ...match, phase: 'open', version: 0, winners: null, updatedAt: match.createdAt },
      claims: [],
      state,
      version: 0,
    });
    await owner.settled();
    request.log.info({ match: match.id, seats: match.seats }, 'match created');
    return reply.code(201).send({ id: match.id, creatorToken, match: owner.summary() });
  });

  app.get('/api/matches', async (request, reply) => {
    const query = ListQuery.safeParse(request.query);
    if (!query.success) return sendError(reply, zodRefusal('BadQuery', query.error));
    const { phase, limit } = query.data;
    const records = await storage.listMatches({
      ...(phase ? { phase } : {}),
      ...(limit ? { limit } : {}),
    });
    const matches = await Promise.all(
      records.map(
        async (r) =>
          owners.peek(r.id)?.summary() ?? storedSummary(r, await storage.seatClaims(r.id)),
      ),
    );
    return { matches };
  });

  app.get<{ Params: Params }>('/api/matches/:id', async (request, reply) => {
    const { id } = request.params;
    if (!MatchId.safeParse(id).success) return sendError(reply, badId);
    const live = owners.peek(id);
    if (live) return live.summary();
    const record = await storage.getMatch(id);
    if (!record) return sendError(reply, noMatch(id));
    return storedSummary(record, await storage.seatClaims(id));
  });

  app.post<{ Params: Params }>('/api/matches/:id/seats/:seat/claim', async (request, reply) => {
    const { id } = request.params;
    if (!MatchId.safeParse(id).success) return sendError(reply, badId);
    const seat = SeatParam.safeParse(request.params.seat);
    if (!seat.success) return sendError(reply, badSeat);
    const body = ClaimBody.safeParse(request.body ?? undefined);
    if (!body.success) return sendError(reply, zodRefusal('BadRequest', body.error));
    const owner = await owners.get(id);
    if (!owner) return sendError(reply, noMatch(id));
    const claimed = await owner.claim(seat.data, body.data?.name ?? null);
    if (!claimed.ok) return sendError(reply, claimed.error);
    return reply.code(201).send({ match: id, seat: seat.data, token: claimed.value.token });
  });

  app.post<{ Params: Params }>('/api/matches/:id/seats/:seat/bot', async (request, reply) => {
    const { id } = request.params;
    if (!MatchId.safeParse(id).success) return sendError(reply, badId);
    const seat = SeatParam.safeParse(request.params.seat);
    if (!seat.success) return sendError(reply, badSeat);
    const auth = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (auth === undefined)
      return sendError(reply, {
        code: 'NoCreatorToken',
        message: "Send the creator's token as: Authorization: Bearer <token>.",
      });
    const body = HandOverBody.safeParse(request.body);
    if (!body.success) return sendError(reply, zodRefusal('BadRequest', body.error));
    const label = checkBotLabel(body.data.bot, deps.config);
    if (!label.ok) return sendError(reply, label.error);
    const record = await storage.getMatch(id);
    if (!record) return sendError(reply, noMatch(id));
    if (!tokenMatches(auth, record.creatorTokenHash))
      return sendError(reply, {
        code: 'NotCreator',
        message: 'Only the creator of the match may hand a seat to a bot.',
      });
    const owner = await owners.get(id);
    if (!owner) return sendError(reply, noMatch(id));
    const handed = await owner.handOver(seat.data, label.value);
    if (!handed.ok) return sendError(reply, handed.error);
    return owner.summary();
  });

  app.get<{ Params: Params }>('/api/matches/:id/replay', async (request, reply) => {
    const { id } = request.params;
    if (!MatchId.safeParse(id).success) return sendError(reply, badId);
    const file = await replayFile(storage, game, id);
    if (!file.ok) return sendError(reply, file.error);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="drift-${id}.json"`)
      .send(writeMatchFile(file.value));
  });
}
