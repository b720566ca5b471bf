export { exogorthStats, gorthKit } from './exogorth.ts';
export {
  type GorthResult,
  gorthByeMeasures,
  gorthStandingKeys,
  parseGorthResult,
  scoreGorth,
} from './result.ts';
export {
  activeExogorth,
  applyGorth,
  type Exogorth,
  type GorthAttack,
  type GorthPhase,
  type GorthState,
  type GorthStep,
  gorthKills,
  placeExogorths,
} from './tracker.ts';
