/** The new exploration tokens' part of a match (element B). */
import type { SeatId } from '@drift/engine';

/** A captain in need aboard a ship, to be carried to a Mission Point (XE-EXPL-07, GAP-XE-08). */
export interface CaptainInNeed {
  readonly seat: SeatId;
  /** The mission card read for its delivery point; discarded when the captain leaves the ship. */
  readonly card: string;
  readonly point: number;
}

export interface ExplorationState {
  /** Tokens traded in as pairs, and by whom: out of the game (XE-EXPL-09). */
  readonly spent: readonly { readonly seat: SeatId; readonly token: string }[];
  /** Captains in need aboard ships, at most one a ship. */
  readonly aboard: readonly CaptainInNeed[];
}
