/** `drift loadtest`: its flags checked and refused, and a short real run against a server it starts. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  isLoopback,
  LOADTEST_DEFAULTS,
  type LoadtestFlags,
  loadtestSettings,
} from '../src/commands/loadtest-flags.ts';
import { bin, noStack, repoRoot } from './spawn.ts';

const io = { out: () => {}, err: () => {}, cwd: repoRoot, run: 'npx drift' };
const settings = (change: Partial<LoadtestFlags>) =>
  loadtestSettings({ ...LOADTEST_DEFAULTS, ...change }, io);

function run(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd: repoRoot,
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
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`drift loadtest did not finish within 150 s:\n${out}\n${err}`));
    }, 150_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out, err });
    });
  });
}

describe('drift loadtest', () => {
  it('reads its flags, and refuses each bad one with what is allowed', () => {
    expect(settings({})).toMatchObject({
      matches: 100,
      seats: 4,
      seconds: 30,
      warmupSeconds: 3,
      threads: 1,
      url: null,
      database: null,
      json: false,
    });
    expect(settings({ url: 'http://127.0.0.1:8720' }).url).toBe('http://127.0.0.1:8720');
    expect(settings({ url: 'http://localhost:9000/' }).url).toBe('http://localhost:9000');
    expect(settings({ url: 'http://[::1]:9000' }).url).toBe('http://[::1]:9000');
    const refused: [Partial<LoadtestFlags>, string][] = [
      [{ matches: '0' }, '--matches "0": use a whole number from 1 to 2000'],
      [{ matches: 'lots' }, '--matches "lots"'],
      [{ seats: '6' }, '--seats "6": use a whole number from 3 to 5'],
      [{ seconds: '0' }, '--seconds "0": use a whole number from 1 to 3600'],
      [{ warmup: '-1' }, '--warmup "-1"'],
      [{ threads: '4', matches: '2' }, '--threads 4: at most one client thread per match'],
      [{ url: 'http://10.0.0.5:8720' }, 'the load test sends only to this machine'],
      [{ url: 'http://example.org' }, 'use a loopback address'],
      [{ url: 'ftp://127.0.0.1' }, 'use an http:// address'],
      [{ url: 'not a url' }, 'not a URL'],
      [{ url: 'http://127.0.0.1:8720/api' }, "give the server's address only"],
      [
        { url: 'http://127.0.0.1:8720', database: 'postgres://a@127.0.0.1/b' },
        'only for a server started here',
      ],
      [
        { database: 'postgres://drift@db.example.org/drift' },
        'use a PostgreSQL on a loopback address',
      ],
      [{ database: 'mysql://x/y' }, 'Drift cannot use "mysql" databases'],
    ];
    for (const [flags, message] of refused) {
      expect(() => settings(flags), JSON.stringify(flags)).toThrow(message);
    }
    expect(isLoopback('127.1.2.3')).toBe(true);
    expect(isLoopback('128.0.0.1')).toBe(false);
    expect(isLoopback('[::1]')).toBe(true);
    expect(isLoopback('::2')).toBe(false);
  });

  it('refuses a bad flag from the command line with exit code 2 and no stack', async () => {
    const bad = await run('loadtest', '--url', 'http://192.168.1.10:8720');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain(
      'drift loadtest: --url "http://192.168.1.10:8720": the load test sends only to this machine',
    );
    expect(bad.err).not.toMatch(noStack);
  }, 60_000);

  it('starts a server, plays, prints every figure and stops the server', async () => {
    const r = await run(
      'loadtest',
      '--matches',
      '2',
      '--seats',
      '3',
      '--seconds',
      '2',
      '--warmup',
      '0',
    );
    expect(r.err).not.toMatch(noStack);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^Load: 2 matches x 3 seats \(6 players\) against http:\/\/127\.0\.0\.1:\d+ \(drift serve started here/m,
    );
    const accepted = /^Accepted commands: ([\d,]+) = ([\d,]+) per second/m.exec(r.out);
    expect(Number(accepted?.[1]?.replaceAll(',', ''))).toBeGreaterThan(0);
    expect(r.out).toMatch(
      /^Latency, send to accepted: p50 [\d.]+ ms, p95 [\d.]+ ms, p99 [\d.]+ ms/m,
    );
    expect(r.out).toMatch(/^Bytes per player per command: [\d,]+ \(payload/m);
    expect(r.out).toMatch(/^Server memory per live match: RSS -?[\d,]+ KB, heap used -?[\d,]+ KB/m);
    // A match that ends inside the window is replaced by a new one: 3 more sockets each.
    const finished = Number(/^Matches: \d+ live at the end; (\d+) finished/m.exec(r.out)?.[1] ?? 0);
    expect(r.out).toMatch(
      new RegExp(`^Sockets: ${6 + 3 * finished} opened by the clients, 6 open on the server`, 'm'),
    );
    expect(r.out).toMatch(/^Errors and rejections: /m);
    expect(r.out).toMatch(/^Aims: /m);
    expect(r.err).toContain('Stopping the server');
  }, 160_000);

  it('stopped by SIGTERM, stops its server and removes its folder, with exit code 1', async () => {
    const child = spawn(
      process.execPath,
      [bin, 'loadtest', '--matches', '2', '--seats', '3', '--seconds', '600', '--warmup', '0'],
      { cwd: repoRoot, env: { ...process.env, npm_lifecycle_event: '', INIT_CWD: '' } },
    );
    let err = '';
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const playing = new Promise<void>((resolve) => {
      child.stderr.on('data', (d: Buffer) => {
        err += d.toString();
        if (err.includes('s measured')) resolve();
      });
    });
    const limit = setTimeout(() => child.kill('SIGKILL'), 150_000);
    try {
      await Promise.race([playing, exited]);
      const data = /data in (\S+?)\)/.exec(err)?.[1];
      const pid = Number(/drift serve \(pid (\d+)\)/.exec(err)?.[1]);
      expect(data && existsSync(data)).toBe(true);
      expect(pid).toBeGreaterThan(0);
      child.kill('SIGTERM');
      expect(await exited).toBe(1);
      expect(err).toContain('drift loadtest: stopped by SIGTERM before the figures were complete');
      expect(err).toContain('Stopping the server');
      expect(err).not.toMatch(noStack);
      expect(existsSync(data ?? '')).toBe(false);
      expect(() => process.kill(pid, 0)).toThrow();
    } finally {
      clearTimeout(limit);
      child.kill('SIGKILL');
    }
  }, 160_000);
});
