/**
 * Bot seats: they play through the same path as people, paced, thinking on worker threads so a
 * search with a time budget holds neither the event loop nor other matches.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, join, playOne, seatedMatch } from './support/table.ts';
import { servers } from './support/test-server.ts';

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
    const times: number[] = [];
    spectator.socket.on('message', (data) => {
      if (data.toString().startsWith('{"type":"events"')) times.push(performance.now());
    });
    await spectator.next('events', (f) => f.version === 4, { ms: 5000 });
    const gaps = times.slice(1).map((time, i) => time - (times[i] ?? 0));
    expect(gaps.length).toBeGreaterThanOrEqual(2);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(140);
  });

  it('think off the event loop: people in another match are answered while a search bot thinks', async () => {
    const t = await serve({ config: { botThreads: 1, botMaxMs: 2000 } });
    const { id } = await createMatch(t, [
      { kind: 'bot', bot: 'search:1500ms' },
      { kind: 'bot', bot: 'search:1500ms' },
      { kind: 'bot', bot: 'search:1500ms' },
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
    // On the main thread a 1.5 s search would hold some of these for up to 1.5 s.
    expect(slowest.ms).toBeLessThan(700);
    expect(spectator.isClosed).toBe(false);
  });
});
