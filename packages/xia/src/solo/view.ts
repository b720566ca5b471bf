/**
 * What a viewer sees of a solo game's own state: everything but the order of the NPCs' Behavior
 * decks, which is only counted (the cards in play and the step each NPC is on are public).
 */
import { deckOf } from './content/index.ts';
import type { SoloState } from './state.ts';

export interface SoloView extends Omit<SoloState, 'behaviourDecks'> {
  /** Behavior cards left in each NPC's deck, by NPC id. */
  readonly behaviourDecks: Readonly<Record<string, number>>;
}

export function soloView(solo: SoloState): SoloView {
  const decks: Record<string, number> = {};
  for (const [npc, deck] of Object.entries(solo.behaviourDecks)) decks[npc] = deck.length;
  return { ...solo, behaviourDecks: decks };
}

/**
 * A solo state consistent with a view, for a bot that searches (bots/determinize): each deck is
 * the NPC's cards not in play, in an order `shuffle` gives (never the true one).
 */
export function soloFromView(
  view: SoloView,
  shuffle: (ids: readonly string[]) => string[],
): SoloState {
  const decks: Record<string, string[]> = {};
  for (const [npc, count] of Object.entries(view.behaviourDecks)) {
    const inPlay = view.behaviours[npc]?.card;
    decks[npc] = shuffle(deckOf(npc).filter((id) => id !== inPlay)).slice(0, count);
  }
  return { ...view, behaviourDecks: decks };
}
