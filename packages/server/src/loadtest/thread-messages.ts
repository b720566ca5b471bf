/** What the load test's main thread and its client threads say to each other. */
import type { LoadCounts } from './stats.ts';

export interface LoadWorkerData {
  readonly http: string;
  readonly matches: number;
  readonly seats: number;
  readonly matchOptions?: Record<string, unknown>;
}

export type ToLoadWorker =
  | { readonly type: 'go' }
  | { readonly type: 'record'; readonly on: boolean }
  | { readonly type: 'stop' };

export type FromLoadWorker =
  | { readonly type: 'ready'; readonly live: number }
  | {
      readonly type: 'report';
      readonly counts: LoadCounts;
      /** Event loop utilisation of the thread while recording (1: never idle). */
      readonly busy: number;
      readonly live: number;
    };
