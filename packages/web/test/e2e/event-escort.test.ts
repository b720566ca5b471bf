/**
 * A 13-player Political Escort event end to end: the real `drift serve` and Debian's Chromium.
 * Everything the organizer and the players do happens on the pages: the event is created and the
 * players registered (two one by one, eleven pasted) in the browser, codes made there, three
 * rounds paired, the clock started, results entered by players on phone-sized pages (the
 * opponent confirming, one disputing) and by the organizer, one counted result corrected, the
 * event finished. The checks read the event back through the same HTTP API the pages use.
 */
import { type EventView, type Json, parseEscortRound, scoreEscortRound } from '@drift/formats';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seriousViolations } from './axe.ts';
import {
  choose,
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

if (!hasChromium) console.warn(`The escort event browser test is skipped: ${CHROMIUM} is missing.`);

const NAMES = [
  'Wedge Antilles',
  'Luke Skywalker',
  'Biggs Darklighter',
  'Han Solo',
  'Lando Calrissian',
  'Wes Janson',
  'Hobbie Klivian',
  'Tycho Celchu',
  'Soontir Fel',
  'Darth Vader',
  'Maarek Stele',
  'Boba Fett',
  'Dash Rendar',
];

type Ending = 'escaped' | 'destroyed' | 'time';
interface Game {
  readonly ending: Ending;
  readonly byAttacker: number;
  readonly byDefender: number;
  readonly upgrades: number;
  readonly damage?: number;
}
interface Plan {
  readonly defender: string;
  readonly games: readonly [Game, Game];
}

const ENDING_TEXT: Readonly<Record<Ending, string>> = {
  escaped: 'Shuttle escaped',
  destroyed: 'Shuttle destroyed',
  time: 'Time: neither',
};

/** A table's round, varied by table and round: a sweep, a split, a game at time. */
function plan(players: readonly string[], round: number, table: number): Plan {
  const [a = '', b = ''] = players;
  switch ((round + table) % 3) {
    case 0:
      return {
        defender: a,
        games: [
          { ending: 'escaped', byAttacker: 30, byDefender: 20, upgrades: 10, damage: 3 },
          { ending: 'destroyed', byAttacker: 40, byDefender: 20, upgrades: 12 },
        ],
      };
    case 1:
      return {
        defender: b,
        games: [
          { ending: 'escaped', byAttacker: 25, byDefender: 15, upgrades: 6, damage: 4 },
          { ending: 'escaped', byAttacker: 35, byDefender: 10, upgrades: 8, damage: 5 },
        ],
      };
    default:
      return {
        defender: a,
        games: [
          { ending: 'time', byAttacker: 45, byDefender: 30, upgrades: 10, damage: 7 },
          { ending: 'destroyed', byAttacker: 60, byDefender: 10, upgrades: 8 },
        ],
      };
  }
}

/** The plan as the format's JSON (what the form must send). */
function planJson(players: readonly string[], p: Plan): Json {
  const [a = '', b = ''] = players;
  const first = p.defender === a ? b : a;
  return {
    games: p.games.map((g, i) => {
      const attacker = i === 0 ? first : p.defender;
      const defender = attacker === a ? b : a;
      return {
        attacker,
        ending: g.ending,
        destroyed: { [attacker]: g.byAttacker, [defender]: g.byDefender },
        shuttle: {
          upgradePoints: g.upgrades,
          ...(g.ending === 'destroyed' ? {} : { damage: g.damage ?? 0 }),
        },
      };
    }),
  };
}

function expectedScores(players: readonly string[], p: Plan) {
  const read = parseEscortRound(planJson(players, p), players);
  if (!read.ok) throw new Error(read.error.message);
  return scoreEscortRound(read.value);
}

/** Fills the escort form (the organizer's or a player's) as a person would. */
async function fillEscort(
  form: Locator,
  view: EventView,
  players: readonly string[],
  p: Plan,
): Promise<void> {
  const name = (id: string) => view.players.find((x) => x.id === id)?.name ?? id;
  const [a = '', b = ''] = players;
  await choose(form, 'defender', name(p.defender));
  for (const [i, g] of p.games.entries()) {
    const attacker = i === 0 ? (p.defender === a ? b : a) : p.defender;
    const defender = attacker === a ? b : a;
    const game = form.locator(`fieldset[data-game="${i + 1}"]`);
    await choose(game, 'ending', ENDING_TEXT[g.ending]);
    await game
      .getByLabel(`Destroyed by ${name(attacker)}`, { exact: true })
      .fill(String(g.byAttacker));
    await game
      .getByLabel(`Destroyed by ${name(defender)}`, { exact: true })
      .fill(String(g.byDefender));
    await game.getByLabel('Shuttle upgrade points', { exact: true }).fill(String(g.upgrades));
    if (g.ending !== 'destroyed')
      await game.getByLabel('Shuttle damage', { exact: true }).fill(String(g.damage ?? 0));
  }
}

/** Every pair met so far, once each: a rematch would show up twice. */
function meetings(view: EventView): string[] {
  return view.rounds.flatMap((r) => r.tables.map((t) => [...t.players].sort().join('+')));
}

describe.skipIf(!hasChromium)('a Political Escort event in Chromium against drift serve', () => {
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

  test('XW-PE-23, XW-PE-24, XW-PE-25, XW-PE-26, XW-PE-27, XW-PE-28, GAP-XW-12: 13 players over 3 rounds, run in the browser', async () => {
    const { page, context, errors } = await newPage(browser);
    const phoneErrors: string[] = [];
    try {
      // The event, made on its page: Political Escort advises 3-4 rounds and 95-minute rounds.
      await page.goto(`${server.url}/#/org/events/new/political-escort`);
      await page.waitForSelector('.event-format.is-on[data-format=political-escort]');
      expect(await page.locator('.event-new__plan').textContent()).toContain('3-4 recommended');
      expect(await page.getByLabel('Minutes a round', { exact: true }).inputValue()).toBe('95');
      await shot(page, 'event-escort-new');
      const id = await createEvent(page, server.url, {
        name: 'Escort night',
        format: 'political-escort',
      });
      const token = await organizerToken(page, id);

      // Players: two one by one, eleven pasted at once.
      await registerOne(page, NAMES[0] as string);
      await registerOne(page, NAMES[1] as string);
      await pastePlayers(page, NAMES.slice(2));
      const codes = await makeCodes(page);
      expect(Object.keys(codes)).toHaveLength(13);
      // A code to read out: big, with its join link.
      await page.locator('.event-players__table tr[data-player=p1] .event-code-btn').click();
      const card = page.locator('dialog[data-dialog=code][open]');
      await card.waitFor();
      expect(await card.locator('.code-card__code').textContent()).toBe(codes.p1);
      expect(await card.locator('[data-join-link]').getAttribute('href')).toContain(
        `#/org/events/${id}/join/${codes.p1}`,
      );
      await shot(page, 'event-escort-code');
      await card.getByRole('button', { name: 'Done' }).click();
      await shot(page, 'event-escort-players');
      expect(await seriousViolations(page)).toEqual([]);

      const results: { round: number; table: number; players: readonly string[]; plan: Plan }[] =
        [];
      const enterByOrganizer = async (
        round: number,
        table: number,
        players: readonly string[],
        p: Plan,
        view: EventView,
      ) => {
        const editor = await openEditor(page, round, table);
        await fillEscort(editor.locator('form'), view, players, p);
        await editor.getByRole('button', { name: /^(Enter|Set) this result$/ }).click();
        await editor.waitFor({ state: 'detached', timeout: 15_000 });
      };

      for (let round = 1; round <= 3; round++) {
        await roundButton(page, `Pair round ${round}`);
        const { view } = await readEvent(server.url, id, token);
        const r = view.rounds.at(-1) as EventView['rounds'][number];
        expect(r.number).toBe(round);
        // 13 players: six tables and a bye worth 2 VP and 200 MOV (XW-PE-27).
        expect(r.tables).toHaveLength(6);
        expect(r.byes).toHaveLength(1);
        const bye = page.locator(`.event-round[data-round="${round}"] [data-bye]`);
        expect(await bye.textContent()).toContain('2 VP and 200 MOV');
        if (round === 1) {
          // The clock with the format's mark: roles swap at 45 minutes of 95 (XW-PE-24).
          await roundButton(page, 'Start the clock');
          await expect
            .poll(() => page.locator('.round-clock').textContent())
            .toContain('Finish the round, swap roles');
          const clock = (await readEvent(server.url, id)).view.rounds[0]?.clock;
          expect(clock?.marks[0] && clock.marks[0].at - clock.startedAt).toBe(45 * 60_000);
          expect(clock?.endsAt && clock.endsAt - clock.startedAt).toBe(95 * 60_000);
          await shot(page, 'event-escort-pairings');
        }

        for (const t of r.tables) {
          const p = plan(t.players, round, t.number);
          results.push({ round, table: t.number, players: t.players, plan: p });
          const [a = '', b = ''] = t.players;
          const byPlayers = t.number === 1 || (t.number === 2 && round < 3);
          if (!byPlayers) {
            await enterByOrganizer(round, t.number, t.players, p, view);
            continue;
          }
          // The first player enters the round on their phone; the form shows what it gives.
          const first = await phone(browser, server.url, id, codes[a] as string);
          await first.page.waitForSelector(`.my-table[data-seat="${t.number}"]`);
          const form = first.page.locator('.my-result form');
          await fillEscort(form, view, t.players, p);
          const want = expectedScores(t.players, p);
          const mine = want.find((s) => s.player === a);
          await expect
            .poll(() => form.locator(`.result-preview li[data-player=${a}]`).textContent())
            .toContain(`${mine?.measures.vp} VP, MOV ${mine?.measures.mov}`);
          if (round === 1) await shot(first.page, 'event-escort-player-entry');
          await form.getByRole('button', { name: 'Send for confirmation' }).click();
          await first.page.waitForSelector('.my-result[data-state=sent]');
          phoneErrors.push(...first.errors);
          await first.close();
          // The opponent sees it on theirs, and confirms it — or disputes it once.
          const second = await phone(browser, server.url, id, codes[b] as string);
          await second.page.waitForSelector('.my-result[data-state=confirm]');
          if (round === 1) await shot(second.page, 'event-escort-player-confirm');
          if (round === 2 && t.number === 2) {
            await second.page.getByRole('button', { name: 'Dispute' }).click();
            await second.page.getByLabel('What is wrong?').fill('Game 2: I destroyed 20, not 10');
            await second.page.getByRole('button', { name: 'Send the dispute' }).click();
            await second.page.waitForSelector('.my-result[data-state=disputed]');
            await shot(second.page, 'event-escort-player-disputed');
          } else {
            await second.page.getByRole('button', { name: 'Confirm' }).click();
            await second.page.waitForSelector('.my-result[data-state=counted]');
          }
          phoneErrors.push(...second.errors);
          await second.close();
        }

        // The disputed table: shown to the organizer, who settles it with the form.
        if (round === 2) {
          await tab(page, 'rounds');
          const disputed = page.locator(`.event-round[data-round="2"] li[data-table="2"]`);
          await expect
            .poll(() => disputed.getAttribute('data-status'), { timeout: 15_000 })
            .toBe('disputed');
          expect(await disputed.textContent()).toContain('Game 2: I destroyed 20, not 10');
          const t2 = r.tables[1] as EventView['rounds'][number]['tables'][number];
          const settled = results.find(
            (x) => x.round === 2 && x.table === 2,
          ) as (typeof results)[number];
          const fixed: Plan = {
            ...settled.plan,
            games: [
              settled.plan.games[0],
              { ...settled.plan.games[1], byDefender: settled.plan.games[1].byDefender + 10 },
            ],
          };
          results[results.indexOf(settled)] = { ...settled, plan: fixed };
          const editor = await openEditor(page, 2, 2);
          expect(await editor.locator('.event-dispute').textContent()).toContain('disputes it');
          // The form starts from what the player entered.
          const game2 = editor.locator('fieldset[data-game="2"]');
          expect(
            await game2.getByLabel('Shuttle upgrade points', { exact: true }).inputValue(),
          ).toBe(String(settled.plan.games[1].upgrades));
          await fillEscort(editor.locator('form'), view, t2.players, fixed);
          await editor.getByRole('button', { name: 'Set this result' }).click();
          await editor.waitFor({ state: 'detached', timeout: 15_000 });
          // One correction of a counted result from round 1: the organizer's table 3.
          const old = results.find(
            (x) => x.round === 1 && x.table === 3,
          ) as (typeof results)[number];
          const corrected: Plan = {
            ...old.plan,
            games: [
              { ...old.plan.games[0], byDefender: old.plan.games[0].byDefender + 5 },
              old.plan.games[1],
            ],
          };
          results[results.indexOf(old)] = { ...old, plan: corrected };
          const fix = await openEditor(page, 1, 3);
          await fillEscort(fix.locator('form'), view, old.players, corrected);
          await fix.getByRole('button', { name: 'Set this result' }).click();
          await fix.waitFor({ state: 'detached', timeout: 15_000 });
          await expect
            .poll(() =>
              page.locator('.event-round[data-round="1"] li[data-table="3"] .status').textContent(),
            )
            .toBe('Corrected by the organizer');
        }
      }

      // Every table counts what its form sent, scored as the format scores it.
      const { view } = await readEvent(server.url, id, token);
      for (const x of results) {
        const t = view.rounds[x.round - 1]?.tables.find((y) => y.number === x.table);
        expect(t?.status, `round ${x.round} table ${x.table}`).toBe('counted');
        expect(t?.result?.scores, `round ${x.round} table ${x.table}`).toEqual(
          expectedScores(x.players, x.plan),
        );
      }
      // Byes: one a round, never twice; no rematches (XW-PE-27).
      const byes = view.rounds.flatMap((r) => r.byes);
      expect(byes).toHaveLength(3);
      expect(new Set(byes).size).toBe(3);
      const met = meetings(view);
      expect(new Set(met).size).toBe(met.length);
      // Standings: each player's totals are their games plus 2 VP and 200 MOV a bye (XW-PE-25..27).
      for (const row of view.standings) {
        const sum: Record<string, number> = {};
        for (const x of results)
          for (const s of expectedScores(x.players, x.plan))
            if (s.player === row.player)
              for (const [k, v] of Object.entries(s.measures)) sum[k] = (sum[k] ?? 0) + v;
        const had = byes.filter((b) => b === row.player).length;
        expect(row.byes).toBe(had);
        expect(row.totals.vp, row.name).toBe((sum.vp ?? 0) + 2 * had);
        expect(row.totals.mov, row.name).toBe((sum.mov ?? 0) + 200 * had);
      }
      // Sorted by VP, then MOV, then wins as defender (XW-PE-28).
      const key = (t: Readonly<Record<string, number>>) => [
        t.vp ?? 0,
        t.mov ?? 0,
        t.defenderWins ?? 0,
      ];
      for (let i = 1; i < view.standings.length; i++) {
        const [p, q] = [
          key(view.standings[i - 1]?.totals ?? {}),
          key(view.standings[i]?.totals ?? {}),
        ];
        const d = p.map((v, k) => v - (q[k] ?? 0)).find((v) => v !== 0) ?? 0;
        expect(d, `standings row ${i}`).toBeGreaterThanOrEqual(0);
      }

      // The standings tab shows the same, with its CSV export.
      await tab(page, 'standings');
      const rows = page.locator('.standings tbody tr');
      await expect.poll(() => rows.count()).toBe(13);
      expect(await rows.first().getAttribute('data-player')).toBe(view.standings[0]?.player);
      expect(await rows.first().locator('[data-col=vp]').textContent()).toBe(
        String(view.standings[0]?.totals.vp),
      );
      await shot(page, 'event-escort-standings');
      const href = await page.getByRole('link', { name: 'CSV' }).getAttribute('href');
      const csv = await (await fetch(`${server.url}${href}`)).text();
      const lines = csv.trim().split(/\r?\n/);
      expect(lines[0]).toMatch(
        /^Rank,Player,Club,Victory Points,Margin of Victory,Wins as defender/,
      );
      expect(lines).toHaveLength(14);
      expect(lines[1]).toContain(view.standings[0]?.name);

      // A player's standings on their phone.
      const last = await phone(browser, server.url, id, codes.p5 as string);
      await last.page.locator('.event-player .standings').scrollIntoViewIfNeeded();
      await shot(last.page, 'event-escort-standings-phone');
      await last.page.locator('.my-history').scrollIntoViewIfNeeded();
      await shot(last.page, 'event-escort-history-phone');
      // Nothing on the phone page is wider than the phone.
      expect(
        await last.page.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(390);
      expect(await last.page.locator('.standings tr.is-you').getAttribute('data-player')).toBe(
        'p5',
      );
      expect(await seriousViolations(last.page)).toEqual([]);
      phoneErrors.push(...last.errors);
      await last.close();

      // Finished.
      await roundButton(page, 'Finish the event');
      await expect
        .poll(() => page.locator('.event-chip[data-status]').textContent())
        .toBe('Finished');
      expect((await readEvent(server.url, id)).view.event.status).toBe('finished');
      await tab(page, 'log');
      expect(await page.locator('.event-log').textContent()).toContain(
        'The event is finished after 3 rounds.',
      );
      expect(errors).toEqual([]);
      expect(phoneErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);
});
