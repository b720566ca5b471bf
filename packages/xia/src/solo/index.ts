/** Solo play against the automated NPCs (XS-*). */
export { stepWithAlternates, stepWords } from './behaviours/words.ts';
export {
  behaviourCard,
  behaviourOf,
  deckOf,
  SOLO_FILES,
  sellswordCard,
  sellswordId,
  soloContent,
  statsSide,
} from './content/index.ts';
export type {
  BehaviourCardDef,
  BehaviourDef,
  SoloContent,
  StatsCardDef,
  StatsSideDef,
  StepDef,
} from './content/schema.ts';
export { soloRoundActive } from './round.ts';
export { isSellsword, PLAYER } from './sellsword.ts';
export { SOLO_CREDITS } from './setup.ts';
export type { NpcBehaviour, SoloState, SoloStep, StepPart } from './state.ts';
export { npcProfile, sideDue } from './stats.ts';
export { type SoloView, soloFromView, soloView } from './view.ts';
