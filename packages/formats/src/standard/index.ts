export { MOV_BASE, MOV_MAX, marginOfVictory } from './game.ts';
export {
  parseStandardResult,
  STANDARD_POINTS,
  type StandardResult,
  scoreStandard,
  standardByeMeasures,
  standardStandingKeys,
} from './result.ts';
