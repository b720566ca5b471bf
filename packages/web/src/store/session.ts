/**
 * A match session: the sockets of one page (one per seat this browser holds, or one spectator
 * socket) feeding one store. The page sends commands through it and reads the store.
 */
import type { XiaCommand } from '@drift/xia';
import type { Viewing } from '../net/protocol.ts';
import { MatchSocket, type SocketLike } from '../net/socket.ts';
import {
  createMatchStore,
  LOG_LIMIT,
  type MatchStore,
  updateConn,
  type ViewerKey,
  viewerKey,
} from './match.ts';

export interface SessionViewer {
  readonly viewing: Viewing;
  readonly token?: string;
}

export interface SessionOptions {
  readonly match: string;
  readonly url: string;
  readonly viewers: readonly SessionViewer[];
  readonly open?: (url: string) => SocketLike;
}

export class MatchSession {
  readonly store: MatchStore;
  private readonly sockets = new Map<ViewerKey, MatchSocket>();

  constructor(options: SessionOptions) {
    this.store = createMatchStore(
      options.match,
      options.viewers.map((v) => v.viewing),
    );
    for (const v of options.viewers) {
      const key = viewerKey(v.viewing);
      const store = this.store;
      const socket = new MatchSocket({
        url: options.url,
        match: options.match,
        ...(v.token ? { token: v.token } : {}),
        ...(options.open ? { open: options.open } : {}),
        sink: {
          status: (status) =>
            // A dropped connection never answers its last command: the next sync will tell.
            updateConn(store, key, () => ({
              status,
              ...(status.kind === 'open' ? {} : { pending: null }),
            })),
          sync: (frame) =>
            updateConn(store, key, (c) => ({
              view: frame.view,
              legal: frame.legal,
              viewVersion: frame.version,
              version: frame.version,
              pending:
                c.pending && c.pending.accepted !== null && frame.version >= c.pending.accepted
                  ? null
                  : c.pending,
            })),
          events: (frame) =>
            updateConn(store, key, (c) => ({
              version: frame.version,
              log: [
                ...c.log,
                { version: frame.version, seat: frame.seat, events: frame.events },
              ].slice(-LOG_LIMIT),
            })),
          accepted: (seq, version) =>
            updateConn(store, key, (c) =>
              c.pending?.seq === seq ? { pending: { seq, accepted: version } } : {},
            ),
          rejected: (seq, code, message) =>
            updateConn(store, key, (c) => ({
              ...(c.pending?.seq === seq || seq === null ? { pending: null } : {}),
              rejection: { code, message, at: Date.now() },
            })),
          presence: (frame) =>
            store.setState({ presence: { seats: frame.seats, spectators: frame.spectators } }),
          finished: (version, winners) => store.setState({ finished: { version, winners } }),
        },
      });
      this.sockets.set(key, socket);
    }
  }

  start(): void {
    for (const s of this.sockets.values()) s.start();
  }

  stop(): void {
    for (const s of this.sockets.values()) s.stop();
  }

  /** Sends a command for a seat; false when its socket is not open. */
  send(key: ViewerKey, command: XiaCommand): boolean {
    const socket = this.sockets.get(key);
    const seq = socket?.command(command) ?? null;
    if (seq === null) return false;
    updateConn(this.store, key, () => ({ pending: { seq, accepted: null }, rejection: null }));
    return true;
  }

  dismissRejection(key: ViewerKey): void {
    updateConn(this.store, key, () => ({ rejection: null }));
  }

  reconnectNow(): void {
    for (const s of this.sockets.values()) s.reconnectNow();
  }

  /** Drops every socket as a network failure would (for tests and the debug handle). */
  drop(): void {
    for (const s of this.sockets.values()) s.drop();
  }
}
