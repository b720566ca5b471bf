/** Browser measurements shared by the screenshot and budget scripts. */
import type { Page } from 'playwright-core';

/** When the board first painted (the app's `drift:board-painted` mark), in ms from navigation. */
export async function boardPaint(page: Page): Promise<number> {
  await page.waitForFunction(() => performance.getEntriesByName('drift:board-painted').length > 0, {
    timeout: 60_000,
  });
  return page.evaluate(
    () => performance.getEntriesByName('drift:board-painted')[0]?.startTime ?? -1,
  );
}

/**
 * Closes the dialog a page opens over the board (a finished match's victory screen comes a
 * moment after the board), so frames are measured on the board, not behind a dialog.
 */
export async function clearDialogs(page: Page): Promise<void> {
  const open = page.locator('dialog[open]');
  await open
    .first()
    .waitFor({ timeout: 5000 })
    .catch(() => undefined);
  if ((await open.count()) === 0) return;
  const look = open.getByRole('button', { name: 'Look at the board' });
  if ((await look.count()) > 0) await look.first().click();
  else await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.querySelectorAll('dialog[open]').length === 0, {
    timeout: 5000,
  });
}

export interface FrameFigures {
  readonly count: number;
  readonly ms: number;
  readonly median: number;
  readonly p95: number;
  readonly max: number;
}

export interface PanZoomFigures {
  readonly drag: FrameFigures;
  readonly wheel: FrameFigures;
}

function figures(stamps: readonly number[], ms: number): FrameFigures {
  const gaps = stamps
    .slice(1)
    .map((t, i) => t - (stamps[i] ?? t))
    .sort((a, b) => a - b);
  const at = (q: number) => gaps[Math.min(gaps.length - 1, Math.floor(q * gaps.length))] ?? 0;
  return { count: gaps.length, ms, median: at(0.5), p95: at(0.95), max: gaps.at(-1) ?? 0 };
}

/** Frame stamps (requestAnimationFrame) while `act` runs, and how long it ran. */
async function framesDuring(page: Page, act: () => Promise<void>): Promise<FrameFigures> {
  await page.evaluate(`(() => {
    const run = (window.__framing = (window.__framing ?? 0) + 1);
    window.__frames = [];
    const tick = (t) => { if (window.__framing !== run) return; window.__frames.push(t); requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
  const started = Date.now();
  await act();
  // Let the last frame the gesture caused land before the count stops.
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
  const ms = Date.now() - started;
  const stamps = await page.evaluate<number[]>('(window.__framing += 1, window.__frames.slice())');
  return figures(stamps, ms);
}

/**
 * Frame intervals while the board is dragged (three drags of 30 pointer moves) and, apart,
 * while it is wheel-zoomed (three runs of 8 wheel steps, in and out), on the page as it is.
 */
export async function panZoomFrames(page: Page): Promise<PanZoomFigures> {
  const box = await page.locator('.board-stage').boundingBox();
  if (!box) throw new Error('no board on the page');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  const drag = await framesDuring(page, async () => {
    for (let round = 0; round < 3; round++) {
      const sign = round % 2 ? -1 : 1;
      await page.mouse.move(cx, cy);
      await page.mouse.down();
      for (let i = 0; i < 30; i++) await page.mouse.move(cx + i * 8 * sign, cy + i * 4 * sign);
      await page.mouse.up();
    }
  });
  const wheel = await framesDuring(page, async () => {
    for (let round = 0; round < 3; round++)
      for (let i = 0; i < 8; i++) await page.mouse.wheel(0, round % 2 ? 120 : -120);
  });
  return { drag, wheel };
}

/** One line for a report: "median 16.7 ms, 95th percentile …". */
export function frameLine(f: FrameFigures): string {
  return `${f.count} frames over ${f.ms} ms: median ${f.median.toFixed(1)} ms, 95th percentile ${f.p95.toFixed(1)} ms, worst ${f.max.toFixed(1)} ms`;
}
