/**
 * Ember and Quarry (XE-EMBER-01..03, XE-KILN-04, GAP-XE-03) and Kei's trade with the Economy
 * Board (XE-ECON-09, GAP-XE-06).
 */
import { die } from '@drift/engine';
import type { Hex } from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import type { CubeColour } from '../src/content/schema.ts';
import { KILN_INTERIOR } from '../src/elements/e-worlds/kiln/place.ts';
import { violations } from '../src/invariants.ts';
import type { CargoItem, XiaState } from '../src/model/state.ts';
import { emberAboard, hexIn, readyE, startedE, withSector, xia } from './fixtures/worlds.ts';

const seat = 0;
const base = withSector(startedE(), 'frostmarch');
const quarrySpace = hexIn(base, 'frostmarch', 1, 0);
const sellSpace = KILN_INTERIOR[2] as Hex;
const cube = (colour: CubeColour, x: number, y: number): CargoItem => ({
  kind: 'cube',
  colour,
  at: [x, y],
});
const TARGE = { uid: 70, kind: 'targe-shield', at: [0, 0] as [number, number], turns: 0 as const };

describe('Quarry (XE-EMBER-01, XE-EMBER-02)', () => {
  scenario('11-20: a white Ember cube from the supply into a free hold cell', {
    ruleset: xia,
    rules: ['XE-EMBER-01', 'XE-EMBER-02'],
    start: { state: readyE(base, seat, quarrySpace, 1) },
    dice: [die(20, 14)],
    steps: [
      {
        seat,
        command: { type: 'Quarry' },
        events: [
          { type: 'DieRolled', seat, die: 20, face: 14, purpose: 'quarry' },
          { type: 'HazardResolved', hazard: 'quarry', outcome: 'safe' },
          { type: 'EmberGained', seat, at: [0, 0] },
        ],
        state: { turn: { movement: 0 } },
        verify: (s) => {
          expect(s.captains[seat]?.hold.cargo).toEqual([{ kind: 'ember', at: [0, 0] }]);
          expect(s.worlds?.ember).toBe(14);
          expect(violations(xia.content, s)).toEqual([]);
        },
      },
    ],
  });

  scenario('1-10: Ice damage equal to the roll', {
    ruleset: xia,
    rules: ['XE-EMBER-02'],
    start: { state: readyE(base, seat, quarrySpace, 0) },
    dice: [die(20, 6)],
    steps: [
      {
        seat,
        command: { type: 'Quarry' },
        events: [{ type: 'DamageTaken', seat, amount: 6, unblockable: false, ice: true }],
      },
    ],
  });

  scenario('1-10: shields may block it', {
    ruleset: xia,
    rules: ['XE-EMBER-02'],
    start: {
      state: readyE(base, seat, quarrySpace, 0, [], {
        hold: { outfits: [TARGE], cargo: [], damage: [] },
      }),
    },
    dice: [die(20, 6)],
    steps: [
      {
        seat,
        command: { type: 'Quarry' },
        verify: (s) =>
          expect(s.prompts).toEqual([{ kind: 'ShieldHazard', seat, hazard: 'ice', amount: 6 }]),
      },
    ],
  });

  it('XE-EMBER-02: needs a Quarry space, a free hold cell and Ember in the supply', () => {
    const code = (s: XiaState) => {
      const r = xia.apply(s, seat, { type: 'Quarry' });
      return r.ok ? '' : r.error.code;
    };
    expect(code(readyE(base, seat, hexIn(base, 'frostmarch', -1, 1), 0))).toBe('NotOnQuarrySpace');
    const full: CargoItem[] = [];
    for (let x = 0; x < 4; x++) for (let y = 0; y < 2; y++) full.push(cube('terra', x, y));
    const s = readyE(base, seat, quarrySpace, 0, full);
    expect(code({ ...s, supply: { ...s.supply, cubes: { ...s.supply.cubes, terra: 7 } } })).toBe(
      'HoldFull',
    );
    const none = readyE(base, seat, quarrySpace, 0);
    expect(
      code({ ...none, worlds: { ...(none.worlds as NonNullable<XiaState['worlds']>), ember: 0 } }),
    ).toBe('SupplyEmpty');
  });
});

describe('selling Ember (XE-KILN-04, XE-EMBER-03, GAP-XE-03)', () => {
  const carrying = (n: number, at: Hex = sellSpace) =>
    emberAboard(
      readyE(base, seat, at, 0),
      seat,
      Array.from({ length: n }, (_, i) => [i, 0] as [number, number]),
    );

  scenario('XE-KILN-04: 2,000 each on The Kiln’s Sell space; all of it, at least 2, gives 1 Fame', {
    ruleset: xia,
    rules: ['XE-KILN-04', 'XE-EMBER-03'],
    start: { state: carrying(3) },
    steps: [
      {
        seat,
        command: { type: 'SellEmber', count: 3 },
        events: [
          { type: 'EmberSold', seat, count: 3, credits: 6000 },
          { type: 'CreditsChanged', seat, amount: 6000 },
          { type: 'FameGained', seat, amount: 1, source: 'trade' },
        ],
        verify: (s) => {
          expect(s.worlds?.ember).toBe(15);
          expect(violations(xia.content, s)).toEqual([]);
        },
      },
    ],
  });

  it('XE-KILN-04: part of it, or 1 alone, gives no Fame', () => {
    const fame = (s: XiaState, count: number) => {
      const r = xia.apply(s, seat, { type: 'SellEmber', count });
      if (!r.ok) throw new Error(r.error.message);
      return r.value.events.some((e) => e.type === 'FameGained');
    };
    expect(fame(carrying(3), 2)).toBe(false);
    expect(fame(carrying(1), 1)).toBe(false);
  });

  it('XE-EMBER-03: only on The Kiln’s Sell space; a planet’s Sell space never buys it', () => {
    const inner = carrying(2, KILN_INTERIOR[0] as Hex);
    const r = xia.apply(inner, seat, { type: 'SellEmber', count: 2 });
    expect(r.ok ? '' : r.error.code).toBe('NotOnSellSpace');
    const kei = withSector(base, 'kei');
    const sell = hexIn(kei, 'kei', 0, 1); // sells plasma and spice
    const s = emberAboard(
      readyE(kei, seat, sell, 0, [cube('spice', 2, 0), cube('spice', 3, 0)]),
      seat,
      [[0, 0]],
    );
    const sales = xia
      .legal(s, seat)
      .filter((c) => c.type === 'SellCubes' || c.type === 'SellEmber');
    expect(sales.every((c) => c.type === 'SellCubes')).toBe(true);
    // Ember and Relics are no part of the whole hold a cube sale must empty (Drift's decision).
    const all = xia.apply(s, seat, { type: 'SellCubes', cubes: { spice: 2 } });
    expect(all.ok && all.value.events.some((e) => e.type === 'FameGained')).toBe(true);
  });

  it('GAP-XE-03: with the Economy Board, an Ember sale produces nothing', () => {
    const withC = withSector(startedE(['C', 'E']), 'frostmarch');
    const s = emberAboard(readyE(withC, seat, sellSpace, 0), seat, [
      [0, 0],
      [1, 0],
    ]);
    const r = xia.apply(s, seat, { type: 'SellEmber', count: 2 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.state.economy).toEqual(s.economy);
    expect(Object.keys(s.economy?.stock ?? {})).not.toContain('ember');
  });

  scenario('Ember jettisoned goes back to the supply (Drift’s decision)', {
    ruleset: xia,
    rules: ['XE-EMBER-01'],
    start: { state: carrying(1, quarrySpace) },
    steps: [
      {
        seat,
        command: { type: 'Jettison', at: [0, 0] },
        events: [{ type: 'EmberLost', seat, at: [0, 0], cause: 'jettisoned' }],
        verify: (s) => expect(s.worlds?.ember).toBe(15),
      },
    ],
  });
});

describe('Kei’s trade (XE-ECON-09, GAP-XE-06)', () => {
  const withCE = withSector(startedE(['C', 'E']), 'kei', { q: 0, r: -1 });
  const trade = hexIn(withCE, 'kei', 0, 0);

  /** The board's stock set, the difference taken from or put back in the supply. */
  function stocked(
    s: XiaState,
    stock: Record<CubeColour, number>,
    demand: Partial<Record<CubeColour, number>> = {},
  ): XiaState {
    const economy = s.economy;
    if (!economy) throw new Error('no economy');
    const cubes = { ...s.supply.cubes };
    for (const c of Object.keys(stock) as CubeColour[]) cubes[c] -= stock[c] - economy.stock[c];
    return {
      ...s,
      supply: { ...s.supply, cubes },
      economy: {
        stock,
        demand: { spice: 0, holo: 0, terra: 0, plasma: 0, cyber: 0, ...demand },
      },
    };
  }

  const start = stocked(
    readyE(withCE, seat, trade, 0, [cube('spice', 0, 0), cube('spice', 1, 0)]),
    { spice: 0, holo: 3, terra: 6, plasma: 1, cyber: 2 },
    { spice: 1000 },
  );
  const lessSpice = {
    ...start,
    supply: {
      ...start.supply,
      cubes: { ...start.supply.cubes, spice: start.supply.cubes.spice - 2 },
    }, // the 2 aboard
  };

  scenario(
    'XE-ECON-09 GAP-XE-06: cubes placed on the board, as many taken of other types; a section in demand pays once',
    {
      ruleset: xia,
      rules: ['XE-ECON-09', 'GAP-XE-06'],
      start: { state: lessSpice },
      steps: [
        {
          seat,
          command: { type: 'KeiTrade', give: { spice: 2 }, take: { holo: 1, plasma: 1 } },
          events: [
            { type: 'DemandCollected', seat, colour: 'spice', amount: 1000 },
            { type: 'KeiTraded', seat, demand: 1000 },
          ],
          verify: (s) => {
            expect(s.economy?.stock).toMatchObject({ spice: 2, holo: 2, plasma: 0 });
            expect(s.economy?.demand.spice).toBe(0);
            const held = s.captains[seat]?.hold.cargo.map((c) =>
              c.kind === 'cube' ? c.colour : c.kind,
            );
            expect(held?.sort()).toEqual(['holo', 'plasma']);
            expect(violations(xia.content, s)).toEqual([]);
          },
        },
      ],
    },
  );

  it('GAP-XE-06: at least 1 placed, as many taken, none of a placed type, no section past 6', () => {
    const code = (s: XiaState, give: object, take: object) => {
      const r = xia.apply(s, seat, { type: 'KeiTrade', give, take } as never);
      return r.ok ? '' : r.error.code;
    };
    expect(code(start, {}, {})).toBe('NoCubes');
    expect(code(start, { spice: 2 }, { holo: 1 })).toBe('UnevenTrade');
    expect(code(start, { spice: 1 }, { spice: 1 })).toBe('PlacedType');
    expect(code(start, { spice: 1 }, { plasma: 1 })).toBe('');
    const terra = stocked(readyE(withCE, seat, trade, 0, [cube('terra', 0, 0)]), {
      spice: 0,
      holo: 3,
      terra: 6,
      plasma: 1,
      cyber: 2,
    });
    expect(code(terra, { terra: 1 }, { holo: 1 })).toBe('SectionFull');
    expect(code(start, { spice: 1 }, { plasma: 2 })).toBe('UnevenTrade');
    const off = readyE(withCE, seat, hexIn(withCE, 'kei', 1, 0), 0, [cube('spice', 0, 0)]);
    expect(code(off, { spice: 1 }, { holo: 1 })).toBe('NotOnTradeSpace');
  });

  it('XE-ECON-09: without the Economy Board (C off) Kei has no trade', () => {
    const eOnly = withSector(startedE(), 'kei', { q: 0, r: -1 });
    const s = readyE(eOnly, seat, hexIn(eOnly, 'kei', 0, 0), 0, [cube('spice', 0, 0)]);
    expect(xia.legal(s, seat).some((c) => c.type === 'KeiTrade')).toBe(false);
  });
});
