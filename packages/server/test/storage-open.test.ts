/** Opening storage from a `--database` value: which adapter, the data folder, refusals. */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { StorageError } from '../src/storage/errors.ts';
import { openStorage, parseDatabaseUrl } from '../src/storage/open.ts';

const folder = mkdtempSync(join(tmpdir(), 'drift-open-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('parseDatabaseUrl', () => {
  it('reads file paths and sqlite: URLs as SQLite, relative to the folder given', () => {
    expect(parseDatabaseUrl('data/drift.sqlite', '/srv')).toEqual({
      ok: true,
      value: { kind: 'sqlite', file: '/srv/data/drift.sqlite' },
    });
    expect(parseDatabaseUrl('/abs/d.db', '/srv')).toMatchObject({ value: { file: '/abs/d.db' } });
    expect(parseDatabaseUrl('sqlite:rel/d.db', '/srv')).toMatchObject({
      value: { kind: 'sqlite', file: '/srv/rel/d.db' },
    });
    expect(parseDatabaseUrl('sqlite:///abs/d.db', '/srv')).toMatchObject({
      value: { file: '/abs/d.db' },
    });
    expect(parseDatabaseUrl('SQLITE:/abs/d.db', '/srv')).toMatchObject({
      value: { file: '/abs/d.db' },
    });
    expect(parseDatabaseUrl('sqlite::memory:')).toMatchObject({ value: { file: ':memory:' } });
  });

  it('reads postgres:// and postgresql:// URLs as PostgreSQL and hides the password', () => {
    expect(parseDatabaseUrl('postgres://drift:secret@db.example:5433/drift')).toEqual({
      ok: true,
      value: {
        kind: 'postgres',
        url: 'postgres://drift:secret@db.example:5433/drift',
        shown: 'postgres://drift:***@db.example:5433/drift',
      },
    });
    expect(parseDatabaseUrl('postgresql://localhost/drift')).toMatchObject({
      value: { kind: 'postgres', shown: 'postgresql://localhost/drift' },
    });
    expect(parseDatabaseUrl('postgres:///drift?host=/run/postgresql')).toMatchObject({
      value: { kind: 'postgres' },
    });
  });

  it.each([
    ['', 'not named'],
    ['   ', 'not named'],
    ['sqlite:', 'names no file'],
    ['sqlite://', 'names no file'],
    ['mysql://root@localhost/drift', 'cannot use "mysql"'],
    ['https://example.com/db', 'cannot use "https"'],
    ['postgres:drift', 'starts with postgres://'],
    ['postgres://', 'names no host'],
    ['postgres://user@:5432/x', 'not a valid URL'],
    ['postgres://[::1/db', 'not a valid URL'],
    ['postgres:///drift', 'names no host'],
  ])('refuses %j clearly', (text, says) => {
    const parsed = parseDatabaseUrl(text);
    if (parsed.ok) throw new Error(`${text} was accepted`);
    expect(parsed.error.code).toBe('BadDatabaseUrl');
    expect(parsed.error.message).toContain(says);
    expect(parsed.error.message).toContain('postgres://user@host:port/database');
  });
});

describe('openStorage', () => {
  it('creates the data folder and a migrated SQLite database', async () => {
    const file = join(folder, 'a', 'b', 'drift.sqlite');
    const storage = await openStorage(file);
    expect(storage.kind).toBe('sqlite');
    expect(existsSync(file)).toBe(true);
    expect(await storage.listMatches({})).toEqual([]);
    await storage.close();
    const again = await openStorage(`sqlite:${file}`);
    await again.ping();
    await again.close();
  });

  it('opens an in-memory SQLite database', async () => {
    const storage = await openStorage('sqlite::memory:');
    expect(await storage.getMatch('x')).toBeUndefined();
    await storage.close();
  });

  it('refuses a folder, an unknown scheme, a file that is not a database', async () => {
    const refusal = async (target: string, code: string) => {
      const e = await openStorage(target, { cwd: folder }).then(
        () => undefined,
        (x: unknown) => x,
      );
      expect(e).toBeInstanceOf(StorageError);
      expect(e instanceof StorageError ? e.code : null).toBe(code);
      return e instanceof StorageError ? e.message : '';
    };
    mkdirSync(join(folder, 'dir'));
    expect(await refusal('dir', 'BadDatabaseUrl')).toContain('is a folder');
    await refusal('redis://localhost', 'BadDatabaseUrl');
    writeFileSync(join(folder, 'junk.sqlite'), 'this is not a database, just text '.repeat(200));
    await refusal('junk.sqlite', 'DatabaseUnavailable');
    writeFileSync(join(folder, 'file'), '');
    await refusal('file/under/a/file.sqlite', 'DatabaseUnavailable');
  });

  it('refuses an unreachable PostgreSQL, naming it without its password', async () => {
    const e = await openStorage('postgres://drift:secret@127.0.0.1:1/drift').then(
      () => undefined,
      (x: unknown) => x,
    );
    expect(e).toBeInstanceOf(StorageError);
    if (!(e instanceof StorageError)) return;
    expect(e.code).toBe('DatabaseUnavailable');
    expect(e.message).toContain('postgres://drift:***@127.0.0.1:1/drift cannot be reached');
    expect(e.message).not.toContain('secret');
  });
});
