/**
 * The Ace of Aces table helper: one device at the table runs the game from the lists to the
 * result. `#/org/aoa` is a free table; `#/org/aoa/<event>/<round>/<pod>` a pod of an event,
 * whose players (and squads, when the event shows them) come from the server and whose result
 * goes back to it. Everything the table enters lives in localStorage (store.ts).
 */
import { useEffect, useMemo, useState } from 'react';
import { HUB, OrgFrame } from '../OrgFrame.tsx';
import { type EventKey, type EventSeen, eventKey, getEvent } from './api.ts';
import { ListsStep } from './ListsStep.tsx';
import { readKeptSquad } from './lists.ts';
import { PlayStep } from './PlayStep.tsx';
import { SetupStep } from './SetupStep.tsx';
import { forgetTable, freshSeed, loadTable, saveTable } from './store.ts';
import {
  type AoaTable,
  choosePlace,
  enter,
  fillPlaces,
  lockLists,
  newTable,
  type PodRef,
  reopenLists,
  replayTable,
  seatId,
  setupStep,
  startPlay,
  type TableSeat,
  undo,
} from './table.ts';
import './table.css';

type Change = { ok: true; table: AoaTable } | { ok: false; message: string };

const STAGES = [
  { key: 'lists', text: 'Players and lists' },
  { key: 'setup', text: 'Initiative and setup' },
  { key: 'play', text: 'Play' },
  { key: 'result', text: 'Result' },
] as const;

function Stages({ at }: { at: (typeof STAGES)[number]['key'] }) {
  const now = STAGES.findIndex((s) => s.key === at);
  return (
    <ol className="aoa-stages" aria-label="Stages of the game">
      {STAGES.map((s, i) => (
        <li
          key={s.key}
          className={i < now ? 'is-done' : i === now ? 'is-now' : undefined}
          aria-current={i === now ? 'step' : undefined}
        >
          <span className="aoa-stages__n">{i + 1}</span> {s.text}
        </li>
      ))}
    </ol>
  );
}

/** The pod's seats from the event: names made ledger ids, squads read where shown. */
function podSeats(seen: EventSeen, pod: PodRef): TableSeat[] | string {
  const { view } = seen;
  if (view.event.format !== 'ace-of-aces') {
    return `${view.event.name} plays ${view.event.formatName}, not Ace of Aces.`;
  }
  const round = view.rounds.find((r) => r.number === pod.round);
  const table = round?.tables.find((t) => t.number === pod.table);
  if (!round || !table) return `${view.event.name} has no pod ${pod.table} in round ${pod.round}.`;
  const seats: TableSeat[] = [];
  for (const id of table.players) {
    const player = view.players.find((p) => p.id === id);
    const name = player?.name ?? id;
    let seat: TableSeat = {
      id: seatId(
        name,
        seats.map((s) => s.id),
      ),
      name,
      eventPlayer: id,
    };
    if (player?.squad !== undefined) {
      const read = readKeptSquad(player.squad);
      if (read.ok) seat = { ...seat, squad: read.value.squad, source: 'event' };
    }
    seats.push(seat);
  }
  return seats;
}

type EventState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'ready'; readonly seen: EventSeen; readonly seats: readonly TableSeat[] };

function useEvent(pod: PodRef | undefined, key: EventKey | null): EventState | null {
  const [state, setState] = useState<EventState | null>(pod ? { kind: 'loading' } : null);
  const event = pod?.event;
  const round = pod?.round;
  const number = pod?.table;
  useEffect(() => {
    if (event === undefined || round === undefined || number === undefined) return;
    let live = true;
    (async () => {
      let got = await getEvent(event, key?.token);
      // A key the server no longer knows (a replaced code): read as the public.
      if (!got.ok && key && got.error.code === 'UnknownOrgToken') got = await getEvent(event);
      if (!live) return;
      if (!got.ok) {
        setState({ kind: 'failed', message: got.error.message });
        return;
      }
      const seats = podSeats(got.value, { event, round, table: number });
      setState(
        typeof seats === 'string'
          ? { kind: 'failed', message: seats }
          : { kind: 'ready', seen: got.value, seats },
      );
    })();
    return () => {
      live = false;
    };
  }, [event, round, number, key]);
  return state;
}

function samePlayers(table: AoaTable, seats: readonly TableSeat[]): boolean {
  const a = table.seats.map((s) => s.eventPlayer ?? '').sort();
  const b = seats.map((s) => s.eventPlayer ?? '').sort();
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

export function TablePage({ pod: at }: { pod?: PodRef }) {
  // The route makes a new object each render: keep one per pod.
  const podEvent = at?.event;
  const podRound = at?.round;
  const podTable = at?.table;
  const pod = useMemo(
    () =>
      podEvent !== undefined && podRound !== undefined && podTable !== undefined
        ? { event: podEvent, round: podRound, table: podTable }
        : undefined,
    [podEvent, podRound, podTable],
  );
  const key = useMemo(() => (podEvent ? eventKey(podEvent) : null), [podEvent]);
  const event = useEvent(pod, key);
  const [table, setTable] = useState<AoaTable | null>(
    () => loadTable(pod) ?? (pod ? null : newTable(freshSeed())),
  );
  const [error, setError] = useState<string | null>(null);
  const [clearing, setClearing] = useState(false);

  // An event's pod starts from the event's players once they are known.
  useEffect(() => {
    if (pod && event?.kind === 'ready' && table === null) {
      setTable({ ...newTable(`${pod.event}/${pod.round}/${pod.table}`, pod), seats: event.seats });
    }
  }, [pod, event, table]);

  useEffect(() => {
    if (table) saveTable(table);
  }, [table]);

  const state = useMemo(() => (table ? replayTable(table) : null), [table]);

  const apply = (change: Change): boolean => {
    if (!change.ok) {
      setError(change.message);
      return false;
    }
    setError(null);
    setTable(change.table);
    return true;
  };

  const eventName = event?.kind === 'ready' ? event.seen.view.event.name : null;
  const title = pod ? `Ace of Aces: round ${pod.round}, pod ${pod.table}` : 'Ace of Aces table';
  const trail = pod
    ? [HUB, { text: eventName ?? 'Event', to: { page: 'org-event', id: pod.event } as const }]
    : [HUB];

  const restart = () => {
    forgetTable(pod);
    setClearing(false);
    setError(null);
    setTable(
      pod
        ? event?.kind === 'ready'
          ? { ...newTable(`${pod.event}/${pod.round}/${pod.table}`, pod), seats: event.seats }
          : null
        : newTable(freshSeed()),
    );
  };

  const game = state?.game ?? null;
  const stage = !table
    ? 'lists'
    : table.stage === 'play' && game?.outcome.kind === 'won'
      ? 'result'
      : table.stage;

  return (
    <OrgFrame title={title} trail={trail} wide>
      <header className="aoa-head">
        <div>
          <h1>{title}</h1>
          <p className="hint">
            {pod
              ? `${eventName ?? 'The event'}: the pod’s game on this device, scored as you go.`
              : 'A free table: no event. The game is kept on this device as you go.'}
          </p>
        </div>
        {table && (
          <div className="aoa-head__tools">
            {clearing ? (
              <span className="aoa-confirm">
                <span>Clear this game and start again?</span>
                <button type="button" className="btn btn--danger btn--small" onClick={restart}>
                  Clear it
                </button>
                <button type="button" className="btn btn--small" onClick={() => setClearing(false)}>
                  Keep it
                </button>
              </span>
            ) : (
              <button type="button" className="btn btn--small" onClick={() => setClearing(true)}>
                {pod ? 'Start this pod again' : 'New game'}
              </button>
            )}
          </div>
        )}
      </header>
      {event?.kind === 'loading' && !table && <p className="hint">Loading the event…</p>}
      {event?.kind === 'failed' && (
        <p className="error" role="alert">
          {event.message}
        </p>
      )}
      {pod && event?.kind === 'ready' && table && !samePlayers(table, event.seats) && (
        <p className="aoa-warn" role="status">
          The event’s pod has changed since this game began here. “Start this pod again” takes its
          players as they are now.
        </p>
      )}
      {table && state && <Stages at={stage} />}
      {table && state && table.stage === 'lists' && (
        <ListsStep
          table={table}
          onChange={(t) => {
            setError(null);
            setTable(t);
          }}
          onDone={() => apply(lockLists(table))}
          error={error}
        />
      )}
      {table && state && table.stage === 'setup' && (
        <SetupStep
          state={state}
          onPick={(player, place) => apply(choosePlace(table, player, place))}
          onFill={() => apply(fillPlaces(table))}
          onSetup={(command) => apply(setupStep(table, command))}
          onStart={() => apply(startPlay(table))}
          onUndo={() => {
            setError(null);
            setTable(undo(table));
          }}
          onBack={() => {
            setError(null);
            setTable(reopenLists(table));
          }}
          canUndo={table.picks.length + table.setup.length > 0}
          error={error}
        />
      )}
      {table && table.stage === 'play' && game && (
        <PlayStep
          table={table}
          game={game}
          eventKey={key}
          onEnter={(entry) => apply(enter(table, entry))}
          onUndo={() => {
            setError(null);
            setTable(undo(table));
          }}
          onSent={(sent) => setTable({ ...table, sent })}
          error={error}
        />
      )}
      {state?.problem && (
        <p className="error" role="alert">
          This game no longer replays: {state.problem} Undo the last entry or start again.
        </p>
      )}
    </OrgFrame>
  );
}
