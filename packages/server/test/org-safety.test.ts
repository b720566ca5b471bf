/**
 * Organized play under pressure, over HTTP on loopback: writers racing for one revision (in one
 * server, and in two servers on one database), commands without a revision from a whole venue
 * at once, the size and rate limits, and any request at all answered without a 500.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_RECORD_CHARS } from '../src/org/desk.ts';
import { bareKind, type Tally, tallyKind } from './support/org-tally.ts';
import { servers, type TestServer } from './support/test-server.ts';

const serve = servers();
const kinds = [tallyKind, bareKind];

interface Created {
  readonly id: string;
  readonly organizerToken: string;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const PLAYERS = Array.from({ length: 30 }, (_, i) => `p${i + 1}`);

async function newTally(t: TestServer, players = PLAYERS): Promise<Created> {
  const made = await t.request('POST', '/api/org/events', { name: 'Venue', players });
  expect(made.status).toBe(201);
  return made.body as Created;
}

async function codeOf(t: TestServer, c: Created, player: string): Promise<string> {
  const r = await t.request(
    'POST',
    `/api/org/events/${c.id}/participants`,
    { player },
    bearer(c.organizerToken),
  );
  return (r.body as { code: string }).code;
}

const command = (t: TestServer, c: Created, body: unknown, token: string) =>
  t.request('POST', `/api/org/events/${c.id}/commands`, body, bearer(token));

async function seen(t: TestServer, c: Created): Promise<{ revision: number; view: Tally }> {
  const r = await t.request('GET', `/api/org/events/${c.id}`, undefined, bearer(c.organizerToken));
  return r.body as { revision: number; view: Tally };
}

async function logOf(
  t: TestServer,
  c: Created,
): Promise<{ seq: number; revision: number; entry: unknown }[]> {
  const r = await t.request(
    'GET',
    `/api/org/events/${c.id}/log`,
    undefined,
    bearer(c.organizerToken),
  );
  return (r.body as { entries: { seq: number; revision: number; entry: unknown }[] }).entries;
}

describe('writers racing for a record', () => {
  it('lets one of two writers at one revision win; the other gets 409, changes nothing, and wins on retry', async () => {
    const t = await serve({ orgKinds: kinds });
    const c = await newTally(t);
    const p1 = await codeOf(t, c, 'p1');
    for (let revision = 0; revision < 10; revision += 2) {
      const [organizer, player] = await Promise.all([
        command(
          t,
          c,
          { revision, command: { type: 'correct', player: 'p1', points: 100 + revision } },
          c.organizerToken,
        ),
        command(t, c, { revision, command: { type: 'add', points: 1 } }, p1),
      ]);
      const statuses = [organizer.status, player.status];
      expect(statuses.sort()).toEqual([200, 409]);
      const loser = organizer.status === 409 ? organizer : player;
      expect(loser.body).toMatchObject({
        code: 'RecordChanged',
        message: expect.stringContaining('read it again'),
      });
      const now = await seen(t, c);
      expect(now.revision).toBe(revision + 1);
      // The loser reads the record again and sends its command from the new revision.
      const retry =
        organizer.status === 409
          ? await command(
              t,
              c,
              {
                revision: revision + 1,
                command: { type: 'correct', player: 'p1', points: 100 + revision },
              },
              c.organizerToken,
            )
          : await command(
              t,
              c,
              { revision: revision + 1, command: { type: 'add', points: 1 } },
              p1,
            );
      expect(retry.status).toBe(200);
    }
    // Every change is in the log once, revisions one after another.
    const log = await logOf(t, c);
    expect(log.map((e) => e.revision)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(log.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('applies a whole venue’s commands without a revision, sent at once: nothing is lost', async () => {
    const t = await serve({ orgKinds: kinds });
    const c = await newTally(t);
    const codes = await Promise.all(PLAYERS.map((p) => codeOf(t, c, p)));
    const answers = await Promise.all(
      codes.map((code, i) =>
        command(t, c, { command: { type: 'add', points: (i % 10) + 1 } }, code),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(PLAYERS.map(() => 200));
    const now = await seen(t, c);
    expect(now.revision).toBe(30);
    expect(PLAYERS.map((p) => now.view.points[p])).toEqual(PLAYERS.map((_, i) => (i % 10) + 1));
    const log = await logOf(t, c);
    expect(log.map((e) => e.seq)).toEqual(PLAYERS.map((_, i) => i + 1));
    expect(new Set(answers.map((a) => (a.body as { revision: number }).revision)).size).toBe(30);
  });

  it('keeps two servers on one database consistent: every answered change is in, every refused one out', async () => {
    const a = await serve({ orgKinds: kinds, removeDir: false });
    const b = await serve({ orgKinds: kinds, dir: a.dir, removeDir: true });
    const c = await newTally(a, ['p1', 'p2']);
    // At one revision, across the servers: exactly one wins.
    const [x, y] = await Promise.all([
      command(
        a,
        c,
        { revision: 0, command: { type: 'add', player: 'p1', points: 1 } },
        c.organizerToken,
      ),
      command(
        b,
        c,
        { revision: 0, command: { type: 'add', player: 'p2', points: 1 } },
        c.organizerToken,
      ),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    // Without a revision, from both at once.
    const sent = Array.from({ length: 16 }, (_, i) => ({
      t: i % 2 ? a : b,
      points: (i % 5) + 1,
      player: i % 2 ? 'p1' : 'p2',
    }));
    const answers = await Promise.all(
      sent.map((s) =>
        command(
          s.t,
          c,
          { command: { type: 'add', player: s.player, points: s.points } },
          c.organizerToken,
        ),
      ),
    );
    for (const r of answers) expect([200, 409]).toContain(r.status);
    const want = { p1: x.status === 200 ? 1 : 0, p2: y.status === 200 ? 1 : 0 };
    sent.forEach((s, i) => {
      if (answers[i]?.status === 200) want[s.player as 'p1' | 'p2'] += s.points;
    });
    const now = await seen(b, c);
    expect(now.view.points).toEqual(want);
    const accepted = answers.filter((r) => r.status === 200).length + 1;
    expect(now.revision).toBe(accepted);
    expect((await logOf(a, c)).map((e) => e.seq)).toEqual(
      Array.from({ length: accepted }, (_, i) => i + 1),
    );
  });
});

describe('limits', () => {
  it('refuses a body over the limit and a record that would grow past the largest kept', async () => {
    const t = await serve({ orgKinds: kinds });
    const c = await newTally(t, ['ada']);
    const huge = await command(
      t,
      c,
      { command: { type: 'note', text: 'x'.repeat(300_000) } },
      c.organizerToken,
    );
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ code: 'BodyTooLarge' });
    const note = { command: { type: 'note', text: 'n'.repeat(250_000) } };
    const fits = Math.floor(MAX_RECORD_CHARS / 250_000);
    for (let i = 0; i < fits; i++)
      expect((await command(t, c, note, c.organizerToken)).status).toBe(200);
    const over = await command(t, c, note, c.organizerToken);
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({
      code: 'RecordTooLarge',
      message: expect.stringMatching(
        /^The record would be \d+ characters of JSON; this server keeps at most 1048576\.$/,
      ),
    });
    expect((await seen(t, c)).revision).toBe(fits);
  });

  it('limits writes and token guesses per address; reads with a good token stay free', async () => {
    const t = await serve({
      orgKinds: kinds,
      config: { orgRequestsPerSecond: 1, orgRequestBurst: 4 },
    });
    const c = await newTally(t, ['ada']);
    const code = await codeOf(t, c, 'ada');
    // Wrong codes spend the address's bucket (four, two spent on the record and the code).
    const guesses: Response[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await fetch(`${t.http}/api/org/events/${c.id}`, {
        headers: bearer(`AAAA-BBBB-CC${String(10 + i)}`),
      });
      guesses.push(res);
      if (res.status === 429) break;
    }
    const last = guesses.at(-1);
    expect(guesses.slice(0, -1).map((r) => r.status)).toEqual(guesses.slice(0, -1).map(() => 401));
    expect(guesses.length).toBeGreaterThanOrEqual(2);
    expect(last?.status).toBe(429);
    expect(last?.headers.get('retry-after')).toBe('1');
    expect(await last?.json()).toEqual({
      code: 'TooManyRequests',
      message: 'Too many requests from this address; wait a moment and try again.',
    });
    // The bucket is empty: writes wait, reads with a good token or none go on.
    expect((await command(t, c, { command: { type: 'add', points: 1 } }, code)).status).toBe(429);
    for (let i = 0; i < 20; i++) {
      const r = await t.request('GET', `/api/org/events/${c.id}`, undefined, bearer(code));
      expect(r.status).toBe(200);
    }
    expect((await t.request('GET', `/api/org/events/${c.id}`)).status).toBe(200);
  });
});

describe('any request at all', () => {
  it('is answered with a code and a sentence, never a 500', async () => {
    const t = await serve({
      orgKinds: kinds,
      config: { orgRequestsPerSecond: 10_000, orgRequestBurst: 10_000 },
    });
    const c = await newTally(t, ['ada', 'bo']);
    const code = await codeOf(t, c, 'ada');
    const ids = fc.constantFrom(c.id, 'AAAAAAAAAAAA', '%00', '..', 'x'.repeat(70), '%F0%9F%9A%80');
    const paths = fc.oneof(
      fc.constantFrom('', '/commands', '/participants', '/log', '/export.csv', '/export.json'),
      fc.constantFrom('/log?after=', '/log?limit=9e99', '/log?after=1&after=2', '?limit=-0'),
    );
    const kindsPath = fc.constantFrom('events', 'coruscant', 'nope', '%E2%80%AE');
    const auth = fc.oneof(
      fc.constant(undefined),
      fc.constantFrom(c.organizerToken, code, code.toLowerCase(), 'Bearer', '', 'x'),
      fc.string({ maxLength: 60 }),
    );
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 4 }),
      fc.record({
        revision: fc.oneof(fc.integer(), fc.double(), fc.string()),
        command: fc.jsonValue({ maxDepth: 3 }),
      }),
      fc.record({
        command: fc.record({
          type: fc.constantFrom('add', 'correct', 'join', 'note', 'x'),
          points: fc.jsonValue({ maxDepth: 1 }),
          player: fc.jsonValue({ maxDepth: 1 }),
          text: fc.jsonValue({ maxDepth: 1 }),
        }),
      }),
      fc.record({ player: fc.jsonValue({ maxDepth: 1 }) }),
      fc.record({ name: fc.jsonValue({ maxDepth: 1 }), players: fc.jsonValue({ maxDepth: 2 }) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST'),
        kindsPath,
        fc.option(ids, { nil: undefined }),
        paths,
        auth,
        body,
        async (method, kind, id, path, token, payload) => {
          const url = `/api/org/${kind}${id === undefined ? '' : `/${id}${path}`}`;
          const headers: Record<string, string> =
            token === undefined
              ? {}
              : { authorization: token.startsWith('Bearer') ? token : `Bearer ${token}` };
          let r: Awaited<ReturnType<TestServer['request']>>;
          try {
            r = await t.request(method, url, method === 'POST' ? payload : undefined, headers);
          } catch {
            // fetch itself refuses some header values (a control character): nothing was sent.
            return;
          }
          expect(r.status, `${method} ${url} ${r.text.slice(0, 200)}`).toBeLessThan(500);
          if (r.status >= 400)
            expect(r.body).toMatchObject({
              code: expect.stringMatching(/^[A-Z][A-Za-z]+$/),
              message: expect.any(String),
            });
        },
      ),
      { numRuns: 300 },
    );
  });
});
