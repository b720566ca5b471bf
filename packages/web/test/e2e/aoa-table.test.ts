/**
 * The Ace of Aces table helper end to end: the real `drift serve` and Debian's Chromium.
 *
 * 1. A free table (`#/org/aoa`): three players added in the page, their squads pasted (a text
 *    list, first with a problem, then fixed; XWS) or picked from the card data; the initiative
 *    tie roll shown and chosen; the setup checklist clicked through; four rounds played with
 *    respawns (one that may not fire, Fel's Wrath staying to the end of Combat), an entry
 *    undone, the page reloaded mid-game; the winner and the numbers checked.
 * 2. An event's pod (`#/org/aoa/<id>/1/1`): the event, its players (three with squads) and the
 *    pairing are made through the HTTP API (setup only, as the event pages would); the organizer's
 *    token is in this browser's storage as the event pages keep it. The pod's players and squads
 *    come from the event, one squad is pasted, a kill is entered, time is called and the result
 *    goes to the event through the page; the event then counts it.
 *
 * Screenshots (reports/screenshots/aoa-*.png) at 1280x800 and a tablet's 1024x768.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ANNA_TEXT,
  ANNA_WRONG,
  BEN_TEXT,
  BEN_XWS,
  CY_TEXT,
  DEE_TEXT,
} from '../org-aoa-fixtures.ts';
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

if (!hasChromium) console.warn(`The Ace of Aces browser test is skipped: ${CHROMIUM} is missing.`);

const seat = (page: Page, name: string) => page.locator(`li.aoa-seatcard[data-seat="${name}"]`);

async function paste(page: Page, name: string, text: string): Promise<void> {
  const card = seat(page, name);
  await card.locator('textarea').fill(text);
  await card.getByRole('button', { name: 'Use this squad' }).click();
  await card.locator('.aoa-squad').waitFor();
}

/** Clicks a ship in the attack form's Attacker or Target choice. */
async function choose(page: Page, which: 'Attacker' | 'Target', ship: string, player: string) {
  await page
    .locator(`fieldset[data-choice=${which}] label`)
    .filter({ hasText: ship })
    .filter({ hasText: player })
    .click();
}

async function kill(page: Page, by: [string, string], target: [string, string]) {
  await choose(page, 'Attacker', ...by);
  await choose(page, 'Target', ...target);
  await page.getByRole('button', { name: 'Destroyed: Kill +5 VP' }).click();
}

async function damage(page: Page, by: [string, string], target: [string, string], shields: number) {
  await choose(page, 'Attacker', ...by);
  await choose(page, 'Target', ...target);
  for (let i = 0; i < shields; i++)
    await page.getByRole('button', { name: 'One more: Shields removed' }).click();
  await page.getByRole('button', { name: 'Damaged: Assist +1 VP' }).click();
}

async function advance(page: Page, times: number) {
  for (let i = 0; i < times; i++) {
    const before = await page.locator('.aoa-phase').getAttribute('data-phase');
    const round = await page.locator('.aoa-phase__round').textContent();
    await page.locator('.aoa-phase button[data-advance]').click();
    await expect
      .poll(async () =>
        [
          await page.locator('.aoa-phase').getAttribute('data-phase'),
          await page.locator('.aoa-phase__round').textContent(),
        ].join(),
      )
      .not.toBe([before, round].join());
  }
}

async function respawn(page: Page, expected: string) {
  const form = page.locator('.aoa-respawn');
  await form.waitFor();
  expect(await form.locator('h3').textContent()).toContain(expected);
  await form.locator('button.btn--primary').click();
  await form.waitFor({ state: 'detached' });
}

const vp = (page: Page, player: string) =>
  page.locator(`.aoa-seat[data-player="${player}"] .aoa-seat__vp strong`).textContent();

async function phase(page: Page): Promise<string> {
  return `${await page.locator('.aoa-phase__round').textContent()} ${await page.locator('.aoa-phase__name').textContent()}`;
}

describe.skipIf(!hasChromium)('the Ace of Aces table helper in Chromium', () => {
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

  test('a free table of three plays four rounds to a winner, with respawns, an undo and a reload', async () => {
    const { page, context, errors } = await newPage(browser);
    try {
      await page.goto(`${server.url}/#/org/aoa`);
      await page.getByRole('heading', { name: 'Ace of Aces table' }).waitFor();
      for (const name of ['Anna', 'Ben', 'Cy']) {
        await page.getByLabel('Player’s name').fill(name);
        await page.getByRole('button', { name: 'Add player' }).click();
        await seat(page, name).waitFor();
      }
      // Anna's first list misses the X-wing's PS 1 pilot: the problem shows; then fixed.
      await paste(page, 'Anna', ANNA_WRONG);
      expect(await seat(page, 'Anna').locator('.aoa-squad__problems').textContent()).toContain(
        'no alternate is a pilot skill 1 pilot, the lowest the X-wing has',
      );
      await seat(page, 'Anna').getByRole('button', { name: 'Paste another' }).click();
      await paste(page, 'Anna', ANNA_TEXT);
      expect(await seat(page, 'Anna').locator('.aoa-squad__legal').textContent()).toBe(
        'Legal for Ace of Aces · 35 points',
      );
      await paste(page, 'Ben', BEN_TEXT);
      expect(await seat(page, 'Ben').textContent()).toContain('Squad read as XWS.');
      // Cy's squad is picked from the card data.
      const cy = seat(page, 'Cy');
      await cy.getByRole('button', { name: 'Pick from the cards instead' }).click();
      await cy.getByLabel('Ship').selectOption({ label: 'TIE Fighter' });
      await cy.getByLabel('Primary pilot').selectOption({ label: '"Mauler Mithel" (PS 7, 17)' });
      await cy.getByLabel('Elite').selectOption({ label: 'Predator (3)' });
      await cy.getByLabel('Modification').selectOption({ label: 'Shield Upgrade (4)' });
      await cy.getByLabel('Alternate 1').selectOption({ label: '"Youngster" (PS 6, 15)' });
      await cy
        .getByLabel('Alternate 2')
        .selectOption({ label: 'Obsidian Squadron Pilot (PS 3, 13)' });
      await cy.getByLabel('Alternate 3').selectOption({ label: 'Academy Pilot (PS 1, 12)' });
      await cy.getByLabel('Wingman').selectOption({ label: 'Academy Pilot (PS 1, 12)' });
      await shot(page, 'aoa-lists-pick');
      await cy.getByRole('button', { name: 'Use this squad' }).click();
      expect(await cy.locator('.aoa-squad__primary').textContent()).toContain('24 points');
      expect(await cy.textContent()).toContain('Wingman: Academy Pilot (PS 1, 12 points)');
      await shot(page, 'aoa-lists');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Lists ready: decide the initiative' }).click();

      // XW-AOA-09: Cy (PS 7) first; Anna and Ben tie at PS 9 and 35 points: a d20 decides.
      await page.locator('.aoa-init__roll').waitFor();
      expect(await page.locator('.aoa-init__roll').textContent()).toMatch(
        /Anna and Ben tied at 35 points: the d20 rolled \d+, so (Anna|Ben) chooses first\./,
      );
      const chooser = await page.locator('.aoa-now strong').first().textContent();
      // Whoever won the roll, Anna ends second and Ben third.
      await page
        .getByRole('button', { name: chooser === 'Ben' ? '3rd place' : '2nd place' })
        .click();
      await expect
        .poll(() => page.locator('.aoa-init__places').textContent())
        .toBe('1st Cy2nd Anna3rd Ben');
      await shot(page, 'aoa-setup');
      // XW-AOA-10..13: corners, two obstacle passes, ships (Cy's with the Wingman), shields.
      for (const corner of ['north-west corner', 'south-east corner', 'north-east corner'])
        await page.getByRole('button', { name: corner }).click();
      for (let pass = 0; pass < 2; pass++)
        for (const name of ['Cy', 'Anna', 'Ben'])
          await page.getByRole('button', { name: `${name} placed an obstacle` }).click();
      await page.getByRole('button', { name: 'Cy placed the ships' }).click();
      await page.getByRole('button', { name: 'Anna placed the ship' }).click();
      await page.getByRole('button', { name: 'Ben placed the ship' }).click();
      await page.getByRole('button', { name: 'Shields up, components ready' }).click();
      expect(await page.locator('.aoa-checklist .is-done').count()).toBe(13);
      await shot(page, 'aoa-setup-done');
      await page.getByRole('button', { name: 'Begin round 1' }).click();

      // Round 1.
      expect(await phase(page)).toBe('Round 1 Planning phase');
      await advance(page, 2);
      expect(await phase(page)).toBe('Round 1 Combat phase');
      await kill(page, ['Wedge Antilles', 'Anna'], ['Mauler Mithel', 'Cy']);
      await shot(page, 'aoa-respawn');
      await respawn(page, 'Cy’s ship respawns as "Youngster" (PS 6)');
      await damage(page, ['Soontir Fel', 'Ben'], ['Wedge Antilles', 'Anna'], 1);
      // A wrong entry, undone: Ben's Assist on Cy's Wingman.
      await damage(page, ['Soontir Fel', 'Ben'], ['Academy Pilot', 'Cy'], 1);
      await expect.poll(() => vp(page, 'Ben')).toBe('2');
      await page.getByRole('button', { name: 'Undo the last entry' }).click();
      await expect.poll(() => vp(page, 'Ben')).toBe('1');
      await damage(page, ['Youngster', 'Cy'], ['Soontir Fel', 'Ben'], 1);
      await advance(page, 4);

      // Round 2: Soontir falls to Wedge; Turr Phennir falls after its step to Youngster.
      await kill(page, ['Wedge Antilles', 'Anna'], ['Soontir Fel', 'Ben']);
      await respawn(page, 'Ben’s ship respawns as Turr Phennir (PS 7)');
      await kill(page, ['Youngster', 'Cy'], ['Turr Phennir', 'Ben']);
      expect(await page.locator('.aoa-respawn').textContent()).toContain('does not fire');
      await respawn(page, 'Ben’s ship respawns as "Fel\'s Wrath" (PS 5)');
      expect(await page.locator('tr[data-ship="Ben/ace-3"] td').last().textContent()).toBe(
        'No: respawned after its step',
      );
      expect(
        await page.locator('.aoa-order[aria-label="Activation order"] li.is-quiet').textContent(),
      ).toContain('no action');
      await shot(page, 'aoa-play');
      expect(await seriousViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1024, height: 768 });
      await shot(page, 'aoa-play-tablet');
      await page.setViewportSize({ width: 1280, height: 800 });

      // A reload loses nothing.
      await page.reload();
      await page.locator('.aoa-phase').waitFor();
      expect(await phase(page)).toBe('Round 2 Combat phase');
      expect([await vp(page, 'Anna'), await vp(page, 'Ben'), await vp(page, 'Cy')]).toEqual([
        '10',
        '1',
        '6',
      ]);
      await advance(page, 4);

      // Round 3: Youngster falls; Cy comes back as the Obsidian pilot.
      await kill(page, ['Wedge Antilles', 'Anna'], ['Youngster', 'Cy']);
      await respawn(page, 'Cy’s ship respawns as Obsidian Squadron Pilot (PS 3)');
      await advance(page, 4);

      // Round 4: Fel's Wrath is destroyed but stays until the end of Combat (XW-AOA-33).
      await kill(page, ['Wedge Antilles', 'Anna'], ["Fel's Wrath", 'Ben']);
      expect(await page.locator('tr[data-ship="Ben/ace-3"] th').textContent()).toContain(
        'destroyed, fires at the end',
      );
      await advance(page, 1);
      await respawn(page, 'Ben’s ship respawns as Alpha Squadron Pilot (PS 1)');
      expect(await page.locator('.aoa-phase__note').textContent()).toBe(
        'Anna at 20 VP or more: the game ends when the End Phase is done.',
      );
      await page.getByRole('button', { name: 'End Phase done: total the round' }).click();

      const result = page.locator('.aoa-result');
      await result.waitFor();
      expect(await result.locator('.aoa-result__winner').textContent()).toBe(
        '★ Anna wins the game: the only player at 20 Victory Points or more. The game ended in round 4.',
      );
      const rows = await result.locator('tbody tr').allTextContents();
      expect(rows).toEqual(['Cy633', 'Annawinner20109', 'Ben10']);
      expect(await result.locator('textarea').inputValue()).toBe(
        'Cy: 6 VP, 33 Ships Destroyed\nAnna: 20 VP, 109 Ships Destroyed (winner)\nBen: 1 VP, 0 Ships Destroyed\n',
      );
      expect(await page.locator('.aoa-stages [aria-current=step]').textContent()).toBe('4 Result');
      await shot(page, 'aoa-result');
      await page.setViewportSize({ width: 1024, height: 768 });
      await shot(page, 'aoa-result-tablet');
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 150_000);

  test('an event’s pod: players and squads from the event, the result sent back and counted', async () => {
    const post = async (path: string, body: unknown, token?: string) => {
      const res = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      const json = await res.json();
      if (!res.ok) throw new Error(`${path}: ${JSON.stringify(json)}`);
      return json;
    };
    const made = await post('/api/org/events', { name: 'Friday Aces', format: 'ace-of-aces' });
    const { id, organizerToken: token } = made as { id: string; organizerToken: string };
    const command = (c: unknown) => post(`/api/org/events/${id}/commands`, { command: c }, token);
    await command({ type: 'Register', name: 'Anna', squad: ANNA_TEXT });
    await command({ type: 'Register', name: 'Ben', squad: BEN_XWS });
    await command({ type: 'Register', name: 'Cy', squad: CY_TEXT });
    await command({ type: 'Register', name: 'Dee' });
    await command({ type: 'PairRound' });

    const { page, context, errors } = await newPage(browser, { width: 1024, height: 768 });
    try {
      await page.goto(`${server.url}/#/org`);
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key as string, value as string),
        [`drift:event:${id}`, JSON.stringify({ organizerToken: token, seen: Date.now() })],
      );
      await page.goto(`${server.url}/#/org/aoa/${id}/1/1`);
      await page.getByRole('heading', { name: 'Ace of Aces: round 1, pod 1' }).waitFor();
      await seat(page, 'Dee').waitFor();
      for (const name of ['Anna', 'Ben', 'Cy'])
        expect(await seat(page, name).textContent()).toContain('Squad registered with the event.');
      expect(await page.locator('.crumbs').textContent()).toContain('Friday Aces');
      await paste(page, 'Dee', DEE_TEXT);
      await shot(page, 'aoa-pod-lists');
      await page.getByRole('button', { name: 'Lists ready: decide the initiative' }).click();
      const fill = page.getByRole('button', { name: 'Everyone left takes the first free place' });
      if (await fill.count()) await fill.click();
      await page.getByRole('button', { name: 'Skip the checklist: begin round 1' }).click();
      await advance(page, 2);
      await kill(page, ['Talonbane Cobra', 'Dee'], ['Mauler Mithel', 'Cy']);
      await respawn(page, 'Cy’s ship respawns as "Youngster" (PS 6)');
      await page.getByRole('button', { name: 'Time called: show the result now' }).click();
      await page.getByRole('button', { name: 'Submit to the event (as organizer)' }).click();
      await page.getByText('The result is set on the event and counts now.').waitFor();
      await shot(page, 'aoa-pod-sent');

      const seen = await (
        await fetch(`${server.url}/api/org/events/${id}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json();
      const table = seen.view.rounds[0].tables[0];
      const name = (p: string) => seen.view.players.find((x: { id: string }) => x.id === p).name;
      expect(table.status).toBe('counted');
      const lines = table.result.data.players.map(
        (l: { player: string; vp: number; sd: number }) => [name(l.player), l.vp, l.sd],
      );
      expect(lines.sort()).toEqual([
        ['Anna', 0, 0],
        ['Ben', 0, 0],
        ['Cy', 0, 0],
        ['Dee', 5, 24],
      ]);
      expect(table.result.data.winner).toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);
});
