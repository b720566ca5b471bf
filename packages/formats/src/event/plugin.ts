/**
 * The plug-in a format gives the event machinery (GAP-XW-12: one tournament manager,
 * parameterised per format). The event record knows players, rounds, tables and results; a
 * format knows how to pair, how to read a table's result and what it is worth.
 */
import type { Dice, Result, RuleError } from '@drift/engine';

/** The event formats Drift supports (one list with the squad checks). */
export type { FormatId } from '../validate/formats.ts';

/** Named numbers a player earns: Victory Points, Ships Destroyed, Margin of Victory... */
export type Measures = Readonly<Record<string, number>>;

/** What one player earned at one table in one round, e.g. `{ vp: 5, sd: 33 }`. */
export interface PlayerRoundScore {
  readonly player: string;
  readonly measures: Measures;
}

/** Swiss rounds build the standings; cut rounds (a top N) decide the places at the top. */
export type Stage = 'swiss' | 'cut';

/** A table as a format sees it: its players in the order the pairing gave them. */
export interface FormatTable {
  readonly round: number;
  readonly stage: Stage;
  readonly number: number;
  readonly players: readonly string[];
}

/** A player still in the event, as the pairing sees them. */
export interface PairingPlayer {
  readonly id: string;
  readonly name: string;
  /** Totals of every measure so far (counted results, byes, late-join credit). */
  readonly totals: Measures;
  /** Everyone met at a table in an earlier round, once each. */
  readonly opponents: readonly string[];
  /** Byes had so far. */
  readonly byes: number;
  /** Place in the standings (1 = first; equal totals share a place). */
  readonly rank: number;
}

/** Who is to be paired: players in standings order (in a cut, in seed order). */
export interface PairingInput {
  readonly round: number;
  readonly stage: Stage;
  readonly players: readonly PairingPlayer[];
  /** The organizer allows rematches when no pairing avoids them. */
  readonly allowRematches: boolean;
}

/** Tables of player ids, and the players who sit out with a bye. */
export interface Pairing {
  readonly tables: readonly (readonly string[])[];
  readonly byes: readonly string[];
}

/** A tie-breaker: a measure's key, higher first, and how to show it. */
export interface StandingKey {
  readonly key: string;
  readonly label: string;
}

/** A moment within a round, in minutes from its start. */
export interface TimerMark {
  readonly minute: number;
  readonly label: string;
}

/** A format that plays a cut to a top N after its Swiss rounds. */
export interface CutRules<R = unknown> {
  /** The sizes an organizer may choose from. */
  readonly sizes: readonly number[];
  /** Pairs a cut round; by default seeds meet 1 v N, 2 v N-1... */
  pair?(input: PairingInput, rng: Dice): Result<Pairing, RuleError>;
  /** Who goes on from a cut table; by default the best round score by the standing keys. */
  advance?(result: R, table: FormatTable): readonly string[];
}

export interface FormatPlugin<R = unknown> {
  readonly id: string;
  readonly name: string;
  /** Two players a table, or pods of several. */
  readonly tables: 'pairs' | 'pods';
  /** The rounds the format recommends, e.g. [3, 4] (XW-AOA-30, XW-PE-23). */
  readonly roundsRecommended?: readonly [number, number];
  /** Minutes a round lasts by default (Political Escort: 95, needs playtest). */
  readonly roundMinutes?: number;
  /** Moments within a round the clock announces (Political Escort: roles swap at 45). */
  readonly timerMarks?: readonly TimerMark[];
  pair(input: PairingInput, rng: Dice): Result<Pairing, RuleError>;
  /** Reads a table's result as entered by a player or the organizer. */
  parseResult(input: unknown, table: FormatTable): Result<R, RuleError>;
  /** What each player at the table earned. */
  score(result: R, table: FormatTable): readonly PlayerRoundScore[];
  /** What a bye is worth (none when absent). */
  readonly bye?: Measures;
  /** Tie-breakers in order; the first is the main score. */
  readonly standingKeys: readonly StandingKey[];
  readonly cut?: CutRules<R>;
}

/** Formats by id: the server passes `FORMAT_PLUGINS` (plugins/), tests pass their own. */
export type PluginRegistry = Readonly<Record<string, FormatPlugin | undefined>>;
