/**
 * The event record: plain JSON the server stores. Everything the standings and the views need
 * is in it (the format's tie-breakers and bye are copied in at creation), so reading an event
 * never needs its format's code.
 */
import type { Measures, PlayerRoundScore, Stage, StandingKey, TimerMark } from './plugin.ts';

/** Plain JSON. */
export type Json =
  | null
  | boolean
  | number
  | string
  | readonly Json[]
  | { readonly [k: string]: Json };

/** Who sends a command or reads a view. */
export type Actor =
  | { readonly kind: 'organizer' }
  | { readonly kind: 'player'; readonly player: string }
  | { readonly kind: 'public' };

/** registration → running → cut → finished (a format without a cut skips `cut`). */
export type EventStatus = 'registration' | 'running' | 'cut' | 'finished';

export interface EventPlayer {
  readonly id: string;
  readonly name: string;
  readonly club?: string;
  /** The squad as the player gave it (XWS JSON or other), kept as-is. */
  readonly squad?: Json;
  /** The first Swiss round the player can be paired in (1 unless they joined late). */
  readonly joinedRound: number;
  /** Set once dropped: the number of rounds paired at the time. Never paired again. */
  readonly dropped?: { readonly afterRound: number };
}

export interface TableResult {
  /** The log seq of the entry that entered this result (confirmations may name it). */
  readonly submission: number;
  /** The result as the format read it. */
  readonly data: Json;
  readonly scores: readonly PlayerRoundScore[];
  /** A player's id, or 'organizer'. */
  readonly by: string;
  readonly confirmedBy: readonly string[];
  readonly disputes: readonly { readonly player: string; readonly reason: string }[];
  /** Confirmed by every player at the table, or entered by the organizer. */
  readonly counted: boolean;
  /** Cut tables only: who goes on to the next cut round. */
  readonly advances?: readonly string[];
}

export interface EventTable {
  readonly number: number;
  readonly players: readonly string[];
  readonly result: TableResult | null;
}

export interface EventRound {
  readonly number: number;
  readonly stage: Stage;
  /** The seed its pairing drew from (the event's seed, the round and the attempt). */
  readonly seed: string;
  /** 0 for the first pairing, +1 for each re-pairing. */
  readonly attempt: number;
  readonly tables: readonly EventTable[];
  readonly byes: readonly string[];
  /** When the organizer started the round's clock. */
  readonly clockStartedAt?: number;
}

/** What the format said at creation, kept with the event. */
export interface EventRules {
  readonly formatName: string;
  readonly tables: 'pairs' | 'pods';
  readonly standingKeys: readonly StandingKey[];
  readonly bye: Measures;
  readonly roundsRecommended: readonly [number, number] | null;
  readonly cutSizes: readonly number[];
  readonly timerMarks: readonly TimerMark[];
}

export interface LogEntry {
  readonly seq: number;
  readonly at: number;
  readonly actor: Actor;
  /** What changed, in words. */
  readonly text: string;
  /** What changed, as data: `type` names the command. */
  readonly data: { readonly type: string; readonly [k: string]: Json };
}

export interface EventRecord {
  readonly kind: 'drift-event';
  readonly version: 1;
  readonly name: string;
  readonly format: string;
  /** Shown to everyone. */
  readonly description: string;
  /** The organizer's own notes: only the organizer sees them. */
  readonly notes: string;
  /** Swiss rounds the organizer plans (XW-AOA-30, XW-PE-23). */
  readonly plannedRounds: number;
  /** A round's time limit; null for none (GAP-XW-12: configurable). */
  readonly roundMinutes: number | null;
  /** The planned top cut, if any. */
  readonly cut: number | null;
  /** Whether everyone may see every squad. */
  readonly publishLists: boolean;
  /** Whether players may register themselves (before round 1). */
  readonly selfRegistration: boolean;
  /** Credited to a late joiner for each Swiss round missed (GAP-XW-12). */
  readonly lateJoin: Measures;
  readonly seed: string;
  readonly createdAt: number;
  readonly status: EventStatus;
  readonly rules: EventRules;
  readonly players: readonly EventPlayer[];
  readonly rounds: readonly EventRound[];
  /** The seeds of the cut, best first, once it started. */
  readonly cutSeeds: readonly string[] | null;
  /** The next player number (ids are p1, p2...; never reused). */
  readonly nextPlayer: number;
  readonly log: readonly LogEntry[];
}
