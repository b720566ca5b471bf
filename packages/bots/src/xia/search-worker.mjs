// A search worker thread's entry: teach it TypeScript through tsx, then load the real worker.
// If loading fails, every request is answered with the reason, so the caller never hangs.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

try {
  register();
  await import('./search-worker.ts');
} catch (e) {
  const { port, flags, index } = workerData;
  const flag = new Int32Array(flags);
  port.on('message', () => {
    port.postMessage({ error: `the worker did not load: ${e instanceof Error ? e.message : e}` });
    Atomics.store(flag, index, 1);
    Atomics.notify(flag, index);
  });
}
