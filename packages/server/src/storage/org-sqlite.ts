/**
 * Organized-play records in SQLite: the statements, prepared once the schema exists, and the
 * two writes that are transactions (a change with its log entries; a participant's new token
 * replacing the player's old one).
 */
import Database from 'better-sqlite3';
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

type Db = Database.Database;
type Row = Record<string, unknown>;

const isRow = (x: unknown): x is Row => typeof x === 'object' && x !== null;

/** SQLite's code for a broken constraint, e.g. SQLITE_CONSTRAINT_PRIMARYKEY. */
function sqliteCode(error: unknown): string {
  return error instanceof Database.SqliteError ? error.code : '';
}

export function prepareOrg(db: Db) {
  const s = {
    insert: db.prepare(
      'INSERT INTO org_records (id, kind, record, organizer_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    get: db.prepare(`SELECT ${ORG_RECORD_COLUMNS} FROM org_records WHERE id = ?`),
    list: db.prepare(
      `SELECT ${ORG_RECORD_COLUMNS} FROM org_records WHERE kind = ? ORDER BY updated_at DESC, id LIMIT ?`,
    ),
    exists: db.prepare('SELECT 1 FROM org_records WHERE id = ?').pluck(),
    update: db.prepare(
      `UPDATE org_records SET record = ?, revision = revision + 1, updated_at = max(updated_at, ?)
       WHERE id = ? AND revision = ?`,
    ),
    lastSeq: db.prepare('SELECT max(seq) FROM org_log WHERE record_id = ?').pluck(),
    append: db.prepare(
      'INSERT INTO org_log (record_id, seq, revision, at, actor, entry) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    log: db.prepare(
      `SELECT ${ORG_LOG_COLUMNS} FROM org_log WHERE record_id = ? AND seq > ? ORDER BY seq LIMIT ?`,
    ),
    dropToken: db.prepare('DELETE FROM org_tokens WHERE record_id = ? AND player = ?'),
    insertToken: db.prepare(
      'INSERT INTO org_tokens (token_hash, record_id, player, created_at) VALUES (?, ?, ?, ?)',
    ),
    holder: db.prepare('SELECT record_id, player FROM org_tokens WHERE token_hash = ?'),
  };

  const update = db.transaction((ch: OrgChangeRow): boolean => {
    if (s.update.run(ch.record, ch.at, ch.id, ch.revision).changes !== 1) {
      if (s.exists.get(ch.id) === undefined) throw unknownOrgRecord(ch.id);
      return false;
    }
    const last = s.lastSeq.get(ch.id);
    let seq = typeof last === 'number' ? last : 0;
    for (const entry of ch.entries)
      s.append.run(ch.id, ++seq, ch.revision + 1, ch.at, ch.actor, entry);
    return true;
  });

  const addToken = db.transaction((t: OrgToken) => {
    if (s.exists.get(t.recordId) === undefined) throw unknownOrgRecord(t.recordId);
    s.dropToken.run(t.recordId, t.player);
    try {
      s.insertToken.run(t.tokenHash, t.recordId, t.player, t.createdAt);
    } catch (error: unknown) {
      if (sqliteCode(error).startsWith('SQLITE_CONSTRAINT_PRIMARYKEY')) throw orgTokenExists();
      throw error;
    }
  });

  return {
    create(r: NewOrgRecord): void {
      try {
        s.insert.run(...orgRecordValues(r));
      } catch (error: unknown) {
        if (sqliteCode(error).startsWith('SQLITE_CONSTRAINT_PRIMARYKEY'))
          throw orgRecordExists(r.id);
        throw error;
      }
    },
    get(id: string): OrgRecordRow | undefined {
      const row = s.get.get(id);
      return isRow(row) ? orgRecordFromRow(row) : undefined;
    },
    list(kind: string, limit: number): OrgRecordRow[] {
      return s.list.all(kind, limit).filter(isRow).map(orgRecordFromRow);
    },
    update: (ch: OrgChangeRow): boolean => update.immediate(ch),
    log(id: string, afterSeq: number, limit: number): OrgLogEntry[] {
      return s.log.all(id, afterSeq, limit).filter(isRow).map(orgLogFromRow);
    },
    addToken: (t: OrgToken): void => addToken.immediate(t),
    holder(hash: string): { recordId: string; player: string } | undefined {
      const row = s.holder.get(hash);
      return isRow(row) ? orgHolderFromRow(row) : undefined;
    },
  };
}

export type OrgStatements = ReturnType<typeof prepareOrg>;
