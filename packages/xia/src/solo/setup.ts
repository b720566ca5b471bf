/**
 * A solo game's setup (XS-SETUP-*): the starting credits by difficulty and the solo state.
 */
import type { Dice } from '@drift/engine';
import type { Difficulty, XiaOptions } from '../options.ts';
import { CORE_NPC_IDS, deckOf, sellswordId } from './content/index.ts';
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

/**
 * Each NPC's Behavior cards, shuffled face down (XS-BEHV-01): the three NPCs', and the
 * Sellsword's when it plays (XS-NPC-06). Decks in a fixed order, so setups replay.
 */
function behaviourDecks(options: XiaOptions, dice: Dice): Record<string, string[]> {
  const npcs = [...CORE_NPC_IDS, ...(options.solo?.sellsword ? [sellswordId()] : [])];
  const decks: Record<string, string[]> = {};
  for (const npc of [...npcs].sort()) decks[npc] = dice.shuffle(deckOf(npc));
  return decks;
}

/** The solo state at setup, or undefined for a game that is not solo. */
export function newSoloState(options: XiaOptions, dice: Dice): SoloState | undefined {
  if (!options.solo) return undefined;
  const { difficulty } = options.solo;
  return {
    difficulty,
    side: startingSide(difficulty),
    npcFame: 0,
    seating: [],
    behaviours: {},
    behaviourDecks: behaviourDecks(options, dice),
    collected: 0,
    merchantBonus: 0,
    attackers: {},
    step: null,
  };
}
