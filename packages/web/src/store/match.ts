/**
 * The store of one match page (zustand): per connection (a seat this browser holds, or a
 * spectator) its status, the view and the legal list that came with it, the version, the log
 * of events and the command in flight; plus presence, the end of the match, and for hot-seat
 * play which seat is on screen and whether the device must first pass to another captain.
 */
import type { XiaCommand, XiaEvent, XiaView } from '@drift/xia';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SeatPresence, Viewing } from '../net/protocol.ts';
import type { ConnStatus } from '../net/socket.ts';

/** `seat:0` … `seat:4` or `spectator`. */
export type ViewerKey = `seat:${number}` | 'spectator';

export function viewerKey(viewing: Viewing): ViewerKey {
  return viewing === 'spectator' ? 'spectator' : `seat:${viewing.seat}`;
}

export function seatOfKey(key: ViewerKey): number | null {
  return key === 'spectator' ? null : Number(key.slice(5));
}

/** One accepted command's events as this viewer saw them. */
export interface LogEntry {
  readonly version: number;
  /** The seat that sent the command. */
  readonly seat: number;
  readonly events: readonly XiaEvent[];
}

export interface Rejection {
  readonly code: string;
  readonly message: string;
  readonly at: number;
}

export interface Conn {
  readonly key: ViewerKey;
  readonly viewing: Viewing;
  readonly status: ConnStatus;
  readonly view: XiaView | null;
  /** The version `view` and `legal` belong to. */
  readonly viewVersion: number;
  /** The last version seen in any frame. */
  readonly version: number;
  readonly legal: readonly XiaCommand[] | null;
  /** The command sent and not yet answered (its seq), and the version it was accepted at. */
  readonly pending: { readonly seq: number; readonly accepted: number | null } | null;
  readonly rejection: Rejection | null;
  readonly log: readonly LogEntry[];
}

export interface MatchState {
  readonly id: string;
  readonly conns: Readonly<Partial<Record<ViewerKey, Conn>>>;
  /** Connections in seat order (the spectator last). */
  readonly order: readonly ViewerKey[];
  readonly presence: {
    readonly seats: readonly SeatPresence[];
    readonly spectators: number;
  } | null;
  readonly finished: { readonly version: number; readonly winners: readonly number[] } | null;
  /** Whose view is on screen. */
  readonly shown: ViewerKey | null;
  /** Hot-seat: the seat the device must pass to before its view shows. */
  readonly handoff: ViewerKey | null;
}

export type MatchStore = StoreApi<MatchState>;

/** Log entries kept per connection (older ones drop off; the replay has them all). */
export const LOG_LIMIT = 1500;

function freshConn(viewing: Viewing): Conn {
  return {
    key: viewerKey(viewing),
    viewing,
    status: { kind: 'connecting', attempt: 0 },
    view: null,
    viewVersion: -1,
    version: -1,
    legal: null,
    pending: null,
    rejection: null,
    log: [],
  };
}

export function createMatchStore(id: string, viewings: readonly Viewing[]): MatchStore {
  const conns: Partial<Record<ViewerKey, Conn>> = {};
  for (const v of viewings) conns[viewerKey(v)] = freshConn(v);
  const order = viewings.map(viewerKey);
  return createStore<MatchState>(() => ({
    id,
    conns,
    order,
    presence: null,
    finished: null,
    shown: order[0] ?? null,
    handoff: null,
  }));
}

/** Whether a connection may act now: its view is current and nothing is in flight. */
export function canAct(conn: Conn | undefined): boolean {
  return (
    !!conn &&
    conn.status.kind === 'open' &&
    conn.pending === null &&
    conn.viewVersion === conn.version &&
    (conn.legal?.length ?? 0) > 0
  );
}

/** Local seats with something to do now, in seat order. */
export function actingKeys(state: MatchState): ViewerKey[] {
  return state.order.filter((k) => {
    const c = state.conns[k];
    return !!c && (c.legal?.length ?? 0) > 0 && c.viewVersion === c.version;
  });
}

/**
 * Which seat the screen should show after a change: the one on screen while it has something
 * to do; else the next local seat that must act, behind a hand-off screen when several people
 * share the device; else whoever was on screen.
 */
export function followTurn(state: MatchState): Pick<MatchState, 'shown' | 'handoff'> {
  const acting = actingKeys(state);
  const shown = state.shown;
  const seats = state.order.filter((k) => k !== 'spectator');
  if (shown && acting.includes(shown)) return { shown, handoff: null };
  const next = acting[0];
  if (!next) return { shown, handoff: null };
  if (seats.length <= 1 || shown === null) return { shown: next, handoff: null };
  return { shown, handoff: next };
}

export function updateConn(
  store: MatchStore,
  key: ViewerKey,
  change: (conn: Conn) => Partial<Conn>,
): void {
  store.setState((s) => {
    const conn = s.conns[key];
    if (!conn) return s;
    const next: MatchState = { ...s, conns: { ...s.conns, [key]: { ...conn, ...change(conn) } } };
    return { ...next, ...followTurn(next) };
  });
}

/** The hot-seat player confirms they hold the device: their view shows. */
export function takeOver(store: MatchStore): void {
  store.setState((s) => (s.handoff ? { shown: s.handoff, handoff: null } : s));
}
