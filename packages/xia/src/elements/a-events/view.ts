/** What a viewer sees of the Event deck: its size, never its order (XE-SETUP-03). */
import type { EventsState } from './state.ts';

export type EventsView = Omit<EventsState, 'deck'> & { readonly deck: number };

export function eventsView(events: EventsState): EventsView {
  const { deck, ...open } = events;
  return { ...open, deck: deck.length };
}

/**
 * A full Event state consistent with a view (for a bot's determinization): the deck refilled
 * with the cards the view has not shown, in the order `shuffle` gives.
 */
export function eventsFromView(
  view: EventsView,
  all: readonly string[],
  shuffle: (ids: string[]) => string[],
): EventsState {
  const seen = new Set([...view.inPlay.map((e) => e.id), ...view.discard]);
  const deck = shuffle(all.filter((id) => !seen.has(id))).slice(0, view.deck);
  return { ...view, deck };
}
