import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/drift.js', import.meta.url));
const corePackDir = fileURLToPath(new URL('../../xia/content/core', import.meta.url));
const temps: string[] = [];

function drift(...args: string[]) {
  const run = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout: 30_000 });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

/** A temporary copy of the core pack, changed by `edit`. */
function packCopy(edit: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'drift-content-'));
  temps.push(dir);
  cpSync(corePackDir, dir, { recursive: true });
  edit(dir);
  return dir;
}

function editJson(dir: string, file: string, change: (value: unknown) => void): void {
  const path = join(dir, file);
  const value: unknown = JSON.parse(readFileSync(path, 'utf8'));
  change(value);
  writeFileSync(path, JSON.stringify(value, null, 2));
}

afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

function expectNoStack(text: string): void {
  expect(text).not.toMatch(/\n\s+at /);
}

// Each test spawns the CLI (tsx startup): generous time for a busy machine.
describe('drift content check', { timeout: 30_000 }, () => {
  it('GAP-XB-01: passes the embedded core pack and sums it up', () => {
    const run = drift('content', 'check');
    expect(run.code).toBe(0);
    expect(run.out.trim()).toBe(
      'ok: Drift Core 1.0.0: 21 sectors, 18 ships, 18 abilities, 12 outfits (84 copies), 21 exploration tokens, 18 titles',
    );
    expect(run.err).toBe('');
  });

  it('checks a folder given by path', () => {
    const dir = packCopy(() => {});
    const run = drift('content', 'check', dir);
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^ok: /);
  });

  it('lists every problem of a broken pack, one line each, and exits 1', () => {
    const dir = packCopy((d) => {
      editJson(d, 'sectors.json', (sectors) => {
        const kemplar = (sectors as { id: string; spaces: { spawn?: number; mine?: string }[] }[])
          .find((s) => s.id === 'kemplar-ii')
          ?.spaces.find((s) => s.spawn !== undefined);
        if (kemplar) kemplar.mine = 'spice';
      });
      editJson(d, 'outfits.json', (outfits) => {
        const halon = (outfits as { id: string; die: number }[]).find(
          (o) => o.id === 'halon-engine',
        );
        if (halon) halon.die = 6;
      });
    });
    const run = drift('content', 'check', dir);
    expect(run.code).toBe(1);
    const lines = run.out.trim().split('\n');
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^sectors\.json \[kemplar-ii\] spaces\[\d+\]\.mine: mining needs an asteroid-field hex$/,
      ),
    );
    expect(lines).toContain(
      'outfits.json [halon-engine] die: a Tier 2 outfit rolls a d8, not a d6',
    );
    expect(lines.at(-1)).toBe(`2 problems in ${dir}`);
    expectNoStack(run.out + run.err);
  });

  it('names a file that is not valid JSON and a missing file, and still checks the rest', () => {
    const dir = packCopy((d) => {
      writeFileSync(join(d, 'ships.json'), '[\n  { "id": "wayfarer",, }\n]\n');
      unlinkSync(join(d, 'titles.json'));
      editJson(d, 'outfits.json', (outfits) => {
        const halon = (outfits as { id: string; die: number }[]).find(
          (o) => o.id === 'halon-engine',
        );
        if (halon) halon.die = 6;
      });
    });
    const run = drift('content', 'check', dir);
    expect(run.code).toBe(1);
    const lines = run.out.trim().split('\n');
    expect(lines.filter((l) => l.startsWith('ships.json'))).toEqual([
      expect.stringMatching(/^ships\.json: not valid JSON: .*\(line 2, column \d+\)$/),
    ]);
    expect(lines).toContain('titles.json: the file is missing');
    expect(lines).toContain(
      'outfits.json [halon-engine] die: a Tier 2 outfit rolls a d8, not a d6',
    );
    expectNoStack(run.out + run.err);
  });

  it('refuses a folder that does not exist with one line and exit code 2', () => {
    const missing = join(tmpdir(), 'drift-no-such-pack-folder');
    const run = drift('content', 'check', missing);
    expect(run.code).toBe(2);
    expect(run.out).toBe('');
    expect(run.err.trim()).toBe(`drift content check: no such folder: ${missing}`);
  });

  it('refuses a file given as the folder, also with exit code 2', () => {
    const run = drift('content', 'check', join(corePackDir, 'pack.json'));
    expect(run.code).toBe(2);
    expect(run.err.trim().split('\n')).toHaveLength(1);
    expect(run.err).toContain('not a folder');
  });
});
