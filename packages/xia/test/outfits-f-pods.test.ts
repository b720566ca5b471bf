/**
 * Element F's Cargo Pods and Armor Plating (XE-OUTF-01..05, GAP-XE-13, XE-QR-01, GAP-XE-15):
 * outfits whose connecting space sits in the hold and whose other spaces hang outside it.
 */
import { die } from '@drift/engine';
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import { cargoFits, freeCargoCells } from '../src/elements/f-outfits/cells.ts';
import { frostCellsF } from '../src/elements/f-outfits/frost.ts';
import { violations } from '../src/invariants.ts';
import type { CargoCube, Cell, XiaState } from '../src/model/state.ts';
import { takeDamage } from '../src/rules/damage.ts';
import { freeCells, holdSize } from '../src/rules/hold.ts';
import { H } from './fixtures/combat.ts';
import { baseB } from './fixtures/embers.ts';
import { options } from './fixtures/game.ts';
import {
  acting,
  baseF,
  business,
  captain,
  fx,
  holding,
  put,
  runF,
  withF,
} from './fixtures/outfits-f.ts';

const seat = 2; // the Mule: 3 x 3 less its bottom-right cell
const POD = 50;
const PLATE = 60;
/** A pod on top of the Mule: connecting space [1, 0], outer spaces in row -1. */
const podTop = put(POD, 'cargo-pod', [0, -1], 2);
/** Plating under the Mule: connecting space [0, 2], outer spaces in row 3. */
const plateBelow = put(PLATE, 'armor-plating', [0, 2], 0);
const cube = (colour: CargoCube['colour'], at: Cell): CargoCube => ({ kind: 'cube', colour, at });
const keys = (cells: readonly Cell[]) => cells.map(([x, y]) => `${x},${y}`);

/** Seat 2 on Alpha Prime in its Business Phase with this hold. */
const shop = (hold: Parameters<typeof holding>[2], credits = 9000): XiaState =>
  business(acting(baseF, seat, H.planet, hold, { credits }));

describe('XE-OUTF-01: the connecting space in the hold, the rest outside it', () => {
  scenario(
    'XE-OUTF-01: a Cargo Pod and Armor Plating are bought onto the hold edge, reaching out',
    {
      ruleset: fx,
      rules: ['XE-OUTF-01', 'XE-QR-01'],
      start: { state: shop({}) },
      steps: [
        {
          seat,
          command: { type: 'BuyOutfit', kind: 'cargo-pod', at: [0, -1], turns: 2 },
          events: [
            { type: 'CreditsChanged', amount: -2000 },
            { type: 'OutfitBought', kind: 'cargo-pod' },
          ],
        },
        {
          seat,
          // Reaching into the hold is refused: its outer spaces would lie on hold cells.
          command: { type: 'BuyOutfit', kind: 'armor-plating', at: [0, 0], turns: 0 },
          rejects: 'HoldFull',
        },
        {
          seat,
          // Two such outfits may not overlap outside the hold.
          command: { type: 'BuyOutfit', kind: 'cargo-pod', at: [1, -1], turns: 2 },
          rejects: 'HoldFull',
        },
        {
          seat,
          command: { type: 'BuyOutfit', kind: 'armor-plating', at: [0, 2], turns: 0 },
          events: [{ type: 'CreditsChanged', amount: -2000 }, { type: 'OutfitBought' }],
          verify: (s) => {
            expect(violations(fx.content, s)).toEqual([]);
            // The hold keeps 6 free cells (8 less the two arrows); the pod's 4 spaces take cargo.
            expect(freeCells(fx.content, captain(s, seat))).toHaveLength(6 + 4);
          },
        },
      ],
    },
  );

  it('XE-OUTF-01: the legal purchases put the connecting space on a free edge cell only', () => {
    const legal = fx
      .legal(shop({}), seat)
      .filter((c) => c.type === 'BuyOutfit' && c.kind === 'cargo-pod');
    expect(legal).toContainEqual({ type: 'BuyOutfit', kind: 'cargo-pod', at: [0, -1], turns: 2 });
    expect(legal).toContainEqual({ type: 'BuyOutfit', kind: 'cargo-pod', at: [-1, 0], turns: 1 });
    expect(legal).not.toContainEqual({
      type: 'BuyOutfit',
      kind: 'cargo-pod',
      at: [0, 0],
      turns: 0,
    });
    for (const c of legal) {
      if (c.type !== 'BuyOutfit') continue;
      const s = fx.apply(shop({}), seat, c);
      expect(s.ok && violations(fx.content, s.value.state)).toEqual([]);
    }
  });

  scenario('XE-OUTF-01: rearranging moves a pod around the hold edge; it still may not overlap', {
    ruleset: fx,
    rules: ['XE-OUTF-01', 'XE-MOD-01'],
    start: { state: shop({ outfits: [podTop, put(POD + 1, 'cargo-pod', [-1, 0], 1)] }) },
    steps: [
      {
        seat,
        command: { type: 'MoveOutfit', outfit: POD, at: [-1, 1], turns: 1 },
        rejects: 'HoldFull',
      },
      {
        seat,
        command: { type: 'MoveOutfit', outfit: POD, at: [2, -1], turns: 3 },
        events: [{ type: 'OutfitMoved', uid: POD, at: [2, -1], turns: 3 }],
        verify: (s) => expect(violations(fx.content, s)).toEqual([]),
      },
    ],
  });
});

describe('XE-OUTF-02, XE-OUTF-03: a Cargo Pod holds cargo only, and empties when its arrow is hit', () => {
  it('XE-OUTF-02: all four pod spaces take cubes; plating spaces none', () => {
    const s = shop({ outfits: [podTop, plateBelow] });
    const free = keys(freeCells(fx.content, captain(s, seat)));
    for (const k of ['1,0', '0,-1', '1,-1', '2,-1']) expect(free).toContain(k);
    for (const k of ['0,2', '0,3', '1,3', '2,3']) expect(free).not.toContain(k);
  });

  scenario('XE-OUTF-02: cargo moves into the pod; not onto plating', {
    ruleset: fx,
    rules: ['XE-OUTF-02', 'XE-OUTF-04'],
    start: { state: shop({ outfits: [podTop, plateBelow], cargo: [cube('spice', [2, 1])] }) },
    steps: [
      { seat, command: { type: 'MoveCargo', from: [2, 1], to: [0, 3] }, rejects: 'CellNotFree' },
      {
        seat,
        command: { type: 'MoveCargo', from: [2, 1], to: [0, -1] },
        events: [{ type: 'CargoMoved', to: [0, -1] }],
        verify: (s) => expect(violations(fx.content, s)).toEqual([]),
      },
    ],
  });

  scenario('XE-OUTF-02: cubes bought go into pod spaces when the hold is full', {
    ruleset: fx,
    rules: ['XE-OUTF-02'],
    start: {
      state: acting(
        baseF,
        seat,
        H.planet,
        {
          outfits: [podTop],
          cargo: [
            cube('holo', [0, 0]),
            cube('holo', [2, 0]),
            cube('holo', [0, 1]),
            cube('holo', [1, 1]),
            cube('holo', [2, 1]),
            cube('holo', [0, 2]),
            cube('holo', [1, 2]),
          ],
        },
        { credits: 5000 },
      ),
    },
    steps: [
      {
        seat,
        command: { type: 'BuyCubes', cubes: { spice: 2 } },
        events: [{ type: 'CreditsChanged' }, { type: 'CubesGained', colour: 'spice', count: 2 }],
        verify: (s) => {
          const spice = captain(s, seat).hold.cargo.filter(
            (c) => c.kind === 'cube' && c.colour === 'spice',
          );
          expect(keys(spice.map((c) => c.at))).toEqual(['0,-1', '1,-1']);
          expect(violations(fx.content, s)).toEqual([]);
        },
      },
    ],
  });

  const loaded = (): XiaState => {
    const s = acting(baseF, seat, H.betaCentre, {
      outfits: [podTop],
      cargo: [
        cube('spice', [1, 0]),
        cube('holo', [0, -1]),
        cube('terra', [2, -1]),
        cube('cyber', [2, 1]),
      ],
    });
    return { ...s, prompts: [{ kind: 'PlaceDamage', seat, remaining: 2 }] };
  };

  scenario(
    'XE-OUTF-02: damage on the arrow space jettisons all the pod holds; it holds nothing until repaired',
    {
      ruleset: fx,
      rules: ['XE-OUTF-02'],
      start: { state: loaded() },
      steps: [
        {
          seat,
          // The pod's outer spaces cannot take damage.
          command: { type: 'PlaceDamage', at: [0, -1] },
          rejects: 'BadCell',
        },
        {
          seat,
          command: { type: 'PlaceDamage', at: [1, 0] },
          events: [
            { type: 'DamagePlaced', at: [1, 0], jettisoned: 'spice' },
            { type: 'CubesDropped', seat, cubes: ['holo', 'terra'] },
          ],
          verify: (s) => {
            const me = captain(s, seat);
            expect(me.hold.cargo).toEqual([cube('cyber', [2, 1])]);
            expect(s.board.cubes['5,-2']).toEqual(['spice', 'holo', 'terra']);
            const free = keys(freeCells(fx.content, me));
            for (const k of ['1,0', '0,-1', '1,-1', '2,-1']) expect(free).not.toContain(k);
            expect(violations(fx.content, s)).toEqual([]);
          },
        },
      ],
    },
  );

  scenario('XE-OUTF-02: a repaired pod holds cargo again', {
    ruleset: fx,
    rules: ['XE-OUTF-02'],
    start: { state: shop({ outfits: [podTop], damage: [[1, 0]] }) },
    steps: [
      {
        seat,
        command: { type: 'Repair' },
        verify: (s) => {
          expect(keys(freeCells(fx.content, captain(s, seat)))).toContain('1,-1');
        },
      },
    ],
  });

  it('XE-OUTF-03: a 2-space item lies wholly inside a pod or wholly outside it, never straddling', () => {
    const me = captain(shop({ outfits: [podTop] }), seat);
    const ship = me.ship as string;
    expect(
      cargoFits(fx.content, ship, me.hold, [
        [0, -1],
        [1, -1],
      ]),
    ).toBe(true); // both outside the hold, in the pod
    expect(
      cargoFits(fx.content, ship, me.hold, [
        [1, 0],
        [1, -1],
      ]),
    ).toBe(true); // arrow and outer: all in the pod
    expect(
      cargoFits(fx.content, ship, me.hold, [
        [0, 0],
        [1, 0],
      ]),
    ).toBe(false); // hold and pod
    expect(
      cargoFits(fx.content, ship, me.hold, [
        [0, 0],
        [0, 1],
      ]),
    ).toBe(true); // hold only
    expect(
      cargoFits(fx.content, ship, me.hold, [
        [0, -2],
        [0, -1],
      ]),
    ).toBe(false); // off the ship
    expect(freeCargoCells(fx.content, ship, me.hold)).toHaveLength(7 + 4);
  });
});

describe('XE-OUTF-04, GAP-XE-13: Armor Plating takes damage and raises what destroys the ship', () => {
  it('GAP-XE-13: capacity is the hold and plating outer spaces; pod outer spaces never count', () => {
    expect(holdSize(fx.content, captain(shop({}), seat))).toBe(8);
    expect(holdSize(fx.content, captain(shop({ outfits: [plateBelow] }), seat))).toBe(11);
    expect(holdSize(fx.content, captain(shop({ outfits: [podTop] }), seat))).toBe(8);
  });

  it('GAP-XE-13: 10 damage on a plated Mule is placed; on a podded Mule 8 destroys it', () => {
    const plated = acting(baseF, seat, H.betaCentre, { outfits: [plateBelow] });
    const hit = runF(plated, seat, [], (ctx) => takeDamage(ctx, seat, 10, false));
    expect(hit.state.prompts.at(-1)).toEqual({ kind: 'PlaceDamage', seat, remaining: 10 });
    const podded = acting(baseF, seat, H.betaCentre, { outfits: [podTop] });
    const sunk = runF(podded, seat, [die(20, 3)], (ctx) => takeDamage(ctx, seat, 8, false));
    expect(sunk.events.map((e) => e.type)).toContain('ShipDestroyed');
  });

  scenario('XE-OUTF-04: a plating space takes one damage; damage there counts toward destruction', {
    ruleset: fx,
    rules: ['XE-OUTF-04', 'GAP-XE-13'],
    start: {
      state: {
        ...acting(baseF, seat, H.betaCentre, {
          outfits: [plateBelow],
          damage: [
            [0, 0],
            [1, 0],
            [2, 0],
            [0, 1],
            [1, 1],
            [2, 1],
            [0, 2],
            [1, 2],
            [0, 3],
          ],
        }),
        prompts: [{ kind: 'PlaceDamage', seat, remaining: 1 }],
      },
    },
    steps: [
      { seat, command: { type: 'PlaceDamage', at: [0, 3] }, rejects: 'BadCell' }, // 1 damage each
      {
        seat,
        command: { type: 'PlaceDamage', at: [1, 3] },
        events: [{ type: 'DamagePlaced', at: [1, 3] }],
        verify: (s) => {
          expect(captain(s, seat).at).not.toBeNull(); // 10 of 11: still flying
          expect(violations(fx.content, s)).toEqual([]);
        },
      },
    ],
  });

  it('GAP-XE-13: the 11th damage on a plated Mule destroys it', () => {
    const s = acting(baseF, seat, H.betaCentre, {
      outfits: [plateBelow],
      damage: [
        [0, 0],
        [1, 0],
        [2, 0],
        [0, 1],
        [1, 1],
        [2, 1],
        [0, 2],
        [1, 2],
        [0, 3],
        [1, 3],
      ],
    });
    const hit = runF(s, seat, [die(20, 3)], (ctx) => takeDamage(ctx, seat, 1, false));
    expect(hit.events.map((e) => e.type)).toContain('ShipDestroyed');
  });
});

describe('XE-OUTF-05: Ice spreads to and from plating only through its connecting space', () => {
  const frozen = (ice: Cell[]) =>
    holding(withF(baseB, ['B']), seat, { outfits: [plateBelow], damage: ice, ice });

  it('XE-OUTF-05: a hold cell beside an outer space passes no Ice to it, nor takes any from it', () => {
    const beside = frostCellsF(fx.content, captain(frozen([[1, 2]]), seat));
    expect(keys(beside)).toEqual(['1,1', '0,2']); // not [1, 3] below it
    const outer = frostCellsF(fx.content, captain(frozen([[1, 3]]), seat));
    expect(keys(outer)).toEqual(['0,3', '2,3']); // not [1, 2] above it
    const arrow = frostCellsF(fx.content, captain(frozen([[0, 2]]), seat));
    expect(keys(arrow)).toEqual(['0,1', '1,2', '0,3']);
  });

  scenario('XE-OUTF-05: Freezing in the Status Phase reaches plating through its arrow only', {
    ruleset: fx,
    rules: ['XE-OUTF-05', 'XE-ICE-03'],
    start: {
      state: {
        ...acting(
          frozen([
            [0, 2],
            [2, 1],
          ]),
          seat,
          H.betaCentre,
          {},
        ),
      },
    },
    arrange: (s) =>
      holding({ ...s, supply: withF(baseB, ['B']).supply }, seat, {
        outfits: [plateBelow],
        damage: [
          [0, 2],
          [2, 1],
        ],
        ice: [
          [0, 2],
          [2, 1],
        ],
      }),
    steps: [
      {
        seat,
        command: { type: 'EndActions' },
        events: [
          { type: 'PhaseStarted', phase: 'Status' },
          {
            type: 'IceSpread',
            seat,
            cells: [
              [2, 0],
              [0, 1],
              [1, 1],
              [1, 2],
              [0, 3],
            ],
          },
        ],
        verify: (s) => expect(keys(captain(s, seat).hold.ice ?? [])).not.toContain('2,3'),
      },
    ],
  });
});

describe('selling, rearranging and refitting pods and plating (XE-MOD-01 base outfit rules)', () => {
  scenario('a pod with cargo is neither sold nor moved; emptied, it sells for its price by size', {
    ruleset: fx,
    rules: ['XE-OUTF-01', 'XE-QR-01', 'GAP-XE-15'],
    start: { state: shop({ outfits: [podTop], cargo: [cube('spice', [0, -1])] }, 0) },
    steps: [
      { seat, command: { type: 'SellOutfit', outfit: POD }, rejects: 'PodNotEmpty' },
      {
        seat,
        command: { type: 'MoveOutfit', outfit: POD, at: [-1, 0], turns: 1 },
        rejects: 'PodNotEmpty',
      },
      { seat, command: { type: 'MoveCargo', from: [0, -1], to: [0, 0] } },
      {
        seat,
        command: { type: 'SellOutfit', outfit: POD },
        events: [
          { type: 'CreditsChanged', amount: 1000 },
          { type: 'OutfitSold', kind: 'cargo-pod' },
        ],
        verify: (s) => {
          expect(s.supply.outfits['cargo-pod']).toBe(10);
          expect(violations(fx.content, s)).toEqual([]);
        },
      },
    ],
  });

  scenario('a new ship keeps pod and plating on its edge, cargo in the pod re-stowed', {
    ruleset: fx,
    rules: ['XE-OUTF-01', 'XE-MOD-01'],
    start: {
      state: shop({ outfits: [podTop, plateBelow], cargo: [cube('spice', [1, -1])] }, 20000),
    },
    steps: [
      {
        seat,
        command: { type: 'BuyShip', ship: 'hauler' },
        verify: (s) => {
          const me = captain(s, seat);
          expect(me.hold.outfits.map((o) => o.kind).sort()).toEqual(['armor-plating', 'cargo-pod']);
          expect(me.hold.cargo).toHaveLength(1);
          expect(violations(fx.content, s)).toEqual([]);
        },
      },
    ],
  });
});

describe('XE-QR-01, GAP-XE-15: prices by size, with F only in the supply', () => {
  it('pods and plating are Medium (2,000 / 1,000), Mods Small (1,000 / 1,000); element G accepts them', () => {
    expect(fx.content.outfit('cargo-pod')).toMatchObject({ tier: 2, price: 2000, sellPrice: 1000 });
    expect(fx.content.outfit('armor-plating')).toMatchObject({
      tier: 2,
      price: 2000,
      sellPrice: 1000,
    });
    expect(fx.content.outfit('gts')).toMatchObject({
      type: 'mod',
      tier: 1,
      price: 1000,
      sellPrice: 1000,
    });
  });

  it('setup puts the pods, plating and 45 Mods in the supply only with F (core pack, with G)', async () => {
    const { createXia } = await import('../src/ruleset.ts');
    const { corePack } = await import('../src/content/core.ts');
    const core = createXia(corePack());
    const base = options({ seats: 3 });
    const withFG = core.setup({ ...base, elements: ['F', 'G'] }, 'f');
    const without = core.setup(base, 'f');
    expect(withFG.ok && without.ok).toBe(true);
    if (!withFG.ok || !without.ok) return;
    expect(without.value.supply.outfits['cargo-pod']).toBeUndefined();
    expect(withFG.value.supply.outfits['cargo-pod']).toBe(10);
    expect(withFG.value.supply.outfits['armor-plating']).toBe(10);
    const mods = (core.content.embers.mods ?? []).reduce(
      (n, m) => n + (withFG.value.supply.outfits[m.id] ?? 0),
      0,
    );
    expect(mods).toBe(45);
  });
});
