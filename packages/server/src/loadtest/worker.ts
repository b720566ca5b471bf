/**
 * A load client thread: sets up its share of the matches, then plays them on the main thread's
 * word (go, record on and off, stop) and hands back its counts and how busy its event loop was.
 */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { Fleet } from './fleet.ts';
import type { Control } from './seat-client.ts';
import { emptyCounts } from './stats.ts';
import type { FromLoadWorker, LoadWorkerData, ToLoadWorker } from './thread-messages.ts';

const port = parentPort;
if (!port) throw new Error('loadtest/worker.ts runs only as a worker thread');
const data = workerData as LoadWorkerData;
const counts = emptyCounts();
const control: Control = { acting: false, recording: false, stopping: false };
const fleet = new Fleet({
  http: data.http,
  matches: data.matches,
  seats: data.seats,
  counts,
  control,
  ...(data.matchOptions ? { matchOptions: data.matchOptions } : {}),
});
const send = (message: FromLoadWorker) => port.postMessage(message);
let busyFrom = performance.eventLoopUtilization();
let busy = 0;

port.on('message', (message: ToLoadWorker) => {
  switch (message.type) {
    case 'go':
      fleet.go();
      return;
    case 'record':
      control.recording = message.on;
      if (message.on) busyFrom = performance.eventLoopUtilization();
      else busy = performance.eventLoopUtilization(busyFrom).utilization;
      return;
    case 'stop': {
      const live = fleet.size;
      void fleet.stop().then(() => send({ type: 'report', counts, busy, live }));
      return;
    }
    default: {
      const never: never = message;
      throw new Error(`unknown message ${JSON.stringify(never)}`);
    }
  }
});
void fleet.start().then(() => send({ type: 'ready', live: fleet.size }));
