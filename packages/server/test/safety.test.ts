/**
 * What a client may not do: each case is refused with its code (or its socket closed with its
 * close code and a reason), and afterwards the match still works for the others.
 */
import { describe, expect, it } from 'vitest';
import { CLOSE } from '../src/protocol.ts';
import { actor, join, latest, playOne, seatedMatch, stillPlays } from './support/table.ts';
import { servers } from './support/test-server.ts';
import { TestClient } from './support/ws-client.ts';

const serve = servers();

describe('socket safety', { timeout: 30_000 }, () => {
  it('refuses malformed JSON, unknown types, bad fields and binary frames, and plays on', async () => {
    const t = await serve();
    const table = await seatedMatch(t);
    const bad = table.clients[(actor(table) + 1) % 3];
    if (!bad) throw new Error('no client');
    const cases: [string | Buffer, string][] = [
      ['{"type": "command", ', 'MalformedJson'],
      ['{"type":"teleport","to":"everywhere"}', 'UnknownMessage'],
      ['{"type":"resync","please":true}', 'BadMessage'],
      [Buffer.from([1, 2, 3]), 'BinaryFrame'],
    ];
    for (const [frame, code] of cases) {
      const from = bad.frames.length;
      if (typeof frame === 'string') bad.send(frame);
      else bad.socket.send(frame);
      const rejected = await bad.next('rejected', () => true, { from });
      expect(rejected).toMatchObject({ code, seq: null });
      expect(rejected.message.length).toBeGreaterThan(10);
    }
    expect(bad.isClosed).toBe(false);
    await stillPlays(table);
  });

  it('lets a seat act only for itself: a command when another must act is NotYourTurn', async () => {
    const t = await serve();
    const table = await seatedMatch(t);
    const seat = actor(table);
    const other = (seat + 1) % 3;
    const intruder = table.clients[other];
    const acting = table.clients[seat];
    if (!intruder || !acting) throw new Error('setup');
    const { legal, version } = latest(acting);
    if (!legal) throw new Error('setup');
    intruder.send({ type: 'command', match: table.id, seq: 1, command: legal[0] });
    table.seqs[other] = 1;
    expect(await intruder.next('rejected')).toMatchObject({ seq: 1, code: 'NotYourTurn' });
    expect(latest(intruder).version).toBe(version);
    await stillPlays(table);
  });

  it('refuses commands from spectators', async () => {
    const t = await serve();
    const table = await seatedMatch(t);
    const spectator = await join(t, table.id);
    const { legal } = latest(table.clients[actor(table)] ?? spectator);
    spectator.send({ type: 'command', match: table.id, seq: 1, command: legal?.[0] });
    expect(await spectator.next('rejected')).toMatchObject({ seq: 1, code: 'SpectatorsCannotAct' });
    table.clients.push(spectator);
    table.seqs.push(0);
    await stillPlays(table);
  });

  it('refuses a command for another match, and stale or repeated sequence numbers', async () => {
    const t = await serve();
    const table = await seatedMatch(t);
    const elsewhere = await seatedMatch(t);
    const seat = actor(table);
    const client = table.clients[seat];
    const { legal } = client ? latest(client) : { legal: null };
    if (!client || !legal) throw new Error('setup');
    client.send({ type: 'command', match: elsewhere.id, seq: 1, command: legal[0] });
    expect(await client.next('rejected', (f) => f.seq === 1)).toMatchObject({ code: 'WrongMatch' });
    expect(latest(elsewhere.clients[0] ?? client).version).toBe(0);
    // seq 5 is played; 5 again, and 3, are refused without reaching the match.
    client.send({ type: 'command', match: table.id, seq: 5, command: legal[0] });
    const accepted = await client.next('accepted', (f) => f.seq === 5);
    const from = client.frames.length;
    client.send({ type: 'command', match: table.id, seq: 5, command: legal[0] });
    client.send({ type: 'command', match: table.id, seq: 3, command: legal[0] });
    expect(await client.next('rejected', (f) => f.seq === 5, { from })).toMatchObject({
      code: 'StaleSequence',
    });
    expect(await client.next('rejected', (f) => f.seq === 3, { from })).toMatchObject({
      code: 'StaleSequence',
    });
    table.seqs[seat] = 5;
    for (const c of table.clients) await c.next('events', (f) => f.version === accepted.version);
    await stillPlays(table);
    expect(latest(client).version).toBe(accepted.version + 2);
  });

  it('closes a flooding socket (TooFast first, then Flood) and nobody else notices', async () => {
    const t = await serve({ config: { framesPerSecond: 5, frameBurst: 10, floodStrikes: 5 } });
    const table = await seatedMatch(t);
    const flooder = table.clients[(actor(table) + 1) % 3];
    if (!flooder) throw new Error('setup');
    for (let i = 0; i < 40; i++) flooder.send({ type: 'ping', t: i });
    expect(await flooder.next('rejected', (f) => f.code === 'TooFast')).toMatchObject({
      seq: null,
    });
    const closed = await flooder.closeFrame();
    expect(closed).toEqual({ code: CLOSE.Flood, reason: 'too many frames too fast' });
    // The other two play on (the flooder's seat is not needed for two commands of the actor).
    const rest = { ...table, clients: table.clients.filter((c) => c !== flooder) };
    const before = latest(rest.clients[0] ?? flooder).version;
    await playOne(rest);
    expect(latest(rest.clients[0] ?? flooder).version).toBe(before + 1);
    for (const c of rest.clients) expect(c.frames.filter((f) => f.type === 'rejected')).toEqual([]);
  });

  it('closes a socket that sends a frame larger than the limit (1009)', async () => {
    const t = await serve({ config: { maxFrameBytes: 1024 } });
    const table = await seatedMatch(t);
    const big = table.clients[(actor(table) + 1) % 3];
    if (!big) throw new Error('setup');
    big.send({ type: 'ping', t: 1, pad: 'x'.repeat(2000) });
    expect((await big.closeFrame()).code).toBe(CLOSE.TooBig);
    const rest = { ...table, clients: table.clients.filter((c) => c !== big) };
    await playOne(rest);
  });

  it('closes sockets whose hello is missing, late, wrong or for nothing', async () => {
    const t = await serve({ config: { helloTimeoutMs: 300 } });
    const table = await seatedMatch(t);
    const url = t.socketUrl(table.id);

    const silent = await TestClient.open(url);
    expect(await silent.closeFrame()).toEqual({
      code: CLOSE.NoHello,
      reason: 'no hello within 300 ms',
    });

    const rude = await TestClient.open(url);
    rude.send({ type: 'resync' });
    expect((await rude.closeFrame()).code).toBe(CLOSE.NoHello);

    const forged = await TestClient.open(url);
    forged.send({ type: 'hello', protocol: 1, match: table.id, token: 'A'.repeat(43) });
    expect(await forged.closeFrame()).toEqual({
      code: CLOSE.BadToken,
      reason: 'this token holds no seat of this match',
    });

    const lost = await TestClient.open(t.socketUrl('nosuchmatch'));
    lost.send({ type: 'hello', protocol: 1, match: 'nosuchmatch' });
    expect((await lost.closeFrame()).code).toBe(CLOSE.NoMatch);

    const crossed = await TestClient.open(url);
    crossed.send({ type: 'hello', protocol: 1, match: 'othermatch' });
    expect((await crossed.closeFrame()).code).toBe(CLOSE.NoHello);

    const twice = table.clients[0];
    twice?.send({ type: 'hello', protocol: 1, match: table.id, token: table.tokens[0] });
    expect(await twice?.next('rejected')).toMatchObject({ code: 'AlreadyHello' });
    await stillPlays(table);
  });

  it('refuses a socket from an origin that is not allowed, before the upgrade', async () => {
    const t = await serve({ config: { origins: ['https://play.example'] } });
    const table = await seatedMatch(t);
    await expect(
      TestClient.open(t.socketUrl(table.id), { origin: 'https://evil.example' }),
    ).rejects.toThrow('upgrade refused with HTTP 403');
    const allowed = await TestClient.open(t.socketUrl(table.id), {
      origin: 'https://play.example',
    });
    allowed.send({ type: 'hello', protocol: 1, match: table.id });
    await allowed.next('sync');
    await stillPlays(table);
  });

  it('answers ping with pong', async () => {
    const t = await serve();
    const table = await seatedMatch(t);
    table.clients[0]?.send({ type: 'ping', t: 42 });
    expect(await table.clients[0]?.next('pong')).toEqual({ type: 'pong', t: 42 });
  });
});
