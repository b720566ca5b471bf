/**
 * Plays a simulation's games on worker threads (or in this thread). Games are handed out by
 * index as workers free up, and results are stored by index, so the output does not depend on
 * the number of workers or their timing.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Registry } from '@drift/bots';
import { planGame, type SimConfig } from './config.ts';
import { type PlayedRecord, playPlanned } from './game.ts';

/** What a worker is started with. */
export interface WorkerInit {
  readonly config: SimConfig;
  /** The game whose commands are kept, or null. */
  readonly keep: number | null;
}

export interface PoolOptions {
  /** Worker threads; 0 or 1 plays in this thread. Default: every core. */
  readonly workers?: number;
  /** The game whose commands are kept (to save as a match file). */
  readonly keep?: number | null;
  /** Called after each game with the number done so far. */
  readonly onGame?: (done: number, total: number) => void;
  /** Extra bots (tests); only in this thread. */
  readonly registry?: Registry;
}

/** Every core the machine offers. */
export const allCores = (): number => availableParallelism();

/** Plays every game of `config`; the result is in game order. */
export async function runGames(
  config: SimConfig,
  options: PoolOptions = {},
): Promise<PlayedRecord[]> {
  const workers = Math.min(options.workers ?? allCores(), config.games);
  const keep = options.keep ?? null;
  if (workers <= 1) return inThread(config, keep, options);
  if (options.registry) throw new Error('a custom bot registry runs only with --workers 1');
  return onWorkers(config, keep, workers, options.onGame);
}

async function inThread(config: SimConfig, keep: number | null, options: PoolOptions) {
  const out: PlayedRecord[] = [];
  for (let index = 0; index < config.games; index++) {
    const plan = planGame(config, index);
    const registry = options.registry ? { registry: options.registry } : {};
    out.push(playPlanned(plan, config, { ...registry, keepCommands: index === keep }));
    options.onGame?.(index + 1, config.games);
    // Let timers (the progress bar) run between games.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return out;
}

function onWorkers(
  config: SimConfig,
  keep: number | null,
  count: number,
  onGame: PoolOptions['onGame'],
): Promise<PlayedRecord[]> {
  const entry = new URL('./worker.mjs', import.meta.url);
  const init: WorkerInit = { config, keep };
  const results: (PlayedRecord | undefined)[] = new Array(config.games);
  const pool: Worker[] = [];
  let next = 0;
  let done = 0;
  return new Promise((resolve, reject) => {
    const stop = (error: Error | null) => {
      for (const w of pool) void w.terminate();
      if (error) reject(error);
      else resolve(results as PlayedRecord[]);
    };
    const feed = (w: Worker) => {
      if (next < config.games) w.postMessage(next++);
    };
    for (let i = 0; i < count; i++) {
      // execArgv is not inherited: the entry registers tsx itself.
      const w = new Worker(entry, { workerData: init, execArgv: [] });
      pool.push(w);
      w.on('message', (m: { index: number; played: PlayedRecord }) => {
        results[m.index] = m.played;
        done++;
        onGame?.(done, config.games);
        if (done === config.games) stop(null);
        else feed(w);
      });
      w.on('error', (e) => stop(new Error(`a simulation worker failed: ${e.message}`)));
      w.on('exit', (code) => {
        if (done < config.games && code !== 0)
          stop(new Error(`a simulation worker stopped (exit code ${code})`));
      });
      feed(w);
    }
  });
}
