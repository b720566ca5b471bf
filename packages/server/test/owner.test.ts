/**
 * The owner's write path: nothing is acknowledged before it is stored, a failed write reloads
 * the match, snapshots are kept every N commands, and a match unloaded (idle, or by a restart)
 * comes back as it was.
 */
import { stateHash } from '@drift/engine';
import { describe, expect, it } from 'vitest';
import { xiaGame } from '../src/game.ts';
import { loadMatch } from '../src/storage/load.ts';
import { actor, join, latest, playOne, seatedMatch, stillPlays } from './support/table.ts';
import { servers, startTestServer } from './support/test-server.ts';

const serve = servers();

describe('the match owner', { timeout: 30_000 }, () => {
  it('never acknowledges a command it could not store; it reloads and plays on', async () => {
    const t = await serve();
    const table = await seatedMatch(t);
    await playOne(table);
    const seat = actor(table);
    const client = table.clients[seat];
    if (!client) throw new Error('setup');
    const { legal } = latest(client);
    const watchers = table.clients.map((c) => c.frames.length);
    t.storage.failAppends = 1;
    table.seqs[seat] = (table.seqs[seat] ?? 0) + 1;
    const seq = table.seqs[seat] ?? 0;
    client.send({ type: 'command', match: table.id, seq, command: legal?.[0] });
    const rejected = await client.next('rejected', (f) => f.seq === seq);
    expect(rejected.code).toBe('NotSaved');
    // Every socket gets the reloaded match, at the stored version; nobody saw an event or an ack.
    for (const [i, c] of table.clients.entries()) {
      const sync = await c.next('sync', () => true, { from: watchers[i] ?? 0 });
      expect(sync.version).toBe(1);
      const since = c.frames.slice(watchers[i]);
      expect(since.filter((f) => f.type === 'events' || f.type === 'accepted')).toEqual([]);
    }
    expect((await t.storage.getMatch(table.id))?.version).toBe(1);
    expect((await t.server.metrics.writeFailures.get()).values[0]?.value).toBe(1);
    await stillPlays(table);
    expect((await t.storage.getMatch(table.id))?.version).toBe(3);
  });

  it('keeps a snapshot with its hash every N commands, and a restart resumes from it', async () => {
    const first = await startTestServer({ config: { snapshotEvery: 3 }, removeDir: false });
    const table = await seatedMatch(first);
    for (let i = 0; i < 7; i++) await playOne(table);
    const hashes = await first.storage.snapshotHashes(table.id);
    expect(hashes.map((h) => h.version)).toEqual([3, 6]);
    const resumed = await loadMatch(first.storage, xiaGame().ruleset, table.id);
    if (!resumed.ok) throw new Error(resumed.error.message);
    expect(resumed.value).toMatchObject({ version: 7, from: 6 });
    await first.stop();
    for (const c of table.clients) expect((await c.closeFrame()).code).toBe(1001);

    const second = await serve({ dir: first.dir, removeDir: true, config: { snapshotEvery: 3 } });
    const again = { ...table, clients: [] as typeof table.clients, seqs: table.seqs.map(() => 0) };
    for (const token of table.tokens) again.clients.push(await join(second, table.id, token));
    for (const c of again.clients) expect(latest(c).version).toBe(7);
    await stillPlays(again);
    // 9 commands: a new snapshot at 9, and its state is the one a replay from setup reaches.
    const loaded = await loadMatch(second.storage, xiaGame().ruleset, table.id);
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.value).toMatchObject({ version: 9, from: 9 });
    const whole = await loadMatch(second.storage, xiaGame().ruleset, table.id, { from: 'setup' });
    if (!whole.ok) throw new Error(whole.error.message);
    expect(stateHash(loaded.value.state)).toBe(stateHash(whole.value.state));
  });

  it('unloads a match nobody watches and loads it again on demand', async () => {
    const t = await serve({ config: { idleUnloadMs: 1000 } });
    const table = await seatedMatch(t);
    await playOne(table);
    expect(t.server.owners.peek(table.id)).toBeDefined();
    for (const c of table.clients) c.close();
    const deadline = Date.now() + 5000;
    while (t.server.owners.peek(table.id) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(t.server.owners.peek(table.id)).toBeUndefined();
    // The lobby still knows it, from storage.
    const summary = await t.request('GET', `/api/matches/${table.id}`);
    expect(summary.body).toMatchObject({ phase: 'running', version: 1 });
    const again = { ...table, clients: [] as typeof table.clients, seqs: table.seqs.map(() => 0) };
    for (const token of table.tokens) again.clients.push(await join(t, table.id, token));
    expect(t.server.owners.peek(table.id)).toBeDefined();
    await stillPlays(again);
    expect((await t.storage.getMatch(table.id))?.version).toBe(3);
  });
});
