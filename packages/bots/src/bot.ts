/**
 * The bot contract: a player that picks one of the commands a seat may send, from that seat's
 * view only (never the true state), drawing any randomness from the dice it is handed.
 */
import type { Dice } from '@drift/engine';

/** A player for one seat of a ruleset with views `View` and commands `Command`. */
export interface Bot<View, Command> {
  /** A short label for reports, e.g. `random` or `heuristic:trader`. */
  readonly name: string;
  /**
   * Picks one command of `legal` (never empty). Must return an element of `legal`, and must
   * draw any randomness from `rng` so that the same view, list and dice give the same choice.
   */
  choose(view: View, legal: readonly Command[], rng: Dice): Command;
}
