import { type Hex, hexKey, localToBoard } from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Captain, CargoCube, XiaState } from '../src/model/state.ts';
import { formatCredits } from '../src/rules/money.ts';
import { createXia } from '../src/ruleset.ts';
import { actingAt, play, started, withCaptain, xia } from './fixtures/game.ts';
import { testPack } from './fixtures/pack.ts';

const base = started();

function hexOf(s: XiaState, sector: string, q: number, r: number): Hex {
  const placed = s.board.sectors.find((p) => p.id === sector);
  if (!placed) throw new Error(`sector ${sector} not placed`);
  return localToBoard({ q, r }, placed);
}

const planet = hexOf(base, 'alpha', 0, 0);

function cube(colour: CargoCube['colour'], x: number, y: number): CargoCube {
  return { kind: 'cube', colour, at: [x, y] };
}

/** Seat 0 flying a Skiff ends its Action Phase on Alpha Prime: its Business Phase. */
function business(s: XiaState, change: Partial<Captain> = {}): XiaState {
  const acting = actingAt(
    withCaptain(s, 0, {
      ship: 'skiff',
      abilities: [{ id: 'burn', exhausted: false }],
      hold: { outfits: [], cargo: [], damage: [] },
      ...change,
    }),
    0,
    planet,
  );
  return { ...acting, turn: { ...acting.turn, phase: 'Business' } };
}

/** The test pack with a Tier 2 ship of a tiny hold and Titles that discount repairs. */
const variant = createXia({
  ...testPack,
  ships: [
    ...testPack.ships,
    {
      id: 'sloop',
      name: 'Sloop',
      tier: 2,
      price: 2000,
      energy: 7,
      impulse: 3,
      hold: ['##', '##'],
      ability: 'sneak',
      story: 'A small but quick ship.',
      victory: 'It won.',
    },
  ],
  titles: [
    ...testPack.titles,
    {
      id: 'mechanic',
      name: 'Mechanic',
      fame: 1,
      objective: { kind: 'hazardsSurvived', count: 3 },
      skill: { kind: 'repairDiscount', amount: 500 },
      text: 'Survive 3 hazards.',
    },
    {
      id: 'shipwright',
      name: 'Shipwright',
      fame: 1,
      objective: { kind: 'outfitsOwned', count: 3 },
      skill: { kind: 'repairDiscount', amount: 1000 },
      text: 'Own 3 outfits.',
    },
  ],
});

describe('recharging', () => {
  scenario('Energy refills to the maximum for free; a full meter refuses', {
    ruleset: xia,
    rules: ['XB-ENRG-02', 'XB-BIZ-01'],
    start: { state: business(base, { energy: 2, credits: 0 }) },
    steps: [
      {
        seat: 0,
        command: { type: 'Recharge' },
        events: [{ type: 'EnergyChanged', seat: 0, amount: 4, energy: 6 }],
      },
      { seat: 0, command: { type: 'Recharge' }, rejects: 'NothingToDo' },
    ],
    expect: { captains: [{ energy: 6, credits: 0 }, {}, {}] },
  });

  it('XB-BIZ-01 XB-TURN-02: Business commands wait for the Business Phase, reached on a planet', () => {
    const acting = actingAt(withCaptain(base, 0, { energy: 1 }), 0, planet);
    expect(xia.apply(acting, 0, { type: 'Recharge' })).toMatchObject({
      ok: false,
      error: { code: 'WrongPhase' },
    });
    const s = play(acting, [0, { type: 'EndActions' }], [0, { type: 'Recharge' }]);
    expect(s.captains[0]?.energy).toBe(6);
  });
});

describe('repairing', () => {
  scenario('Tier 1 pays 1,000 to remove every damage marker; no damage refuses', {
    ruleset: xia,
    rules: ['XB-HOLD-04', 'XB-BIZ-01'],
    start: {
      state: business(base, {
        hold: {
          outfits: [],
          cargo: [],
          damage: [
            [0, 0],
            [1, 1],
            [2, 2],
          ],
        },
      }),
    },
    steps: [
      {
        seat: 0,
        command: { type: 'Repair' },
        events: [
          { type: 'CreditsChanged', amount: -1000, credits: 2000 },
          { type: 'Repaired', seat: 0, removed: 3 },
        ],
      },
      { seat: 0, command: { type: 'Repair' }, rejects: 'NoDamage' },
    ],
    expect: { captains: [{ credits: 2000, hold: { damage: [] } }, {}, {}] },
  });

  scenario('Tier 3 pays 2,000; short of it refuses', {
    ruleset: xia,
    rules: ['XB-HOLD-04'],
    start: {
      state: business(base, {
        ship: 'titan',
        credits: 1999,
        hold: { outfits: [], cargo: [], damage: [[3, 3]] },
      }),
    },
    steps: [{ seat: 0, command: { type: 'Repair' }, rejects: 'NotEnoughCredits' }],
  });

  it('XB-HOLD-04: a Tier 3 repair costs 2,000', () => {
    const s = business(base, {
      ship: 'titan',
      credits: 2500,
      hold: { outfits: [], cargo: [], damage: [[3, 3]] },
    });
    const after = play(s, [0, { type: 'Repair' }]);
    expect(after.captains[0]?.credits).toBe(500);
    expect(after.captains[0]?.hold.damage).toEqual([]);
  });

  scenario('a Title skill takes its discount off the price, never below 0', {
    ruleset: variant,
    rules: ['XB-HOLD-04', 'XB-TITLE-02'],
    start: {
      state: business(base, {
        credits: 0,
        titles: ['mechanic', 'shipwright'], // 1,500 off a 1,000 repair
        hold: { outfits: [], cargo: [], damage: [[1, 0]] },
      }),
    },
    steps: [{ seat: 0, command: { type: 'Repair' }, events: [{ type: 'Repaired', removed: 1 }] }],
    expect: { captains: [{ credits: 0, hold: { damage: [] } }, {}, {}] },
  });

  it('XB-HOLD-04: one discount Title makes a Tier 1 repair cost 500', () => {
    const s = business(base, {
      titles: ['mechanic'],
      hold: { outfits: [], cargo: [], damage: [[1, 0]] },
    });
    const r = variant.apply(s, 0, { type: 'Repair' });
    expect(r.ok && r.value.state.captains[0]?.credits).toBe(2500);
  });
});

describe('rearranging cargo', () => {
  scenario('a cube moves for free to an empty, undamaged hold space', {
    ruleset: xia,
    rules: ['XB-OUTF-05', 'XB-HOLD-02', 'XB-BIZ-01'],
    start: {
      state: business(base, {
        hold: {
          outfits: [{ uid: 1, kind: 'kick', at: [0, 1], turns: 0 }],
          cargo: [cube('spice', 0, 0), cube('holo', 1, 0)],
          damage: [[2, 2]],
        },
      }),
    },
    steps: [
      { seat: 0, command: { type: 'MoveCargo', from: [0, 0], to: [2, 2] }, rejects: 'CellNotFree' },
      { seat: 0, command: { type: 'MoveCargo', from: [0, 0], to: [1, 0] }, rejects: 'CellNotFree' },
      { seat: 0, command: { type: 'MoveCargo', from: [0, 0], to: [0, 1] }, rejects: 'CellNotFree' },
      { seat: 0, command: { type: 'MoveCargo', from: [0, 0], to: [0, 0] }, rejects: 'CellNotFree' },
      { seat: 0, command: { type: 'MoveCargo', from: [2, 0], to: [2, 1] }, rejects: 'NoCubeThere' },
      {
        seat: 0,
        command: { type: 'MoveCargo', from: [0, 0], to: [2, 1] },
        events: [{ type: 'CargoMoved', seat: 0, from: [0, 0], to: [2, 1] }],
      },
    ],
    expect: {
      captains: [
        { credits: 3000, hold: { cargo: [cube('spice', 2, 1), cube('holo', 1, 0)] } },
        {},
        {},
      ],
    },
  });
});

describe('buying a ship', () => {
  const upgrading = business(base, {
    credits: 14000,
    energy: 2,
    bounty: 2000,
    abilities: [{ id: 'burn', exhausted: true }],
    hold: {
      outfits: [{ uid: 5, kind: 'kick', at: [0, 0], turns: 0 }],
      cargo: [cube('terra', 2, 2)],
      damage: [[1, 1]],
    },
  });

  scenario('one tier up at its price: abilities, outfits, cubes and credits carry over', {
    ruleset: xia,
    rules: [
      'XB-SHIPBUY-01',
      'XB-SHIPBUY-02',
      'XB-FAME-06',
      'XB-BNTY-05',
      'XB-SHIP-04',
      'GAP-XB-12',
    ],
    start: { state: upgrading },
    steps: [
      { seat: 0, command: { type: 'BuyShip', ship: 'titan' }, rejects: 'NotNextTier' },
      { seat: 0, command: { type: 'BuyShip', ship: 'dart' }, rejects: 'NotNextTier' },
      {
        seat: 0,
        command: { type: 'BuyShip', ship: 'hauler' },
        events: [
          { type: 'CreditsChanged', amount: -5000, credits: 9000 },
          { type: 'ShipBought', seat: 0, ship: 'hauler' },
          { type: 'BountyChanged', amount: -2000, bounty: 0 },
          { type: 'EnergyChanged', energy: 8 },
          { type: 'FameGained', amount: 1, source: 'ship', fame: 1 },
        ],
        state: {
          captains: [
            {
              ship: 'hauler',
              credits: 9000,
              fame: 1,
              bounty: 0,
              energy: 8,
              abilities: [
                { id: 'burn', exhausted: true },
                { id: 'sneak', exhausted: false },
              ],
              hold: {
                outfits: [{ uid: 5, kind: 'kick', at: [0, 0], turns: 0 }],
                cargo: [cube('terra', 2, 2)],
                damage: [],
              },
            },
            {},
            {},
          ],
        },
      },
      // GAP-XB-12: another purchase in the same phase, one more tier up.
      {
        seat: 0,
        command: { type: 'BuyShip', ship: 'titan' },
        events: [{ type: 'FameGained', source: 'ship', fame: 2 }],
      },
      { seat: 0, command: { type: 'BuyShip', ship: 'hauler' }, rejects: 'NotNextTier' },
    ],
    expect: {
      captains: [
        {
          ship: 'titan',
          credits: 1000,
          fame: 2,
          energy: 10,
          abilities: [
            { id: 'burn', exhausted: true },
            { id: 'sneak', exhausted: false },
            { id: 'luck', exhausted: false },
          ],
        },
        {},
        {},
      ],
    },
  });

  scenario('refused: unknown, flown by another captain, or too dear', {
    ruleset: xia,
    rules: ['XB-SHIPBUY-01'],
    start: { state: withCaptain(business(base, { credits: 4999 }), 1, { ship: 'hauler' }) },
    steps: [
      { seat: 0, command: { type: 'BuyShip', ship: 'galleon' }, rejects: 'UnknownShip' },
      { seat: 0, command: { type: 'BuyShip', ship: 'hauler' }, rejects: 'ShipTaken' },
    ],
  });

  it('XB-SHIPBUY-01: a ship costs its listed price', () => {
    const poor = business(base, { credits: 4999 });
    expect(xia.apply(poor, 0, { type: 'BuyShip', ship: 'hauler' })).toMatchObject({
      ok: false,
      error: { code: 'NotEnoughCredits' },
    });
    expect(xia.legal(poor, 0).some((c) => c.type === 'BuyShip')).toBe(false);
    expect(xia.legal({ ...poor, captains: upgrading.captains }, 0)).toContainEqual({
      type: 'BuyShip',
      ship: 'hauler',
    });
  });

  scenario(
    'a smaller hold: outfits move to fit, the rest are sold; cubes without room are jettisoned',
    {
      ruleset: variant,
      rules: ['GAP-XB-12', 'XB-SHIPBUY-02', 'XB-OUTF-06', 'XB-CARGO-10'],
      start: {
        state: business(base, {
          credits: 3000,
          markers: [
            { at: 'used', outfit: 3, space: 0 },
            { at: 'used', outfit: 2, space: 0 },
            { at: 'armed' },
            { at: 'armed' },
          ],
          hold: {
            outfits: [
              { uid: 1, kind: 'kick', at: [0, 0], turns: 0 },
              { uid: 2, kind: 'guard', at: [2, 0], turns: 0 },
              { uid: 3, kind: 'zap', at: [0, 2], turns: 0 },
            ],
            cargo: [cube('spice', 1, 1), cube('holo', 2, 2)],
            damage: [],
          },
        }),
      },
      steps: [
        {
          seat: 0,
          command: { type: 'BuyShip', ship: 'sloop' },
          events: [
            { type: 'CreditsChanged', amount: -2000, credits: 1000 },
            { type: 'ShipBought', ship: 'sloop' },
            { type: 'OutfitMoved', uid: 2, at: [0, 1], turns: 1 },
            { type: 'OutfitSold', kind: 'zap', uid: 3 },
            { type: 'CreditsChanged', amount: 1000, credits: 2000 },
            { type: 'CubesDropped', at: planet, cubes: ['spice', 'holo'] },
            { type: 'FameGained', source: 'ship' },
          ],
          verify: (s) => {
            expect(s.board.cubes[hexKey(planet)]).toEqual(['spice', 'holo']);
            expect(s.supply.outfits.zap).toBe(8);
          },
        },
      ],
      expect: {
        captains: [
          {
            ship: 'sloop',
            credits: 2000,
            energy: 7,
            markers: [
              { at: 'disarmed' },
              { at: 'used', outfit: 2, space: 0 },
              { at: 'armed' },
              { at: 'armed' },
            ],
            hold: {
              outfits: [
                { uid: 1, kind: 'kick', at: [0, 0], turns: 0 },
                { uid: 2, kind: 'guard', at: [0, 1], turns: 1 },
              ],
              cargo: [],
              damage: [],
            },
          },
          {},
          {},
        ],
      },
    },
  );

  it('GAP-XB-12: a cube whose cell is gone takes the first free cell of the new hold', () => {
    const s = business(base, {
      credits: 3000,
      hold: {
        outfits: [{ uid: 1, kind: 'kick', at: [0, 0], turns: 0 }],
        cargo: [cube('spice', 2, 2), cube('holo', 1, 1)],
        damage: [],
      },
    });
    const r = variant.apply(s, 0, { type: 'BuyShip', ship: 'sloop' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.state.captains[0]?.hold.cargo).toEqual([
      cube('holo', 1, 1),
      cube('spice', 0, 1),
    ]);
    expect(r.value.events).toContainEqual({
      type: 'CargoMoved',
      seat: 0,
      from: [2, 2],
      to: [0, 1],
    });
  });
});

describe('buying Fame', () => {
  scenario('5,000 buys 1 Fame, but never the point that reaches the target', {
    ruleset: xia,
    rules: ['XB-BIZ-02', 'XB-FAME-07'],
    start: { state: business(base, { fame: 3, credits: 11000 }) },
    steps: [
      {
        seat: 0,
        command: { type: 'BuyFame' },
        events: [
          { type: 'CreditsChanged', amount: -5000, credits: 6000 },
          { type: 'FameGained', amount: 1, source: 'wealth', fame: 4 },
        ],
      },
      { seat: 0, command: { type: 'BuyFame' }, rejects: 'WinningPointNotForSale' },
    ],
    expect: { fameTarget: 5, captains: [{ fame: 4, credits: 6000 }, {}, {}] },
  });

  scenario('without 5,000 it is refused', {
    ruleset: xia,
    rules: ['XB-BIZ-02'],
    start: { state: business(base, { fame: 0, credits: 4999 }) },
    steps: [{ seat: 0, command: { type: 'BuyFame' }, rejects: 'NotEnoughCredits' }],
  });
});

describe('selling outfits', () => {
  scenario(
    'an undamaged outfit sells for its sale price, back to the supply; a marker on it is disarmed',
    {
      ruleset: xia,
      rules: ['XB-OUTF-06', 'XB-BIZ-01'],
      start: {
        state: business(base, {
          markers: [
            { at: 'used', outfit: 1, space: 0 },
            { at: 'armed' },
            { at: 'armed' },
            { at: 'armed' },
          ],
          hold: {
            outfits: [
              { uid: 1, kind: 'kick', at: [0, 0], turns: 0 }, // Tier 1: price 1,000, sells for 1,000
              { uid: 2, kind: 'surge', at: [0, 1], turns: 0 }, // Tier 2: price 2,000, sells for 1,000
            ],
            cargo: [],
            damage: [],
          },
        }),
      },
      steps: [
        {
          seat: 0,
          command: { type: 'SellOutfit', outfit: 1 },
          events: [
            { type: 'CreditsChanged', seat: 0, amount: 1000, credits: 4000 },
            { type: 'OutfitSold', seat: 0, kind: 'kick', uid: 1 },
          ],
          state: {
            supply: { outfits: { kick: 8 } },
            captains: [
              { markers: [{ at: 'disarmed' }, { at: 'armed' }, { at: 'armed' }, { at: 'armed' }] },
              {},
              {},
            ],
          },
        },
        {
          seat: 0,
          command: { type: 'SellOutfit', outfit: 2 },
          events: [{ type: 'CreditsChanged', seat: 0, amount: 1000, credits: 5000 }],
        },
        { seat: 0, command: { type: 'SellOutfit', outfit: 1 }, rejects: 'NoSuchOutfit' },
      ],
      expect: {
        supply: { outfits: { surge: 8 } },
        captains: [{ credits: 5000, hold: { outfits: [] } }, {}, {}],
      },
    },
  );

  scenario('a Tier 3 outfit sells for 2,000', {
    ruleset: xia,
    rules: ['XB-OUTF-06'],
    start: {
      state: business(base, {
        hold: {
          outfits: [{ uid: 3, kind: 'bulwark', at: [0, 0], turns: 0 }],
          cargo: [],
          damage: [],
        },
      }),
    },
    steps: [
      {
        seat: 0,
        command: { type: 'SellOutfit', outfit: 3 },
        events: [{ type: 'CreditsChanged', seat: 0, amount: 2000, credits: 5000 }],
      },
    ],
  });

  scenario('a damaged outfit sells only once repaired', {
    ruleset: xia,
    rules: ['XB-OUTF-06', 'XB-HOLD-04'],
    start: {
      state: business(base, {
        hold: {
          outfits: [{ uid: 1, kind: 'kick', at: [0, 0], turns: 0 }],
          cargo: [],
          damage: [[1, 0]],
        },
      }),
    },
    steps: [
      { seat: 0, command: { type: 'SellOutfit', outfit: 1 }, rejects: 'OutfitDamaged' },
      { seat: 0, command: { type: 'Repair' } },
      {
        seat: 0,
        command: { type: 'SellOutfit', outfit: 1 },
        events: [{ type: 'CreditsChanged', amount: 1000, credits: 3000 }],
      },
    ],
    expect: { captains: [{ credits: 3000, hold: { outfits: [], damage: [] } }, {}, {}] },
  });
});

describe('rearranging outfits', () => {
  // The Skiff's 3×3 hold: the Kick Engine on (0, 0)-(1, 0), a Guard Shield on (2, 0)-(2, 1) with
  // its section hit, a cube on (2, 2).
  const hold: Captain['hold'] = {
    outfits: [
      { uid: 1, kind: 'kick', at: [0, 0], turns: 0 },
      { uid: 2, kind: 'guard', at: [2, 0], turns: 0 },
    ],
    cargo: [cube('spice', 2, 2)],
    damage: [[2, 1]],
  };
  const markers: Captain['markers'] = [
    { at: 'used', outfit: 1, space: 0 },
    { at: 'armed' },
    { at: 'armed' },
    { at: 'armed' },
  ];

  scenario(
    'an undamaged outfit moves or turns for free to where it fits; its marker goes with it',
    {
      ruleset: xia,
      rules: ['XB-OUTF-05', 'GAP-XB-21', 'XB-BIZ-01'],
      start: { state: business(base, { hold, markers }) },
      steps: [
        {
          seat: 0,
          command: { type: 'MoveOutfit', outfit: 1, at: [0, 0], turns: 0 },
          rejects: 'NothingToDo',
        },
        // Onto the damaged cell, onto the cube, over the shield, out of the hold:
        {
          seat: 0,
          command: { type: 'MoveOutfit', outfit: 1, at: [1, 1], turns: 0 },
          rejects: 'HoldFull',
        },
        {
          seat: 0,
          command: { type: 'MoveOutfit', outfit: 1, at: [1, 2], turns: 0 },
          rejects: 'HoldFull',
        },
        {
          seat: 0,
          command: { type: 'MoveOutfit', outfit: 1, at: [1, 0], turns: 0 },
          rejects: 'HoldFull',
        },
        {
          seat: 0,
          command: { type: 'MoveOutfit', outfit: 1, at: [2, 2], turns: 1 },
          rejects: 'HoldFull',
        },
        {
          seat: 0,
          command: { type: 'MoveOutfit', outfit: 1, at: [0, 1], turns: 1 },
          events: [{ type: 'OutfitMoved', seat: 0, uid: 1, at: [0, 1], turns: 1 }],
        },
      ],
      expect: {
        captains: [
          {
            credits: 3000,
            markers,
            hold: {
              outfits: [
                { uid: 1, kind: 'kick', at: [0, 1], turns: 1 },
                { uid: 2, kind: 'guard', at: [2, 0], turns: 0 },
              ],
            },
          },
          {},
          {},
        ],
      },
    },
  );

  scenario('a damaged outfit cannot be moved', {
    ruleset: xia,
    rules: ['XB-OUTF-05'],
    start: { state: business(base, { hold, markers }) },
    steps: [
      {
        seat: 0,
        command: { type: 'MoveOutfit', outfit: 2, at: [0, 1], turns: 0 },
        rejects: 'OutfitDamaged',
      },
      {
        seat: 0,
        command: { type: 'MoveOutfit', outfit: 9, at: [0, 1], turns: 0 },
        rejects: 'NoSuchOutfit',
      },
    ],
  });

  scenario('outfits are bought, sold and moved only in the Business Phase', {
    ruleset: xia,
    rules: ['XB-OUTF-04', 'XB-OUTF-05', 'XB-BIZ-01'],
    start: { state: actingAt(withCaptain(base, 0, { ship: 'skiff', hold, markers }), 0, planet) },
    steps: [
      {
        seat: 0,
        command: { type: 'MoveOutfit', outfit: 1, at: [0, 1], turns: 1 },
        rejects: 'WrongPhase',
      },
      { seat: 0, command: { type: 'SellOutfit', outfit: 1 }, rejects: 'WrongPhase' },
      {
        seat: 0,
        command: { type: 'BuyOutfit', kind: 'zap', at: [0, 1], turns: 0 },
        rejects: 'WrongPhase',
      },
    ],
  });
});

describe('the outfit shop, item by item', () => {
  const kickOnly: Captain['hold'] = {
    outfits: [{ uid: 1, kind: 'kick', at: [0, 0], turns: 0 }],
    cargo: [],
    damage: [],
  };
  const moves = (s: XiaState) =>
    xia.legal(s, 0).flatMap((c) => (c.type === 'MoveOutfit' ? [[c.outfit, ...c.at, c.turns]] : []));

  it('XB-OUTF-04: the shop offers what the captain can pay for and the supply still has', () => {
    const s = business(base, { credits: 1999 });
    const shop = { ...s, supply: { ...s.supply, outfits: { ...s.supply.outfits, zap: 0 } } };
    const kinds = new Set(
      xia.legal(shop, 0).flatMap((c) => (c.type === 'BuyOutfit' ? [c.kind] : [])),
    );
    // Zap is sold out; Surge (2,000) and Bulwark (3,000) cost more than 1,999.
    expect([...kinds].sort()).toEqual(['dart-missile', 'guard', 'kick']);
  });

  scenario('a bought outfit takes the next number and one copy from the supply', {
    ruleset: xia,
    rules: ['XB-OUTF-04'],
    start: { state: business(base) },
    steps: [
      {
        seat: 0,
        command: { type: 'BuyOutfit', kind: 'kick', at: [0, 0], turns: 0 },
        verify: (s) => {
          expect(s.captains[0]?.hold.outfits).toEqual([
            { uid: base.nextUid, kind: 'kick', at: [0, 0], turns: 0 },
          ]);
          expect(s.nextUid).toBe(base.nextUid + 1);
          expect(s.supply.outfits.kick).toBe((base.supply.outfits.kick ?? 0) - 1);
        },
      },
      {
        seat: 0,
        command: { type: 'BuyOutfit', kind: 'kick', at: [0, 1], turns: 0 },
        verify: (s) => {
          expect(s.captains[0]?.hold.outfits.map((o) => o.uid)).toEqual([
            base.nextUid,
            base.nextUid + 1,
          ]);
          expect(s.supply.outfits.kick).toBe((base.supply.outfits.kick ?? 0) - 2);
        },
      },
    ],
  });

  scenario('selling one outfit keeps the others and the markers spent on them', {
    ruleset: xia,
    rules: ['XB-OUTF-06'],
    start: {
      state: business(base, {
        markers: [
          { at: 'used', outfit: 1, space: 0 },
          { at: 'used', outfit: 2, space: 0 },
          { at: 'armed' },
          { at: 'armed' },
        ],
        hold: {
          outfits: [
            { uid: 1, kind: 'kick', at: [0, 0], turns: 0 },
            { uid: 2, kind: 'zap', at: [0, 1], turns: 0 },
          ],
          cargo: [],
          damage: [],
        },
      }),
    },
    steps: [
      {
        seat: 0,
        command: { type: 'SellOutfit', outfit: 2 },
        events: [{ type: 'OutfitSold', seat: 0, kind: 'zap', uid: 2 }],
      },
    ],
    expect: {
      captains: [
        {
          markers: [
            { at: 'used', outfit: 1, space: 0 },
            { at: 'disarmed' },
            { at: 'armed' },
            { at: 'armed' },
          ],
          hold: { outfits: [{ uid: 1, kind: 'kick', at: [0, 0], turns: 0 }] },
        },
        {},
        {},
      ],
    },
  });

  scenario('an outfit may move along a row, along a column, or only turn in place', {
    ruleset: xia,
    rules: ['XB-OUTF-05'],
    start: {
      state: business(base, {
        hold: {
          outfits: [
            { uid: 1, kind: 'kick', at: [0, 0], turns: 0 },
            { uid: 2, kind: 'zap', at: [0, 2], turns: 0 },
          ],
          cargo: [],
          damage: [],
        },
      }),
    },
    steps: [
      // Only the row changes, then only the column, then only the turn; the other outfit stays.
      { seat: 0, command: { type: 'MoveOutfit', outfit: 2, at: [1, 2], turns: 0 } },
      { seat: 0, command: { type: 'MoveOutfit', outfit: 1, at: [0, 1], turns: 0 } },
      { seat: 0, command: { type: 'MoveOutfit', outfit: 1, at: [0, 1], turns: 2 } },
    ],
    expect: {
      captains: [
        {
          hold: {
            outfits: [
              { uid: 1, kind: 'kick', at: [0, 1], turns: 2 },
              { uid: 2, kind: 'zap', at: [1, 2], turns: 0 },
            ],
          },
        },
        {},
        {},
      ],
    },
  });

  it('XB-OUTF-05: legal lists every other place and turn, one coordinate changed or only the turn', () => {
    const listed = moves(business(base, { hold: kickOnly }));
    expect(listed).toContainEqual([1, 1, 0, 0]);
    expect(listed).toContainEqual([1, 0, 1, 0]);
    expect(listed).toContainEqual([1, 0, 0, 1]);
    expect(listed).not.toContainEqual([1, 0, 0, 0]);
  });
});

describe('prices, paid exactly', () => {
  scenario('an outfit is bought with exactly its price, not 1 credit less; the supply runs out', {
    ruleset: xia,
    rules: ['XB-OUTF-04', 'XB-OUTF-08'],
    start: { state: business(base, { credits: 1999 }) },
    arrange: (s) => ({ ...s, supply: { ...s.supply, outfits: { ...s.supply.outfits, zap: 0 } } }),
    steps: [
      {
        seat: 0,
        command: { type: 'BuyOutfit', kind: 'surge', at: [0, 0], turns: 0 },
        rejects: 'NotEnoughCredits',
      },
      {
        seat: 0,
        command: { type: 'BuyOutfit', kind: 'zap', at: [0, 0], turns: 0 },
        rejects: 'SoldOut',
      },
      {
        seat: 0,
        command: { type: 'BuyOutfit', kind: 'laser', at: [0, 0], turns: 0 },
        rejects: 'UnknownOutfit',
      },
      {
        seat: 0,
        command: { type: 'BuyOutfit', kind: 'kick', at: [0, 0], turns: 0 },
        events: [
          { type: 'CreditsChanged', amount: -1000, credits: 999 },
          { type: 'OutfitBought', seat: 0, kind: 'kick', at: [0, 0], turns: 0 },
        ],
      },
      {
        seat: 0,
        command: { type: 'BuyOutfit', kind: 'guard', at: [0, 1], turns: 0 },
        rejects: 'NotEnoughCredits',
      },
    ],
    expect: { captains: [{ credits: 999 }, {}, {}] },
  });

  scenario('a Tier 1 outfit costs 1,000: all a captain has', {
    ruleset: xia,
    rules: ['XB-OUTF-08', 'XB-OUTF-04'],
    start: { state: business(base, { credits: 1000 }) },
    steps: [{ seat: 0, command: { type: 'BuyOutfit', kind: 'guard', at: [0, 0], turns: 0 } }],
    expect: { captains: [{ credits: 0, hold: { outfits: [{ kind: 'guard' }] } }, {}, {}] },
  });

  scenario('a ship is bought with exactly its price', {
    ruleset: xia,
    rules: ['XB-SHIPBUY-01'],
    start: { state: business(base, { credits: 5000 }) },
    steps: [{ seat: 0, command: { type: 'BuyShip', ship: 'hauler' } }],
    expect: { captains: [{ ship: 'hauler', credits: 0 }, {}, {}] },
  });

  scenario('Fame is bought with exactly 5,000', {
    ruleset: xia,
    rules: ['XB-BIZ-02', 'XB-FAME-07'],
    start: { state: business(base, { credits: 5000 }) },
    steps: [{ seat: 0, command: { type: 'BuyFame' }, events: [{ type: 'FameGained', fame: 1 }] }],
    expect: { captains: [{ credits: 0, fame: 1 }, {}, {}] },
  });

  const hurt = { outfits: [], cargo: [], damage: [[0, 0]] } satisfies Captain['hold'];
  const repairs = [
    { ship: 'skiff', tier: 1, price: 1000 },
    { ship: 'hauler', tier: 2, price: 1000 },
    { ship: 'titan', tier: 3, price: 2000 },
  ] as const;
  for (const { ship, tier, price } of repairs) {
    scenario(`a Tier ${tier} repair costs ${price}: exactly that pays, 1 less does not`, {
      ruleset: xia,
      rules: ['XB-HOLD-04'],
      start: { state: business(base, { ship, credits: price - 1, hold: hurt }) },
      steps: [{ seat: 0, command: { type: 'Repair' }, rejects: 'NotEnoughCredits' }],
      verify: (s) => {
        const exact = play(withCaptain(s, 0, { credits: price }), [0, { type: 'Repair' }]);
        expect(exact.captains[0]).toMatchObject({ credits: 0, hold: { damage: [] } });
      },
    });
  }
});

describe('credits in messages', () => {
  it('amounts read as en-US numbers, the same text as toLocaleString', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }), (n) => {
        expect(formatCredits(n)).toBe(n.toLocaleString('en-US'));
      }),
    );
    for (const n of [0, 7, 999, 1000, 12_500, 100_000, 1_000_000, -1000, -999, -123_456]) {
      expect(formatCredits(n)).toBe(n.toLocaleString('en-US'));
    }
    expect(formatCredits(12_500)).toBe('12,500');
    expect(formatCredits(-1_234_567)).toBe('-1,234,567');
    // Odd amounts never reach a message, but still read as the locale writes them.
    for (const n of [-0, 1234.5, Number.MAX_SAFE_INTEGER + 2, Number.NaN])
      expect(formatCredits(n)).toBe(n.toLocaleString('en-US'));
  });
});

describe('what the log and refusals say in the Business Phase', () => {
  const refusal = (s: XiaState, command: Parameters<typeof xia.apply>[2]) => {
    const r = xia.apply(s, 0, command);
    return r.ok ? 'accepted' : r.error;
  };
  const reasons = (s: XiaState, command: Parameters<typeof xia.apply>[2]) => {
    const r = xia.apply(s, 0, command);
    if (!r.ok) throw new Error(r.error.message);
    return r.value.events.flatMap((e) =>
      e.type === 'CreditsChanged' || e.type === 'EnergyChanged' || e.type === 'BountyChanged'
        ? [`${e.type} ${e.amount} ${e.reason}`]
        : [],
    );
  };
  const hurt = { outfits: [], cargo: [], damage: [[0, 0]] } satisfies Captain['hold'];

  it('XB-ENRG-02 XB-HOLD-04 XB-OUTF-05: recharging, repairing and moving cargo', () => {
    expect(refusal(business(base, { energy: 6 }), { type: 'Recharge' })).toEqual({
      code: 'NothingToDo',
      message: 'Your Energy is already full.',
    });
    expect(reasons(business(base, { energy: 1 }), { type: 'Recharge' })).toEqual([
      'EnergyChanged 5 recharged',
    ]);
    expect(refusal(business(base), { type: 'Repair' })).toEqual({
      code: 'NoDamage',
      message: 'Your ship has no damage to repair.',
    });
    expect(refusal(business(base, { credits: 999, hold: hurt }), { type: 'Repair' })).toEqual({
      code: 'NotEnoughCredits',
      message: 'A repair costs 1,000; you have 999.',
    });
    expect(reasons(business(base, { hold: hurt }), { type: 'Repair' })).toEqual([
      'CreditsChanged -1000 repaired the ship',
    ]);
    const withCube = business(base, {
      hold: { outfits: [], cargo: [cube('spice', 0, 0)], damage: [] },
    });
    expect(refusal(withCube, { type: 'MoveCargo', from: [1, 0], to: [2, 0] })).toEqual({
      code: 'NoCubeThere',
      message: 'There is no cube in that hold space.',
    });
    expect(refusal(withCube, { type: 'MoveCargo', from: [0, 0], to: [3, 0] })).toEqual({
      code: 'CellNotFree',
      message: 'A cube can only go to an empty, undamaged space of your hold.',
    });
  });

  it('XB-SHIPBUY-01 XB-SHIPBUY-02 XB-BNTY-05: buying a ship', () => {
    expect(refusal(business(base), { type: 'BuyShip', ship: 'galleon' })).toEqual({
      code: 'UnknownShip',
      message: 'There is no ship "galleon".',
    });
    expect(refusal(business(base, { credits: 9000 }), { type: 'BuyShip', ship: 'titan' })).toEqual({
      code: 'NotNextTier',
      message: 'You can only buy a Tier 2 ship; Titan is Tier 3.',
    });
    expect(refusal(business(base, { ship: 'titan' }), { type: 'BuyShip', ship: 'titan' })).toEqual({
      code: 'NotNextTier',
      message: 'Your ship is already of the highest tier.',
    });
    expect(
      refusal(withCaptain(business(base, { credits: 9000 }), 1, { ship: 'hauler' }), {
        type: 'BuyShip',
        ship: 'hauler',
      }),
    ).toEqual({ code: 'ShipTaken', message: 'Another captain already flies the Hauler.' });
    expect(refusal(business(base, { credits: 4999 }), { type: 'BuyShip', ship: 'hauler' })).toEqual(
      {
        code: 'NotEnoughCredits',
        message: 'Hauler costs 5,000; you have 4,999.',
      },
    );
    expect(
      reasons(business(base, { credits: 5000, energy: 2, bounty: 1000 }), {
        type: 'BuyShip',
        ship: 'hauler',
      }),
    ).toEqual([
      'CreditsChanged -5000 bought the Hauler',
      'BountyChanged -1000 new ship',
      'EnergyChanged 6 new ship',
    ]);
  });

  it('XB-SHIPBUY-02 XB-BNTY-05: an innocent captain’s purchase logs no Bounty change', () => {
    const r = xia.apply(business(base, { credits: 5000, bounty: 0 }), 0, {
      type: 'BuyShip',
      ship: 'hauler',
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.events.some((e) => e.type === 'BountyChanged')).toBe(false);
    expect(r.value.state.captains[0]?.bounty).toBe(0);
  });

  it('XB-BIZ-02 XB-FAME-07: buying Fame', () => {
    expect(refusal(business(base, { fame: 4, credits: 9000 }), { type: 'BuyFame' })).toEqual({
      code: 'WinningPointNotForSale',
      message: 'The Fame point that reaches 5 must be earned, not bought.',
    });
    expect(refusal(business(base, { credits: 4999 }), { type: 'BuyFame' })).toEqual({
      code: 'NotEnoughCredits',
      message: 'A Fame point costs 5,000; you have 4,999.',
    });
    expect(reasons(business(base, { credits: 5000 }), { type: 'BuyFame' })).toEqual([
      'CreditsChanged -5000 bought Fame',
    ]);
  });

  it('XB-OUTF-04 XB-OUTF-05 XB-OUTF-06: buying, selling and moving outfits', () => {
    const shop = business(base, { credits: 1999 });
    const empty = {
      ...shop,
      supply: { ...shop.supply, outfits: { ...shop.supply.outfits, zap: 0 } },
    };
    expect(refusal(empty, { type: 'BuyOutfit', kind: 'laser', at: [0, 0], turns: 0 })).toEqual({
      code: 'UnknownOutfit',
      message: 'There is no outfit "laser".',
    });
    expect(refusal(empty, { type: 'BuyOutfit', kind: 'zap', at: [0, 0], turns: 0 })).toEqual({
      code: 'SoldOut',
      message: 'No Zap Blaster is left in the supply.',
    });
    expect(refusal(empty, { type: 'BuyOutfit', kind: 'surge', at: [0, 0], turns: 0 })).toEqual({
      code: 'NotEnoughCredits',
      message: 'Surge Engine costs 2,000; you have 1,999.',
    });
    expect(refusal(empty, { type: 'BuyOutfit', kind: 'kick', at: [2, 0], turns: 0 })).toEqual({
      code: 'HoldFull',
      message: 'Kick Engine does not fit in your hold there.',
    });
    expect(reasons(empty, { type: 'BuyOutfit', kind: 'kick', at: [0, 0], turns: 0 })).toEqual([
      'CreditsChanged -1000 bought Kick Engine',
    ]);
    const kit = business(base, {
      hold: {
        outfits: [
          { uid: 1, kind: 'kick', at: [0, 0], turns: 0 },
          { uid: 2, kind: 'guard', at: [2, 0], turns: 0 },
        ],
        cargo: [],
        damage: [[2, 1]],
      },
    });
    expect(refusal(kit, { type: 'SellOutfit', outfit: 9 })).toEqual({
      code: 'NoSuchOutfit',
      message: 'You have no such outfit.',
    });
    expect(refusal(kit, { type: 'SellOutfit', outfit: 2 })).toEqual({
      code: 'OutfitDamaged',
      message: 'Repair an outfit before selling it.',
    });
    expect(reasons(kit, { type: 'SellOutfit', outfit: 1 })).toEqual([
      'CreditsChanged 1000 sold Kick Engine',
    ]);
    expect(refusal(kit, { type: 'MoveOutfit', outfit: 2, at: [0, 1], turns: 0 })).toEqual({
      code: 'OutfitDamaged',
      message: 'Damaged outfits cannot be moved.',
    });
    expect(refusal(kit, { type: 'MoveOutfit', outfit: 1, at: [0, 0], turns: 0 })).toEqual({
      code: 'NothingToDo',
      message: 'The outfit is already there.',
    });
    expect(refusal(kit, { type: 'MoveOutfit', outfit: 1, at: [1, 0], turns: 0 })).toEqual({
      code: 'HoldFull',
      message: 'The outfit does not fit there.',
    });
  });
});

describe('refitting a smaller hold', () => {
  scenario('when only one outfit fits, the dearer one stays, wherever it lay', {
    ruleset: variant,
    rules: ['GAP-XB-12', 'XB-SHIPBUY-02'],
    start: {
      state: business(base, {
        credits: 2000,
        hold: {
          outfits: [
            { uid: 1, kind: 'surge', at: [0, 0], turns: 0 }, // 2,000, 3 cells
            { uid: 2, kind: 'bulwark', at: [1, 1], turns: 0 }, // 3,000, 4 cells
          ],
          cargo: [],
          damage: [],
        },
      }),
    },
    steps: [
      {
        seat: 0,
        command: { type: 'BuyShip', ship: 'sloop' },
        events: [
          { type: 'OutfitSold', kind: 'surge', uid: 1 },
          {
            type: 'CreditsChanged',
            amount: 1000,
            reason: 'sold Surge Engine: no room in the new hold',
          },
          { type: 'OutfitMoved', uid: 2, at: [0, 0], turns: 0 },
        ],
      },
    ],
    expect: {
      captains: [
        { hold: { outfits: [{ uid: 2, kind: 'bulwark', at: [0, 0], turns: 0 }] } },
        {},
        {},
      ],
    },
  });

  scenario('outfits that fit where they lie stay put, cubes too', {
    ruleset: xia,
    rules: ['GAP-XB-12', 'XB-SHIPBUY-02'],
    start: {
      state: business(base, {
        credits: 5000,
        hold: {
          outfits: [
            { uid: 1, kind: 'guard', at: [2, 1], turns: 0 },
            { uid: 2, kind: 'kick', at: [0, 2], turns: 2 },
          ],
          cargo: [cube('spice', 0, 0), cube('holo', 2, 0)],
          damage: [],
        },
      }),
    },
    steps: [
      {
        seat: 0,
        command: { type: 'BuyShip', ship: 'hauler' },
        verify: (s) => {
          expect(s.captains[0]?.hold).toEqual({
            outfits: [
              { uid: 1, kind: 'guard', at: [2, 1], turns: 0 },
              { uid: 2, kind: 'kick', at: [0, 2], turns: 2 },
            ],
            cargo: [cube('spice', 0, 0), cube('holo', 2, 0)],
            damage: [],
          });
        },
      },
    ],
  });

  it('GAP-XB-12: a hold that takes everything where it lies logs no move', () => {
    const r = xia.apply(
      business(base, {
        credits: 5000,
        hold: {
          outfits: [{ uid: 1, kind: 'guard', at: [2, 1], turns: 0 }],
          cargo: [cube('spice', 0, 0)],
          damage: [],
        },
      }),
      0,
      { type: 'BuyShip', ship: 'hauler' },
    );
    if (!r.ok) throw new Error(r.error.message);
    const types = r.value.events.map((e) => e.type);
    expect(types).not.toContain('OutfitMoved');
    expect(types).not.toContain('CargoMoved');
    expect(types).not.toContain('CubesDropped');
  });
});
