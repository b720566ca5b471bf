/**
 * The WebSocket protocol between a client and the match server, one socket per client per match
 * (documented with examples in docs/protocol.md). Every inbound frame is size-limited and parsed
 * by these schemas before anything else reads it; outbound frames are typed here.
 */
import { z } from 'zod';

/** Version of this protocol; a client says which it speaks in `hello`. */
export const PROTOCOL_VERSION = 1;

/** The largest inbound frame, in bytes (a command is far smaller). */
export const MAX_FRAME_BYTES = 16 * 1024;

const MatchId = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, { error: 'a match id' });
const Seq = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** Client to server. */
export const ClientMessage = z.discriminatedUnion('type', [
  /** The first frame: who this socket speaks for. No token: a spectator. */
  z.strictObject({
    type: z.literal('hello'),
    protocol: z.literal(PROTOCOL_VERSION),
    match: MatchId,
    token: z.string().min(16).max(128).optional(),
  }),
  /** A command for the seat this socket holds; `seq` rises by one per command sent. */
  z.strictObject({
    type: z.literal('command'),
    match: MatchId,
    seq: Seq,
    command: z.unknown(),
  }),
  /** Send me the whole view again (after a version gap). */
  z.strictObject({ type: z.literal('resync') }),
  /** Are you there? Answered by `pong` with the same `t`. */
  z.strictObject({ type: z.literal('ping'), t: z.number().finite().optional() }),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;

/** Who a socket speaks for. */
export type Viewing = { readonly seat: number } | 'spectator';

/** One seat as everyone sees it: who sits there and whether they are connected. */
export interface SeatPresence {
  readonly seat: number;
  readonly kind: 'person' | 'bot';
  /** A bot's label, or the person's name when they gave one. */
  readonly name: string | null;
  /** Whether the person has a socket open now (bots are always connected). */
  readonly connected: boolean;
  /** Whether a person has claimed the seat. */
  readonly claimed: boolean;
}

/** Server to client. `View`, `Command` and `Event` are the ruleset's own types. */
export type ServerMessage<View = unknown, Command = unknown, Event = unknown> =
  /** The whole picture: after hello, on resync, and whenever the server cannot send a delta. */
  | {
      readonly type: 'sync';
      readonly match: string;
      readonly version: number;
      readonly viewing: Viewing;
      readonly view: View;
      /** What this seat may send now; null when it has nothing to do (or a spectator). */
      readonly legal: readonly Command[] | null;
    }
  /** What one accepted command did, as this viewer may see it; `version` is the new version. */
  | {
      readonly type: 'events';
      readonly version: number;
      readonly seat: number;
      readonly events: readonly Event[];
      readonly legal: readonly Command[] | null;
    }
  | { readonly type: 'accepted'; readonly seq: number; readonly version: number }
  /** A refusal: `seq` is the command's (null for a frame that was not a command). */
  | {
      readonly type: 'rejected';
      readonly seq: number | null;
      readonly code: string;
      readonly message: string;
    }
  | {
      readonly type: 'presence';
      readonly seats: readonly SeatPresence[];
      readonly spectators: number;
    }
  | { readonly type: 'finished'; readonly version: number; readonly winners: readonly number[] }
  | { readonly type: 'pong'; readonly t: number | null };

/** Close codes the server uses (4000-4999 are the application's), with a reason string. */
export const CLOSE = {
  /** The first frame was not a valid hello, or came too late. */
  NoHello: 4000,
  /** The token does not hold a seat of this match. */
  BadToken: 4001,
  /** No such match. */
  NoMatch: 4004,
  /** Too many frames too fast, after warnings. */
  Flood: 4008,
  /** A frame larger than MAX_FRAME_BYTES (ws closes with 1009 itself). */
  TooBig: 1009,
  /** The same seat opened a newer socket; this one is replaced. */
  Replaced: 4009,
  /** The client does not read its frames: its unsent output passed the limit. */
  TooSlow: 4010,
  /** The match has as many sockets as it takes. */
  Full: 4011,
  /** The server is shutting down. */
  Shutdown: 1001,
  /** The server failed (the match could not be loaded now): connect again later. */
  ServerError: 1011,
} as const;
