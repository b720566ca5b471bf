/**
 * A squad as plain JSON: pilots and upgrades by card id, the side it is built for, and the parts
 * only some formats use (Ace of Aces alternates and Wingman, the Senator's Shuttle's upgrades,
 * Objective Play's objectives, the obstacles a player brings).
 */
import type { Side } from '../cards/types.ts';

/** One ship of the squad: its pilot card and the upgrade cards it carries, in order. */
export interface SquadPilot {
  readonly pilot: number;
  readonly upgrades: readonly number[];
}

/** Ace of Aces (XW-AOA-04..08): which pilot is the ace, its alternate pilots, its Wingman. */
export interface AceOfAcesPart {
  /** Index in `pilots` of the primary pilot. */
  readonly primary: number;
  /** Pilot card ids of the alternate pilots, in respawn order. */
  readonly alternates: readonly number[];
  /** Index in `pilots` of the Wingman, when the squad has one. */
  readonly wingman?: number;
}

/** Political Escort (XW-PE-03, 07): the upgrades paid for the Senator's Shuttle. */
export interface ShuttlePart {
  readonly upgrades: readonly number[];
}

export interface Squad {
  readonly name: string;
  readonly side: Side;
  readonly pilots: readonly SquadPilot[];
  /** Obstacles the player brings, by name, where a format asks for them. */
  readonly obstacles?: readonly string[];
  readonly aceOfAces?: AceOfAcesPart;
  readonly shuttle?: ShuttlePart;
  /** Objective Play (XW-OBJ-01): the ids of the three objectives the list names. */
  readonly objectives?: readonly string[];
}
