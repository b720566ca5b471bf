/**
 * Element C, the Economy Board: the stock roll at setup, buying from the stock, production on
 * sale (full sections, Loath's squander), and demand set in the Status Phase and taken by the
 * next producer. States are arranged by hand with exact stocks, so every number is known.
 */
import { die, openDice, scripted } from '@drift/engine';
import type { Hex } from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import type { CubeColour } from '../src/content/schema.ts';
import { stockEconomy } from '../src/elements/c-economy/index.ts';
import { violations } from '../src/invariants.ts';
import { CUBE_COLOURS } from '../src/model/cubes.ts';
import type { Captain, CargoCube, XiaState } from '../src/model/state.ts';
import { namerFor, describe as tell } from '../src/report.ts';
import { hexOf, ready, started, xia } from './fixtures/game.ts';

type Counts = Partial<Record<CubeColour, number>>;

const NONE = { spice: 0, holo: 0, terra: 0, plasma: 0, cyber: 0 };

/**
 * The same match with element C on and the board holding `stock` (the rest 0) and `demand`;
 * the supply holds what neither the board, the holds nor the map do, so cubes add up to 15.
 */
function withBoard(s: XiaState, stock: Counts, demand: Counts = {}): XiaState {
  const economy = { stock: { ...NONE, ...stock }, demand: { ...NONE, ...demand } };
  const cubes = { ...NONE };
  for (const colour of CUBE_COLOURS) {
    let used = economy.stock[colour];
    for (const c of s.captains) used += c.hold.cargo.filter((x) => x.colour === colour).length;
    for (const lying of Object.values(s.board.cubes))
      used += lying.filter((x) => x === colour).length;
    cubes[colour] = 15 - used;
  }
  return {
    ...s,
    options: { ...s.options, elements: ['C'] },
    supply: { ...s.supply, cubes },
    economy,
  };
}

function cargo(colour: CubeColour, n: number): CargoCube[] {
  return Array.from({ length: n }, (_, i) => ({
    kind: 'cube',
    colour,
    at: [i % 3, Math.floor(i / 3)],
  }));
}

/** Seat 0 acting at `at` in a Skiff (3×3 hold) holding `hold`. */
function trader(s: XiaState, at: Hex, hold: CargoCube[] = [], change: Partial<Captain> = {}) {
  return ready(s, 0, at, 0, {
    ship: 'skiff',
    energy: 6,
    hold: { outfits: [], cargo: hold, damage: [] },
    ...change,
  });
}

const base = started();
const alpha = hexOf(base, 0, 0, 0); // Alpha Prime: sells spice, buys holo
const five = started({ seats: 5, preset: 'firstGame' });
const den = hexOf(five, 4, 0, 0); // Epsilon Den: sells and buys every colour

function sound(s: XiaState): void {
  expect(violations(xia.content, s)).toEqual([]);
}

describe('setting up the Economy Board', () => {
  it('XE-SETUP-07 XE-ECON-01: a d6 per colour, in colour order, stocks each section from the supply', () => {
    const dice = openDice(scripted([die(6, 3), die(6, 1), die(6, 6), die(6, 2), die(6, 5)]));
    const full = { spice: 15, holo: 15, terra: 15, plasma: 15, cyber: 15 };
    const { economy, supply } = stockEconomy(dice, full);
    expect(economy.stock).toEqual({ spice: 3, holo: 1, terra: 6, plasma: 2, cyber: 5 });
    expect(economy.demand).toEqual(NONE);
    expect(supply).toEqual({ spice: 12, holo: 14, terra: 9, plasma: 13, cyber: 10 });
    expect(full.spice).toBe(15); // the input is left alone
  });

  it('XE-SETUP-07: a match with element C rolls the board last, leaving the rest of setup as in a base game', () => {
    const options = { seats: 3, preset: 'firstGame' as const, npcs: false };
    for (const seed of ['a', 'b', 'c', 'd']) {
      const plain = xia.setup(options, seed);
      const econ = xia.setup({ ...options, elements: ['C'] }, seed);
      if (!plain.ok || !econ.ok) throw new Error('setup refused');
      expect('economy' in plain.value).toBe(false);
      const { economy, supply, options: _o, random: _r, ...rest } = econ.value;
      const { supply: plainSupply, options: _p, random: _q, ...plainRest } = plain.value;
      // The expansion's 4,000 credits (XE-SETUP-05) are the only other difference.
      expect(rest).toEqual({
        ...plainRest,
        captains: plainRest.captains.map((c) => ({ ...c, credits: 4000 })),
      });
      expect(economy).toBeDefined();
      for (const colour of CUBE_COLOURS) {
        const stock = economy?.stock[colour] ?? 0;
        expect(stock).toBeGreaterThanOrEqual(1);
        expect(stock).toBeLessThanOrEqual(6);
        expect(stock + supply.cubes[colour]).toBe(plainSupply.cubes[colour]);
      }
      sound(econ.value);
    }
  });

  it('XE-SETUP-07: element C is a built match option; a match set up with it has its board', () => {
    const parsed = xia.parseOptions({ seats: 3, elements: ['C'] });
    expect(parsed).toMatchObject({ ok: true, value: { elements: ['C'] } });
    const s = started({ seats: 3, preset: 'firstGame', elements: ['C'] });
    expect(s.stage).toBe('playing');
    sound(s);
    const onBoard = CUBE_COLOURS.reduce((n, c) => n + (s.economy?.stock[c] ?? 0), 0);
    expect(onBoard).toBeGreaterThanOrEqual(5);
  });

  it('XE-ECON-01: the board is public: every seat and onlookers see stock and demand', () => {
    const s = withBoard(base, { spice: 4, terra: 2 }, { holo: 1000 });
    for (const viewer of [{ seat: 1 }, 'spectator', 'omniscient'] as const) {
      expect(xia.view(s, viewer).economy).toEqual(s.economy);
    }
    expect('economy' in xia.view(base, { seat: 0 })).toBe(false);
  });
});

describe('buying from the Economy Board', () => {
  scenario('bought cubes come off the board, the supply stays as it was', {
    ruleset: xia,
    rules: ['XE-ECON-02', 'XB-CARGO-08'],
    start: { state: base },
    arrange: (s) => withBoard(trader(s, alpha), { spice: 5 }),
    steps: [
      {
        seat: 0,
        command: { type: 'BuyCubes', cubes: { spice: 2 } },
        events: [
          { type: 'CreditsChanged', seat: 0, amount: -1000 },
          { type: 'StockTaken', seat: 0, colour: 'spice', count: 2, stock: 3 },
          { type: 'CubesGained', seat: 0, colour: 'spice', count: 2, via: 'buy' },
        ],
        state: { economy: { stock: { spice: 3 } }, supply: { cubes: { spice: 10 } } },
        verify: sound,
      },
    ],
  });

  scenario('an empty section sells nothing; its last cube costs the full pair price', {
    ruleset: xia,
    rules: ['XE-ECON-02', 'GAP-XE-04'],
    start: { state: base },
    arrange: (s) => withBoard(trader(s, alpha), { spice: 1 }),
    steps: [
      { seat: 0, command: { type: 'BuyCubes', cubes: { spice: 2 } }, rejects: 'StockShort' },
      {
        seat: 0,
        command: { type: 'BuyCubes', cubes: { spice: 1 } },
        events: [
          { type: 'CreditsChanged', amount: -1000, credits: 2000 },
          { type: 'StockTaken', colour: 'spice', count: 1, stock: 0 },
        ],
        state: { economy: { stock: { spice: 0 } } },
        verify: sound,
      },
      { seat: 0, command: { type: 'BuyCubes', cubes: { spice: 1 } }, rejects: 'StockEmpty' },
    ],
  });

  it('GAP-XE-04: with element C the stock, not the supply, decides what may be bought', () => {
    const empty = withBoard(trader(base, alpha), {});
    expect(xia.legal(empty, 0).some((c) => c.type === 'BuyCubes')).toBe(false);
    const refused = xia.apply(empty, 0, { type: 'BuyCubes', cubes: { spice: 1 } });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'StockEmpty', message: 'The Economy Board has no spice left to buy.' },
    });
    // All 15 spice lie elsewhere (14 in the supply, 1 on the board): the board's one still sells.
    const one = withBoard(trader(base, alpha), { spice: 1 });
    expect(xia.legal(one, 0).filter((c) => c.type === 'BuyCubes')).toEqual([
      { type: 'BuyCubes', cubes: { spice: 1 } },
    ]);
  });

  scenario('a market selling every colour sells a mixed pair from the board', {
    ruleset: xia,
    rules: ['GAP-XE-03', 'XE-ECON-02', 'XB-CARGO-07'],
    start: { state: five },
    arrange: (s) => withBoard(trader(s, den), { cyber: 2, plasma: 1 }),
    steps: [
      {
        seat: 0,
        command: { type: 'BuyCubes', cubes: { plasma: 1, cyber: 1 } },
        events: [
          { type: 'StockTaken', colour: 'plasma', count: 1, stock: 0 },
          { type: 'StockTaken', colour: 'cyber', count: 1, stock: 1 },
        ],
        verify: sound,
      },
      { seat: 0, command: { type: 'BuyCubes', cubes: { holo: 1 } }, rejects: 'StockEmpty' },
    ],
  });
});

describe('selling to a planet that produces', () => {
  scenario('sold cubes return to the supply; the planet produces its own colour, one per cube', {
    ruleset: xia,
    rules: ['XE-ECON-03', 'XE-ECON-04', 'XB-CARGO-09'],
    start: { state: base },
    arrange: (s) => withBoard(trader(s, alpha, cargo('holo', 2)), { spice: 1 }),
    steps: [
      {
        seat: 0,
        command: { type: 'SellCubes', cubes: { holo: 2 } },
        events: [
          { type: 'CubesSold', seat: 0, cubes: { holo: 2 }, credits: 2000 },
          { type: 'CreditsChanged', seat: 0, amount: 2000 },
          {
            type: 'CubesProduced',
            seat: 0,
            planet: 'Alpha Prime',
            colour: 'spice',
            count: 2,
            placed: 2,
            stock: 3,
          },
        ],
        state: {
          economy: { stock: { spice: 3, holo: 0 } },
          supply: { cubes: { holo: 15, spice: 12 } },
        },
        verify: sound,
      },
    ],
  });

  scenario(
    'a section stops at 6; the rest of the production stays in the supply and the sale still pays',
    {
      ruleset: xia,
      rules: ['XE-ECON-05', 'XE-ECON-10'],
      start: { state: base },
      // The rulebook's example: 4 on the section, 3 cubes sold.
      arrange: (s) => withBoard(trader(s, alpha, cargo('holo', 3)), { spice: 4 }),
      steps: [
        {
          seat: 0,
          command: { type: 'SellCubes', cubes: { holo: 3 } },
          events: [
            { type: 'CubesSold', credits: 3000 },
            { type: 'CubesProduced', colour: 'spice', count: 3, placed: 2, stock: 6 },
          ],
          state: { economy: { stock: { spice: 6 } }, supply: { cubes: { spice: 9 } } },
          verify: sound,
        },
      ],
    },
  );

  scenario('selling to a planet whose section is full is still allowed and produces nothing', {
    ruleset: xia,
    rules: ['XE-ECON-05'],
    start: { state: base },
    arrange: (s) => withBoard(trader(s, alpha, cargo('holo', 1)), { spice: 6 }),
    steps: [
      {
        seat: 0,
        command: { type: 'SellCubes', cubes: { holo: 1 } },
        events: [
          { type: 'CubesSold', credits: 1000 },
          { type: 'CubesProduced', colour: 'spice', count: 1, placed: 0, stock: 6 },
        ],
        verify: sound,
      },
    ],
  });

  scenario('a planet that buys every colour squanders: cubes consumed, nothing produced', {
    ruleset: xia,
    rules: ['XE-ECON-08', 'XE-ECON-03'],
    start: { state: five },
    arrange: (s) =>
      withBoard(
        trader(s, den, [...cargo('spice', 1), { kind: 'cube', colour: 'terra', at: [1, 0] }]),
        {},
        {
          spice: 1000,
        },
      ),
    steps: [
      {
        seat: 0,
        command: { type: 'SellCubes', cubes: { spice: 1, terra: 1 } },
        events: [
          { type: 'CubesSold', credits: 2000 },
          { type: 'CubesSquandered', seat: 0, planet: 'Epsilon Den', count: 2 },
        ],
        state: {
          economy: { stock: NONE, demand: { spice: 1000 } },
          supply: { cubes: { spice: 15, terra: 15 } },
        },
        verify: (s) => {
          sound(s);
          expect(s.captains[0]?.credits).toBe(5000);
        },
      },
    ],
  });

  it('XE-ECON-10 XE-ECON-08: in the core pack each planet generates the colour its Buy space sells, and Loath none', async () => {
    const { boardOf } = await import('../src/board/board.ts');
    const { createXia } = await import('../src/ruleset.ts');
    const { corePack } = await import('../src/content/index.ts');
    const { productionAt } = await import('../src/elements/c-economy/index.ts');
    const core = createXia(corePack());
    const seen: Record<string, unknown> = {};
    for (const sector of core.content.pack.sectors) {
      const board = boardOf(core.content, [{ id: sector.id, slot: { q: 0, r: 0 }, rotation: 0 }]);
      for (const info of board.hexes.values()) {
        if (!info.space?.sell) continue;
        const made = productionAt(board, info.hex);
        seen[info.region?.name ?? sector.id] = made.kind === 'produce' ? made.colour : made.kind;
      }
    }
    expect(seen).toEqual({
      'Neo Damascus': 'plasma',
      'Kemplar II': 'spice',
      Azure: 'holo',
      'Doravin V': 'terra',
      Lunari: 'cyber',
      Loath: 'squander',
    });
  });

  it('XE-ECON-04: without element C a sale produces nothing and the match has no board', () => {
    const s = trader(base, alpha, cargo('holo', 2));
    const sold = xia.apply(s, 0, { type: 'SellCubes', cubes: { holo: 2 } });
    if (!sold.ok) throw new Error(sold.error.message);
    expect(sold.value.events.map((e) => e.type)).not.toContain('CubesProduced');
    expect(sold.value.state.supply.cubes).toEqual({ ...s.supply.cubes, holo: 17 });
    expect('economy' in sold.value.state).toBe(false);
  });
});

describe('demand', () => {
  scenario('at the start of a Status Phase each empty section draws 1,000 and is in demand', {
    ruleset: xia,
    rules: ['XE-ECON-06', 'GAP-XE-05'],
    start: { state: base },
    arrange: (s) => withBoard(trader(s, alpha), { spice: 2, holo: 3, terra: 1 }, { plasma: 1000 }),
    steps: [
      {
        seat: 0,
        command: { type: 'EndActions' },
        events: [{ type: 'PhaseStarted', phase: 'Business' }],
      },
      {
        seat: 0,
        command: { type: 'EndBusiness' },
        events: [
          { type: 'PhaseStarted', seat: 0, phase: 'Status' },
          { type: 'DemandSet', colour: 'cyber', amount: 1000 },
        ],
        verify: (s) => {
          expect(s.economy?.demand).toEqual({ ...NONE, plasma: 1000, cyber: 1000 });
          sound(s);
        },
      },
      // The next captain's Status Phase: both are already in demand, nothing more is placed.
      { seat: 0, command: { type: 'ArmMarkers', count: 0 } },
    ],
    verify: (s) => expect(s.economy?.demand).toEqual({ ...NONE, plasma: 1000, cyber: 1000 }),
  });

  it('XE-ECON-06: a section never holds more than 1,000, however many Status Phases pass', () => {
    let s = withBoard(trader(base, alpha), { spice: 2, holo: 3, terra: 1, plasma: 4 });
    const events: string[] = [];
    for (let turn = 0; turn < 4; turn++) {
      const seat = s.turn.seat;
      for (const command of [
        { type: 'EndActions' as const },
        { type: 'EndBusiness' as const },
        { type: 'ArmMarkers' as const, count: 0 },
      ]) {
        if (!xia.legal(s, seat).some((c) => c.type === command.type)) continue;
        const r = xia.apply(s, seat, command);
        if (!r.ok) throw new Error(r.error.message);
        events.push(...r.value.events.map((e) => e.type));
        s = r.value.state;
      }
    }
    expect(events.filter((t) => t === 'DemandSet')).toHaveLength(1);
    expect(s.economy?.demand.cyber).toBe(1000);
    sound(s);
  });

  scenario('the next sale that produces an in-demand colour takes its 1,000', {
    ruleset: xia,
    rules: ['XE-ECON-07', 'XE-ECON-04'],
    start: { state: base },
    arrange: (s) => withBoard(trader(s, alpha, cargo('holo', 1)), {}, { spice: 1000 }),
    steps: [
      {
        seat: 0,
        command: { type: 'SellCubes', cubes: { holo: 1 } },
        events: [
          { type: 'CreditsChanged', seat: 0, amount: 1000, credits: 4000 },
          { type: 'CubesProduced', colour: 'spice', placed: 1, stock: 1 },
          { type: 'DemandCollected', seat: 0, colour: 'spice', amount: 1000 },
          { type: 'CreditsChanged', seat: 0, amount: 1000, reason: 'spice demand', credits: 5000 },
        ],
        state: { economy: { stock: { spice: 1 }, demand: { spice: 0 } } },
        verify: sound,
      },
    ],
  });

  scenario('the bonus waits while production places no cube (the supply is out of that colour)', {
    ruleset: xia,
    rules: ['XE-ECON-07', 'GAP-XE-04'],
    start: { state: base },
    arrange: (s) => {
      // All 15 spice sit in two other holds; the section is empty and in demand.
      const others = {
        ...s,
        captains: s.captains.map((c) =>
          c.seat === 1
            ? { ...c, ship: 'skiff', hold: { outfits: [], cargo: cargo('spice', 9), damage: [] } }
            : c.seat === 2
              ? {
                  ...c,
                  ship: 'skiff',
                  hold: { outfits: [], cargo: cargo('spice', 6), damage: [] },
                }
              : c,
        ),
      };
      return withBoard(trader(others, alpha, cargo('holo', 1)), {}, { spice: 1000 });
    },
    steps: [
      {
        seat: 0,
        command: { type: 'SellCubes', cubes: { holo: 1 } },
        events: [{ type: 'CubesProduced', colour: 'spice', count: 1, placed: 0, stock: 0 }],
        state: { economy: { demand: { spice: 1000 } } },
        verify: (s) => {
          sound(s);
          expect(s.captains[0]?.credits).toBe(4000);
        },
      },
    ],
  });
});

describe('the board in the invariants', () => {
  it('XE-ECON-01 XE-ECON-05 XE-ECON-06: cubes on the board count toward 15; a section holds 0-6 cubes and demand only when empty', () => {
    const s = withBoard(base, { spice: 3 }, { holo: 1000 });
    sound(s);
    const lost = { ...s, economy: { ...s.economy, stock: { ...NONE, spice: 4 } } } as XiaState;
    expect(violations(xia.content, lost)).toContain('spice cubes number 16, not 15');
    const over = withBoard(base, { terra: 7 });
    expect(violations(xia.content, over)).toContain(
      'the terra section holds 7 cubes, outside 0..6',
    );
    const both = withBoard(base, { cyber: 2 }, { cyber: 1000 });
    expect(violations(xia.content, both)).toContain(
      'the cyber section is in demand but holds cubes',
    );
  });
});

describe('the board in the log', () => {
  it('XE-ECON-04 XE-ECON-05 XE-ECON-07 XE-ECON-08: every stock change, demand and bonus reads as a sentence', () => {
    const names = namerFor(xia.content, base);
    const who = names.captain(0);
    const lines = (
      [
        { type: 'StockTaken', seat: 0, colour: 'spice', count: 2, stock: 3 },
        {
          type: 'CubesProduced',
          seat: 0,
          planet: 'Alpha Prime',
          colour: 'spice',
          count: 3,
          placed: 2,
          stock: 6,
        },
        {
          type: 'CubesProduced',
          seat: 0,
          planet: 'Alpha Prime',
          colour: 'spice',
          count: 1,
          placed: 1,
          stock: 1,
        },
        { type: 'CubesSquandered', seat: 0, planet: 'Loath', count: 2 },
        { type: 'DemandSet', colour: 'cyber', amount: 1000 },
        { type: 'DemandCollected', seat: 0, colour: 'cyber', amount: 1000 },
      ] as const
    ).map((e) => tell(e, names));
    expect(lines).toEqual([
      `${who} buys 2 spice off the Economy Board (3 left).`,
      `${who}'s sale makes Alpha Prime produce 3 spice: 2 reach the Economy Board (now 6), 1 stays in the supply.`,
      `${who}'s sale makes Alpha Prime produce 1 spice for the Economy Board (now 1).`,
      `Loath squanders ${who}'s 2 cubes: nothing is produced.`,
      'Cyber is in demand: 1,000 credits wait on its empty section of the Economy Board.',
      `${who} meets the demand for cyber and takes 1,000 credits.`,
    ]);
  });
});
