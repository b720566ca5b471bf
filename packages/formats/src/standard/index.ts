export {
  decideWinner,
  type FormatScore,
  type GameScore,
  gameScore,
  MOV_BASE,
  MOV_MAX,
  marginOfVictory,
  type StandingKey,
} from './game.ts';
export {
  parseStandardResult,
  SQUAD_POINTS,
  STANDARD_POINTS,
  type StandardResult,
  scoreStandard,
  standardBye,
  standardStandingKeys,
} from './result.ts';
export { rankByKeys, runningTotals, type Standing } from './standings.ts';
