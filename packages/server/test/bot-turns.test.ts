/** A match's bot turns without a server: fallbacks when a bot fails, and stopping when refused. */
import { describe, expect, it, vi } from 'vitest';
import type { BotThinker, Decision } from '../src/bots/thinker.ts';
import { serverConfig } from '../src/config.ts';
import { type BotDecision, type BotHost, BotTurns } from '../src/match/bot-turns.ts';
import { createMetrics } from '../src/metrics.ts';

const silent = {
  error: () => undefined,
  warn: () => undefined,
} as unknown as BotHost['log'];

/** A match where a bot must act at each version until `until`, accepting what `accepts` says. */
function fakeMatch(accepts: (command: unknown) => boolean, until = 5) {
  let version = 0;
  const played: unknown[] = [];
  const host: BotHost = {
    id: 'm',
    log: silent,
    nextDecision: (): BotDecision | null =>
      version < until
        ? { seat: 1, label: 'random', version, view: {}, legal: ['a', 'b', 'c'] }
        : null,
    lastAccepted: () => 0,
    play: async (_seat, command) => {
      played.push(command);
      if (!accepts(command)) return false;
      version++;
      return true;
    },
  };
  return { host, played, version: () => version };
}

const thinker = (choose: (d: Decision) => Promise<number>): BotThinker => ({
  choose,
  forget: () => undefined,
  close: async () => undefined,
});

async function settle(turns: BotTurns): Promise<void> {
  for (let i = 0; i < 200 && turns.busy; i++)
    await new Promise((resolve) => setTimeout(resolve, 1));
}

const deps = (t: BotThinker) => ({
  thinker: t,
  config: serverConfig({ botDelayMs: 0 }),
  metrics: createMetrics({ defaults: false }),
  now: () => 0,
});

describe('bot turns', () => {
  it('play one decision after another, each from the version it was made at', async () => {
    const match = fakeMatch(() => true);
    const seen: number[] = [];
    const choose = async (d: Decision) => {
      seen.push(d.version);
      return 1;
    };
    const turns = new BotTurns(match.host, deps(thinker(choose)));
    turns.schedule();
    await settle(turns);
    expect(match.version()).toBe(5);
    expect(seen).toEqual([0, 1, 2, 3, 4]);
    expect(match.played).toEqual(['b', 'b', 'b', 'b', 'b']);
  });

  it('play a random legal command when the bot fails, and count it', async () => {
    const match = fakeMatch(() => true, 3);
    const d = deps(
      thinker(async () => {
        throw new Error('the worker died');
      }),
    );
    const turns = new BotTurns(match.host, d);
    turns.schedule();
    await settle(turns);
    expect(match.version()).toBe(3);
    for (const c of match.played) expect(['a', 'b', 'c']).toContain(c);
    expect((await d.metrics.botDecisions.get()).values).toMatchObject([
      { labels: { outcome: 'fallback' }, value: 3 },
    ]);
  });

  it('try a random command after a refusal, and stop after two in a row', async () => {
    // The bot always picks 'c', which the rules refuse; the random pick after it ('a') is played.
    const refuseC = fakeMatch((c) => c !== 'c', 3);
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    try {
      const turns = new BotTurns(refuseC.host, deps(thinker(async () => 2)));
      turns.schedule();
      await settle(turns);
      expect(refuseC.played).toEqual(['c', 'a', 'c', 'a', 'c', 'a']);
      expect(turns.stalled).toBe(false);
    } finally {
      random.mockRestore();
    }

    const refuseAll = fakeMatch(() => false);
    const stuck = new BotTurns(refuseAll.host, deps(thinker(async () => 0)));
    stuck.schedule();
    await settle(stuck);
    expect(stuck.stalled).toBe(true);
    expect(refuseAll.played).toHaveLength(2);
  });
});
