/**
 * Who a request speaks for on a record: `Authorization: Bearer <token>` with the organizer's
 * token (handed out when the record was made) or a participant's code (handed out by the
 * organizer); no header is anyone. A token of another record is as unknown as a made-up one.
 */
import { err, ok, type Result, type RuleError } from '@drift/engine';
import type { OrgRecordRow, Storage } from '../storage/types.ts';
import { tokenHash, tokenMatches } from '../tokens.ts';
import { canonicalCode } from './codes.ts';
import type { OrgActor } from './kind.ts';

/** The refusals of a token that stands for no one here (a guess, a typo, another record's). */
export const TOKEN_REFUSALS: ReadonlySet<string> = new Set(['BadOrgToken', 'UnknownOrgToken']);

/** The token an Authorization header carries: an organizer's as it is, a code canonical. */
export function orgBearer(authorization: string): string | undefined {
  const given = /^Bearer (.{1,200})$/.exec(authorization)?.[1]?.trim();
  if (given === undefined) return undefined;
  const code = canonicalCode(given);
  if (code !== undefined) return code;
  return /^[A-Za-z0-9_-]{16,128}$/.test(given) ? given : undefined;
}

export async function actorOf(
  storage: Storage,
  row: OrgRecordRow,
  authorization: string | undefined,
): Promise<Result<OrgActor, RuleError>> {
  if (authorization === undefined || authorization === '') return ok({ kind: 'public' });
  const token = orgBearer(authorization);
  if (token === undefined)
    return err({
      code: 'BadOrgToken',
      message:
        'Send the organizer’s token or a participant’s code as: Authorization: Bearer <token>.',
    });
  if (tokenMatches(token, row.organizerHash)) return ok({ kind: 'organizer' });
  const holder = await storage.orgTokenPlayer(tokenHash(token));
  if (holder && holder.recordId === row.id) return ok({ kind: 'player', player: holder.player });
  return err({
    code: 'UnknownOrgToken',
    message: `This token is not the organizer’s or a participant’s of ${row.id}.`,
  });
}
