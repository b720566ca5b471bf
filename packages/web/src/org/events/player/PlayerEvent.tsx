/**
 * A player's page, made for a phone: my table this round and my opponent(s), our result entered
 * in the format's form, the other's entry to confirm or dispute (with a reason), results of
 * earlier rounds still waiting for me, the standings and my history.
 */
import type { EventView, Json, RoundView, TableView } from '@drift/formats';
import { type FormEvent, useState } from 'react';
import { figure } from '../../columns.ts';
import { describeResult } from '../forms/describe.ts';
import { ResultEditor } from '../forms/ResultEditor.tsx';
import { EventStandings, entrantsOf, RoundClock, RoundPairings } from '../parts.tsx';
import type { EventHandle } from '../useEvent.ts';
import { columnsOf, measuresText, nameOf, roundTitle, scoreText, unitOf } from '../words.ts';

function squadsOf(view: EventView): Record<string, Json | undefined> {
  return Object.fromEntries(view.players.map((p) => [p.id, p.squad]));
}

function Dispute({ onDispute }: { onDispute: (reason: string) => Promise<string | null> }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!open)
    return (
      <button type="button" className="btn btn--big" onClick={() => setOpen(true)}>
        Dispute
      </button>
    );
  const send = async (e: FormEvent) => {
    e.preventDefault();
    const refused = await onDispute(reason.trim());
    setError(refused);
    if (refused === null) setOpen(false);
  };
  return (
    <form className="event-dispute-form" onSubmit={send}>
      <label htmlFor="dispute-why">What is wrong?</label>
      <textarea
        id="dispute-why"
        rows={2}
        maxLength={240}
        value={reason}
        placeholder="e.g. I destroyed 48 points, not 38"
        onChange={(e) => setReason(e.target.value)}
      />
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="format-acts">
        <button type="submit" className="btn btn--danger btn--big" disabled={!reason.trim()}>
          Send the dispute
        </button>
        <button type="button" className="btn btn--big btn--quiet" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** One table of mine: its result, and what I can do about it. */
function MyResult({
  handle,
  view,
  round,
  table,
  me,
}: {
  handle: EventHandle;
  view: EventView;
  round: RoundView;
  table: TableView;
  me: string;
}) {
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const r = table.result;
  const name = (p: string) => (p === me ? 'You' : nameOf(view, p));
  const lines = describeResult(view.event.format, r?.data, (p) => nameOf(view, p));
  const at = { round: round.number, table: table.number };
  const unit = unitOf(view);

  const form = (
    <ResultEditor
      key={r?.submission ?? 0}
      format={view.event.format}
      title={r ? 'Enter our result again' : 'Enter our result'}
      entrants={entrantsOf(view, table.players)}
      squads={squadsOf(view)}
      {...(r?.data !== undefined && editing ? { initial: r.data } : {})}
      error={error}
      busy={busy}
      submitLabel="Send for confirmation"
      onSubmit={async (result) => {
        setBusy(true);
        const out = await handle.act({ type: 'SubmitResult', ...at, result });
        setBusy(false);
        if (out.ok) {
          setEditing(false);
          setError(null);
        } else setError(out.message);
      }}
    />
  );

  if (r === null || editing)
    return (
      <div className="my-result" data-state="enter">
        {form}
        {editing && (
          <button type="button" className="btn btn--quiet" onClick={() => setEditing(false)}>
            Cancel
          </button>
        )}
      </div>
    );

  const mine = r.by === me;
  const awaitingMe = !r.counted && !r.confirmedBy.includes(me);
  const disputed = r.disputes.some((d) => d.player === me);
  const waitingFor = table.players.filter((p) => !r.confirmedBy.includes(p));
  return (
    <div
      className={`my-result my-result--${r.counted ? 'counted' : awaitingMe ? 'confirm' : 'sent'}`}
      data-state={r.counted ? 'counted' : disputed ? 'disputed' : awaitingMe ? 'confirm' : 'sent'}
    >
      <p className="my-result__who">
        {r.counted
          ? r.by === 'organizer'
            ? 'Result set by the organizer: it counts.'
            : 'Confirmed: it counts.'
          : disputed
            ? 'You disputed this result: the organizer will settle it.'
            : awaitingMe
              ? `${name(r.by)} entered this result. Is it right?`
              : `You sent this result; waiting for ${waitingFor.map(name).join(', ')} to confirm.`}
      </p>
      <ul className="my-result__lines">
        {lines.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      {r.scores && (
        <ul className="my-result__scores">
          {r.scores.map((s) => (
            <li
              key={s.player}
              data-player={s.player}
              className={s.player === me ? 'is-you' : undefined}
            >
              <strong>{name(s.player)}</strong> {scoreText(s.measures, view.event.standingKeys)}
            </li>
          ))}
        </ul>
      )}
      {r.disputes.map((d) => (
        <p key={d.player} className="event-dispute">
          {name(d.player)} disputed it{d.reason ? `: “${d.reason}”` : '.'}
          {d.player === me ? '' : ' The organizer will settle it; or enter the result again.'}
        </p>
      ))}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {!r.counted && (
        <div className="my-result__acts">
          {awaitingMe && (
            <button
              type="button"
              className={`btn btn--big${disputed ? '' : ' btn--primary'}`}
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                const out = await handle.act({
                  type: 'ConfirmResult',
                  ...at,
                  submission: r.submission,
                });
                setBusy(false);
                setError(out.ok ? null : out.message);
              }}
            >
              {disputed ? 'Confirm after all' : 'Confirm'}
            </button>
          )}
          {awaitingMe && !disputed && (
            <Dispute
              onDispute={async (reason) => {
                const out = await handle.act({
                  type: 'DisputeResult',
                  ...at,
                  reason,
                  submission: r.submission,
                });
                return out.ok ? null : out.message;
              }}
            />
          )}
          <button
            type="button"
            className="btn btn--big btn--quiet"
            onClick={() => setEditing(true)}
          >
            {mine ? 'Change it' : 'Enter it myself'}
          </button>
        </div>
      )}
      {!r.counted && (
        <p className="hint">
          {unit} {table.number}: the result counts once everyone at the {unit.toLowerCase()} has
          confirmed it.
        </p>
      )}
    </div>
  );
}

function MyTable({
  id,
  handle,
  view,
  me,
}: {
  id: string;
  handle: EventHandle;
  view: EventView;
  me: string;
}) {
  const round = view.rounds.at(-1);
  const unit = unitOf(view);
  if (!round)
    return (
      <section className="panel my-table" data-seat="none">
        <h2>Waiting for round 1</h2>
        <p>The organizer pairs round 1 once everyone is registered. This page updates by itself.</p>
      </section>
    );
  if (round.byes.includes(me)) {
    const worth = measuresText(view.event.bye, view.event.standingKeys);
    return (
      <section className="panel my-table" data-seat="bye">
        <p className="my-table__round">{roundTitle(view, round)}</p>
        <h2>You have a bye</h2>
        <p>{worth ? `It counts as ${worth}.` : 'Sit this round out.'}</p>
      </section>
    );
  }
  const table = round.tables.find((t) => t.players.includes(me));
  if (!table)
    return (
      <section className="panel my-table" data-seat="none">
        <p className="my-table__round">{roundTitle(view, round)}</p>
        <h2>Not playing this round</h2>
        <p className="hint">
          {view.you?.dropped
            ? 'You have dropped from the event.'
            : 'Ask the organizer if this is wrong.'}
        </p>
      </section>
    );
  const others = table.players.filter((p) => p !== me);
  return (
    <section className="panel my-table" data-seat={table.number} aria-label="Your table">
      <p className="my-table__round">{roundTitle(view, round)}</p>
      <h2 className="my-table__where">
        {unit} {table.number}
      </h2>
      <p className="my-table__vs">
        {others.length === 1 ? (
          <>
            vs <strong>{nameOf(view, others[0] ?? '')}</strong>
          </>
        ) : (
          <>with {others.map((p) => nameOf(view, p)).join(', ')}</>
        )}
      </p>
      <RoundClock round={round} />
      {view.event.format === 'ace-of-aces' && !round.closed && (
        <a className="btn" href={`#/org/aoa/${id}/${round.number}/${table.number}`}>
          Open the table helper
        </a>
      )}
      <MyResult handle={handle} view={view} round={round} table={table} me={me} />
    </section>
  );
}

/** Results of earlier rounds still waiting for my word. */
function Earlier({ handle, view, me }: { handle: EventHandle; view: EventView; me: string }) {
  const last = view.rounds.at(-1)?.number;
  const waiting = (view.you?.awaiting ?? []).filter((a) => a.round !== last);
  if (waiting.length === 0) return null;
  return (
    <section className="panel my-earlier">
      <h2>Waiting for your confirmation</h2>
      {waiting.map((a) => {
        const round = view.rounds.find((r) => r.number === a.round);
        const table = round?.tables.find((t) => t.number === a.table);
        if (!round || !table) return null;
        return (
          <div key={`${a.round}:${a.table}`}>
            <h3>
              {round.label}, {unitOf(view).toLowerCase()} {a.table}
            </h3>
            <MyResult handle={handle} view={view} round={round} table={table} me={me} />
          </div>
        );
      })}
    </section>
  );
}

function History({ view, me }: { view: EventView; me: string }) {
  const cols = columnsOf(view.event.standingKeys);
  const rows = view.rounds
    .map((r) => {
      if (r.byes.includes(me)) return { r, text: 'Bye', measures: view.event.bye, state: 'bye' };
      const t = r.tables.find((x) => x.players.includes(me));
      if (!t) return null;
      const mine = t.result?.scores?.find((s) => s.player === me)?.measures;
      const vs = t.players.filter((p) => p !== me).map((p) => nameOf(view, p));
      return {
        r,
        text:
          vs.length === 1
            ? (vs[0] ?? '')
            : `${unitOf(view)} ${t.number} (${vs.length + 1} players)`,
        measures: mine,
        state: t.status,
      };
    })
    .filter((x) => x !== null);
  if (rows.length === 0) return null;
  return (
    <section className="panel my-history" aria-label="Your rounds">
      <h2>Your rounds</h2>
      <div className="table-scroll">
        <table className="org-table">
          <thead>
            <tr>
              <th scope="col">Round</th>
              <th scope="col">Against</th>
              {cols.map((c) => (
                <th key={c.key} scope="col" className="org-table__n">
                  <abbr title={c.title}>{c.label}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((x) => (
              <tr key={x.r.number} data-round={x.r.number} data-state={x.state}>
                <td>{x.r.label.replace('Round ', '')}</td>
                <th scope="row" className="org-table__name">
                  {x.text}
                </th>
                {cols.map((c) => (
                  <td key={c.key} className="org-table__n">
                    {x.measures && (x.state === 'counted' || x.state === 'bye')
                      ? figure(x.measures[c.key] ?? 0)
                      : '—'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function PlayerEvent({
  id,
  handle,
  view,
}: {
  id: string;
  handle: EventHandle;
  view: EventView;
}) {
  const me = view.you?.player;
  if (!me) return null;
  const round = view.rounds.at(-1);
  return (
    <div className="event-player">
      <MyTable id={id} handle={handle} view={view} me={me} />
      <Earlier handle={handle} view={view} me={me} />
      <section className="panel">
        <EventStandings id={id} view={view} you={me} />
      </section>
      <History view={view} me={me} />
      {round && (
        <details className="panel event-all">
          <summary>
            All {round.tables.length} {unitOf(view).toLowerCase()}s of {round.label.toLowerCase()}
          </summary>
          <RoundPairings view={view} round={round} you={me} />
        </details>
      )}
    </div>
  );
}
