/**
 * A solo game end to end: the real `drift serve` on loopback and Debian's Chromium. The game is
 * started from the lobby's "Play solo" tab at a low Fame target and played through the page
 * only (the driver clicks what a person would): the opponents seated round the table, the
 * System Expanse chosen on the map, the round-end roll shown with its bonuses and the NPCs'
 * marker on the Fame track, to the end screen. A second game is conceded, after the
 * confirmation. Screenshots go to reports/screenshots/ (solo-*.png).
 */

import type { XiaEvent, XiaView } from '@drift/xia';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { soloMoment, topPrompt } from '../solo-moments.ts';
import { seriousViolations } from './axe.ts';
import { Player, tally } from './driver.ts';
import {
  CHROMIUM,
  hasChromium,
  launchChromium,
  newPage,
  removeFolder,
  type Served,
  shot,
  startServer,
} from './harness.ts';

if (!hasChromium) console.warn(`The solo browser test is skipped: ${CHROMIUM} is missing.`);

/** The scripted player answers within a millisecond: faster than the default frame rate allows. */
const FAST = ['--rate', '2000', '--burst', '2000'];

interface Held {
  readonly view: XiaView | null;
  readonly events: readonly XiaEvent[];
}

/** What the page's store holds for the seat on screen: its view and every event it saw. */
function held(page: Page): Promise<Held> {
  return page.evaluate(() => {
    const d = (window as unknown as { __drift?: { store: { getState(): unknown } } }).__drift;
    const s = d?.store.getState() as
      | {
          shown: string | null;
          conns: Record<string, { view: unknown; log: { events: unknown[] }[] }>;
        }
      | undefined;
    const conn = s?.shown ? s.conns[s.shown] : undefined;
    return {
      view: (conn?.view ?? null) as never,
      events: (conn?.log ?? []).flatMap((e) => e.events) as never,
    };
  });
}

/** Starts a solo game from the lobby's form; resolves once its match page shows. */
async function startSolo(
  page: Page,
  url: string,
  difficulty: 'easy' | 'normal' | 'hard',
  fame: number,
): Promise<void> {
  await page.goto(`${url}/#/solo`);
  await page.waitForSelector('form.solo');
  await page.locator(`form.solo [data-difficulty=${difficulty}]`).click();
  await page.locator('form.solo input[type=number]').fill(String(fame));
  await page.locator('form.solo button[type=submit]').click();
  await page.waitForURL(/#\/m\/[A-Za-z0-9_-]+$/, { timeout: 15_000 });
  await page.waitForSelector('.match-hud', { timeout: 15_000 });
}

describe.skipIf(!hasChromium)('a solo game in Chromium against drift serve', () => {
  let server: Served;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ args: FAST });
    browser = await launchChromium();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeFolder(server.data);
  }, 30_000);

  test('XS-EXPN-01, XS-NPC-01, XS-END-03, XS-END-06: a solo game played to its end in the page', async () => {
    const { page, context, errors } = await newPage(browser, { width: 1360, height: 900 });
    try {
      await startSolo(page, server.url, 'normal', 3);
      const player = new Player(page, { shots: true, prefix: 'solo-' });
      const victory = page.locator('dialog[data-dialog=victory][open]');
      let expanse = false;
      let roundEnd = false;
      await player.playUntil(async () => {
        if ((await victory.count()) > 0) return true;
        // The first System Expanse is chosen on the map: the second side offered.
        const dialog = page.locator('dialog[data-dialog=choose-expanse][open]');
        if (!expanse && (await dialog.count()) > 0) {
          expanse = true;
          await shot(page, 'solo-expanse');
          const sides = dialog.locator('.slot-side');
          expect(await sides.count()).toBeGreaterThan(1);
          const side = sides.nth(1);
          const label = (await side.getAttribute('aria-label')) ?? '';
          const slot = await side.getAttribute('data-slot');
          const from = await side.getAttribute('data-from');
          await side.locator('.slot-side__ring').click();
          await expect.poll(() => side.getAttribute('aria-pressed')).toBe('true');
          const letter = /^Position ([A-Z])/.exec(label)?.[1] ?? '?';
          expect(await dialog.locator('.dialog__foot .btn--primary').textContent()).toContain(
            `Reveal at ${letter}`,
          );
          expect(await seriousViolations(page)).toEqual([]);
          await page.waitForTimeout(300); // the buttons' colours have settled
          await shot(page, 'solo-expanse-picked', 'dialog[data-dialog=choose-expanse]');
          await dialog.locator('.dialog__foot .btn--primary').click();
          // The sector joined where it was picked on the map, beside the neighbour picked.
          await expect
            .poll(async () => {
              const e = (await held(page)).events.findLast((x) => x.type === 'SystemExpanse');
              return e?.type === 'SystemExpanse'
                ? `${e.slot.q},${e.slot.r} ${e.from.q},${e.from.r} ${e.symbol}`
                : null;
            })
            .toBe(`${slot} ${from} ${/matching its (\w+) edge$/.exec(label)?.[1]}`);
          return false;
        }
        // The first round end: the card, the NPCs' marker on the track, the log line.
        // (Once no decision dialog is open: it would take the clicks on the opponents.)
        if (
          !roundEnd &&
          (await page.locator('.round-end').count()) > 0 &&
          (await page.locator('dialog[open]').count()) === 0
        ) {
          const { events, view } = await held(page);
          const last = events.findLast((x) => x.type === 'SoloRoundEnded');
          if (last?.type !== 'SoloRoundEnded' || !view?.solo) return false;
          roundEnd = true;
          const card = page.locator('.round-end');
          expect(await card.locator('[data-face]').getAttribute('data-face')).toBe(
            String(last.roll),
          );
          expect(await card.locator('[data-total]').textContent()).toBe(String(last.total));
          for (const [id, points] of Object.entries(last.bonuses))
            expect(await card.locator(`[data-bonus=${id}] .round-end__points`).textContent()).toBe(
              `+${points}`,
            );
          await expect
            .poll(() =>
              page
                .locator(
                  `.match-hud .fame-space[data-fame="${view.solo?.npcFame}"] .fame-marker--npcs`,
                )
                .count(),
            )
            .toBe(1);
          expect(await page.locator('.match-hud .fame__race').textContent()).toContain(
            `NPCs ${view.solo.npcFame}`,
          );
          // The card has slid in.
          await page.waitForTimeout(400);
          await shot(page, 'solo-round-end');
          await shot(page, 'solo-round-end-card', '.round-end');
          await shot(page, 'solo-hud', '.match-hud');
          // The pointer off the board: a long space panel it opened is the board's own matter.
          await page.mouse.move(1, 1);
          expect(await seriousViolations(page)).toEqual([]);
          // The opponents beside the board: a chip per NPC; one opened shows its card.
          const chips = page.locator('.opponents .opp-chip');
          expect(await chips.count()).toBe(view.npcs.length);
          // One in play if any (none may be yet: their homes not revealed).
          const inPlay = Object.keys(view.solo.behaviours)[0] ?? view.npcs[0]?.id ?? '';
          await page.locator(`.opp-chip[data-npc=${inPlay}]`).click();
          const opened = page.locator(`.opp-card[data-npc=${inPlay}]`);
          await opened.waitFor();
          if (view.solo.behaviours[inPlay])
            expect(await opened.locator('.opp-step').count()).toBeGreaterThan(0);
          await shot(page, 'solo-opponents');
          expect(await seriousViolations(page)).toEqual([]);
          await opened.locator('.opp-card__x').click();
          // The roll is in the log too, in the rules' words.
          await page.getByRole('tab', { name: /Log/ }).click();
          await expect
            .poll(() => page.locator('#panel-log').textContent())
            .toContain(`Round end: the NPCs roll d20 ${last.roll}`);
          await shot(page, 'solo-log');
          await page.getByRole('tab', { name: /Your ship/ }).click();
          // A smaller screen keeps the race and the opponents readable.
          await page.setViewportSize({ width: 1280, height: 800 });
          await shot(page, 'solo-1280');
          await page.setViewportSize({ width: 1360, height: 900 });
        }
        return false;
      }, 300_000);

      // The end: told against the NPCs, their row among the standings, their line in the race.
      await page.waitForSelector('dialog[data-dialog=victory][data-story=whole] .victory');
      const { view } = await held(page);
      if (!view?.solo) throw new Error('no solo view');
      const mine = view.captains[0]?.fame ?? 0;
      const won = view.winner === 0;
      await expect
        .poll(() => victory.locator('.victory__title').textContent())
        .toMatch(won ? /^You win, / : /^The NPCs win/);
      expect(await victory.locator('.victory__sub').textContent()).toContain(
        won
          ? `${mine} Fame to the NPCs' ${view.solo.npcFame}`
          : `${view.solo.npcFame} Fame to your ${mine}`,
      );
      expect(await victory.locator('tr[data-npcs] [data-fame]').textContent()).toBe(
        String(view.solo.npcFame),
      );
      expect(await victory.locator('.fame-race [data-npcs]').count()).toBe(1);
      if (!won)
        expect(await victory.locator('.victory-moment').last().textContent()).toContain(
          'The NPCs reach',
        );
      await shot(page, 'solo-game-over');
      expect(expanse, 'a System Expanse was chosen on the map').toBe(true);
      expect(roundEnd, 'a round end was shown').toBe(true);
      // An NPC entering play after the first is seated by the player (not every short game
      // meets one: the dialog is also shot over a real moment below).
      if (player.dialogs.has('seat-npc'))
        expect(
          (await held(page)).events.some((e) => e.type === 'NpcSeated'),
          tally(player.did),
        ).toBe(true);
      expect(
        errors.filter((e) => !/Failed to load resource|ERR_CONNECTION|WebSocket/.test(e)),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  }, 360_000);

  test('Concede asks first, then ends the game as a loss to the NPCs', async () => {
    const { page, context, errors } = await newPage(browser, { width: 1360, height: 900 });
    try {
      await startSolo(page, server.url, 'easy', 10);
      await page.waitForSelector('.ship-card');
      const concede = page.locator('.topbar .concede');
      await concede.click();
      const ask = page.locator('dialog[data-dialog=concede][open]');
      await ask.waitFor();
      await shot(page, 'solo-concede');
      expect(await seriousViolations(page)).toEqual([]);
      // Keeping on playing changes nothing.
      await ask.getByRole('button', { name: 'Keep playing' }).click();
      expect(await ask.count()).toBe(0);
      expect((await held(page)).view?.stage).toBe('choosingShips');
      await concede.click();
      await ask.getByRole('button', { name: 'Concede' }).click();
      const victory = page.locator('dialog[data-dialog=victory][open]');
      await page.waitForSelector('dialog[data-dialog=victory][data-story=whole] .victory');
      expect(await victory.locator('.victory').getAttribute('data-outcome')).toBe('conceded');
      expect(await victory.locator('.victory__title').textContent()).toBe(
        'You conceded: the NPCs win',
      );
      // Not a campaign game: back to the lobby.
      expect(await victory.getByRole('button', { name: 'Back to the lobby' }).count()).toBe(1);
      expect(await page.locator('.topbar .concede').count()).toBe(0);
      await shot(page, 'solo-conceded');
      expect(
        errors.filter((e) => !/Failed to load resource|ERR_CONNECTION|WebSocket/.test(e)),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  test('XS-NPC-01, XS-EXPN-01: the solo decisions over real moments pass axe-core', async () => {
    const moments = {
      SeatNpc: soloMoment((st) => topPrompt(st) === 'SeatNpc'),
      ChooseExpanse: soloMoment((st) => topPrompt(st) === 'ChooseExpanse'),
    };
    const { page, context, errors } = await newPage(browser, { width: 1360, height: 900 });
    try {
      for (const [kind, m] of Object.entries(moments)) {
        await page.goto('about:blank');
        await page.goto(`${server.url}/gallery.html#prompt`);
        await page.waitForSelector('[data-prompt-waiting]');
        await page.evaluate(
          (detail) => {
            dispatchEvent(new CustomEvent('drift:prompt', { detail }));
          },
          { seat: 0, view: m.view, legal: m.legal },
        );
        const dialog = page.locator('dialog[open]');
        await dialog.waitFor();
        if (kind === 'SeatNpc') {
          // The last gap round the table: the order in words follows.
          const gaps = dialog.locator('.seat-table__gap');
          await gaps.last().click();
          await expect.poll(() => gaps.last().getAttribute('aria-pressed')).toBe('true');
        }
        await page.waitForTimeout(300); // the buttons' colours have settled
        await shot(page, `solo-prompt-${kind}`);
        expect(await seriousViolations(page), kind).toEqual([]);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
