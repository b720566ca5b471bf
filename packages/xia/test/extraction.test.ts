import { die, scripted } from '@drift/engine';
import { type Hex, hexKey, localToBoard } from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import type { Captain, CargoCube, Hold, XiaState } from '../src/model/state.ts';
import { actingAt, started, withCaptain, xia } from './fixtures/game.ts';

const base = started();

function hexOf(s: XiaState, sector: string, q: number, r: number): Hex {
  const placed = s.board.sectors.find((p) => p.id === sector);
  if (!placed) throw new Error(`sector ${sector} not placed`);
  return localToBoard({ q, r }, placed);
}

const mineSpace = hexOf(base, 'beta', 1, 0); // asteroid: spice
const harvestSpace = hexOf(base, 'beta', -1, 0); // nebula: holo
const salvageSpace = hexOf(base, 'gamma', 1, 0); // debris: cyber
const plain = hexOf(base, 'beta', 0, -1);

const EMPTY: Hold = { outfits: [], cargo: [], damage: [] };
const SHIELDED: Hold = {
  outfits: [{ uid: 91, kind: 'guard', at: [0, 0], turns: 0 }],
  cargo: [],
  damage: [],
};

/** Seat 0's Action Phase in a Skiff at `at`, with 2 movement in hand. */
function ready(s: XiaState, at: Hex, change: Partial<Captain> = {}): XiaState {
  const placed = actingAt(
    withCaptain(s, 0, { ship: 'skiff', energy: 6, hold: EMPTY, ...change }),
    0,
    at,
  );
  return { ...placed, turn: { ...placed.turn, movement: 2, moveSource: 'impulse' as const } };
}

function cube(colour: CargoCube['colour'], x: number, y: number): CargoCube {
  return { kind: 'cube', colour, at: [x, y] };
}

describe('mining', () => {
  scenario('11-20 gains a cube of the space’s colour from the supply; the move ends', {
    ruleset: xia,
    rules: ['XB-MINE-01', 'XB-MINE-02', 'XB-MOVE-01', 'GAP-XB-20'],
    start: { state: ready(base, mineSpace, { hold: { ...EMPTY, cargo: [cube('holo', 0, 0)] } }) },
    dice: [die(20, 11)],
    steps: [
      {
        seat: 0,
        command: { type: 'Mine' },
        events: [
          { type: 'DieRolled', seat: 0, die: 20, face: 11, purpose: 'mining' },
          { type: 'HazardResolved', seat: 0, hazard: 'mining', face: 11, outcome: 'safe' },
          { type: 'CubesGained', seat: 0, colour: 'spice', count: 1, via: 'mine' },
        ],
        state: { turn: { movement: 0, moveSource: null }, supply: { cubes: { spice: 14 } } },
        verify: (s) =>
          expect(s.captains[0]?.hold.cargo).toEqual([cube('holo', 0, 0), cube('spice', 1, 0)]),
      },
    ],
  });

  scenario('1-10 deals damage equal to the roll', {
    ruleset: xia,
    rules: ['XB-MINE-02', 'XB-DMG-01'],
    start: { state: ready(base, mineSpace) },
    dice: [die(20, 10)],
    steps: [
      {
        seat: 0,
        command: { type: 'Mine' },
        events: [
          { type: 'HazardResolved', outcome: 'damage', face: 10, amount: 10 },
          { type: 'DamageTaken', seat: 0, amount: 10 },
        ],
      },
    ],
    // 10 damage on a 9-space hold destroys the ship (XB-HOLD-03).
    expect: {
      captains: [{ at: null, hold: { cargo: [] } }, {}, {}],
      supply: { cubes: { spice: 15 } },
    },
  });

  scenario('shields may reduce mining damage', {
    ruleset: xia,
    rules: ['XB-OTYP-06', 'XB-MINE-02'],
    start: { state: ready(base, mineSpace, { hold: SHIELDED }) },
    dice: [die(20, 6), die(6, 4)],
    steps: [
      {
        seat: 0,
        command: { type: 'Mine' },
        state: { prompts: [{ kind: 'ShieldHazard', seat: 0, hazard: 'asteroid', amount: 6 }] },
      },
      {
        seat: 0,
        command: { type: 'ShieldHazard', use: [{ outfit: 91, space: 0 }] },
        events: [
          { type: 'ShieldsRolled', faces: [4], total: 4, against: 6 },
          { type: 'DamageTaken', amount: 2 },
        ],
        state: { prompts: [{ kind: 'PlaceDamage', remaining: 2 }] },
      },
    ],
  });

  scenario('an ability’s second roll counts, and a natural 20 is the Luck point', {
    ruleset: xia,
    rules: ['XB-MINE-01', 'XB-FAME-10'],
    start: { state: base },
    arrange: (s): XiaState => {
      const r = ready(s, mineSpace);
      return { ...r, turn: { ...r.turn, boosts: { ...r.turn.boosts, hazardAdvantage: true } } };
    },
    dice: [die(20, 2), die(20, 20)],
    steps: [
      {
        seat: 0,
        command: { type: 'Mine' },
        events: [
          { type: 'FameGained', seat: 0, source: 'luck', amount: 1 },
          { type: 'HazardResolved', face: 20, outcome: 'safe' },
          { type: 'CubesGained', colour: 'spice' },
        ],
        state: { turn: { boosts: { hazardAdvantage: false } }, captains: [{ fame: 1 }, {}, {}] },
      },
    ],
  });

  scenario('acting on an occupied mining space from next door, paid with 2 movement', {
    ruleset: xia,
    rules: ['XB-MOVE-04', 'XB-MINE-01'],
    start: { state: base },
    arrange: (s): XiaState => withCaptain(ready(s, hexOf(s, 'beta', 2, 0)), 1, { at: mineSpace }),
    dice: [die(20, 12)],
    steps: [
      { seat: 0, command: { type: 'Mine' }, rejects: 'NotOnMineSpace' },
      { seat: 0, command: { type: 'UseOccupiedSpace', at: mineSpace } },
      {
        seat: 0,
        command: { type: 'Mine' },
        events: [{ type: 'CubesGained', seat: 0, colour: 'spice' }],
        state: { turn: { proxy: null, movement: 0 } },
      },
    ],
    expect: {
      captains: [{ at: hexOf(base, 'beta', 2, 0), hold: { cargo: [cube('spice', 0, 0)] } }, {}, {}],
    },
  });
});

describe('salvaging', () => {
  scenario('1-3 destroys the ship at once; its cubes stay on the space', {
    ruleset: xia,
    rules: ['XB-MINE-03', 'XB-DEATH-02', 'XB-DEATH-03'],
    start: {
      state: ready(base, salvageSpace, { hold: { ...EMPTY, cargo: [cube('terra', 2, 2)] } }),
    },
    dice: [die(20, 3)],
    steps: [
      {
        seat: 0,
        command: { type: 'Salvage' },
        events: [
          { type: 'HazardResolved', hazard: 'salvage', face: 3, outcome: 'destroyed' },
          { type: 'ShipDestroyed', seat: 0, cause: 'salvage' },
          { type: 'TurnEnded', seat: 0 },
        ],
        verify: (s) => {
          expect(s.captains[0]?.at).toBeNull();
          expect(s.board.cubes[hexKey(salvageSpace)]).toEqual(['terra']);
          expect(s.supply.cubes.cyber).toBe(15);
        },
      },
    ],
  });

  scenario('4-20 gains a cube', {
    ruleset: xia,
    rules: ['XB-MINE-03'],
    start: { state: ready(base, salvageSpace) },
    dice: [die(20, 4)],
    steps: [
      {
        seat: 0,
        command: { type: 'Salvage' },
        events: [{ type: 'CubesGained', colour: 'cyber', count: 1, via: 'salvage' }],
        state: { supply: { cubes: { cyber: 14 } } },
      },
    ],
    expect: { captains: [{ at: salvageSpace, hold: { cargo: [cube('cyber', 0, 0)] } }, {}, {}] },
  });
});

describe('harvesting', () => {
  scenario('1-10 drains Energy equal to the roll', {
    ruleset: xia,
    rules: ['XB-MINE-04'],
    start: { state: ready(base, harvestSpace, { energy: 6 }) },
    dice: [die(20, 4)],
    steps: [
      {
        seat: 0,
        command: { type: 'Harvest' },
        events: [
          {
            type: 'HazardResolved',
            hazard: 'harvesting',
            face: 4,
            outcome: 'energyLoss',
            amount: 4,
          },
          { type: 'EnergyChanged', amount: -4, reason: 'harvesting', energy: 2 },
        ],
      },
    ],
    expect: { captains: [{ energy: 2, hold: { cargo: [] } }, {}, {}] },
  });

  scenario('short of Energy, the ship loses what it has and no marker is disarmed', {
    ruleset: xia,
    rules: ['XB-MINE-04', 'GAP-XB-07'],
    start: { state: ready(base, harvestSpace, { energy: 5 }) },
    dice: [die(20, 7)],
    steps: [
      {
        seat: 0,
        command: { type: 'Harvest' },
        events: [
          {
            type: 'HazardResolved',
            hazard: 'harvesting',
            face: 7,
            outcome: 'energyLoss',
            amount: 7,
          },
          { type: 'EnergyChanged', amount: -5, energy: 0 },
        ],
        verify: (s) => expect(s.captains[0]?.energy).toBe(0),
      },
    ],
    expect: {
      captains: [
        {
          energy: 0,
          markers: [{ at: 'armed' }, { at: 'armed' }, { at: 'armed' }, { at: 'armed' }],
          hold: { cargo: [] },
        },
        {},
        {},
      ],
    },
  });

  scenario('what shields let through drains Energy only, however short it is', {
    ruleset: xia,
    rules: ['XB-MINE-04', 'XB-OTYP-07', 'GAP-XB-07'],
    start: { state: ready(base, harvestSpace, { energy: 2, hold: SHIELDED }) },
    dice: [die(20, 9), die(6, 1)],
    steps: [
      {
        seat: 0,
        command: { type: 'Harvest' },
        state: { prompts: [{ kind: 'ShieldHazard', hazard: 'harvest', amount: 9 }] },
      },
      {
        seat: 0,
        command: { type: 'ShieldHazard', use: [{ outfit: 91, space: 0 }] },
        events: [
          { type: 'ShieldsRolled', total: 1, against: 9 },
          { type: 'EnergyChanged', amount: -2, energy: 0 },
        ],
      },
    ],
    expect: {
      prompts: [],
      captains: [
        {
          energy: 0,
          markers: [
            { at: 'used', outfit: 91, space: 0 },
            { at: 'armed' },
            { at: 'armed' },
            { at: 'armed' },
          ],
        },
        {},
        {},
      ],
    },
  });

  scenario('shields may reduce harvesting Energy loss', {
    ruleset: xia,
    rules: ['XB-OTYP-07', 'XB-MINE-04'],
    start: { state: ready(base, harvestSpace, { hold: SHIELDED }) },
    dice: [die(20, 5), die(6, 6)],
    steps: [
      {
        seat: 0,
        command: { type: 'Harvest' },
        state: { prompts: [{ kind: 'ShieldHazard', hazard: 'harvest', amount: 5 }] },
      },
      { seat: 0, command: { type: 'ShieldHazard', use: [{ outfit: 91, space: 0 }] } },
    ],
    expect: { prompts: [], captains: [{ energy: 6 }, {}, {}] },
  });

  scenario('11-20 gains a cube', {
    ruleset: xia,
    rules: ['XB-MINE-04'],
    start: { state: ready(base, harvestSpace) },
    dice: [die(20, 11)],
    steps: [
      {
        seat: 0,
        command: { type: 'Harvest' },
        events: [{ type: 'CubesGained', colour: 'holo', count: 1, via: 'harvest' }],
      },
    ],
    expect: { captains: [{ energy: 6, hold: { cargo: [cube('holo', 0, 0)] } }, {}, {}] },
  });
});

describe('refusals', () => {
  scenario('only on the designated space, with a free hold space, not stranded', {
    ruleset: xia,
    rules: ['XB-MINE-01'],
    start: { state: ready(base, harvestSpace) },
    steps: [
      { seat: 0, command: { type: 'Mine' }, rejects: 'NotOnMineSpace' },
      { seat: 0, command: { type: 'Salvage' }, rejects: 'NotOnSalvageSpace' },
    ],
  });

  it('XB-MINE-01 XB-ENRG-03 GAP-XB-20: refused on a plain space, with a full hold, an empty supply or when stranded', () => {
    const code = (s: XiaState, type: 'Mine' | 'Salvage' | 'Harvest') => {
      const r = xia.apply(s, 0, { type });
      return r.ok ? 'accepted' : r.error.code;
    };
    expect(code(ready(base, plain), 'Harvest')).toBe('NotOnHarvestSpace');
    const full: Hold = {
      outfits: [],
      cargo: [0, 1, 2].flatMap((y) => [0, 1, 2].map((x) => cube('terra', x, y))),
      damage: [],
    };
    expect(code(ready(base, mineSpace, { hold: full }), 'Mine')).toBe('HoldFull');
    const dry = ready(base, harvestSpace);
    expect(
      code(
        { ...dry, supply: { ...dry.supply, cubes: { ...dry.supply.cubes, holo: 0 } } },
        'Harvest',
      ),
    ).toBe('SupplyEmpty');
    const stranded = ready(base, salvageSpace, {
      energy: 0,
      markers: [{ at: 'disarmed' }, { at: 'disarmed' }, { at: 'disarmed' }, { at: 'disarmed' }],
    });
    expect(code(stranded, 'Salvage')).toBe('Stranded');
    expect(xia.legal(stranded, 0).some((c) => c.type === 'Salvage')).toBe(false);
  });

  it('XB-MINE-02 XB-MINE-03 XB-MINE-04: every face on the boundary lands on the right side', () => {
    const cases = [
      { type: 'Mine', at: mineSpace, worst: 10 },
      { type: 'Salvage', at: salvageSpace, worst: 3 },
      { type: 'Harvest', at: harvestSpace, worst: 10 },
    ] as const;
    for (const { type, at, worst } of cases) {
      for (let face = 1; face <= 19; face++) {
        const s = { ...ready(base, at), random: scripted([die(20, face)]) };
        const r = xia.apply(s, 0, { type });
        if (!r.ok) throw new Error(r.error.message);
        const gained = r.value.state.captains[0]?.hold.cargo.length === 1;
        expect([type, face, gained]).toEqual([type, face, face > worst]);
      }
    }
  });
});

describe('what the log and refusals say', () => {
  it('XB-MINE-01 GAP-XB-20: each refusal names the space or what is missing', () => {
    const refusal = (s: XiaState, type: 'Mine' | 'Salvage' | 'Harvest') => {
      const r = xia.apply(s, 0, { type });
      return r.ok ? 'accepted' : r.error;
    };
    const onPlain = ready(base, plain);
    expect(refusal(onPlain, 'Mine')).toEqual({
      code: 'NotOnMineSpace',
      message: 'You must be on an asteroid mining space to do that.',
    });
    expect(refusal(onPlain, 'Salvage')).toEqual({
      code: 'NotOnSalvageSpace',
      message: 'You must be on a debris salvage space to do that.',
    });
    expect(refusal(onPlain, 'Harvest')).toEqual({
      code: 'NotOnHarvestSpace',
      message: 'You must be on a nebula harvest space to do that.',
    });
    const full: Hold = {
      outfits: [],
      cargo: [0, 1, 2].flatMap((y) => [0, 1, 2].map((x) => cube('terra', x, y))),
      damage: [],
    };
    expect(refusal(ready(base, salvageSpace, { hold: full }), 'Salvage')).toEqual({
      code: 'HoldFull',
      message: 'You need a free hold space for the cube.',
    });
    const dry = ready(base, mineSpace);
    expect(
      refusal(
        { ...dry, supply: { ...dry.supply, cubes: { ...dry.supply.cubes, spice: 0 } } },
        'Mine',
      ),
    ).toEqual({ code: 'SupplyEmpty', message: 'No spice cubes are left in the supply.' });
  });

  it('XB-MINE-02 XB-MINE-03: a safe roll and a destroying roll carry no amount', () => {
    const resolved = (at: Hex, type: 'Mine' | 'Salvage', face: number) => {
      const r = xia.apply({ ...ready(base, at), random: scripted([die(20, face)]) }, 0, { type });
      if (!r.ok) throw new Error(r.error.message);
      return r.value.events.find((e) => e.type === 'HazardResolved');
    };
    expect(resolved(mineSpace, 'Mine', 11)).toMatchObject({ outcome: 'safe', amount: 0 });
    expect(resolved(salvageSpace, 'Salvage', 2)).toMatchObject({
      hazard: 'salvage',
      face: 2,
      outcome: 'destroyed',
      amount: 0,
    });
    expect(resolved(salvageSpace, 'Salvage', 4)).toMatchObject({ outcome: 'safe', amount: 0 });
  });
});
