/**
 * Campaigns over HTTP on a real server (loopback, SQLite): a player's token, campaigns nobody
 * else reads or changes, a game started as a solo match with the player seated and played out
 * over a socket, its result recorded exactly once (also when the server stopped between the
 * match's end and the record, GAP-XC-07), the upgrade between games (XC-CAMP-05), the file
 * exported and imported, and every bad request refused with its code.
 */

import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { expectOk, newPlayer, type Player, playOut, type View } from './support/campaign.ts';
import { servers } from './support/test-server.ts';

const serve = servers();

const GOAL_A = 'merchant-prince';
const GOAL_B = 'pathfinder';

async function newCampaign(p: Player, name = 'Outer run', difficulty = 'hard'): Promise<View> {
  return expectOk<View>(p.call('POST', '/api/campaigns', { name, difficulty }), 201);
}

interface Started {
  readonly match: string;
  readonly seat: number;
  readonly token: string;
  readonly campaign: View;
}

describe('players and their campaigns', () => {
  it('refuses a request without a player token, or with one the server never gave', async () => {
    const t = await serve();
    const none = await t.request('GET', '/api/campaigns');
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ code: 'NoPlayerToken' });
    const made = await t.request('GET', '/api/campaigns', undefined, {
      authorization: `Bearer ${'x'.repeat(43)}`,
    });
    expect(made.status).toBe(401);
    expect(made.body).toMatchObject({ code: 'UnknownPlayer' });
  });

  it('creates, lists and shows a player’s campaigns; another player sees none of them', async () => {
    const t = await serve();
    const alice = await newPlayer(t);
    const bob = await newPlayer(t);
    const c = await newCampaign(alice, 'Outer run', 'normal');
    expect(c).toMatchObject({
      pendingMatch: null,
      score: 0,
      won: false,
      upgradeDue: false,
      record: { name: 'Outer run', games: [], upgrades: {} },
    });
    expect(c.availableGoals).toHaveLength(10);
    const listed = await expectOk<{ campaigns: { id: string; name: string; games: number }[] }>(
      alice.call('GET', '/api/campaigns'),
    );
    expect(listed.campaigns).toEqual([
      expect.objectContaining({ id: c.id, name: 'Outer run', games: 0, difficulty: 'normal' }),
    ]);
    expect(await expectOk(bob.call('GET', '/api/campaigns'))).toEqual({ campaigns: [] });
    for (const [method, path, body] of [
      ['GET', `/api/campaigns/${c.id}`, undefined],
      ['POST', `/api/campaigns/${c.id}/games`, { goal: GOAL_A }],
      ['POST', `/api/campaigns/${c.id}/upgrade`, { track: 'engine' }],
      ['GET', `/api/campaigns/${c.id}/export`, undefined],
      ['DELETE', `/api/campaigns/${c.id}`, undefined],
    ] as const) {
      const r = await bob.call(method, path, body);
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.body).toEqual({ code: 'NoCampaign', message: `You have no campaign ${c.id}.` });
    }
    // Still there for its owner.
    expect((await alice.call('GET', `/api/campaigns/${c.id}`)).status).toBe(200);
  });

  it('refuses bad bodies with a code and a sentence', async () => {
    const t = await serve();
    const p = await newPlayer(t);
    const c = await newCampaign(p);
    const cases: [string, string, unknown, number, string][] = [
      ['POST', '/api/campaigns', { name: ' ', difficulty: 'hard' }, 400, 'BadCampaignName'],
      ['POST', '/api/campaigns', { name: 'x', difficulty: 'brutal' }, 400, 'BadRequest'],
      ['POST', '/api/campaigns', { name: 'x', difficulty: 'hard', cheat: 1 }, 400, 'BadRequest'],
      ['POST', '/api/campaigns', '{"name":', 400, 'MalformedJson'],
      ['POST', `/api/campaigns/${c.id}/games`, { goal: 'no-such-goal' }, 400, 'UnknownGoal'],
      ['POST', `/api/campaigns/${c.id}/games`, { goal: 7 }, 400, 'BadRequest'],
      ['POST', `/api/campaigns/${c.id}/upgrade`, { track: 'engine' }, 409, 'NoUpgradeDue'],
      ['POST', `/api/campaigns/${c.id}/upgrade`, { track: 'warp' }, 400, 'BadRequest'],
      ['GET', '/api/campaigns/%20bad', undefined, 400, 'BadCampaignId'],
      ['POST', '/api/campaigns/import', { format: 'drift-match' }, 400, 'BadCampaign'],
      ['POST', '/api/campaigns/import', [1, 2], 400, 'BadCampaign'],
      ['POST', '/api/campaigns/import', { ...c.record, version: 7 }, 400, 'CampaignTooNew'],
      [
        'POST',
        '/api/campaigns/import',
        { ...c.record, games: 'x'.repeat(300_000) },
        413,
        'BodyTooLarge',
      ],
    ];
    for (const [method, path, body, status, code] of cases) {
      const r = await p.call(method, path, body);
      expect(r.status, `${method} ${path} ${code}`).toBe(status);
      expect(r.body).toMatchObject({ code, message: expect.stringMatching(/^\S.*/) });
    }
    // The plain lobby does not make campaign games.
    const lobby = await t.request('POST', '/api/matches', {
      ruleset: 'xia',
      options: { solo: { difficulty: 'easy' }, campaign: { goal: GOAL_A } },
      seats: [{ kind: 'person' }],
    });
    expect(lobby.status).toBe(400);
    expect(lobby.body).toMatchObject({
      code: 'BadOptions',
      message: expect.stringContaining('/api/campaigns/:id/games'),
    });
  });

  it('makes a plain solo match from the lobby: one seat, the difficulty, the Sellsword, a Fame target', async () => {
    const t = await serve();
    const made = await t.request('POST', '/api/matches', {
      ruleset: 'xia',
      options: { solo: { difficulty: 'normal', sellsword: true }, fameTarget: 12 },
      seats: [{ kind: 'person' }],
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      match: {
        options: { seats: 1, fameTarget: 12, solo: { difficulty: 'normal', sellsword: true } },
        seats: [{ seat: 0, kind: 'person' }],
      },
    });
    const info = await t.request('GET', '/api/rulesets');
    expect(info.body).toMatchObject({
      rulesets: [
        {
          solo: {
            difficulties: [
              { id: 'easy', credits: 6000 },
              { id: 'normal', credits: 4000 },
              { id: 'hard', credits: 2000 },
            ],
          },
          campaign: { tracks: expect.arrayContaining([{ id: 'engine', name: 'Engine' }]) },
        },
      ],
    });
  });
});

describe('a campaign played on the server', () => {
  it('XC-CAMP-05: a game starts as a solo match, is recorded when it ends, and its upgrade comes before the next', async () => {
    const t = await serve();
    const p = await newPlayer(t);
    const c = await newCampaign(p);
    const started = await expectOk<Started>(
      p.call('POST', `/api/campaigns/${c.id}/games`, { goal: GOAL_A }),
      201,
    );
    expect(started).toMatchObject({ seat: 0, campaign: { pendingMatch: started.match } });
    const match = await t.request('GET', `/api/matches/${started.match}`);
    expect(match.body).toMatchObject({
      phase: 'running',
      options: {
        seats: 1,
        solo: { difficulty: 'hard', sellsword: false },
        campaign: { goal: GOAL_A, upgrades: {}, rewards: [], shipUses: {} },
      },
      seats: [{ seat: 0, kind: 'person', claimed: true, name: 'Outer run' }],
    });
    // One game at a time.
    const twice = await p.call('POST', `/api/campaigns/${c.id}/games`, { goal: GOAL_B });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'GamePending' });

    const winners = await playOut(t, started.match, started.token, 'camp-1');
    let after = await expectOk<View>(p.call('GET', `/api/campaigns/${c.id}`));
    expect(after.pendingMatch).toBeNull();
    expect(after.record.games).toHaveLength(1);
    const game = after.record.games[0];
    expect(game).toMatchObject({ matchId: started.match, goal: GOAL_A, won: winners.includes(0) });
    expect(after.score).toBe(game?.score);
    expect(Object.values(after.record.shipUses)).toEqual([1]);
    expect(after.upgradeDue).toBe(true);
    expect(after.upgradeChoices).toHaveLength(7);
    const early = await p.call('POST', `/api/campaigns/${c.id}/games`, { goal: GOAL_B });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'UpgradeDue' });

    after = await expectOk<View>(
      p.call('POST', `/api/campaigns/${c.id}/upgrade`, { track: 'engine' }),
    );
    expect(after.record.upgrades).toEqual({ engine: 1 });
    expect(after.record.games[0]?.upgrade).toEqual({ track: 'engine', tier: 1 });
    const again = await p.call('POST', `/api/campaigns/${c.id}/upgrade`, { track: 'combat' });
    expect(again.body).toMatchObject({ code: 'NoUpgradeDue' });

    // XC-UPG-01 on the server: the next game carries the upgrade and the ship used.
    const second = await expectOk<Started>(
      p.call('POST', `/api/campaigns/${c.id}/games`, { goal: GOAL_B }),
      201,
    );
    const next = await t.request('GET', `/api/matches/${second.match}`);
    expect(next.body).toMatchObject({
      options: {
        campaign: { goal: GOAL_B, upgrades: { engine: 1 }, shipUses: after.record.shipUses },
      },
    });
    // The finish hook and a read of the campaign race to record the game: one record only.
    await playOut(t, second.match, second.token, 'camp-2');
    await Promise.all([
      t.server.campaigns.matchFinished(second.match),
      p.call('GET', `/api/campaigns/${c.id}`),
      t.server.campaigns.matchFinished(second.match),
    ]);
    after = await expectOk<View>(p.call('GET', `/api/campaigns/${c.id}`));
    expect(after.record.games.map((g) => g.matchId)).toEqual([started.match, second.match]);
    expect(after.record.log.filter((l) => l.text.startsWith('Game 2,'))).toHaveLength(1);
  }, 120_000);

  it('XC-CAMP-03: a game started without a goal offers the open ones, chosen in the game before the first turn', async () => {
    const t = await serve();
    const p = await newPlayer(t);
    const c = await newCampaign(p);
    const started = await expectOk<Started>(p.call('POST', `/api/campaigns/${c.id}/games`), 201);
    const match = await t.request('GET', `/api/matches/${started.match}`);
    const options = (match.body as { options: { campaign: { goals: string[] } } }).options;
    expect(options.campaign.goals).toEqual(c.availableGoals);
    await playOut(t, started.match, started.token, 'camp-choose');
    const after = await expectOk<View>(p.call('GET', `/api/campaigns/${c.id}`));
    const goal = after.record.games[0]?.goal;
    expect(c.availableGoals).toContain(goal);
  }, 120_000);

  it('GAP-XC-07: a game that ended while the server stopped is recorded on the next start, exactly once', async () => {
    const first = await serve({ removeDir: false });
    const p = await newPlayer(first);
    const c = await newCampaign(p);
    const started = await expectOk<Started>(
      p.call('POST', `/api/campaigns/${c.id}/games`, { goal: GOAL_A }),
      201,
    );
    // Before the game ends, the campaign's row as it stood (the game pending).
    const file = join(first.dir, 'drift.sqlite');
    const peek = new Database(file, { readonly: true });
    const pending = peek
      .prepare('SELECT record, revision FROM campaigns WHERE id = ?')
      .get(c.id) as { record: string; revision: number };
    peek.close();
    await playOut(first, started.match, started.token, 'camp-restart');
    await first.stop();

    // The process died after the match ended but before the game was recorded: put the row back.
    const db = new Database(file);
    db.prepare('UPDATE campaigns SET record = ?, pending_match = ?, revision = ? WHERE id = ?').run(
      pending.record,
      started.match,
      pending.revision + 1,
      c.id,
    );
    db.close();

    const second = await serve({ dir: first.dir, removeDir: false });
    await expect
      .poll(async () => (await second.storage.getCampaign(c.id))?.pendingMatch, { timeout: 10_000 })
      .toBeNull();
    // The player's token works on the restarted server: it is stored, not remembered.
    const view = await expectOk<View>(
      second.request('GET', `/api/campaigns/${c.id}`, undefined, {
        authorization: `Bearer ${p.token}`,
      }),
    );
    expect(view.record.games.map((g) => g.matchId)).toEqual([started.match]);
    await second.stop();

    // Once more: nothing is recorded twice.
    const third = await serve({ dir: first.dir });
    const still = await expectOk<View>(
      third.request('GET', `/api/campaigns/${c.id}`, undefined, {
        authorization: `Bearer ${p.token}`,
      }),
    );
    expect(still.record.games).toHaveLength(1);
    expect(still.upgradeDue).toBe(true);
  }, 120_000);

  it('a pending game whose match no longer rebuilds is cleared on the next start, with a log line', async () => {
    const first = await serve({ removeDir: false });
    const p = await newPlayer(first);
    const c = await newCampaign(p);
    const started = await expectOk<Started>(
      p.call('POST', `/api/campaigns/${c.id}/games`, { goal: GOAL_A }),
      201,
    );
    await first.stop();
    const db = new Database(join(first.dir, 'drift.sqlite'));
    db.prepare(`UPDATE matches SET options = '{"seats":"edited by hand"}' WHERE id = ?`).run(
      started.match,
    );
    db.close();
    const second = await serve({ dir: first.dir });
    await expect
      .poll(async () => (await second.storage.getCampaign(c.id))?.pendingMatch, { timeout: 10_000 })
      .toBeNull();
    const view = await expectOk<View>(
      second.request('GET', `/api/campaigns/${c.id}`, undefined, {
        authorization: `Bearer ${p.token}`,
      }),
    );
    expect(view.record.games).toEqual([]);
    expect(view.record.log.at(-1)?.text).toBe(
      `The game of match ${started.match} does not rebuild as stored; it is not counted.`,
    );
    // The campaign goes on.
    const next = await second.request(
      'POST',
      `/api/campaigns/${c.id}/games`,
      { goal: GOAL_A },
      { authorization: `Bearer ${p.token}` },
    );
    expect(next.status).toBe(201);
  }, 60_000);

  it('GAP-XC-07: exports the campaign as a file and imports it as a new campaign of the importer', async () => {
    const t = await serve();
    const alice = await newPlayer(t);
    const bob = await newPlayer(t);
    const c = await newCampaign(alice, 'Rim & Back');
    const started = await expectOk<Started>(
      alice.call('POST', `/api/campaigns/${c.id}/games`, { goal: GOAL_A }),
      201,
    );
    await playOut(t, started.match, started.token, 'camp-export');
    await expectOk(alice.call('POST', `/api/campaigns/${c.id}/upgrade`, { track: 'trade' }));
    const file = await alice.call('GET', `/api/campaigns/${c.id}/export`);
    expect(file.status).toBe(200);
    const mine = await expectOk<View>(alice.call('GET', `/api/campaigns/${c.id}`));
    expect(JSON.parse(file.text)).toEqual(mine.record);
    const imported = await expectOk<View>(
      bob.call('POST', '/api/campaigns/import', JSON.parse(file.text)),
      201,
    );
    expect(imported.id).not.toBe(c.id);
    expect(imported.record.games).toEqual(mine.record.games);
    expect(imported.record.upgrades).toEqual({ trade: 1 });
    expect(imported.record.log.at(-1)?.text).toBe('Imported from a campaign file.');
    expect(
      (await expectOk<{ campaigns: unknown[] }>(bob.call('GET', '/api/campaigns'))).campaigns,
    ).toHaveLength(1);
    // An edited file is refused, saying what is wrong.
    const edited = { ...JSON.parse(file.text), upgrades: { trade: 3 } };
    const refused = await bob.call('POST', '/api/campaigns/import', edited);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'BadCampaign',
      message: expect.stringContaining('upgrades'),
    });
    // Deleted: gone for its owner; the imported copy stays.
    expect((await alice.call('DELETE', `/api/campaigns/${c.id}`)).status).toBe(204);
    expect((await alice.call('GET', `/api/campaigns/${c.id}`)).status).toBe(404);
    expect((await bob.call('GET', `/api/campaigns/${imported.id}`)).status).toBe(200);
  }, 120_000);
});
