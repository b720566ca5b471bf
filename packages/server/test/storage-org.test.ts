/**
 * Organized-play records in storage (events, Coruscant campaigns), one suite against each
 * adapter, SQLite and a real PostgreSQL: records by kind, compare-and-set changes written with
 * their log entries in one transaction, two writers racing from two connections, participant
 * tokens (a new one replaces the player's old one), and bad input or damaged rows refused with
 * their codes.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StorageError } from '../src/storage/errors.ts';
import type { NewOrgRecord, OrgChange, Storage } from '../src/storage/types.ts';
import {
  type Adapter,
  type Fresh,
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

const ORGANIZER = 'e'.repeat(64);
const ORGANIZER_ACTOR = { kind: 'organizer' };

const newRecord = (id: string, more: Partial<NewOrgRecord> = {}): NewOrgRecord => ({
  id,
  kind: 'event',
  record: { name: `Event ${id}`, points: {} },
  organizerHash: ORGANIZER,
  createdAt: T0,
  ...more,
});

const change = (id: string, revision: number, more: Partial<OrgChange> = {}): OrgChange => ({
  id,
  revision,
  record: { name: 'changed', points: { ada: revision + 1 } },
  actor: ORGANIZER_ACTOR,
  entries: [{ type: 'Added', player: 'ada', points: 1 }],
  at: T0 + 10 + revision,
  ...more,
});

function orgSuite(adapter: Adapter) {
  describe(`organized-play records in the ${adapter.name} adapter`, () => {
    let db: Fresh;
    let s: Storage;
    const fresh = async () => {
      db = await adapter.fresh();
      s = db.storage;
      return s;
    };
    afterEach(() => adapter.cleanup());

    it('stores records and lists those of one kind, most recently changed first', async () => {
      await fresh();
      await s.createOrgRecord(newRecord('event-1'));
      await s.createOrgRecord(newRecord('event-2', { createdAt: T0 + 1 }));
      await s.createOrgRecord(newRecord('camp-1', { kind: 'coruscant', record: { teams: [] } }));
      expect(await s.getOrgRecord('event-1')).toEqual({
        ...newRecord('event-1'),
        revision: 0,
        updatedAt: T0,
      });
      expect((await s.listOrgRecords('event')).map((r) => r.id)).toEqual(['event-2', 'event-1']);
      expect((await s.listOrgRecords('coruscant')).map((r) => r.id)).toEqual(['camp-1']);
      expect((await s.listOrgRecords('event', 1)).map((r) => r.id)).toEqual(['event-2']);
      expect(await s.listOrgRecords('nothing')).toEqual([]);
      // A change moves a record to the front.
      expect(await s.updateOrgRecord(change('event-1', 0, { at: T0 + 50 }))).toBe(true);
      expect((await s.listOrgRecords('event')).map((r) => r.id)).toEqual(['event-1', 'event-2']);
      expect(await s.getOrgRecord('nope-nope')).toBeUndefined();
      await refusedWith(s.createOrgRecord(newRecord('event-1')), 'OrgRecordExists');
      await refusedWith(s.createOrgRecord(newRecord('x-1', { record: undefined })), 'BadRecord');
      await refusedWith(s.createOrgRecord(newRecord('x-2', { kind: '' })), 'BadRecord');
      await refusedWith(s.createOrgRecord(newRecord('x\u00003')), 'BadRecord');
      await refusedWith(s.listOrgRecords('event', -1), 'BadRecord');
    });

    it('changes a record only from the revision it was read at, its entries logged in order', async () => {
      await fresh();
      await s.createOrgRecord(newRecord('event-1'));
      const two = [
        { type: 'Added', player: 'ada', points: 3 },
        { type: 'Corrected', player: 'bo', points: -1 },
      ];
      expect(await s.updateOrgRecord(change('event-1', 0, { entries: two }))).toBe(true);
      // A second writer that read revision 0 too loses: neither record nor log change.
      expect(
        await s.updateOrgRecord(
          change('event-1', 0, { record: { lost: true }, entries: [{ lost: 1 }] }),
        ),
      ).toBe(false);
      const player = { kind: 'player', player: 'bo' };
      expect(
        await s.updateOrgRecord(
          change('event-1', 1, { actor: player, entries: [{ x: 'é\u0000' }] }),
        ),
      ).toBe(true);
      // A change that logs nothing still raises the revision.
      expect(await s.updateOrgRecord(change('event-1', 2, { entries: [] }))).toBe(true);
      expect(await s.getOrgRecord('event-1')).toMatchObject({
        revision: 3,
        record: { name: 'changed', points: { ada: 3 } },
        updatedAt: T0 + 12,
      });
      const log = await s.orgLog('event-1');
      expect(log).toEqual([
        {
          recordId: 'event-1',
          seq: 1,
          revision: 1,
          at: T0 + 10,
          actor: ORGANIZER_ACTOR,
          entry: two[0],
        },
        {
          recordId: 'event-1',
          seq: 2,
          revision: 1,
          at: T0 + 10,
          actor: ORGANIZER_ACTOR,
          entry: two[1],
        },
        {
          recordId: 'event-1',
          seq: 3,
          revision: 2,
          at: T0 + 11,
          actor: player,
          entry: { x: 'é\u0000' },
        },
      ]);
      expect((await s.orgLog('event-1', 1)).map((e) => e.seq)).toEqual([2, 3]);
      expect((await s.orgLog('event-1', 1, 1)).map((e) => e.seq)).toEqual([2]);
      expect(await s.orgLog('event-1', 3)).toEqual([]);
      expect(await s.orgLog('nope-nope')).toEqual([]);
      await refusedWith(s.updateOrgRecord(change('nope-nope', 0)), 'UnknownOrgRecord');
      await refusedWith(s.orgLog('event-1', -1), 'BadRecord');
      await refusedWith(s.orgLog('event-1', 0, 1.5), 'BadRecord');
    });

    it('refuses a change it cannot store before writing anything', async () => {
      await fresh();
      await s.createOrgRecord(newRecord('event-1'));
      const bad: Partial<OrgChange>[] = [
        { record: undefined },
        { entries: [{ n: 10n }] },
        { actor: () => 1 },
        { entries: 'x' as unknown as unknown[] },
        { entries: Array.from({ length: 1001 }, () => ({})) },
        { revision: -1 },
        { at: Number.NaN },
      ];
      for (const more of bad)
        await refusedWith(s.updateOrgRecord(change('event-1', 0, more)), 'BadRecord');
      expect(await s.getOrgRecord('event-1')).toMatchObject({ revision: 0 });
      expect(await s.orgLog('event-1')).toEqual([]);
    });

    it('writes a change and its log in one transaction: a log entry that fails undoes the change', async () => {
      await fresh();
      await s.createOrgRecord(newRecord('event-1'));
      expect(await s.updateOrgRecord(change('event-1', 0))).toBe(true);
      // The database refuses the log's third line (the next change's second entry).
      await db.query(
        adapter.name === 'sqlite'
          ? `CREATE TRIGGER refuse_three BEFORE INSERT ON org_log WHEN NEW.seq = 3
             BEGIN SELECT RAISE(ABORT, 'refused by a test'); END`
          : 'ALTER TABLE org_log ADD CONSTRAINT refuse_three CHECK (seq <> 3)',
      );
      const failed = await s
        .updateOrgRecord(change('event-1', 1, { entries: [{ a: 1 }, { b: 2 }] }))
        .catch((e: unknown) => e);
      expect(failed).toBeInstanceOf(StorageError);
      expect(failed).toMatchObject({ code: 'DatabaseError' });
      expect(await s.getOrgRecord('event-1')).toMatchObject({
        revision: 1,
        record: change('event-1', 0).record,
      });
      expect((await s.orgLog('event-1')).map((e) => [e.seq, e.revision])).toEqual([[1, 1]]);
      // One entry fits: the change goes through.
      expect(await s.updateOrgRecord(change('event-1', 1))).toBe(true);
      expect((await s.orgLog('event-1')).map((e) => [e.seq, e.revision])).toEqual([
        [1, 1],
        [2, 2],
      ]);
    });

    it('lets one of two writers from two connections win a race; the other writes nothing', async () => {
      await fresh();
      const other = await db.another();
      await s.createOrgRecord(newRecord('event-1'));
      for (let revision = 0; revision < 6; revision++) {
        const [a, b] = await Promise.all([
          s.updateOrgRecord(change('event-1', revision, { entries: [{ by: 'a', revision }] })),
          other.updateOrgRecord(change('event-1', revision, { entries: [{ by: 'b', revision }] })),
        ]);
        expect([a, b].filter(Boolean)).toHaveLength(1);
      }
      const log = await s.orgLog('event-1');
      expect(log.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(log.map((e) => (e.entry as { revision: number }).revision)).toEqual([
        0, 1, 2, 3, 4, 5,
      ]);
      expect((await other.getOrgRecord('event-1'))?.revision).toBe(6);
    });

    it('gives a participant one token at a time and finds its record and player', async () => {
      await fresh();
      await s.createOrgRecord(newRecord('event-1'));
      await s.createOrgRecord(newRecord('event-2'));
      const token = (hash: string, player: string, recordId = 'event-1') => ({
        recordId,
        tokenHash: hash,
        player,
        createdAt: T0 + 1,
      });
      await s.addOrgToken(token('1'.repeat(64), 'ada'));
      await s.addOrgToken(token('2'.repeat(64), 'bo'));
      await s.addOrgToken(token('3'.repeat(64), 'ada', 'event-2'));
      expect(await s.orgTokenPlayer('1'.repeat(64))).toEqual({
        recordId: 'event-1',
        player: 'ada',
      });
      expect(await s.orgTokenPlayer('3'.repeat(64))).toEqual({
        recordId: 'event-2',
        player: 'ada',
      });
      // Ada's new token for event-1 replaces her old one there, not her token of event-2.
      await s.addOrgToken(token('4'.repeat(64), 'ada'));
      expect(await s.orgTokenPlayer('1'.repeat(64))).toBeUndefined();
      expect(await s.orgTokenPlayer('4'.repeat(64))).toEqual({
        recordId: 'event-1',
        player: 'ada',
      });
      expect(await s.orgTokenPlayer('3'.repeat(64))).toEqual({
        recordId: 'event-2',
        player: 'ada',
      });
      expect(await s.orgTokenPlayer('2'.repeat(64))).toEqual({ recordId: 'event-1', player: 'bo' });
      await refusedWith(s.addOrgToken(token('2'.repeat(64), 'cy')), 'OrgTokenExists');
      expect(await s.orgTokenPlayer('2'.repeat(64))).toEqual({ recordId: 'event-1', player: 'bo' });
      await refusedWith(
        s.addOrgToken(token('5'.repeat(64), 'ada', 'nope-nope')),
        'UnknownOrgRecord',
      );
      await refusedWith(s.addOrgToken(token('', 'ada')), 'BadRecord');
      await refusedWith(s.addOrgToken(token('6'.repeat(64), '')), 'BadRecord');
      await refusedWith(s.orgTokenPlayer(''), 'BadRecord');
    });

    it('reads damaged rows as CorruptRecord', async () => {
      await fresh();
      await s.createOrgRecord(newRecord('event-1'));
      expect(await s.updateOrgRecord(change('event-1', 0))).toBe(true);
      await db.query(`UPDATE org_log SET entry = '{not json' WHERE record_id = 'event-1'`);
      await refusedWith(s.orgLog('event-1'), 'CorruptRecord');
      await db.query(`UPDATE org_records SET record = '[1,' WHERE id = 'event-1'`);
      await refusedWith(s.getOrgRecord('event-1'), 'CorruptRecord');
      await refusedWith(s.listOrgRecords('event'), 'CorruptRecord');
    });
  });
}

orgSuite(sqliteAdapter());

const binaries = findPostgres();
if (binaries.ok) {
  let server: TempPostgres | undefined;
  beforeAll(async () => {
    server = await startPostgres();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  }, 60_000);
  orgSuite(
    postgresAdapter(() => {
      if (!server) throw new Error('PostgreSQL did not start');
      return server;
    }),
  );
} else {
  describe('organized-play records in the postgres adapter', () => {
    it('runs against a real PostgreSQL', (ctx) => {
      if (process.env.CI) throw new Error(`${binaries.reason} (CI must install them: .ci/run)`);
      ctx.skip(binaries.reason);
    });
  });
}
