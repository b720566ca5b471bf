/**
 * The organizer's rounds: pair the next round (or the cut's next), re-pair it while no result is
 * in, swap two players, start the clock with the format's marks; every table's status with a
 * button to enter or correct its result in the format's form (disputes shown); earlier rounds
 * below, each correctable; the top cut and the end of the event.
 */
import type { EventView, Json, RoundView, TableView } from '@drift/formats';
import { useRef, useState } from 'react';
import { describeResult } from '../forms/describe.ts';
import { ResultEditor } from '../forms/ResultEditor.tsx';
import { entrantsOf, RoundClock, RoundPairings } from '../parts.tsx';
import type { EventHandle } from '../useEvent.ts';
import { nameOf, unitOf } from '../words.ts';

interface Editing {
  readonly round: number;
  readonly table: number;
}

function squadsOf(view: EventView): Record<string, Json | undefined> {
  return Object.fromEntries(view.players.map((p) => [p.id, p.squad]));
}

/** One button that sends a command and shows its refusal. */
function Act({
  handle,
  command,
  guarded = true,
  children,
  primary,
  onDone,
}: {
  handle: EventHandle;
  command: unknown;
  guarded?: boolean;
  children: string;
  primary?: boolean;
  onDone?: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <span className="event-act">
      <button
        type="button"
        className={`btn${primary ? ' btn--primary' : ''}`}
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          const r = await handle.act(command, guarded);
          setBusy(false);
          setError(r.ok ? null : r.message);
          if (r.ok) onDone?.();
        }}
      >
        {children}
      </button>
      {error && (
        <span className="error event-act__why" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}

function Swap({ handle, view, round }: { handle: EventHandle; view: EventView; round: RoundView }) {
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  const [force, setForce] = useState(false);
  const free = [
    ...round.tables.filter((t) => t.result === null).flatMap((t) => t.players),
    ...round.byes,
  ];
  if (free.length < 2) return null;
  const where = (p: string) => {
    if (round.byes.includes(p)) return 'bye';
    const t = round.tables.find((x) => x.players.includes(p));
    return t ? `${unitOf(view).toLowerCase()} ${t.number}` : '';
  };
  const options = free
    .map((p) => ({ p, text: `${nameOf(view, p)} (${where(p)})` }))
    .sort((x, y) => x.text.localeCompare(y.text));
  return (
    <details className="event-swap">
      <summary>Swap two players</summary>
      <div className="event-swap__row">
        <select aria-label="First player to swap" value={a} onChange={(e) => setA(e.target.value)}>
          <option value="">Player…</option>
          {options.map((o) => (
            <option key={o.p} value={o.p}>
              {o.text}
            </option>
          ))}
        </select>
        <span aria-hidden="true">⇄</span>
        <select aria-label="Second player to swap" value={b} onChange={(e) => setB(e.target.value)}>
          <option value="">Player…</option>
          {options.map((o) => (
            <option key={o.p} value={o.p}>
              {o.text}
            </option>
          ))}
        </select>
        <label className="check">
          <input type="checkbox" checked={force} onChange={(e) => setForce(e.target.checked)} />
          <span>Even if it makes a rematch or a second bye</span>
        </label>
        {a && b && a !== b && (
          <Act
            handle={handle}
            command={{ type: 'SwapPlayers', a, b, force }}
            onDone={() => {
              setA('');
              setB('');
            }}
          >
            Swap
          </Act>
        )}
      </div>
    </details>
  );
}

function Controls({ handle, view }: { handle: EventHandle; view: EventView }) {
  const [rematches, setRematches] = useState(false);
  const [size, setSize] = useState('');
  const e = view.event;
  const last = view.rounds.at(-1);
  const swiss = view.rounds.filter((r) => r.stage === 'swiss').length;
  const closed = !last || last.closed;
  const finished = e.status === 'finished';
  const pairNext =
    !finished && closed && (e.status === 'cut' ? view.champion === null : swiss < e.plannedRounds);
  const nextLabel = e.status === 'cut' ? 'Pair the next cut round' : `Pair round ${swiss + 1}`;
  const repair = last && !last.closed && last.tables.every((t) => t.result === null);
  const clock = last && !last.closed && !last.clock;
  const cut = e.status === 'running' && closed && swiss >= 1 && e.cutSizes.length > 0;
  const finish =
    !finished && last !== undefined && closed && (e.status !== 'cut' || view.champion !== null);
  const more = e.status === 'running' && closed && swiss >= e.plannedRounds;
  return (
    <div className="event-controls">
      <div className="event-controls__acts">
        {pairNext && (
          <Act handle={handle} command={{ type: 'PairRound', allowRematches: rematches }} primary>
            {nextLabel}
          </Act>
        )}
        {repair && last && (
          <Act handle={handle} command={{ type: 'RepairRound', allowRematches: rematches }}>
            {`Re-pair ${last.label.toLowerCase()}`}
          </Act>
        )}
        {clock && (
          <Act handle={handle} command={{ type: 'StartClock' }} guarded={false} primary={!pairNext}>
            Start the clock
          </Act>
        )}
        {cut && (
          <span className="event-cut">
            <select
              aria-label="Cut size"
              value={size || String(e.cut ?? '')}
              onChange={(x) => setSize(x.target.value)}
            >
              <option value="">Top…</option>
              {e.cutSizes.map((n) => (
                <option key={n} value={n}>
                  Top {n}
                </option>
              ))}
            </select>
            {(size || e.cut) && (
              <Act handle={handle} command={{ type: 'StartCut', size: Number(size || e.cut) }}>
                Start the cut
              </Act>
            )}
          </span>
        )}
        {more && (
          <Act handle={handle} command={{ type: 'UpdateEvent', rounds: e.plannedRounds + 1 }}>
            Plan one more round
          </Act>
        )}
        {finish && (
          <Act handle={handle} command={{ type: 'FinishEvent' }} primary={!pairNext}>
            Finish the event
          </Act>
        )}
      </div>
      {(pairNext || repair) && (
        <label className="check event-controls__opt">
          <input
            type="checkbox"
            checked={rematches}
            onChange={(x) => setRematches(x.target.checked)}
          />
          <span>Allow rematches when no pairing avoids them</span>
        </label>
      )}
      {last && <RoundClock round={last} />}
      {!last && <p className="hint">Register the players, then pair round 1. {e.roundsAdvice}.</p>}
    </div>
  );
}

function Editor({
  id,
  handle,
  view,
  editing,
  onClose,
}: {
  id: string;
  handle: EventHandle;
  view: EventView;
  editing: Editing;
  onClose: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const round = view.rounds.find((r) => r.number === editing.round);
  const table = round?.tables.find((t) => t.number === editing.table);
  if (!round || !table) return null;
  const unit = unitOf(view);
  const r = table.result;
  const lines = describeResult(view.event.format, r?.data, (p) => nameOf(view, p));
  return (
    <section className="panel event-editor" aria-label={`${unit} ${table.number} result`}>
      <div className="org-part__head">
        <h2>
          {round.label}, {unit.toLowerCase()} {table.number}
        </h2>
        <div className="org-part__acts">
          {view.event.format === 'ace-of-aces' && (
            <a className="btn btn--small" href={`#/org/aoa/${id}/${round.number}/${table.number}`}>
              Table helper
            </a>
          )}
          <button type="button" className="btn btn--small" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
      {r && (
        <div className="event-editor__was">
          <p>
            {r.counted
              ? 'Counted result (your change replaces it):'
              : `Entered by ${nameOf(view, r.by)}, not yet confirmed:`}
          </p>
          <ul>
            {lines.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
          {r.disputes.map((d) => (
            <p key={d.player} className="event-dispute">
              {nameOf(view, d.player)} disputes it{d.reason ? `: “${d.reason}”` : '.'}
            </p>
          ))}
        </div>
      )}
      <ResultEditor
        key={`${round.number}:${table.number}:${r?.submission ?? 0}`}
        format={view.event.format}
        title={r ? 'Set the result' : 'Enter the result'}
        entrants={entrantsOf(view, table.players)}
        squads={squadsOf(view)}
        {...(r?.data !== undefined ? { initial: r.data } : {})}
        error={error}
        busy={busy}
        submitLabel={r ? 'Set this result' : 'Enter this result'}
        onSubmit={async (result) => {
          setBusy(true);
          const out = await handle.act({
            type: 'SetResult',
            round: round.number,
            table: table.number,
            result,
          });
          setBusy(false);
          if (out.ok) onClose();
          else setError(out.message);
        }}
      />
    </section>
  );
}

function tableAction(t: TableView): string {
  if (t.result === null) return 'Enter result';
  if (t.result.counted) return 'Correct';
  return t.status === 'disputed' ? 'Settle' : 'Check / set';
}

export function RoundsPanel({
  id,
  handle,
  view,
}: {
  id: string;
  handle: EventHandle;
  view: EventView;
}) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const last = view.rounds.at(-1);
  const earlier = view.rounds.slice(0, -1).reverse();
  const unit = unitOf(view);
  const open = (round: number, table: number) => {
    setEditing({ round, table });
    requestAnimationFrame(() => top.current?.scrollIntoView?.({ block: 'start' }));
  };
  const actions = (round: RoundView) => (p: { table: number }) => {
    const t = round.tables.find((x) => x.number === p.table);
    if (!t) return null;
    return (
      <>
        <button
          type="button"
          className="btn btn--small"
          onClick={() => open(round.number, t.number)}
          aria-label={`${tableAction(t)}: ${round.label}, ${unit} ${t.number}`}
        >
          {tableAction(t)}
        </button>
        {view.event.format === 'ace-of-aces' && !round.closed && (
          <a
            className="btn btn--small btn--quiet"
            href={`#/org/aoa/${id}/${round.number}/${t.number}`}
          >
            Table helper
          </a>
        )}
      </>
    );
  };
  return (
    <div className="event-rounds" ref={top}>
      <section className="panel" aria-label="Round controls">
        <Controls handle={handle} view={view} />
        {last && !last.closed && (
          <Swap
            key={`${last.number}:${view.rounds.length}`}
            handle={handle}
            view={view}
            round={last}
          />
        )}
      </section>
      {editing && (
        <Editor
          id={id}
          handle={handle}
          view={view}
          editing={editing}
          onClose={() => setEditing(null)}
        />
      )}
      {last && (
        <section className="panel">
          <RoundPairings view={view} round={last} actions={actions(last)} />
        </section>
      )}
      {earlier.length > 0 && (
        <section className="panel event-earlier">
          <h2>Earlier rounds</h2>
          {earlier.map((r) => (
            <details key={r.number} className="event-earlier__round" data-round={r.number}>
              <summary>{r.label}</summary>
              <RoundPairings view={view} round={r} actions={actions(r)} />
            </details>
          ))}
        </section>
      )}
    </div>
  );
}
