import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { invocation, userCwd } from '../src/context.ts';
import { drift, driftIn, noStack } from './spawn.ts';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const dir = mkdtempSync(join(tmpdir(), 'drift-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Each test spawns the CLI (tsx startup): generous time for a busy machine.
describe('drift command', { timeout: 30_000 }, () => {
  it('prints its version', () => {
    const run = drift('--version');
    expect(run.code).toBe(0);
    expect(run.out.trim()).toBe(pkg.version);
  });

  it('prints help with a usage line the user can type, and the exit codes', () => {
    const run = drift('--help');
    expect(run.code).toBe(0);
    expect(run.out).toContain('Usage: npx drift [options] [command]');
    expect(run.out).toMatch(/simulate \[options\]/);
    expect(run.out).toContain('Exit codes: 0 done; 1 the game refused');
    const underNpm = driftIn({ env: { npm_lifecycle_event: 'start' } }, '--help');
    expect(underNpm.out).toContain('Usage: npm start -- [options] [command]');
  });

  it('refuses an unknown option with exit code 2, a drift: prefix and a hint it can type', () => {
    const run = drift('--frobnicate');
    expect(run.code).toBe(2);
    expect(run.err).toBe("drift: unknown option '--frobnicate'\n(npx drift --help for usage)\n");
  });

  it('says "unknown command" for an unknown command, and lists the commands', () => {
    const run = drift('fly', 'away');
    expect(run.code).toBe(2);
    expect(run.err).toBe(
      "drift: unknown command 'fly' (the commands are content, event, loadtest, replay, random-game, serve, simulate, squad; npx drift --help tells more)\n",
    );
    const npm = driftIn({ env: { npm_lifecycle_event: 'start' } }, 'fly');
    expect(npm.err).toContain('npm start -- --help tells more');
  });

  it('writes errors of every command with the same prefix and exit code for bad usage', () => {
    const cases = [
      drift('replay'),
      drift('replay', join(dir, 'nothing.json')),
      drift('random-game', '--seats', '3'),
      drift('simulate', '--games', 'many'),
      drift('content', 'check', join(dir, 'no-pack')),
      drift('content', 'check', '--strict'),
    ];
    for (const [i, run] of cases.entries()) {
      const command = [
        'replay',
        'replay',
        'random-game',
        'simulate',
        'content check',
        'content check',
      ][i];
      expect({ i, code: run.code }).toEqual({ i, code: 2 });
      expect(run.err.split('\n')[0]).toMatch(new RegExp(`^drift ${command}: `));
      expect(run.err).toContain(`(npx drift ${command} --help for usage)`);
      expect(run.err).not.toMatch(noStack);
    }
  });

  it('reads paths from where the user typed npm start, and prints them from there', () => {
    // npm start runs in the repository root; INIT_CWD is the folder the user stands in.
    const run = driftIn(
      { env: { npm_lifecycle_event: 'start', INIT_CWD: dir } },
      'random-game',
      '--out',
      'here.json',
      '--commands',
      '30',
    );
    expect(run.code).toBe(0);
    expect(run.out).toContain('Saved to here.json; replay it with: npm start -- replay here.json');
    expect(JSON.parse(readFileSync(join(dir, 'here.json'), 'utf8'))).toMatchObject({ game: 'xia' });
  });

  it('takes INIT_CWD only from our own npm scripts', () => {
    expect(userCwd({ npm_lifecycle_event: 'start', INIT_CWD: '/x' }, '/repo')).toBe('/x');
    expect(userCwd({ npm_lifecycle_event: 'test', INIT_CWD: '/x' }, '/repo')).toBe('/repo');
    expect(userCwd({}, '/repo')).toBe('/repo');
    expect(invocation({ npm_lifecycle_event: 'drift' })).toBe('npm run drift --');
    expect(invocation({})).toBe('npx drift');
  });
});
