/**
 * Organized-play records in PostgreSQL. A change locks its record's row by the compare-and-set
 * UPDATE, so a second writer from the same revision waits, then finds it moved on and writes
 * nothing; the log entries go in with one `unnest` statement in the same transaction.
 */
import type pg from 'pg';
import { StorageError } from './errors.ts';
import {
  ORG_LOG_COLUMNS,
  ORG_RECORD_COLUMNS,
  type OrgChangeRow,
  orgHolderFromRow,
  orgLogFromRow,
  orgRecordExists,
  orgRecordFromRow,
  orgRecordValues,
  orgTokenExists,
  unknownOrgRecord,
} from './org-rows.ts';
import type { NewOrgRecord, OrgLogEntry, OrgRecordRow, OrgToken } from './types.ts';

type Row = Record<string, unknown>;

/** What the adapter lends: one statement, or a transaction on one connection. */
export interface PgAccess {
  query(
    doing: string,
    text: string,
    values: unknown[],
    name?: string,
  ): Promise<pg.QueryResult<Row>>;
  tx<T>(doing: string, fn: (client: pg.PoolClient) => Promise<T>): Promise<T>;
}

const sqlState = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

/** The SQLSTATE behind a failed call (kept as the StorageError's cause). */
const causeState = (error: unknown): string =>
  error instanceof StorageError ? sqlState(error.cause) : '';

export function postgresOrg(db: PgAccess) {
  return {
    async create(r: NewOrgRecord): Promise<void> {
      try {
        await db.query(
          'to create a record',
          'INSERT INTO org_records (id, kind, record, organizer_hash, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6)',
          orgRecordValues(r),
        );
      } catch (error: unknown) {
        if (causeState(error) === '23505') throw orgRecordExists(r.id);
        throw error;
      }
    },

    async get(id: string): Promise<OrgRecordRow | undefined> {
      const got = await db.query(
        'to read a record',
        `SELECT ${ORG_RECORD_COLUMNS} FROM org_records WHERE id = $1`,
        [id],
        'drift_get_org_record',
      );
      const row = got.rows[0];
      return row ? orgRecordFromRow(row) : undefined;
    },

    async list(kind: string, limit: number): Promise<OrgRecordRow[]> {
      const got = await db.query(
        'to list records',
        `SELECT ${ORG_RECORD_COLUMNS} FROM org_records WHERE kind = $1 ORDER BY updated_at DESC, id LIMIT $2`,
        [kind, limit],
      );
      return got.rows.map(orgRecordFromRow);
    },

    update(ch: OrgChangeRow): Promise<boolean> {
      return db.tx('to change a record', async (c) => {
        const got = await c.query(
          `UPDATE org_records SET record = $1, revision = revision + 1,
           updated_at = GREATEST(updated_at, $2) WHERE id = $3 AND revision = $4`,
          [ch.record, ch.at, ch.id, ch.revision],
        );
        if (got.rowCount !== 1) {
          const had = await c.query('SELECT 1 FROM org_records WHERE id = $1', [ch.id]);
          if (had.rows.length === 0) throw unknownOrgRecord(ch.id);
          return false;
        }
        if (ch.entries.length === 0) return true;
        // The row is locked by the UPDATE: no other change of this record appends meanwhile.
        const last = await c.query<Row>(
          'SELECT coalesce(max(seq), 0) AS seq FROM org_log WHERE record_id = $1',
          [ch.id],
        );
        const from = Number(last.rows[0]?.seq ?? 0) + 1;
        await c.query(
          `INSERT INTO org_log (record_id, seq, revision, at, actor, entry)
           SELECT $1, $2::int + e.i - 1, $3, $4, $5, e.entry
           FROM unnest($6::text[]) WITH ORDINALITY AS e(entry, i)`,
          [ch.id, from, ch.revision + 1, ch.at, ch.actor, ch.entries],
        );
        return true;
      });
    },

    async log(id: string, afterSeq: number, limit: number): Promise<OrgLogEntry[]> {
      const got = await db.query(
        'to read a record’s log',
        `SELECT ${ORG_LOG_COLUMNS} FROM org_log WHERE record_id = $1 AND seq > $2 ORDER BY seq LIMIT $3`,
        [id, afterSeq, limit],
      );
      return got.rows.map(orgLogFromRow);
    },

    async addToken(t: OrgToken): Promise<void> {
      try {
        await db.tx('to record a participant token', async (c) => {
          // The record's row locked: one token given at a time per record.
          const had = await c.query('SELECT 1 FROM org_records WHERE id = $1 FOR UPDATE', [
            t.recordId,
          ]);
          if (had.rows.length === 0) throw unknownOrgRecord(t.recordId);
          await c.query('DELETE FROM org_tokens WHERE record_id = $1 AND player = $2', [
            t.recordId,
            t.player,
          ]);
          await c.query(
            'INSERT INTO org_tokens (token_hash, record_id, player, created_at) VALUES ($1, $2, $3, $4)',
            [t.tokenHash, t.recordId, t.player, t.createdAt],
          );
        });
      } catch (error: unknown) {
        if (causeState(error) === '23505') throw orgTokenExists();
        throw error;
      }
    },

    async holder(hash: string): Promise<{ recordId: string; player: string } | undefined> {
      const got = await db.query(
        'to look a participant token up',
        'SELECT record_id, player FROM org_tokens WHERE token_hash = $1',
        [hash],
        'drift_org_token',
      );
      const row = got.rows[0];
      return row ? orgHolderFromRow(row) : undefined;
    },
  };
}
