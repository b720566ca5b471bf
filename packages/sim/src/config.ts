/** What a simulation plays, and how each game's seed, seats and bots follow from it. */
import type { Difficulty, Element } from '@drift/xia';
import type { ContentPack } from '@drift/xia/content';
import type { SeatRange } from './spec.ts';

/** Everything that decides the results; the same config gives the same JSON. */
export interface SimConfig {
  readonly games: number;
  readonly seats: SeatRange;
  /** Bot labels; seat s plays `bots[s % bots.length]`, rotated per game unless `fixedSeats`. */
  readonly bots: readonly string[];
  readonly fixedSeats: boolean;
  readonly fameTarget: number;
  readonly seed: string;
  readonly maxCommands: number;
  /** The content pack played (validated); the embedded core pack when absent. */
  readonly pack?: ContentPack;
  /** The expansion's elements in every game (letters); none when absent. */
  readonly elements?: readonly Element[];
  /** Solo games at this difficulty (XS-*): one bot captain against the automated NPCs. */
  readonly solo?: Difficulty;
  /**
   * HeuristicBot weight overrides by bot label (the tuner's; not a CLI flag). A label may carry a
   * `#name` suffix, `heuristic:balanced#tuned`, to seat a variant beside the plain bot.
   */
  readonly weights?: Readonly<Record<string, WeightOverrides>>;
}

/** Weight overrides of one bot: names of `BASE_WEIGHTS` to numbers. */
export type WeightOverrides = Readonly<Record<string, number>>;

/** The defaults of `drift simulate`. */
export const DEFAULTS: SimConfig = {
  games: 20,
  seats: { min: 3, max: 3 },
  bots: ['heuristic:balanced'],
  fixedSeats: false,
  fameTarget: 10,
  seed: 'drift',
  maxCommands: 4000,
};

/** One game's seed, seat count and bot labels by seat. */
export interface GamePlan {
  readonly index: number;
  readonly seed: string;
  readonly seats: number;
  readonly bots: readonly string[];
}

/**
 * Game g: seed `<seed>:<g>`; seat counts cycle through the range; the bot list is rotated one
 * seat further each cycle, so that every bot sits in every seat equally often.
 */
export function planGame(config: SimConfig, index: number): GamePlan {
  const span = config.seats.max - config.seats.min + 1;
  const seats = config.seats.min + (index % span);
  // Rotate once per full cycle of seat counts, so each seat count sees every rotation.
  const shift = config.fixedSeats ? 0 : Math.floor(index / span);
  const n = config.bots.length;
  const bots = Array.from({ length: seats }, (_, s) => config.bots[(s + shift) % n] ?? '');
  return { index, seed: `${config.seed}:${index}`, seats, bots };
}
