/**
 * One scripted seat over a real WebSocket, as the load and crash tests drive them: it says
 * hello with its seat token, and whenever a frame hands it a legal list it answers at once with
 * a cheap random pick (a command type first, then one of that type), one command in flight at a
 * time. It counts every frame it receives, times each command from send to `accepted`, and asks
 * for a resync on a version gap or a refusal. With `reconnect` it comes back after its socket is
 * lost (a server killed and restarted), with the same token, for as long as it is not stopped.
 */
import WebSocket from 'ws';
import { CLOSE, PROTOCOL_VERSION } from '../protocol.ts';
import { bump, frameHeaderBytes, type LoadCounts } from './stats.ts';

/** Switches shared by every client of a thread. */
export interface Control {
  /** Clients answer their legal lists (false while matches are being set up). */
  acting: boolean;
  /** Frames, commands and latencies are counted. */
  recording: boolean;
  /** Everything is winding down: no new command, no reconnection. */
  stopping: boolean;
}

/** A command the server acknowledged, for the crash test's check against the stored log. */
export interface AcceptedCommand {
  readonly match: string;
  readonly seat: number;
  readonly version: number;
  readonly command: unknown;
}

export interface SeatClientOptions {
  readonly socketUrl: string;
  readonly match: string;
  readonly seat: number;
  readonly token: string;
  readonly counts: LoadCounts;
  readonly control: Control;
  /** Come back after a lost socket (crash test); else a lost socket is counted and left. */
  readonly reconnect?: boolean;
  readonly onAccepted?: (accepted: AcceptedCommand) => void;
  /** The match is over (a `finished` frame). */
  readonly onFinished?: () => void;
}

interface Pending {
  readonly seq: number;
  readonly command: unknown;
  readonly sentAt: number;
  /** Which socket it went out on: a command sent on a lost socket has no answer coming. */
  readonly socket: number;
}

type Legal = readonly { readonly type?: unknown }[];

/** The server's frames as this client reads them (only the fields it uses). */
interface Frame {
  readonly type: string;
  readonly version?: number;
  readonly legal?: Legal | null;
  readonly seq?: number | null;
  readonly code?: string;
}

/** Close codes after which coming back cannot help (the token or the match is wrong). */
const FINAL_CLOSES = new Set<number>([CLOSE.NoHello, CLOSE.BadToken, CLOSE.NoMatch, CLOSE.Full]);

/** A random element (Math.random: cheap, and reproducibility is not wanted here). */
function pick<T>(items: readonly T[]): T | undefined {
  return items[Math.floor(Math.random() * items.length)];
}

/** A command type first, then one command of that type (so long lists do not dominate). */
export function randomCommand(legal: Legal): unknown {
  const types: unknown[] = [];
  for (const c of legal) if (!types.includes(c.type)) types.push(c.type);
  const type = pick(types);
  const ofType = legal.filter((c) => c.type === type);
  return pick(ofType);
}

export class SeatClient {
  private socket: WebSocket | null = null;
  private socketNumber = 0;
  private version = -1;
  private legal: Legal | null = null;
  private pending: Pending | null = null;
  private seq = 0;
  private done = false;
  private finished = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(private readonly o: SeatClientOptions) {}

  get seat(): number {
    return this.o.seat;
  }

  /** Opens the socket and resolves at the first `sync` (rejects if it closes before). */
  connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      const n = ++this.socketNumber;
      const socket = new WebSocket(this.o.socketUrl, { perMessageDeflate: false });
      this.socket = socket;
      let synced = false;
      socket.on('open', () => {
        socket.send(
          JSON.stringify({
            type: 'hello',
            protocol: PROTOCOL_VERSION,
            match: this.o.match,
            token: this.o.token,
          }),
        );
      });
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        if (isBinary) return;
        const frame = this.read(data);
        if (frame?.type === 'sync' && !synced) {
          synced = true;
          this.o.counts.opened++;
          resolve();
        }
      });
      socket.on('error', () => undefined);
      socket.on('close', (code: number) => {
        if (this.socket === socket) this.socket = null;
        if (!synced) reject(new Error(`the socket closed (${code}) before its sync`));
        if (this.done || this.finished || n !== this.socketNumber || !synced) return;
        bump(this.o.counts.closed, String(code));
        if (this.o.reconnect && !FINAL_CLOSES.has(code)) this.comeBack();
      });
    });
  }

  /** Acts on the last legal list, if any (when the thread starts acting). */
  kick(): void {
    this.act();
  }

  /** Stops acting and closes the socket. */
  stop(): void {
    this.done = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.socket?.close(1000, 'done');
  }

  /** After a lost socket: try again every 100 ms until a sync answers, or until stopped. */
  private comeBack(): void {
    if (this.done || this.o.control.stopping) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.done || this.o.control.stopping) return;
      this.connect().then(
        () => {
          this.o.counts.reconnects++;
        },
        () => this.comeBack(),
      );
    }, 100);
  }

  private read(data: Buffer): Frame | null {
    const { counts, control } = this.o;
    let frame: Frame;
    try {
      frame = JSON.parse(data.toString()) as Frame;
    } catch {
      bump(counts.rejected, 'UnreadableFrame');
      return null;
    }
    if (control.recording) {
      bump(counts.bytes, frame.type, data.length);
      bump(counts.frames, frame.type);
      counts.headerBytes += frameHeaderBytes(data.length);
    }
    switch (frame.type) {
      case 'sync':
        this.version = frame.version ?? -1;
        this.legal = frame.legal ?? null;
        if (this.pending && this.pending.socket !== this.socketNumber) this.pending = null;
        this.act();
        break;
      case 'events':
        if (frame.version !== this.version + 1) {
          counts.gaps++;
          this.resync();
          break;
        }
        this.version = frame.version;
        this.legal = frame.legal ?? null;
        this.act();
        break;
      case 'accepted':
        if (this.pending && frame.seq === this.pending.seq) {
          if (control.recording) {
            counts.accepted++;
            counts.latencies.push(performance.now() - this.pending.sentAt);
          }
          this.o.onAccepted?.({
            match: this.o.match,
            seat: this.o.seat,
            version: frame.version ?? -1,
            command: this.pending.command,
          });
          this.pending = null;
        }
        break;
      case 'rejected':
        bump(counts.rejected, frame.code ?? 'Unknown');
        this.pending = null;
        this.legal = null;
        this.resync();
        break;
      case 'finished':
        this.finished = true;
        this.o.onFinished?.();
        break;
      default:
        break;
    }
    return frame;
  }

  private resync(): void {
    this.socket?.send('{"type":"resync"}');
  }

  private act(): void {
    const { control, counts } = this.o;
    const legal = this.legal;
    if (!control.acting || control.stopping || this.done || this.finished) return;
    if (this.pending || !legal || legal.length === 0) return;
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) return;
    const command = randomCommand(legal);
    this.seq++;
    this.pending = {
      seq: this.seq,
      command,
      sentAt: performance.now(),
      socket: this.socketNumber,
    };
    this.legal = null;
    if (control.recording) counts.sent++;
    socket.send(JSON.stringify({ type: 'command', match: this.o.match, seq: this.seq, command }));
  }
}
