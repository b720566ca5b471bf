/** Solo play against the automated NPCs (XS-*). */
export { soloRoundActive } from './round.ts';
export { SOLO_CREDITS } from './setup.ts';
export type { NpcBehaviour, SoloState, SoloStep } from './state.ts';
