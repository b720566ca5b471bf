/**
 * An organizer and players at the event pages, as the browser tests drive them: every step is a
 * click or a typed field on the page. Reading the event back for the tests' checks goes through
 * the same HTTP API the page uses (GET /api/org/events/:id), never through the page's internals.
 */
import type { EventView } from '@drift/formats';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newPage } from './harness.ts';

export const PHONE = { width: 390, height: 844 };

/** The event as `token` sees it (the public view without one). */
export async function readEvent(
  url: string,
  id: string,
  token?: string,
): Promise<{ revision: number; view: EventView }> {
  const res = await fetch(`${url}/api/org/events/${id}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(`GET event ${id}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { revision: number; view: EventView };
}

/** A command sent as the organizer straight to the API (setup that is not the feature tested). */
export async function command(
  url: string,
  id: string,
  token: string,
  body: unknown,
): Promise<void> {
  const res = await fetch(`${url}/api/org/events/${id}/commands`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ command: body }),
  });
  if (!res.ok) throw new Error(`command: ${res.status} ${await res.text()}`);
}

/** The organizer token the page kept in localStorage. */
export async function organizerToken(page: Page, id: string): Promise<string> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), `drift:event:${id}`);
  const token = raw ? (JSON.parse(raw) as { organizerToken?: string }).organizerToken : undefined;
  if (!token) throw new Error('no organizer token kept');
  return token;
}

/** Fills the new-event form and creates the event; resolves to its id once its page shows. */
export async function createEvent(
  page: Page,
  url: string,
  options: { name: string; format: string; rounds?: number; minutes?: number; publish?: boolean },
): Promise<string> {
  await page.goto(`${url}/#/org/events/new`);
  await page.waitForSelector('form.event-new');
  await page.getByLabel('Name', { exact: true }).fill(options.name);
  await page.locator(`.event-format[data-format=${options.format}]`).click();
  if (options.rounds !== undefined)
    await page.getByLabel('Rounds planned', { exact: true }).fill(String(options.rounds));
  if (options.minutes !== undefined)
    await page.getByLabel('Minutes a round', { exact: true }).fill(String(options.minutes));
  if (options.publish) await page.getByLabel(/^Publish lists/).check();
  await page.getByRole('button', { name: 'Create the event' }).click();
  await page.waitForURL(/#\/org\/events\/[A-Za-z0-9_-]{6,}$/, { timeout: 15_000 });
  const id = /#\/org\/events\/([A-Za-z0-9_-]+)$/.exec(page.url())?.[1];
  if (!id) throw new Error(`no event id in ${page.url()}`);
  await page.waitForSelector('.event-page--organizer');
  return id;
}

export async function tab(page: Page, name: 'rounds' | 'players' | 'standings' | 'log') {
  await page.locator(`.event-tab[data-tab=${name}]`).click();
}

/** Registers one player with the one-by-one form. */
export async function registerOne(page: Page, name: string): Promise<void> {
  const rows = page.locator('.event-players__table tbody tr');
  const before = await rows.count();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect.poll(() => rows.count()).toBe(before + 1);
}

/** Registers many players by pasting their names, one a line. */
export async function pastePlayers(page: Page, names: readonly string[]): Promise<void> {
  const rows = page.locator('.event-players__table tbody tr');
  const before = await rows.count();
  await page.locator('#reg-many').fill(names.join('\n'));
  await page.locator('.event-register__many button[type=submit]').click();
  await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(before + names.length);
}

/** Makes every player's code through the Players tab; resolves to the codes by player id. */
export async function makeCodes(page: Page): Promise<Record<string, string>> {
  await tab(page, 'players');
  const rows = page.locator('.event-players__table tbody tr');
  const n = await rows.count();
  await page.getByRole('button', { name: /^Make codes for/ }).click();
  await expect
    .poll(() => page.locator('.event-players__table code[data-code]').count(), {
      timeout: 20_000,
    })
    .toBe(n);
  const out: Record<string, string> = {};
  for (const c of await page.locator('.event-players__table code[data-code]').all()) {
    const player = await c.getAttribute('data-code');
    const code = await c.textContent();
    if (player && code) out[player] = code;
  }
  return out;
}

/** Clicks an organizer's round button (Pair round 2, Start the clock...) and waits for it to go. */
export async function roundButton(page: Page, name: string | RegExp): Promise<void> {
  await tab(page, 'rounds');
  const button = page.locator('.event-controls').getByRole('button', { name, exact: true });
  await button.click();
  const why = page.locator('.event-controls .event-act__why');
  await expect
    .poll(
      async () => ((await why.count()) > 0 ? await why.first().textContent() : button.count()),
      {
        timeout: 15_000,
      },
    )
    .toBe(0);
}

/** The organizer's editor of one table's result (opened with its button on the table card). */
export async function openEditor(page: Page, round: number, table: number): Promise<Locator> {
  await tab(page, 'rounds');
  const card = page.locator(`.event-round[data-round="${round}"] li[data-table="${table}"]`);
  if (!(await card.isVisible())) {
    await page.locator(`.event-earlier__round[data-round="${round}"] > summary`).click();
  }
  await card.locator('.pairing__acts button').first().click();
  const editor = page.locator('.event-editor');
  await editor.waitFor();
  return editor;
}

/** A player's phone: a fresh browser that opens the join link and lands on their page. */
export async function phone(
  browser: Browser,
  url: string,
  id: string,
  code: string,
): Promise<{ page: Page; close: () => Promise<void>; errors: string[] }> {
  const { page, context, errors } = await newPage(browser, PHONE);
  await page.goto(`${url}/#/org/events/${id}/join/${code}`);
  await page.waitForSelector('.event-page--player', { timeout: 15_000 });
  return { page, close: () => context.close(), errors };
}

/** Clicks a choice button (a big radio label) by its text, within `scope`. */
export async function choose(scope: Locator, choice: string, text: string): Promise<void> {
  const exact = new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  await scope.locator(`[data-choice=${choice}] label`).filter({ hasText: exact }).first().click();
}
