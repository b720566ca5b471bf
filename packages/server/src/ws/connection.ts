/**
 * One client's socket for one match. It must say `hello` first (a seat token, or none to
 * spectate) within the time limit; then it may send `command`, `resync` and `ping`. Every frame
 * passes the rate limit and the schema before anything else reads it; a bad frame gets a
 * `rejected` with a stable code (or, before hello and on floods, a close code with a reason)
 * and never reaches the match.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { ServerConfig } from '../config.ts';
import type { Client } from '../match/client.ts';
import { encode } from '../match/client.ts';
import type { MatchOwner } from '../match/owner.ts';
import type { Owners } from '../match/owners.ts';
import type { Metrics } from '../metrics.ts';
import { CLOSE, type ClientMessage, type Viewing } from '../protocol.ts';
import { readFrame } from './read-frame.ts';
import { TokenBucket } from './token-bucket.ts';

export interface ConnectionDeps {
  readonly owners: Owners;
  readonly config: ServerConfig;
  readonly metrics: Metrics;
  readonly log: FastifyBaseLogger;
}

export class Connection implements Client {
  private state: 'hello' | 'joining' | 'open' | 'closed' = 'hello';
  private owner: MatchOwner | null = null;
  private seen: Viewing = 'spectator';
  private readonly bucket: TokenBucket;
  private strikes = 0;
  private lastSeq = 0;
  private chain: Promise<void> = Promise.resolve();
  private readonly helloTimer: NodeJS.Timeout;
  /** Answered the last keepalive ping. */
  alive = true;

  constructor(
    private readonly socket: WebSocket,
    private readonly matchId: string,
    private readonly deps: ConnectionDeps,
  ) {
    this.bucket = new TokenBucket(deps.config.framesPerSecond, deps.config.frameBurst, Date.now());
    this.helloTimer = setTimeout(
      () => this.close(CLOSE.NoHello, `no hello within ${deps.config.helloTimeoutMs} ms`),
      deps.config.helloTimeoutMs,
    );
    deps.metrics.socketsOpen.inc({ viewing: 'hello' });
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('pong', () => {
      this.alive = true;
    });
    socket.on('error', (error: Error & { code?: string }) => {
      // ws closes an oversized frame with 1009 itself; other errors end the socket too.
      const reason = error.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' ? 'TooBig' : 'SocketError';
      deps.metrics.framesRejected.inc({ reason });
      deps.log.debug({ match: matchId, err: error }, 'socket error');
    });
    socket.on('close', () => this.closed());
  }

  get viewing(): Viewing {
    return this.seen;
  }

  send(frame: string): void {
    if (this.state === 'closed' || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > this.deps.config.maxBufferedBytes) {
      this.close(CLOSE.TooSlow, 'the client reads too slowly');
      return;
    }
    this.socket.send(frame);
  }

  close(code: number, reason: string): void {
    if (
      this.socket.readyState === this.socket.OPEN ||
      this.socket.readyState === this.socket.CONNECTING
    )
      this.socket.close(code, reason);
    this.closed();
  }

  /** Drops a socket that no longer answers pings. */
  terminate(): void {
    this.socket.terminate();
    this.closed();
  }

  ping(): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.ping();
  }

  private label(): string {
    if (this.state === 'hello' || this.state === 'joining') return 'hello';
    return this.seen === 'spectator' ? 'spectator' : 'seat';
  }

  private closed(): void {
    if (this.state === 'closed') return;
    this.deps.metrics.socketsOpen.dec({ viewing: this.label() });
    this.state = 'closed';
    clearTimeout(this.helloTimer);
    this.owner?.detach(this);
    this.owner = null;
  }

  private receive(data: RawData, isBinary: boolean): void {
    if (this.state === 'closed') return;
    const now = Date.now();
    if (!this.bucket.take(now)) {
      this.deps.metrics.framesRejected.inc({ reason: 'TooFast' });
      this.strikes++;
      if (this.strikes > this.deps.config.floodStrikes) {
        this.close(CLOSE.Flood, 'too many frames too fast');
        return;
      }
      this.refuse(null, 'TooFast', 'Too many frames too fast: this one was dropped; slow down.');
      return;
    }
    this.strikes = 0;
    const received = performance.now();
    // Frames are handled in order, each after the one before (hello may wait for a load).
    this.chain = this.chain
      .then(() => this.handle(data, isBinary, received))
      .catch((error: unknown) => {
        this.deps.log.error({ match: this.matchId, err: error }, 'a frame failed');
        this.close(CLOSE.ServerError, 'the server failed');
      });
  }

  private async handle(data: RawData, isBinary: boolean, received: number): Promise<void> {
    if (this.state === 'closed') return;
    const read = readFrame(data, isBinary);
    if (!read.ok) {
      if (this.state === 'hello') {
        this.deps.metrics.framesRejected.inc({ reason: read.error.code });
        this.close(CLOSE.NoHello, `the first frame must be a hello: ${read.error.message}`);
      } else this.refuse(read.error.seq, read.error.code, read.error.message);
      return;
    }
    const message = read.value;
    if (this.state === 'hello') {
      if (message.type !== 'hello') {
        this.deps.metrics.framesRejected.inc({ reason: 'NoHello' });
        this.close(CLOSE.NoHello, `the first frame must be a hello, not ${message.type}`);
        return;
      }
      await this.hello(message);
      return;
    }
    this.dispatch(message, received);
  }

  private async hello(message: Extract<ClientMessage, { type: 'hello' }>): Promise<void> {
    this.state = 'joining';
    clearTimeout(this.helloTimer);
    if (message.match !== this.matchId) {
      this.close(CLOSE.NoHello, `this socket is for match ${this.matchId}, not ${message.match}`);
      return;
    }
    let owner: MatchOwner | undefined;
    try {
      owner = await this.deps.owners.get(this.matchId);
    } catch (error: unknown) {
      this.deps.log.error(
        { match: this.matchId, err: error },
        'could not load a match for a socket',
      );
      this.close(CLOSE.ServerError, 'the match cannot be loaded now; try again');
      return;
    }
    if ((this.state as string) === 'closed') return;
    if (!owner) {
      this.close(CLOSE.NoMatch, `there is no match ${this.matchId}`);
      return;
    }
    if (message.token !== undefined) {
      const seat = owner.seatOf(message.token);
      if (seat === null) {
        this.close(CLOSE.BadToken, 'this token holds no seat of this match');
        return;
      }
      this.seen = { seat };
    }
    this.deps.metrics.socketsOpen.dec({ viewing: 'hello' });
    this.state = 'open';
    this.deps.metrics.socketsOpen.inc({ viewing: this.label() });
    this.owner = owner;
    const attached = owner.attach(this);
    if (!attached.ok) {
      this.owner = null;
      this.close(
        attached.error.code === 'MatchFull' ? CLOSE.Full : CLOSE.Shutdown,
        attached.error.message,
      );
    }
  }

  private dispatch(message: ClientMessage, received: number): void {
    const owner = this.owner;
    if (!owner) return;
    switch (message.type) {
      case 'hello':
        this.refuse(null, 'AlreadyHello', 'This socket has said hello already.');
        return;
      case 'ping':
        this.send(encode({ type: 'pong', t: message.t ?? null }));
        return;
      case 'resync':
        owner.resync(this);
        return;
      case 'command': {
        const { seq } = message;
        const viewing = this.seen;
        if (viewing === 'spectator') {
          this.refuse(seq, 'SpectatorsCannotAct', 'A spectator cannot send commands.');
          return;
        }
        if (message.match !== this.matchId) {
          this.refuse(
            seq,
            'WrongMatch',
            `This socket is for match ${this.matchId}, not ${message.match}.`,
          );
          return;
        }
        if (seq <= this.lastSeq) {
          this.refuse(
            seq,
            'StaleSequence',
            `Command numbers must rise: ${seq} is not above ${this.lastSeq}, the last one sent.`,
          );
          return;
        }
        this.lastSeq = seq;
        owner.command(this, viewing.seat, seq, message.command, received);
        return;
      }
      default: {
        const never: never = message;
        throw new Error(`unhandled message ${JSON.stringify(never)}`);
      }
    }
  }

  private refuse(seq: number | null, code: string, message: string): void {
    if (code !== 'TooFast') this.deps.metrics.framesRejected.inc({ reason: code });
    this.send(encode({ type: 'rejected', seq, code, message }));
  }
}
