/**
 * Bots thinking on the main thread (`botThreads: 0`): for tests and tiny setups only, since a
 * search with a time budget holds the event loop for its whole budget.
 */
import type { XiaRuleset } from '@drift/xia';
import { BotTable } from './bot-table.ts';
import type { BotThinker, Decision } from './thinker.ts';

export class InThreadThinker implements BotThinker {
  private readonly table: BotTable;

  constructor(xia: XiaRuleset) {
    this.table = new BotTable(xia);
  }

  async choose(decision: Decision, _timeoutMs?: number): Promise<number> {
    // Let the socket that triggered this decision be answered first.
    await new Promise((resolve) => setImmediate(resolve));
    return this.table.choose(decision);
  }

  forget(key: string): void {
    this.table.forget(key);
  }

  async close(): Promise<void> {}
}
