/** The HTTP API: what it answers, and how it refuses bad requests ({ code, message } and a status). */

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILT_ELEMENTS } from '@drift/xia';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../src/protocol.ts';
import { claim, createMatch } from './support/table.ts';
import { servers } from './support/test-server.ts';

const serve = servers();
const three = [{ kind: 'person' }, { kind: 'person' }, { kind: 'bot', bot: 'heuristic' }];

describe('the HTTP API', { timeout: 30_000 }, () => {
  it('refuses a bad match with a code, a readable message and status 400', async () => {
    const t = await serve({ config: { botMaxMs: 1000 } });
    const cases: [unknown, string, RegExp][] = [
      [{ ruleset: 'chess', seats: three }, 'UnknownRuleset', /plays "xia", not "chess"/],
      [{ ruleset: 'xia', seats: three.slice(0, 2) }, 'BadOptions', /seats/],
      [{ ruleset: 'xia', seats: [...three, ...three] }, 'BadOptions', /seats/],
      [{ ruleset: 'xia', seats: three, options: { fameTarget: 31 } }, 'BadOptions', /3 to 30/],
      [
        { ruleset: 'xia', seats: three, options: { fameTarget: 2.5 } },
        'BadOptions',
        /whole number/,
      ],
      [{ ruleset: 'xia', seats: three, options: { seats: 4 } }, 'BadOptions', /3 seats are listed/],
      [{ ruleset: 'xia', seats: three, options: { preset: 'quick' } }, 'BadOptions', /preset/],
      [
        { ruleset: 'xia', seats: three, options: { sectors: ['nowhere', 'a', 'b'] } },
        'UnknownSector',
        /nowhere/,
      ],
      [{ ruleset: 'xia', seats: [{ kind: 'robot' }, ...three.slice(1)] }, 'BadRequest', /seats\.0/],
      [
        { ruleset: 'xia', seats: [{ kind: 'bot', bot: 'genius' }, ...three.slice(1)] },
        'BadBot',
        /unknown bot "genius"/,
      ],
      [
        { ruleset: 'xia', seats: [{ kind: 'bot', bot: 'heuristic:sleepy' }, ...three.slice(1)] },
        'BadBot',
        /profile/,
      ],
      [
        { ruleset: 'xia', seats: [{ kind: 'bot', bot: 'search:9000ms' }, ...three.slice(1)] },
        'BadBot',
        /at most 1000ms/,
      ],
      [
        { ruleset: 'xia', seats: [{ kind: 'bot', bot: 'level:expert' }, ...three.slice(1)] },
        'BadBot',
        /the level must be one of easy, normal, hard/,
      ],
      [{ ruleset: 'xia', seats: three, extra: 1 }, 'BadRequest', /extra/],
      [[1, 2], 'BadRequest', /object/],
    ];
    for (const [body, code, message] of cases) {
      const r = await t.request('POST', '/api/matches', body);
      expect({ body, status: r.status, code: (r.body as { code: string }).code }).toEqual({
        body,
        status: 400,
        code,
      });
      expect((r.body as { message: string }).message).toMatch(message);
    }
    expect(await t.storage.listMatches({})).toEqual([]);
  });

  it('refuses bodies that are not JSON, too large or of another type', async () => {
    const t = await serve({ config: { bodyLimitBytes: 1024 } });
    expect(await t.request('POST', '/api/matches', '{"ruleset": ')).toMatchObject({
      status: 400,
      body: { code: 'MalformedJson' },
    });
    expect(await t.request('POST', '/api/matches', { pad: 'x'.repeat(2000) })).toMatchObject({
      status: 413,
      body: { code: 'BodyTooLarge' },
    });
    expect(
      await t.request('POST', '/api/matches', '<match/>', { 'content-type': 'application/xml' }),
    ).toMatchObject({ status: 415, body: { code: 'UnsupportedMediaType' } });
    expect(await t.request('POST', '/api/matches', undefined, {})).toMatchObject({ status: 400 });
    expect(await t.request('GET', '/api/nothing')).toMatchObject({
      status: 404,
      body: { code: 'NotFound' },
    });
  });

  it('XE-2P-01: makes a two-captain match with element D, which the options keep', async () => {
    const t = await serve();
    const two = three.slice(0, 2);
    const { id } = await createMatch(t, two, { elements: ['D'] });
    const r = await t.request('GET', `/api/matches/${id}`);
    expect(r.status).toBe(200);
    expect(JSON.stringify(r.body)).toContain('"elements":["D"]');
  });

  it('refuses bad ids, seats and queries', async () => {
    const t = await serve();
    const { id } = await createMatch(t, three);
    expect(await t.request('GET', '/api/matches/no!')).toMatchObject({
      status: 400,
      body: { code: 'BadMatchId' },
    });
    expect(await t.request('GET', '/api/matches/missing-match')).toMatchObject({
      status: 404,
      body: { code: 'NoMatch' },
    });
    expect(await t.request('POST', '/api/matches/missing-match/seats/0/claim', {})).toMatchObject({
      status: 404,
      body: { code: 'NoMatch' },
    });
    expect(await t.request('POST', `/api/matches/${id}/seats/x/claim`, {})).toMatchObject({
      status: 400,
      body: { code: 'BadSeat' },
    });
    expect(await t.request('POST', `/api/matches/${id}/seats/7/claim`, {})).toMatchObject({
      status: 400,
      body: { code: 'NoSuchSeat' },
    });
    expect(await t.request('POST', `/api/matches/${id}/seats/0/claim`, { name: '' })).toMatchObject(
      {
        status: 400,
        body: { code: 'BadRequest' },
      },
    );
    expect(
      await t.request('POST', `/api/matches/${id}/seats/0/claim`, { name: 'x'.repeat(40) }),
    ).toMatchObject({
      status: 400,
    });
    expect(await t.request('GET', '/api/matches?phase=ongoing')).toMatchObject({
      status: 400,
      body: { code: 'BadQuery' },
    });
    expect(await t.request('GET', '/api/matches?limit=0')).toMatchObject({
      status: 400,
      body: { code: 'BadQuery' },
    });
    expect(await t.request('GET', `/api/matches/${id}/replay`)).toMatchObject({
      status: 409,
      body: { code: 'NotFinished' },
    });
    expect(await t.request('GET', `/api/matches/${id}/socket`)).toMatchObject({
      status: 426,
      body: { code: 'UpgradeRequired' },
    });
  });

  it('creates, lists and shows matches', async () => {
    const t = await serve();
    const created = await t.request('POST', '/api/matches', {
      ruleset: 'xia',
      seats: three,
      options: { fameTarget: 7 },
    });
    expect(created.status).toBe(201);
    const body = created.body as { id: string; creatorToken: string; match: unknown };
    expect(body.creatorToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.match).toMatchObject({
      id: body.id,
      ruleset: 'xia',
      phase: 'open',
      version: 0,
      options: { seats: 3, fameTarget: 7, preset: 'standard' },
      seats: [
        { seat: 0, kind: 'person', claimed: false, connected: false },
        { seat: 1, kind: 'person', claimed: false },
        { seat: 2, kind: 'bot', name: 'heuristic', connected: true },
      ],
    });
    // The creator's token is kept only as a hash.
    expect(JSON.stringify(await t.storage.getMatch(body.id))).not.toContain(body.creatorToken);
    await claim(t, body.id, 0);
    const other = await createMatch(t, three);
    const open = await t.request('GET', '/api/matches?phase=open');
    const ids = (open.body as { matches: { id: string }[] }).matches.map((m) => m.id);
    expect(ids.sort()).toEqual([body.id, other.id].sort());
    expect(await t.request('GET', '/api/matches?phase=finished')).toMatchObject({
      body: { matches: [] },
    });
    const one = await t.request('GET', `/api/matches/${body.id}`);
    expect(one.body).toMatchObject({
      seats: [{ claimed: true }, { claimed: false }, { kind: 'bot' }],
    });
  });

  it('answers health, version, metrics, the lobby settings and the page at /', async () => {
    const t = await serve();
    expect(await t.request('GET', '/health')).toMatchObject({
      status: 200,
      body: { status: 'ok', database: 'sqlite' },
    });
    const version = await t.request('GET', '/version');
    expect(version.body).toMatchObject({
      name: 'drift',
      protocol: PROTOCOL_VERSION,
      rulesets: [{ id: 'xia' }],
    });
    const rulesets = await t.request('GET', '/api/rulesets');
    expect(rulesets.body).toMatchObject({
      rulesets: [
        {
          id: 'xia',
          seats: { min: BUILT_ELEMENTS.includes('D') ? 2 : 3, max: 5 },
          fameTarget: { min: 3, max: 30 },
          presets: ['standard', 'firstGame'],
        },
      ],
    });
    const info = (rulesets.body as { rulesets: { elements: { id: string; built: boolean }[] }[] })
      .rulesets[0];
    expect(info?.elements.map((e) => e.id)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    expect(info?.elements.filter((e) => e.built).map((e) => e.id)).toEqual([...BUILT_ELEMENTS]);
    const bots = (rulesets.body as { rulesets: { bots: { name: string }[] }[] }).rulesets[0]?.bots;
    expect(bots?.map((b) => b.name)).toEqual([
      'random',
      'typed-random',
      'heuristic',
      'search',
      'level',
    ]);
    await createMatch(t, three);
    const metrics = await t.request('GET', '/metrics');
    for (const name of [
      'drift_matches_live 1',
      'drift_commands_accepted_total',
      'drift_commands_rejected_total',
      'drift_command_latency_seconds_bucket',
      'drift_sockets_open',
      'drift_frames_rejected_total',
    ])
      expect(metrics.text).toContain(name);
    const page = await t.request('GET', '/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('the web client is not built');
    // Health is 503 when the database does not answer.
    t.storage.ping = async () => {
      throw new Error('gone');
    };
    expect(await t.request('GET', '/health')).toMatchObject({
      status: 503,
      body: { code: 'NotReady' },
    });
  });

  it("serves the web client's built files at / when they exist", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'drift-web-'));
    try {
      mkdirSync(join(dist, 'assets'));
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Drift board</title>');
      writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
      const t = await serve({ config: { webDist: dist } });
      expect(t.server.webClient).toBe(true);
      expect((await t.request('GET', '/')).text).toContain('Drift board');
      expect((await t.request('GET', '/assets/app.js')).text).toBe('console.log(1)');
      expect(await t.request('GET', '/health')).toMatchObject({ status: 200 });
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
