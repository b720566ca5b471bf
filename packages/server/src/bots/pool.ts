/**
 * Bots thinking on worker threads: a small pool shared by every match, so a SearchBot with a
 * time budget never holds the event loop or another match. Each bot seat is pinned to one
 * worker (its bot object lives there); seats are spread over the workers as they first think.
 * A worker that fails or overruns a decision is replaced; its decisions fail (the owner falls
 * back to a random legal command) and its bots start afresh.
 */
import { Worker } from 'node:worker_threads';
import type { BotThinker, Decision } from './thinker.ts';

/** Main thread to worker. */
export type ToWorker =
  | { readonly type: 'choose'; readonly id: number; readonly decision: Decision }
  | { readonly type: 'forget'; readonly key: string };

/** Worker to main thread. */
type FromWorker =
  | { readonly ready: true }
  | { readonly id: number; readonly index: number }
  | { readonly id: number; readonly error: string };

interface Waiting {
  readonly slot: number;
  readonly resolve: (index: number) => void;
  readonly reject: (error: Error) => void;
  readonly timer: NodeJS.Timeout;
}

const ENTRY = new URL('./worker.mjs', import.meta.url);

export class WorkerPool implements BotThinker {
  private readonly workers: Worker[] = [];
  private readonly load: number[] = [];
  private readonly pinned = new Map<string, number>();
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;
  private closed = false;

  constructor(
    readonly size: number,
    private readonly onFailure: (message: string) => void = () => undefined,
  ) {
    if (size < 1) throw new RangeError('a worker pool needs at least one thread');
    for (let slot = 0; slot < size; slot++) {
      this.workers.push(this.start(slot));
      this.load.push(0);
    }
  }

  choose(decision: Decision, timeoutMs: number): Promise<number> {
    if (this.closed) return Promise.reject(new Error('the bot pool is closed'));
    const slot = this.slotFor(decision.key);
    const id = this.nextId++;
    return new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.restart(slot, `a bot took longer than ${timeoutMs} ms to decide`);
      }, timeoutMs);
      this.waiting.set(id, { slot, resolve, reject, timer });
      const message: ToWorker = { type: 'choose', id, decision };
      this.workers[slot]?.postMessage(message);
    });
  }

  forget(key: string): void {
    const slot = this.pinned.get(key);
    if (slot === undefined) return;
    this.pinned.delete(key);
    this.load[slot] = (this.load[slot] ?? 1) - 1;
    const message: ToWorker = { type: 'forget', key };
    this.workers[slot]?.postMessage(message);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.failAll(() => true, 'the server is shutting down');
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  /** The least loaded worker takes a new seat. */
  private slotFor(key: string): number {
    const known = this.pinned.get(key);
    if (known !== undefined) return known;
    let best = 0;
    for (let slot = 1; slot < this.load.length; slot++)
      if ((this.load[slot] ?? 0) < (this.load[best] ?? 0)) best = slot;
    this.pinned.set(key, best);
    this.load[best] = (this.load[best] ?? 0) + 1;
    return best;
  }

  private start(slot: number): Worker {
    // execArgv is not inherited: the entry registers tsx itself.
    const worker = new Worker(ENTRY, { execArgv: [] });
    worker.on('message', (message: FromWorker) => {
      if ('ready' in message) return;
      const waiting = this.waiting.get(message.id);
      if (!waiting) return;
      this.waiting.delete(message.id);
      clearTimeout(waiting.timer);
      if ('error' in message) waiting.reject(new Error(message.error));
      else waiting.resolve(message.index);
    });
    worker.on('error', (error) => {
      if (this.workers[slot] === worker)
        this.restart(slot, `a bot worker failed: ${error.message}`);
    });
    worker.on('exit', (code) => {
      if (!this.closed && this.workers[slot] === worker)
        this.restart(slot, `a bot worker stopped (exit code ${code})`);
    });
    return worker;
  }

  /** Replaces a worker: its pending decisions fail, its seats keep their slot with new bots. */
  private restart(slot: number, why: string): void {
    if (this.closed) return;
    this.onFailure(why);
    const old = this.workers[slot];
    this.failAll((w) => w.slot === slot, why);
    this.workers[slot] = this.start(slot);
    if (old) void old.terminate();
  }

  private failAll(which: (w: Waiting) => boolean, why: string): void {
    for (const [id, w] of this.waiting) {
      if (!which(w)) continue;
      this.waiting.delete(id);
      clearTimeout(w.timer);
      w.reject(new Error(why));
    }
  }
}
