/** Plain-JSON shapes shared by the pairing functions. */
import type { RandomState } from '@drift/engine';

/** One table of a two-player round: the better-ranked player first. */
export interface Table {
  /** 1 for the top table. */
  readonly table: number;
  readonly players: readonly [string, string];
}

/** What a two-player pairing decided, beyond its tables. */
export interface PairingSummary {
  readonly tables: readonly Table[];
  /** The player who sits out with a bye, or null for an even count. */
  readonly bye: string | null;
  /** True when nobody had played yet, so the tables and the bye were drawn at random. */
  readonly firstRound: boolean;
  /** Tables whose two players have different scores. */
  readonly pairDowns: number;
  /** The largest score difference at a table (0 when every table is level). */
  readonly maxScoreGap: number;
  /** Tables (numbers) that repeat an earlier game; only ever non-empty when rematches are allowed. */
  readonly rematches: readonly number[];
  /** The generator state after the draws. */
  readonly random: RandomState;
}
