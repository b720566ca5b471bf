/**
 * A new match from a lobby's request (untrusted JSON): the ruleset, its options (checked by the
 * ruleset's own parseOptions and by a trial setup) and what sits in each seat (a person, or a
 * bot label checked against the registry). The seed is drawn here and stays secret until the
 * match is over (its replay file carries it).
 */
import { err, ok, type Result, type RuleError } from '@drift/engine';
import { z } from 'zod';
import type { ServerConfig } from '../config.ts';
import type { Game } from '../game.ts';
import type { NewMatch, SeatPlan } from '../storage/types.ts';
import { newMatchId, newSeed, newToken, tokenHash } from '../tokens.ts';
import { checkBotLabel } from './bot-label.ts';
import { zodRefusal } from './zod-refusal.ts';

const SeatIn = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('person') }),
    z.strictObject({ kind: z.literal('bot'), bot: z.string().min(1).max(64) }),
  ],
  { error: 'a seat is {"kind":"person"} or {"kind":"bot","bot":"<label>"}' },
);

export const CreateMatchBody = z.strictObject({
  ruleset: z.string().min(1).max(32),
  options: z.record(z.string(), z.unknown()).optional(),
  seats: z
    .array(SeatIn, { error: 'seats is a list of seats' })
    .min(1, { error: 'list every seat (3 to 5, or 2 with element D)' })
    .max(16, { error: 'list every seat (3 to 5, or 2 with element D)' }),
});

/** A match ready to store, its state at version 0 and the token that proves its creator. */
export interface CreatedMatch {
  readonly match: NewMatch;
  readonly state: unknown;
  readonly creatorToken: string;
}

export function createMatch(
  body: unknown,
  game: Game,
  limits: Pick<ServerConfig, 'botMaxMs' | 'botMaxIterations'>,
  now: number,
  from: { readonly campaign?: boolean } = {},
): Result<CreatedMatch, RuleError> {
  const parsed = CreateMatchBody.safeParse(body);
  if (!parsed.success) return err(zodRefusal('BadRequest', parsed.error));
  const { ruleset, options = {}, seats } = parsed.data;
  // A campaign game's options come from its campaign, never from a lobby's request.
  if (options.campaign !== undefined && !from.campaign)
    return err({
      code: 'BadOptions',
      message:
        'A campaign game is started from its campaign (POST /api/campaigns/:id/games), not here.',
    });
  if (ruleset !== game.id)
    return err({
      code: 'UnknownRuleset',
      message: `This server plays "${game.id}", not "${ruleset}".`,
    });
  if (options.seats !== undefined && options.seats !== seats.length)
    return err({
      code: 'BadOptions',
      message: `options.seats is ${JSON.stringify(options.seats)} but ${seats.length} seats are listed.`,
    });
  const plans: SeatPlan[] = [];
  for (const [i, seat] of seats.entries()) {
    if (seat.kind === 'person') {
      plans.push({ kind: 'person' });
      continue;
    }
    const label = checkBotLabel(seat.bot, limits);
    if (!label.ok)
      return err({ code: label.error.code, message: `Seat ${i}: ${label.error.message}` });
    plans.push({ kind: 'bot', bot: label.value });
  }
  const opts = game.ruleset.parseOptions({ ...options, seats: seats.length });
  if (!opts.ok) return err(opts.error);
  const seed = newSeed();
  let setup: ReturnType<typeof game.ruleset.setup>;
  try {
    setup = game.ruleset.setup(opts.value, seed);
  } catch (error: unknown) {
    const why = error instanceof Error ? error.message : String(error);
    return err({ code: 'BadOptions', message: `These options cannot be set up: ${why}.` });
  }
  if (!setup.ok) return err(setup.error);
  const creatorToken = newToken();
  return ok({
    match: {
      id: newMatchId(),
      ruleset: game.id,
      options: opts.value,
      seed,
      seats: plans,
      content: game.content,
      creatorTokenHash: tokenHash(creatorToken),
      createdAt: now,
    },
    state: setup.value,
    creatorToken,
  });
}
