/** Claiming seats and handing an absent person's seat to a bot (the creator only). */
import { describe, expect, it } from 'vitest';
import { actor, claim, createMatch, join, latest, seatedMatch } from './support/table.ts';
import { servers } from './support/test-server.ts';

const serve = servers();
const people = (n: number) => Array.from({ length: n }, () => ({ kind: 'person' }));

describe('seats', { timeout: 30_000 }, () => {
  it('start the match once every person seat is claimed; a seat is claimed once', async () => {
    const t = await serve();
    const { id } = await createMatch(t, [...people(2), { kind: 'bot', bot: 'random' }]);
    expect((await t.request('GET', `/api/matches/${id}`)).body).toMatchObject({ phase: 'open' });
    const first = await claim(t, id, 0);
    const again = await t.request('POST', `/api/matches/${id}/seats/0/claim`, {});
    expect(again).toMatchObject({ status: 409, body: { code: 'SeatTaken' } });
    const bot = await t.request('POST', `/api/matches/${id}/seats/2/claim`, {});
    expect(bot).toMatchObject({ status: 409, body: { code: 'SeatIsBot' } });
    const waiting = await join(t, id, first);
    expect(latest(waiting).legal).toBeNull();
    await claim(t, id, 1);
    expect((await t.request('GET', `/api/matches/${id}`)).body).toMatchObject({ phase: 'running' });
    // Play starts: the seats get their legal lists in a fresh sync.
    const firstSync = waiting.frames.findIndex((f) => f.type === 'sync');
    const restart = await waiting.next('sync', () => true, { from: firstSync + 1 });
    expect(restart.version).toBe(0);
    const stored = await t.storage.seatClaims(id);
    expect(stored.map((c) => c.seat).sort()).toEqual([0, 1]);
    // Only the hash of a token is stored.
    expect(JSON.stringify(stored)).not.toContain(first);
    expect(stored.every((c) => /^[0-9a-f]{64}$/.test(c.tokenHash))).toBe(true);
  });

  it("hand a gone person's seat to a bot for the creator only, once the person has been gone long enough", async () => {
    const t = await serve({ config: { absentMs: 400 } });
    const table = await seatedMatch(t);
    const seat = actor(table);
    const path = `/api/matches/${table.id}/seats/${seat}/bot`;
    const auth = { authorization: `Bearer ${table.creatorToken}` };
    expect(await t.request('POST', path, { bot: 'random' })).toMatchObject({
      status: 401,
      body: { code: 'NoCreatorToken' },
    });
    expect(
      await t.request(
        'POST',
        path,
        { bot: 'random' },
        { authorization: `Bearer ${table.tokens[0]}` },
      ),
    ).toMatchObject({ status: 403, body: { code: 'NotCreator' } });
    expect(await t.request('POST', path, { bot: 'random' }, auth)).toMatchObject({
      status: 409,
      body: { code: 'SeatInUse' },
    });
    expect(await t.request('POST', path, { bot: 'nobody' }, auth)).toMatchObject({
      status: 400,
      body: { code: 'BadBot' },
    });
    const leaving = table.clients[seat];
    const watcher = table.clients[(seat + 1) % 3];
    if (!leaving || !watcher) throw new Error('setup');
    const from = watcher.frames.length;
    leaving.close();
    await watcher.next('presence', (f) => f.seats[seat]?.connected === false, { from });
    const early = await t.request('POST', path, { bot: 'random' }, auth);
    expect(early).toMatchObject({ status: 409, body: { code: 'NotAbsentLongEnough' } });
    await new Promise((resolve) => setTimeout(resolve, 450));
    const handed = await t.request('POST', path, { bot: 'heuristic:worker' }, auth);
    expect(handed.status).toBe(200);
    expect((handed.body as { seats: unknown[] }).seats[seat]).toMatchObject({
      kind: 'bot',
      name: 'heuristic:worker',
      connected: true,
    });
    // The bot takes the turn the person left: the watcher sees that seat's command.
    const played = await watcher.next('events', (f) => f.seat === seat);
    expect(played.version).toBe(1);
    // The old token no longer holds the seat.
    const stale = await t.request('GET', `/api/matches/${table.id}`);
    expect((stale.body as { seats: { claimed: boolean }[] }).seats[seat]?.claimed).toBe(false);
  });

  it('fill a seat nobody claimed with a bot at once', async () => {
    const t = await serve({ config: { absentMs: 3_600_000 } });
    const { id, creatorToken } = await createMatch(t, people(3));
    await claim(t, id, 0);
    await claim(t, id, 1);
    const r = await t.request(
      'POST',
      `/api/matches/${id}/seats/2/bot`,
      { bot: 'random' },
      {
        authorization: `Bearer ${creatorToken}`,
      },
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ phase: 'running' });
    expect((await t.storage.getMatch(id))?.seats[2]).toEqual({ kind: 'bot', bot: 'random' });
  });
});
