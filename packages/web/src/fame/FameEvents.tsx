/**
 * The Events in play (element A), under the Fame track: each card's name, how long it has left,
 * what it does while in play and when it leaves, and how many cards the face-down deck holds.
 *
 * Props: `events` (the view's Event state: cards in play, the deck counted).
 */
import { type EventsView, eventCard } from '@drift/xia';

export function FameEvents({ events }: { readonly events: EventsView }) {
  return (
    <div className="fame__events">
      <h4 className="fame__sub">
        Events in play <span className="fame__deck">({events.deck} in the deck)</span>
      </h4>
      {events.inPlay.length === 0 ? (
        <p className="fame__none">None: reach a ◆ space to draw one.</p>
      ) : (
        <ul className="fame__title-list">
          {events.inPlay.map((e) => {
            const card = eventCard(e.id);
            const left =
              card.leaves.kind === 'rounds'
                ? `round ${e.rounds} of ${card.leaves.rounds}`
                : card.leaves.kind === 'claimed'
                  ? 'until won'
                  : '';
            return (
              <li key={e.id} className="fame-event" data-event={e.id}>
                <span className="fame-event__name">{card.name}</span>
                <span className="fame-event__left">{left}</span>
                <span className="fame-event__text">{card.text}</span>
                <span className="fame-event__text fame-event__leaves">
                  Leaves play: {card.leavesText}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
