/**
 * PostgreSQL through node-postgres, for deployments: a connection pool, the hot statements
 * prepared per connection (named), batches written with `unnest` (one statement whatever the
 * batch size). Rows a transaction changes are locked in match-id order, so concurrent batches
 * of overlapping matches wait for each other instead of deadlocking.
 */
import pg from 'pg';
import { asStorageError, reason, StorageError } from './errors.ts';
import { postgresOrg } from './org-postgres.ts';
import {
  checkNewOrgRecord,
  checkOrgId,
  checkOrgKind,
  checkOrgToken,
  checkSeq,
  logLimit,
  orgChangeRow,
} from './org-rows.ts';
import {
  batchRuns,
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

export interface PostgresOptions {
  /** postgres://user:password@host:port/database */
  readonly url: string;
  /** The URL as it may be shown (no password), for messages. */
  readonly shown?: string;
  /** The most connections the pool opens (default 10). */
  readonly poolSize?: number;
  /** Called when an idle connection fails (the pool replaces it; the next call may fail). */
  readonly onError?: (error: Error) => void;
}

type Row = Record<string, unknown>;
type Client = pg.PoolClient;

/** The key of the advisory lock that keeps two processes from migrating at once. */
const MIGRATION_LOCK = 7_384_612;

const MATCH_COLUMNS =
  'id, ruleset, options, seed, seats, content_name, content_version, content_hash, creator_token_hash, phase, version, winners, created_at, updated_at';

/** Errors that mean the database cannot be reached or used at all. */
function unavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = String(error.code);
  return (
    /^(ECONN|ENOTFOUND|ETIMEDOUT|EHOSTUNREACH|EAI_AGAIN|EPIPE)/.test(code) ||
    code.startsWith('08') || // connection exception
    code.startsWith('28') || // invalid authorisation
    code === '3D000' || // no such database
    code === '57P01' || // the server is shutting down
    code === '57P03' // the server is starting up
  );
}

const CAMPAIGN_COLUMNS = 'id, owner_hash, record, pending_match, revision, created_at, updated_at';

const sqlState = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

/** A broken constraint of a campaign change, in words: its pending match is not stored or taken. */
function campaignConstraint(error: unknown): unknown {
  const state = error instanceof StorageError ? sqlState(error.cause) : '';
  if (state === '23503')
    return new StorageError('UnknownMatch', 'The campaign’s pending match is not stored.');
  if (state === '23505')
    return new StorageError('BadRecord', 'That match is already the pending game of a campaign.');
  return error;
}

export class PostgresStorage implements Storage {
  readonly kind = 'postgres' as const;
  readonly shown: string;
  #pool: pg.Pool | null;
  readonly #org = postgresOrg({
    query: (doing, text, values, name) => this.#query(doing, text, values, name),
    tx: (doing, fn) => this.#tx(doing, fn),
  });

  private constructor(pool: pg.Pool, shown: string) {
    this.#pool = pool;
    this.shown = shown;
  }

  /** Creates the pool; nothing connects until the first call (`migrate` on open). */
  static open(options: PostgresOptions): PostgresStorage {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 10_000,
      idleTimeoutMillis: 30_000,
      application_name: 'drift',
      keepAlive: true,
    });
    // An idle connection's failure is an event: left unheard it would end the process.
    pool.on('error', (error) => options.onError?.(error));
    return new PostgresStorage(pool, options.shown ?? 'PostgreSQL');
  }

  #fail(error: unknown, doing: string): StorageError {
    if (error instanceof StorageError) return error;
    if (unavailable(error)) {
      return new StorageError(
        'DatabaseUnavailable',
        `${this.shown} cannot be reached ${doing}: ${reason(error)}.`,
        { cause: error },
      );
    }
    return asStorageError(error, doing);
  }

  #open(doing: string): pg.Pool {
    if (!this.#pool) throw new StorageError('Closed', `The database is closed (${doing}).`);
    return this.#pool;
  }

  /** One statement outside a transaction; `name` prepares it once per connection. */
  async #query(
    doing: string,
    text: string,
    values: unknown[],
    name?: string,
  ): Promise<pg.QueryResult<Row>> {
    const pool = this.#open(doing);
    try {
      return await pool.query<Row>(name ? { name, text, values } : { text, values });
    } catch (error: unknown) {
      throw this.#fail(error, doing);
    }
  }

  /** Runs `fn` in a transaction on one connection; any failure rolls it back. */
  async #tx<T>(doing: string, fn: (client: Client) => Promise<T>): Promise<T> {
    const pool = this.#open(doing);
    let client: Client;
    try {
      client = await pool.connect();
    } catch (error: unknown) {
      throw this.#fail(error, doing);
    }
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await fn(client);
      await client.query('COMMIT');
      return result;
    } catch (error: unknown) {
      try {
        await client.query('ROLLBACK');
      } catch (rollback: unknown) {
        // A connection that cannot roll back is closed rather than reused.
        broken = rollback instanceof Error ? rollback : new Error(String(rollback));
      }
      throw this.#fail(error, doing);
    } finally {
      client.release(broken);
    }
  }

  async migrate(): Promise<void> {
    await this.#tx('to migrate the schema', async (c) => {
      await c.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await c.query(MIGRATIONS_TABLE);
      const got = await c.query<Row>('SELECT max(version) AS v FROM drift_migrations');
      const at = Number(got.rows[0]?.v ?? 0);
      if (at > SCHEMA_VERSION) {
        throw new StorageError(
          'SchemaTooNew',
          `This database has schema version ${at}, newer than this Drift's ${SCHEMA_VERSION}: upgrade Drift to use it.`,
        );
      }
      for (const m of MIGRATIONS) {
        if (m.version <= at) continue;
        for (const sql of m.postgres) await c.query(sql);
        await c.query(
          'INSERT INTO drift_migrations (version, name, applied_at) VALUES ($1, $2, $3)',
          [m.version, m.name, Date.now()],
        );
      }
    });
  }

  async ping(): Promise<void> {
    await this.#query('to answer', 'SELECT 1', []);
  }

  async createMatch(match: NewMatch): Promise<void> {
    const m = checkNewMatch(match);
    try {
      await this.#query(
        'to create a match',
        `INSERT INTO matches (id, ruleset, options, seed, seats, content_name, content_version, content_hash, creator_token_hash, phase, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        matchValues(m),
      );
    } catch (error: unknown) {
      if (error instanceof StorageError && sqlState(error.cause) === '23505')
        throw new StorageError('MatchExists', `A match ${m.id} is already stored.`);
      throw error;
    }
  }

  async getMatch(id: string): Promise<MatchRecord | undefined> {
    const got = await this.#query(
      'to read a match',
      `SELECT ${MATCH_COLUMNS} FROM matches WHERE id = $1`,
      [checkId(id)],
      'drift_get_match',
    );
    const row = got.rows[0];
    return row ? matchFromRow(row) : undefined;
  }

  async listMatches(query: MatchQuery): Promise<MatchRecord[]> {
    const limit = listLimit(query);
    const got =
      query.phase === undefined
        ? await this.#query(
            'to list matches',
            `SELECT ${MATCH_COLUMNS} FROM matches ORDER BY updated_at DESC, id LIMIT $1`,
            [limit],
          )
        : await this.#query(
            'to list matches',
            `SELECT ${MATCH_COLUMNS} FROM matches WHERE phase = $1 ORDER BY updated_at DESC, id LIMIT $2`,
            [checkPhase(query.phase), limit],
          );
    return got.rows.map(matchFromRow);
  }

  async setPhase(
    id: string,
    phase: MatchPhase,
    winners: readonly number[] | null,
    at: number,
  ): Promise<void> {
    const w = checkWinners(winners);
    const got = await this.#query(
      'to set a match phase',
      'UPDATE matches SET phase = $1, winners = $2, updated_at = GREATEST(updated_at, $3) WHERE id = $4',
      [checkPhase(phase), w === null ? null : toJson(w, 'The winners'), checkTime(at), checkId(id)],
    );
    if (got.rowCount === 0) throw unknownMatch(id);
  }

  /** A match's seat plans, its row locked until the transaction ends. */
  async #lockedPlans(c: Client, id: string): Promise<SeatPlan[]> {
    const got = await c.query<Row>('SELECT seats FROM matches WHERE id = $1 FOR UPDATE', [id]);
    const row = got.rows[0];
    if (!row) throw unknownMatch(id);
    return seatsFromText(id, row.seats);
  }

  claimSeat(claim: SeatClaim): Promise<boolean> {
    return this.#tx('to claim a seat', async (c) => {
      const k = checkClaim(claim);
      checkSeatOf(k.matchId, await this.#lockedPlans(c, k.matchId), k.seat, true);
      const held = await c.query<Row>(
        'SELECT seat FROM seat_claims WHERE match_id = $1 AND token_hash = $2',
        [k.matchId, k.tokenHash],
      );
      const heldSeat = held.rows[0]?.seat;
      // The same token again for the seat it holds: already claimed, not taken now.
      if (heldSeat === k.seat) return false;
      if (heldSeat !== undefined) throw tokenTaken(k.matchId);
      const got = await c.query(
        `INSERT INTO seat_claims (match_id, seat, token_hash, name, claimed_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (match_id, seat) DO NOTHING`,
        [k.matchId, k.seat, k.tokenHash, k.name, k.claimedAt],
      );
      if (got.rowCount !== 1) return false;
      await c.query('UPDATE matches SET updated_at = GREATEST(updated_at, $1) WHERE id = $2', [
        k.claimedAt,
        k.matchId,
      ]);
      return true;
    });
  }

  async releaseSeat(matchId: string, seat: number): Promise<void> {
    await this.#query(
      'to release a seat',
      'DELETE FROM seat_claims WHERE match_id = $1 AND seat = $2',
      [checkId(matchId), checkSeat(seat)],
    );
  }

  async setSeatPlan(matchId: string, seat: number, plan: SeatPlan): Promise<void> {
    const id = checkId(matchId);
    const at = checkSeat(seat);
    const next = checkPlan(plan);
    await this.#tx('to change a seat', async (c) => {
      const plans = await this.#lockedPlans(c, id);
      checkSeatOf(id, plans, at, false);
      plans[at] = next;
      await c.query('UPDATE matches SET seats = $1 WHERE id = $2', [
        toJson(plans, 'The seats'),
        id,
      ]);
    });
  }

  async seatClaims(matchId: string): Promise<SeatClaim[]> {
    const got = await this.#query(
      'to read seat claims',
      'SELECT match_id, seat, token_hash, name, claimed_at FROM seat_claims WHERE match_id = $1 ORDER BY seat',
      [checkId(matchId)],
      'drift_seat_claims',
    );
    return got.rows.map(claimFromRow);
  }

  async appendCommands(records: readonly CommandRecord[]): Promise<void> {
    const batch = commandRows(records);
    if (batch.length === 0) return;
    const runs = batchRuns(batch);
    const ids = [...runs.keys()].sort();
    await this.#tx('to append commands', async (c) => {
      const locked = await c.query<Row>({
        name: 'drift_lock_versions',
        text: 'SELECT id, version FROM matches WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE',
        values: [ids],
      });
      const stored = new Map(locked.rows.map((r) => [String(r.id), Number(r.version)]));
      for (const [id, run] of runs) {
        const at = stored.get(id);
        if (at !== run.first - 1) throw versionConflict(id, at, run.first);
      }
      const last = ids.map((id) => runs.get(id));
      await c.query({
        name: 'drift_append',
        text: `WITH appended AS (
                 INSERT INTO commands (match_id, version, seat, command, events, at)
                 SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::text[], $5::text[], $6::bigint[])
               )
               UPDATE matches m SET version = r.last, updated_at = GREATEST(m.updated_at, r.at)
               FROM unnest($7::text[], $8::int[], $9::bigint[]) AS r(id, last, at)
               WHERE m.id = r.id`,
        values: [
          batch.map((r) => r.matchId),
          batch.map((r) => r.version),
          batch.map((r) => r.seat),
          batch.map((r) => r.command),
          batch.map((r) => r.events),
          batch.map((r) => r.at),
          ids,
          last.map((r) => r?.last),
          last.map((r) => r?.at),
        ],
      });
    });
  }

  async commandsAfter(matchId: string, version: number): Promise<CommandRecord[]> {
    const got = await this.#query(
      'to read commands',
      'SELECT match_id, version, seat, command, events, at FROM commands WHERE match_id = $1 AND version > $2 ORDER BY version',
      [checkId(matchId), checkVersion(version)],
      'drift_commands_after',
    );
    return got.rows.map(commandFromRow);
  }

  async saveSnapshot(snapshot: Snapshot): Promise<void> {
    const snap = checkSnapshot(snapshot);
    const state = toJson(snap.state, 'The snapshot state');
    await this.#tx('to save a snapshot', async (c) => {
      const got = await c.query<Row>('SELECT version FROM matches WHERE id = $1 FOR UPDATE', [
        snap.matchId,
      ]);
      const row = got.rows[0];
      if (!row) throw unknownMatch(snap.matchId);
      const stored = Number(row.version);
      if (snap.version > stored) throw snapshotConflict(snap, stored, undefined);
      const had = await c.query<Row>(
        'SELECT hash FROM snapshots WHERE match_id = $1 AND version = $2',
        [snap.matchId, snap.version],
      );
      const hash = had.rows[0]?.hash;
      if (hash !== undefined) {
        if (hash !== snap.hash) throw snapshotConflict(snap, stored, String(hash));
        return;
      }
      await c.query(
        'INSERT INTO snapshots (match_id, version, state, hash) VALUES ($1, $2, $3, $4)',
        [snap.matchId, snap.version, state, snap.hash],
      );
      // Only the latest snapshot keeps its state; the others keep their hash.
      await c.query(
        `UPDATE snapshots SET state = NULL WHERE match_id = $1 AND state IS NOT NULL
         AND version < (SELECT max(version) FROM snapshots WHERE match_id = $1)`,
        [snap.matchId],
      );
    });
  }

  async latestSnapshot(matchId: string): Promise<Snapshot | undefined> {
    const got = await this.#query(
      'to read a snapshot',
      `SELECT match_id, version, state, hash FROM snapshots
       WHERE match_id = $1 AND state IS NOT NULL ORDER BY version DESC LIMIT 1`,
      [checkId(matchId)],
    );
    const row = got.rows[0];
    return row ? snapshotFromRow(row) : undefined;
  }

  async snapshotHashes(matchId: string): Promise<{ version: number; hash: string }[]> {
    const got = await this.#query(
      'to read snapshot hashes',
      'SELECT match_id, version, hash FROM snapshots WHERE match_id = $1 ORDER BY version',
      [checkId(matchId)],
    );
    return got.rows.map(hashFromRow);
  }

  async createPlayer(tokenHash: string, at: number): Promise<void> {
    const values = [checkHash(tokenHash), checkTime(at)];
    try {
      await this.#query(
        'to record a player',
        'INSERT INTO players (token_hash, created_at) VALUES ($1, $2)',
        values,
      );
    } catch (error: unknown) {
      if (error instanceof StorageError && sqlState(error.cause) === '23505')
        throw new StorageError('PlayerExists', 'This player token is already recorded.');
      throw error;
    }
  }

  async hasPlayer(tokenHash: string): Promise<boolean> {
    const got = await this.#query(
      'to look a player up',
      'SELECT 1 FROM players WHERE token_hash = $1',
      [checkHash(tokenHash)],
      'drift_has_player',
    );
    return got.rows.length > 0;
  }

  async createCampaign(campaign: NewCampaign): Promise<void> {
    const c = checkNewCampaign(campaign);
    try {
      await this.#query(
        'to create a campaign',
        'INSERT INTO campaigns (id, owner_hash, record, created_at, updated_at) VALUES ($1, $2, $3, $4, $5)',
        campaignValues(c),
      );
    } catch (error: unknown) {
      const state = error instanceof StorageError ? sqlState(error.cause) : '';
      if (state === '23505')
        throw new StorageError('CampaignExists', `A campaign ${c.id} is already stored.`);
      if (state === '23503')
        throw new StorageError('UnknownPlayer', 'The campaign’s owner is not a recorded player.');
      throw error;
    }
  }

  async getCampaign(id: string): Promise<CampaignRow | undefined> {
    const got = await this.#query(
      'to read a campaign',
      `SELECT ${CAMPAIGN_COLUMNS} FROM campaigns WHERE id = $1`,
      [checkId(id)],
      'drift_get_campaign',
    );
    const row = got.rows[0];
    return row ? campaignFromRow(row) : undefined;
  }

  async listCampaigns(ownerHash: string, limit?: number): Promise<CampaignRow[]> {
    const got = await this.#query(
      'to list campaigns',
      `SELECT ${CAMPAIGN_COLUMNS} FROM campaigns WHERE owner_hash = $1 ORDER BY updated_at DESC, id LIMIT $2`,
      [checkHash(ownerHash), listLimit(limit === undefined ? {} : { limit })],
    );
    return got.rows.map(campaignFromRow);
  }

  async campaignOfMatch(matchId: string): Promise<CampaignRow | undefined> {
    const got = await this.#query(
      'to find a match’s campaign',
      `SELECT ${CAMPAIGN_COLUMNS} FROM campaigns WHERE pending_match = $1`,
      [checkId(matchId)],
    );
    const row = got.rows[0];
    return row ? campaignFromRow(row) : undefined;
  }

  async pendingCampaigns(): Promise<CampaignRow[]> {
    const got = await this.#query(
      'to list campaigns with a game pending',
      `SELECT ${CAMPAIGN_COLUMNS} FROM campaigns WHERE pending_match IS NOT NULL ORDER BY updated_at, id`,
      [],
    );
    return got.rows.map(campaignFromRow);
  }

  /** The change, on a connection in a transaction, if the campaign is still at its revision. */
  async #change(c: Client, ch: CampaignChange): Promise<boolean> {
    const { record, pending } = changeValues(ch);
    const got = await c.query(
      `UPDATE campaigns SET record = $1, pending_match = $2, revision = revision + 1,
       updated_at = GREATEST(updated_at, $3) WHERE id = $4 AND revision = $5`,
      [record, pending, ch.at, ch.id, ch.revision],
    );
    if (got.rowCount === 1) return true;
    const had = await c.query('SELECT 1 FROM campaigns WHERE id = $1', [ch.id]);
    if (had.rows.length === 0) throw unknownCampaign(ch.id);
    return false;
  }

  async updateCampaign(change: CampaignChange): Promise<boolean> {
    const ch = checkChange(change);
    try {
      return await this.#tx('to change a campaign', (c) => this.#change(c, ch));
    } catch (error: unknown) {
      throw campaignConstraint(error);
    }
  }

  async startCampaignGame(
    change: CampaignChange,
    match: NewMatch,
    claim: SeatClaim,
  ): Promise<boolean> {
    const ch = checkChange(change);
    const m = checkNewMatch(match);
    const k = checkClaim(claim);
    try {
      return await this.#tx('to start a campaign game', async (c) => {
        const got = await c.query<Row>('SELECT revision FROM campaigns WHERE id = $1 FOR UPDATE', [
          ch.id,
        ]);
        const row = got.rows[0];
        if (!row) throw unknownCampaign(ch.id);
        if (Number(row.revision) !== ch.revision) return false;
        await c.query(
          `INSERT INTO matches (id, ruleset, options, seed, seats, content_name, content_version, content_hash, creator_token_hash, phase, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          matchValues(m),
        );
        await c.query(
          'INSERT INTO seat_claims (match_id, seat, token_hash, name, claimed_at) VALUES ($1, $2, $3, $4, $5)',
          [k.matchId, k.seat, k.tokenHash, k.name, k.claimedAt],
        );
        return this.#change(c, ch);
      });
    } catch (error: unknown) {
      if (
        error instanceof StorageError &&
        sqlState(error.cause) === '23505' &&
        /matches_pkey/.test(reason(error.cause))
      )
        throw new StorageError('MatchExists', `A match ${m.id} is already stored.`);
      throw campaignConstraint(error);
    }
  }

  async deleteCampaign(id: string): Promise<void> {
    const got = await this.#query('to delete a campaign', 'DELETE FROM campaigns WHERE id = $1', [
      checkId(id),
    ]);
    if (got.rowCount === 0) throw unknownCampaign(id);
  }

  async createOrgRecord(record: NewOrgRecord): Promise<void> {
    await this.#org.create(checkNewOrgRecord(record));
  }

  async getOrgRecord(id: string): Promise<OrgRecordRow | undefined> {
    return this.#org.get(checkOrgId(id));
  }

  async listOrgRecords(kind: string, limit?: number): Promise<OrgRecordRow[]> {
    return this.#org.list(checkOrgKind(kind), listLimit(limit === undefined ? {} : { limit }));
  }

  async updateOrgRecord(change: OrgChange): Promise<boolean> {
    return this.#org.update(orgChangeRow(change));
  }

  async orgLog(id: string, afterSeq = 0, limit?: number): Promise<OrgLogEntry[]> {
    return this.#org.log(checkOrgId(id), checkSeq(afterSeq), logLimit(limit));
  }

  async addOrgToken(token: OrgToken): Promise<void> {
    await this.#org.addToken(checkOrgToken(token));
  }

  async orgTokenPlayer(
    tokenHash: string,
  ): Promise<{ recordId: string; player: string } | undefined> {
    return this.#org.holder(checkHash(tokenHash));
  }

  async close(): Promise<void> {
    const pool = this.#pool;
    this.#pool = null;
    await pool?.end();
  }
}
