/**
 * Organized-play records in both adapters: what the server hands them checked, their JSON
 * written, and rows read back (a damaged row fails its call with `CorruptRecord`).
 */
import { z } from 'zod';
import { StorageError } from './errors.ts';
import { check, Id, json, plain, type Row, Time, text, toJson, whole } from './rows.ts';
import type { NewOrgRecord, OrgChange, OrgLogEntry, OrgRecordRow, OrgToken } from './types.ts';

/** The most log entries one `orgLog` call gives, and its default. */
export const ORG_LOG_LIMIT = 500;
/** The most entries one change may append. */
export const ORG_ENTRIES_LIMIT = 1000;

const Revision = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1);
const Kind = plain(40, 1);
const Hash = plain(200, 1);

const NewOrgRecordSchema = z.object({
  id: Id,
  kind: Kind,
  record: z.unknown(),
  organizerHash: Hash,
  createdAt: Time,
});

const OrgChangeSchema = z.object({
  id: Id,
  revision: Revision.max(2 ** 31 - 2),
  record: z.unknown(),
  actor: z.unknown(),
  entries: z.array(z.unknown()).max(ORG_ENTRIES_LIMIT),
  at: Time,
});

const OrgTokenSchema = z.object({
  recordId: Id,
  tokenHash: Hash,
  player: plain(200, 1),
  createdAt: Time,
});

export const checkNewOrgRecord = (r: unknown) =>
  check(NewOrgRecordSchema, r, 'This organized-play record');
export const checkOrgToken = (t: unknown): OrgToken =>
  check(OrgTokenSchema, t, 'This participant token');
export const checkOrgId = (id: unknown): string => check(Id, id, 'This record id');
export const checkOrgKind = (kind: unknown): string => check(Kind, kind, 'This record kind');
export const checkSeq = (seq: unknown): number => check(Revision, seq, 'This log position');

/** A change checked, with its JSON written: the record, the actor and each entry. */
export interface OrgChangeRow {
  readonly id: string;
  readonly revision: number;
  readonly record: string;
  readonly actor: string;
  readonly entries: readonly string[];
  readonly at: number;
}

export function orgChangeRow(change: unknown): OrgChangeRow {
  const c: OrgChange = check(OrgChangeSchema, change, 'This record change');
  return {
    id: c.id,
    revision: c.revision,
    record: toJson(c.record, 'The record'),
    actor: toJson(c.actor, 'The change’s actor'),
    entries: c.entries.map((e, i) => toJson(e, `Log entry ${i + 1} of the change`)),
    at: c.at,
  };
}

/** The columns of a new record: id, kind, record, organizer, created and updated. */
export function orgRecordValues(r: NewOrgRecord): unknown[] {
  return [r.id, r.kind, toJson(r.record, 'The record'), r.organizerHash, r.createdAt, r.createdAt];
}

/** A log page's size: a whole number from 0, at most {@link ORG_LOG_LIMIT}. */
export function logLimit(limit: number | undefined): number {
  const n = limit ?? ORG_LOG_LIMIT;
  if (!Number.isInteger(n) || n < 0)
    throw new StorageError('BadRecord', `A log page size is a whole number from 0, not ${n}.`);
  return Math.min(n, ORG_LOG_LIMIT);
}

export const ORG_RECORD_COLUMNS =
  'id, kind, record, organizer_hash, revision, created_at, updated_at';
export const ORG_LOG_COLUMNS = 'record_id, seq, revision, at, actor, entry';

export function orgRecordFromRow(row: Row): OrgRecordRow {
  const what = `Record ${String(row.id)}`;
  return {
    id: text(row, 'id', what),
    kind: text(row, 'kind', what),
    record: json(row, 'record', what),
    organizerHash: text(row, 'organizer_hash', what),
    revision: whole(row, 'revision', what),
    createdAt: whole(row, 'created_at', what),
    updatedAt: whole(row, 'updated_at', what),
  };
}

export function orgLogFromRow(row: Row): OrgLogEntry {
  const what = `Log entry ${String(row.seq)} of record ${String(row.record_id)}`;
  return {
    recordId: text(row, 'record_id', what),
    seq: whole(row, 'seq', what),
    revision: whole(row, 'revision', what),
    at: whole(row, 'at', what),
    actor: json(row, 'actor', what),
    entry: json(row, 'entry', what),
  };
}

export function orgHolderFromRow(row: Row): { recordId: string; player: string } {
  const what = 'A participant token';
  return { recordId: text(row, 'record_id', what), player: text(row, 'player', what) };
}

export function unknownOrgRecord(id: string): StorageError {
  return new StorageError('UnknownOrgRecord', `No record ${id} is stored.`);
}

export function orgRecordExists(id: string): StorageError {
  return new StorageError('OrgRecordExists', `A record ${id} is already stored.`);
}

export function orgTokenExists(): StorageError {
  return new StorageError('OrgTokenExists', 'This participant token is already recorded.');
}
