/**
 * Organized play (docs/protocol.md, "Organized play"): events and Coruscant campaigns under
 * `/api/org/<kind>`. Anyone reads a record (what the public may see of it); the organizer's
 * token or a participant's code, as `Authorization: Bearer`, shows more and may change it.
 * Bodies are JSON, checked by zod (the desk) and the kind, size-limited; writes and tokens that
 * stand for no one are rate-limited per client address.
 */
import { ok, type Result } from '@drift/engine';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_REFUSALS } from '../org/access.ts';
import type { OrgDesk, OrgRefusal } from '../org/desk.ts';
import { type AnyOrgKind, ORG_PATHS } from '../org/kind.ts';
import type { ClientLimits } from '../org/limits.ts';
import { statusOf } from './errors.ts';

export interface OrgRoutesDeps {
  readonly desk: OrgDesk;
  readonly kinds: readonly AnyOrgKind[];
  readonly limits: ClientLimits;
  readonly now: () => number;
}

/** The largest body of a new record or a command (a registration may carry squad lists). */
export const ORG_BODY_LIMIT = 256 * 1024;

type KindParams = { kind: string };
type Params = { kind: string; id: string };

export function registerOrgRoutes(app: FastifyInstance, deps: OrgRoutesDeps): void {
  const { desk, limits } = deps;
  const byPath = new Map(deps.kinds.map((k) => [ORG_PATHS[k.name], k]));
  const known = [...byPath.keys()].join(', ') || 'none';

  function refuse(reply: FastifyReply, error: OrgRefusal): FastifyReply {
    return reply
      .code(error.status ?? statusOf(error.code))
      .send({ code: error.code, message: error.message });
  }

  /** Takes a request from the client's bucket; false (429 sent) when it is empty. */
  function allowed(request: FastifyRequest, reply: FastifyReply): boolean {
    if (limits.take(request.ip, deps.now())) return true;
    reply.header('retry-after', '1');
    refuse(reply, {
      code: 'TooManyRequests',
      message: 'Too many requests from this address; wait a moment and try again.',
    });
    return false;
  }

  /** The kind a path names, or null (refusal sent). */
  function kindOf(request: FastifyRequest<{ Params: KindParams }>, reply: FastifyReply) {
    const kind = byPath.get(request.params.kind);
    if (kind) return kind;
    refuse(reply, {
      code: 'UnknownOrgKind',
      message: `This server keeps no records of kind “${request.params.kind.slice(0, 40)}” (it keeps: ${known}).`,
    });
    return null;
  }

  /** The answer to a request: its value, or its refusal (a token that is no one's costs a request). */
  function answer<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    result: Result<T, OrgRefusal>,
    status = 200,
  ): FastifyReply {
    if (result.ok) return reply.code(status).send(result.value);
    if (TOKEN_REFUSALS.has(result.error.code) && !allowed(request, reply)) return reply;
    return refuse(reply, result.error);
  }

  app.post<{ Params: KindParams }>(
    '/api/org/:kind',
    { bodyLimit: ORG_BODY_LIMIT },
    async (request, reply) => {
      const kind = kindOf(request, reply);
      if (!kind || !allowed(request, reply)) return reply;
      return answer(request, reply, await desk.create(kind, request.body), 201);
    },
  );

  app.get<{ Params: KindParams }>('/api/org/:kind', async (request, reply) => {
    const kind = kindOf(request, reply);
    if (!kind) return reply;
    const listed = await desk.list(kind, request.query);
    return answer(request, reply, listed.ok ? ok({ records: listed.value }) : listed);
  });

  app.get<{ Params: Params }>('/api/org/:kind/:id', async (request, reply) => {
    const kind = kindOf(request, reply);
    if (!kind) return reply;
    const { id } = request.params;
    return answer(request, reply, await desk.get(kind, id, request.headers.authorization));
  });

  app.post<{ Params: Params }>(
    '/api/org/:kind/:id/commands',
    { bodyLimit: ORG_BODY_LIMIT },
    async (request, reply) => {
      const kind = kindOf(request, reply);
      if (!kind || !allowed(request, reply)) return reply;
      const { id } = request.params;
      const auth = request.headers.authorization;
      return answer(request, reply, await desk.command(kind, id, auth, request.body));
    },
  );

  app.post<{ Params: Params }>('/api/org/:kind/:id/participants', async (request, reply) => {
    const kind = kindOf(request, reply);
    if (!kind || !allowed(request, reply)) return reply;
    const { id } = request.params;
    const made = await desk.participant(kind, id, request.headers.authorization, request.body);
    if (!made.ok) return answer(request, reply, made);
    // The web client's join page; the code rides after `#`, so it never reaches a server log.
    const path = `#/org/${request.params.kind}/${id}/join/${made.value.code}`;
    const origin = originOf(request);
    return reply.code(201).send({ ...made.value, path, url: origin ? `${origin}/${path}` : null });
  });

  app.get<{ Params: Params }>('/api/org/:kind/:id/log', async (request, reply) => {
    const kind = kindOf(request, reply);
    if (!kind) return reply;
    const { id } = request.params;
    const auth = request.headers.authorization;
    return answer(request, reply, await desk.log(kind, id, auth, request.query));
  });

  for (const format of ['csv', 'json'] as const) {
    app.get<{ Params: Params }>(`/api/org/:kind/:id/export.${format}`, async (request, reply) => {
      const kind = kindOf(request, reply);
      if (!kind) return reply;
      const { id } = request.params;
      const file = await desk.exportFile(kind, id, request.headers.authorization, format);
      if (!file.ok) return answer(request, reply, file);
      return reply
        .header('content-type', file.value.type)
        .header('content-disposition', `attachment; filename="${file.value.name}"`)
        .send(file.value.text);
    });
  }
}

/** Where the request's page lives: its Origin header, else this server's address as asked. */
function originOf(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (origin && /^https?:\/\/[A-Za-z0-9.:[\]-]+$/.test(origin)) return origin;
  const host = request.host;
  return /^[A-Za-z0-9.:[\]-]+$/.test(host) ? `${request.protocol}://${host}` : null;
}
