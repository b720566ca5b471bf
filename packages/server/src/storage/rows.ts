/**
 * What both adapters share: checking what the server hands them, turning records into column
 * values and rows back into records. A row that does not read back (edited by hand, damaged)
 * fails its call with `CorruptRecord` naming the match and the column, never anything worse.
 */
import { z } from 'zod';
import { reason, StorageError } from './errors.ts';
import type {
  CampaignChange,
  CampaignRow,
  CommandRecord,
  MatchPhase,
  MatchQuery,
  MatchRecord,
  NewCampaign,
  NewMatch,
  SeatClaim,
  SeatPlan,
  Snapshot,
} from './types.ts';

/** The lobby's page size when none is asked, and the most it gives. */
export const LIST_LIMIT = 100;

/**
 * Text kept in a plain column: no NUL (PostgreSQL refuses it) and no lone surrogate (it would not
 * come back the same). JSON columns carry both, escaped.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const plain = (max: number, min = 0) =>
  z
    .string()
    .min(min)
    .max(max)
    .refine((t) => !t.includes('\u0000') && !LONE_SURROGATE.test(t), {
      error: 'text with a NUL character or a lone surrogate',
    });
export const Id = plain(200, 1);
export const Time = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const Seat = z.number().int().min(0).max(1000);
const Phase = z.enum(['open', 'running', 'finished']);
const Plan = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('person') }),
  z.strictObject({ kind: z.literal('bot'), bot: plain(200, 1) }),
]);
const Seats = z.array(Plan).min(1).max(100);
const Winners = z.array(Seat).nullable();

const NewMatchSchema = z.object({
  id: Id,
  ruleset: Id,
  options: z.unknown(),
  seed: plain(10_000),
  seats: Seats,
  content: z.object({ name: plain(200), version: plain(200), hash: plain(200) }),
  creatorTokenHash: plain(200, 1),
  createdAt: Time,
});

const ClaimSchema = z.object({
  matchId: Id,
  seat: Seat,
  tokenHash: plain(200, 1),
  name: plain(200).nullable(),
  claimedAt: Time,
});

const SnapshotSchema = z.object({
  matchId: Id,
  version: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1),
  state: z.unknown(),
  hash: plain(200, 1),
});

const NewCampaignSchema = z.object({
  id: Id,
  ownerHash: plain(200, 1),
  record: z.unknown(),
  createdAt: Time,
});

const ChangeSchema = z.object({
  id: Id,
  revision: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1),
  record: z.unknown(),
  pendingMatch: Id.nullable(),
  at: Time,
});

function badInput(what: string, error: z.ZodError): StorageError {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? ` (${issue.path.join('.')})` : '';
  return new StorageError('BadRecord', `${what} cannot be stored${where}: ${issue?.message}.`);
}

export function check<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badInput(what, parsed.error);
  return parsed.data;
}

export const checkNewMatch = (m: unknown) => check(NewMatchSchema, m, 'This match');
export const checkClaim = (c: unknown) => check(ClaimSchema, c, 'This seat claim');
export const checkSnapshot = (s: unknown) => check(SnapshotSchema, s, 'This snapshot');
export const checkNewCampaign = (c: unknown) => check(NewCampaignSchema, c, 'This campaign');
export const checkChange = (c: unknown) => check(ChangeSchema, c, 'This campaign change');
export const checkHash = (h: unknown): string => check(plain(200, 1), h, 'This token hash');
export const checkPlan = (p: unknown): SeatPlan => check(Plan, p, 'This seat plan');
export const checkPhase = (p: unknown): MatchPhase => check(Phase, p, 'This phase');
export const checkWinners = (w: unknown) => check(Winners, w, 'These winners');
export const checkId = (id: unknown): string => check(Id, id, 'This match id');
export const checkSeat = (seat: unknown): number => check(Seat, seat, 'This seat');
export const checkTime = (t: unknown): number => check(Time, t, 'This time');
export const checkVersion = (v: unknown): number =>
  check(
    z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1),
    v,
    'This version',
  );

/** The lobby page size asked for: a whole number from 0, at most {@link LIST_LIMIT}. */
export function listLimit(query: MatchQuery): number {
  const limit = query.limit ?? LIST_LIMIT;
  if (!Number.isInteger(limit) || limit < 0)
    throw new StorageError('BadRecord', `A list limit is a whole number from 0, not ${limit}.`);
  return Math.min(limit, LIST_LIMIT);
}

/**
 * One command record checked by hand (the hot path: every accepted command passes here), with
 * its JSON columns written.
 */
export interface CommandRow {
  readonly matchId: string;
  readonly version: number;
  readonly seat: number;
  readonly command: string;
  readonly events: string;
  readonly at: number;
}

const isWhole = (n: unknown, min: number, max: number): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;

export function commandRow(record: CommandRecord, index: number): CommandRow {
  const where = `Command record ${index + 1} of the batch`;
  if (typeof record !== 'object' || record === null)
    throw new StorageError('BadRecord', `${where} is not a record.`);
  const { matchId, version, seat, command, events, at } = record;
  if (typeof matchId !== 'string' || matchId.length === 0)
    throw new StorageError('BadRecord', `${where} has no match id.`);
  if (!isWhole(version, 1, 2 ** 31 - 1))
    throw new StorageError('BadRecord', `${where} has version ${version}: a whole number from 1.`);
  if (!isWhole(seat, 0, 1000))
    throw new StorageError('BadRecord', `${where} has seat ${seat}: a whole number from 0.`);
  if (!isWhole(at, 0, Number.MAX_SAFE_INTEGER))
    throw new StorageError('BadRecord', `${where} has time ${at}: milliseconds since 1970.`);
  if (!Array.isArray(events))
    throw new StorageError('BadRecord', `${where}'s events are not a list.`);
  return {
    matchId,
    version,
    seat,
    command: toJson(command, `${where}'s command`),
    events: toJson(events, `${where}'s events`),
    at,
  };
}

/** A batch's records checked, with their JSON written. */
export function commandRows(records: readonly CommandRecord[]): CommandRow[] {
  if (!Array.isArray(records))
    throw new StorageError('BadRecord', 'The commands to append must be a list of records.');
  return records.map(commandRow);
}

/** A value's JSON text; `BadRecord` for what JSON cannot carry (undefined, a BigInt, a cycle). */
export function toJson(value: unknown, what: string): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch (error: unknown) {
    throw new StorageError('BadRecord', `${what} is not JSON: ${reason(error)}.`);
  }
  if (text === undefined) throw new StorageError('BadRecord', `${what} is not JSON.`);
  return text;
}

/**
 * Checks a batch's order within each match: its records' versions count up by one. Returns each
 * match's first version and last record (in the order matches first appear).
 */
export function batchRuns(
  rows: readonly CommandRow[],
): Map<string, { first: number; last: number; at: number }> {
  const runs = new Map<string, { first: number; last: number; at: number }>();
  for (const row of rows) {
    const run = runs.get(row.matchId);
    if (!run) {
      runs.set(row.matchId, { first: row.version, last: row.version, at: row.at });
      continue;
    }
    if (row.version !== run.last + 1) {
      throw new StorageError(
        'VersionConflict',
        `Match ${row.matchId}'s records in this batch go from version ${run.last} to ${row.version}: each must be the next. Nothing was written.`,
      );
    }
    run.last = row.version;
    run.at = Math.max(run.at, row.at);
  }
  return runs;
}

/** The refusal of a batch whose first record of a match is not that match's next version. */
export function versionConflict(
  matchId: string,
  stored: number | undefined,
  first: number,
): StorageError {
  if (stored === undefined) {
    return new StorageError(
      'UnknownMatch',
      `No match ${matchId} is stored, so its commands cannot be appended. Nothing was written.`,
    );
  }
  const what = first <= stored ? 'is already stored' : `would leave a gap after ${stored}`;
  return new StorageError(
    'VersionConflict',
    `Match ${matchId} is at version ${stored}; a record for version ${first} ${what} (the next is ${stored + 1}). Nothing was written.`,
  );
}

// Reading rows back.

export type Row = Record<string, unknown>;

export function column(row: Row, name: string, what: string): unknown {
  if (!(name in row)) throw new StorageError('CorruptRecord', `${what} has no ${name}.`);
  return row[name];
}

export function text(row: Row, name: string, what: string): string {
  const v = column(row, name, what);
  if (typeof v !== 'string')
    throw new StorageError('CorruptRecord', `${what}'s ${name} is not text.`);
  return v;
}

/** A whole number: PostgreSQL returns BIGINT as text, so text of digits is read too. */
export function whole(row: Row, name: string, what: string): number {
  const v = column(row, name, what);
  const n = typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v;
  if (typeof n === 'bigint' && n <= BigInt(Number.MAX_SAFE_INTEGER)) return Number(n);
  if (typeof n !== 'number' || !Number.isSafeInteger(n))
    throw new StorageError('CorruptRecord', `${what}'s ${name} is not a whole number.`);
  return n;
}

export function json(row: Row, name: string, what: string): unknown {
  const source = text(row, name, what);
  try {
    return JSON.parse(source);
  } catch {
    throw new StorageError('CorruptRecord', `${what}'s ${name} is not valid JSON.`);
  }
}

function shaped<T>(schema: z.ZodType<T>, value: unknown, what: string, name: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new StorageError('CorruptRecord', `${what}'s ${name} are not what was stored.`);
  return parsed.data;
}

export function matchFromRow(row: Row): MatchRecord {
  const what = `Match ${String(row.id)}`;
  const winners = column(row, 'winners', what);
  return {
    id: text(row, 'id', what),
    ruleset: text(row, 'ruleset', what),
    options: json(row, 'options', what),
    seed: text(row, 'seed', what),
    seats: shaped(Seats, json(row, 'seats', what), what, 'seats'),
    content: {
      name: text(row, 'content_name', what),
      version: text(row, 'content_version', what),
      hash: text(row, 'content_hash', what),
    },
    creatorTokenHash: text(row, 'creator_token_hash', what),
    createdAt: whole(row, 'created_at', what),
    phase: shaped(Phase, column(row, 'phase', what), what, 'phase'),
    version: whole(row, 'version', what),
    winners: winners === null ? null : shaped(Winners, json(row, 'winners', what), what, 'winners'),
    updatedAt: whole(row, 'updated_at', what),
  };
}

export function claimFromRow(row: Row): SeatClaim {
  const what = `A seat claim of match ${String(row.match_id)}`;
  const name = column(row, 'name', what);
  return {
    matchId: text(row, 'match_id', what),
    seat: whole(row, 'seat', what),
    tokenHash: text(row, 'token_hash', what),
    name: name === null ? null : text(row, 'name', what),
    claimedAt: whole(row, 'claimed_at', what),
  };
}

export function commandFromRow(row: Row): CommandRecord {
  const what = `Command ${String(row.version)} of match ${String(row.match_id)}`;
  const events = json(row, 'events', what);
  if (!Array.isArray(events))
    throw new StorageError('CorruptRecord', `${what}'s events are not a list.`);
  return {
    matchId: text(row, 'match_id', what),
    version: whole(row, 'version', what),
    seat: whole(row, 'seat', what),
    command: json(row, 'command', what),
    events,
    at: whole(row, 'at', what),
  };
}

export function snapshotFromRow(row: Row): Snapshot {
  const what = `The snapshot at version ${String(row.version)} of match ${String(row.match_id)}`;
  return {
    matchId: text(row, 'match_id', what),
    version: whole(row, 'version', what),
    state: json(row, 'state', what),
    hash: text(row, 'hash', what),
  };
}

export function hashFromRow(row: Row): { version: number; hash: string } {
  const what = `A snapshot of match ${String(row.match_id)}`;
  return { version: whole(row, 'version', what), hash: text(row, 'hash', what) };
}

export function campaignFromRow(row: Row): CampaignRow {
  const what = `Campaign ${String(row.id)}`;
  const pending = column(row, 'pending_match', what);
  return {
    id: text(row, 'id', what),
    ownerHash: text(row, 'owner_hash', what),
    record: json(row, 'record', what),
    pendingMatch: pending === null ? null : text(row, 'pending_match', what),
    revision: whole(row, 'revision', what),
    createdAt: whole(row, 'created_at', what),
    updatedAt: whole(row, 'updated_at', what),
  };
}

/** The columns of a new campaign: id, owner, record, created and updated. */
export function campaignValues(c: NewCampaign): unknown[] {
  return [c.id, c.ownerHash, toJson(c.record, 'The campaign record'), c.createdAt, c.createdAt];
}

/** A change's record as JSON, checked. */
export function changeValues(c: CampaignChange): {
  record: string;
  pending: string | null;
} {
  return { record: toJson(c.record, 'The campaign record'), pending: c.pendingMatch };
}

export function unknownCampaign(id: string): StorageError {
  return new StorageError('UnknownCampaign', `No campaign ${id} is stored.`);
}

/** The columns of a new match, in the order of the INSERT statements. */
export function matchValues(m: NewMatch): unknown[] {
  return [
    m.id,
    m.ruleset,
    toJson(m.options, 'The match options'),
    m.seed,
    toJson(m.seats, 'The seats'),
    m.content.name,
    m.content.version,
    m.content.hash,
    m.creatorTokenHash,
    'open',
    m.createdAt,
    m.createdAt,
  ];
}

/** A match's seat plans from its `seats` column. */
export function seatsFromText(matchId: string, source: unknown): SeatPlan[] {
  const what = `Match ${matchId}`;
  return shaped(Seats, json({ seats: source }, 'seats', what), what, 'seats');
}

/** Refuses a seat the match does not have (and, for a claim, a bot's seat). */
export function checkSeatOf(
  matchId: string,
  plans: readonly SeatPlan[],
  seat: number,
  person: boolean,
): void {
  const plan = plans[seat];
  if (!plan) {
    throw new StorageError(
      'UnknownSeat',
      `Match ${matchId} has ${plans.length} seats (0 to ${plans.length - 1}); there is no seat ${seat}.`,
    );
  }
  if (person && plan.kind !== 'person')
    throw new StorageError('UnknownSeat', `Seat ${seat} of match ${matchId} is a bot's.`);
}

export function unknownMatch(matchId: string): StorageError {
  return new StorageError('UnknownMatch', `No match ${matchId} is stored.`);
}

/** A claim of a seat by a token that already holds another seat of the match. */
export function tokenTaken(matchId: string): StorageError {
  return new StorageError(
    'BadRecord',
    `This seat token already holds another seat of match ${matchId}.`,
  );
}

/** The refusal of a snapshot that disagrees with the log or with a stored one. */
export function snapshotConflict(
  s: { matchId: string; version: number },
  stored: number,
  hash: string | undefined,
): StorageError {
  const why =
    hash === undefined
      ? `the match is only at version ${stored}`
      : 'a snapshot with another hash is stored at that version';
  return new StorageError(
    'SnapshotConflict',
    `The snapshot of match ${s.matchId} at version ${s.version} cannot be saved: ${why}.`,
  );
}
