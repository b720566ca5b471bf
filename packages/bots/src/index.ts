/** Bots for Drift rulesets: the contract, random players, Xia's heuristic player, a match driver. */
export type { Bot } from './bot.ts';
export { BotError, type PlayedGame, type PlayLimits, playGame } from './play.ts';
export { RandomBot, TypedRandomBot } from './random.ts';
export { determinize } from './xia/determinize.ts';
export { HeuristicBot } from './xia/heuristic.ts';
export { type KnownMap, knownMap, type XiaContent } from './xia/map.ts';
export { type Goal, LOADOUT, PROFILES, type Profile } from './xia/profiles.ts';
export { SearchBot, type SearchOptions, type SearchStats } from './xia/search.ts';
export { rewards, worth } from './xia/worth.ts';
