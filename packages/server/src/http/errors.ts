/**
 * Every HTTP error is `{ code, message }`: a stable PascalCase code and a sentence a person can
 * read, with the status its code calls for. Fastify's own errors (a body too large, not JSON,
 * an unknown route) are mapped to the same shape; anything unexpected is logged and answered
 * as InternalError without its details.
 */
import type { RuleError } from '@drift/engine';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { CorruptMatchError } from '../match/storage-loader.ts';
import { StorageError } from '../storage/errors.ts';

const STATUS: Readonly<Record<string, number>> = {
  BadRequest: 400,
  BadOptions: 400,
  BadBot: 400,
  BadMatchId: 400,
  BadSeat: 400,
  BadCampaign: 400,
  BadCampaignId: 400,
  BadCampaignName: 400,
  CampaignTooNew: 400,
  UnknownGoal: 400,
  BadQuery: 400,
  BadOrgId: 400,
  EmptyBody: 400,
  MalformedJson: 400,
  NoSuchSeat: 400,
  UnknownRuleset: 400,
  NoCreatorToken: 401,
  NoPlayerToken: 401,
  UnknownPlayer: 401,
  NoOrgToken: 401,
  BadOrgToken: 401,
  UnknownOrgToken: 401,
  NotCreator: 403,
  NotOrganizer: 403,
  OriginNotAllowed: 403,
  NoMatch: 404,
  NoCampaign: 404,
  NotFound: 404,
  UnknownOrgKind: 404,
  NoOrgRecord: 404,
  NoParticipant: 404,
  NoExport: 404,
  CampaignChanged: 409,
  CampaignFull: 409,
  CampaignOver: 409,
  GamePending: 409,
  GoalCompleted: 409,
  MatchFinished: 409,
  NoUpgradeDue: 409,
  TrackComplete: 409,
  UpgradeDue: 409,
  NotAbsentLongEnough: 409,
  NotFinished: 409,
  SeatInUse: 409,
  SeatIsBot: 409,
  SeatTaken: 409,
  RecordChanged: 409,
  BodyTooLarge: 413,
  RecordTooLarge: 413,
  UnsupportedMediaType: 415,
  UpgradeRequired: 426,
  TooManyRequests: 429,
  CorruptCampaign: 500,
  CorruptMatch: 500,
  InternalError: 500,
  NotReady: 503,
  Unavailable: 503,
};

/** The status of a refusal's code (400 for a code not listed: the request was wrong). */
export function statusOf(code: string): number {
  return STATUS[code] ?? 400;
}

export function sendError(reply: FastifyReply, error: RuleError): FastifyReply {
  return reply.code(statusOf(error.code)).send({ code: error.code, message: error.message });
}

function fastifyRefusal(error: FastifyError): RuleError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        code: 'BodyTooLarge',
        message: 'The request body is larger than this server takes.',
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: 'UnsupportedMediaType', message: 'Send the body as application/json.' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: 'EmptyBody', message: 'The body is empty; send a JSON object.' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { code: 'MalformedJson', message: 'The body is not valid JSON.' };
    default:
      break;
  }
  if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/.test(error.message)))
    return { code: 'MalformedJson', message: 'The body is not valid JSON.' };
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)
    return { code: 'BadRequest', message: error.message };
  return null;
}

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof CorruptMatchError) {
      request.log.error({ err: error }, 'a stored match does not rebuild');
      return reply.code(500).send({ code: 'CorruptMatch', message: error.message });
    }
    if (error instanceof StorageError) {
      request.log.error({ err: error }, 'the database failed');
      return reply
        .code(503)
        .send({ code: 'Unavailable', message: 'The database failed on this request; try again.' });
    }
    const refusal = fastifyRefusal(error);
    if (refusal) return reply.code(error.statusCode ?? statusOf(refusal.code)).send(refusal);
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ code: 'InternalError', message: 'The server failed on this request.' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      code: 'NotFound',
      message: `Nothing answers ${request.method} ${request.url.split('?')[0]}.`,
    }),
  );
}
