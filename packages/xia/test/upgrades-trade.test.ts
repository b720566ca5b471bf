/**
 * The Trade upgrade track (XC-UPG-11): on 2 Buys a turn an extra cube of a colour bought, from
 * the general supply and only with room in the hold (GAP-XC-06); from Tier 2, +1,000 on the
 * turn's first sale; at Tier 3, +2,000 at setup.
 */
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import type { XiaCommand } from '../src/commands.ts';
import { corePack } from '../src/content/core.ts';
import type { CubeColour } from '../src/content/schema.ts';
import { violations } from '../src/invariants.ts';
import { CUBE_COLOURS } from '../src/model/cubes.ts';
import type { CargoCube, XiaState } from '../src/model/state.ts';
import { createXia } from '../src/ruleset.ts';
import { H } from './fixtures/combat.ts';
import { ready, started, xia } from './fixtures/game.ts';
import { type Upgrades, upgraded } from './fixtures/upgrades.ts';

const base = started();
const seat = 0; // the Dart: a 4 x 2 hold
const NONE = { spice: 0, holo: 0, terra: 0, plasma: 0, cyber: 0 };

function cubes(colour: CubeColour, n: number, from = 0): CargoCube[] {
  return Array.from({ length: n }, (_, i) => ({
    kind: 'cube',
    colour,
    at: [(from + i) % 4, Math.floor((from + i) / 4)],
  }));
}

/** Seat 0 on Alpha Prime (sells spice, buys holo) with 5,000 and `cargo`, the supply balanced. */
function trader(upgrades: Upgrades, cargo: CargoCube[] = []): XiaState {
  const s = ready(base, seat, H.planet, 0, {
    credits: 5000,
    hold: { outfits: [], cargo, damage: [] },
  });
  const supply = { ...s.supply.cubes };
  for (const c of cargo) supply[c.colour] -= 1;
  return upgraded({ ...s, supply: { ...s.supply, cubes: supply } }, upgrades);
}

const buy = (n: 1 | 2, extra?: CubeColour): XiaCommand => ({
  type: 'BuyCubes',
  cubes: { spice: n },
  ...(extra && { extra }),
});
const sell: XiaCommand = { type: 'SellCubes', cubes: { holo: 1 } };

describe('XC-UPG-11: Tier 1, an extra cube on 2 Buys a turn', () => {
  scenario('XC-UPG-11: two Buys take an extra spice each; a third does not', {
    ruleset: xia,
    rules: ['XC-UPG-11'],
    start: { state: trader({ trade: 1 }) },
    steps: [
      { seat, command: buy(2, 'holo'), rejects: 'BadExtra' },
      {
        seat,
        command: buy(2, 'spice'),
        events: [
          { type: 'CreditsChanged', seat, amount: -1000 },
          { type: 'CubesGained', seat, colour: 'spice', count: 2, via: 'buy' },
          { type: 'CubesGained', seat, colour: 'spice', count: 1, via: 'Trade upgrade' },
        ],
      },
      { seat, command: buy(1, 'spice'), state: { turn: { upgrades: { extraCubes: 2 } } } },
      { seat, command: buy(1, 'spice'), rejects: 'UpgradeUsed' },
      { seat, command: buy(1) },
    ],
    verify: (s) => {
      expect(s.captains[seat]?.hold.cargo).toHaveLength(6);
      expect(s.captains[seat]?.credits).toBe(2000);
      expect(violations(xia.content, s)).toEqual([]);
    },
  });

  scenario('GAP-XC-06: no extra cube without room for it in the hold', {
    ruleset: xia,
    rules: ['XC-UPG-11', 'GAP-XC-06'],
    start: { state: trader({ trade: 1 }, cubes('holo', 6)) },
    steps: [
      { seat, command: buy(2, 'spice'), rejects: 'HoldFull' },
      { seat, command: buy(1, 'spice'), state: { turn: { upgrades: { extraCubes: 1 } } } },
    ],
  });

  scenario('GAP-XC-06: no extra cube when the supply has none of that colour left', {
    ruleset: xia,
    rules: ['XC-UPG-11', 'GAP-XC-06'],
    start: {
      state: ((s: XiaState) => ({
        ...s,
        // 13 spice float in space: the supply keeps 2, both bought.
        board: { ...s.board, cubes: { '9,9': Array.from({ length: 13 }, () => 'spice' as const) } },
        supply: { ...s.supply, cubes: { ...s.supply.cubes, spice: 2 } },
      }))(trader({ trade: 2 })),
    },
    steps: [
      { seat, command: buy(2, 'spice'), rejects: 'SupplyEmpty' },
      { seat, command: buy(2) },
    ],
  });

  /** Element C on: the board's spice section holds 4, the supply the rest. */
  function withBoard(s: XiaState): XiaState {
    const economy = { stock: { ...NONE, spice: 4 }, demand: { ...NONE } };
    const supply = { ...s.supply.cubes };
    for (const colour of CUBE_COLOURS) supply[colour] -= economy.stock[colour];
    return {
      ...s,
      options: { ...s.options, elements: ['C'] },
      supply: { ...s.supply, cubes: supply },
      economy,
    };
  }
  scenario(
    'GAP-XC-06: with the Economy Board the cubes bought come from it, the extra one from the supply',
    {
      ruleset: xia,
      rules: ['XC-UPG-11', 'GAP-XC-06', 'XE-ECON-02'],
      start: { state: withBoard(trader({ trade: 1 })) },
      steps: [
        {
          seat,
          command: buy(2, 'spice'),
          events: [
            { type: 'StockTaken', seat, colour: 'spice', count: 2, stock: 2 },
            { type: 'CubesGained', seat, colour: 'spice', count: 1, via: 'Trade upgrade' },
          ],
          verify: (s) => {
            expect(s.economy?.stock.spice).toBe(2);
            expect(s.supply.cubes.spice).toBe(10); // 11 before, less the extra cube
            expect(violations(xia.content, s)).toEqual([]);
          },
        },
      ],
    },
  );

  scenario('XC-UPG-11: without the track a Buy names no extra cube', {
    ruleset: xia,
    rules: ['XC-UPG-11'],
    start: { state: trader({ engine: 1 }) },
    steps: [{ seat, command: buy(2, 'spice'), rejects: 'NoUpgrade' }],
  });
});

describe('XC-UPG-11: Tier 2, +1,000 on the first sale of the turn', () => {
  for (const tier of [2, 3] as const)
    scenario(`XC-UPG-11: at Tier ${tier} the first sale pays 1,000 more, the second does not`, {
      ruleset: xia,
      rules: ['XC-UPG-11'],
      start: { state: trader({ trade: tier }, cubes('holo', 2)) },
      steps: [
        {
          seat,
          command: sell,
          events: [
            { type: 'CubesSold', seat, credits: 1000 },
            { type: 'CreditsChanged', seat, amount: 1000, reason: 'Trade upgrade', credits: 7000 },
          ],
        },
        {
          seat,
          command: sell,
          events: [{ type: 'CubesSold', seat, credits: 1000 }],
          state: { captains: [{ credits: 8000 }, {}, {}], turn: { upgrades: { saleBonuses: 1 } } },
        },
      ],
    });

  scenario('XC-UPG-11: at Tier 1 a sale pays its price alone', {
    ruleset: xia,
    rules: ['XC-UPG-11'],
    start: { state: trader({ trade: 1 }, cubes('holo', 1)) },
    steps: [{ seat, command: sell, state: { captains: [{ credits: 6000 }, {}, {}] } }],
  });
});

describe('XC-UPG-11: Tier 3, +2,000 at setup', () => {
  const core = createXia(corePack());
  const credits = (trade: 2 | 3, difficulty: 'easy' | 'normal' | 'hard') => {
    const options = core.parseOptions({
      seats: 1,
      solo: { difficulty },
      campaign: { goal: 'pathfinder', upgrades: { trade } },
    });
    if (!options.ok) throw new Error(options.error.message);
    const made = core.setup(options.value, 'trade-start');
    if (!made.ok) throw new Error(made.error.message);
    return made.value.captains[0]?.credits;
  };
  it('XC-UPG-11: a campaign game starts with 2,000 more at Tier 3, on any difficulty', () => {
    expect(credits(3, 'normal')).toBe(6000);
    expect(credits(3, 'hard')).toBe(4000);
    expect(credits(3, 'easy')).toBe(8000);
    expect(credits(2, 'normal')).toBe(4000);
  });
});
