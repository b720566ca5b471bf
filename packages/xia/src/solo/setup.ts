/**
 * A solo game's setup (XS-SETUP-*): the starting credits by difficulty and the solo state.
 */
import type { Dice } from '@drift/engine';
import type { Difficulty, XiaOptions } from '../options.ts';
import type { SoloState } from './state.ts';

/** Starting credits by difficulty (XS-SETUP-08). */
export const SOLO_CREDITS: Readonly<Record<Difficulty, number>> = {
  easy: 6000,
  normal: 4000,
  hard: 2000,
};

/** The NPC Stats side a difficulty starts on (XS-NPC-02). */
function startingSide(difficulty: Difficulty): 'A' | 'B' {
  return difficulty === 'hard' ? 'B' : 'A';
}

/** The solo state at setup, or undefined for a game that is not solo. */
export function newSoloState(options: XiaOptions, _dice: Dice): SoloState | undefined {
  if (!options.solo) return undefined;
  const { difficulty } = options.solo;
  return {
    difficulty,
    side: startingSide(difficulty),
    npcFame: 0,
    seating: [],
    behaviours: {},
    behaviourDecks: {},
    collected: 0,
    merchantBonus: 0,
    step: null,
  };
}
