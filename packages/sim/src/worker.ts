/** A pool worker: plays the game index it is sent and posts back the played record. */
import { parentPort, workerData } from 'node:worker_threads';
import { planGame } from './config.ts';
import { playPlanned } from './game.ts';
import type { WorkerInit } from './pool.ts';

const { config, keep } = workerData as WorkerInit;
const port = parentPort;
if (!port) throw new Error('worker.ts runs only as a worker thread');
port.on('message', (index: number) => {
  const played = playPlanned(planGame(config, index), config, { keepCommands: index === keep });
  port.postMessage({ index, played });
});
