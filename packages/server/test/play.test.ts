/**
 * Whole matches over real sockets: a scripted person with two bots, and bots alone, from the
 * lobby's create to `finished`, then the replay file checked by the engine.
 */
import { parseMatchFile, verifyMatch } from '@drift/engine';
import { describe, expect, it } from 'vitest';
import { xiaGame } from '../src/game.ts';
import { playAsPerson } from './support/person.ts';
import { servers } from './support/test-server.ts';
import { TestClient } from './support/ws-client.ts';

const serve = servers();
const quick = { preset: 'firstGame', fameTarget: 3 };

describe('a match played over WebSockets', { timeout: 60_000 }, () => {
  it('is created, joined and played to the end by a scripted person and two bots', async () => {
    const t = await serve();
    const created = await t.request('POST', '/api/matches', {
      ruleset: 'xia',
      options: quick,
      seats: [
        { kind: 'person' },
        { kind: 'bot', bot: 'heuristic:trader' },
        { kind: 'bot', bot: 'heuristic' },
      ],
    });
    expect(created.status).toBe(201);
    const { id } = created.body as { id: string };
    const claim = await t.request('POST', `/api/matches/${id}/seats/0/claim`, { name: 'Ada' });
    expect(claim.status).toBe(201);
    const { token } = claim.body as { token: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const spectator = await TestClient.open(t.socketUrl(id));
    spectator.send({ type: 'hello', protocol: 1, match: id });
    const person = await TestClient.open(t.socketUrl(id));
    const play = playAsPerson(person, id, 'person-1');
    person.send({ type: 'hello', protocol: 1, match: id, token });
    const log = await play.done;
    expect(log.finished).not.toBeNull();
    expect(log.rejected).toEqual([]);
    expect(log.accepted).toBe(log.sent);
    expect(log.accepted).toBeGreaterThan(0);
    const end = await spectator.next('finished');
    expect(end.version).toBe(log.finished?.version);

    const summary = await t.request('GET', `/api/matches/${id}`);
    expect(summary.body).toMatchObject({
      phase: 'finished',
      version: end.version,
      winners: end.winners,
    });

    // The replay file replays with the engine to the stored final hash.
    const replay = await t.request('GET', `/api/matches/${id}/replay`);
    expect(replay.status).toBe(200);
    const read = parseMatchFile(replay.text);
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.legacy).toBe(false);
    const verified = verifyMatch(xiaGame().ruleset, read.value);
    if (!verified.ok) throw new Error(verified.error.message);
    expect(verified.value.commands.length).toBe(end.version);
    // The final hash is the one stored with the last snapshot, and the replay reaches it.
    const stored = await t.storage.snapshotHashes(id);
    expect(stored.at(-1)).toEqual({ version: end.version, hash: verified.value.hash });
    expect(read.value.legacy ? null : read.value.file.final).toEqual({
      after: end.version,
      hash: verified.value.hash,
    });
  });
});
