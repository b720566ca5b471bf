/**
 * The load test against a running server: client threads set up `matches` matches of `seats`
 * scripted seats each, then every seat answers its legal lists as fast as it can. After a
 * warm-up the clients count for `seconds`; the server's own figures (memory, CPU, its counters)
 * are read from its /metrics before the matches, once they are set up, and at the window's
 * two ends.
 */
import { loadavg } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { type Scraped, scrapeMetrics } from './scrape.ts';
import { type LoadCounts, percentiles, sumCounts } from './stats.ts';
import type { FromLoadWorker, LoadWorkerData, ToLoadWorker } from './thread-messages.ts';

export interface LoadSettings {
  /** The server's HTTP address (loopback). */
  readonly http: string;
  readonly matches: number;
  readonly seats: number;
  /** The measured window. */
  readonly seconds: number;
  /** Play before the window opens (not counted). */
  readonly warmupSeconds: number;
  /** Client threads the matches are shared among. */
  readonly threads: number;
  readonly matchOptions?: Record<string, unknown>;
  /** Resolves (with a reason) when the run must stop early: its threads end, it rejects. */
  readonly stop?: Promise<string>;
}

/** The run was stopped early (a signal): no figures. */
export class LoadStopped extends Error {
  constructor(readonly reason: string) {
    super(`stopped by ${reason} before the figures were complete`);
    this.name = 'LoadStopped';
  }
}

/** The server's figures at one moment. */
export interface ServerSample {
  readonly at: number;
  readonly metrics: Scraped;
}

export interface LoadResult {
  readonly settings: LoadSettings;
  readonly setupSeconds: number;
  /** The window as measured (wall time). */
  readonly windowSeconds: number;
  readonly counts: LoadCounts;
  readonly latency: {
    readonly p50: number;
    readonly p95: number;
    readonly p99: number;
    readonly max: number;
  };
  /** Each client thread's event loop utilisation over the window. */
  readonly clientBusy: readonly number[];
  /** Matches live when the window closed. */
  readonly liveAtEnd: number;
  readonly server: {
    readonly before: ServerSample;
    readonly setUp: ServerSample;
    readonly windowStart: ServerSample;
    readonly windowEnd: ServerSample;
  };
  /** 1-minute load average at the start and at the end, and the cores. */
  readonly load: { readonly start: number; readonly end: number };
}

const ENTRY = new URL('./worker.mjs', import.meta.url);

async function sample(http: string): Promise<ServerSample> {
  return { at: performance.now(), metrics: await scrapeMetrics(http) };
}

class ClientThread {
  readonly worker: Worker;
  private waiting: ((m: FromLoadWorker) => void)[] = [];
  readonly failed: Promise<never>;

  constructor(data: LoadWorkerData) {
    this.worker = new Worker(ENTRY, { workerData: data });
    this.worker.on('message', (m: FromLoadWorker) => {
      const waiting = this.waiting;
      this.waiting = [];
      for (const w of waiting) w(m);
    });
    this.failed = new Promise((_, reject) => {
      this.worker.once('error', reject);
      this.worker.once('exit', (code) => reject(new Error(`a client thread exited (${code})`)));
    });
    this.failed.catch(() => undefined);
  }

  tell(message: ToLoadWorker): void {
    this.worker.postMessage(message);
  }

  next<T extends FromLoadWorker['type']>(type: T): Promise<Extract<FromLoadWorker, { type: T }>> {
    const got = new Promise<Extract<FromLoadWorker, { type: T }>>((resolve) => {
      const wait = (m: FromLoadWorker) => {
        if (m.type === type) resolve(m as Extract<FromLoadWorker, { type: T }>);
        else this.waiting.push(wait);
      };
      this.waiting.push(wait);
    });
    return Promise.race([got, this.failed]);
  }
}

/** Shares `total` among `parts` as evenly as whole numbers allow. */
export function share(total: number, parts: number): number[] {
  return Array.from(
    { length: parts },
    (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0),
  );
}

export async function runLoad(
  settings: LoadSettings,
  progress: (line: string) => void = () => undefined,
): Promise<LoadResult> {
  const { http } = settings;
  const stopped = (settings.stop ?? new Promise<string>(() => undefined)).then((reason) => {
    throw new LoadStopped(reason);
  });
  stopped.catch(() => undefined);
  /** Waits for `p` unless the run is stopped first. */
  const until = <T>(p: Promise<T>): Promise<T> => Promise.race([p, stopped]);
  // Waits end with the run, so a stopped run leaves no timer behind.
  const ending = new AbortController();
  const sleep = (ms: number) => delay(ms, undefined, { signal: ending.signal });
  const loadStart = loadavg()[0] ?? Number.NaN;
  const before = await sample(http);
  const shares = share(settings.matches, settings.threads).filter((n) => n > 0);
  const threads = shares.map(
    (matches) =>
      new ClientThread({
        http,
        matches,
        seats: settings.seats,
        ...(settings.matchOptions ? { matchOptions: settings.matchOptions } : {}),
      }),
  );
  try {
    const setupFrom = performance.now();
    progress(
      `Setting up ${settings.matches} matches of ${settings.seats} seats on ${threads.length} client thread(s)…`,
    );
    await until(Promise.all(threads.map((t) => t.next('ready'))));
    const setupSeconds = (performance.now() - setupFrom) / 1000;
    const setUp = await until(sample(http));
    progress(
      `Set up in ${setupSeconds.toFixed(1)} s; playing, ${settings.warmupSeconds} s of warm-up then ${settings.seconds} s measured…`,
    );
    for (const t of threads) t.tell({ type: 'go' });
    await until(sleep(settings.warmupSeconds * 1000));
    const windowStart = await until(sample(http));
    for (const t of threads) t.tell({ type: 'record', on: true });
    const opened = performance.now();
    await until(sleep(settings.seconds * 1000));
    for (const t of threads) t.tell({ type: 'record', on: false });
    const windowSeconds = (performance.now() - opened) / 1000;
    const windowEnd = await until(sample(http));
    const reports = threads.map((t) => t.next('report'));
    for (const t of threads) t.tell({ type: 'stop' });
    const done = await until(Promise.all(reports));
    const counts = sumCounts(done.map((r) => r.counts));
    const [p50, p95, p99, max] = percentiles(counts.latencies, [50, 95, 99, 100]);
    return {
      settings,
      setupSeconds,
      windowSeconds,
      counts,
      latency: {
        p50: p50 ?? Number.NaN,
        p95: p95 ?? Number.NaN,
        p99: p99 ?? Number.NaN,
        max: max ?? Number.NaN,
      },
      clientBusy: done.map((r) => r.busy),
      liveAtEnd: done.reduce((n, r) => n + r.live, 0),
      server: { before, setUp, windowStart, windowEnd },
      load: { start: loadStart, end: loadavg()[0] ?? Number.NaN },
    };
  } finally {
    ending.abort();
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }
}
