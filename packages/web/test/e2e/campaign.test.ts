/**
 * Solo play and the campaign end to end: the real `drift serve` (SQLite) on loopback and Debian's
 * Chromium. A solo game is started from the lobby's "Play solo" tab; a campaign is created from
 * its tab, plays two games with an upgrade chosen between them (XC-CAMP-05, XC-UPG-01), and
 * survives server restarts (GAP-XC-07); its file is saved and imported again.
 *
 * Each campaign game is played in the page and ended with its Concede button (after the
 * confirmation): the first at once, with its goal chosen on the campaign page; the second once
 * setup is played through and its goal chosen in the game. The end screen gives the goal's
 * verdict and leads back to the campaign, whose page shows the server's record of the game.
 * Screenshots go to reports/screenshots/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seriousViolations } from './axe.ts';
import { Player } from './driver.ts';
import {
  CHROMIUM,
  hasChromium,
  launchChromium,
  newPage,
  removeFolder,
  type Served,
  shot,
  shotsFolder,
  startServer,
} from './harness.ts';

if (!hasChromium) console.warn(`The campaign browser test is skipped: ${CHROMIUM} is missing.`);

/** The scripted player answers within a millisecond: faster than the default frame rate allows. */
const FAST = ['--rate', '2000', '--burst', '2000'];

/**
 * Concedes the game on screen through its top bar and the confirmation; resolves once the end
 * screen leads back to the campaign, having checked the goal's verdict names `goal`.
 */
async function concede(page: Page, goal: string, shots: string): Promise<void> {
  await page.locator('.topbar .concede').click();
  const ask = page.locator('dialog[data-dialog=concede][open]');
  await ask.waitFor();
  expect(await ask.textContent()).toContain('its goal fails and it scores −3');
  if (shots) await shot(page, `${shots}-concede`);
  await ask.getByRole('button', { name: 'Concede' }).click();
  const end = page.locator('dialog[data-dialog=victory][open]');
  await page.waitForSelector('dialog[data-dialog=victory][data-story=whole] .victory');
  expect(await end.locator('.victory__title').textContent()).toBe('You conceded: the NPCs win');
  expect(await end.locator('.goal-verdict').textContent()).toContain(`Goal failed: ${goal}`);
  if (shots) await shot(page, `${shots}-over`);
  expect(await seriousViolations(page)).toEqual([]);
  await end.getByRole('button', { name: 'Back to the campaign' }).click();
}

const matchOf = (page: Page) => /#\/m\/([A-Za-z0-9_-]+)$/.exec(page.url())?.[1] ?? '';

describe.skipIf(!hasChromium)('solo and the campaign in Chromium against drift serve', () => {
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

  test('"Play solo" starts a one-seat game at the chosen difficulty, Fame target and Sellsword', async () => {
    const { page, context, errors } = await newPage(browser);
    try {
      await page.goto(`${server.url}/#/solo`);
      await page.waitForSelector('form.solo');
      await page.locator('form.solo [data-difficulty=normal]').click();
      await page.locator('form.solo input[type=number]').fill('12');
      await page.getByRole('checkbox', { name: /Sellsword/ }).check();
      await expect
        .poll(() => page.locator('form.solo [data-difficulty=normal]').textContent())
        .toContain('4,000 credits');
      await shot(page, 'lobby-solo');
      expect(await seriousViolations(page)).toEqual([]);
      await page.locator('form.solo button[type=submit]').click();
      await page.waitForURL(/#\/m\/[A-Za-z0-9_-]+$/, { timeout: 15_000 });
      const summary = await (await fetch(`${server.url}/api/matches/${matchOf(page)}`)).json();
      expect(summary).toMatchObject({
        phase: 'running',
        options: { seats: 1, fameTarget: 12, solo: { difficulty: 'normal', sellsword: true } },
        seats: [{ seat: 0, kind: 'person', claimed: true }],
      });
      await page.waitForSelector('.match-hud', { timeout: 15_000 });
      await shot(page, 'solo-match');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  test('a campaign of two games with an upgrade between them survives server restarts', async () => {
    const { page, context, errors } = await newPage(browser, { width: 1360, height: 900 });
    try {
      // A new campaign from the lobby's Campaign tab (Hard is offered first).
      await page.goto(`${server.url}/#/campaigns`);
      await page.waitForSelector('section.campaigns');
      await expect
        .poll(() => page.locator('section.campaigns').textContent())
        .toContain('No campaign yet');
      await page.getByLabel('Name').fill('The long way round');
      await expect(
        page.locator('section.campaigns [data-difficulty=hard] input').isChecked(),
      ).resolves.toBe(true);
      await shot(page, 'lobby-campaigns');
      await page.locator('section.campaigns button[type=submit]').click();
      await page.waitForURL(/#\/c\/[A-Za-z0-9_-]+$/);
      const campaign = /#\/c\/([A-Za-z0-9_-]+)$/.exec(page.url())?.[1] ?? '';
      await page.waitForSelector('[data-next=start]');
      await shot(page, 'campaign-new');
      expect(await seriousViolations(page)).toEqual([]);

      // Game 1: the second goal card chosen ahead; conceded.
      await page.locator('[data-goal=merchant-prince] label').click();
      await expect
        .poll(() => page.locator('[data-next=start]').textContent())
        .toContain('Goal chosen now: Merchant Prince');
      await page.getByRole('button', { name: 'Start game 1' }).click();
      await page.waitForURL(/#\/m\/[A-Za-z0-9_-]+$/);
      const first = matchOf(page);
      await page.waitForSelector('.match-hud', { timeout: 15_000 });
      // The game's goal beside the turn, and the way back to its campaign in the top bar.
      await expect
        .poll(() => page.locator('.campaign-goal__title').textContent())
        .toContain('Merchant Prince');
      expect(await page.locator('.campaign-goal [data-rule=fameFrom]').count()).toBe(1);
      expect(
        await page.locator('.topbar').getByRole('button', { name: '← Campaign' }).count(),
      ).toBe(1);
      await shot(page, 'campaign-game');
      // Left for the campaign page meanwhile: the game is under way there, and resumed from it.
      await page.goto(`${server.url}/#/c/${campaign}`);
      await page.waitForSelector('[data-next=playing]');
      await shot(page, 'campaign-playing');
      await page.getByRole('button', { name: 'Resume game 1' }).click();
      await page.waitForURL(new RegExp(`#/m/${first}$`));
      await page.waitForSelector('.topbar .concede', { timeout: 15_000 });
      await concede(page, 'Merchant Prince', 'campaign-game-1');
      await page.waitForURL(new RegExp(`#/c/${campaign}$`));
      await page.waitForSelector('[data-next=upgrade]', { timeout: 15_000 });
      await expect
        .poll(() => page.locator('tr[data-game="1"]').textContent())
        .toContain('Merchant Prince');
      expect(await page.locator('tr[data-game="1"]').textContent()).toContain('−3');

      // The server stops and starts again on the same data: the campaign is all there.
      await server.stop();
      server = await startServer({ port: server.port, data: server.data, args: FAST });
      await page.reload();
      await page.waitForSelector('[data-next=upgrade]', { timeout: 15_000 });
      expect(await page.locator('.games tbody tr').count()).toBe(1);
      await shot(page, 'campaign-upgrade');

      // The upgrade: the Engine track's first tier; only one per game.
      await page.getByRole('button', { name: 'Take Engine tier 1' }).click();
      await page.waitForSelector('[data-next=start]');
      await expect
        .poll(() => page.locator('[data-track=engine]').getAttribute('data-tier'))
        .toBe('1');
      expect(await page.getByRole('button', { name: /^Take / }).count()).toBe(0);

      // Game 2: the goal left to choose in the game (the rulebook's way); it carries the upgrade.
      await expect
        .poll(() => page.locator('[data-next=start]').textContent())
        .toContain('You choose the goal in the game');
      await page.getByRole('button', { name: 'Start game 2' }).click();
      await page.waitForURL(/#\/m\/[A-Za-z0-9_-]+$/);
      const second = matchOf(page);
      const options = (await (await fetch(`${server.url}/api/matches/${second}`)).json()) as {
        options: { campaign: { goals: string[]; upgrades: Record<string, number> } };
      };
      expect(options.options.campaign.upgrades).toEqual({ engine: 1 });
      expect(options.options.campaign.goals).toHaveLength(10);
      await page.waitForSelector('.match-hud', { timeout: 15_000 });
      await shot(page, 'campaign-game-2');
      // Setup played through in the page, to the goal's choice; the second goal card taken.
      const player = new Player(page);
      const choose = page.locator('dialog[data-dialog=choose-goal][open]');
      await player.playUntil(async () => (await choose.count()) > 0, 120_000);
      await shot(page, 'campaign-choose-goal');
      const card = choose.locator('[data-goal-card]').nth(1);
      const name =
        (await card.locator('.card__title').evaluate((e) => e.firstChild?.textContent)) ?? '';
      await card.getByRole('button', { name: 'Attempt it' }).click();
      await expect.poll(() => page.locator('.campaign-goal__title').textContent()).toContain(name);
      expect(
        await page.locator('.campaign-goal .campaign-chip[data-track=engine]').textContent(),
      ).toBe('Engine I');
      await shot(page, 'campaign-game-hud');
      expect(await seriousViolations(page)).toEqual([]);
      await concede(page, name.trim(), 'campaign-game-2');
      await page.waitForURL(new RegExp(`#/c/${campaign}$`));
      await page.waitForSelector('[data-next=upgrade]', { timeout: 15_000 });

      // Once more after a restart: two games, the upgrade after the first, the log.
      await server.stop();
      server = await startServer({ port: server.port, data: server.data, args: FAST });
      await page.reload();
      await page.waitForSelector('.games tbody tr[data-game="2"]', { timeout: 15_000 });
      expect(await page.locator('tr[data-game="1"]').textContent()).toContain('Engine I');
      // The goal chosen in game 2, in the game, is the one its row names.
      expect(await page.locator('tr[data-game="2"]').textContent()).toContain(name.trim());
      expect(await page.locator('.campaign-log li').count()).toBeGreaterThanOrEqual(4);
      await shot(page, 'campaign-two-games');
      await page.screenshot({
        path: join(shotsFolder(), 'campaign-page-full.png'),
        fullPage: true,
      });
      await shot(page, 'campaign-tracks', 'section[aria-labelledby=tracks-title]');

      // The campaign file: saved from the page, imported again as a new campaign.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Save campaign file' }).click(),
      ]);
      const path = await download.path();
      const file = JSON.parse(readFileSync(path, 'utf8')) as { games: unknown[]; format: string };
      expect(file.format).toBe('drift-campaign');
      expect(file.games).toHaveLength(2);
      await page.goto(`${server.url}/#/campaigns`);
      await page.waitForSelector('.campaign-row');
      await page.locator('section.campaigns input[type=file]').setInputFiles(path);
      await page.waitForURL((u) => /#\/c\//.test(u.hash) && !u.hash.endsWith(campaign));
      await page.waitForSelector('.games tbody tr[data-game="2"]');
      expect(await page.locator('.campaign-log').textContent()).toContain(
        'Imported from a campaign file.',
      );
      // A file that is not a campaign is refused with the server's sentence.
      await page.goto(`${server.url}/#/campaigns`);
      await page.waitForSelector('.campaign-row');
      await page.locator('section.campaigns input[type=file]').setInputFiles({
        name: 'notes.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{"format":"something-else","version":1}'),
      });
      await expect
        .poll(() => page.locator('section.campaigns .error').textContent())
        .toContain('not a Drift campaign file');
      expect(await page.locator('.campaign-row').count()).toBe(2);
      await shot(page, 'lobby-campaigns-list');
      expect(
        errors.filter((e) => !/Failed to load resource|ERR_CONNECTION|WebSocket/.test(e)),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);
});
