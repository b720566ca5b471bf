/**
 * A real `ws` client for tests: it records every frame it receives (text and parsed), and
 * waits for frames or for its close with bounded time.
 */
import WebSocket from 'ws';
import type { ServerMessage } from '../../src/protocol.ts';

export type Frame = ServerMessage;

export interface Closed {
  readonly code: number;
  readonly reason: string;
}

export class TestClient {
  readonly frames: Frame[] = [];
  readonly texts: string[] = [];
  readonly closed: Promise<Closed>;
  private waiters: (() => void)[] = [];
  private closedWith: Closed | null = null;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const text = data.toString();
      this.texts.push(text);
      this.frames.push(JSON.parse(text) as Frame);
      this.wake();
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => {
        this.closedWith = { code, reason: reason.toString() };
        resolve(this.closedWith);
        this.wake();
      });
    });
    socket.on('error', () => undefined);
  }

  static open(url: string, headers: Record<string, string> = {}): Promise<TestClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers });
      const client = new TestClient(socket);
      socket.once('open', () => resolve(client));
      socket.once('unexpected-response', (_req, res) =>
        reject(new Error(`upgrade refused with HTTP ${res.statusCode}`)),
      );
      socket.once('error', reject);
    });
  }

  /** Sends an object as JSON, or a string as it is. */
  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  get isClosed(): boolean {
    return this.closedWith !== null;
  }

  /** The first frame at index `from` or later that `match` accepts (waits up to `ms`). */
  async next<T extends Frame['type']>(
    type: T,
    match: (frame: Extract<Frame, { type: T }>) => boolean = () => true,
    options: { from?: number; ms?: number } = {},
  ): Promise<Extract<Frame, { type: T }>> {
    const { from = 0, ms = 10_000 } = options;
    const deadline = Date.now() + ms;
    for (;;) {
      for (let i = from; i < this.frames.length; i++) {
        const f = this.frames[i];
        if (f && f.type === type && match(f as Extract<Frame, { type: T }>))
          return f as Extract<Frame, { type: T }>;
      }
      if (this.closedWith)
        throw new Error(
          `closed (${this.closedWith.code} ${this.closedWith.reason}) before a ${type} frame`,
        );
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type} frame within ${ms} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits for the close, up to `ms`. */
  async closeFrame(ms = 10_000): Promise<Closed> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`not closed within ${ms} ms`)), ms);
    });
    try {
      return await Promise.race([this.closed, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  close(): void {
    this.socket.close();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }
}
