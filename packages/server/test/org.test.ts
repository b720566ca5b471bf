/**
 * Organized play over HTTP on a real server (loopback, SQLite), with a small real record kind
 * (a tally: players add points from their phones, the organizer corrects): records made by an
 * organizer, seen by each actor as the kind allows, changed by commands at a revision, codes
 * for participants, the change log, the exports, and every refusal with its code.
 */
import { describe, expect, it } from 'vitest';
import { bareKind, tallyKind } from './support/org-tally.ts';
import { servers, type TestServer } from './support/test-server.ts';

const serve = servers();
const start = () => serve({ orgKinds: [tallyKind, bareKind] });

interface Created {
  readonly id: string;
  readonly organizerToken: string;
  readonly revision: number;
  readonly view: { readonly points: Record<string, number>; readonly notes?: string[] };
}

interface Pass {
  readonly player: string;
  readonly code: string;
  readonly path: string;
  readonly url: string | null;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function newTally(t: TestServer, players = ['ada', 'bo', 'cy']): Promise<Created> {
  const made = await t.request('POST', '/api/org/events', { name: 'Store night', players });
  expect(made.status).toBe(201);
  return made.body as Created;
}

async function passFor(t: TestServer, c: Created, player: string): Promise<Pass> {
  const r = await t.request(
    'POST',
    `/api/org/events/${c.id}/participants`,
    { player },
    bearer(c.organizerToken),
  );
  expect(r.status).toBe(201);
  return r.body as Pass;
}

describe('organized-play records over HTTP', () => {
  it('makes a record for its organizer and shows each actor what the kind allows', async () => {
    const t = await start();
    const c = await newTally(t);
    expect(c).toMatchObject({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{12}$/),
      organizerToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      revision: 0,
      view: { name: 'Store night', players: ['ada', 'bo', 'cy'], notes: [] },
    });
    const anyone = await t.request('GET', `/api/org/events/${c.id}`);
    expect(anyone.status).toBe(200);
    expect(anyone.body).toEqual({
      id: c.id,
      kind: 'event',
      revision: 0,
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
      as: { kind: 'public' },
      view: { name: 'Store night', players: ['ada', 'bo', 'cy'], points: { ada: 0, bo: 0, cy: 0 } },
    });
    const organizer = await t.request(
      'GET',
      `/api/org/events/${c.id}`,
      undefined,
      bearer(c.organizerToken),
    );
    expect(organizer.body).toMatchObject({ as: { kind: 'organizer' }, view: { notes: [] } });
    // The list: public summaries, newest change first, of this kind only.
    const other = await newTally(t, ['dee']);
    await t.request('POST', '/api/org/coruscant', {});
    const listed = await t.request('GET', '/api/org/events');
    expect(listed.body).toEqual({
      records: [
        {
          id: other.id,
          revision: 0,
          createdAt: expect.any(Number),
          updatedAt: expect.any(Number),
          summary: { name: 'Store night', players: 1 },
        },
        {
          id: c.id,
          revision: 0,
          createdAt: expect.any(Number),
          updatedAt: expect.any(Number),
          summary: { name: 'Store night', players: 3 },
        },
      ],
    });
    expect((await t.request('GET', '/api/org/events?limit=1')).body).toMatchObject({
      records: [{ id: other.id }],
    });
    const bare = await t.request('GET', '/api/org/coruscant');
    expect(bare.body).toMatchObject({ records: [{ revision: 0, summary: null }] });
    // A record of one kind is not found under another.
    const wrong = await t.request('GET', `/api/org/coruscant/${c.id}`);
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual({
      code: 'NoOrgRecord',
      message: `There is no Coruscant campaign ${c.id}.`,
    });
  });

  it('gives a participant a short code that their phone uses to add their own points', async () => {
    const t = await start();
    const c = await newTally(t);
    const pass = await passFor(t, c, 'ada');
    expect(pass.code).toMatch(
      /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
    );
    expect(pass.path).toBe(`#/org/events/${c.id}/join/${pass.code}`);
    expect(pass.url).toBe(`${t.http}/${pass.path}`);
    // Typed on a phone: lower case, no dashes, O for 0 and l for 1 all read the same.
    const typed = pass.code.replace(/-/g, '').toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l');
    const seen = await t.request('GET', `/api/org/events/${c.id}`, undefined, bearer(typed));
    expect(seen.body).toMatchObject({
      as: { kind: 'player', player: 'ada' },
      view: { you: 'ada' },
    });
    expect(seen.body).not.toHaveProperty('view.notes');

    const added = await t.request(
      'POST',
      `/api/org/events/${c.id}/commands`,
      { revision: 0, command: { type: 'add', points: 5 } },
      bearer(pass.code),
    );
    expect(added.status).toBe(200);
    expect(added.body).toEqual({
      revision: 1,
      view: {
        name: 'Store night',
        players: ['ada', 'bo', 'cy'],
        points: { ada: 5, bo: 0, cy: 0 },
        you: 'ada',
      },
    });
    // A player cannot add to someone else's score: the kind says whose points these are.
    await t.request(
      'POST',
      `/api/org/events/${c.id}/commands`,
      { command: { type: 'add', points: 2, player: 'bo' } },
      bearer(pass.code),
    );
    const after = await t.request('GET', `/api/org/events/${c.id}`);
    expect(after.body).toMatchObject({ revision: 2, view: { points: { ada: 7, bo: 0 } } });

    // A new code for Ada (a lost phone) ends the old one.
    const again = await passFor(t, c, 'ada');
    const old = await t.request('GET', `/api/org/events/${c.id}`, undefined, bearer(pass.code));
    expect(old.status).toBe(401);
    expect(old.body).toMatchObject({ code: 'UnknownOrgToken' });
    const fresh = await t.request('GET', `/api/org/events/${c.id}`, undefined, bearer(again.code));
    expect(fresh.body).toMatchObject({ as: { kind: 'player', player: 'ada' } });
    // A code of one record is nobody on another.
    const other = await newTally(t);
    const elsewhere = await t.request(
      'GET',
      `/api/org/events/${other.id}`,
      undefined,
      bearer(again.code),
    );
    expect(elsewhere.body).toMatchObject({ code: 'UnknownOrgToken' });
  });

  it('lets only the organizer give codes, and only to the record’s players', async () => {
    const t = await start();
    const c = await newTally(t);
    const ada = await passFor(t, c, 'ada');
    const path = `/api/org/events/${c.id}/participants`;
    const cases: [unknown, Record<string, string>, number, string][] = [
      [{ player: 'zed' }, bearer(c.organizerToken), 404, 'NoParticipant'],
      [{ player: 'bo' }, bearer(ada.code), 403, 'NotOrganizer'],
      [{ player: 'bo' }, {}, 401, 'NoOrgToken'],
      [{ player: '' }, bearer(c.organizerToken), 400, 'BadRequest'],
      [{ player: 'bo', extra: 1 }, bearer(c.organizerToken), 400, 'BadRequest'],
      [{ player: 'bo' }, { authorization: 'Basic Ym86Ym8=' }, 401, 'BadOrgToken'],
      [{ player: 'bo' }, bearer('x'.repeat(43)), 401, 'UnknownOrgToken'],
    ];
    for (const [body, headers, status, code] of cases) {
      const r = await t.request('POST', path, body, headers);
      expect(r.status, code).toBe(status);
      expect(r.body).toMatchObject({ code, message: expect.stringMatching(/^\S.*\.$/) });
    }
    // A player who joins later can be given a code then; a kind without a player list takes any id.
    const joined = await t.request(
      'POST',
      `/api/org/events/${c.id}/commands`,
      { command: { type: 'join', player: 'zed' } },
      bearer(c.organizerToken),
    );
    expect(joined.status).toBe(200);
    expect((await passFor(t, c, 'zed')).player).toBe('zed');
    const bare = (await t.request('POST', '/api/org/coruscant', {})).body as Created;
    const anyId = await t.request(
      'POST',
      `/api/org/coruscant/${bare.id}/participants`,
      { player: 'Team Red #1' },
      bearer(bare.organizerToken),
    );
    expect(anyId.status).toBe(201);
    expect(anyId.body).toMatchObject({
      player: 'Team Red #1',
      path: `#/org/coruscant/${bare.id}/join/${(anyId.body as Pass).code}`,
    });
  });

  it('refuses commands: the kind’s rule as 400, anyone as 401, an old revision as 409', async () => {
    const t = await start();
    const c = await newTally(t);
    const bo = await passFor(t, c, 'bo');
    const path = `/api/org/events/${c.id}/commands`;
    const org = bearer(c.organizerToken);
    const cases: [unknown, Record<string, string>, number, string, RegExp?][] = [
      [
        { command: { type: 'correct', player: 'ada', points: 3 } },
        bearer(bo.code),
        400,
        'NotCreator',
        /Only the organizer corrects\./,
      ],
      [
        { command: { type: 'add', points: 11 } },
        bearer(bo.code),
        400,
        'BadTally',
        /points: a whole number from 1 to 10\./,
      ],
      [{ command: { type: 'fly' } }, org, 400, 'UnknownTallyCommand'],
      [{ command: { type: 'add', points: 1 } }, {}, 401, 'NoOrgToken'],
      [
        { revision: 3, command: { type: 'add', points: 1, player: 'ada' } },
        org,
        409,
        'RecordChanged',
        /at revision 0, not 3/,
      ],
      [{ revision: -1, command: {} }, org, 400, 'BadRequest'],
      [{ revision: 0 }, org, 400, 'BadRequest', /command: the command is missing/],
      [{ revision: 0, command: {}, more: 1 }, org, 400, 'BadRequest'],
      [[1, 2], org, 400, 'BadRequest'],
      ['{"revision":', org, 400, 'MalformedJson'],
    ];
    for (const [body, headers, status, code, message] of cases) {
      const r = await t.request('POST', path, body, headers);
      expect(r.status, code).toBe(status);
      expect(r.body).toMatchObject({ code, message: expect.stringMatching(message ?? /^\S/) });
    }
    // Nothing was changed by any of them.
    expect((await t.request('GET', `/api/org/events/${c.id}`)).body).toMatchObject({ revision: 0 });
    const bad = await t.request('POST', '/api/org/events', { name: '', players: [] });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: 'BadTally', message: 'name: 1 to 60 characters.' });
  });

  it('keeps a change log: all of it for the organizer, what the kind shows to others, in pages', async () => {
    const t = await start();
    const c = await newTally(t);
    const cy = await passFor(t, c, 'cy');
    const org = bearer(c.organizerToken);
    const send = (command: unknown, headers: Record<string, string>) =>
      t.request('POST', `/api/org/events/${c.id}/commands`, { command }, headers);
    await send({ type: 'add', points: 4 }, bearer(cy.code));
    await send({ type: 'note', text: 'cy arrived late' }, org);
    await send({ type: 'correct', player: 'cy', points: 3 }, org);
    const full = await t.request('GET', `/api/org/events/${c.id}/log`, undefined, org);
    expect(full.body).toEqual({
      entries: [
        {
          seq: 1,
          revision: 1,
          at: expect.any(Number),
          actor: { kind: 'player', player: 'cy' },
          entry: { type: 'Added', player: 'cy', points: 4 },
        },
        {
          seq: 2,
          revision: 2,
          at: expect.any(Number),
          actor: { kind: 'organizer' },
          entry: { type: 'Noted' },
        },
        {
          seq: 3,
          revision: 3,
          at: expect.any(Number),
          actor: { kind: 'organizer' },
          entry: { type: 'Corrected', player: 'cy', from: 4, to: 3 },
        },
      ],
      after: 3,
      more: false,
    });
    const seen = await t.request('GET', `/api/org/events/${c.id}/log`);
    expect((seen.body as { entries: { seq: number }[] }).entries.map((e) => e.seq)).toEqual([1, 3]);
    const page = await t.request(
      'GET',
      `/api/org/events/${c.id}/log?after=1&limit=1`,
      undefined,
      org,
    );
    expect(page.body).toMatchObject({ entries: [{ seq: 2 }], after: 2, more: true });
    // Others still page on: the hidden entry moves `after` on without being shown.
    const hiddenPage = await t.request('GET', `/api/org/events/${c.id}/log?after=1&limit=1`);
    expect(hiddenPage.body).toEqual({ entries: [], after: 2, more: true });
    for (const query of ['after=-1', 'limit=0', 'limit=501', 'after=x', 'since=3']) {
      const r = await t.request('GET', `/api/org/events/${c.id}/log?${query}`, undefined, org);
      expect(r.status, query).toBe(400);
      expect(r.body).toMatchObject({ code: 'BadQuery' });
    }
    // A kind without an entry view: only its organizer reads the log.
    const bare = (await t.request('POST', '/api/org/coruscant', {})).body as Created;
    const tick = await t.request(
      'POST',
      `/api/org/coruscant/${bare.id}/commands`,
      { command: 'tick' },
      bearer(bare.organizerToken),
    );
    expect(tick.body).toEqual({ revision: 1, view: { count: 1 } });
    const barePass = (
      await t.request(
        'POST',
        `/api/org/coruscant/${bare.id}/participants`,
        { player: 'p1' },
        bearer(bare.organizerToken),
      )
    ).body as Pass;
    expect((await t.request('GET', `/api/org/coruscant/${bare.id}/log`)).body).toMatchObject({
      code: 'NoOrgToken',
    });
    const player = await t.request(
      'GET',
      `/api/org/coruscant/${bare.id}/log`,
      undefined,
      bearer(barePass.code),
    );
    expect(player.status).toBe(403);
    expect(player.body).toMatchObject({ code: 'NotOrganizer' });
    const own = await t.request(
      'GET',
      `/api/org/coruscant/${bare.id}/log`,
      undefined,
      bearer(bare.organizerToken),
    );
    expect(own.body).toMatchObject({ entries: [{ seq: 1, entry: { tick: 1 } }] });
  });

  it('exports CSV and JSON when the kind has them', async () => {
    const t = await start();
    const c = await newTally(t);
    await t.request(
      'POST',
      `/api/org/events/${c.id}/commands`,
      { command: { type: 'add', player: 'bo', points: 9 } },
      bearer(c.organizerToken),
    );
    const res = await fetch(`${t.http}/api/org/events/${c.id}/export.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="event-${c.id}.csv"`);
    expect(await res.text()).toBe('player,points\nada,0\nbo,9\ncy,0\n');
    const json = await t.request('GET', `/api/org/events/${c.id}/export.json`);
    expect(json.body).toEqual({ name: 'Store night', points: { ada: 0, bo: 9, cy: 0 } });
    const bare = (await t.request('POST', '/api/org/coruscant', {})).body as Created;
    for (const format of ['csv', 'json']) {
      const none = await t.request('GET', `/api/org/coruscant/${bare.id}/export.${format}`);
      expect(none.status).toBe(404);
      expect(none.body).toEqual({
        code: 'NoExport',
        message: `A Coruscant campaign has no ${format.toUpperCase()} export.`,
      });
    }
  });

  it('answers unknown kinds, ids and records with their codes', async () => {
    const t = await serve({ orgKinds: [tallyKind] });
    const cases: [string, string, number, string][] = [
      ['GET', '/api/org/coruscant', 404, 'UnknownOrgKind'],
      ['POST', '/api/org/leagues', 404, 'UnknownOrgKind'],
      ['GET', '/api/org/events/%20bad', 400, 'BadOrgId'],
      ['GET', '/api/org/events/AAAAAAAAAAAA', 404, 'NoOrgRecord'],
      ['POST', '/api/org/events/AAAAAAAAAAAA/commands', 404, 'NoOrgRecord'],
      ['GET', '/api/org/events/AAAAAAAAAAAA/log', 404, 'NoOrgRecord'],
      ['GET', '/api/org/events/AAAAAAAAAAAA/export.csv', 404, 'NoOrgRecord'],
      ['GET', '/api/org/events?limit=1000', 400, 'BadQuery'],
    ];
    for (const [method, path, status, code] of cases) {
      const r = await t.request(method, path, method === 'POST' ? { command: 1 } : undefined);
      expect(r.status, `${method} ${path}`).toBe(status);
      expect(r.body).toMatchObject({ code, message: expect.stringMatching(/^\S.*\.$/) });
    }
    expect((await t.request('GET', '/api/org/coruscant')).body).toMatchObject({
      message: 'This server keeps no records of kind “coruscant” (it keeps: events).',
    });
  });

  it('keeps records, tokens and codes through a restart', async () => {
    const first = await serve({ orgKinds: [tallyKind], removeDir: false });
    const c = await newTally(first);
    const ada = await passFor(first, c, 'ada');
    await first.stop();
    const t = await serve({ orgKinds: [tallyKind], dir: first.dir, removeDir: true });
    const added = await t.request(
      'POST',
      `/api/org/events/${c.id}/commands`,
      { revision: 0, command: { type: 'add', points: 2 } },
      bearer(ada.code),
    );
    expect(added.body).toMatchObject({ revision: 1, view: { points: { ada: 2 } } });
    const org = await t.request(
      'GET',
      `/api/org/events/${c.id}`,
      undefined,
      bearer(c.organizerToken),
    );
    expect(org.body).toMatchObject({ as: { kind: 'organizer' }, revision: 1 });
  });
});
