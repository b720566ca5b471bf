/**
 * Screenshots of the component gallery from the built files, in Debian's Chromium (never a
 * downloaded browser): the early and late boards, a zoomed board with its panel, the ship mats
 * and the key, into packages/web/screenshots/. Also prints the gzipped size of the app's
 * initial JavaScript and the first board render time.
 *
 * The feedback components (Fame track, dice, turn summaries, log, victory screen) are shot too,
 * with the layout shift measured while the dice roll; `... screenshots.ts feedback` shoots only
 * those.
 *
 *   npm run build:web && npx tsx packages/web/scripts/screenshots.ts
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { boardPaint, frameLine, type PanZoomFigures, panZoomFrames } from './measure.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const out = join(root, 'screenshots');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** Serves dist/ on 127.0.0.1, on a free port. */
function serve(): Promise<{ url: string; close: () => void }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = join(dist, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dist)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}

/** The gzipped size of the JS the app's page loads before it runs (entry and static imports). */
function initialJs(): { files: string[]; raw: number; gzip: number } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const body = readFileSync(join(dist, f));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files, raw, gzip };
}

/** The late gallery board at 1920x1080, dragged and zoomed (see measure.ts). */
async function lateBoardFrames(page: Page, url: string): Promise<PanZoomFigures> {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`${url}/gallery.html#late`);
  await boardPaint(page);
  return panZoomFrames(page);
}

/**
 * The feedback components' screenshots, and the layout shift (Chromium's layout-shift entries,
 * summed) while the dice roll twice, with the tray's box before and after.
 */
async function feedbackShots(
  page: Page,
  url: string,
  shot: (page: Page, name: string, selector?: string) => Promise<void>,
): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${url}/gallery.html#fame`);
  await page.waitForSelector('.fame');
  await shot(page, 'fame-track', '.fame >> nth=0');
  await shot(page, 'fame-track-start', '.fame >> nth=1');
  await page.goto(`${url}/gallery.html#turns`);
  await page.waitForSelector('.turn-summaries');
  await shot(page, 'turn-summaries', '.turn-summaries');
  await page.goto(`${url}/gallery.html#log`);
  await page.waitForSelector('.event-log-line');
  await shot(page, 'event-log', '.event-log');
  await page.goto(`${url}/gallery.html#dice`);
  await page.waitForSelector('.die');
  await page.evaluate(`(() => {
    window.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: false });
  })()`);
  const box = () => page.locator('.dice').first().boundingBox();
  const before = await box();
  await page.waitForTimeout(250);
  await shot(page, 'dice-rolling', '.dice >> nth=0');
  await page.waitForSelector('.die--landed');
  await page.waitForTimeout(1200);
  await shot(page, 'dice-landed', '.dice >> nth=0');
  await shot(page, 'dice-every-kind', '.dice >> nth=1');
  await page.getByRole('button', { name: 'Roll again' }).click();
  await page.waitForTimeout(1500);
  const after = await box();
  const shift = await page.evaluate<number>('window.__shift');
  console.log(
    `dice: layout shift while rolling twice ${shift.toFixed(4)} (0 = none); tray ${before?.width}x${before?.height} before, ${after?.width}x${after?.height} after`,
  );
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await page.waitForSelector('.die--landed');
  const rolling = await page.locator('.die--rolling, .die--waiting').count();
  console.log(
    `dice with reduced motion: ${rolling} dice rolling right after load (0 = faces at once)`,
  );
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  for (const [w, h] of [
    [1280, 800],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto(`${url}/gallery.html#victory`);
    await page.waitForSelector('.victory');
    await shot(page, `victory-${w}x${h}`);
  }
}

async function main(): Promise<void> {
  mkdirSync(out, { recursive: true });
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
  console.log(`load average at the start: ${load()} (2 cores: above 2, other work had the CPU)`);
  const { url, close } = await serve();
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
    viewport: { width: 1280, height: 800 },
  });
  const saved: string[] = [];
  const shot = async (page: Page, name: string, selector?: string) => {
    const path = join(out, `${name}.png`);
    if (selector) await page.locator(selector).screenshot({ path });
    else await page.screenshot({ path });
    saved.push(path);
  };
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') console.error(`console: ${m.text()}`);
    });
    if (process.argv.includes('feedback')) {
      await feedbackShots(page, url, shot);
      for (const p of saved) console.log(`saved ${p}`);
      return;
    }

    // First board render, cold-ish: a fresh page each time, the median of five.
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      await page.goto(`${url}/gallery.html#late`, { waitUntil: 'load' });
      times.push(await boardPaint(page));
      await page.goto('about:blank');
    }
    times.sort((a, b) => a - b);

    await page.goto(`${url}/gallery.html#early`);
    await boardPaint(page);
    await shot(page, 'board-early-1280x800');

    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`${url}/gallery.html#late`);
    await boardPaint(page);
    await shot(page, 'board-late-1920x1080');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${url}/gallery.html#late-zoom`);
    await boardPaint(page);
    // A planet space with a market and a Mission Point says the most in its panel.
    // (A string: tsx would wrap a named function in a helper the page does not have.)
    const focusHex = await page.evaluate<string | null>(`(() => {
      const score = (label) =>
        (label.startsWith('Planet') ? 2 : 0) +
        (label.includes('Mission Point') ? 1 : 0) +
        (/\\b(buy|sell)\\b/.test(label) ? 1 : 0);
      const hits = [...document.querySelectorAll('.hex-hit')];
      hits.sort((a, b) => score(b.getAttribute('aria-label') ?? '') - score(a.getAttribute('aria-label') ?? ''));
      return hits[0]?.getAttribute('data-hex') ?? null;
    })()`);
    if (focusHex) {
      await page.focus(`.hex-hit[data-hex="${focusHex}"]`);
      for (let i = 0; i < 5; i++) await page.keyboard.press('+');
      await page.waitForTimeout(100);
      // Drag the map so the hex sits left of the panel, then point at it.
      const box = await page.locator(`.hex-hit[data-hex="${focusHex}"]`).boundingBox();
      if (box) {
        const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        await page.mouse.move(from.x, from.y);
        await page.mouse.down();
        for (let i = 1; i <= 10; i++)
          await page.mouse.move(
            from.x + ((460 - from.x) * i) / 10,
            from.y + ((420 - from.y) * i) / 10,
          );
        await page.mouse.up();
        await page.waitForTimeout(100);
        await page.mouse.move(461, 421);
      }
      await page.waitForTimeout(100);
    }
    await shot(page, 'board-zoom-panel-1280x800');

    const frames = await lateBoardFrames(page, url);

    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.goto(`${url}/gallery.html#mats`);
    await page.waitForSelector('[data-mat="own"]');
    await shot(page, 'mat-own', '[data-mat="own"]');
    await shot(page, 'mat-other', '[data-mat="other"]');
    await page.goto(`${url}/gallery.html#damage`);
    await page.waitForSelector('[data-mat="own"]');
    await shot(page, 'mat-damage', '[data-mat="own"]');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${url}/gallery.html#legend`);
    await page.waitForSelector('.legend');
    await shot(page, 'legend', '.legend');

    // After the timings, so their pages load as before.
    await feedbackShots(page, url, shot);

    const js = initialJs();
    console.log(`initial JS of the app page: ${js.files.join(', ')}`);
    console.log(
      `  ${(js.raw / 1024).toFixed(1)} KB minified, ${(js.gzip / 1024).toFixed(1)} KB gzipped (budget 350 KB)`,
    );
    console.log(
      `first board render (late 5-seat board, from navigation start), 5 loads: ${times.map((t) => t.toFixed(0)).join(', ')} ms; median ${times[2]?.toFixed(0)} ms (budget 1000 ms)`,
    );
    console.log(
      `pan and zoom of the late board at 1920x1080 (60 fps = 16.7 ms a frame): drags ${frameLine(frames.drag)}; wheel ${frameLine(frames.wheel)}`,
    );
    console.log(`load average at the end: ${load()}`);
    for (const p of saved) console.log(`saved ${p}`);
  } finally {
    await context.close();
    close();
    rmSync(profile, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
});
