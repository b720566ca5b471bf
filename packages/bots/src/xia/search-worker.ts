/** A SearchBot worker thread: searches each decision it is sent and flags its answer. */
import { workerData } from 'node:worker_threads';
import { openDice, seedRandom } from '@drift/engine';
import { createXia, type XiaRuleset } from '@drift/xia';
import { corePack, type EmbersPack } from '@drift/xia/content';
import { HeuristicBot } from './heuristic.ts';
import type { WorkerAnswer, WorkerInit, WorkerRequest } from './search-pool.ts';
import { Searcher } from './searcher.ts';

const init = workerData as WorkerInit;
const flags = new Int32Array(init.flags);
const xia: XiaRuleset =
  init.content === 'core'
    ? createXia(corePack())
    : createXia(
        init.content.pack as Parameters<typeof createXia>[0],
        init.content.embers as EmbersPack,
      );
const searcher = new Searcher(xia, new HeuristicBot(xia.content, init.profile), init.settings);

init.port.on('message', (r: WorkerRequest) => {
  let answer: WorkerAnswer;
  try {
    const rng = openDice(seedRandom(`search-worker:${r.seed}`));
    const now = () => performance.now();
    answer = searcher.search(r.view, r.candidates, r.previous, rng, {
      iterations: r.iterations,
      ms: r.ms,
      now,
    });
  } catch (e) {
    answer = { error: e instanceof Error ? e.message : String(e) };
  }
  init.port.postMessage(answer);
  Atomics.store(flags, init.index, 1);
  Atomics.notify(flags, init.index);
});
