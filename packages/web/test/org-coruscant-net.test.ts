// @vitest-environment happy-dom
/**
 * The organized-play client, generic over record kinds: the calls and their bodies, the
 * revision and the `RecordChanged` retry, refusals and an unreachable server, the keys kept in
 * this browser; and the campaign's addresses, the join link among them.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseRoute, routeHash } from '../src/app/router.ts';
import {
  forgetToken,
  keepHandedCode,
  keepOrganizer,
  keepParticipant,
  keptOrgRecord,
  keptOrgRecords,
  orgApi,
  tokenOf,
} from '../src/org/net.ts';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

interface Call {
  readonly url: string;
  readonly method: string;
  readonly auth: string | null;
  readonly body: unknown;
}

/** A server that answers from a script, one answer per call. */
function scripted(...answers: [number, unknown][]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      calls.push({
        url,
        method: init.method ?? 'GET',
        auth: headers.get('authorization'),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      const [status, body] = answers.shift() ?? [500, null];
      return new Response(body === null ? 'oops' : JSON.stringify(body), { status });
    }),
  );
  return calls;
}

const seen = (revision: number) => ({
  id: 'rec-000001',
  kind: 'event',
  revision,
  createdAt: 1,
  updatedAt: 2,
  as: { kind: 'organizer' },
  view: { n: revision },
});

describe('the organized-play client', () => {
  it('speaks to /api/org/<kind> with the token as a bearer', async () => {
    const calls = scripted(
      [201, { id: 'rec-000001', organizerToken: 't0k', revision: 0, createdAt: 1, view: {} }],
      [200, seen(0)],
      [201, { player: 'ada', code: 'AAAA-BBBB-CCCC', path: '#/x', url: null }],
      [200, { entries: [], after: 7, more: false }],
    );
    const events = orgApi<{ n: number }>('events');
    expect((await events.create({ name: 'Night' })).ok).toBe(true);
    expect((await events.get('rec-000001')).ok).toBe(true);
    await events.participant('rec-000001', 't0k', 'ada');
    await events.log('rec-000001', 't0k', { after: 3, limit: 50 });
    expect(calls.map((c) => [c.method, c.url, c.auth, c.body])).toEqual([
      ['POST', '/api/org/events', null, { name: 'Night' }],
      ['GET', '/api/org/events/rec-000001', null, undefined],
      ['POST', '/api/org/events/rec-000001/participants', 'Bearer t0k', { player: 'ada' }],
      ['GET', '/api/org/events/rec-000001/log?after=3&limit=50', 'Bearer t0k', undefined],
    ]);
  });

  it('sends a command at the revision seen; on RecordChanged reads again and sends what `again` says', async () => {
    const calls = scripted(
      [409, { code: 'RecordChanged', message: 'Read it again.' }],
      [200, seen(4)],
      [200, { revision: 5, view: { n: 5 } }],
    );
    const api = orgApi<{ n: number }>('coruscant');
    const r = await api.send(
      'rec-000001',
      'code',
      { type: 'X' },
      {
        revision: 3,
        again: (s) => ({ type: 'X', seenAt: s.revision }),
      },
    );
    expect(r).toEqual({ ok: true, value: { revision: 5, view: { n: 5 }, retried: 1 } });
    expect(calls.map((c) => c.body)).toEqual([
      { revision: 3, command: { type: 'X' } },
      undefined,
      { revision: 4, command: { type: 'X', seenAt: 4 } },
    ]);
  });

  it('gives up when `again` says so, after the tries, and passes refusals through', async () => {
    const changed: [number, unknown] = [409, { code: 'RecordChanged', message: 'Changed.' }];
    scripted(changed, [200, seen(1)]);
    const api = orgApi('coruscant');
    const stop = await api.send('rec-000001', 'c', {}, { revision: 0, again: () => null });
    expect(stop.ok || stop.error.code).toBe('RecordChanged');
    const calls = scripted(changed, [200, seen(1)], changed);
    const twice = await api.send('rec-000001', 'c', {}, { revision: 0, tries: 2 });
    expect(twice.ok || twice.error.code).toBe('RecordChanged');
    expect(calls).toHaveLength(3);
    scripted([400, { code: 'BattleOver', message: 'Battle b1’s outcome is already in.' }]);
    expect(await api.send('rec-000001', 'c', {})).toEqual({
      ok: false,
      error: { code: 'BattleOver', message: 'Battle b1’s outcome is already in.' },
    });
    scripted([502, null]);
    expect(await api.get('rec-000001')).toEqual({
      ok: false,
      error: { code: 'HttpError', message: 'The server answered 502 without a reason.' },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const down = await api.get('rec-000001');
    expect(down.ok || down.error.code).toBe('Unreachable');
  });

  it('downloads an export with its file name', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('a,b\n1,2\n', {
            status: 200,
            headers: { 'content-disposition': 'attachment; filename="event-rec.csv"' },
          }),
      ),
    );
    expect(await orgApi('events').exportFile('rec-000001', 'csv', 't')).toEqual({
      ok: true,
      value: { name: 'event-rec.csv', text: 'a,b\n1,2\n' },
    });
  });
});

describe('keys kept in this browser', () => {
  it('keeps the organizer’s token, a participant’s code and handed-out codes per record', () => {
    keepOrganizer('coruscant', 'camp-000001', 'org-token', 'Siege');
    keepHandedCode('coruscant', 'camp-000001', 'luke', 'AAAA-BBBB-CCCC');
    keepParticipant('events', 'evnt-000001', 'ada', 'DDDD-EEEE-FFFF', 'Night');
    expect(keptOrgRecord('coruscant', 'camp-000001')).toMatchObject({
      organizerToken: 'org-token',
      name: 'Siege',
      codes: { luke: 'AAAA-BBBB-CCCC' },
    });
    expect(tokenOf(keptOrgRecord('events', 'evnt-000001'))).toBe('DDDD-EEEE-FFFF');
    expect(keptOrgRecords('coruscant').map((k) => k.id)).toEqual(['camp-000001']);
    forgetToken('events', 'evnt-000001', 'DDDD-EEEE-FFFF');
    expect(tokenOf(keptOrgRecord('events', 'evnt-000001'))).toBeUndefined();
    localStorage.setItem('drift:org:coruscant:camp-000002', '{not json');
    localStorage.setItem('drift:org:coruscant:x', '{}');
    expect(keptOrgRecords('coruscant').map((k) => k.id)).toEqual(['camp-000001']);
  });
});

describe('the campaign’s addresses', () => {
  it('reads the join link with its code and writes it back', () => {
    const hash = '#/org/coruscant/camp-7Xz01/join/7KQM-3XPA-D9RT';
    const route = parseRoute(hash);
    expect(route).toEqual({ page: 'org-coruscant-join', id: 'camp-7Xz01', code: '7KQM-3XPA-D9RT' });
    expect(routeHash(route)).toBe(hash);
    expect(parseRoute('#/org/coruscant/camp-7Xz01/join/abc')).toEqual({
      page: 'missing',
      path: '/org/coruscant/camp-7Xz01/join/abc',
    });
    expect(parseRoute('#/org/coruscant/new')).toEqual({ page: 'org-coruscant-new' });
  });
});
