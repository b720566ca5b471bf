/** `drift serve`: its flags checked, and a real server started, asked and stopped by a signal. */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVE_DEFAULTS, type ServeFlags, serveSettings } from '../src/commands/serve-flags.ts';
import { bin, drift, noStack, repoRoot } from './spawn.ts';

const dir = mkdtempSync(join(tmpdir(), 'drift-serve-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const io = { out: () => {}, err: () => {}, cwd: dir, run: 'npx drift' };
const settings = (change: Partial<ServeFlags>) =>
  serveSettings({ ...SERVE_DEFAULTS, ...change }, io, null);

/** Starts `drift serve` in a child process; resolves once it prints its address. */
function start(...args: string[]) {
  return startIn(repoRoot, 'serve', ...args);
}

function startIn(cwd: string, ...args: string[]) {
  const child = spawn(process.execPath, [bin, ...args], {
    cwd,
    env: { ...process.env, npm_lifecycle_event: '', INIT_CWD: '' },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    err += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const address = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no address within 30 s: ${out} ${err}`)),
      30_000,
    );
    child.stdout.on('data', () => {
      const found = /Drift is serving at (http:\/\/\S+)/.exec(out)?.[1];
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    });
    void exited.then((code) => reject(new Error(`exited ${code}: ${err}`)));
  });
  return { child, address, exited, output: () => ({ out, err }) };
}

describe('drift serve', { timeout: 60_000 }, () => {
  it('checks every flag and says what is allowed', () => {
    expect(settings({}).config).toMatchObject({ host: '127.0.0.1', port: 8720, botDelayMs: 1000 });
    expect(settings({}).data).toBe(join(dir, 'drift-data'));
    expect(settings({}).config.logRequests).toBe(false);
    expect(settings({ logRequests: true }).config.logRequests).toBe(true);
    expect(settings({}).database).toEqual({
      kind: 'sqlite',
      file: join(dir, 'drift-data', 'drift.sqlite'),
    });
    expect(settings({ database: 'postgres://drift:secret@db:5432/drift' }).database).toMatchObject({
      kind: 'postgres',
      shown: 'postgres://drift:***@db:5432/drift',
    });
    expect(settings({ origins: 'https://a.example,https://b.example' }).config.origins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    const refused: [Partial<ServeFlags>, string][] = [
      [{ port: '70000' }, '--port "70000": use a whole number from 0 to 65535'],
      [{ port: 'http' }, '--port "http": use a whole number'],
      [{ host: 'my host' }, '--host "my host": use an address like 127.0.0.1'],
      [{ botDelay: '-1' }, '--bot-delay "-1": use a whole number from 0 to 60000'],
      [{ botThreads: '100' }, '--bot-threads "100": use a whole number from 0 to 64'],
      [{ origins: 'ftp://x' }, '--origins "ftp://x": "ftp://x" is not an origin'],
      [{ origins: 'https://a.example/path' }, 'is not an origin'],
      [{ database: 'mysql://x/y' }, '--database: Drift cannot use "mysql" databases'],
      [{ snapshotEvery: '0' }, '--snapshot-every "0"'],
      [{ idleUnload: '1.5' }, '--idle-unload "1.5"'],
      [{ absent: 'soon' }, '--absent "soon"'],
      [{ rate: '0' }, '--rate "0"'],
      [{ burst: '' }, '--burst ""'],
      [{ maxFrame: '100000' }, '--max-frame "100000": use a whole number from 256 to 16384'],
      [{ bodyLimit: '10' }, '--body-limit "10"'],
      [{ logLevel: 'loud' }, '--log-level "loud": use one of fatal, error, warn, info'],
      [{ data: '' }, '--data: name a folder'],
    ];
    for (const [change, message] of refused) expect(() => settings(change)).toThrow(message);
  });

  it('refuses a bad flag with exit code 2, before anything starts', () => {
    const run = drift('serve', '--port', '70000', '--data', join(dir, 'never'));
    expect(run.code).toBe(2);
    expect(run.err).toContain('drift serve: --port "70000": use a whole number from 0 to 65535');
    expect(run.err).toContain('(npx drift serve --help for usage)');
    expect(run.err).not.toMatch(noStack);
    expect(existsSync(join(dir, 'never'))).toBe(false);
  });

  it('refuses a port in use with exit code 2', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const run = start('--port', String(port), '--data', join(dir, 'busy'), '--bot-threads', '0');
      await expect(run.address).rejects.toThrow();
      expect(await run.exited).toBe(2);
      expect(run.output().err).toContain(
        `drift serve: --port ${port}: the port is in use on 127.0.0.1`,
      );
    } finally {
      blocker.close();
    }
  });

  it('creates its data folder, serves, answers health and stops cleanly on SIGTERM', async () => {
    const data = join(dir, 'data');
    const run = start('--port', '0', '--data', data, '--bot-threads', '1', '--log-level', 'warn');
    const address = await run.address;
    expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(run.output().out).toContain(`Data folder: ${data}`);
    expect(run.output().out).toContain(`Database: SQLite ${join(data, 'drift.sqlite')}`);
    expect(existsSync(join(data, 'drift.sqlite'))).toBe(true);
    const health = await fetch(`${address}/health`);
    expect(health.status).toBe(200);
    const created = await fetch(`${address}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ruleset: 'xia',
        seats: [{ kind: 'person' }, { kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }],
      }),
    });
    expect(created.status).toBe(201);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output().out).toContain('SIGTERM: stopping');
    expect(run.output().out).toContain('Stopped.');
  });

  it('is what drift runs with no arguments, on its defaults (127.0.0.1:8720, ./drift-data)', async () => {
    const home = join(dir, 'home');
    mkdirSync(home);
    const run = startIn(home);
    const served = await run.address.then(
      (address) => address,
      () => null,
    );
    if (served === null) {
      // Another server holds 8720 on this machine: the refusal still shows serve's defaults.
      expect(await run.exited).toBe(2);
      expect(run.output().err).toContain(
        'drift serve: --port 8720: the port is in use on 127.0.0.1',
      );
      return;
    }
    expect(served).toBe('http://127.0.0.1:8720');
    expect(run.output().out).toContain('Data folder: drift-data');
    // A readable console: requests are not logged unless asked for (--log-requests).
    expect((await fetch(`${served}/health`)).status).toBe(200);
    expect((await fetch(`${served}/version`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(run.output().out).not.toMatch(/incoming request|request completed/);
    expect(existsSync(join(home, 'drift-data', 'drift.sqlite'))).toBe(true);
    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
  });
});
