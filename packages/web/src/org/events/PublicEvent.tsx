/**
 * What anyone sees of an event: its round and standings, a box to enter a participant code (the
 * player's way in), and self-registration when the organizer allows it.
 */
import type { EventView } from '@drift/formats';
import { type FormEvent, useState } from 'react';
import { eventsApi } from './api.ts';
import { EventStandings, RoundPairings } from './parts.tsx';
import type { EventHandle } from './useEvent.ts';

function CodeBox({ id, handle }: { id: string; handle: EventHandle }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    const typed = code.trim();
    if (!typed) return;
    const r = await eventsApi.get(id, typed);
    if (!r.ok)
      return setError(
        r.error.code === 'UnknownOrgToken'
          ? 'That code is not one of this event’s. Check it with the organizer.'
          : r.error.message,
      );
    if (r.value.as.kind !== 'player') return setError('That is not a player’s code.');
    const player = r.value.as.player;
    handle.rekeep((k) => ({
      ...k,
      code: typed,
      player,
      asPlayer: true,
      name: k.name ?? r.value.view.event.name,
    }));
  };
  return (
    <form className="panel event-code" onSubmit={send}>
      <h2>Playing? Enter your code</h2>
      <p className="hint">The organizer gives each player a code such as 7KQM-3XPA-D9RT.</p>
      <div className="event-code__row">
        <label htmlFor="event-code" className="sr-only">
          Your code
        </label>
        <input
          id="event-code"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="XXXX-XXXX-XXXX"
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="btn btn--primary btn--big" disabled={!code.trim()}>
          Open my table
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

function SelfRegister({ handle }: { handle: EventHandle }) {
  const [name, setName] = useState('');
  const [said, setSaid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    const r = await handle.act({ type: 'Register', name: name.trim() });
    if (r.ok) {
      setSaid(`${name.trim()} is registered. Ask the organizer for your code to enter results.`);
      setName('');
      setError(null);
    } else setError(r.message);
  };
  return (
    <form className="panel event-code" onSubmit={send}>
      <h2>Register for this event</h2>
      <div className="event-code__row">
        <label htmlFor="self-name" className="sr-only">
          Your name
        </label>
        <input
          id="self-name"
          value={name}
          maxLength={60}
          placeholder="Your name"
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" className="btn btn--primary btn--big" disabled={!name.trim()}>
          Register
        </button>
      </div>
      {said && <p className="hint">{said}</p>}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

export function PublicEvent({
  id,
  handle,
  view,
}: {
  id: string;
  handle: EventHandle;
  view: EventView;
}) {
  const round = view.rounds.at(-1);
  return (
    <div className="event-public">
      {view.event.status !== 'finished' && <CodeBox id={id} handle={handle} />}
      {view.event.selfRegistration && view.event.status === 'registration' && (
        <SelfRegister handle={handle} />
      )}
      {round && (
        <section className="panel">
          <RoundPairings view={view} round={round} />
        </section>
      )}
      <section className="panel">
        <EventStandings id={id} view={view} />
      </section>
    </div>
  );
}
