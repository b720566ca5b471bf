/**
 * Screenshots of the organized-play pages and components, in Debian's Chromium, from Vite's dev
 * server (no build): the hub, the catalogue, a format's page, the about page and the lobby's
 * footer at 1280x800 and 390x844, and each component of scripts/org-preview/ over the tests'
 * fixtures. PNGs go to the folder named (default /work/helpers/shots).
 *
 *   npx tsx packages/web/scripts/org-shots.ts [folder]
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { createServer } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = process.argv[2] ?? '/work/helpers/shots';

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const PAGES = [
  { name: 'org-hub', hash: '#/org', ready: '.doors' },
  { name: 'org-catalogue', hash: '#/org/formats', ready: '.format-cards' },
  { name: 'org-format-aoa', hash: '#/org/formats/ace-of-aces', ready: '.format-page' },
  { name: 'org-format-unsupported', hash: '#/org/formats/drunken-palp', ready: '.format-page' },
  { name: 'org-about', hash: '#/about', ready: '.about' },
] as const;

async function main(): Promise<void> {
  mkdirSync(out, { recursive: true });
  const server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    server: { host: '127.0.0.1', port: 0, strictPort: false },
    logLevel: 'warn',
  });
  await server.listen();
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  const profile = mkdtempSync(join(tmpdir(), 'drift-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
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
  const saved: string[] = [];
  const shot = async (page: Page, name: string, fullPage = false) => {
    const path = join(out, `${name}.png`);
    await page.screenshot({ path, fullPage });
    saved.push(path);
  };
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const p of PAGES) {
        await page.goto(`${url}/${p.hash}`);
        await page.waitForSelector(p.ready);
        await shot(page, `${p.name}-${size.name}`);
      }
      await page.goto(`${url}/#/org/formats`);
      await page.waitForSelector('.format-cards');
      await shot(page, `org-catalogue-full-${size.name}`, true);
      await page.getByLabel('Search').fill('furball');
      await shot(page, `org-catalogue-search-${size.name}`);
      await page.goto(`${url}/#/`);
      await page.waitForSelector('.lobby__foot');
      await page.locator('.lobby__foot').scrollIntoViewIfNeeded();
      await shot(page, `lobby-footer-${size.name}`);
    }
    // The components, one element each; the result forms also after a submit with blanks.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${url}/scripts/org-preview/index.html`);
    await page.waitForSelector('[data-shot]');
    const parts = await page.$$eval('[data-shot]', (els) =>
      els.map((e) => e.getAttribute('data-shot') ?? ''),
    );
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.reload();
      await page.waitForSelector('[data-shot]');
      for (const part of parts) {
        const path = join(out, `part-${part}-${size.name}.png`);
        await page.locator(`[data-shot="${part}"]`).screenshot({ path });
        saved.push(path);
      }
      await page.locator('[data-shot="result-table"] button[type="submit"]').click();
      const path = join(out, `part-result-table-problems-${size.name}.png`);
      await page.locator('[data-shot="result-table"]').screenshot({ path });
      saved.push(path);
    }
    for (const p of saved) console.log(`saved ${p}`);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    await server.close();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
});
