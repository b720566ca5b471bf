/**
 * A campaign game's own state (XC-*): the goal attempted, what counts toward it, which of its
 * special rules were broken and why, the ships flown, and the verdict once the game is over.
 * Absent in every other game. Nothing here is secret.
 */
import type { FameSource } from '../events.ts';
import type { XiaOptions } from '../options.ts';
import { goalCard } from './goals/content.ts';
import { openGoals } from './options.ts';

/** A special rule broken: its index on the Goal card, what broke it, and in which turn. */
export interface BrokenRule {
  readonly rule: number;
  readonly reason: string;
  readonly turn: number;
}

/** Whether the goal was met, once the game is over (XC-CAMP-06, XC-CAMP-07), and why not. */
export interface GoalResult {
  readonly met: boolean;
  readonly reasons: readonly string[];
}

export interface CampaignState {
  /** The goal attempted; null until chosen before the first turn (XC-CAMP-03). */
  readonly goal: string | null;
  /** The player's Fame this game by source (XB-FAME-02..10), rewards' starting Fame aside. */
  readonly fame: Readonly<Partial<Record<FameSource, number>>>;
  /** Special rules broken, each once, in the order it happened (XC-CAMP-07). */
  readonly broken: readonly BrokenRule[];
  /** Ships flown, the starting one first, then each bought (XC-CAMP-02, XC-CAMP-04). */
  readonly ships: readonly string[];
  /** Goals whose once-a-game reward has been used this game (a free outfit). */
  readonly spent: readonly string[];
  /** Set when the game is over. */
  readonly result: GoalResult | null;
}

/** The campaign state at setup, or undefined for a game that is not a campaign game. */
export function newCampaignState(options: XiaOptions): CampaignState | undefined {
  if (!options.campaign) return undefined;
  const open = openGoals(options.campaign);
  return {
    goal: open.length === 1 ? (open[0] ?? null) : null, // one goal open: no choice to make
    fame: {},
    broken: [],
    ships: [],
    spent: [],
    result: null,
  };
}

/** The Fame target of a campaign game once its goal is known (XS-SETUP-06). */
export function goalFameTarget(goal: string): number {
  return goalCard(goal).fame;
}
