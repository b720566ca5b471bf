/** Bots for Drift rulesets: the contract, random players, Xia's heuristic and search players, the
 * registry of bot labels, a match driver. */
export type { Bot } from './bot.ts';
export { EASY_MISTAKES, HARD_MS, LEVELS, type Level, MistakenBot } from './levels.ts';
export { BotError, type PlayedGame, type PlayLimits, playGame } from './play.ts';
export { RandomBot, TypedRandomBot } from './random.ts';
export {
  BOTS,
  type BotEntry,
  type BotFactory,
  type Budget,
  lookUp,
  parseBudget,
  type Registry,
  splitLabel,
  type XiaBot,
} from './registry.ts';
export { determinize } from './xia/determinize.ts';
export { HeuristicBot } from './xia/heuristic.ts';
export { type KnownMap, knownMap, type XiaContent } from './xia/map.ts';
export { HORIZONS, type Horizon } from './xia/playout.ts';
export { type Goal, LOADOUT, PROFILES, type Profile } from './xia/profiles.ts';
export { MAX_WORKERS, SearchBot, type SearchOptions, type SearchStats } from './xia/search.ts';
export { BASE_WEIGHTS, profileWeights, type Weights } from './xia/weights.ts';
export { rewards, worth } from './xia/worth.ts';
