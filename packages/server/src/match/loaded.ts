/**
 * A match read back from storage, ready for an owner: its record, the seats claimed, and the
 * state at its current version (the latest snapshot and the commands after it, checked against
 * the stored hashes by the loader).
 */
import type { MatchRecord, SeatClaim } from '../storage/types.ts';

export interface LoadedMatch {
  readonly record: MatchRecord;
  readonly claims: readonly SeatClaim[];
  readonly state: unknown;
  readonly version: number;
}

/**
 * Reads a match: undefined when no match has that id. Rejects when the database fails or the
 * stored match does not rebuild as recorded (a mismatch is reported, never silently accepted).
 */
export type MatchLoader = (id: string) => Promise<LoadedMatch | undefined>;
