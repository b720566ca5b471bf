/** Simulations of Xia by bots: settings, the bot registry, one game, the pool, the report. */

export {
  BOTS,
  type BotEntry,
  type BotFactory,
  lookUp,
  type Registry,
  type XiaBot,
} from '@drift/bots';
export { type Rate, type SoloSummary, type Spread, type Summary, summarise } from './aggregate.ts';
export {
  DEFAULTS,
  type GamePlan,
  planGame,
  type SimConfig,
  type WeightOverrides,
} from './config.ts';
export {
  type BotFailure,
  type Ending,
  FAME_SOURCES,
  type FameSource,
  type GameRecord,
  type PlayedRecord,
  playPlanned,
  type SoloRecord,
} from './game.ts';
export { allCores, type PoolOptions, runGames } from './pool.ts';
export { type Progress, progressOn } from './progress.ts';
export { escapeHtml, renderReport } from './report.ts';
export { resultsJson, type SimResult, simulate } from './run.ts';
export {
  parseBots,
  parseElements,
  parseSeats,
  parseSeed,
  parseSolo,
  parseWhole,
  type SeatRange,
  SpecError,
} from './spec.ts';
export { fameLines, lengthLines, percentText, spreadText } from './text.ts';
export {
  baseLabel,
  checkWeights,
  findBot,
  heuristicProfile,
  parseWeightNames,
  weightNames,
} from './weights.ts';
