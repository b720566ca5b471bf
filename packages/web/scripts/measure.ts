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

export interface FrameFigures {
  readonly count: number;
  readonly ms: number;
  readonly median: number;
  readonly p95: number;
  readonly max: number;
}

/** Frame intervals (requestAnimationFrame stamps) while the board is dragged and wheel-zoomed. */
export async function panZoomFrames(page: Page): Promise<FrameFigures> {
  const box = await page.locator('.board-svg').boundingBox();
  if (!box) throw new Error('no board on the page');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.evaluate(`(() => {
    window.__frames = [];
    const tick = (t) => { window.__frames.push(t); if (window.__frames.length < 100000) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
  const started = Date.now();
  await page.mouse.move(cx, cy);
  for (let round = 0; round < 3; round++) {
    await page.mouse.down();
    for (let i = 0; i < 30; i++)
      await page.mouse.move(cx + i * 8 * (round % 2 ? -1 : 1), cy + i * 4);
    await page.mouse.up();
    for (let i = 0; i < 8; i++) await page.mouse.wheel(0, round % 2 ? 120 : -120);
  }
  const ms = Date.now() - started;
  const stamps = await page.evaluate<number[]>('window.__frames.slice()');
  const gaps = stamps
    .slice(1)
    .map((t, i) => t - (stamps[i] ?? t))
    .sort((a, b) => a - b);
  const at = (q: number) => gaps[Math.min(gaps.length - 1, Math.floor(q * gaps.length))] ?? 0;
  return {
    count: gaps.length,
    ms,
    median: at(0.5),
    p95: at(0.95),
    max: gaps[gaps.length - 1] ?? 0,
  };
}
