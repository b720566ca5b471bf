/**
 * A Coruscant campaign of three players to its end in Chromium against the real `drift serve`.
 * Everything goes through the pages: the organizer makes the campaign (three players, their
 * fleets pasted as XWS squad by squad from the test's fixtures, obstacle pools, variable
 * terrain), hands out codes, and records tiles, meeples, battles and the final scoring on a
 * desktop; Luke plays from his phone with his code (his meeples, a battle he starts, his
 * Reinforcement). Two battles with destroyed and Withdrawn ships, a Reinforcement, the final
 * scoring and the winner. Screenshots go to reports/screenshots/ (coruscant-*.png).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fleetXws } from '../org-coruscant-fixtures.ts';
import { seriousViolations } from './axe.ts';
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

if (!hasChromium) console.warn(`The Coruscant browser test is skipped: ${CHROMIUM} is missing.`);

const PHONE = { width: 390, height: 844 };

/** The player block of the new-campaign form. */
const playerForm = (page: Page, i: number) => page.locator(`[data-player-form="${i}"]`);

async function fillPlayer(
  page: Page,
  i: number,
  name: string,
  colour: string,
  side: 'rebel' | 'imperial' | 'scum',
) {
  const form = playerForm(page, i);
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('CSW colour').selectOption(colour);
  expect(await form.getByLabel('Fleet side').inputValue()).toBe(side);
  for (const [n, text] of fleetXws(side).entries()) {
    const squad = form.locator(`[data-squad="${n + 1}"]`);
    await squad.locator('summary').click();
    await squad.getByLabel(`XWS of squad ${n + 1}`).fill(text);
    await squad.getByRole('button', { name: 'Use this XWS' }).click();
  }
  for (let k = 0; k < 3; k++) await form.getByRole('button', { name: 'Add an obstacle' }).click();
  await form.getByLabel('Obstacle 3 kind').selectOption('debris');
}

/** Picks a tab of the map's record forms. */
async function recordTab(page: Page, text: string): Promise<Locator> {
  const map = page.locator('[data-section=map]');
  await map.locator('.cc-record .segmented label', { hasText: text }).click();
  return map.locator('.cc-record');
}

async function placeMeeple(page: Page, player: string | null, squad: number, place: string) {
  const form = await recordTab(page, 'Place a meeple');
  if (player) await form.getByLabel('Player', { exact: true }).selectOption({ label: player });
  await form.getByLabel('Squad', { exact: true }).selectOption(String(squad));
  await form.getByLabel('Place', { exact: true }).selectOption({ label: place });
  await form.getByRole('button', { name: 'Place the meeple' }).click();
  // Sent: the form is cleared for the next one.
  await expect.poll(() => form.getByLabel('Squad', { exact: true }).inputValue()).toBe('');
}

async function recordTile(
  page: Page,
  n: number,
  features: { kind: string; name?: string; symbol?: string }[],
  last = false,
) {
  const form = await recordTab(page, 'Tile');
  for (const [i, f] of features.entries()) {
    await form.getByRole('button', { name: 'Add a feature' }).click();
    await form.getByLabel(`Feature ${i + 1}: kind`).selectOption(f.kind);
    if (f.name) await form.getByLabel(`Feature ${i + 1}: name`).fill(f.name);
    if (f.symbol) await form.getByLabel(`Feature ${i + 1}: faction symbol`).selectOption(f.symbol);
  }
  if (last) await form.getByLabel('This is the last tile').check();
  await form.getByRole('button', { name: `Record tile ${n}` }).click();
  await page.locator(`[data-tiles="${n}"]`).waitFor();
}

/** Marks ships in a battle's outcome form. */
async function mark(form: Locator, ships: readonly string[], fate: 'Destroyed' | 'Withdrawn') {
  for (const s of ships) await form.locator(`[data-ship="${s}"] label`, { hasText: fate }).click();
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe.skipIf(!hasChromium)('the Coruscant campaign in Chromium against drift serve', () => {
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

  test('three players, two battles, a Reinforcement, the final scoring and the winner', async () => {
    const org = await newPage(browser);
    const luke = await newPage(browser, PHONE);
    const { page } = org;
    try {
      // The organizer makes the campaign: three players, fleets pasted as XWS.
      await page.goto(`${server.url}/#/org`);
      await page.locator('[data-door=coruscant] a').click();
      await page.waitForSelector('form.cc-new');
      await page.locator('.cc-setup').getByLabel('Name').fill('Siege of the Core');
      await page.getByRole('checkbox', { name: /Variable terrain/ }).check();
      await page.getByRole('button', { name: 'Add a player' }).click();
      await fillPlayer(page, 2, 'Fett', 'orange', 'scum');
      await fillPlayer(page, 0, 'Luke', 'red', 'rebel');
      await fillPlayer(page, 1, 'Vader', 'black', 'imperial');
      expect(
        await playerForm(page, 0).locator('[data-squad="1"] [data-points]').textContent(),
      ).toBe('90 / 125');
      await page.screenshot({ path: `${shotsFolder()}/coruscant-new.png`, fullPage: true });
      await shot(page, 'coruscant-new-player', '[data-player-form="0"]');
      await page.getByRole('button', { name: 'Create the campaign' }).click();
      // The campaign's own page (an id of six or more characters, not "new").
      await page.waitForURL(/#\/org\/coruscant\/[A-Za-z0-9_-]{6,}$/);
      const id = /#\/org\/coruscant\/([A-Za-z0-9_-]{6,})$/.exec(page.url())?.[1] ?? '';
      await page.waitForSelector('[data-you=organizer]');
      expect(await seriousViolations(page)).toEqual([]);

      // Codes for the players; Luke opens his link on his phone.
      for (const p of ['luke', 'vader', 'fett']) {
        await page
          .locator(`[data-code-for=${p}]`)
          .getByRole('button', { name: 'Give a code' })
          .click();
        await page.locator(`[data-code-for=${p}] code`).waitFor();
      }
      const link = await page.getByLabel('Link for Luke').inputValue();
      expect(link).toMatch(
        new RegExp(`/#/org/coruscant/${id}/join/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$`),
      );
      const phone = luke.page;
      await phone.goto(link);
      await phone.waitForURL(new RegExp(`#/org/coruscant/${id}$`));
      await phone.waitForSelector('[data-you=luke]');

      // Tile 2: a trade route and Yavin 4 (a Rebel Base). Luke's large squad and Vader's squad 2
      // meet on the route; Luke starts the battle from his phone.
      await recordTile(page, 2, [
        { kind: 'trade-route' },
        { kind: 'planet', name: 'Yavin 4', symbol: 'rebel' },
      ]);
      await phone.reload();
      await phone.waitForSelector('[data-you=luke]');
      await placeMeeple(phone, null, 1, 'Trade route (r1)');
      await phone.locator('[data-place=r1] [data-meeple=luke]').waitFor();
      await page.reload();
      await placeMeeple(page, 'Vader', 2, 'Trade route (r1)');
      await page.locator('[data-place=r1] .cc-chip--warn').waitFor();
      await phone.reload();
      await expect
        .poll(() => phone.locator('[data-todo]').textContent())
        .toContain('Trade route (r1) is contested: start its battle.');
      const route = phone.locator('[data-place=r1]');
      await route.getByRole('button', { name: 'Start the battle' }).click();
      await route.getByLabel(/CSW points of the feature/).fill('3');
      await route.getByRole('button', { name: 'Start', exact: true }).click();
      await phone.locator('[data-battle=b1]').waitFor();
      await shot(phone, 'coruscant-phone-battle');

      // Battle 1, entered by the organizer: Wedge destroyed; three Academy Pilots destroyed,
      // five Withdrawn; Luke wins. The points show before confirming.
      await page.reload();
      const b1 = page.locator('[data-outcome=b1]');
      await b1.waitFor();
      expect(await page.locator('[data-battle=b1] .cc-obst').textContent()).toContain(
        'No obstacles',
      );
      await mark(b1, ['luke.1.1'], 'Destroyed');
      await mark(b1, ['vader.2.1', 'vader.2.2', 'vader.2.3'], 'Destroyed');
      await mark(
        b1,
        range(4, 8).map((i) => `vader.2.${i}`),
        'Withdrawn',
      );
      await b1.locator('.cc-winner label', { hasText: 'Luke' }).click();
      expect(await b1.locator('.cc-preview [data-player=luke]').textContent()).toContain(
        '36 destroyed + 10 for the win46',
      );
      await page.locator('[data-battle=b1]').scrollIntoViewIfNeeded();
      await shot(page, 'coruscant-battle-entry', '[data-battle=b1]');
      await b1.getByRole('button', { name: 'Review the outcome' }).click();
      const review = page.locator('[data-review=b1]');
      expect(await review.textContent()).toContain('Luke’s Wedge Antilles (40) by Vader');
      await shot(page, 'coruscant-battle-review', '[data-battle=b1]');
      await review.getByRole('button', { name: 'Confirm the outcome' }).click();
      await page.locator('[data-battle=b1] .cc-result').waitFor();
      const total = (p: Page, who: string) =>
        p
          .locator(`[data-section=scoreboard] tr[data-player=${who}] [data-col=total]`)
          .textContent();
      // 36 + 10 for the battle, 3 × 10 for the route it completed.
      expect(await total(page, 'luke')).toBe('76');
      expect(await total(page, 'vader')).toBe('40');
      expect(
        await page
          .locator('[data-fleet=vader] [data-squad="2"] [data-ship="vader.2.4"]')
          .textContent(),
      ).toContain('Withdrawn');

      // Luke takes his partial squad to Yavin 4 and Reinforces it: Wedge returns as a Rookie.
      await phone.reload();
      await phone.waitForSelector('[data-you=luke]');
      expect(await phone.locator('[data-fleet=luke] [data-lost-uniques]').textContent()).toBe(
        'Gone for good: Wedge Antilles, R2-D2',
      );
      await placeMeeple(phone, null, 1, 'Yavin 4');
      const squad1 = phone.locator('[data-fleet=luke] [data-squad="1"]');
      await squad1.getByRole('button', { name: 'Reinforce' }).click();
      expect(await squad1.locator('.cc-reinforce select').textContent()).toContain(
        'Rookie Pilot (21)',
      );
      await squad1.getByRole('button', { name: 'Reinforce squad 1' }).click();
      await expect.poll(() => squad1.locator('[data-lost]').count()).toBe(0);
      expect(await squad1.textContent()).toContain('Rookie Pilot');
      await phone.evaluate(() => window.scrollTo(0, 0));
      await shot(phone, 'coruscant-phone');
      await phone.screenshot({ path: `${shotsFolder()}/coruscant-phone-full.png`, fullPage: true });
      expect(await seriousViolations(phone)).toEqual([]);

      // Tile 3: Tatooine. Fett's squad 3 and Vader's squad 3 meet there; battle 2: two Binayre
      // Pirates destroyed, four Obsidian pilots destroyed and three Withdrawn; Fett wins.
      await page.reload();
      await recordTile(page, 3, [{ kind: 'planet', name: 'Tatooine', symbol: 'mercenary' }]);
      await placeMeeple(page, 'Fett', 3, 'Tatooine');
      await placeMeeple(page, 'Vader', 3, 'Tatooine');
      const tatooine = page.locator('[data-place=p3]');
      await tatooine.getByRole('button', { name: 'Start the battle' }).click();
      await tatooine.getByRole('button', { name: 'Start', exact: true }).click();
      const b2 = page.locator('[data-outcome=b2]');
      await b2.waitFor();
      expect(await page.locator('[data-battle=b2] .cc-obst').textContent()).toContain(
        '3 obstacles per squad (debris fields or Epic ships, each counting 3)',
      );
      await mark(b2, ['fett.3.1', 'fett.3.2'], 'Destroyed');
      await mark(
        b2,
        range(1, 4).map((i) => `vader.3.${i}`),
        'Destroyed',
      );
      await mark(
        b2,
        range(5, 7).map((i) => `vader.3.${i}`),
        'Withdrawn',
      );
      await b2.locator('.cc-winner label', { hasText: 'Fett' }).click();
      await b2.getByRole('button', { name: 'Review the outcome' }).click();
      await page
        .locator('[data-review=b2]')
        .getByRole('button', { name: 'Confirm the outcome' })
        .click();
      await page.locator('[data-battle=b2] .cc-result').waitFor();
      expect(await total(page, 'fett')).toBe('62');
      expect(await total(page, 'vader')).toBe('64');
      await shot(page, 'coruscant-campaign');

      // The last tile, then the final scoring of Yavin 4 and Tatooine; Luke wins on points.
      await recordTile(page, 4, [], true);
      const end = page.locator('[data-section=end]');
      await end.getByLabel('CSW points of Yavin 4').fill('4');
      await end.getByLabel('CSW points of Tatooine').fill('3');
      await end.getByRole('button', { name: /Score the end/ }).click();
      const winner = page.locator('[data-winner]');
      await winner.waitFor();
      expect(await winner.textContent()).toContain('Luke wins on points');
      expect(await winner.textContent()).toContain('1. Luke 116 · 2. Fett 92 · 3. Vader 64');
      await page.locator('[data-section=log] summary').click();
      // Every record, newest first: three tiles and the last, six meeples, two battles started and
      // entered, the Reinforcement and the final scoring.
      expect(await page.locator('.cc-log__list li').count()).toBe(14);
      expect(await page.locator('.cc-log__list li').first().textContent()).toContain(
        'FinalScoring',
      );
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'coruscant-final');
      await page.screenshot({ path: `${shotsFolder()}/coruscant-final-full.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      await phone.reload();
      await phone.locator('[data-winner]').waitFor();
      await shot(phone, 'coruscant-phone-final');
      expect([...org.errors, ...luke.errors]).toEqual([]);
    } finally {
      await org.context.close();
      await luke.context.close();
    }
  }, 180_000);
});
