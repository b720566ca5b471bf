/** Group commit: one appendCommands per event-loop turn, one call in flight, failures kept to their match. */
import { describe, expect, it } from 'vitest';
import { WriteBatcher } from '../src/match/write-batcher.ts';
import type { CommandRecord } from '../src/storage/types.ts';

const record = (matchId: string, version: number): CommandRecord => ({
  matchId,
  version,
  seat: 0,
  command: { type: 'EndActions' },
  events: [],
  at: 0,
});

describe('WriteBatcher', () => {
  it('writes every record handed in during one turn of the event loop in one call', async () => {
    const calls: string[][] = [];
    const batcher = new WriteBatcher(async (records) => {
      calls.push(records.map((r) => `${r.matchId}@${r.version}`));
    });
    await Promise.all([
      batcher.write(record('a', 1)),
      batcher.write(record('b', 1)),
      batcher.write(record('c', 1)),
    ]);
    expect(calls).toEqual([['a@1', 'b@1', 'c@1']]);
  });

  it('keeps one call in flight; what arrives meanwhile is the next batch', async () => {
    const calls: number[] = [];
    let release: () => void = () => undefined;
    const batcher = new WriteBatcher(async (records) => {
      calls.push(records.length);
      if (calls.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const first = batcher.write(record('a', 1));
    await new Promise((resolve) => setImmediate(resolve));
    const later = [batcher.write(record('b', 1)), batcher.write(record('c', 1))];
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual([1]);
    release();
    await Promise.all([first, ...later]);
    expect(calls).toEqual([1, 2]);
  });

  it('resolves a record only after its call resolved, and rejects it when the call failed', async () => {
    const order: string[] = [];
    const batcher = new WriteBatcher(async () => {
      order.push('stored');
      throw new Error('disk full');
    });
    const written = batcher.write(record('a', 1)).then(
      () => order.push('resolved'),
      () => order.push('rejected'),
    );
    await written;
    expect(order).toEqual(['stored', 'rejected']);
  });

  it('retries a failed batch match by match, so only the culprit fails', async () => {
    const calls: string[][] = [];
    const batcher = new WriteBatcher(async (records) => {
      calls.push(records.map((r) => r.matchId));
      if (records.some((r) => r.matchId === 'bad')) throw new Error('version conflict');
    });
    const results = await Promise.allSettled([
      batcher.write(record('a', 1)),
      batcher.write(record('bad', 7)),
      batcher.write(record('a', 2)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(calls).toEqual([['a', 'bad', 'a'], ['a', 'a'], ['bad']]);
  });

  it('flush waits for everything handed in', async () => {
    let stored = 0;
    const batcher = new WriteBatcher(async (records) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      stored += records.length;
    });
    void batcher.write(record('a', 1));
    void batcher.write(record('b', 1));
    await batcher.flush();
    expect(stored).toBe(2);
  });
});
