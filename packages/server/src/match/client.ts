/**
 * What a match owner knows of a connected client: who it speaks for, and how to send it a
 * frame or close it. The WebSocket layer implements it; tests may implement it without sockets.
 */
import type { ServerMessage, Viewing } from '../protocol.ts';

export interface Client {
  readonly viewing: Viewing;
  /** Sends an encoded frame (see {@link encode}); dropped if the client is gone. */
  send(frame: string): void;
  /** Closes the client with a close code and a reason (see protocol.ts CLOSE). */
  close(code: number, reason: string): void;
}

/** A frame as text. */
export function encode(message: ServerMessage): string {
  return JSON.stringify(message);
}

/** The engine's viewer for a client. */
export function viewerOf(viewing: Viewing): { readonly seat: number } | 'spectator' {
  return viewing === 'spectator' ? 'spectator' : { seat: viewing.seat };
}

/** A key per distinct viewer, to build each viewer's frame once per broadcast. */
export function viewerKey(viewing: Viewing): string {
  return viewing === 'spectator' ? 'spectator' : `seat:${viewing.seat}`;
}
