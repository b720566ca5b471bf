/**
 * The embedded default: one SQLite file through better-sqlite3 (WAL, synchronous=NORMAL, foreign
 * keys, a busy timeout). better-sqlite3 is synchronous; every statement here is an indexed
 * lookup or a short write, so a call holds the event loop for microseconds, and the methods
 * answer through promises like any other adapter. synchronous=NORMAL in WAL mode keeps every
 * committed transaction through a killed process; only a power loss may lose the last commits.
 */
import Database from 'better-sqlite3';
import { asStorageError, StorageError } from './errors.ts';
import {
  checkNewOrgRecord,
  checkOrgId,
  checkOrgKind,
  checkOrgToken,
  checkSeq,
  logLimit,
  orgChangeRow,
} from './org-rows.ts';
import { type OrgStatements, prepareOrg } from './org-sqlite.ts';
import {
  batchRuns,
  type CommandRow,
  campaignFromRow,
  campaignValues,
  changeValues,
  checkChange,
  checkClaim,
  checkHash,
  checkId,
  checkNewCampaign,
  checkNewMatch,
  checkPhase,
  checkPlan,
  checkSeat,
  checkSeatOf,
  checkSnapshot,
  checkTime,
  checkVersion,
  checkWinners,
  claimFromRow,
  commandFromRow,
  commandRows,
  hashFromRow,
  listLimit,
  matchFromRow,
  matchValues,
  seatsFromText,
  snapshotConflict,
  snapshotFromRow,
  toJson,
  tokenTaken,
  unknownCampaign,
  unknownMatch,
  versionConflict,
} from './rows.ts';
import { MIGRATIONS, MIGRATIONS_TABLE, SCHEMA_VERSION } from './schema.ts';
import type {
  CampaignChange,
  CampaignRow,
  CommandRecord,
  MatchPhase,
  MatchQuery,
  MatchRecord,
  NewCampaign,
  NewMatch,
  NewOrgRecord,
  OrgChange,
  OrgLogEntry,
  OrgRecordRow,
  OrgToken,
  SeatClaim,
  SeatPlan,
  Snapshot,
  Storage,
} from './types.ts';

export interface SqliteOptions {
  /** The database file (its folder must exist), or `:memory:`. */
  readonly file: string;
  /** How long a write waits for another process's lock, in ms (default 5,000). */
  readonly busyTimeoutMs?: number;
}

type Row = Record<string, unknown>;
type Db = Database.Database;

function isRow(x: unknown): x is Row {
  return typeof x === 'object' && x !== null;
}
const rows = (xs: unknown[]): Row[] => xs.filter(isRow);

/** SQLite's code for a broken constraint, e.g. SQLITE_CONSTRAINT_PRIMARYKEY. */
function sqliteCode(error: unknown): string {
  return error instanceof Database.SqliteError ? error.code : '';
}

/** The statements, prepared once the schema exists. */
function prepare(db: Db) {
  const matchColumns =
    'id, ruleset, options, seed, seats, content_name, content_version, content_hash, creator_token_hash, phase, version, winners, created_at, updated_at';
  const s = {
    insertMatch: db.prepare(
      `INSERT INTO matches (id, ruleset, options, seed, seats, content_name, content_version, content_hash, creator_token_hash, phase, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    getMatch: db.prepare(`SELECT ${matchColumns} FROM matches WHERE id = ?`),
    listPhase: db.prepare(
      `SELECT ${matchColumns} FROM matches WHERE phase = ? ORDER BY updated_at DESC, id LIMIT ?`,
    ),
    listAll: db.prepare(`SELECT ${matchColumns} FROM matches ORDER BY updated_at DESC, id LIMIT ?`),
    setPhase: db.prepare(
      'UPDATE matches SET phase = ?, winners = ?, updated_at = max(updated_at, ?) WHERE id = ?',
    ),
    seats: db.prepare('SELECT seats FROM matches WHERE id = ?').pluck(),
    setSeats: db.prepare('UPDATE matches SET seats = ? WHERE id = ?'),
    touch: db.prepare('UPDATE matches SET updated_at = max(updated_at, ?) WHERE id = ?'),
    version: db.prepare('SELECT version FROM matches WHERE id = ?').pluck(),
    raiseVersion: db.prepare(
      'UPDATE matches SET version = ?, updated_at = max(updated_at, ?) WHERE id = ? AND version = ?',
    ),
    claim: db.prepare(
      `INSERT INTO seat_claims (match_id, seat, token_hash, name, claimed_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (match_id, seat) DO NOTHING`,
    ),
    tokenSeat: db
      .prepare('SELECT seat FROM seat_claims WHERE match_id = ? AND token_hash = ?')
      .pluck(),
    release: db.prepare('DELETE FROM seat_claims WHERE match_id = ? AND seat = ?'),
    claims: db.prepare(
      'SELECT match_id, seat, token_hash, name, claimed_at FROM seat_claims WHERE match_id = ? ORDER BY seat',
    ),
    insertCommand: db.prepare(
      'INSERT INTO commands (match_id, version, seat, command, events, at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    commandsAfter: db.prepare(
      'SELECT match_id, version, seat, command, events, at FROM commands WHERE match_id = ? AND version > ? ORDER BY version',
    ),
    snapshotHash: db
      .prepare('SELECT hash FROM snapshots WHERE match_id = ? AND version = ?')
      .pluck(),
    insertSnapshot: db.prepare(
      'INSERT INTO snapshots (match_id, version, state, hash) VALUES (?, ?, ?, ?)',
    ),
    // Only the latest snapshot keeps its state; the others keep their hash.
    dropOldStates: db.prepare(
      `UPDATE snapshots SET state = NULL WHERE match_id = ? AND state IS NOT NULL
       AND version < (SELECT max(version) FROM snapshots WHERE match_id = ?)`,
    ),
    latestSnapshot: db.prepare(
      `SELECT match_id, version, state, hash FROM snapshots
       WHERE match_id = ? AND state IS NOT NULL ORDER BY version DESC LIMIT 1`,
    ),
    hashes: db.prepare(
      'SELECT match_id, version, hash FROM snapshots WHERE match_id = ? ORDER BY version',
    ),
  };
  const campaignColumns = 'id, owner_hash, record, pending_match, revision, created_at, updated_at';
  const c = {
    insertPlayer: db.prepare('INSERT INTO players (token_hash, created_at) VALUES (?, ?)'),
    hasPlayer: db.prepare('SELECT 1 FROM players WHERE token_hash = ?').pluck(),
    insertCampaign: db.prepare(
      'INSERT INTO campaigns (id, owner_hash, record, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
    ),
    getCampaign: db.prepare(`SELECT ${campaignColumns} FROM campaigns WHERE id = ?`),
    listCampaigns: db.prepare(
      `SELECT ${campaignColumns} FROM campaigns WHERE owner_hash = ? ORDER BY updated_at DESC, id LIMIT ?`,
    ),
    campaignOfMatch: db.prepare(`SELECT ${campaignColumns} FROM campaigns WHERE pending_match = ?`),
    pendingCampaigns: db.prepare(
      `SELECT ${campaignColumns} FROM campaigns WHERE pending_match IS NOT NULL ORDER BY updated_at, id`,
    ),
    revision: db.prepare('SELECT revision FROM campaigns WHERE id = ?').pluck(),
    updateCampaign: db.prepare(
      `UPDATE campaigns SET record = ?, pending_match = ?, revision = revision + 1,
       updated_at = max(updated_at, ?) WHERE id = ? AND revision = ?`,
    ),
    deleteCampaign: db.prepare('DELETE FROM campaigns WHERE id = ?'),
  };
  /** The change made if the campaign is still at its revision; false if it moved on. */
  const change = (ch: CampaignChange): boolean => {
    const { record, pending } = changeValues(ch);
    const changed = c.updateCampaign.run(record, pending, ch.at, ch.id, ch.revision).changes === 1;
    if (!changed && c.revision.get(ch.id) === undefined) throw unknownCampaign(ch.id);
    return changed;
  };
  const versionOf = (id: string): number | undefined => {
    const v = s.version.get(id);
    return typeof v === 'number' ? v : undefined;
  };
  const plansOf = (id: string): SeatPlan[] => {
    const text = s.seats.get(id);
    if (text === undefined) throw unknownMatch(id);
    return seatsFromText(id, text);
  };
  return {
    ...s,
    ...c,
    versionOf,
    plansOf,
    change,
    startGame: db.transaction((ch: CampaignChange, m: NewMatch, claim: SeatClaim): boolean => {
      const at = c.revision.get(ch.id);
      if (at === undefined) throw unknownCampaign(ch.id);
      if (at !== ch.revision) return false;
      s.insertMatch.run(...matchValues(m));
      s.claim.run(claim.matchId, claim.seat, claim.tokenHash, claim.name, claim.claimedAt);
      return change(ch);
    }),
    append: db.transaction((batch: readonly CommandRow[]) => {
      // Each match moves from the version before its first record to its last, or the whole
      // batch is refused (the throw rolls the transaction back).
      for (const [id, run] of batchRuns(batch)) {
        if (s.raiseVersion.run(run.last, run.at, id, run.first - 1).changes !== 1)
          throw versionConflict(id, versionOf(id), run.first);
      }
      for (const r of batch)
        s.insertCommand.run(r.matchId, r.version, r.seat, r.command, r.events, r.at);
    }),
    claimSeat: db.transaction((c: SeatClaim): boolean => {
      checkSeatOf(c.matchId, plansOf(c.matchId), c.seat, true);
      const held = s.tokenSeat.get(c.matchId, c.tokenHash);
      // The same token again for the seat it holds: already claimed, not taken now.
      if (held === c.seat) return false;
      if (held !== undefined) throw tokenTaken(c.matchId);
      const taken = s.claim.run(c.matchId, c.seat, c.tokenHash, c.name, c.claimedAt).changes === 1;
      if (taken) s.touch.run(c.claimedAt, c.matchId);
      return taken;
    }),
    setSeatPlan: db.transaction((id: string, seat: number, plan: SeatPlan) => {
      const plans = plansOf(id);
      checkSeatOf(id, plans, seat, false);
      plans[seat] = plan;
      s.setSeats.run(toJson(plans, 'The seats'), id);
    }),
    saveSnapshot: db.transaction((snap: Snapshot, state: string) => {
      const stored = versionOf(snap.matchId);
      if (stored === undefined) throw unknownMatch(snap.matchId);
      if (snap.version > stored) throw snapshotConflict(snap, stored, undefined);
      const hash = s.snapshotHash.get(snap.matchId, snap.version);
      if (hash !== undefined) {
        if (hash !== snap.hash) throw snapshotConflict(snap, stored, String(hash));
        return;
      }
      s.insertSnapshot.run(snap.matchId, snap.version, state, snap.hash);
      s.dropOldStates.run(snap.matchId, snap.matchId);
    }),
  };
}

/** A broken constraint of a campaign change, in words: its pending match is not stored or taken. */
function campaignConstraint(error: unknown): unknown {
  const code = sqliteCode(error);
  if (code.startsWith('SQLITE_CONSTRAINT_FOREIGNKEY'))
    return new StorageError('UnknownMatch', 'The campaign’s pending match is not stored.');
  if (code.startsWith('SQLITE_CONSTRAINT_UNIQUE'))
    return new StorageError('BadRecord', 'That match is already the pending game of a campaign.');
  return error;
}

export class SqliteStorage implements Storage {
  readonly kind = 'sqlite' as const;
  readonly file: string;
  #db: Db | null;
  #s: ReturnType<typeof prepare> | null = null;
  #org: OrgStatements | null = null;

  private constructor(file: string, db: Db) {
    this.file = file;
    this.#db = db;
  }

  /** Opens (creating) the file and sets the connection up; the schema comes with `migrate`. */
  static open(options: SqliteOptions): SqliteStorage {
    let db: Db;
    try {
      db = new Database(options.file);
    } catch (error: unknown) {
      throw new StorageError(
        'DatabaseUnavailable',
        `The SQLite database ${options.file} cannot be opened: ${error instanceof Error ? error.message : String(error)}.`,
        { cause: error },
      );
    }
    try {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      db.pragma('foreign_keys = ON');
      db.pragma(`busy_timeout = ${Math.max(0, Math.floor(options.busyTimeoutMs ?? 5000))}`);
    } catch (error: unknown) {
      db.close();
      throw new StorageError(
        'DatabaseUnavailable',
        `The file ${options.file} is not a usable SQLite database: ${error instanceof Error ? error.message : String(error)}.`,
        { cause: error },
      );
    }
    return new SqliteStorage(options.file, db);
  }

  /** Runs `fn` on the open database; every failure becomes a StorageError. */
  async #run<T>(doing: string, fn: (db: Db) => T): Promise<T> {
    const db = this.#db;
    if (!db) throw new StorageError('Closed', `The database is closed (${doing}).`);
    try {
      return fn(db);
    } catch (error: unknown) {
      throw asStorageError(error, doing);
    }
  }

  /** The organized-play statements (the schema must exist). */
  #o(db: Db): OrgStatements {
    this.#org ??= prepareOrg(db);
    return this.#org;
  }

  /** The prepared statements (the schema must exist: `migrate` first). */
  #st(db: Db): ReturnType<typeof prepare> {
    this.#s ??= prepare(db);
    return this.#s;
  }

  migrate(): Promise<void> {
    return this.#run('to migrate the schema', (db) => {
      db.exec(MIGRATIONS_TABLE);
      db.transaction(() => {
        const applied = db.prepare('SELECT max(version) FROM drift_migrations').pluck().get();
        const at = typeof applied === 'number' ? applied : 0;
        if (at > SCHEMA_VERSION) {
          throw new StorageError(
            'SchemaTooNew',
            `This database has schema version ${at}, newer than this Drift's ${SCHEMA_VERSION}: upgrade Drift to use it.`,
          );
        }
        const record = db.prepare(
          'INSERT INTO drift_migrations (version, name, applied_at) VALUES (?, ?, ?)',
        );
        for (const m of MIGRATIONS) {
          if (m.version <= at) continue;
          for (const sql of m.sqlite) db.exec(sql);
          record.run(m.version, m.name, Date.now());
        }
      }).immediate();
    });
  }

  ping(): Promise<void> {
    return this.#run('to answer', (db) => {
      db.prepare('SELECT 1').get();
    });
  }

  createMatch(match: NewMatch): Promise<void> {
    return this.#run('to create a match', (db) => {
      const m = checkNewMatch(match);
      try {
        this.#st(db).insertMatch.run(...matchValues(m));
      } catch (error: unknown) {
        if (sqliteCode(error).startsWith('SQLITE_CONSTRAINT_PRIMARYKEY'))
          throw new StorageError('MatchExists', `A match ${m.id} is already stored.`);
        throw error;
      }
    });
  }

  getMatch(id: string): Promise<MatchRecord | undefined> {
    return this.#run('to read a match', (db) => {
      const row = this.#st(db).getMatch.get(checkId(id));
      return isRow(row) ? matchFromRow(row) : undefined;
    });
  }

  listMatches(query: MatchQuery): Promise<MatchRecord[]> {
    return this.#run('to list matches', (db) => {
      const s = this.#st(db);
      const limit = listLimit(query);
      const found =
        query.phase === undefined
          ? s.listAll.all(limit)
          : s.listPhase.all(checkPhase(query.phase), limit);
      return rows(found).map(matchFromRow);
    });
  }

  setPhase(
    id: string,
    phase: MatchPhase,
    winners: readonly number[] | null,
    at: number,
  ): Promise<void> {
    return this.#run('to set a match phase', (db) => {
      const w = checkWinners(winners);
      const changed = this.#st(db).setPhase.run(
        checkPhase(phase),
        w === null ? null : toJson(w, 'The winners'),
        checkTime(at),
        checkId(id),
      ).changes;
      if (changed === 0) throw unknownMatch(id);
    });
  }

  claimSeat(claim: SeatClaim): Promise<boolean> {
    return this.#run('to claim a seat', (db) =>
      this.#st(db).claimSeat.immediate(checkClaim(claim)),
    );
  }

  releaseSeat(matchId: string, seat: number): Promise<void> {
    return this.#run('to release a seat', (db) => {
      this.#st(db).release.run(checkId(matchId), checkSeat(seat));
    });
  }

  setSeatPlan(matchId: string, seat: number, plan: SeatPlan): Promise<void> {
    return this.#run('to change a seat', (db) => {
      this.#st(db).setSeatPlan.immediate(checkId(matchId), checkSeat(seat), checkPlan(plan));
    });
  }

  seatClaims(matchId: string): Promise<SeatClaim[]> {
    return this.#run('to read seat claims', (db) =>
      rows(this.#st(db).claims.all(checkId(matchId))).map(claimFromRow),
    );
  }

  appendCommands(records: readonly CommandRecord[]): Promise<void> {
    return this.#run('to append commands', (db) => {
      const batch = commandRows(records);
      if (batch.length > 0) this.#st(db).append.immediate(batch);
    });
  }

  commandsAfter(matchId: string, version: number): Promise<CommandRecord[]> {
    return this.#run('to read commands', (db) =>
      rows(this.#st(db).commandsAfter.all(checkId(matchId), checkVersion(version))).map(
        commandFromRow,
      ),
    );
  }

  saveSnapshot(snapshot: Snapshot): Promise<void> {
    return this.#run('to save a snapshot', (db) => {
      const snap = checkSnapshot(snapshot);
      const state = toJson(snap.state, 'The snapshot state');
      this.#st(db).saveSnapshot.immediate(snap, state);
    });
  }

  latestSnapshot(matchId: string): Promise<Snapshot | undefined> {
    return this.#run('to read a snapshot', (db) => {
      const row = this.#st(db).latestSnapshot.get(checkId(matchId));
      return isRow(row) ? snapshotFromRow(row) : undefined;
    });
  }

  snapshotHashes(matchId: string): Promise<{ version: number; hash: string }[]> {
    return this.#run('to read snapshot hashes', (db) =>
      rows(this.#st(db).hashes.all(checkId(matchId))).map(hashFromRow),
    );
  }

  createPlayer(tokenHash: string, at: number): Promise<void> {
    return this.#run('to record a player', (db) => {
      try {
        this.#st(db).insertPlayer.run(checkHash(tokenHash), checkTime(at));
      } catch (error: unknown) {
        if (sqliteCode(error).startsWith('SQLITE_CONSTRAINT_PRIMARYKEY'))
          throw new StorageError('PlayerExists', 'This player token is already recorded.');
        throw error;
      }
    });
  }

  hasPlayer(tokenHash: string): Promise<boolean> {
    return this.#run(
      'to look a player up',
      (db) => this.#st(db).hasPlayer.get(checkHash(tokenHash)) !== undefined,
    );
  }

  createCampaign(campaign: NewCampaign): Promise<void> {
    return this.#run('to create a campaign', (db) => {
      const c = checkNewCampaign(campaign);
      try {
        this.#st(db).insertCampaign.run(...campaignValues(c));
      } catch (error: unknown) {
        const code = sqliteCode(error);
        if (code.startsWith('SQLITE_CONSTRAINT_PRIMARYKEY'))
          throw new StorageError('CampaignExists', `A campaign ${c.id} is already stored.`);
        if (code.startsWith('SQLITE_CONSTRAINT_FOREIGNKEY'))
          throw new StorageError('UnknownPlayer', 'The campaign’s owner is not a recorded player.');
        throw error;
      }
    });
  }

  getCampaign(id: string): Promise<CampaignRow | undefined> {
    return this.#run('to read a campaign', (db) => {
      const row = this.#st(db).getCampaign.get(checkId(id));
      return isRow(row) ? campaignFromRow(row) : undefined;
    });
  }

  listCampaigns(ownerHash: string, limit?: number): Promise<CampaignRow[]> {
    return this.#run('to list campaigns', (db) =>
      rows(
        this.#st(db).listCampaigns.all(
          checkHash(ownerHash),
          listLimit(limit === undefined ? {} : { limit }),
        ),
      ).map(campaignFromRow),
    );
  }

  campaignOfMatch(matchId: string): Promise<CampaignRow | undefined> {
    return this.#run('to find a match’s campaign', (db) => {
      const row = this.#st(db).campaignOfMatch.get(checkId(matchId));
      return isRow(row) ? campaignFromRow(row) : undefined;
    });
  }

  pendingCampaigns(): Promise<CampaignRow[]> {
    return this.#run('to list campaigns with a game pending', (db) =>
      rows(this.#st(db).pendingCampaigns.all()).map(campaignFromRow),
    );
  }

  updateCampaign(change: CampaignChange): Promise<boolean> {
    return this.#run('to change a campaign', (db) => {
      try {
        return this.#st(db).change(checkChange(change));
      } catch (error: unknown) {
        throw campaignConstraint(error);
      }
    });
  }

  startCampaignGame(change: CampaignChange, match: NewMatch, claim: SeatClaim): Promise<boolean> {
    return this.#run('to start a campaign game', (db) => {
      const ch = checkChange(change);
      const m = checkNewMatch(match);
      const k = checkClaim(claim);
      try {
        return this.#st(db).startGame.immediate(ch, m, k);
      } catch (error: unknown) {
        if (sqliteCode(error).startsWith('SQLITE_CONSTRAINT_PRIMARYKEY'))
          throw new StorageError('MatchExists', `A match ${m.id} is already stored.`);
        throw campaignConstraint(error);
      }
    });
  }

  deleteCampaign(id: string): Promise<void> {
    return this.#run('to delete a campaign', (db) => {
      if (this.#st(db).deleteCampaign.run(checkId(id)).changes === 0) throw unknownCampaign(id);
    });
  }

  createOrgRecord(record: NewOrgRecord): Promise<void> {
    return this.#run('to create a record', (db) => {
      this.#o(db).create(checkNewOrgRecord(record));
    });
  }

  getOrgRecord(id: string): Promise<OrgRecordRow | undefined> {
    return this.#run('to read a record', (db) => this.#o(db).get(checkOrgId(id)));
  }

  listOrgRecords(kind: string, limit?: number): Promise<OrgRecordRow[]> {
    return this.#run('to list records', (db) =>
      this.#o(db).list(checkOrgKind(kind), listLimit(limit === undefined ? {} : { limit })),
    );
  }

  updateOrgRecord(change: OrgChange): Promise<boolean> {
    return this.#run('to change a record', (db) => this.#o(db).update(orgChangeRow(change)));
  }

  orgLog(id: string, afterSeq = 0, limit?: number): Promise<OrgLogEntry[]> {
    return this.#run('to read a record’s log', (db) =>
      this.#o(db).log(checkOrgId(id), checkSeq(afterSeq), logLimit(limit)),
    );
  }

  addOrgToken(token: OrgToken): Promise<void> {
    return this.#run('to record a participant token', (db) => {
      this.#o(db).addToken(checkOrgToken(token));
    });
  }

  orgTokenPlayer(tokenHash: string): Promise<{ recordId: string; player: string } | undefined> {
    return this.#run('to look a participant token up', (db) =>
      this.#o(db).holder(checkHash(tokenHash)),
    );
  }

  async close(): Promise<void> {
    const db = this.#db;
    this.#db = null;
    this.#s = null;
    this.#org = null;
    db?.close();
  }
}
