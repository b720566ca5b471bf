/** Ace of Aces: initiative, setup, the game ledger, the table helper and event results. */
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
