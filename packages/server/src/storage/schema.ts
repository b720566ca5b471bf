/**
 * The schema, as numbered migrations for each dialect. `migrate` applies, in one transaction
 * each, the migrations a database has not recorded in `drift_migrations`; a database recorded
 * at a higher number than this list knows is refused (an older Drift must not write to it).
 * Never edit a migration once released: add the next one.
 *
 * JSON values are TEXT in both dialects: the server always reads and writes them whole and never
 * queries inside them, so PostgreSQL's jsonb would only add a parse on every write and a
 * re-serialisation on every read (and it refuses the `\u0000` escape JSON allows).
 * Times are milliseconds since the epoch (BIGINT). See docs/storage.md.
 */

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sqlite: readonly string[];
  readonly postgres: readonly string[];
}

/** Records which migrations a database has had. */
export const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS drift_migrations (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at BIGINT NOT NULL
)`;

/** Column types that differ between the dialects. */
interface Types {
  readonly int: string;
  readonly time: string;
  /** Table suffix: SQLite's STRICT tables check every value's type like PostgreSQL does. */
  readonly table: string;
}

const SQLITE: Types = { int: 'INTEGER', time: 'INTEGER', table: ' STRICT' };
const POSTGRES: Types = { int: 'integer', time: 'bigint', table: '' };

function initial(t: Types): string[] {
  return [
    // A match: its setup (what a replay needs), where it stands, and the lobby's facts.
    `CREATE TABLE matches (
      id TEXT PRIMARY KEY,
      ruleset TEXT NOT NULL,
      options TEXT NOT NULL,
      seed TEXT NOT NULL,
      seats TEXT NOT NULL,
      content_name TEXT NOT NULL,
      content_version TEXT NOT NULL,
      content_hash TEXT NOT NULL,
      creator_token_hash TEXT NOT NULL,
      phase TEXT NOT NULL CHECK (phase IN ('open', 'running', 'finished')),
      version ${t.int} NOT NULL DEFAULT 0 CHECK (version >= 0),
      winners TEXT,
      created_at ${t.time} NOT NULL,
      updated_at ${t.time} NOT NULL
    )${t.table}`,
    // The lobby lists one phase, most recently active first; and all phases the same way.
    'CREATE INDEX matches_lobby ON matches (phase, updated_at DESC, id)',
    'CREATE INDEX matches_recent ON matches (updated_at DESC, id)',
    // A person's seat: one claim per seat, and a token names one seat of a match.
    `CREATE TABLE seat_claims (
      match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
      seat ${t.int} NOT NULL CHECK (seat >= 0),
      token_hash TEXT NOT NULL,
      name TEXT,
      claimed_at ${t.time} NOT NULL,
      PRIMARY KEY (match_id, seat),
      UNIQUE (match_id, token_hash)
    )${t.table}`,
    // The log: version n is the command that made the state of version n.
    `CREATE TABLE commands (
      match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
      version ${t.int} NOT NULL CHECK (version >= 1),
      seat ${t.int} NOT NULL CHECK (seat >= 0),
      command TEXT NOT NULL,
      events TEXT NOT NULL,
      at ${t.time} NOT NULL,
      PRIMARY KEY (match_id, version)
    )${t.table}`,
    // Snapshots: every one keeps its hash; only the latest keeps its state (NULL before it).
    `CREATE TABLE snapshots (
      match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
      version ${t.int} NOT NULL CHECK (version >= 0),
      state TEXT,
      hash TEXT NOT NULL,
      PRIMARY KEY (match_id, version)
    )${t.table}`,
    // Prepared for several server processes on one PostgreSQL (not used yet): the process that
    // holds a live lease owns the match; see docs/storage.md, "Leases".
    `CREATE TABLE match_leases (
      match_id TEXT PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
      owner TEXT NOT NULL,
      expires_at ${t.time} NOT NULL
    )${t.table}`,
    'CREATE INDEX match_leases_expiry ON match_leases (expires_at)',
  ];
}

function campaigns(t: Types): string[] {
  return [
    // A player: a token the server handed out (only its hash), to which campaigns belong.
    `CREATE TABLE players (
      token_hash TEXT PRIMARY KEY,
      created_at ${t.time} NOT NULL
    )${t.table}`,
    // A campaign: its record as JSON, its owner, the match of the game being played for it.
    `CREATE TABLE campaigns (
      id TEXT PRIMARY KEY,
      owner_hash TEXT NOT NULL REFERENCES players (token_hash) ON DELETE CASCADE,
      record TEXT NOT NULL,
      pending_match TEXT REFERENCES matches (id) ON DELETE SET NULL,
      revision ${t.int} NOT NULL DEFAULT 0 CHECK (revision >= 0),
      created_at ${t.time} NOT NULL,
      updated_at ${t.time} NOT NULL
    )${t.table}`,
    'CREATE INDEX campaigns_owner ON campaigns (owner_hash, updated_at DESC, id)',
    // A match is the pending game of one campaign at most.
    'CREATE UNIQUE INDEX campaigns_pending ON campaigns (pending_match) WHERE pending_match IS NOT NULL',
  ];
}

function organizedPlay(t: Types): string[] {
  return [
    // An organized-play record (an event, a Coruscant campaign): its kind's JSON, whole; the
    // organizer's token hash; the revision every change raises (compare and set).
    `CREATE TABLE org_records (
      id TEXT PRIMARY KEY,
      kind TEXT NOT NULL,
      record TEXT NOT NULL,
      organizer_hash TEXT NOT NULL,
      revision ${t.int} NOT NULL DEFAULT 0 CHECK (revision >= 0),
      created_at ${t.time} NOT NULL,
      updated_at ${t.time} NOT NULL
    )${t.table}`,
    'CREATE INDEX org_records_kind ON org_records (kind, updated_at DESC, id)',
    // A participant's token (entering results from a phone): one player of one record, and a
    // player holds one token at a time.
    `CREATE TABLE org_tokens (
      token_hash TEXT PRIMARY KEY,
      record_id TEXT NOT NULL REFERENCES org_records (id) ON DELETE CASCADE,
      player TEXT NOT NULL,
      created_at ${t.time} NOT NULL,
      UNIQUE (record_id, player)
    )${t.table}`,
    // The change log: what each change said, who made it, and the revision it made.
    `CREATE TABLE org_log (
      record_id TEXT NOT NULL REFERENCES org_records (id) ON DELETE CASCADE,
      seq ${t.int} NOT NULL CHECK (seq >= 1),
      revision ${t.int} NOT NULL CHECK (revision >= 1),
      at ${t.time} NOT NULL,
      actor TEXT NOT NULL,
      entry TEXT NOT NULL,
      PRIMARY KEY (record_id, seq)
    )${t.table}`,
  ];
}

/** Every migration, in order; the last one's number is the schema version this Drift writes. */
export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'initial', sqlite: initial(SQLITE), postgres: initial(POSTGRES) },
  { version: 2, name: 'campaigns', sqlite: campaigns(SQLITE), postgres: campaigns(POSTGRES) },
  {
    version: 3,
    name: 'organized-play',
    sqlite: organizedPlay(SQLITE),
    postgres: organizedPlay(POSTGRES),
  },
];

export const SCHEMA_VERSION = MIGRATIONS.length;
