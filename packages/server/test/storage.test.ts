/** The storage adapters, one suite run against each: SQLite and a real PostgreSQL. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StorageError } from '../src/storage/errors.ts';
import type { CommandRecord, Storage } from '../src/storage/types.ts';
import {
  type Adapter,
  type Fresh,
  newMatch,
  postgresAdapter,
  sqliteAdapter,
  T0,
} from './support/adapters.ts';
import { findPostgres, startPostgres, type TempPostgres } from './support/postgres.ts';

/** Rejects with a StorageError of this code (and a message that is a sentence). */
async function refusedWith(call: Promise<unknown>, code: string): Promise<StorageError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StorageError);
  if (!(error instanceof StorageError)) throw new Error('not a StorageError');
  expect(error.code).toBe(code);
  expect(error.message).toMatch(/^[A-Z].*\.$/s);
  return error;
}

const record = (matchId: string, version: number, seat = 0): CommandRecord => ({
  matchId,
  version,
  seat,
  command: { type: 'Move', to: [version, -version] },
  events: [{ type: 'Moved', seat, step: version }],
  at: T0 + version,
});

const versions = (records: readonly CommandRecord[]) => records.map((r) => r.version);

function storageSuite(adapter: Adapter) {
  describe(`the ${adapter.name} adapter`, () => {
    let db: Fresh;
    let s: Storage;
    const fresh = async () => {
      db = await adapter.fresh();
      s = db.storage;
      return s;
    };
    afterEach(() => adapter.cleanup());

    it('migrates twice without change, records the schema version, refuses a newer schema', async () => {
      await fresh();
      await s.createMatch(newMatch('m1'));
      await s.migrate();
      await s.migrate();
      expect(await db.query('SELECT version, name FROM drift_migrations ORDER BY version')).toEqual(
        [
          { version: 1, name: 'initial' },
          { version: 2, name: 'campaigns' },
          { version: 3, name: 'organized-play' },
        ],
      );
      expect((await s.getMatch('m1'))?.id).toBe('m1');
      await db.query(
        `INSERT INTO drift_migrations (version, name, applied_at) VALUES (99, 'x', 0)`,
      );
      await refusedWith(s.migrate(), 'SchemaTooNew');
    });

    it('creates and reads back a match', async () => {
      await fresh();
      const m = newMatch('abc123');
      await s.createMatch(m);
      expect(await s.getMatch('abc123')).toEqual({
        ...m,
        phase: 'open',
        version: 0,
        winners: null,
        updatedAt: m.createdAt,
      });
      expect(await s.getMatch('nope')).toBeUndefined();
      await refusedWith(s.createMatch(newMatch('abc123')), 'MatchExists');
    });

    it('lists by phase, most recently active first, with a limit', async () => {
      await fresh();
      for (let i = 1; i <= 5; i++) await s.createMatch(newMatch(`m${i}`, { createdAt: T0 + i }));
      await s.setPhase('m2', 'running', null, T0 + 10);
      await s.setPhase('m4', 'running', null, T0 + 9);
      const ids = (list: { id: string }[]) => list.map((m) => m.id);
      expect(ids(await s.listMatches({ phase: 'open' }))).toEqual(['m5', 'm3', 'm1']);
      expect(ids(await s.listMatches({ phase: 'running' }))).toEqual(['m2', 'm4']);
      expect(ids(await s.listMatches({ phase: 'finished' }))).toEqual([]);
      expect(ids(await s.listMatches({}))).toEqual(['m2', 'm4', 'm5', 'm3', 'm1']);
      expect(ids(await s.listMatches({ limit: 2 }))).toEqual(['m2', 'm4']);
      expect(ids(await s.listMatches({ phase: 'open', limit: 1 }))).toEqual(['m5']);
      expect(await s.listMatches({ limit: 0 })).toEqual([]);
      await refusedWith(s.listMatches({ limit: -1 }), 'BadRecord');
      await refusedWith(s.listMatches({ limit: 1.5 }), 'BadRecord');
    });

    it('caps a list at 100', async () => {
      await fresh();
      const many = Array.from({ length: 101 }, (_, i) => newMatch(`many${i}`));
      for (const m of many) await s.createMatch(m);
      expect(await s.listMatches({ limit: 1000 })).toHaveLength(100);
      expect(await s.listMatches({})).toHaveLength(100);
    });

    it('gives a seat to exactly one of two racing claims, also from two connections', async () => {
      await fresh();
      const other = await db.another();
      await s.createMatch(newMatch('race'));
      const claim = (token: string, seat = 0) => ({
        matchId: 'race',
        seat,
        tokenHash: token,
        name: token,
        claimedAt: T0 + 5,
      });
      const results = await Promise.all([
        s.claimSeat(claim('t1')),
        other.claimSeat(claim('t2')),
        s.claimSeat(claim('t3')),
        other.claimSeat(claim('t4')),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const claims = await s.seatClaims('race');
      expect(claims).toHaveLength(1);
      expect(claims[0]?.tokenHash).toBe(`t${results.indexOf(true) + 1}`);
      expect(claims[0]).toMatchObject({ matchId: 'race', seat: 0, claimedAt: T0 + 5 });
      // The same token again for its own seat: not taken anew.
      expect(await s.claimSeat(claims[0] ?? claim('x'))).toBe(false);
      // One token holds one seat of a match.
      await refusedWith(s.claimSeat(claim(claims[0]?.tokenHash ?? '', 1)), 'BadRecord');
      expect(await s.claimSeat({ ...claim('t9', 1), name: null })).toBe(true);
      expect((await s.seatClaims('race')).map((c) => [c.seat, c.name])).toEqual([
        [0, claims[0]?.name],
        [1, null],
      ]);
      // The claim counts as activity in the lobby.
      expect((await s.getMatch('race'))?.updatedAt).toBe(T0 + 5);
    });

    it('refuses claims of seats a match has not got or a bot holds', async () => {
      await fresh();
      await s.createMatch(newMatch('seats'));
      const claim = (matchId: string, seat: number) => ({
        matchId,
        seat,
        tokenHash: `tok${seat}`,
        name: null,
        claimedAt: T0,
      });
      await refusedWith(s.claimSeat(claim('seats', 2)), 'UnknownSeat');
      await refusedWith(s.claimSeat(claim('seats', 3)), 'UnknownSeat');
      await refusedWith(s.claimSeat(claim('ghost', 0)), 'UnknownMatch');
      await refusedWith(s.claimSeat(claim('seats', -1)), 'BadRecord');
      expect(await s.seatClaims('seats')).toEqual([]);
    });

    it('releases a seat, which can then be claimed again', async () => {
      await fresh();
      await s.createMatch(newMatch('rel'));
      const claim = (token: string) => ({
        matchId: 'rel',
        seat: 1,
        tokenHash: token,
        name: null,
        claimedAt: T0,
      });
      expect(await s.claimSeat(claim('first'))).toBe(true);
      expect(await s.claimSeat(claim('second'))).toBe(false);
      await s.releaseSeat('rel', 1);
      expect(await s.seatClaims('rel')).toEqual([]);
      expect(await s.claimSeat(claim('second'))).toBe(true);
      expect((await s.seatClaims('rel'))[0]?.tokenHash).toBe('second');
      await s.releaseSeat('rel', 0); // nothing claimed there: nothing happens
      expect(await s.seatClaims('rel')).toHaveLength(1);
    });

    it("changes a seat's plan: a person's seat handed to a bot can no longer be claimed", async () => {
      await fresh();
      await s.createMatch(newMatch('plan'));
      await s.setSeatPlan('plan', 1, { kind: 'bot', bot: 'search:explorer' });
      expect((await s.getMatch('plan'))?.seats).toEqual([
        { kind: 'person' },
        { kind: 'bot', bot: 'search:explorer' },
        { kind: 'bot', bot: 'heuristic:trader' },
      ]);
      const claim = { matchId: 'plan', seat: 1, tokenHash: 'x', name: null, claimedAt: T0 };
      await refusedWith(s.claimSeat(claim), 'UnknownSeat');
      await s.setSeatPlan('plan', 2, { kind: 'person' });
      expect(await s.claimSeat({ ...claim, seat: 2 })).toBe(true);
      await refusedWith(s.setSeatPlan('plan', 3, { kind: 'person' }), 'UnknownSeat');
      await refusedWith(s.setSeatPlan('ghost', 0, { kind: 'person' }), 'UnknownMatch');
      const bad = { kind: 'robot' } as unknown as { kind: 'person' };
      await refusedWith(s.setSeatPlan('plan', 0, bad), 'BadRecord');
    });

    it('appends commands in order and raises the version', async () => {
      await fresh();
      await s.createMatch(newMatch('log'));
      await s.appendCommands([record('log', 1), record('log', 2), record('log', 3, 1)]);
      await s.appendCommands([record('log', 4, 2)]);
      await s.appendCommands([]);
      const m = await s.getMatch('log');
      expect(m?.version).toBe(4);
      expect(m?.updatedAt).toBe(T0 + 4);
      expect(await s.commandsAfter('log', 0)).toEqual(
        [1, 2, 3, 4].map((v, i) => record('log', v, [0, 0, 1, 2][i])),
      );
      expect(versions(await s.commandsAfter('log', 2))).toEqual([3, 4]);
      expect(await s.commandsAfter('log', 4)).toEqual([]);
      expect(await s.commandsAfter('ghost', 0)).toEqual([]);
    });

    it('refuses a gap, a repeat or a disorder, and writes nothing of the batch', async () => {
      await fresh();
      await s.createMatch(newMatch('v'));
      await s.appendCommands([record('v', 1), record('v', 2)]);
      const gap = await refusedWith(s.appendCommands([record('v', 4)]), 'VersionConflict');
      expect(gap.message).toContain('version 2');
      await refusedWith(s.appendCommands([record('v', 2)]), 'VersionConflict');
      await refusedWith(s.appendCommands([record('v', 1), record('v', 2)]), 'VersionConflict');
      await refusedWith(s.appendCommands([record('v', 3), record('v', 5)]), 'VersionConflict');
      await refusedWith(s.appendCommands([record('v', 3), record('v', 3)]), 'VersionConflict');
      await refusedWith(s.appendCommands([record('v', 4), record('v', 3)]), 'VersionConflict');
      await refusedWith(s.appendCommands([record('ghost', 1)]), 'UnknownMatch');
      expect((await s.getMatch('v'))?.version).toBe(2);
      expect(versions(await s.commandsAfter('v', 0))).toEqual([1, 2]);
    });

    it('stores a batch of several matches whole, or none of it when one record is wrong', async () => {
      await fresh();
      for (const id of ['a1', 'b2', 'c3']) await s.createMatch(newMatch(id));
      await s.appendCommands([
        record('a1', 1),
        record('b2', 1),
        record('a1', 2),
        record('c3', 1),
        record('b2', 2),
      ]);
      expect((await s.getMatch('a1'))?.version).toBe(2);
      expect((await s.getMatch('b2'))?.version).toBe(2);
      expect((await s.getMatch('c3'))?.version).toBe(1);
      // One bad record (c3 repeats version 1) among good ones: nothing is written.
      await refusedWith(
        s.appendCommands([record('a1', 3), record('b2', 3), record('c3', 1)]),
        'VersionConflict',
      );
      // A record that cannot be stored at all: nothing is written either.
      const cyclic: Record<string, unknown> = {};
      cyclic.self = cyclic;
      const bad = { ...record('c3', 2), command: cyclic };
      await refusedWith(s.appendCommands([record('a1', 3), bad]), 'BadRecord');
      await refusedWith(
        s.appendCommands([record('a1', 3), { ...record('b2', 3), seat: -1 }]),
        'BadRecord',
      );
      await refusedWith(
        s.appendCommands([record('a1', 3), { ...record('b2', 3), command: undefined }]),
        'BadRecord',
      );
      await refusedWith(
        s.appendCommands([record('a1', 3), { ...record('b2', 3), at: 1.5 }]),
        'BadRecord',
      );
      await refusedWith(s.appendCommands([record('a1', 3), record('ghost', 1)]), 'UnknownMatch');
      for (const [id, v] of [
        ['a1', 2],
        ['b2', 2],
        ['c3', 1],
      ] as const) {
        expect((await s.getMatch(id))?.version).toBe(v);
        expect(versions(await s.commandsAfter(id, 0))).toHaveLength(v);
      }
    });

    it('lets concurrent batches over the same matches through one at a time, never deadlocked', async () => {
      await fresh();
      const other = await db.another();
      for (const id of ['x', 'y']) await s.createMatch(newMatch(id));
      const outcome = (p: Promise<void>) =>
        p.then(
          () => 'ok',
          (e: unknown) => (e instanceof StorageError ? e.code : String(e)),
        );
      let accepted = 0;
      for (let v = 1; v <= 30; v++) {
        // The same next version of x and y, from two connections, in opposite orders.
        const results = await Promise.all([
          outcome(s.appendCommands([record('x', v), record('y', v)])),
          outcome(other.appendCommands([record('y', v, 1), record('x', v, 1)])),
        ]);
        expect(results.filter((r) => r === 'ok')).toHaveLength(1);
        expect(results.filter((r) => r !== 'ok')).toEqual(['VersionConflict']);
        accepted++;
      }
      for (const id of ['x', 'y']) {
        expect((await s.getMatch(id))?.version).toBe(accepted);
        expect(versions(await s.commandsAfter(id, 0))).toEqual(
          Array.from({ length: accepted }, (_, i) => i + 1),
        );
      }
    });

    it('keeps every snapshot hash and the latest state', async () => {
      await fresh();
      await s.createMatch(newMatch('snap'));
      await s.saveSnapshot({ matchId: 'snap', version: 0, state: { at: 0 }, hash: 'h0' });
      await s.appendCommands([1, 2, 3].map((v) => record('snap', v)));
      await refusedWith(
        s.saveSnapshot({ matchId: 'snap', version: 4, state: { at: 4 }, hash: 'h4' }),
        'SnapshotConflict',
      );
      await s.saveSnapshot({
        matchId: 'snap',
        version: 3,
        state: { at: 3, deep: [{ x: 1 }] },
        hash: 'h3',
      });
      await s.saveSnapshot({ matchId: 'snap', version: 3, state: { at: 3 }, hash: 'h3' });
      await refusedWith(
        s.saveSnapshot({ matchId: 'snap', version: 3, state: { at: 3 }, hash: 'other' }),
        'SnapshotConflict',
      );
      await refusedWith(
        s.saveSnapshot({ matchId: 'ghost', version: 0, state: {}, hash: 'h' }),
        'UnknownMatch',
      );
      expect(await s.latestSnapshot('snap')).toEqual({
        matchId: 'snap',
        version: 3,
        state: { at: 3, deep: [{ x: 1 }] },
        hash: 'h3',
      });
      expect(await s.snapshotHashes('snap')).toEqual([
        { version: 0, hash: 'h0' },
        { version: 3, hash: 'h3' },
      ]);
      // Older snapshots keep only their hash.
      expect(
        await db.query(`SELECT version FROM snapshots WHERE state IS NOT NULL ORDER BY version`),
      ).toEqual([{ version: 3 }]);
      expect(await s.latestSnapshot('ghost')).toBeUndefined();
      expect(await s.snapshotHashes('ghost')).toEqual([]);
    });

    it('sets a phase with its winners', async () => {
      await fresh();
      await s.createMatch(newMatch('end'));
      await s.setPhase('end', 'running', null, T0 + 100);
      expect(await s.getMatch('end')).toMatchObject({
        phase: 'running',
        winners: null,
        updatedAt: T0 + 100,
      });
      await s.setPhase('end', 'finished', [2, 0], T0 + 200);
      expect(await s.getMatch('end')).toMatchObject({
        phase: 'finished',
        winners: [2, 0],
        updatedAt: T0 + 200,
      });
      await refusedWith(s.setPhase('ghost', 'running', null, T0), 'UnknownMatch');
      const bad = 'paused' as unknown as 'open';
      await refusedWith(s.setPhase('end', bad, null, T0), 'BadRecord');
      await refusedWith(s.setPhase('end', 'finished', [-1], T0), 'BadRecord');
    });

    it('round-trips nested JSON with unicode', async () => {
      await fresh();
      // JSON columns carry any string; plain text columns any but NUL and lone surrogates.
      const text = 'Kapitän Ωmega 🚀 "quoted" \\ back\nline ﷽ \t';
      const odd = `${text} \u0000 nul \ud800 lone \udc00`;
      const options = { seats: 4, deep: { a: [1, -2.5, 1e-7, 2 ** 53 - 1, null, true, {}] }, odd };
      await s.createMatch(newMatch(`ü-${'x'.repeat(10)}`, { options, seed: text }));
      const m = await s.getMatch(`ü-${'x'.repeat(10)}`);
      expect(m?.options).toEqual(options);
      expect(m?.seed).toBe(text);
      await refusedWith(s.createMatch(newMatch('nul', { seed: 'a\u0000b' })), 'BadRecord');
      await refusedWith(s.createMatch(newMatch('lone', { seed: 'a\ud800b' })), 'BadRecord');
      const command = {
        type: 'Say',
        text: odd,
        nested: [[[{ deeper: [odd, 0, false] }]]],
        empty: [],
      };
      const events = [{ type: 'Said', by: 0, text: odd }, [], { list: [{}, { '': odd }] }];
      await s.appendCommands([
        { matchId: m?.id ?? '', version: 1, seat: 3, command, events, at: T0 },
      ]);
      const [back] = await s.commandsAfter(m?.id ?? '', 0);
      expect(back?.command).toEqual(command);
      expect(back?.events).toEqual(events);
      await s.saveSnapshot({
        matchId: m?.id ?? '',
        version: 1,
        state: { odd, command },
        hash: 'h',
      });
      expect((await s.latestSnapshot(m?.id ?? ''))?.state).toEqual({ odd, command });
      const claim = { matchId: m?.id ?? '', seat: 0, tokenHash: 'tok', name: text, claimedAt: T0 };
      expect(await s.claimSeat(claim)).toBe(true);
      expect(await s.seatClaims(m?.id ?? '')).toEqual([claim]);
    });

    it('refuses what it cannot store, and reports damaged rows, without crashing', async () => {
      await fresh();
      await refusedWith(s.createMatch(newMatch('bad', { seats: [] })), 'BadRecord');
      await refusedWith(s.createMatch(newMatch('bad', { options: undefined })), 'BadRecord');
      await refusedWith(s.createMatch(newMatch('', {})), 'BadRecord');
      await refusedWith(s.createMatch(newMatch('bad', { createdAt: Number.NaN })), 'BadRecord');
      await refusedWith(s.getMatch(''), 'BadRecord');
      const notList = [{ ...record('bad', 1), events: 'boom' }] as unknown as CommandRecord[];
      await refusedWith(s.appendCommands(notList), 'BadRecord');
      await refusedWith(s.appendCommands({} as unknown as CommandRecord[]), 'BadRecord');
      await s.createMatch(newMatch('dmg'));
      await s.appendCommands([record('dmg', 1)]);
      await s.saveSnapshot({ matchId: 'dmg', version: 1, state: { ok: true }, hash: 'h' });
      await db.query(`UPDATE matches SET seats = '{not json' WHERE id = 'dmg'`);
      const e = await refusedWith(s.getMatch('dmg'), 'CorruptRecord');
      expect(e.message).toContain('dmg');
      await refusedWith(s.listMatches({}), 'CorruptRecord');
      await db.query(`UPDATE matches SET seats = '[{"kind":"alien"}]' WHERE id = 'dmg'`);
      await refusedWith(s.getMatch('dmg'), 'CorruptRecord');
      await refusedWith(
        s.claimSeat({ matchId: 'dmg', seat: 0, tokenHash: 't', name: null, claimedAt: T0 }),
        'CorruptRecord',
      );
      await db.query(`UPDATE commands SET events = '{"not":"a list"}' WHERE match_id = 'dmg'`);
      await refusedWith(s.commandsAfter('dmg', 0), 'CorruptRecord');
      await db.query(`UPDATE snapshots SET state = '[1,2' WHERE match_id = 'dmg'`);
      await refusedWith(s.latestSnapshot('dmg'), 'CorruptRecord');
      // The adapter still answers.
      await s.ping();
      await s.createMatch(newMatch('fine'));
      expect((await s.getMatch('fine'))?.id).toBe('fine');
    });

    it('answers a ping, then refuses every call once closed', async () => {
      await fresh();
      await s.ping();
      await s.close();
      await s.close();
      await refusedWith(s.ping(), 'Closed');
      await refusedWith(s.getMatch('x'), 'Closed');
      await refusedWith(s.appendCommands([record('x', 1)]), 'Closed');
    });
  });
}

storageSuite(sqliteAdapter());

// One PostgreSQL for the whole file. Without its binaries the suite is skipped with the reason,
// except in CI, which installs them (.ci/run): there the absence fails.
const binaries = findPostgres();
if (binaries.ok) {
  let server: TempPostgres | undefined;
  beforeAll(async () => {
    server = await startPostgres();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  }, 60_000);
  storageSuite(
    postgresAdapter(() => {
      if (!server) throw new Error('PostgreSQL did not start');
      return server;
    }),
  );
} else {
  describe('the postgres adapter', () => {
    it('runs against a real PostgreSQL', (ctx) => {
      if (process.env.CI) throw new Error(`${binaries.reason} (CI must install them: .ci/run)`);
      ctx.skip(binaries.reason);
    });
  });
}
