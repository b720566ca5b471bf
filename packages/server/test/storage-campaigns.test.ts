/**
 * Campaigns in storage (GAP-XC-07), one suite against each adapter, SQLite and a real
 * PostgreSQL: players, campaigns owned by one, compare-and-set changes, a game started with its
 * match and seat claim in one transaction, and everything still there after a restart.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StorageError } from '../src/storage/errors.ts';
import type { CampaignChange, SeatClaim, Storage } from '../src/storage/types.ts';
import {
  type Adapter,
  type Fresh,
  newMatch,
  postgresAdapter,
  sqliteAdapter,
  T0,
} from './support/adapters.ts';
import { findPostgres, startPostgres, type TempPostgres } from './support/postgres.ts';

async function refusedWith(call: Promise<unknown>, code: string): Promise<void> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StorageError);
  if (!(error instanceof StorageError)) return;
  expect(error.code).toBe(code);
  expect(error.message).toMatch(/^[A-Z].*\.$/s);
}

const ALICE = 'a'.repeat(64);
const BOB = 'b'.repeat(64);
const recordOf = (name: string, games = 0) => ({ format: 'drift-campaign', name, games });
const claim = (matchId: string): SeatClaim => ({
  matchId,
  seat: 0,
  tokenHash: 'd'.repeat(64),
  name: null,
  claimedAt: T0 + 5,
});
const change = (id: string, revision: number, more: Partial<CampaignChange> = {}) => ({
  id,
  revision,
  record: recordOf('changed', revision + 1),
  pendingMatch: null,
  at: T0 + 10 + revision,
  ...more,
});

function campaignSuite(adapter: Adapter) {
  describe(`campaigns in the ${adapter.name} adapter`, () => {
    let db: Fresh;
    let s: Storage;
    const fresh = async () => {
      db = await adapter.fresh();
      s = db.storage;
      await s.createPlayer(ALICE, T0);
      await s.createPlayer(BOB, T0);
      return s;
    };
    afterEach(() => adapter.cleanup());

    it('records players once and knows them', async () => {
      await fresh();
      expect(await s.hasPlayer(ALICE)).toBe(true);
      expect(await s.hasPlayer('c'.repeat(64))).toBe(false);
      await refusedWith(s.createPlayer(ALICE, T0), 'PlayerExists');
      await refusedWith(s.createPlayer('', T0), 'BadRecord');
    });

    it('stores a campaign of a player and lists only that player’s, newest change first', async () => {
      await fresh();
      await s.createCampaign({
        id: 'camp-a1',
        ownerHash: ALICE,
        record: recordOf('one'),
        createdAt: T0,
      });
      await s.createCampaign({
        id: 'camp-a2',
        ownerHash: ALICE,
        record: recordOf('two'),
        createdAt: T0 + 1,
      });
      await s.createCampaign({
        id: 'camp-b1',
        ownerHash: BOB,
        record: recordOf('bob'),
        createdAt: T0,
      });
      expect(await s.getCampaign('camp-a1')).toEqual({
        id: 'camp-a1',
        ownerHash: ALICE,
        record: recordOf('one'),
        pendingMatch: null,
        revision: 0,
        createdAt: T0,
        updatedAt: T0,
      });
      expect((await s.listCampaigns(ALICE)).map((c) => c.id)).toEqual(['camp-a2', 'camp-a1']);
      expect((await s.listCampaigns(BOB)).map((c) => c.id)).toEqual(['camp-b1']);
      expect(await s.listCampaigns('c'.repeat(64))).toEqual([]);
      expect((await s.listCampaigns(ALICE, 1)).map((c) => c.id)).toEqual(['camp-a2']);
      await refusedWith(
        s.createCampaign({ id: 'camp-a1', ownerHash: ALICE, record: {}, createdAt: T0 }),
        'CampaignExists',
      );
      await refusedWith(
        s.createCampaign({ id: 'camp-x1', ownerHash: 'c'.repeat(64), record: {}, createdAt: T0 }),
        'UnknownPlayer',
      );
      await refusedWith(
        s.createCampaign({ id: 'camp-x2', ownerHash: ALICE, record: undefined, createdAt: T0 }),
        'BadRecord',
      );
      expect(await s.getCampaign('nope-nope')).toBeUndefined();
    });

    it('changes a campaign only from the revision it was read at', async () => {
      await fresh();
      await s.createCampaign({
        id: 'camp-a1',
        ownerHash: ALICE,
        record: recordOf('one'),
        createdAt: T0,
      });
      expect(await s.updateCampaign(change('camp-a1', 0))).toBe(true);
      // A second writer that read revision 0 too loses: nothing is changed.
      expect(await s.updateCampaign(change('camp-a1', 0, { record: recordOf('lost') }))).toBe(
        false,
      );
      const now = await s.getCampaign('camp-a1');
      expect(now).toMatchObject({
        revision: 1,
        record: recordOf('changed', 1),
        updatedAt: T0 + 10,
      });
      await refusedWith(s.updateCampaign(change('nope-nope', 0)), 'UnknownCampaign');
      await refusedWith(
        s.updateCampaign(change('camp-a1', 1, { pendingMatch: 'not-stored' })),
        'UnknownMatch',
      );
      expect((await s.getCampaign('camp-a1'))?.revision).toBe(1);
    });

    it('starts a game in one transaction: the match, the seat claim and the pending match', async () => {
      await fresh();
      await s.createCampaign({
        id: 'camp-a1',
        ownerHash: ALICE,
        record: recordOf('one'),
        createdAt: T0,
      });
      const m = newMatch('game-001', { seats: [{ kind: 'person' }] });
      expect(
        await s.startCampaignGame(
          change('camp-a1', 0, { pendingMatch: 'game-001' }),
          m,
          claim('game-001'),
        ),
      ).toBe(true);
      expect((await s.getMatch('game-001'))?.id).toBe('game-001');
      expect((await s.seatClaims('game-001')).map((c) => c.seat)).toEqual([0]);
      expect(await s.campaignOfMatch('game-001')).toMatchObject({ id: 'camp-a1', revision: 1 });
      expect((await s.pendingCampaigns()).map((c) => c.id)).toEqual(['camp-a1']);
      // Started from an old revision: refused, and no second match is written.
      const m2 = newMatch('game-002', { seats: [{ kind: 'person' }] });
      expect(
        await s.startCampaignGame(
          change('camp-a1', 0, { pendingMatch: 'game-002' }),
          m2,
          claim('game-002'),
        ),
      ).toBe(false);
      expect(await s.getMatch('game-002')).toBeUndefined();
      // A match already stored: refused whole (the campaign stays as it was).
      await refusedWith(
        s.startCampaignGame(
          change('camp-a1', 1, { pendingMatch: 'game-001' }),
          m,
          claim('game-001'),
        ),
        'MatchExists',
      );
      expect(await s.getCampaign('camp-a1')).toMatchObject({
        revision: 1,
        pendingMatch: 'game-001',
      });
      // The game is recorded: no campaign waits for the match any more.
      expect(await s.updateCampaign(change('camp-a1', 1))).toBe(true);
      expect(await s.campaignOfMatch('game-001')).toBeUndefined();
      expect(await s.pendingCampaigns()).toEqual([]);
    });

    it('GAP-XC-07: a campaign and its pending game are still there after a restart', async () => {
      await fresh();
      await s.createCampaign({
        id: 'camp-a1',
        ownerHash: ALICE,
        record: recordOf('one'),
        createdAt: T0,
      });
      const m = newMatch('game-001', { seats: [{ kind: 'person' }] });
      await s.startCampaignGame(
        change('camp-a1', 0, { pendingMatch: 'game-001' }),
        m,
        claim('game-001'),
      );
      const before = await s.getCampaign('camp-a1');
      await s.close();
      const again = await db.another();
      expect(await again.getCampaign('camp-a1')).toEqual(before);
      expect(await again.hasPlayer(ALICE)).toBe(true);
      expect((await again.pendingCampaigns()).map((c) => c.pendingMatch)).toEqual(['game-001']);
      expect((await again.listCampaigns(ALICE)).map((c) => c.id)).toEqual(['camp-a1']);
    });

    it('deletes a campaign; its matches stay', async () => {
      await fresh();
      await s.createCampaign({
        id: 'camp-a1',
        ownerHash: ALICE,
        record: recordOf('one'),
        createdAt: T0,
      });
      const m = newMatch('game-001', { seats: [{ kind: 'person' }] });
      await s.startCampaignGame(
        change('camp-a1', 0, { pendingMatch: 'game-001' }),
        m,
        claim('game-001'),
      );
      await s.deleteCampaign('camp-a1');
      expect(await s.getCampaign('camp-a1')).toBeUndefined();
      expect((await s.getMatch('game-001'))?.id).toBe('game-001');
      await refusedWith(s.deleteCampaign('camp-a1'), 'UnknownCampaign');
    });

    it('reads a damaged campaign row as CorruptRecord', async () => {
      await fresh();
      await s.createCampaign({
        id: 'camp-a1',
        ownerHash: ALICE,
        record: recordOf('one'),
        createdAt: T0,
      });
      await db.query(`UPDATE campaigns SET record = '{not json' WHERE id = 'camp-a1'`);
      await refusedWith(s.getCampaign('camp-a1'), 'CorruptRecord');
    });
  });
}

campaignSuite(sqliteAdapter());

const binaries = findPostgres();
if (binaries.ok) {
  let server: TempPostgres | undefined;
  beforeAll(async () => {
    server = await startPostgres();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  }, 60_000);
  campaignSuite(
    postgresAdapter(() => {
      if (!server) throw new Error('PostgreSQL did not start');
      return server;
    }),
  );
} else {
  describe('campaigns in the postgres adapter', () => {
    it('runs against a real PostgreSQL', (ctx) => {
      if (process.env.CI) throw new Error(`${binaries.reason} (CI must install them: .ci/run)`);
      ctx.skip(binaries.reason);
    });
  });
}
