/** Ace of Aces: initiative, setup, the game ledger, the table helper and event results. */
export { type AceCommand, parseAceCommand } from './command.ts';
export {
  ACE_PHASES,
  type AceGame,
  type AceOutcome,
  type AcePhase,
  type AceScore,
  type AceShip,
  type CombatStep,
  type LedgerEntry,
  type PendingRespawn,
  type ShipKind,
  startAceGame,
} from './game.ts';
export {
  chooseInitiative,
  draftInitiative,
  type InitiativeDraft,
  type InitiativeGroup,
  initiativeNotes,
  initiativeOrder,
  nextInitiativePick,
  type TieRoll,
  takeFirstFree,
} from './initiative.ts';
export { checkLoadout, ladder, nextRespawn, type RespawnChoice, respawnCost } from './ladder.ts';
export { ASSIST_VP, applyAce, KILL_VP } from './ledger.ts';
export {
  ACE_MAX_PLAYERS,
  ACE_MIN_PLAYERS,
  type AceAlternate,
  type AceList,
  type AcePrimary,
  type AceUpgrade,
  type AceWingman,
  checkAceLists,
  squadTotal,
  WINGMAN_THRESHOLD,
} from './list.ts';
export {
  type ActivationStep,
  activationOrder,
  areFriendly,
  type CombatOrderStep,
  combatOrder,
  currentShips,
  mayFireThisRound,
  type OrderStep,
} from './order.ts';
export { aceResultOf, respawnPlan, runningScores, whoWon } from './questions.ts';
export {
  type AceResult,
  type AceResultLine,
  type AceRoundScore,
  aceStandingKeys,
  parseAceResult,
  scoreAce,
} from './result.ts';
export {
  type AceSetup,
  applySetup,
  nextSetupStep,
  OBSTACLES_PER_PLAYER,
  type SetupStep,
  startAceSetup,
} from './setup.ts';
export {
  CORNERS,
  type Corner,
  EDGE_POINT_CLEARANCE_CM,
  EDGES,
  type Edge,
  type PlaySurface,
  playSurface,
  type SetupPoint,
} from './surface.ts';
export { ACE_TARGET_VP, decideWinner } from './winner.ts';
