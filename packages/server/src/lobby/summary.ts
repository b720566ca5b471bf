/** What the lobby shows of a match: live from its owner, or from storage when not in memory. */
import { SeatRoster } from '../match/seats.ts';
import type { SeatPresence } from '../protocol.ts';
import type { MatchRecord, SeatClaim } from '../storage/types.ts';

export interface MatchSummary {
  readonly id: string;
  readonly ruleset: string;
  readonly phase: MatchRecord['phase'];
  readonly version: number;
  readonly options: unknown;
  readonly seats: readonly SeatPresence[];
  readonly spectators: number;
  readonly winners: readonly number[] | null;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** A match not in memory: nobody is connected to it. */
export function storedSummary(record: MatchRecord, claims: readonly SeatClaim[]): MatchSummary {
  return {
    id: record.id,
    ruleset: record.ruleset,
    phase: record.phase,
    version: record.version,
    options: record.options,
    seats: new SeatRoster(record.seats, claims, 0).presence(),
    spectators: 0,
    winners: record.winners,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
