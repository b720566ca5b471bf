export { type Dice, openDice, ScriptError } from './dice.ts';
export { seedRandom } from './seed.ts';
export {
  DIE_SIZES,
  type DieSize,
  die,
  pick,
  type RandomState,
  type ScriptedDraw,
  type ScriptedRandom,
  type SeededRandom,
  scripted,
  shuffled,
  unusedDraws,
} from './state.ts';
export { breakTie, type TieOutcome } from './tie.ts';
