/** A bot worker thread: answers decisions for the bot seats pinned to it. */
import { parentPort } from 'node:worker_threads';
import { createXia } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { BotTable } from './bot-table.ts';
import type { ToWorker } from './pool.ts';

const port = parentPort;
if (!port) throw new Error('worker.ts runs only as a worker thread');
const table = new BotTable(createXia(corePack()));
port.on('message', (message: ToWorker) => {
  if (message.type === 'forget') {
    table.forget(message.key);
    return;
  }
  try {
    port.postMessage({ id: message.id, index: table.choose(message.decision) });
  } catch (error: unknown) {
    port.postMessage({
      id: message.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
port.postMessage({ ready: true });
