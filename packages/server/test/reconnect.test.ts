/** Versions, resync, presence and reconnecting with the same token. */
import { describe, expect, it } from 'vitest';
import { CLOSE } from '../src/protocol.ts';
import { actor, join, latest, playOne, seatedMatch, stillPlays } from './support/table.ts';
import { servers } from './support/test-server.ts';

const serve = servers();

describe('versions and reconnection', { timeout: 30_000 }, () => {
  it('raises the version by one per accepted command, the same on every socket', async () => {
    const t = await serve();
    const table = await seatedMatch(t);
    for (let i = 1; i <= 5; i++) expect(await playOne(table)).toBe(i);
    for (const c of table.clients) {
      const versions = c.frames.flatMap((f) => (f.type === 'events' ? [f.version] : []));
      expect(versions).toEqual([1, 2, 3, 4, 5]);
    }
  });

  it('answers resync with the whole view at the current version (after a gap)', async () => {
    const t = await serve();
    const table = await seatedMatch(t);
    const spectator = await join(t, table.id);
    table.clients.push(spectator);
    table.seqs.push(0);
    await playOne(table);
    await playOne(table);
    // The spectator acts as if it missed version 1: it asks for the whole picture again.
    const from = spectator.frames.length;
    spectator.send({ type: 'resync' });
    const sync = await spectator.next('sync', () => true, { from });
    expect(sync.version).toBe(2);
    expect(sync.viewing).toBe('spectator');
    expect(sync.legal).toBeNull();
    // It is the view a newcomer gets at that version.
    const newcomer = await join(t, table.id);
    expect((await newcomer.next('sync')).view).toEqual(sync.view);
    // And the seat that must act gets its legal list in its resync.
    const seat = actor(table);
    const client = table.clients[seat];
    client?.send({ type: 'resync' });
    const own = await client?.next('sync', (f) => f.version === 2, { from: client.frames.length });
    expect(own?.legal).toEqual(latest(client ?? spectator).legal);
    expect(own?.legal?.length).toBeGreaterThan(0);
  });

  it('takes a person back with the same token, with presence for everyone', async () => {
    const t = await serve();
    const table = await seatedMatch(t);
    const away = (actor(table) + 1) % 3;
    const leaving = table.clients[away];
    const watcher = table.clients[(away + 1) % 3];
    if (!leaving || !watcher) throw new Error('setup');
    let from = watcher.frames.length;
    leaving.close();
    const gone = await watcher.next('presence', (f) => f.seats[away]?.connected === false, {
      from,
    });
    expect(gone.seats[away]).toMatchObject({ kind: 'person', claimed: true, connected: false });
    // Play goes on while the seat is away (the others keep acting).
    const rest = { ...table, clients: table.clients.filter((c) => c !== leaving) };
    await playOne(rest);
    from = watcher.frames.length;
    const back = await join(t, table.id, table.tokens[away]);
    const sync = back.frames.find((f) => f.type === 'sync');
    expect(sync).toMatchObject({ version: 1, viewing: { seat: away } });
    await watcher.next('presence', (f) => f.seats[away]?.connected === true, { from });
    table.clients[away] = back;
    table.seqs[away] = 0;
    await stillPlays(table);
  });

  it('replaces an older socket of the same seat with a newer one (Replaced)', async () => {
    const t = await serve();
    const table = await seatedMatch(t);
    const seat = actor(table);
    const older = table.clients[seat];
    if (!older) throw new Error('setup');
    const newer = await join(t, table.id, table.tokens[seat]);
    expect(await older.closeFrame()).toEqual({
      code: CLOSE.Replaced,
      reason: 'a newer connection took this seat',
    });
    expect(latest(newer).legal?.length).toBeGreaterThan(0);
    table.clients[seat] = newer;
    table.seqs[seat] = 0;
    await stillPlays(table);
    // Still one connection for the seat, connected.
    const summary = await t.request('GET', `/api/matches/${table.id}`);
    expect(
      (summary.body as { seats: { connected: boolean }[] }).seats.every((s) => s.connected),
    ).toBe(true);
  });
});
