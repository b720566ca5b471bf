/**
 * The browser tests' harness: the real `drift serve` on loopback (a free port, a temporary data
 * folder, bots without delay), Debian's Chromium driven by playwright-core (never a downloaded
 * browser), and screenshots saved under reports/screenshots/ (gitignored) for people to look at.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
/** Where the test run leaves its screenshots (documented in the README). */
export const SHOTS = join(repo, 'reports', 'screenshots');

export interface Served {
  readonly url: string;
  readonly port: number;
  readonly data: string;
  /** Everything the server printed (for a failure's message). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts `drift serve` (building the web client first when it is missing or stale) and resolves
 * once it prints its address. `port` 0 picks a free one; `data` is reused for a restart.
 */
export function startServer(
  options: {
    port?: number;
    data?: string;
    timeoutMs?: number;
    /** More `drift serve` flags (e.g. a higher --rate for a scripted player). */
    args?: readonly string[];
  } = {},
): Promise<Served> {
  const data = options.data ?? mkdtempSync(join(tmpdir(), 'drift-e2e-data-'));
  const tsx = join(repo, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const args = [
    tsx,
    join(repo, 'packages', 'cli', 'src', 'main.ts'),
    'serve',
    '--host',
    '127.0.0.1',
    '--port',
    String(options.port ?? 0),
    '--data',
    data,
    '--bot-delay',
    '0',
    '--bot-threads',
    '0',
    '--log-level',
    'warn',
    ...(options.args ?? []),
  ];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`drift serve did not start in time:\n${output}`));
    }, options.timeoutMs ?? 150_000);
    const onData = (d: Buffer) => {
      output += d.toString();
      const m = /Drift is serving at (http:\/\/127\.0\.0\.1:(\d+))/.exec(output);
      if (m?.[1] && m[2]) {
        clearTimeout(timer);
        const url = m[1];
        const port = Number(m[2]);
        resolve({
          url,
          port,
          data,
          output: () => output,
          stop: async () => {
            if (child.exitCode === null) child.kill('SIGTERM');
            const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
            await exited;
            clearTimeout(killer);
          },
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`drift serve exited (${code}) before serving:\n${output}`));
    });
  });
}

/** Chromium with the flags the project uses; Playwright gives it a fresh profile folder. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh browser context (its own storage: a different person's browser). */
export async function newPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return { context, page, errors };
}

export function shotsFolder(): string {
  mkdirSync(SHOTS, { recursive: true });
  return SHOTS;
}

/** Saves a screenshot of the page (or one element) as reports/screenshots/<name>.png. */
export async function shot(page: Page, name: string, selector?: string): Promise<string> {
  const path = join(shotsFolder(), `${name}.png`);
  if (selector) await page.locator(selector).first().screenshot({ path });
  else await page.screenshot({ path });
  return path;
}

export function removeFolder(path: string): void {
  rmSync(path, { recursive: true, force: true });
}
