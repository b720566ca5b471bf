/**
 * A player: whoever holds a token the server handed out (POST /api/players). Campaigns belong
 * to one player; the server keeps only the token's SHA-256. A request names its player with
 * `Authorization: Bearer <token>`.
 */
import { err, ok, type Result, type RuleError } from '@drift/engine';
import type { Storage } from '../storage/types.ts';
import { newToken, tokenHash } from '../tokens.ts';

/** A new player's token (recorded by its hash). */
export async function newPlayer(storage: Storage, now: number): Promise<string> {
  const token = newToken();
  await storage.createPlayer(tokenHash(token), now);
  return token;
}

/** The token of an `Authorization: Bearer …` header, if it has one. */
export function bearer(authorization: string | undefined): string | undefined {
  return /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(authorization ?? '')?.[1];
}

/** The hash of the player a request names, or why it names none. */
export async function playerOf(
  storage: Storage,
  authorization: string | undefined,
): Promise<Result<string, RuleError>> {
  const token = bearer(authorization);
  if (token === undefined)
    return err({
      code: 'NoPlayerToken',
      message:
        'Send your player token as: Authorization: Bearer <token> (POST /api/players gives one).',
    });
  const hash = tokenHash(token);
  if (!(await storage.hasPlayer(hash)))
    return err({
      code: 'UnknownPlayer',
      message: 'This player token is not known to this server; POST /api/players gives one.',
    });
  return ok(hash);
}
