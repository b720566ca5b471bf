import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/drift.js', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

function drift(...args: string[]) {
  const run = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout: 30_000 });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

// Each test spawns the CLI (tsx startup): generous time for a busy machine.
describe('drift command', { timeout: 30_000 }, () => {
  it('prints its version', () => {
    const run = drift('--version');
    expect(run.code).toBe(0);
    expect(run.out.trim()).toBe(pkg.version);
  });

  it('prints help', () => {
    const run = drift('--help');
    expect(run.code).toBe(0);
    expect(run.out).toContain('Usage: drift');
    expect(run.out).toContain('--version');
  });

  it('lists simulate among its commands', () => {
    const run = drift('--help');
    expect(run.out).toMatch(/simulate \[options\]/);
  });

  it('refuses an unknown option with a clear message and no stack trace', () => {
    const run = drift('--frobnicate');
    expect(run.code).not.toBe(0);
    expect(run.err).toContain("unknown option '--frobnicate'");
    expect(run.err).not.toMatch(/\n\s+at /);
  });

  it('refuses stray arguments', () => {
    const run = drift('fly', 'away');
    expect(run.code).not.toBe(0);
    expect(run.err).toMatch(/too many arguments|unknown command/);
  });
});
