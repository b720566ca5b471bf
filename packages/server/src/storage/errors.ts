/**
 * Why a storage call failed. Adapters reject with a {@link StorageError} only: its `code` is
 * stable (the server maps it to an HTTP or WebSocket refusal), its message says what was wrong.
 */

/** Every code a storage call may fail with. */
export type StorageErrorCode =
  /** `--database` is not a file path, `sqlite:…` or `postgres://…`. */
  | 'BadDatabaseUrl'
  /** The database cannot be opened or reached (a missing folder it may not create, no server). */
  | 'DatabaseUnavailable'
  /** The database's schema is newer than this Drift knows. */
  | 'SchemaTooNew'
  /** A call named a match that is not stored. */
  | 'UnknownMatch'
  /** `createMatch` with an id already taken. */
  | 'MatchExists'
  /** A call named a campaign that is not stored. */
  | 'UnknownCampaign'
  /** `createCampaign` with an id already taken. */
  | 'CampaignExists'
  /** A campaign's owner that is not a recorded player. */
  | 'UnknownPlayer'
  /** A call named an organized-play record (an event, a campaign) that is not stored. */
  | 'UnknownOrgRecord'
  /** `createOrgRecord` with an id already taken. */
  | 'OrgRecordExists'
  /** `addOrgToken` with a token hash already recorded. */
  | 'OrgTokenExists'
  /** `createPlayer` with a token hash already recorded. */
  | 'PlayerExists'
  /** A seat number outside the match's seats, or a bot's seat where a person's is needed. */
  | 'UnknownSeat'
  /** A record is not the next of its match (a gap, a repeat, or out of order). */
  | 'VersionConflict'
  /** A snapshot for a version the log has not reached, or a different one for a stored version. */
  | 'SnapshotConflict'
  /** Input the adapter cannot store (not JSON, a negative seat, a limit out of range). */
  | 'BadRecord'
  /** A stored row that does not read back (edited or damaged by hand). */
  | 'CorruptRecord'
  /** A call after `close`. */
  | 'Closed'
  /** The database refused for a reason of its own (disk full, lost connection): the message says it. */
  | 'DatabaseError';

export class StorageError extends Error {
  override readonly name = 'StorageError';
  constructor(
    readonly code: StorageErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The text of any thrown value. */
export function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A thrown value as a StorageError: kept if it is one, else wrapped as `DatabaseError`. */
export function asStorageError(error: unknown, doing: string): StorageError {
  if (error instanceof StorageError) return error;
  return new StorageError('DatabaseError', `The database failed ${doing}: ${reason(error)}`, {
    cause: error,
  });
}
