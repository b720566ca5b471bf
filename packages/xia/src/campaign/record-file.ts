/**
 * A campaign file (GAP-XC-07), read from untrusted input: the format and version first (a file
 * of a newer Drift says so), then every field strictly, then the totals against what the games
 * add up to (tally.ts), so an edited or damaged file is refused with what is wrong with it.
 */
import { canonicalJson, ok, type Result, type RuleError, refuse } from '@drift/engine';
import { z } from 'zod';
import { DIFFICULTIES } from '../options.ts';
import { campaignGoal, goalInfos } from './goal-list.ts';
import { TRACKS } from './options.ts';
import type { CampaignRecord } from './record.ts';
import {
  CAMPAIGN_FORMAT,
  CAMPAIGN_VERSION,
  MAX_GAMES,
  MAX_NAME,
  nameRefusal,
} from './record-limits.ts';
import { MAX_LOG_LINES, MAX_LOG_TEXT } from './record-log.ts';
import { addGame, EMPTY_TALLY, gameScore, nextTier, nextTiers, type Tally } from './tally.ts';

/** The largest campaign file read, in bytes (a full campaign is far smaller). */
export const MAX_FILE_BYTES = 256 * 1024;

const bad = (message: string) => refuse('BadCampaign', message);

const slug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { error: 'ids are lower-case words joined by -' });
const when = z.iso.datetime({
  offset: true,
  error: 'times are ISO dates such as 2026-01-31T12:00:00.000Z',
});
const count = z.number().int().min(1).max(MAX_GAMES);
const fame = z.number().int().min(0).max(99);
const track = z.enum(TRACKS, { error: `tracks are ${TRACKS.join(', ')}` });
const tier = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: 'an upgrade tier is 1, 2 or 3',
});
const fewKeys = <T extends z.ZodType<Record<string, unknown>>>(schema: T) =>
  schema.refine((o) => Object.keys(o).length <= 64, { error: 'at most 64 entries' });

const Game = z.strictObject({
  matchId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{6,64}$/)
    .optional(),
  goal: slug.nullable(),
  reasons: z.array(z.string().min(1).max(MAX_LOG_TEXT)).max(8).optional(),
  ships: z.array(slug).max(16),
  won: z.boolean(),
  goalMet: z.boolean(),
  fame,
  npcFame: fame,
  score: z.number().int().min(-99).max(99),
  upgrade: z.strictObject({ track, tier }).optional(),
  at: when,
});

const Campaign = z.strictObject({
  format: z.literal(CAMPAIGN_FORMAT),
  version: z.literal(CAMPAIGN_VERSION),
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{6,64}$/, { error: 'an id is 6 to 64 letters, digits, - or _' }),
  name: z.string().refine((n) => nameRefusal(n) === undefined, {
    error: `a name is 1 to ${MAX_NAME} characters on one line`,
  }),
  difficulty: z.enum(DIFFICULTIES, { error: 'difficulty is easy, normal or hard' }),
  sellsword: z.boolean(),
  createdAt: when,
  upgrades: z.partialRecord(track, tier),
  completed: z.array(slug).max(64),
  failed: fewKeys(z.record(slug, count)),
  shipUses: fewKeys(z.record(slug, count)),
  games: z.array(Game).max(MAX_GAMES, { error: `a campaign holds at most ${MAX_GAMES} games` }),
  log: z
    .array(z.strictObject({ at: when, text: z.string().min(1).max(MAX_LOG_TEXT) }))
    .max(MAX_LOG_LINES),
});

type Games = z.output<typeof Campaign>['games'];

/** Reads a campaign (untrusted): the record, or what was wrong with it. */
export function parseCampaign(input: unknown): Result<CampaignRecord, RuleError> {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return bad('A campaign file holds one JSON object.');
  const head = input as { format?: unknown; version?: unknown };
  if (head.format !== CAMPAIGN_FORMAT)
    return bad(
      `This is not a Drift campaign file: its "format" is ${JSON.stringify(head.format) ?? 'missing'}, not "${CAMPAIGN_FORMAT}".`,
    );
  const v = head.version;
  if (typeof v === 'number' && Number.isInteger(v) && v > CAMPAIGN_VERSION)
    return refuse(
      'CampaignTooNew',
      `This campaign file was written by a newer Drift (version ${v}); this Drift reads version ${CAMPAIGN_VERSION}.`,
    );
  if (v !== CAMPAIGN_VERSION)
    return bad(`A campaign file's "version" is ${CAMPAIGN_VERSION}, not ${JSON.stringify(v)}.`);
  const parsed = Campaign.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
    return bad(`This campaign file is not valid: ${where}${issue?.message ?? 'unreadable'}.`);
  }
  const record = parsed.data;
  const totals = replay(record.games);
  if (!totals.ok) return totals;
  for (const key of ['upgrades', 'completed', 'failed', 'shipUses'] as const) {
    if (canonicalJson(record[key]) !== canonicalJson(totals.value[key]))
      return bad(
        `This campaign file is not valid: its ${key} are not what its games add up to (edited or damaged?).`,
      );
  }
  const games = record.games.map(({ matchId, upgrade, reasons, ...game }) => ({
    ...game,
    ...(matchId === undefined ? {} : { matchId }),
    ...(reasons === undefined ? {} : { reasons }),
    ...(upgrade === undefined ? {} : { upgrade }),
  }));
  return ok({ ...record, name: record.name.trim(), games });
}

/** The totals the games give, checking each game's score and upgrade on the way. */
function replay(games: Games): Result<Tally, RuleError> {
  let tally = EMPTY_TALLY;
  let over = false;
  const goals = goalInfos();
  for (const [i, game] of games.entries()) {
    const n = i + 1;
    if (over) return bad(`Game ${n} of this campaign file comes after the campaign was won.`);
    if (game.goal !== null && !campaignGoal(game.goal))
      return bad(`Game ${n} of this campaign file was played for "${game.goal}", not a goal.`);
    if (game.goalMet && (!game.won || game.goal === null))
      return bad(`Game ${n} of this campaign file met its goal without winning.`);
    const score = gameScore(tally, game);
    if (game.score !== score)
      return bad(
        `Game ${n} of this campaign file scores ${game.score}; its result gives ${score}.`,
      );
    const { upgrade, ...played } = game;
    tally = addGame(tally, played);
    over = goals.every((g) => tally.completed.includes(g.id));
    if (upgrade) {
      if (over) return bad(`Game ${n} of this campaign file won it, so no upgrade follows.`);
      if (nextTier(tally.upgrades, upgrade.track) !== upgrade.tier)
        return bad(
          `Game ${n} of this campaign file takes ${upgrade.track} tier ${upgrade.tier} out of order (tiers go 1, 2, 3).`,
        );
      tally = { ...tally, upgrades: { ...tally.upgrades, [upgrade.track]: upgrade.tier } };
    } else if (n < games.length && !over && nextTiers(tally.upgrades).length > 0) {
      return bad(`Game ${n} of this campaign file has no upgrade, yet another game followed.`);
    }
  }
  return ok(tally);
}

/** Reads a campaign file's text: its size, its JSON, then {@link parseCampaign}. */
export function readCampaignFile(text: string): Result<CampaignRecord, RuleError> {
  if (new TextEncoder().encode(text).length > MAX_FILE_BYTES)
    return bad(`A campaign file is at most ${MAX_FILE_BYTES / 1024} KB; this one is larger.`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return bad('This file is not JSON, so not a campaign file.');
  }
  return parseCampaign(json);
}
