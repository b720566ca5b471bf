/**
 * The organizer's players: register one by one or paste many names at once (late joins once
 * the event runs), drop a player or remove one before round 1, and give each a participant code
 * (read out big, shared as a link, printed as a list).
 */
import type { EventView } from '@drift/formats';
import { type FormEvent, useState } from 'react';
import { eventsApi } from '../api.ts';
import type { EventHandle } from '../useEvent.ts';
import { CodeSheet, Codes, joinLink } from './Codes.tsx';

/** Names pasted one a line (`Name` or `Name, Club`; list numbers and bullets are dropped). */
export function pastedPlayers(text: string): { name: string; club?: string }[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:\d+[.)]|[-*•])\s*/, '').trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      const at = line.indexOf(',');
      if (at < 0) return { name: line };
      const name = line.slice(0, at).trim();
      const club = line.slice(at + 1).trim();
      return club ? { name, club } : { name };
    });
}

function Register({ handle, view }: { handle: EventHandle; view: EventView }) {
  const [name, setName] = useState('');
  const [club, setClub] = useState('');
  const [many, setMany] = useState('');
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const late = view.event.status !== 'registration';

  const one = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    setBusy(true);
    const r = await handle.act({
      type: 'Register',
      name: name.trim(),
      ...(club.trim() ? { club: club.trim() } : {}),
    });
    setBusy(false);
    if (r.ok) {
      setSaid({ ok: true, text: `${name.trim()} registered${late ? ' (a late join)' : ''}.` });
      setName('');
      setClub('');
    } else setSaid({ ok: false, text: r.message });
  };

  const all = async (e: FormEvent) => {
    e.preventDefault();
    const list = pastedPlayers(many);
    if (list.length === 0) return;
    setBusy(true);
    let done = 0;
    const refused: string[] = [];
    for (const p of list) {
      const r = await handle.act({ type: 'Register', ...p });
      if (r.ok) done++;
      else refused.push(`${p.name}: ${r.message}`);
    }
    setBusy(false);
    setMany(
      refused.length
        ? list
            .filter((p) => refused.some((x) => x.startsWith(`${p.name}:`)))
            .map((p) => p.name)
            .join('\n')
        : '',
    );
    setSaid({
      ok: refused.length === 0,
      text: `${done} registered.${refused.length ? ` Not registered: ${refused.join(' ')}` : ''}`,
    });
  };

  return (
    <div className="event-register">
      <form className="event-register__one" onSubmit={one}>
        <h3>{late ? 'Late join' : 'Register a player'}</h3>
        <div className="event-register__row">
          <div className="event-field">
            <label htmlFor="reg-name">Name</label>
            <input
              id="reg-name"
              value={name}
              maxLength={60}
              autoComplete="off"
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <div className="event-field">
            <label htmlFor="reg-club">Club (optional)</label>
            <input
              id="reg-club"
              value={club}
              maxLength={60}
              autoComplete="off"
              onChange={(e) => setClub(e.target.value)}
            />
          </div>
          <button type="submit" className="btn btn--primary" disabled={busy || !name.trim()}>
            Register
          </button>
        </div>
        {late && (
          <p className="hint">
            A late joiner is paired from the next round
            {Object.keys(view.event.lateJoin).length ? ', credited for the rounds missed' : ''}.
          </p>
        )}
      </form>
      <form className="event-register__many" onSubmit={all}>
        <h3>Paste many</h3>
        <label htmlFor="reg-many" className="hint">
          One player a line: <code>Name</code> or <code>Name, Club</code>.
        </label>
        <textarea
          id="reg-many"
          rows={4}
          value={many}
          onChange={(e) => setMany(e.target.value)}
          placeholder={'Wedge Antilles\nSoontir Fel, Black Squadron'}
        />
        <button type="submit" className="btn" disabled={busy || pastedPlayers(many).length === 0}>
          {busy ? 'Registering…' : `Register ${pastedPlayers(many).length || ''} players`}
        </button>
      </form>
      {said && (
        <p className={said.ok ? 'hint event-said' : 'error'} role="status">
          {said.text}
        </p>
      )}
    </div>
  );
}

/** Drop (or remove, before round 1), asked twice: no browser dialog. */
function Leave({
  handle,
  player,
  name,
  before,
}: {
  handle: EventHandle;
  player: string;
  name: string;
  before: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const verb = before ? 'Remove' : 'Drop';
  if (!asking)
    return (
      <button type="button" className="btn btn--small btn--quiet" onClick={() => setAsking(true)}>
        {verb}
      </button>
    );
  return (
    <span className="event-leave">
      <span>
        {verb} {name}?
      </span>
      <button
        type="button"
        className="btn btn--small btn--danger"
        onClick={async () => {
          const r = await handle.act(
            { type: before ? 'RemovePlayer' : 'DropPlayer', player },
            true,
          );
          if (r.ok) setAsking(false);
          else setError(r.message);
        }}
      >
        Yes, {verb.toLowerCase()}
      </button>
      <button type="button" className="btn btn--small" onClick={() => setAsking(false)}>
        No
      </button>
      {error && <span className="hint hint--bad">{error}</span>}
    </span>
  );
}

export function PlayersPanel({
  id,
  handle,
  view,
}: {
  id: string;
  handle: EventHandle;
  view: EventView;
}) {
  const codes = handle.kept?.codes ?? {};
  const token = handle.kept?.organizerToken ?? null;
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const before = view.event.status === 'registration';
  const open = view.event.status !== 'finished';

  const makeCode = async (player: string): Promise<boolean> => {
    if (!token) return false;
    const r = await eventsApi.participant(id, token, player);
    if (!r.ok) {
      setError(r.error.message);
      return false;
    }
    handle.rekeep((e) => ({ ...e, codes: { ...e.codes, [player]: r.value.code } }));
    return true;
  };

  const missing = view.players.filter((p) => !codes[p.id]);
  const shownPlayer = view.players.find((p) => p.id === shown);
  const shownCode = shown ? codes[shown] : undefined;

  return (
    <section className="panel event-players" aria-label="Players">
      <div className="org-part__head">
        <h2>Players ({view.players.length})</h2>
        <div className="org-part__acts">
          {missing.length > 0 && (
            <button
              type="button"
              className="btn btn--small"
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                for (const p of missing) if (!(await makeCode(p.id))) break;
                setBusy(false);
              }}
            >
              Make codes for{' '}
              {missing.length === view.players.length ? 'everyone' : `${missing.length} more`}
            </button>
          )}
          {Object.keys(codes).length > 0 && (
            <button type="button" className="btn btn--small" onClick={() => window.print()}>
              Print the codes
            </button>
          )}
        </div>
      </div>
      {open && <Register handle={handle} view={view} />}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {view.players.length === 0 ? (
        <p className="hint">No players yet.</p>
      ) : (
        <div className="table-scroll">
          <table className="org-table event-players__table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Player</th>
                <th scope="col">Joined</th>
                <th scope="col">Code</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {view.players.map((p) => (
                <tr key={p.id} data-player={p.id} className={p.dropped ? 'is-dropped' : undefined}>
                  <td className="org-table__rank">{p.id.slice(1)}</td>
                  <th scope="row" className="org-table__name">
                    {p.name}
                    {p.club && <span className="event-club"> {p.club}</span>}
                    {p.dropped && <span className="tag tag--dropped">Dropped</span>}
                  </th>
                  <td>{p.joinedRound > 1 ? `Round ${p.joinedRound} (late)` : 'Round 1'}</td>
                  <td>
                    {codes[p.id] ? (
                      <button
                        type="button"
                        className="btn btn--small event-code-btn"
                        onClick={() => setShown(p.id)}
                      >
                        <code data-code={p.id}>{codes[p.id]}</code>
                        <span className="sr-only">: show {p.name}’s code big</span>
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="btn btn--small"
                        onClick={async () => {
                          if (await makeCode(p.id)) setShown(p.id);
                        }}
                      >
                        Make code
                      </button>
                    )}
                  </td>
                  <td className="event-players__acts">
                    {open && !p.dropped && (
                      <Leave handle={handle} player={p.id} name={p.name} before={before} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {shownPlayer && shownCode && (
        <Codes
          name={shownPlayer.name}
          code={shownCode}
          link={joinLink(id, shownCode)}
          onNew={async () => {
            await makeCode(shownPlayer.id);
          }}
          onClose={() => setShown(null)}
        />
      )}
      <CodeSheet id={id} view={view} codes={codes} />
    </section>
  );
}
