/**
 * What the server keeps of a match, and the one interface every database adapter implements
 * (SQLite embedded, PostgreSQL for deployments). The server never writes SQL outside an adapter.
 *
 * A match is its setup (ruleset, options, seed, seats), the ordered log of accepted commands
 * with their events (version n is the state after n commands), and snapshots of the state every
 * so many commands with its hash. Loading = the latest snapshot + the commands after it, checked
 * against the stored hashes.
 */

/** Where a match is in its life: seats still to claim, being played, or over. */
export type MatchPhase = 'open' | 'running' | 'finished';

/** Who sits in a seat: a person (claimed with a token) or a bot (a registry label). */
export type SeatPlan = { readonly kind: 'person' } | { readonly kind: 'bot'; readonly bot: string };

/** A match as created: everything a replay needs, plus the lobby's facts. */
export interface NewMatch {
  readonly id: string;
  readonly ruleset: string;
  /** Parsed options, as the ruleset's parseOptions returned them. */
  readonly options: unknown;
  readonly seed: string;
  readonly seats: readonly SeatPlan[];
  /** The content pack the ruleset was built from (name, version, hash), for replay files. */
  readonly content: { readonly name: string; readonly version: string; readonly hash: string };
  /** SHA-256 (hex) of the creator's token: the creator may hand an absent person's seat to a bot. */
  readonly creatorTokenHash: string;
  /** Milliseconds since the epoch. */
  readonly createdAt: number;
}

/** A stored match with where it stands. */
export interface MatchRecord extends NewMatch {
  readonly phase: MatchPhase;
  /** Accepted commands so far (the current version). */
  readonly version: number;
  /** Set when finished. */
  readonly winners: readonly number[] | null;
  readonly updatedAt: number;
}

/** A seat taken by a person: only the token's hash is kept. */
export interface SeatClaim {
  readonly matchId: string;
  readonly seat: number;
  readonly tokenHash: string;
  /** What the person called themselves (shown to others), or null. */
  readonly name: string | null;
  readonly claimedAt: number;
}

/** One accepted command: version n is the command that made the state of version n. */
export interface CommandRecord {
  readonly matchId: string;
  readonly version: number;
  readonly seat: number;
  readonly command: unknown;
  /** Every event the command produced, unredacted (viewers get redacted copies). */
  readonly events: readonly unknown[];
  readonly at: number;
}

/** The full state at a version, with its hash (engine's stateHash). */
export interface Snapshot {
  readonly matchId: string;
  readonly version: number;
  readonly state: unknown;
  readonly hash: string;
}

/** A page of the lobby's list. */
export interface MatchQuery {
  readonly phase?: MatchPhase;
  /** At most this many (default and cap: 100), most recently active (`updatedAt`) first. */
  readonly limit?: number;
}

/** A campaign as created: its owner (a player token's hash) and its record (JSON, whole). */
export interface NewCampaign {
  readonly id: string;
  /** SHA-256 (hex) of the owning player's token; only that token reads or changes it. */
  readonly ownerHash: string;
  /** The campaign record (xia's CampaignRecord), stored and read back whole. */
  readonly record: unknown;
  readonly createdAt: number;
}

/** A stored campaign. */
export interface CampaignRow extends NewCampaign {
  /** The match of the game being played for it, until that game is recorded. */
  readonly pendingMatch: string | null;
  /** Rises by one with every change: a change names the revision it was made from. */
  readonly revision: number;
  readonly updatedAt: number;
}

/** A change to a campaign, made from the revision read (compare and set). */
export interface CampaignChange {
  readonly id: string;
  readonly revision: number;
  readonly record: unknown;
  readonly pendingMatch: string | null;
  readonly at: number;
}

/**
 * An organized-play record as created (an event, a Coruscant campaign): its kind, its JSON
 * (stored and read back whole) and its organizer (a token's hash).
 */
export interface NewOrgRecord {
  readonly id: string;
  /** The record kind (`event`, `coruscant`). */
  readonly kind: string;
  readonly record: unknown;
  /** SHA-256 (hex) of the organizer's token. */
  readonly organizerHash: string;
  readonly createdAt: number;
}

/** A stored organized-play record. */
export interface OrgRecordRow extends NewOrgRecord {
  /** Rises by one with every change: a change names the revision it was made from. */
  readonly revision: number;
  readonly updatedAt: number;
}

/** A change to an organized-play record, made from the revision read, with its log entries. */
export interface OrgChange {
  readonly id: string;
  readonly revision: number;
  readonly record: unknown;
  /** Who made the change (JSON), kept with each of its entries. */
  readonly actor: unknown;
  /** What the change did (JSON each), appended to the record's log in order. */
  readonly entries: readonly unknown[];
  readonly at: number;
}

/** One line of a record's log: `seq` counts from 1; `revision` is the one its change made. */
export interface OrgLogEntry {
  readonly recordId: string;
  readonly seq: number;
  readonly revision: number;
  readonly at: number;
  readonly actor: unknown;
  readonly entry: unknown;
}

/** A participant's token (only its hash): one player of one record. */
export interface OrgToken {
  readonly recordId: string;
  readonly tokenHash: string;
  readonly player: string;
  readonly createdAt: number;
}

/**
 * A database behind the server. Every method is atomic. Writes of one match arrive in version
 * order from its one owner; `appendCommands` may carry several matches' records at once (the
 * server groups the records of one tick into one transaction) and must store all or none.
 *
 * A call that fails rejects with a `StorageError` (./errors.ts) whose `code` says why:
 * `UnknownMatch`, `UnknownSeat`, `MatchExists`, `VersionConflict`, `SnapshotConflict`,
 * `BadRecord` (input it cannot store: not JSON, text with a NUL), `CorruptRecord` (a stored row
 * that does not read back), `Closed`, `DatabaseError`. No input and no stored row makes a call
 * throw anything else.
 */
export interface Storage {
  readonly kind: 'sqlite' | 'postgres';
  /** Creates or upgrades the schema; safe to run on every start. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query (GET /health). */
  ping(): Promise<void>;
  createMatch(match: NewMatch): Promise<void>;
  getMatch(id: string): Promise<MatchRecord | undefined>;
  listMatches(query: MatchQuery): Promise<MatchRecord[]>;
  /** Marks a match running or finished (with its winners); `at` becomes its `updatedAt`. */
  setPhase(
    id: string,
    phase: MatchPhase,
    winners: readonly number[] | null,
    at: number,
  ): Promise<void>;
  /**
   * Takes a free seat; false when it is already claimed (two people racing: one wins), also by
   * the same token. A seat the match lacks or a bot holds is `UnknownSeat`; a token that holds
   * another seat of the match is `BadRecord`.
   */
  claimSeat(claim: SeatClaim): Promise<boolean>;
  /** Gives a person's seat back (a bot takes it over); the claim is removed. */
  releaseSeat(matchId: string, seat: number): Promise<void>;
  /** Changes what sits in a seat (a person's seat handed to a bot); claims are left as they are. */
  setSeatPlan(matchId: string, seat: number, plan: SeatPlan): Promise<void>;
  seatClaims(matchId: string): Promise<SeatClaim[]>;
  /**
   * Appends accepted commands and raises each match's version to its last record's. A record
   * whose version is not the match's next one fails the whole call (nothing is written).
   * Within a batch one match's records count up by one.
   */
  appendCommands(records: readonly CommandRecord[]): Promise<void>;
  /** The commands after `version`, in order. */
  commandsAfter(matchId: string, version: number): Promise<CommandRecord[]>;
  /**
   * Stores a snapshot of a version the log has reached (`SnapshotConflict` otherwise, or when
   * another hash is stored at that version; the same one again is a no-op). Only the latest
   * snapshot keeps its state: older ones keep their version and hash.
   */
  saveSnapshot(snapshot: Snapshot): Promise<void>;
  /** The snapshot with the highest version, with its state, if any. */
  latestSnapshot(matchId: string): Promise<Snapshot | undefined>;
  /** Every snapshot's version and hash, in order (to check a replay against). */
  snapshotHashes(matchId: string): Promise<{ version: number; hash: string }[]>;
  /** Records a player token's hash handed out by the server (`PlayerExists` if already). */
  createPlayer(tokenHash: string, at: number): Promise<void>;
  hasPlayer(tokenHash: string): Promise<boolean>;
  /** Stores a new campaign (`CampaignExists`; `UnknownPlayer` for an owner not recorded). */
  createCampaign(campaign: NewCampaign): Promise<void>;
  getCampaign(id: string): Promise<CampaignRow | undefined>;
  /** A player's campaigns, most recently changed first (at most `limit`, default and cap 100). */
  listCampaigns(ownerHash: string, limit?: number): Promise<CampaignRow[]>;
  /** The campaign whose pending game is this match, if any. */
  campaignOfMatch(matchId: string): Promise<CampaignRow | undefined>;
  /** Campaigns with a game pending (checked on start: a game may have ended before a stop). */
  pendingCampaigns(): Promise<CampaignRow[]>;
  /**
   * Changes a campaign if it is still at `change.revision`: true when changed, false when it
   * has moved on (someone changed it first). `UnknownCampaign` when it is not stored.
   */
  updateCampaign(change: CampaignChange): Promise<boolean>;
  /**
   * Starts a campaign's game in one transaction: the change (which sets its pending match) if
   * the campaign is still at its revision, the new match, and the player's claim of its seat.
   * False (nothing written) when the campaign has moved on.
   */
  startCampaignGame(change: CampaignChange, match: NewMatch, claim: SeatClaim): Promise<boolean>;
  /** Removes a campaign (its matches stay). */
  deleteCampaign(id: string): Promise<void>;
  /** Stores a new organized-play record at revision 0 (`OrgRecordExists`). */
  createOrgRecord(record: NewOrgRecord): Promise<void>;
  getOrgRecord(id: string): Promise<OrgRecordRow | undefined>;
  /** Records of a kind, most recently changed first (at most `limit`, default and cap 100). */
  listOrgRecords(kind: string, limit?: number): Promise<OrgRecordRow[]>;
  /**
   * In one transaction: the record changed if it is still at `change.revision`, and its entries
   * appended to its log. True when written, false (nothing written) when it has moved on.
   * `UnknownOrgRecord` when it is not stored.
   */
  updateOrgRecord(change: OrgChange): Promise<boolean>;
  /** A record's log after `afterSeq` (default 0), in order, at most `limit` (default and cap 500). */
  orgLog(id: string, afterSeq?: number, limit?: number): Promise<OrgLogEntry[]>;
  /**
   * Gives a player of a record a token; any token the player held for that record stops
   * working. `UnknownOrgRecord`; `OrgTokenExists` for a hash already recorded.
   */
  addOrgToken(token: OrgToken): Promise<void>;
  /** The record and player a participant's token belongs to, if any. */
  orgTokenPlayer(tokenHash: string): Promise<{ recordId: string; player: string } | undefined>;
  close(): Promise<void>;
}
