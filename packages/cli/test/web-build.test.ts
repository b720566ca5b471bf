/** `drift serve` builds the web client when missing or stale, once even when asked twice at once. */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type Builder,
  ensureWebBuilt,
  type WebBuildPaths,
  webFreshness,
} from '../src/commands/web-build.ts';

const root = mkdtempSync(join(tmpdir(), 'drift-web-build-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let n = 0;
function fakeRepo(): WebBuildPaths {
  const web = join(root, `web${n++}`);
  mkdirSync(join(web, 'src', 'deep'), { recursive: true });
  writeFileSync(join(web, 'src', 'deep', 'a.ts'), 'export {};');
  writeFileSync(join(web, 'index.html'), '<!doctype html>');
  return { web, dist: join(web, 'dist'), sources: [join(web, 'src'), join(web, 'index.html')] };
}

/** A builder that writes dist/index.html after a pause, counting its runs. */
function counting(pauseMs = 0): Builder & { runs: number } {
  const b = (async (paths: WebBuildPaths) => {
    b.runs += 1;
    await new Promise((r) => setTimeout(r, pauseMs));
    mkdirSync(paths.dist, { recursive: true });
    writeFileSync(join(paths.dist, 'index.html'), 'built');
    return null;
  }) as Builder & { runs: number };
  b.runs = 0;
  return b;
}

const at = (path: string, seconds: number) => utimesSync(path, seconds, seconds);

describe('building the web client before serving', () => {
  it('builds a missing client, saying so, and not again while it is fresh', async () => {
    const paths = fakeRepo();
    const build = counting();
    const lines: string[] = [];
    expect(webFreshness(paths)).toEqual({ stale: true, why: 'missing' });
    expect(await ensureWebBuilt({ paths, build, say: (l) => lines.push(l) })).toBe('built');
    expect(lines[0]).toBe('Building the web client (packages/web/dist is missing)…');
    expect(lines[1]).toMatch(/^Built the web client in \d+\.\d s\.$/);
    expect(await ensureWebBuilt({ paths, build })).toBe('fresh');
    expect(build.runs).toBe(1);
  });

  it('builds again when a source, however deep, is newer than the build', async () => {
    const paths = fakeRepo();
    const build = counting();
    await ensureWebBuilt({ paths, build });
    for (const p of ['src', 'src/deep', 'src/deep/a.ts', 'index.html'])
      at(join(paths.web, p), 500_000);
    at(join(paths.dist, 'index.html'), 1_000_000);
    expect(webFreshness(paths)).toEqual({ stale: false });
    at(join(paths.web, 'src', 'deep', 'a.ts'), 2_000_000);
    expect(webFreshness(paths)).toEqual({ stale: true, why: 'older' });
    const lines: string[] = [];
    expect(await ensureWebBuilt({ paths, build, say: (l) => lines.push(l) })).toBe('built');
    expect(lines[0]).toContain('its sources changed');
    expect(build.runs).toBe(2);
  });

  it('builds once when two servers start together; the second waits for the first', async () => {
    const paths = fakeRepo();
    const build = counting(300);
    const results = await Promise.all([
      ensureWebBuilt({ paths, build }),
      ensureWebBuilt({ paths, build }),
    ]);
    expect(build.runs).toBe(1);
    expect(results.sort()).toEqual(['built', 'built']);
  });

  it('reports a failed build with its output and serves on', async () => {
    const paths = fakeRepo();
    const lines: string[] = [];
    const result = await ensureWebBuilt({
      paths,
      build: async () => 'error: something broke',
      say: (l) => lines.push(l),
    });
    expect(result).toBe('failed');
    expect(lines.at(-1)).toBe('The web client could not be built:\nerror: something broke');
  });

  it('takes over a lock left by a build that was killed', async () => {
    const paths = fakeRepo();
    mkdirSync(join(paths.web, '.build-lock'));
    at(join(paths.web, '.build-lock'), 1_000_000);
    const build = counting();
    expect(await ensureWebBuilt({ paths, build })).toBe('built');
    expect(build.runs).toBe(1);
  });
});
