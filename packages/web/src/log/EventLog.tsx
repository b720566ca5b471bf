/**
 * The event log: what happened, turn by turn, in sentences with names and places, newest at the
 * bottom. It shows only the events it is given, which are already what this viewer may see; the
 * viewer may narrow it to one captain ("You" for their own seat) and to kinds of event.
 *
 * Props: `events` (the viewer's events, oldest first), `content`, `view` (its captains, board
 * and viewer: for names, places and "You"), `recentTurns` (turns shown before "Show earlier").
 * A replay also gives `markFrom` (the lines its current move told are marked, and the log keeps
 * them in view) and `onPick` (a turn's heading or a line, clicked, asks to go there).
 */
import type { SeatId } from '@drift/engine';
import { type Content, captainName, type XiaEvent, type XiaView } from '@drift/xia';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { seatColour } from '../look/palette.ts';
import { buildLog, filterLog, type LineKind, type LogLine, type LogTurn } from './lines.ts';
import { shortNamer, viewNamer } from './names.ts';
import { placeNamer } from './places.ts';
import './log.css';

export type LogView = Pick<XiaView, 'captains' | 'board' | 'viewer'>;

export interface EventLogProps {
  readonly events: readonly XiaEvent[];
  readonly content: Content;
  readonly view: LogView;
  readonly recentTurns?: number;
  /** The kinds shown at first (dice rolls are left out: the dice tray shows them). */
  readonly initialKinds?: readonly LineKind[];
  /** Lines that tell any event from this index on are marked as the latest (a replay's move). */
  readonly markFrom?: number;
  /** Turn headings become buttons, and lines clickable, that ask to go to where they happened. */
  readonly onPick?: (pick: LogPick) => void;
}

/** What a reader picked in the log: a turn (by its heading) or a line. */
export type LogPick =
  | { readonly kind: 'turn'; readonly turn: LogTurn }
  | { readonly kind: 'line'; readonly line: LogLine };

export const KIND_LABELS: readonly { readonly kind: LineKind; readonly label: string }[] = [
  { kind: 'move', label: 'Moves' },
  { kind: 'combat', label: 'Combat' },
  { kind: 'trade', label: 'Trade' },
  { kind: 'fame', label: 'Fame' },
  { kind: 'mission', label: 'Missions' },
  { kind: 'explore', label: 'Exploring' },
  { kind: 'npc', label: 'NPCs' },
  { kind: 'dice', label: 'Dice' },
  { kind: 'other', label: 'Other' },
];

const DEFAULT_KINDS: readonly LineKind[] = KIND_LABELS.map((k) => k.kind).filter(
  (k) => k !== 'dice',
);

function ownSeat(view: LogView): SeatId | null {
  return typeof view.viewer === 'object' ? view.viewer.seat : null;
}

function Line({
  line,
  now,
  onPick,
}: {
  line: LogLine;
  now: boolean;
  onPick: ((pick: LogPick) => void) | undefined;
}) {
  const actor = line.seats[0];
  return (
    <li
      className={`event-log-line event-log-line--${line.kind}${now ? ' is-now' : ''}`}
      data-kind={line.kind}
      data-event={line.id}
      data-seats={line.seats.join(' ')}
      aria-current={now ? 'step' : undefined}
    >
      <span
        className="event-log-line__dot"
        aria-hidden="true"
        style={actor === undefined ? undefined : { background: seatColour(actor) }}
      />
      {onPick ? (
        // Keys reach the same places by the turn headings and the replay's own controls.
        <button
          type="button"
          tabIndex={-1}
          className="event-log-line__text event-log-line__pick"
          onClick={() => onPick({ kind: 'line', line })}
        >
          {line.text}
        </button>
      ) : (
        <span className="event-log-line__text">{line.text}</span>
      )}
    </li>
  );
}

function TurnHead({
  turn,
  name,
  me,
}: {
  turn: LogTurn;
  name: (seat: SeatId) => string;
  me: SeatId | null;
}) {
  return (
    <>
      {turn.number === null ? 'Setup' : `Turn ${turn.number}`}
      {turn.seat !== null && (
        <span className="event-log-turn__who">
          {name(turn.seat)}
          {turn.seat === me ? ' (you)' : ''}
        </span>
      )}
    </>
  );
}

export function EventLog({
  events,
  content,
  view,
  recentTurns = 12,
  initialKinds = DEFAULT_KINDS,
  markFrom,
  onPick,
}: EventLogProps) {
  const id = useId();
  const me = ownSeat(view);
  const [whose, setWhose] = useState<'all' | SeatId>('all');
  const [kinds, setKinds] = useState<ReadonlySet<LineKind>>(() => new Set(initialKinds));
  const [shown, setShown] = useState(recentTurns);
  const place = useMemo(
    () => placeNamer(content, view.board.sectors),
    [content, view.board.sectors],
  );
  const names = useMemo(() => viewNamer(content, view.captains), [content, view.captains]);
  // Lines name captains by seat: each turn's heading names the ship.
  const turns = useMemo(() => buildLog(events, shortNamer(names), place), [events, names, place]);
  const visible = useMemo(
    () =>
      filterLog(turns, (l) => kinds.has(l.kind) && (whose === 'all' || l.seats.includes(whose))),
    [turns, kinds, whose],
  );
  const hidden = Math.max(0, visible.length - shown);
  const list = visible.slice(hidden);

  // Follow the newest line unless the reader has scrolled up.
  const scroller = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const lineCount = events.length;
  useLayoutEffect(() => {
    const el = scroller.current;
    // A replay's move is always the newest: each move brings it into view.
    if (markFrom !== undefined) pinned.current = true;
    if (el && pinned.current && lineCount >= 0) el.scrollTop = el.scrollHeight;
  }, [lineCount, markFrom]);
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const on = () => {
      pinned.current = el.scrollTop + el.clientHeight >= el.scrollHeight - 24;
    };
    el.addEventListener('scroll', on, { passive: true });
    return () => el.removeEventListener('scroll', on);
  }, []);

  const toggle = (kind: LineKind) =>
    setKinds((old) => {
      const next = new Set(old);
      if (next.has(kind)) next.delete(kind);
      else next.add(kind);
      return next;
    });

  return (
    <section className="event-log" aria-labelledby={`${id}-title`}>
      <header className="event-log__head">
        <h3 className="event-log__title" id={`${id}-title`}>
          Log
        </h3>
        <label className="event-log__whose">
          <span className="event-log__label">Show</span>
          <select
            value={whose === 'all' ? 'all' : String(whose)}
            onChange={(e) => setWhose(e.target.value === 'all' ? 'all' : Number(e.target.value))}
          >
            <option value="all">Everyone</option>
            {view.captains.map((c) => (
              <option key={c.seat} value={c.seat}>
                {c.seat === me ? `You (${captainName(c.seat)})` : captainName(c.seat)}
              </option>
            ))}
          </select>
        </label>
      </header>
      <fieldset className="event-log__kinds">
        <legend className="event-log__label">Kinds</legend>
        {KIND_LABELS.map(({ kind, label }) => (
          <button
            key={kind}
            type="button"
            className={`event-log-kind event-log-kind--${kind}`}
            aria-pressed={kinds.has(kind)}
            onClick={() => toggle(kind)}
          >
            {label}
          </button>
        ))}
      </fieldset>
      <div
        className="event-log__scroll"
        ref={scroller}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keys can scroll it.
        tabIndex={0}
        role="log"
        aria-label="Log entries"
      >
        {hidden > 0 && (
          <button
            type="button"
            className="event-log__earlier"
            onClick={() => setShown((n) => n + recentTurns)}
          >
            Show earlier turns ({hidden} more)
          </button>
        )}
        {list.length === 0 && <p className="event-log__empty">Nothing to show yet.</p>}
        <ol className="event-log__turns">
          {list.map((t) => (
            <li key={t.key} className="event-log-turn" data-turn={t.number ?? 'setup'}>
              <h4
                className="event-log-turn__head"
                style={t.seat === null ? undefined : { borderColor: seatColour(t.seat) }}
              >
                {onPick ? (
                  <button
                    type="button"
                    className="event-log-turn__pick"
                    onClick={() => onPick({ kind: 'turn', turn: t })}
                    title={`Go to ${t.number === null ? 'the setup' : `turn ${t.number}`}`}
                  >
                    <TurnHead turn={t} name={names.captain} me={me} />
                  </button>
                ) : (
                  <TurnHead turn={t} name={names.captain} me={me} />
                )}
              </h4>
              <ul className="event-log-turn__lines">
                {t.lines.map((l) => (
                  <Line
                    key={l.id}
                    line={l}
                    now={markFrom !== undefined && l.last >= markFrom}
                    onPick={onPick}
                  />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
