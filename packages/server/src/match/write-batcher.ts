/**
 * Group commit: every command record handed in during one turn of the event loop is written in
 * one `appendCommands` call (one transaction), and each caller's promise settles when its record
 * is durable or the write failed. One call is in flight at a time; records that arrive meanwhile
 * form the next batch. A batch that fails is retried match by match (nothing of it was written,
 * the call is all or none), so one bad match does not fail the others.
 */
import type { CommandRecord, Storage } from '../storage/types.ts';

interface Pending {
  readonly record: CommandRecord;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

export interface BatchStats {
  readonly onBatch?: (records: number) => void;
  readonly onFailure?: (error: unknown) => void;
}

export class WriteBatcher {
  private queued: Pending[] = [];
  private scheduled = false;
  private inFlight: Promise<void> | null = null;

  constructor(
    private readonly append: Storage['appendCommands'],
    private readonly stats: BatchStats = {},
  ) {}

  /** Resolves once `record` is stored; rejects if it could not be. */
  write(record: CommandRecord): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queued.push({ record, resolve, reject });
      this.schedule();
    });
  }

  /** Resolves when everything handed in so far has been written or has failed. */
  async flush(): Promise<void> {
    while (this.inFlight || this.queued.length > 0 || this.scheduled) {
      if (this.inFlight) await this.inFlight.catch(() => undefined);
      else await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.startBatch();
    });
  }

  private startBatch(): void {
    if (this.inFlight || this.queued.length === 0) return;
    const batch = this.queued;
    this.queued = [];
    this.inFlight = this.writeBatch(batch).finally(() => {
      this.inFlight = null;
      if (this.queued.length > 0) this.startBatch();
    });
  }

  private async writeBatch(batch: readonly Pending[]): Promise<void> {
    try {
      await this.call(batch);
      for (const p of batch) p.resolve();
      return;
    } catch (error: unknown) {
      this.stats.onFailure?.(error);
      const byMatch = groupByMatch(batch);
      if (byMatch.length === 1) {
        for (const p of batch) p.reject(error);
        return;
      }
    }
    // All or none was written: retry each match alone so only the culprit fails.
    for (const group of groupByMatch(batch)) {
      try {
        await this.call(group);
        for (const p of group) p.resolve();
      } catch (error: unknown) {
        this.stats.onFailure?.(error);
        for (const p of group) p.reject(error);
      }
    }
  }

  private async call(batch: readonly Pending[]): Promise<void> {
    this.stats.onBatch?.(batch.length);
    await this.append(batch.map((p) => p.record));
  }
}

function groupByMatch(batch: readonly Pending[]): Pending[][] {
  const groups = new Map<string, Pending[]>();
  for (const p of batch) {
    const group = groups.get(p.record.matchId);
    if (group) group.push(p);
    else groups.set(p.record.matchId, [p]);
  }
  return [...groups.values()];
}
