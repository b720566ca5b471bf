/** Loading a stored match: a real Xia match played by bots, stored, reloaded, and tampered with. */
import { stateHash } from '@drift/engine';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type LoadOptions, loadMatch } from '../src/storage/load.ts';
import type { Storage } from '../src/storage/types.ts';
import { type Fresh, newMatch, sqliteAdapter } from './support/adapters.ts';
import { otherCommand, type Played, playMatch, storeMatch, xia } from './support/played.ts';

const COMMANDS = 240;
const EVERY = 50;
const LATEST = 200;

const adapter = sqliteAdapter();
let played: Played;
let db: Fresh;
let s: Storage;

/** A SQL string literal (both dialects). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

beforeAll(() => {
  played = playMatch('m', 'load-test', COMMANDS, EVERY);
}, 60_000);
afterEach(() => adapter.cleanup());
afterAll(() => adapter.cleanup());

async function stored(withSnapshots = true): Promise<void> {
  db = await adapter.fresh();
  s = db.storage;
  await storeMatch(s, 'm', played, withSnapshots);
}

async function loadError(options: LoadOptions = {}) {
  const loaded = await loadMatch(s, xia, 'm', options);
  if (loaded.ok) throw new Error('the load should have failed');
  expect(loaded.error.message).toMatch(/^[A-Z].*[.:]/);
  return loaded.error;
}

describe('loadMatch', () => {
  it('plays a long enough match to have several snapshots', () => {
    expect(played.records).toHaveLength(COMMANDS);
    expect(played.snapshots.map((x) => x.version)).toEqual([0, 50, 100, 150, 200]);
  });

  it('rebuilds a bot match from its latest snapshot, and from setup, to the state it reached', async () => {
    await stored();
    const want = stateHash(played.final);
    for (const [from, start] of [
      ['snapshot', LATEST],
      ['setup', 0],
    ] as const) {
      const loaded = await loadMatch(s, xia, 'm', { from });
      if (!loaded.ok) throw new Error(loaded.error.message);
      expect(loaded.value.version).toBe(COMMANDS);
      expect(loaded.value.from).toBe(start);
      expect(stateHash(loaded.value.state)).toBe(want);
      expect(loaded.value.match.id).toBe('m');
    }
  });

  it('rebuilds from setup when there is no snapshot', async () => {
    await stored(false);
    const loaded = await loadMatch(s, xia, 'm');
    if (!loaded.ok) throw new Error(loaded.error.message);
    expect(loaded.value.from).toBe(0);
    expect(stateHash(loaded.value.state)).toBe(stateHash(played.final));
  });

  it('reports a tampered latest snapshot state in either mode', async () => {
    await stored();
    const [row] = await db.query(`SELECT state FROM snapshots WHERE version = ${LATEST}`);
    const state = JSON.parse(String(row?.state));
    state.turn.number += 1;
    await db.query(
      `UPDATE snapshots SET state = ${literal(JSON.stringify(state))} WHERE version = ${LATEST}`,
    );
    for (const from of ['snapshot', 'setup'] as const) {
      const e = await loadError({ from });
      expect(e).toMatchObject({ code: 'SnapshotMismatch', version: LATEST });
      expect(e.message).toContain(`version ${LATEST}`);
    }
  });

  it('reports a snapshot whose state and hash were both replaced, on a load from setup', async () => {
    await stored();
    const fake = { ...played.final, tampered: true };
    await db.query(
      `UPDATE snapshots SET state = ${literal(JSON.stringify(fake))}, hash = ${literal(stateHash(fake))} WHERE version = ${LATEST}`,
    );
    expect(await loadError({ from: 'setup' })).toMatchObject({
      code: 'SnapshotMismatch',
      version: LATEST,
    });
  });

  it('reports a tampered earlier snapshot hash when loading from setup', async () => {
    await stored();
    await db.query(`UPDATE snapshots SET hash = ${literal('0'.repeat(64))} WHERE version = 100`);
    expect(await loadError({ from: 'setup' })).toMatchObject({
      code: 'SnapshotMismatch',
      version: 100,
    });
  });

  it('reports a tampered command after the latest snapshot at its version', async () => {
    await stored();
    const { version, command } = otherCommand(played, LATEST + 5);
    await db.query(
      `UPDATE commands SET command = ${literal(JSON.stringify(command))} WHERE version = ${version}`,
    );
    for (const from of ['snapshot', 'setup'] as const) {
      const e = await loadError({ from });
      expect(e).toMatchObject({ code: 'EventsMismatch', version });
      expect(e.message).toContain(`Command ${version}`);
    }
  });

  it('reports a tampered command before the latest snapshot at its version, from setup', async () => {
    await stored();
    const { version, command } = otherCommand(played, 120);
    await db.query(
      `UPDATE commands SET command = ${literal(JSON.stringify(command))} WHERE version = ${version}`,
    );
    expect(await loadError({ from: 'setup' })).toMatchObject({ code: 'EventsMismatch', version });
  });

  it('reports a command moved to another seat, changed events, a gap and a short log', async () => {
    await stored();
    const v = LATEST + 3;
    const seat = played.records[v - 1]?.seat ?? 0;
    await db.query(`UPDATE commands SET seat = ${(seat + 1) % 3} WHERE version = ${v}`);
    expect(await loadError()).toMatchObject({ code: 'CommandRefused', version: v });
    await db.query(`UPDATE commands SET seat = ${seat} WHERE version = ${v}`);

    await db.query(`UPDATE commands SET events = '[]' WHERE version = ${v + 1}`);
    expect(await loadError()).toMatchObject({ code: 'EventsMismatch', version: v + 1 });

    await db.query(`DELETE FROM commands WHERE version >= ${v + 1} AND version <= ${v + 2}`);
    expect(await loadError()).toMatchObject({ code: 'CommandsMissing', version: v + 1 });

    await db.query(`DELETE FROM commands WHERE version > ${v}`);
    expect(await loadError()).toMatchObject({ code: 'CommandsMissing', version: v + 1 });
  });

  it('reports a command that is not one, damaged JSON, an unknown match and another game', async () => {
    await stored();
    await db.query(`UPDATE commands SET command = '{"type":"Teleport"}' WHERE version = 210`);
    expect(await loadError()).toMatchObject({ code: 'CommandRefused', version: 210 });
    await db.query(`UPDATE commands SET command = '{"type":' WHERE version = 210`);
    expect(await loadError()).toMatchObject({ code: 'CorruptRecord' });

    const missing = await loadMatch(s, xia, 'nobody');
    expect(missing.ok ? null : missing.error.code).toBe('UnknownMatch');
    await s.createMatch(newMatch('chess1', { ruleset: 'chess' }));
    const other = await loadMatch(s, xia, 'chess1');
    expect(other.ok ? null : other.error.code).toBe('WrongRuleset');
    await s.createMatch(newMatch('badopts', { options: { seats: 9 } }));
    const opts = await loadMatch(s, xia, 'badopts');
    expect(opts.ok ? null : opts.error.code).toBe('BadOptions');
  });
});
