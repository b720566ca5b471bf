/**
 * The web client's budgets (issue 11), measured and printed, not asserted: the initial
 * JavaScript of the app page gzipped; the first board render of a real match page in headless
 * Chromium; the frame intervals while a 5-seat late-game board is dragged and zoomed. It starts
 * `drift serve` (building the client when stale), lets five bots play a standard game with NPCs
 * to its end, and watches that match as a spectator.
 *
 *   nice -n 10 npx tsx packages/web/scripts/budgets.ts
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchChromium, newPage, removeFolder, startServer } from '../test/e2e/harness.ts';
import { boardPaint, clearDialogs, frameLine, panZoomFrames } from './measure.ts';

const dist = fileURLToPath(new URL('../dist', import.meta.url));

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

async function finishedBotMatch(url: string): Promise<{ id: string; turns: number }> {
  const body = {
    ruleset: 'xia',
    options: { preset: 'standard', fameTarget: 6, npcs: true },
    seats: Array.from({ length: 5 }, () => ({ kind: 'bot', bot: 'heuristic:balanced' })),
  };
  const res = await fetch(`${url}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const made = (await res.json()) as { id?: string; message?: string };
  if (!made.id) throw new Error(`the match was not made: ${made.message ?? res.status}`);
  const until = Date.now() + 600_000;
  for (;;) {
    const m = (await (await fetch(`${url}/api/matches/${made.id}`)).json()) as {
      phase: string;
      version: number;
    };
    if (m.phase === 'finished') return { id: made.id, turns: m.version };
    if (Date.now() > until) throw new Error('the bots did not finish in 10 minutes');
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function main(): Promise<void> {
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
  console.log(`load average at the start: ${load()} (2 cores: above 2, other work had the CPU)`);
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const js = initialJs();
    console.log(`initial JS of the app page: ${js.files.join(', ')}`);
    console.log(
      `  ${(js.raw / 1024).toFixed(1)} KB minified, ${(js.gzip / 1024).toFixed(1)} KB gzipped (budget 350 KB)`,
    );
    const started = Date.now();
    const match = await finishedBotMatch(server.url);
    console.log(
      `five balanced bots played a standard game with NPCs to 6 Fame: ${match.turns} commands in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const watch = `${server.url}/#/m/${match.id}/watch`;
    const times: number[] = [];
    for (const size of [
      { width: 1280, height: 800 },
      { width: 1920, height: 1080 },
    ]) {
      for (let i = 0; i < 5; i++) {
        const { page, context } = await newPage(browser, size);
        await page.goto(watch);
        times.push(await boardPaint(page));
        await context.close();
      }
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `first board render of the finished 5-seat match, watched (navigation start to the board's first frame, cold page each time, 5 at 1280x800 and 5 at 1920x1080): ${times.map((t) => t.toFixed(0)).join(', ')} ms; median ${sorted[5]?.toFixed(0)} ms (budget 1000 ms)`,
    );
    const { page, context } = await newPage(browser, { width: 1920, height: 1080 });
    await page.goto(watch);
    await boardPaint(page);
    await clearDialogs(page);
    const board = await page.evaluate(() => {
      type Held = {
        getState(): {
          shown: string | null;
          conns: Record<
            string,
            {
              view: {
                turn: { number: number };
                board: { sectors: unknown[] };
                captains: unknown[];
              };
            }
          >;
        };
      };
      const s = (window as unknown as { __drift?: { store: Held } }).__drift?.store.getState();
      const v = s?.shown ? s.conns[s.shown]?.view : undefined;
      return v
        ? { turn: v.turn.number, sectors: v.board.sectors.length, seats: v.captains.length }
        : null;
    });
    if (board)
      console.log(
        `the board watched: ${board.seats} captains, turn ${board.turn}, ${board.sectors} sectors`,
      );
    const frames = await panZoomFrames(page);
    console.log(
      `pan and zoom of that board at 1920x1080 (60 fps = 16.7 ms a frame): drags ${frameLine(frames.drag)}; wheel ${frameLine(frames.wheel)}`,
    );
    await context.close();
    console.log(`load average at the end: ${load()}`);
  } finally {
    await browser.close();
    await server.stop();
    removeFolder(server.data);
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
});
