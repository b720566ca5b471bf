/**
 * The events: the ones this browser organizes or joined, the server's public list, a new event,
 * and a box for a player's code (or join link). Each event links to its page.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { go } from '../../app/router.ts';
import { Link } from '../Link.tsx';
import { HUB, OrgFrame } from '../OrgFrame.tsx';
import { type EventListing, eventsApi } from './api.ts';
import { keptEvents } from './keep.ts';
import { type EventLine, joinTarget, serverEvents, yourEvents } from './list.ts';
import { STATUS_WORDS } from './words.ts';
import './events.css';

const statusWord = (s: string | null) =>
  s === null ? null : (STATUS_WORDS[s as keyof typeof STATUS_WORDS] ?? s);

function Line({ e }: { e: EventLine }) {
  const facts = [
    e.formatName,
    statusWord(e.status),
    e.players === null ? null : `${e.players} player${e.players === 1 ? '' : 's'}`,
  ].filter((x): x is string => x !== null);
  return (
    <li className="events-list__item" data-event={e.id}>
      <Link to={{ page: 'org-event', id: e.id }} className="events-list__name">
        {e.name}
      </Link>
      {facts.length > 0 && <span className="events-list__facts">{facts.join(' · ')}</span>}
      {e.organizer && <span className="events-list__chip">You organize</span>}
      {e.player && <span className="events-list__chip">You play</span>}
    </li>
  );
}

function JoinBox({ events }: { events: readonly EventLine[] }) {
  const [typed, setTyped] = useState('');
  const [event, setEvent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = (e: FormEvent) => {
    e.preventDefault();
    const target = joinTarget(typed, event || null);
    if (!target.ok) return setError(target.message);
    setError(null);
    go(target.route);
  };
  return (
    <form className="panel event-code" onSubmit={send} aria-labelledby="events-join">
      <h2 id="events-join">Playing? Enter your code</h2>
      <p className="hint">
        Pick your event and type the code the organizer gave you (such as 7KQM-3XPA-D9RT), or paste
        the join link.
      </p>
      <div className="event-code__row">
        <label htmlFor="events-join-event" className="sr-only">
          Event
        </label>
        <select id="events-join-event" value={event} onChange={(e) => setEvent(e.target.value)}>
          <option value="">Event…</option>
          {events.map((x) => (
            <option key={x.id} value={x.id}>
              {x.name}
            </option>
          ))}
        </select>
        <label htmlFor="events-join-code" className="sr-only">
          Your code or join link
        </label>
        <input
          id="events-join-code"
          value={typed}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="XXXX-XXXX-XXXX"
          onChange={(e) => setTyped(e.target.value)}
        />
        <button type="submit" className="btn btn--primary" disabled={!typed.trim()}>
          Join
        </button>
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

export function EventsPage() {
  const [kept] = useState(keptEvents);
  const [listed, setListed] = useState<readonly EventListing[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void eventsApi.list(50).then((r) => {
      if (!live) return;
      if (r.ok) setListed(Array.isArray(r.value.records) ? r.value.records : []);
      else setError(r.error.message);
    });
    return () => {
      live = false;
    };
  }, []);
  const yours = yourEvents(kept, listed ?? []);
  const all = serverEvents(listed ?? [], kept);
  const pickable = [...yours, ...all.filter((e) => !yours.some((y) => y.id === e.id))];
  return (
    <OrgFrame title="Events" trail={[HUB]}>
      <div className="events-page">
        <header className="event-head">
          <h1>Events</h1>
          <Link to={{ page: 'org-event-new' }} className="btn btn--primary">
            New event
          </Link>
        </header>
        <JoinBox events={pickable} />
        <section className="panel" aria-labelledby="events-yours" data-section="yours">
          <h2 id="events-yours">Your events</h2>
          {yours.length > 0 ? (
            <ul className="events-list">
              {yours.map((e) => (
                <Line key={e.id} e={e} />
              ))}
            </ul>
          ) : (
            <p className="hint">
              None in this browser yet: events you create or join with a code show here.
            </p>
          )}
        </section>
        <section className="panel" aria-labelledby="events-all" data-section="server">
          <h2 id="events-all">On this server</h2>
          {error ? (
            <p className="error" role="alert">
              {error}
            </p>
          ) : listed === null ? (
            <p className="hint">Loading the events…</p>
          ) : all.length > 0 ? (
            <ul className="events-list">
              {all.map((e) => (
                <Line key={e.id} e={e} />
              ))}
            </ul>
          ) : (
            <p className="hint">No events on this server yet.</p>
          )}
        </section>
      </div>
    </OrgFrame>
  );
}
