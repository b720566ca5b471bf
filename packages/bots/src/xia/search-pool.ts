/**
 * Root parallelism for SearchBot: worker threads that each search the same decision with their
 * own samples and dice. `Bot.choose` is synchronous, so the pool posts a request to every
 * worker, lets the caller search on its own thread meanwhile, then blocks on a shared flag
 * (`Atomics.wait`) until every worker has answered and reads the answers off their ports.
 */
import {
  MessageChannel,
  type MessagePort,
  receiveMessageOnPort,
  Worker,
} from 'node:worker_threads';
import type { XiaCommand, XiaRuleset, XiaView } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import type { Profile } from './profiles.ts';
import type { Found, SearcherSettings } from './searcher.ts';

/** What a worker is made with. */
export interface WorkerInit {
  readonly port: MessagePort;
  /** One Int32 per worker: 1 when its answer is on its port. */
  readonly flags: SharedArrayBuffer;
  readonly index: number;
  readonly settings: SearcherSettings;
  readonly profile: Profile;
  /** The content: `core` for the embedded packs, else the packs themselves. */
  readonly content: 'core' | { pack: unknown; embers: unknown };
}

/** One decision sent to a worker. */
export interface WorkerRequest {
  readonly view: XiaView;
  readonly candidates: readonly XiaCommand[];
  readonly previous: XiaCommand | null;
  readonly seed: number;
  readonly iterations: number;
  readonly ms: number | undefined;
}

export type WorkerAnswer = Found | { readonly error: string };

/** How long a blocked caller waits for a worker before giving up (a worker that died). */
const PATIENCE_MS = 120_000;

export class SearchPool {
  private readonly workers: Worker[] = [];
  private readonly ports: MessagePort[] = [];
  private readonly flags: Int32Array;
  private disposed = false;
  private alive = 0;

  constructor(xia: XiaRuleset, size: number, settings: SearcherSettings, profile: Profile) {
    const shared = new SharedArrayBuffer(4 * size);
    this.flags = new Int32Array(shared);
    const entry = new URL('./search-worker.mjs', import.meta.url);
    const { pack, embers } = xia.content;
    const content = pack === corePack() ? 'core' : { pack, embers };
    for (let index = 0; index < size; index++) {
      const { port1, port2 } = new MessageChannel();
      const workerData: WorkerInit = {
        port: port2,
        flags: shared,
        index,
        settings,
        profile,
        content,
      };
      // execArgv is not inherited: the entry registers tsx itself.
      const w = new Worker(entry, { workerData, transferList: [port2], execArgv: [] });
      this.alive++;
      w.on('exit', () => this.alive--);
      w.on('error', () => {}); // a failed worker is reported by `collect`
      w.unref();
      port1.unref();
      this.workers.push(w);
      this.ports.push(port1);
    }
  }

  /** Worker threads that have not exited yet. */
  get threads(): number {
    return this.alive;
  }

  /** Posts one request per worker; `collect` then waits for their answers. */
  post(requests: readonly WorkerRequest[]): void {
    if (this.disposed) throw new Error('search: the worker pool was disposed');
    for (let i = 0; i < this.flags.length; i++) Atomics.store(this.flags, i, 0);
    for (const [i, r] of requests.entries()) this.ports[i]?.postMessage(r);
  }

  /** Blocks until every worker has answered; throws if one failed or never answered. */
  collect(): Found[] {
    return this.ports.map((port, i) => {
      const deadline = Date.now() + PATIENCE_MS;
      while (Atomics.load(this.flags, i) === 0) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`search: worker ${i} did not answer`);
        Atomics.wait(this.flags, i, 0, left);
      }
      const answer = receiveMessageOnPort(port)?.message as WorkerAnswer | undefined;
      if (!answer) throw new Error(`search: worker ${i} flagged an answer it did not send`);
      if ('error' in answer) throw new Error(`search: worker ${i} failed: ${answer.error}`);
      return answer;
    });
  }

  /** Stops every worker; resolves when all have exited. */
  async dispose(): Promise<void> {
    if (this.disposed) return;
    this.disposed = true;
    for (const p of this.ports) p.close();
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
