/**
 * A person at the browser, as the tests play one: creates matches through the lobby form and
 * takes turns only by clicking what the page offers (dialogs, the actions panel, highlighted
 * hexes). What it decides comes from the page's own buttons, never from the server.
 */
import type { Page } from 'playwright-core';
import { shot } from './harness.ts';

export type SeatPick = 'here' | 'invite' | `bot:${string}`;

/** Fills the lobby's form and creates the match; resolves to its id once the match page shows. */
export async function createMatch(
  page: Page,
  url: string,
  options: {
    seats: readonly SeatPick[];
    fame: number;
    firstGame?: boolean;
    names?: string[];
    /** The expansion's elements to tick in the lobby (those offered as checkboxes). */
    elements?: readonly string[];
  },
): Promise<string> {
  await page.goto(`${url}/#/`);
  await page.waitForSelector('form.create');
  // Two captains play the two-player rules (element D), so the choice says so.
  const count = options.seats.length === 2 ? '2 (two-player rules)' : String(options.seats.length);
  await page
    .locator('form.create fieldset.segmented')
    .first()
    .getByText(count, { exact: true })
    .click();
  const selects = page.locator('form.create .seat-row select');
  for (const [i, pick] of options.seats.entries()) {
    await selects.nth(i).selectOption(pick);
    const name = options.names?.[i];
    if (pick === 'here' && name)
      await page.locator('form.create .seat-row').nth(i).locator('input').fill(name);
  }
  const first = page.locator('form.create input[type=checkbox]').first();
  if ((await first.isChecked()) !== (options.firstGame ?? true)) await first.click();
  for (const e of options.elements ?? [])
    await page.locator(`form.create [data-element=${e}] input`).check();
  await page.locator('form.create input[type=number]').fill(String(options.fame));
  await page.locator('form.create button[type=submit]').click();
  await page.waitForURL(/#\/m\/[A-Za-z0-9_-]+$/, { timeout: 15_000 });
  const id = /#\/m\/([A-Za-z0-9_-]+)$/.exec(page.url())?.[1];
  if (!id) throw new Error(`no match id in ${page.url()}`);
  return id;
}

/** What the driver did in one step, for the test's tally. */
export type Did =
  | 'handoff'
  | 'dialog'
  | 'ship'
  | 'shop'
  | 'buy'
  | 'strike'
  | 'trade'
  | 'move'
  | 'engine'
  | 'mission'
  | 'end'
  | 'other'
  | 'wait'
  | 'victory';

interface TurnMemory {
  turn: string;
  moves: number;
  bought: boolean;
  struck: boolean;
  traded: number;
  engine: boolean;
  drew: boolean;
}

export class Player {
  readonly did: Did[] = [];
  /** Dialog kinds seen (each shot once, as dialog-<kind>.png). */
  readonly dialogs = new Set<string>();
  private memory: TurnMemory = {
    turn: '',
    moves: 0,
    bought: false,
    struck: false,
    traded: 0,
    engine: false,
    drew: false,
  };

  constructor(
    private readonly page: Page,
    private readonly options: { shots?: boolean; drawMissions?: boolean; prefix?: string } = {},
  ) {}

  private async shootOnce(kind: string): Promise<void> {
    if (this.dialogs.has(kind)) return;
    this.dialogs.add(kind);
    if (this.options.shots) await shot(this.page, `${this.options.prefix ?? ''}dialog-${kind}`);
  }

  /** The turn as the page's top bar and turn card say it (a new turn clears the memory). */
  private async turnKey(): Promise<string> {
    const key = await this.page.evaluate(() => {
      const d = (
        window as unknown as {
          __drift?: {
            store: {
              getState(): {
                shown: string | null;
                conns: Record<string, { view: { turn: { number: number; seat: number } } | null }>;
              };
            };
          };
        }
      ).__drift;
      const s = d?.store.getState();
      const v = s?.shown ? s.conns[s.shown]?.view : null;
      return v ? `${v.turn.number}:${v.turn.seat}:${s?.shown}` : '';
    });
    if (key !== this.memory.turn)
      this.memory = {
        turn: key,
        moves: 0,
        bought: false,
        struck: false,
        traded: 0,
        engine: false,
        drew: false,
      };
    return key;
  }

  private async click(selector: string): Promise<boolean> {
    const el = this.page.locator(selector).first();
    if ((await el.count()) === 0) return false;
    try {
      await el.click({ timeout: 2000 });
      return true;
    } catch {
      return false;
    }
  }

  /** One thing a person would do now; 'wait' when it is not their move. */
  async step(): Promise<Did> {
    const did = await this.decide();
    this.did.push(did);
    return did;
  }

  private async decide(): Promise<Did> {
    const page = this.page;
    if ((await page.locator('dialog[data-dialog=victory][open]').count()) > 0) return 'victory';
    if ((await page.locator('[data-pass]').count()) > 0) {
      if (this.options.shots) await this.shootOnce('pass-device');
      return (await this.click('[data-pass] button.btn--primary')) ? 'handoff' : 'wait';
    }
    await this.turnKey();
    const dialog = page.locator('dialog[open]').first();
    if ((await dialog.count()) > 0) {
      // The dialog may close between the two looks (the answer arrived): look again next step.
      const kind = await dialog.getAttribute('data-dialog', { timeout: 1000 }).catch(() => null);
      if (kind === null) return 'wait';
      await this.shootOnce(kind);
      return this.answer(kind);
    }
    const actions = page.locator('.actions[aria-busy=false]');
    if ((await actions.count()) === 0) return 'wait';
    const m = this.memory;
    if (await this.click('.ship-card:not([disabled])')) return 'ship';
    if (!m.bought && (await this.click('.act[data-command=BuyOutfit]:not([disabled])'))) {
      m.bought = true;
      return 'shop';
    }
    if (!m.struck && (await this.click('.act[data-command=Attack]:not([disabled])'))) {
      m.struck = true;
      return 'strike';
    }
    if (
      m.traded < 3 &&
      (await this.click(
        '.act-group--trade .act:is([data-command=SellCubes],[data-command=CompleteMission],[data-command=Harvest],[data-command=Mine],[data-command=Salvage],[data-command=CollectCubes],[data-command=BuyCubes]):not([disabled])',
      ))
    ) {
      m.traded += 1;
      return 'trade';
    }
    if (await this.click('.act[data-command=CompleteMission]:not([disabled])')) return 'mission';
    if (await this.click('.act[data-command=WorkMission]:not([disabled])')) return 'mission';
    if (
      this.options.drawMissions &&
      !m.drew &&
      (await this.click('.act[data-command=DrawMissions]:not([disabled])'))
    ) {
      m.drew = true;
      return 'mission';
    }
    if (m.moves < 6) {
      const reach = page.locator('.hex-hit[data-highlight=reach]');
      const n = await reach.count();
      if (n > 0) {
        // Toward somewhere to trade or gather (or a Mission Point, for a player drawing
        // missions) as the board's labels say, else a different space each time.
        const goal = this.options.drawMissions
          ? /Mission Point/
          : /; (buy|sell|mine|harvest|salvage) /;
        const index = await page.evaluate(
          ([pattern, fallback]) => {
            const re = new RegExp(pattern);
            const at = (e: Element) => (e.getAttribute('data-hex') ?? '0,0').split(',').map(Number);
            const hexes = [...document.querySelectorAll('.hex-hit')];
            const goals = hexes.filter((e) => re.test(e.getAttribute('aria-label') ?? ''));
            const reach = hexes.filter((e) => e.getAttribute('data-highlight') === 'reach');
            const far = (e: Element) => {
              const [q = 0, r = 0] = at(e);
              let best = Number.POSITIVE_INFINITY;
              for (const g of goals) {
                const [gq = 0, gr = 0] = at(g);
                const d = (Math.abs(q - gq) + Math.abs(r - gr) + Math.abs(q - gq + r - gr)) / 2;
                best = Math.min(best, d);
              }
              return best;
            };
            if (goals.length === 0) return fallback % reach.length;
            let pick = fallback % reach.length;
            for (const [i, e] of reach.entries()) {
              const el = reach[pick];
              if (el && far(e) < far(el)) pick = i;
            }
            return pick;
          },
          [goal.source, m.moves * 7 + 3] as const,
        );
        const pick = reach.nth(index);
        await pick.focus();
        await page.keyboard.press('Enter');
        m.moves += 1;
        return 'move';
      }
    }
    if (!m.engine) {
      m.engine = true;
      if (await this.click('.act:is([data-command=ActivateEngine],[data-command=UseImpulse])'))
        return 'engine';
    }
    if (await this.click('.act-group--status .act.act--primary:not([disabled])')) return 'other';
    if (await this.click('.act--end:not([disabled])')) return 'end';
    return 'wait';
  }

  /** Answers the open dialog with its main button (or the first choice it offers). */
  private async answer(kind: string): Promise<Did> {
    const d = 'dialog[open]';
    switch (kind) {
      case 'shop':
        if (await this.click(`${d} .dialog__body button:not([disabled])`)) return 'buy';
        await this.click(`${d} .dialog__x`);
        return 'other';
      case 'attack':
        // The weapons that can fire together come ticked; fire them, else ram, else leave.
        if (await this.click(`${d} .dialog__foot .btn--danger:not([disabled])`)) return 'strike';
        if (await this.click(`${d} .dialog__foot .btn:not([disabled])`)) return 'strike';
        await this.click(`${d} .dialog__x`);
        return 'other';
      case 'place-damage':
        // Damage lands on the first space the dialog marks.
        if (await this.click(`${d} .hold-target`)) return 'dialog';
        break;
      case 'help':
      case 'share':
        await this.click(`${d} .dialog__x`);
        return 'other';
      default:
        break;
    }
    for (const sel of [
      `${d} .dialog__foot .btn--primary:not([disabled])`,
      `${d} .btn--primary:not([disabled])`,
      `${d} .choice:not([disabled])`,
      `${d} .dialog__body .btn:not([disabled])`,
      `${d} .dialog__body [role=button]:not([aria-disabled=true])`,
    ])
      if (await this.click(sel)) return 'dialog';
    return 'wait';
  }

  /** Plays until `done` says so, or the time runs out (then throws with what it did). */
  async playUntil(done: () => Promise<boolean>, ms: number): Promise<void> {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      if (await done()) return;
      const did = await this.step();
      if (did === 'wait') await this.page.waitForTimeout(150);
      else await this.page.waitForTimeout(60);
    }
    const path = await shot(this.page, `${this.options.prefix ?? ''}stuck`).catch(() => '');
    throw new Error(`not done in ${ms} ms (page: ${path}); the player did: ${tally(this.did)}`);
  }
}

export function tally(did: readonly Did[]): string {
  const counts = new Map<Did, number>();
  for (const d of did) counts.set(d, (counts.get(d) ?? 0) + 1);
  return [...counts.entries()].map(([k, n]) => `${k} ${n}`).join(', ');
}
