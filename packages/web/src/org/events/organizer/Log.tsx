/** The event's change log, newest first: who did what, when. */
import type { EventView } from '@drift/formats';
import { clockTime, nameOf } from '../words.ts';

export function LogPanel({ view }: { view: EventView }) {
  const entries = [...view.log].reverse();
  const who = (a: EventView['log'][number]['actor']) =>
    a.kind === 'organizer' ? 'Organizer' : a.kind === 'player' ? nameOf(view, a.player) : 'Someone';
  return (
    <section className="panel event-log" aria-label="Change log">
      <h2>Change log</h2>
      <ol className="event-log__list">
        {entries.map((e) => (
          <li key={e.seq} data-seq={e.seq}>
            <span className="event-log__at">{clockTime(e.at)}</span>
            <span className="event-log__who">{who(e.actor)}</span>
            <span className="event-log__text">{e.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
