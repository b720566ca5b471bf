/**
 * Bot seats: they play through the same path as people, paced, thinking on worker threads so a
 * search with a time budget holds neither the event loop nor other matches.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, join, playOne, seatedMatch } from './support/table.ts';
import { servers, startTestServer } from './support/test-server.ts';

const serve = servers();

describe('bot seats', { timeout: 60_000 }, () => {
  it('play a match of bots alone to the end, thinking on a worker thread', async () => {
    const t = await serve({ config: { botThreads: 1 } });
    const { id } = await createMatch(
      t,
      [
        { kind: 'bot', bot: 'heuristic:explorer' },
        { kind: 'bot', bot: 'heuristic:pirate' },
        { kind: 'bot', bot: 'random' },
      ],
      { preset: 'firstGame', fameTarget: 3 },
    );
    const spectator = await join(t, id);
    const end = await spectator.next('finished', () => true, { ms: 50_000 });
    const events = spectator.frames.flatMap((f) => (f.type === 'events' ? [f.version] : []));
    expect(events).toEqual(Array.from({ length: end.version }, (_, i) => i + 1));
    expect((await t.storage.getMatch(id))?.phase).toBe('finished');
    const decisions = (await t.server.metrics.botDecisions.get()).values;
    expect(decisions.find((v) => v.labels.outcome === 'chosen')?.value).toBe(end.version);
    expect(decisions.find((v) => v.labels.outcome === 'fallback')).toBeUndefined();
  });

  it('are paced: a bot waits the bot delay after the last command before its own', async () => {
    const t = await serve({ config: { botDelayMs: 150 } });
    const { id } = await createMatch(t, [
      { kind: 'bot', bot: 'random' },
      { kind: 'bot', bot: 'random' },
      { kind: 'bot', bot: 'random' },
    ]);
    const spectator = await join(t, id);
    await spectator.next('events', (f) => f.version === 4, { ms: 5000 });
    // Each command is made (its record stamped) at least the delay after the one before was stored.
    const records = await t.storage.commandsAfter(id, 0);
    const gaps = records.slice(1).map((r, i) => r.at - (records[i]?.at ?? 0));
    expect(gaps.length).toBeGreaterThanOrEqual(3);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(150);
  });

  it('think off the event loop: people in another match are answered while a search bot thinks', async () => {
    const t = await serve({ config: { botThreads: 1, botMaxMs: 4000 } });
    const { id } = await createMatch(t, [
      { kind: 'bot', bot: 'search:3000ms' },
      { kind: 'bot', bot: 'search:3000ms' },
      { kind: 'bot', bot: 'search:3000ms' },
    ]);
    const spectator = await join(t, id);
    const table = await seatedMatch(t);
    // Wait until the search is under way (setup choices are quick; give it a moment).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const slowest = { ms: 0 };
    for (let i = 0; i < 8; i++) {
      const started = performance.now();
      await playOne(table);
      slowest.ms = Math.max(slowest.ms, performance.now() - started);
    }
    // On the main thread a 3 s search would hold some of these for up to 3 s; off it, even a
    // loaded machine answers each in far less than 2 s (a wide margin, not a speed figure).
    expect(slowest.ms).toBeLessThan(2000);
    expect(spectator.isClosed).toBe(false);
  });

  it('go on after a restart without anyone watching', async () => {
    const first = await startTestServer({ config: { botDelayMs: 20 }, removeDir: false });
    const { id } = await createMatch(first, [
      { kind: 'bot', bot: 'random' },
      { kind: 'bot', bot: 'random' },
      { kind: 'bot', bot: 'random' },
    ]);
    const reached = async (t: typeof first, version: number) => {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        if (((await t.storage.getMatch(id))?.version ?? 0) >= version) return true;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return false;
    };
    expect(await reached(first, 3)).toBe(true);
    await first.stop();
    const second = await serve({ dir: first.dir, removeDir: true, config: { botDelayMs: 20 } });
    const at = (await second.storage.getMatch(id))?.version ?? 0;
    expect(await reached(second, at + 3)).toBe(true);
  });
});
