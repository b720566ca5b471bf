/**
 * The squad page end to end in Chromium (served by the real `drift serve`, though the page asks
 * nothing of the server: the checks run in the browser). A real Ace of Aces list with problems
 * is pasted at the address that names the format; its problems are followed to their rows; the
 * format is switched and back through the picker (the address follows); the problems are fixed
 * on the page until it is legal; a file is imported (and a wrong one refused); the squad is
 * exported three ways; a Coruscant fleet is filled in. Screenshots of a squad with problems and
 * a legal one, desktop 1280x800 and phone 390x844, go to reports/screenshots/.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ACADEMY,
  FEL_LEGAL,
  FEL_WITH_PROBLEMS,
  HOWLRUNNER,
  WEDGE_XWS,
} from '../org-squads-fixtures.ts';
import { seriousViolations } from './axe.ts';
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

if (!hasChromium) console.warn(`The squad page's browser test is skipped: ${CHROMIUM} is missing.`);

const PHONE = { width: 390, height: 844 };
const PASTE = 'Paste XWS JSON or a list, one ship a line';

async function paste(page: Page, text: string): Promise<void> {
  const another = page.getByRole('button', { name: 'Paste another squad' });
  if (await another.isVisible()) await another.click();
  await page.getByLabel(PASTE).fill(text);
  await page.getByRole('button', { name: 'Read squad' }).click();
}

/** The report's problems, as their named checks. */
function checks(page: Page): Promise<string[]> {
  return page.locator('.sq-findings--problems .sq-check').allTextContents();
}

const verdict = (page: Page) => page.locator('.sq-verdict').textContent();

/** Picks a format on the picker (its radios are drawn as labels). */
async function pick(page: Page, name: string): Promise<void> {
  await page.locator('.sq-formats label', { hasText: name }).click();
}

/** True when the element is inside the window (after a smooth scroll has settled). */
function inView(page: Page, id: string): Promise<boolean> {
  return page
    .waitForFunction(
      (target) => {
        const r = document.getElementById(target)?.getBoundingClientRect();
        return r !== undefined && r.top >= 0 && r.bottom <= window.innerHeight;
      },
      id,
      { timeout: 3000 },
    )
    .then(
      () => true,
      () => false,
    );
}

describe.skipIf(!hasChromium)('the squad page in Chromium', () => {
  let server: Served;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchChromium();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeFolder(server.data);
  }, 30_000);

  test('a list with problems is pasted, followed, checked for another format, fixed, imported and exported', async () => {
    const { context, page, errors } = await newPage(browser);
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
      await page.goto(`${server.url}/#/org/squads/ace-of-aces`);
      await page.waitForSelector('.sq-formats');
      expect(await page.locator('.sq-formats label.is-on').textContent()).toBe('Ace of Aces');

      await paste(page, FEL_WITH_PROBLEMS);
      expect(await page.locator('.sq-read--ok').textContent()).toBe(
        'Read as a plain-text list: 2 pilots.',
      );
      await expect
        .poll(() => checks(page))
        .toEqual([
          'upgrade-slot',
          'aoa-alternates',
          'aoa-alternate-ship',
          'aoa-lowest-alternate',
          'aoa-wingman',
          'aoa-wingman',
          'aoa-lone-wolf',
          'obstacle-count',
          'points-limit',
        ]);
      await expect.poll(() => verdict(page)).toBe('!9 problems for Ace of Aces46 of 40 points');
      await shot(page, 'squads-problems-desktop');

      // Following a problem brings its row into view and focuses it.
      await page.locator('.sq-finding--link', { hasText: 'obstacle-count' }).click();
      expect(await inView(page, 'sq-obstacles')).toBe(true);
      await page.locator('.sq-finding--link', { hasText: 'aoa-lone-wolf' }).click();
      expect(await inView(page, 'sq-p0u1')).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('sq-p0u1');
      expect(await page.locator('#sq-p0u1').getAttribute('class')).toContain('is-bad');

      // Another format, through the picker: the address follows and the squad stays.
      await pick(page, 'Standard');
      await page.waitForURL(/#\/org\/squads\/standard$/);
      await expect.poll(() => checks(page)).toEqual(['upgrade-slot']);
      await expect
        .poll(() => page.locator('.sq-findings--notes .sq-check').allTextContents())
        .toEqual(['unused-part']);
      await pick(page, 'Ace of Aces');
      await page.waitForURL(/#\/org\/squads\/ace-of-aces$/);
      await expect.poll(() => checks(page)).toHaveLength(9);

      // Fixing the problems on the page.
      await page
        .getByRole('button', { name: 'Remove Lone Wolf from Soontir Fel (pilot 1)' })
        .click();
      await expect.poll(() => checks(page)).not.toContain('aoa-lone-wolf');
      await page.getByLabel('Wingman').selectOption('');
      await page.getByRole('button', { name: 'Remove Academy Pilot (pilot 2)' }).click();
      await page.getByLabel('Alternate 2').selectOption({ label: 'Avenger Squadron Pilot · PS 3' });
      await page.getByLabel('Alternate 3').selectOption({ label: 'Alpha Squadron Pilot · PS 1' });
      await page.getByLabel('Obstacle 1').selectOption({ label: 'Core Set asteroid 1' });
      await page.getByLabel('Obstacle 2').selectOption({ label: 'YT-2400 debris cloud 2' });
      await expect.poll(() => checks(page)).toEqual([]);
      await expect.poll(() => verdict(page)).toBe('✓Legal for Ace of Aces32 of 40 points');
      await page.getByLabel('Name', { exact: true }).fill("Fel's Wrath");
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'squads-legal-desktop');
      expect(await seriousViolations(page)).toEqual([]);

      // Export: XWS to the clipboard, XWS as a file, the text list to the clipboard.
      await page.getByRole('button', { name: 'Copy XWS JSON' }).click();
      await page.locator('.sq-export__said', { hasText: 'Copied the XWS JSON' }).waitFor();
      const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
      expect(copied.faction).toBe('imperial');
      expect(copied.pilots).toEqual([
        {
          name: 'soontirfel',
          ship: 'tieinterceptor',
          upgrades: { ept: ['pushthelimit'], mod: ['autothrusters'] },
          points: 32,
        },
      ]);
      expect(copied.vendor.drift.aceOfAces.alternates.map((a: { name: string }) => a.name)).toEqual(
        ['sabersquadronpilot', 'avengersquadronpilot', 'alphasquadronpilot'],
      );
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download .json' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('fel-s-wrath.json');
      expect(JSON.parse(readFileSync(await download.path(), 'utf8'))).toEqual(copied);
      await page.getByRole('button', { name: 'Copy text list' }).click();
      await page.locator('.sq-export__said', { hasText: 'Copied the text list' }).waitFor();
      const text = await page.evaluate(() => navigator.clipboard.readText());
      expect(text).toContain('Primary: Soontir Fel (TIE Interceptor) (27) + Push the Limit (3)');

      // The text list pasted back reads as the same legal squad.
      await paste(page, text);
      await expect.poll(() => verdict(page)).toBe('✓Legal for Ace of Aces32 of 40 points');

      // Import: a wrong file is refused plainly, an XWS file is read and said so.
      const file = page.locator('.sq-in input[type=file]');
      await file.setInputFiles({
        name: 'notes.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF'),
      });
      expect(await page.locator('.sq-paste__said .error').textContent()).toBe(
        'notes.pdf is not a squad file: choose a .json or .txt file.',
      );
      await file.setInputFiles({
        name: 'red-and-gold.json',
        mimeType: 'application/json',
        buffer: Buffer.from(WEDGE_XWS),
      });
      await page.locator('.sq-read--ok', { hasText: 'From red-and-gold.json.' }).waitFor();
      expect(await page.locator('.sq-read--ok').textContent()).toBe(
        'Read as XWS JSON: 2 pilots. From red-and-gold.json.',
      );
      expect(await page.locator('.sq-squad__title').textContent()).toBe('Red and Gold');
      // Two ships and no ace named: not an Ace of Aces squad.
      await expect
        .poll(() => checks(page))
        .toEqual(['aoa-parts', 'obstacle-count', 'points-limit']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);

  test('on a phone, and for a Coruscant fleet', async () => {
    const { context, page, errors } = await newPage(browser, PHONE);
    try {
      await page.goto(`${server.url}/#/org/squads/ace-of-aces`);
      await paste(page, FEL_WITH_PROBLEMS);
      await page.locator('.sq-report').scrollIntoViewIfNeeded();
      await shot(page, 'squads-problems-phone');
      await page.locator('.sq-finding--link', { hasText: 'aoa-lone-wolf' }).click();
      expect(await inView(page, 'sq-p0u1')).toBe(true);
      await shot(page, 'squads-problems-phone-row');
      await paste(page, FEL_LEGAL);
      await page.locator('.sq-report').scrollIntoViewIfNeeded();
      await expect.poll(() => verdict(page)).toBe('✓Legal for Ace of Aces32 of 40 points');
      await shot(page, 'squads-legal-phone');
      expect(await seriousViolations(page)).toEqual([]);

      await pick(page, 'Coruscant fleet');
      await page.waitForURL(/#\/org\/squads\/coruscant$/);
      for (const [n, list] of [ACADEMY, HOWLRUNNER, HOWLRUNNER, ACADEMY, ACADEMY].entries()) {
        await page.getByLabel(`Squad ${n + 1}: paste XWS JSON or a list`).fill(list);
        await page.locator(`#fl${n}-box .sq-paste__acts .btn--primary`).click();
      }
      await expect.poll(() => checks(page)).toEqual(['fleet-unique']);
      await page.locator('.sq-finding--link', { hasText: 'fleet-unique' }).click();
      expect(await inView(page, 'fl2-p0')).toBe(true);
      await shot(page, 'squads-fleet-phone');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
