/**
 * A solo game's setup (XS-SETUP-*): the starting credits by difficulty, the Titles and Events
 * taken out with one Title open from the start, and the solo state with the NPCs' Fame at 0.
 * The starting sectors are laid in sectors.ts; the player's ship spawns where they choose
 * (start.ts).
 */
import type { Dice } from '@drift/engine';
import type { Difficulty, XiaOptions } from '../options.ts';
import { CORE_NPC_IDS, deckOf, sellswordId } from './content/index.ts';
import { soloRules } from './content.ts';
import type { SoloState } from './state.ts';

/** Starting credits by difficulty (XS-SETUP-08). */
export const SOLO_CREDITS: Readonly<Record<Difficulty, number>> = {
  easy: 6000,
  normal: 4000,
  hard: 2000,
};

/** Titles open from the start of a solo game (XS-SETUP-04). */
export const OPEN_TITLES = 1;

/** The NPC Stats side a difficulty starts on (XS-NPC-02). */
function startingSide(difficulty: Difficulty): 'A' | 'B' {
  return difficulty === 'hard' ? 'B' : 'A';
}

/** The Title deck's cards for this game: a solo game leaves some out (XS-SETUP-04). */
export function titleIds(ids: readonly string[], options: XiaOptions): string[] {
  if (!options.solo) return [...ids];
  const out = new Set(soloRules().titlesOut);
  return ids.filter((id) => !out.has(id));
}

/** The Event deck's cards for this game: a solo game leaves some out (XS-SETUP-05). */
export function eventIds(ids: readonly string[], solo: boolean): string[] {
  if (!solo) return [...ids];
  const out = new Set(soloRules().eventsOut);
  return ids.filter((id) => !out.has(id));
}

/** The shuffled Title deck and the Titles open from the start: one in a solo game (XS-SETUP-04). */
export function dealTitles(
  shuffled: readonly string[],
  options: XiaOptions,
): { open: string[]; deck: string[] } {
  const open = options.solo ? OPEN_TITLES : 0;
  return { open: shuffled.slice(0, open), deck: shuffled.slice(open) };
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

/** The solo state at setup, or undefined for a game that is not solo (XS-SETUP-06). */
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
