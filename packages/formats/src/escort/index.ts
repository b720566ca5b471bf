export {
  type OrderedShip,
  shuttleActivationOrder,
  shuttleMovesFirst,
  shuttlePlacementOrder,
} from './activation.ts';
export { type BlockingAdvice, blockingAdvice, type LastMove } from './blocking.ts';
export {
  type ShuttleDamageCard,
  type ShuttleFlip,
  shuttleDamageCard,
  shuttleDamageCards,
} from './damage-cards.ts';
export {
  type EscortEnding,
  type EscortGameResult,
  escortWinner,
  parseEscortGame,
  shuttleOutcome,
  shuttlePoints,
} from './game.ts';
export {
  type EscortRoundResult,
  escortByeMeasures,
  escortGameMeasures,
  escortStandingKeys,
  parseEscortRound,
  scoreEscortRound,
} from './round.ts';
export {
  applyEscortSetup,
  attackerEdge,
  type EscortEdge,
  type EscortSetup,
  type EscortSetupStep,
  type EscortStart,
  escortStart,
  setupStep as escortSetupStep,
  startEscortSetup,
} from './setup.ts';
export {
  type ShuttleBearing,
  type ShuttleCard,
  type ShuttleManeuver,
  senatorsShuttle,
} from './shuttle.ts';
export {
  applyShuttle,
  damageTaken as shuttleDamageTaken,
  type FaceUpCard,
  newShuttle,
  type ShuttleFate,
  type ShuttleNote,
  type ShuttleState,
  type ShuttleStatus,
  shuttleStatus,
  type Tracked as TrackedShuttle,
} from './tracker.ts';
export type { ShuttleCommand } from './tracker-commands.ts';
