/**
 * `drift serve` builds the web client when its build is missing or older than what goes into it
 * (the web package's sources, the rules and the content pack): a fast check of file times, then
 * `vite build` in packages/web, with what it did printed. Several processes starting at once
 * (tests) build one at a time behind a lock folder, and each checks again after waiting.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the web client and what it is built from live in this repository. */
export interface WebBuildPaths {
  /** packages/web */
  readonly web: string;
  /** packages/web/dist */
  readonly dist: string;
  /** Files and folders whose changes call for a new build. */
  readonly sources: readonly string[];
}

export function repoWebPaths(): WebBuildPaths {
  const packages = fileURLToPath(new URL('../../../', import.meta.url));
  const web = join(packages, 'web');
  return {
    web,
    dist: join(web, 'dist'),
    sources: [
      join(web, 'src'),
      join(web, 'index.html'),
      join(web, 'gallery.html'),
      join(web, 'vite.config.ts'),
      join(web, 'package.json'),
      join(packages, 'xia', 'src'),
      join(packages, 'xia', 'content'),
      join(packages, 'engine', 'src'),
      join(packages, 'formats', 'src'),
      join(packages, 'formats', 'data'),
    ],
  };
}

/** The newest modification time under a file or folder (0 when it does not exist). */
export function newestTime(path: string): number {
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestTime(join(path, entry)));
  return newest;
}

export type Freshness =
  | { readonly stale: false }
  | { readonly stale: true; readonly why: 'missing' | 'older' };

/** Whether the build is missing or older than its newest source. */
export function webFreshness(paths: WebBuildPaths): Freshness {
  const built = join(paths.dist, 'index.html');
  if (!existsSync(built)) return { stale: true, why: 'missing' };
  const builtAt = statSync(built).mtimeMs;
  const sources = Math.max(...paths.sources.map(newestTime));
  return sources > builtAt ? { stale: true, why: 'older' } : { stale: false };
}

/** Runs the build; resolves to its output on failure, null when it worked. */
export type Builder = (paths: WebBuildPaths) => Promise<string | null>;

/** `vite build` in packages/web, with the Node running us; its output is kept for a failure. */
export const viteBuild: Builder = (paths) =>
  new Promise((resolve) => {
    let bin: string;
    try {
      // Vite's exports map hides bin/, so its CLI is found beside its package.json.
      const pkg = createRequire(join(paths.web, 'package.json')).resolve('vite/package.json');
      bin = join(dirname(pkg), 'bin', 'vite.js');
      if (!existsSync(bin)) throw new Error('no vite.js');
    } catch {
      resolve('Vite is not installed (npm ci installs it with the development tools).');
      return;
    }
    const child = spawn(process.execPath, [bin, 'build', '--logLevel', 'warn'], {
      cwd: paths.web,
      // A production build whoever starts it: under a test runner NODE_ENV is 'test', and Vite
      // would then bundle React's development build (about 40 % more JavaScript).
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.on('error', (error) => resolve(error.message));
    child.on('exit', (code) => resolve(code === 0 ? null : output.trim() || `vite exited ${code}`));
  });

export interface EnsureOptions {
  readonly paths?: WebBuildPaths;
  readonly build?: Builder;
  /** Progress lines (to standard output). */
  readonly say?: (line: string) => void;
  /** A lock older than this is taken as left behind by a killed build. */
  readonly staleLockMs?: number;
  readonly now?: () => number;
}

export type EnsureResult = 'fresh' | 'built' | 'failed';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Builds the web client if it is missing or stale; never throws. */
export async function ensureWebBuilt(options: EnsureOptions = {}): Promise<EnsureResult> {
  const paths = options.paths ?? repoWebPaths();
  const build = options.build ?? viteBuild;
  const say = options.say ?? (() => {});
  const staleLockMs = options.staleLockMs ?? 180_000;
  const lock = join(paths.web, '.build-lock');
  let waited = false;
  for (;;) {
    const fresh = webFreshness(paths);
    if (!fresh.stale) return waited ? 'built' : 'fresh';
    try {
      mkdirSync(lock);
    } catch {
      // Another process is building: wait for it, then look again.
      let age = 0;
      try {
        age = Date.now() - statSync(lock).mtimeMs;
      } catch {
        continue;
      }
      if (age > staleLockMs) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (!waited) say('Waiting for another build of the web client to finish…');
      waited = true;
      await sleep(250);
      continue;
    }
    try {
      // Checked again under the lock: another process may have just finished.
      const now = webFreshness(paths);
      if (!now.stale) return 'built';
      say(
        now.why === 'missing'
          ? 'Building the web client (packages/web/dist is missing)…'
          : 'Building the web client (its sources changed since packages/web/dist was built)…',
      );
      const started = performance.now();
      const failure = await build(paths);
      if (failure !== null) {
        say(`The web client could not be built:\n${failure}`);
        return 'failed';
      }
      say(`Built the web client in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
      return 'built';
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}
