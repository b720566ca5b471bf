/**
 * Smaller Swiss events end to end, one of each two-player format: a standard event (a player
 * removed before round 1, one dropped after it, a late join), an Objective Play event (the
 * objective picked on a phone from the second player's registered list, the card's facts asked)
 * and a Whack-a-'Gorth event (Exogorth kills). Five players, two rounds each, a bye a round.
 * Registration is the feature in the standard and 'Gorth events (typed and pasted on the page);
 * the Objective Play players, with their squads' objective lists, are set up through the API.
 */
import {
  type EventView,
  type Json,
  objectiveCard,
  parseGorthResult,
  parseObjectiveResult,
  parseStandardResult,
  scoreGorth,
  scoreObjective,
  scoreStandard,
} from '@drift/formats';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seriousViolations } from './axe.ts';
import {
  choose,
  command,
  createEvent,
  makeCodes,
  openEditor,
  organizerToken,
  pastePlayers,
  phone,
  readEvent,
  registerOne,
  roundButton,
  tab,
} from './event-driver.ts';
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

if (!hasChromium) console.warn(`The Swiss events browser test is skipped: ${CHROMIUM} is missing.`);

type Round = EventView['rounds'][number];
type Scores = readonly { player: string; measures: Readonly<Record<string, number>> }[];

const nameIn = (view: EventView, id: string) => view.players.find((p) => p.id === id)?.name ?? id;

/** A standard (or 'Gorth) game: points destroyed each, a squad wiped out, Exogorths killed. */
interface Game {
  readonly destroyed: readonly [number, number];
  readonly eliminated?: 0 | 1;
  readonly kills?: readonly [number, number];
}

function gameJson([a = '', b = '']: readonly string[], g: Game): Json {
  return {
    destroyed: { [a]: g.destroyed[0], [b]: g.destroyed[1] },
    ...(g.eliminated === undefined ? {} : { eliminated: [g.eliminated === 0 ? a : b] }),
    ...(g.kills ? { exogorthKills: { [a]: g.kills[0], [b]: g.kills[1] } } : {}),
  };
}

async function fillGame(form: Locator, view: EventView, players: readonly string[], g: Game) {
  for (const [i, p] of players.entries()) {
    const block = form.locator(`.result-player[data-player=${p}]`);
    await block.getByLabel('Points destroyed', { exact: true }).fill(String(g.destroyed[i]));
    if (g.kills)
      await block.getByLabel('Exogorths killed', { exact: true }).fill(String(g.kills[i]));
  }
  const out =
    g.eliminated === undefined ? 'No' : `${nameIn(view, players[g.eliminated] ?? '')} did`;
  await choose(form, 'eliminated', out);
}

/** The organizer enters every table of the round still waiting, through the table's form. */
async function organizerEnters(
  url: string,
  page: Page,
  view: EventView,
  round: Round,
  result: (players: readonly string[], table: number) => Game,
  format: 'standard' | 'whack-a-gorth',
): Promise<void> {
  for (const t of round.tables) {
    const g = result(t.players, t.number);
    const editor = await openEditor(page, round.number, t.number);
    await fillGame(editor.locator('form'), view, t.players, g);
    await editor.getByRole('button', { name: 'Enter this result' }).click();
    await editor.waitFor({ state: 'detached', timeout: 15_000 });
    const json = gameJson(t.players, g);
    const read =
      format === 'standard'
        ? parseStandardResult(json, t.players)
        : parseGorthResult(json, t.players);
    if (!read.ok) throw new Error(read.error.message);
    const want =
      format === 'standard'
        ? scoreStandard(read.value as Parameters<typeof scoreStandard>[0])
        : scoreGorth(read.value as Parameters<typeof scoreGorth>[0]);
    const got = (await readEvent(url, idOf(page))).view.rounds
      .find((r) => r.number === round.number)
      ?.tables.find((x) => x.number === t.number);
    expect(got?.result?.scores).toEqual(want);
  }
}

const idOf = (page: Page) => /#\/org\/events\/([A-Za-z0-9_-]+)/.exec(page.url())?.[1] ?? '';

/** Each player's standings totals are the sum of their counted scores and byes. */
function checkTotals(view: EventView, bye: Readonly<Record<string, number>>) {
  for (const row of view.standings) {
    const sum: Record<string, number> = {};
    for (const r of view.rounds) {
      const scores: Scores = r.byes.includes(row.player)
        ? [{ player: row.player, measures: bye }]
        : (r.tables.find((t) => t.players.includes(row.player))?.result?.scores ?? []);
      for (const s of scores)
        if (s.player === row.player)
          for (const [k, v] of Object.entries(s.measures)) sum[k] = (sum[k] ?? 0) + v;
    }
    expect(row.totals.tp, row.name).toBe(sum.tp ?? 0);
    expect(row.totals.mov, row.name).toBe(sum.mov ?? 0);
  }
}

describe.skipIf(!hasChromium)('Swiss events of the two-player formats in Chromium', () => {
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

  test('GAP-XW-12: a standard event with a removal, a drop and a late join, a bye a round', async () => {
    const { page, context, errors } = await newPage(browser);
    try {
      const id = await createEvent(page, server.url, {
        name: 'Store night',
        format: 'standard',
        rounds: 2,
      });
      const token = await organizerToken(page, id);
      for (const n of ['Ann Ace', 'Bo Bolt', 'Cy Comet', 'Di Dart', 'Ed Echo', 'Flo Flare'])
        await registerOne(page, n);
      // Removed before round 1: gone from the list.
      const flo = page.locator('.event-players__table tr', { hasText: 'Flo Flare' });
      await flo.getByRole('button', { name: 'Remove' }).click();
      await flo.getByRole('button', { name: 'Yes, remove' }).click();
      await expect.poll(() => page.locator('.event-players__table tbody tr').count()).toBe(5);

      await roundButton(page, 'Pair round 1');
      let { view } = await readEvent(server.url, id, token);
      const r1 = view.rounds[0] as Round;
      expect(r1.tables).toHaveLength(2);
      expect(r1.byes).toHaveLength(1);
      await organizerEnters(
        server.url,
        page,
        view,
        r1,
        (_p, t) => (t === 1 ? { destroyed: [60, 30] } : { destroyed: [20, 100], eliminated: 0 }),
        'standard',
      );

      // One drops after round 1; one joins late, from round 2.
      const dropper = r1.tables[0]?.players[1] as string;
      await tab(page, 'players');
      const row = page.locator(`.event-players__table tr[data-player=${dropper}]`);
      await row.getByRole('button', { name: 'Drop' }).click();
      await row.getByRole('button', { name: 'Yes, drop' }).click();
      await expect.poll(() => row.getAttribute('class')).toContain('is-dropped');
      expect(await page.locator('.event-register h3').first().textContent()).toBe('Late join');
      await registerOne(page, 'Gil Glide');
      expect(
        await page.locator('.event-players__table tr[data-player=p7] td').nth(1).textContent(),
      ).toBe('Round 2 (late)');

      await roundButton(page, 'Pair round 2');
      ({ view } = await readEvent(server.url, id, token));
      const r2 = view.rounds[1] as Round;
      const seated = [...r2.tables.flatMap((t) => t.players), ...r2.byes];
      expect(seated).not.toContain(dropper);
      expect(seated).toContain('p7');
      expect(r2.byes).toHaveLength(1);
      expect(r1.byes[0]).not.toBe(r2.byes[0]);
      await organizerEnters(
        server.url,
        page,
        view,
        r2,
        () => ({ destroyed: [45, 45] }),
        'standard',
      );

      ({ view } = await readEvent(server.url, id, token));
      checkTotals(view, { tp: 1, mov: 150, destroyed: 0 });
      // A draw at 45 each: no tournament point, 100 MOV each.
      const drawn = r2.tables[0]?.players[0] as string;
      const scores = view.rounds[1]?.tables[0]?.result?.scores ?? [];
      expect(scores.find((s) => s.player === drawn)?.measures).toMatchObject({ tp: 0, mov: 100 });
      await tab(page, 'standings');
      await expect.poll(() => page.locator('.standings tbody tr').count()).toBe(6);
      expect(
        await page.locator(`.standings tr[data-player=${dropper}]`).getAttribute('class'),
      ).toContain('is-dropped');
      await shot(page, 'event-standard-standings');
      await roundButton(page, 'Finish the event');
      expect((await readEvent(server.url, id)).view.event.status).toBe('finished');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  test('XW-OBJ-01, XW-OBJ-02, XW-OBJ-03: an Objective Play event, the objective picked from the second player’s list on a phone', async () => {
    const { page, context, errors } = await newPage(browser);
    const phoneErrors: string[] = [];
    try {
      const id = await createEvent(page, server.url, {
        name: 'Objective night',
        format: 'objective-play',
        rounds: 2,
        publish: true,
      });
      const token = await organizerToken(page, id);
      // Setup through the API: players with squads naming their three objectives (XW-OBJ-01).
      const lists = [
        ['bounty-hunter', 'recon-mission', 'hyperspace-assault'],
        ['hyperspace-assault', 'recon-mission', 'bounty-hunter'],
        ['recon-mission', 'bounty-hunter', 'hyperspace-assault'],
        ['hyperspace-assault', 'bounty-hunter', 'recon-mission'],
        ['bounty-hunter', 'recon-mission', 'hyperspace-assault'],
      ];
      for (const [i, objectives] of lists.entries())
        await command(server.url, id, token, {
          type: 'Register',
          name: ['Ann Ace', 'Bo Bolt', 'Cy Comet', 'Di Dart', 'Ed Echo'][i],
          squad: { name: `List ${i + 1}`, side: 'rebel', pilots: [], objectives },
        });
      await page.reload();
      const codes = await makeCodes(page);
      await roundButton(page, 'Pair round 1');
      const { view } = await readEvent(server.url, id, token);
      const r1 = view.rounds[0] as Round;
      const [a = '', b = ''] = r1.tables[0]?.players ?? [];
      const expectTable = async (
        round: number,
        table: number,
        players: readonly string[],
        json: Json,
      ) => {
        const read = parseObjectiveResult(json, players);
        if (!read.ok) throw new Error(read.error.message);
        const got = (await readEvent(server.url, id)).view.rounds[round - 1]?.tables.find(
          (t) => t.number === table,
        );
        expect(got?.status).toBe('counted');
        expect(got?.result?.scores).toEqual(scoreObjective(read.value));
      };

      // Table 1 on the first player's phone: first player, then the objective from the other's list.
      const first = await phone(browser, server.url, id, codes[a] as string);
      const form = first.page.locator('.my-result form');
      await choose(form, 'first', nameIn(view, a));
      const offered = form.locator('[data-choice=objective] label');
      const bList = lists[Number(b.slice(1)) - 1] ?? [];
      expect(await offered.count()).toBe(3);
      expect((await offered.allTextContents()).sort()).toEqual(
        bList.map((o) => objectiveCard(o)?.name).sort(),
      );
      await choose(form, 'objective', 'Bounty Hunter');
      // The card's own question, for each player.
      await choose(form, `bountyDestroyed-${a}`, 'No');
      await choose(form, `bountyDestroyed-${b}`, 'Yes');
      await form
        .locator(`.result-player[data-player=${a}]`)
        .getByLabel('Points destroyed', { exact: true })
        .fill('50');
      await form
        .locator(`.result-player[data-player=${b}]`)
        .getByLabel('Points destroyed', { exact: true })
        .fill('20');
      await choose(form, 'eliminated', 'No');
      // XW-OBJ-03: the Bounty's 10 points count with the points destroyed: 60 v 20.
      await expect
        .poll(() => form.locator(`.result-preview li[data-player=${a}]`).textContent())
        .toContain('1 TP, MOV 140');
      await form.locator('.result-preview').scrollIntoViewIfNeeded();
      await shot(first.page, 'event-objective-player-entry');
      expect(await seriousViolations(first.page)).toEqual([]);
      await form.getByRole('button', { name: 'Send for confirmation' }).click();
      await first.page.waitForSelector('.my-result[data-state=sent]');
      phoneErrors.push(...first.errors);
      await first.close();
      const second = await phone(browser, server.url, id, codes[b] as string);
      await second.page.waitForSelector('.my-result[data-state=confirm]');
      expect(await second.page.locator('.my-result__lines').textContent()).toContain(
        'Bounty Hunter',
      );
      await second.page.getByRole('button', { name: 'Confirm' }).click();
      await second.page.waitForSelector('.my-result[data-state=counted]');
      phoneErrors.push(...second.errors);
      await second.close();
      await expectTable(1, 1, [a, b], {
        first: a,
        objective: 'bounty-hunter',
        destroyed: { [a]: 50, [b]: 20 },
        facts: { bountyDestroyed: { [a]: false, [b]: true } },
      });

      // Table 2 by the organizer: Recon Mission, tokens counted for each player.
      const [c = '', d = ''] = r1.tables[1]?.players ?? [];
      const editor = await openEditor(page, 1, 2);
      const of = editor.locator('form');
      await choose(of, 'first', nameIn(view, d));
      await choose(of, 'objective', 'Recon Mission');
      await of.getByLabel(`Recon tokens collected — ${nameIn(view, c)}`, { exact: true }).fill('1');
      await of.getByLabel(`Recon tokens collected — ${nameIn(view, d)}`, { exact: true }).fill('3');
      await of
        .locator(`.result-player[data-player=${c}]`)
        .getByLabel('Points destroyed', { exact: true })
        .fill('40');
      await of
        .locator(`.result-player[data-player=${d}]`)
        .getByLabel('Points destroyed', { exact: true })
        .fill('38');
      await choose(of, 'eliminated', 'No');
      // 40 + 2 v 38 + 6: the tokens turn the game.
      await expect
        .poll(() => of.locator('.result-preview').textContent())
        .toContain(`${nameIn(view, d)} wins.`);
      await of.getByRole('button', { name: 'Enter this result' }).click();
      await editor.waitFor({ state: 'detached' });
      await expectTable(1, 2, [c, d], {
        first: d,
        objective: 'recon-mission',
        destroyed: { [c]: 40, [d]: 38 },
        facts: { tokens: { [c]: 1, [d]: 3 } },
      });

      // Round 2 by the organizer: a stranded Hyperspace Assault wins for the first player outright.
      await roundButton(page, 'Pair round 2');
      const r2 = (await readEvent(server.url, id, token)).view.rounds[1] as Round;
      for (const t of r2.tables) {
        const [x = '', y = ''] = t.players;
        const ed = await openEditor(page, 2, t.number);
        const f = ed.locator('form');
        await choose(f, 'first', nameIn(view, x));
        await choose(f, 'objective', 'Hyperspace Assault');
        await f.getByLabel('Points of the assault force', { exact: true }).fill('30');
        await choose(f, 'reserve', 'Stranded');
        await f
          .locator(`.result-player[data-player=${x}]`)
          .getByLabel('Points destroyed', { exact: true })
          .fill('10');
        await f
          .locator(`.result-player[data-player=${y}]`)
          .getByLabel('Points destroyed', { exact: true })
          .fill('70');
        await choose(f, 'eliminated', 'No');
        await expect
          .poll(() => f.locator('.result-preview').textContent())
          .toContain(`${nameIn(view, x)} wins.`);
        await f.getByRole('button', { name: 'Enter this result' }).click();
        await ed.waitFor({ state: 'detached' });
        await expectTable(2, t.number, [x, y], {
          first: x,
          objective: 'hyperspace-assault',
          destroyed: { [x]: 10, [y]: 70 },
          facts: { reservePoints: 30, reserve: 'stranded' },
        });
      }
      checkTotals((await readEvent(server.url, id)).view, { tp: 1, mov: 150 });
      await roundButton(page, 'Finish the event');
      expect(errors).toEqual([]);
      expect(phoneErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  test('XW-WAG-08, XW-WAG-10: a Whack-a-’Gorth event, each Exogorth killed adding 10 points destroyed', async () => {
    const { page, context, errors } = await newPage(browser);
    try {
      const id = await createEvent(page, server.url, {
        name: 'Gorth hunt',
        format: 'whack-a-gorth',
        rounds: 2,
      });
      const token = await organizerToken(page, id);
      await pastePlayers(page, ['Ann Ace', 'Bo Bolt', 'Cy Comet', 'Di Dart', 'Ed Echo']);
      for (let round = 1; round <= 2; round++) {
        await roundButton(page, `Pair round ${round}`);
        const { view } = await readEvent(server.url, id, token);
        const r = view.rounds.at(-1) as Round;
        expect(r.byes).toHaveLength(1);
        // 30 + 2 kills (50) beats 45: the kills decide it (XW-WAG-08, XW-WAG-10).
        await organizerEnters(
          server.url,
          page,
          view,
          r,
          (_p, t) =>
            t === 1
              ? { destroyed: [30, 45], kills: [2, 0] }
              : { destroyed: [100, 10], kills: [0, 1], eliminated: 1 },
          'whack-a-gorth',
        );
        const t1 = (await readEvent(server.url, id)).view.rounds[round - 1]?.tables[0];
        expect(t1?.result?.scores?.[0]?.measures).toMatchObject({ tp: 1, mov: 105, exogorths: 2 });
      }
      const { view } = await readEvent(server.url, id);
      checkTotals(view, { tp: 1, mov: 150 });
      await tab(page, 'standings');
      await shot(page, 'event-gorth-standings');
      await roundButton(page, 'Finish the event');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
