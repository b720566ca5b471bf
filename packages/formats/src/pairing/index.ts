export { type CutRound, type CutTable, cutToTop, nextCutRound } from './cut.ts';
export {
  ESCORT_BYE,
  ESCORT_TIMER,
  type EscortBye,
  type EscortGame,
  type EscortInput,
  type EscortPlayer,
  type EscortRound,
  type EscortTimer,
  escortGames,
  pairEscortRound,
} from './escort.ts';
export { maxWeightMatching, type WeightedEdge } from './matching.ts';
export {
  type AcePlayer,
  assignPods,
  POD_MAX,
  POD_MIN,
  type Pod,
  type PodInput,
  type PodPlan,
  type PodRound,
  podSizes,
} from './pods.ts';
export { checkRoundCount, RECOMMENDED_ROUNDS, type RoundedFormat } from './rounds.ts';
export { pairSwiss, type SwissInput, type SwissPlayer } from './swiss.ts';
export type { PairingSummary, Table } from './types.ts';
