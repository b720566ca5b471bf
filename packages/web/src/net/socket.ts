/**
 * One WebSocket to one match for one viewer (a seat token, or none to spectate), following
 * docs/protocol.md: hello, then sync; events checked against the version (a gap asks for a
 * resync); commands numbered by `seq`; a ping now and then; and after a dropped connection a
 * reconnect with growing waits, reported as a status the page shows.
 *
 * `events` frames carry what happened but not the new view, so after each one the socket asks
 * for the view again (`resync`), at most one request in flight and no closer than
 * `resyncGapMs` apart: the log and dice follow every event, the board follows a moment later.
 */
import type { XiaCommand } from '@drift/xia';
import { CLOSE, type ClientMessage, PROTOCOL_VERSION, type ServerMessage } from './protocol.ts';

export type ConnStatus =
  | { readonly kind: 'connecting'; readonly attempt: number }
  | { readonly kind: 'open' }
  | {
      readonly kind: 'waiting';
      readonly attempt: number;
      readonly retryAt: number;
      readonly why: string;
    }
  | { readonly kind: 'stopped'; readonly code: StopCode; readonly message: string };

/** Why a socket gave up for good (a reconnect would not help). */
export type StopCode = 'BadToken' | 'NoMatch' | 'Replaced' | 'Full' | 'Closed';

type Sync = Extract<ServerMessage, { type: 'sync' }>;
type Events = Extract<ServerMessage, { type: 'events' }>;

export interface SocketSink {
  status(status: ConnStatus): void;
  sync(frame: Sync): void;
  /** An events frame in order (version = the last seen + 1). */
  events(frame: Events): void;
  accepted(seq: number, version: number): void;
  rejected(seq: number | null, code: string, message: string): void;
  presence(frame: Extract<ServerMessage, { type: 'presence' }>): void;
  finished(version: number, winners: readonly number[]): void;
}

/** What the socket needs of a WebSocket (the browser's, or a fake in tests). */
export interface SocketLike {
  readyState: number;
  onopen: ((ev: Event) => void) | null;
  onclose: ((ev: CloseEvent) => void) | null;
  onmessage: ((ev: MessageEvent) => void) | null;
  onerror: ((ev: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface SocketOptions {
  readonly url: string;
  readonly match: string;
  readonly token?: string;
  readonly sink: SocketSink;
  readonly open?: (url: string) => SocketLike;
  readonly resyncGapMs?: number;
  readonly pingEveryMs?: number;
  /** No frame for this long: the connection is taken as dead and remade. */
  readonly silenceMs?: number;
  readonly backoff?: (attempt: number) => number;
  readonly now?: () => number;
}

const OPEN = 1;

/** 0.25 s, 0.5 s, 1 s, 2 s, 4 s, then every 8 s, each ±20 %. */
export function defaultBackoff(attempt: number): number {
  const base = Math.min(8000, 250 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

const STOPS: Readonly<Record<number, { code: StopCode; message: string }>> = {
  [CLOSE.BadToken]: {
    code: 'BadToken',
    message: 'This seat is no longer yours (it may have been handed to a bot).',
  },
  [CLOSE.NoMatch]: { code: 'NoMatch', message: 'There is no such match on this server.' },
  [CLOSE.Replaced]: {
    code: 'Replaced',
    message: 'This seat was opened in another tab or window, which now plays it.',
  },
  [CLOSE.Full]: { code: 'Full', message: 'The match has as many visitors as it takes.' },
};

export class MatchSocket {
  private ws: SocketLike | null = null;
  private attempt = 0;
  private stopped = false;
  private seq = 0;
  /** The last version seen (sync or events). */
  private version = -1;
  private resyncInFlight = false;
  private lastResyncAt = Number.NEGATIVE_INFINITY;
  private resyncTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private lastFrameAt = 0;
  /** Whether this connection's first sync has come (the status says open). */
  private announced = false;
  private readonly o: Required<Omit<SocketOptions, 'token'>> & { token?: string };

  constructor(options: SocketOptions) {
    this.o = {
      open: (url) => new WebSocket(url) as unknown as SocketLike,
      resyncGapMs: 150,
      pingEveryMs: 15_000,
      silenceMs: 40_000,
      backoff: defaultBackoff,
      now: () => Date.now(),
      ...options,
    };
  }

  /** Opens the connection (once; reconnects by itself afterwards). */
  start(): void {
    this.stopped = false;
    this.connect();
  }

  /** Closes for good (leaving the page). */
  stop(): void {
    this.stopped = true;
    this.clearTimers();
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.onclose = null;
      ws.close(1000, 'left');
    }
  }

  /** Drops the connection as a network failure would (the socket reconnects by itself). */
  drop(): void {
    this.ws?.close(4999, 'dropped by the page');
  }

  /** Skips the wait and reconnects now. */
  reconnectNow(): void {
    if (this.stopped && this.ws === null && this.retryTimer === null) this.stopped = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.connect();
  }

  /** Sends a command; returns its `seq`, or null when the socket is not open. */
  command(command: XiaCommand): number | null {
    if (!this.ws || this.ws.readyState !== OPEN) return null;
    this.seq += 1;
    this.send({ type: 'command', match: this.o.match, seq: this.seq, command });
    return this.seq;
  }

  /** Asks for the whole view again. */
  resync(): void {
    this.resyncInFlight = true;
    this.lastResyncAt = this.o.now();
    this.send({ type: 'resync' });
  }

  private send(message: ClientMessage): void {
    if (this.ws && this.ws.readyState === OPEN) this.ws.send(JSON.stringify(message));
  }

  private connect(): void {
    if (this.stopped) return;
    if (this.ws) {
      this.ws.onclose = null;
      this.ws.close(1000, 'reconnecting');
      this.ws = null;
    }
    this.o.sink.status({ kind: 'connecting', attempt: this.attempt });
    let ws: SocketLike;
    try {
      ws = this.o.open(this.o.url);
    } catch {
      this.retry('The connection could not be opened.');
      return;
    }
    this.ws = ws;
    this.seq = 0;
    this.resyncInFlight = false;
    this.announced = false;
    ws.onopen = () => {
      this.lastFrameAt = this.o.now();
      this.send({
        type: 'hello',
        protocol: PROTOCOL_VERSION,
        match: this.o.match,
        ...(this.o.token ? { token: this.o.token } : {}),
      });
      this.startPings();
    };
    ws.onmessage = (ev) => this.receive(ev.data);
    ws.onerror = () => {};
    ws.onclose = (ev) => this.closed(ev.code, ev.reason);
  }

  private closed(code: number, reason: string): void {
    this.ws = null;
    this.clearTimers();
    const stop = STOPS[code];
    if (stop) {
      this.stopped = true;
      this.o.sink.status({ kind: 'stopped', code: stop.code, message: stop.message });
      return;
    }
    if (this.stopped) return;
    const why =
      code === CLOSE.Shutdown
        ? 'The server is restarting.'
        : reason && code !== 4999
          ? reason
          : 'The connection dropped.';
    this.retry(why);
  }

  private retry(why: string): void {
    this.attempt += 1;
    const wait = this.o.backoff(this.attempt);
    this.o.sink.status({
      kind: 'waiting',
      attempt: this.attempt,
      retryAt: this.o.now() + wait,
      why,
    });
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, wait);
  }

  private startPings(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => {
      if (this.o.now() - this.lastFrameAt > this.o.silenceMs) {
        // Nothing heard, not even a pong: the line is dead though the browser has not said so.
        this.ws?.close(4999, 'silent');
        return;
      }
      this.send({ type: 'ping', t: this.o.now() });
    }, this.o.pingEveryMs);
  }

  private clearTimers(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    if (this.resyncTimer) clearTimeout(this.resyncTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.pingTimer = null;
    this.resyncTimer = null;
    this.retryTimer = null;
  }

  /** Asks for the view after events, one request at a time, spaced by resyncGapMs. */
  private wantView(): void {
    if (this.resyncInFlight || this.resyncTimer) return;
    const wait = this.lastResyncAt + this.o.resyncGapMs - this.o.now();
    if (wait <= 0) {
      this.resync();
      return;
    }
    this.resyncTimer = setTimeout(() => {
      this.resyncTimer = null;
      if (!this.resyncInFlight) this.resync();
    }, wait);
  }

  private receive(data: unknown): void {
    this.lastFrameAt = this.o.now();
    if (typeof data !== 'string') return;
    let frame: ServerMessage;
    try {
      frame = JSON.parse(data) as ServerMessage;
    } catch {
      return;
    }
    const sink = this.o.sink;
    switch (frame.type) {
      case 'sync':
        this.resyncInFlight = false;
        this.version = frame.version;
        if (!this.announced) {
          this.announced = true;
          this.attempt = 0;
          sink.status({ kind: 'open' });
        }
        sink.sync(frame);
        return;
      case 'events':
        if (frame.version <= this.version) return;
        if (frame.version !== this.version + 1) {
          // A gap: something was missed; the whole view comes back with the resync.
          if (!this.resyncInFlight) this.resync();
          return;
        }
        this.version = frame.version;
        sink.events(frame);
        this.wantView();
        return;
      case 'accepted':
        sink.accepted(frame.seq, frame.version);
        return;
      case 'rejected':
        sink.rejected(frame.seq, frame.code, frame.message);
        return;
      case 'presence':
        sink.presence(frame);
        return;
      case 'finished':
        sink.finished(frame.version, frame.winners);
        return;
      case 'pong':
        return;
    }
  }
}
