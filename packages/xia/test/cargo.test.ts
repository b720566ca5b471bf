import { type Hex, hexKey, localToBoard } from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CubeColour } from '../src/content/schema.ts';
import { CUBE_COLOURS } from '../src/model/cubes.ts';
import type { Captain, CargoCube, XiaState } from '../src/model/state.ts';
import { actingAt, started, withCaptain, xia } from './fixtures/game.ts';

const base = started();

/** The board hex of a tile-local hex of a placed sector. */
function hexOf(s: XiaState, sector: string, q: number, r: number): Hex {
  const placed = s.board.sectors.find((p) => p.id === sector);
  if (!placed) throw new Error(`sector ${sector} not placed`);
  return localToBoard({ q, r }, placed);
}

function cargo(...items: [CubeColour, number, number][]): CargoCube[] {
  return items.map(([colour, x, y]) => ({ kind: 'cube', colour, at: [x, y] }));
}

const DISARMED: Captain['markers'] = [
  { at: 'disarmed' },
  { at: 'disarmed' },
  { at: 'disarmed' },
  { at: 'disarmed' },
];

/** Seat 0 in its Action Phase flying a Skiff (3×3 hold, empty) at `at`. */
function ready(s: XiaState, at: Hex, change: Partial<Captain> = {}): XiaState {
  return actingAt(
    withCaptain(s, 0, {
      ship: 'skiff',
      energy: 6,
      hold: { outfits: [], cargo: [], damage: [] },
      ...change,
    }),
    0,
    at,
  );
}

const alpha = hexOf(base, 'alpha', 0, 0); // lawful planet: buys spice, sells holo
const open = hexOf(base, 'alpha', 1, -1); // plain space

describe('buying cubes', () => {
  scenario('a pair costs 1,000 on a Buy space; a pair may be taken as one cube', {
    ruleset: xia,
    rules: ['XB-CARGO-08', 'XB-CARGO-01', 'GAP-XB-15', 'GAP-XB-20'],
    start: { state: base },
    arrange: (s): XiaState => ready(s, alpha),
    steps: [
      {
        seat: 0,
        command: { type: 'BuyCubes', cubes: { holo: 2 } },
        rejects: 'NotOnBuySpace',
      },
      {
        seat: 0,
        command: { type: 'BuyCubes', cubes: { spice: 2 } },
        events: [
          { type: 'CreditsChanged', seat: 0, amount: -1000, credits: 2000 },
          { type: 'CubesGained', seat: 0, colour: 'spice', count: 2, via: 'buy' },
        ],
        verify: (s) => {
          expect(s.captains[0]?.hold.cargo).toEqual(cargo(['spice', 0, 0], ['spice', 1, 0]));
          expect(s.supply.cubes.spice).toBe(13);
        },
      },
      {
        seat: 0,
        command: { type: 'BuyCubes', cubes: { spice: 1 } },
        events: [
          { type: 'CreditsChanged', amount: -1000, credits: 1000 },
          { type: 'CubesGained', colour: 'spice', count: 1 },
        ],
        verify: (s) => {
          expect(s.captains[0]?.hold.cargo.map((c) => c.at)).toEqual([
            [0, 0],
            [1, 0],
            [2, 0],
          ]);
          expect(s.supply.cubes.spice).toBe(12);
        },
      },
    ],
  });

  scenario('refused off a Buy space, without the credits, the supply or the room', {
    ruleset: xia,
    rules: ['XB-CARGO-08', 'GAP-XB-20'],
    start: { state: base },
    arrange: (s): XiaState => ({
      ...ready(s, alpha, {
        credits: 1500,
        // 8 of 9 cells full: room for a single cube.
        hold: {
          outfits: [],
          cargo: cargo(
            ['holo', 0, 0],
            ['holo', 1, 0],
            ['holo', 2, 0],
            ['holo', 0, 1],
            ['holo', 1, 1],
            ['holo', 2, 1],
            ['holo', 0, 2],
            ['holo', 1, 2],
          ),
          damage: [],
        },
      }),
      supply: { ...s.supply, cubes: { ...s.supply.cubes, spice: 1 } },
    }),
    steps: [
      { seat: 0, command: { type: 'BuyCubes', cubes: { spice: 2 } }, rejects: 'SupplyShort' },
      {
        seat: 0,
        command: { type: 'BuyCubes', cubes: { spice: 1 } },
        state: { captains: [{ credits: 500 }, {}, {}], supply: { cubes: { spice: 0 } } },
      },
      {
        seat: 0,
        command: { type: 'BuyCubes', cubes: { spice: 1 } },
        rejects: 'NotEnoughCredits',
      },
    ],
  });

  const five = started({ seats: 5, preset: 'firstGame' });
  const den = hexOf(five, 'epsilon', 0, 0); // outlaw planet: sells every colour

  scenario('a space selling several colours sells a mixed pair in one purchase', {
    ruleset: xia,
    rules: ['XB-CARGO-07', 'XB-CARGO-08', 'GAP-XB-15', 'XB-CARGO-01'],
    start: { state: five },
    arrange: (s): XiaState => ready(s, den),
    steps: [
      {
        seat: 0,
        command: { type: 'BuyCubes', cubes: { spice: 1, cyber: 1 } },
        events: [
          { type: 'CreditsChanged', seat: 0, amount: -1000, credits: 2000 },
          { type: 'CubesGained', seat: 0, colour: 'spice', count: 1, via: 'buy' },
          { type: 'CubesGained', seat: 0, colour: 'cyber', count: 1, via: 'buy' },
        ],
        verify: (s) => {
          expect(s.captains[0]?.hold.cargo).toEqual(cargo(['spice', 0, 0], ['cyber', 1, 0]));
          expect(s.supply.cubes).toMatchObject({ spice: 14, cyber: 14, holo: 15 });
        },
      },
      {
        seat: 0,
        command: { type: 'BuyCubes', cubes: { terra: 2 } },
        events: [{ type: 'CubesGained', colour: 'terra', count: 2 }],
      },
    ],
    expect: { captains: [{ credits: 1000 }, {}, {}, {}, {}] },
  });

  scenario('a mixed pair: every colour must be sold here and in the supply; 1 or 2 cubes in all', {
    ruleset: xia,
    rules: ['XB-CARGO-07', 'XB-CARGO-08', 'GAP-XB-15', 'GAP-XB-20'],
    start: { state: five },
    arrange: (s): XiaState => ({
      ...ready(s, den),
      supply: { ...s.supply, cubes: { ...s.supply.cubes, plasma: 0, holo: 1 } },
    }),
    steps: [
      { seat: 0, command: { type: 'BuyCubes', cubes: {} }, rejects: 'BadCount' },
      {
        seat: 0,
        command: { type: 'BuyCubes', cubes: { spice: 2, cyber: 1 } },
        rejects: 'BadCount',
      },
      {
        seat: 0,
        command: { type: 'BuyCubes', cubes: { spice: 1, plasma: 1 } },
        rejects: 'SupplyEmpty',
      },
      { seat: 0, command: { type: 'BuyCubes', cubes: { holo: 2 } }, rejects: 'SupplyShort' },
      {
        seat: 0,
        command: { type: 'BuyCubes', cubes: { holo: 1, terra: 1 } },
        state: { supply: { cubes: { holo: 0, terra: 14 } } },
      },
    ],
  });

  it('XB-CARGO-07 GAP-XB-15: legal lists every purchase apply accepts, at most 20 on a space selling all five', () => {
    const atDen = ready(five, den);
    const listed = xia.legal(atDen, 0).filter((c) => c.type === 'BuyCubes');
    expect(listed).toHaveLength(20);
    const keys = new Set(listed.map((c) => JSON.stringify(c.type === 'BuyCubes' && c.cubes)));
    expect(keys.size).toBe(20);
    for (const command of listed) expect(xia.apply(atDen, 0, command).ok).toBe(true);
    // Key order does not matter: the same pair named the other way round is the same command.
    expect(xia.apply(atDen, 0, { type: 'BuyCubes', cubes: { cyber: 1, spice: 1 } }).ok).toBe(true);
    // One free cell: only single cubes.
    const oneCell = ready(five, den, {
      hold: {
        outfits: [],
        cargo: cargo(
          ['holo', 0, 0],
          ['holo', 1, 0],
          ['holo', 2, 0],
          ['holo', 0, 1],
          ['holo', 1, 1],
          ['holo', 2, 1],
          ['holo', 0, 2],
          ['holo', 1, 2],
        ),
        damage: [],
      },
    });
    const single = xia.legal(oneCell, 0).filter((c) => c.type === 'BuyCubes');
    expect(single).toHaveLength(5);
    expect(
      xia.apply(oneCell, 0, { type: 'BuyCubes', cubes: { spice: 1, cyber: 1 } }),
    ).toMatchObject({ ok: false, error: { code: 'HoldFull' } });
    // A space selling one colour: the single cube and the pair.
    expect(xia.legal(ready(base, alpha), 0).filter((c) => c.type === 'BuyCubes')).toEqual([
      { type: 'BuyCubes', cubes: { spice: 1 } },
      { type: 'BuyCubes', cubes: { spice: 2 } },
    ]);
    expect(
      xia.apply(ready(base, alpha), 0, { type: 'BuyCubes', cubes: { spice: 1, holo: 1 } }),
    ).toMatchObject({ ok: false, error: { code: 'NotOnBuySpace' } });
  });

  it('XB-CARGO-08 GAP-XB-20: an empty supply and a full hold refuse; a plain space sells nothing', () => {
    const empty = ready(base, alpha);
    const noSpice = {
      ...empty,
      supply: { ...empty.supply, cubes: { ...empty.supply.cubes, spice: 0 } },
    };
    expect(xia.apply(noSpice, 0, { type: 'BuyCubes', cubes: { spice: 1 } })).toMatchObject({
      ok: false,
      error: { code: 'SupplyEmpty' },
    });
    const full = ready(base, alpha, {
      hold: {
        outfits: [{ uid: 1, kind: 'guard', at: [0, 0], turns: 0 }],
        cargo: cargo(
          ['holo', 1, 0],
          ['holo', 2, 0],
          ['holo', 1, 1],
          ['holo', 2, 1],
          ['holo', 0, 2],
        ),
        damage: [
          [1, 2],
          [2, 2],
        ],
      },
    });
    expect(xia.apply(full, 0, { type: 'BuyCubes', cubes: { spice: 1 } })).toMatchObject({
      ok: false,
      error: { code: 'HoldFull' },
    });
    expect(xia.legal(full, 0).some((c) => c.type === 'BuyCubes')).toBe(false);
    expect(
      xia.apply(ready(base, open), 0, { type: 'BuyCubes', cubes: { spice: 2 } }),
    ).toMatchObject({ ok: false, error: { code: 'NotOnBuySpace' } });
  });
});

describe('selling cubes', () => {
  scenario(
    '1,000 a cube on a Sell space; cubes go back to the supply; no Fame while cubes remain',
    {
      ruleset: xia,
      rules: ['XB-CARGO-09', 'XB-FAME-05', 'GAP-XB-20'],
      start: { state: base },
      arrange: (s): XiaState => ({
        ...ready(s, alpha, {
          hold: {
            outfits: [],
            cargo: cargo(['holo', 0, 0], ['spice', 1, 0], ['holo', 2, 0], ['holo', 0, 1]),
            damage: [],
          },
        }),
        supply: { ...s.supply, cubes: { ...s.supply.cubes, holo: 12, spice: 14 } },
      }),
      steps: [
        { seat: 0, command: { type: 'SellCubes', cubes: { spice: 1 } }, rejects: 'NotOnSellSpace' },
        { seat: 0, command: { type: 'SellCubes', cubes: { holo: 4 } }, rejects: 'NoCubes' },
        {
          seat: 0,
          command: { type: 'SellCubes', cubes: { holo: 3 } },
          events: [
            { type: 'CubesSold', seat: 0, cubes: { holo: 3 }, credits: 3000 },
            { type: 'CreditsChanged', amount: 3000, credits: 6000 },
          ],
          verify: (s) => {
            const me = s.captains[0];
            expect(me?.hold.cargo).toEqual(cargo(['spice', 1, 0]));
            expect(me?.fame).toBe(0);
            expect(me?.record.cubesSold).toBe(3);
            expect(me?.record.cubesSoldThisTurn).toBe(3);
            expect(s.supply.cubes.holo).toBe(15);
          },
        },
      ],
    },
  );

  scenario('selling the whole hold, at least 2 cubes, is worth 1 Fame', {
    ruleset: xia,
    rules: ['XB-FAME-05', 'XB-CARGO-09'],
    start: { state: base },
    arrange: (s): XiaState =>
      ready(s, alpha, {
        hold: { outfits: [], cargo: cargo(['holo', 0, 0], ['holo', 2, 2]), damage: [] },
      }),
    steps: [
      {
        seat: 0,
        command: { type: 'SellCubes', cubes: { holo: 2 } },
        events: [
          { type: 'CubesSold', credits: 2000 },
          { type: 'FameGained', seat: 0, amount: 1, source: 'trade', fame: 1 },
        ],
        state: { captains: [{ credits: 5000, fame: 1, hold: { cargo: [] } }, {}, {}] },
      },
    ],
  });

  scenario('a single cube, even the last one, earns no Fame', {
    ruleset: xia,
    rules: ['XB-FAME-05'],
    start: { state: base },
    arrange: (s): XiaState =>
      ready(s, alpha, { hold: { outfits: [], cargo: cargo(['holo', 1, 1]), damage: [] } }),
    steps: [
      {
        seat: 0,
        command: { type: 'SellCubes', cubes: { holo: 1 } },
        state: { captains: [{ credits: 4000, fame: 0 }, {}, {}] },
        verify: (s) => expect(s.captains[0]?.hold.cargo).toEqual([]),
      },
    ],
  });

  scenario('a pending sale boost and a Title skill add to each cube; the boost is spent', {
    ruleset: xia,
    rules: ['XB-CARGO-09'],
    start: { state: base },
    arrange: (s): XiaState => {
      const at = ready(s, alpha, {
        titles: ['magnate'], // +500 a cube
        hold: {
          outfits: [],
          cargo: cargo(['holo', 0, 0], ['holo', 1, 0], ['spice', 2, 0]),
          damage: [],
        },
      });
      return { ...at, turn: { ...at.turn, boosts: { ...at.turn.boosts, saleBonus: 1000 } } };
    },
    steps: [
      {
        seat: 0,
        command: { type: 'SellCubes', cubes: { holo: 2 } },
        events: [{ type: 'CubesSold', cubes: { holo: 2 }, credits: 5000 }],
        state: { captains: [{ credits: 8000 }, {}, {}], turn: { boosts: { saleBonus: 0 } } },
      },
    ],
  });

  it('XB-CARGO-09: legal lists every multiset of sellable held cubes, and only those', () => {
    // Epsilon Den buys every colour.
    const den = started({ seats: 3, sectors: ['epsilon', 'beta', 'gamma'] });
    const at = hexOf(den, 'epsilon', 0, 0);
    const colours = fc.constantFrom<CubeColour>(...CUBE_COLOURS);
    fc.assert(
      fc.property(fc.array(colours, { maxLength: 5 }), (held) => {
        const s = ready(den, at, {
          hold: {
            outfits: [],
            cargo: held.map(
              (colour, i): CargoCube => ({ kind: 'cube', colour, at: [i % 3, Math.floor(i / 3)] }),
            ),
            damage: [],
          },
        });
        const listed = new Set(
          xia
            .legal(s, 0)
            .filter((c) => c.type === 'SellCubes')
            .map((c) => JSON.stringify(c)),
        );
        let accepted = 0;
        // Every record with 0..2 of each colour: accepted exactly when listed.
        for (let code = 1; code < 3 ** 5; code++) {
          const cubes: Partial<Record<CubeColour, number>> = {};
          CUBE_COLOURS.forEach((colour, i) => {
            const n = Math.floor(code / 3 ** i) % 3;
            if (n > 0) cubes[colour] = n;
          });
          const command = { type: 'SellCubes' as const, cubes };
          const ok = xia.apply(s, 0, command).ok;
          if (ok) accepted++;
          expect(ok).toBe(listed.has(JSON.stringify(command)));
        }
        const product = CUBE_COLOURS.reduce(
          (p, colour) => p * (held.filter((c) => c === colour).length + 1),
          1,
        );
        expect(listed.size).toBe(product - 1);
        expect(accepted).toBeLessThanOrEqual(listed.size);
      }),
      { numRuns: 25 },
    );
  });
});

describe('buying and selling are actions', () => {
  scenario('they end the current move', {
    ruleset: xia,
    rules: ['XB-MOVE-01', 'XB-CARGO-09'],
    start: { state: base },
    arrange: (s): XiaState => {
      const at = ready(s, alpha, {
        hold: { outfits: [], cargo: cargo(['holo', 0, 0]), damage: [] },
      });
      return { ...at, turn: { ...at.turn, movement: 3, moveSource: 'impulse' as const } };
    },
    steps: [
      {
        seat: 0,
        command: { type: 'SellCubes', cubes: { holo: 1 } },
        state: { turn: { movement: 0, moveSource: null } },
      },
    ],
  });

  scenario('a stranded ship may neither buy nor sell, but may still jettison', {
    ruleset: xia,
    rules: ['XB-ENRG-03', 'XB-CARGO-10'],
    start: { state: base },
    arrange: (s): XiaState =>
      ready(s, alpha, {
        energy: 0,
        markers: DISARMED,
        hold: { outfits: [], cargo: cargo(['holo', 0, 0]), damage: [] },
      }),
    steps: [
      { seat: 0, command: { type: 'BuyCubes', cubes: { spice: 2 } }, rejects: 'Stranded' },
      { seat: 0, command: { type: 'SellCubes', cubes: { holo: 1 } }, rejects: 'Stranded' },
      { seat: 0, command: { type: 'Jettison', at: [0, 0] } },
    ],
  });
});

describe('jettisoning and collecting cubes', () => {
  scenario('jettison drops one cube on the ship’s space, mid-move', {
    ruleset: xia,
    rules: ['XB-CARGO-10', 'XB-ACT-02', 'XB-MOVE-02'],
    start: { state: base },
    arrange: (s): XiaState => {
      const at = ready(s, open, {
        hold: { outfits: [], cargo: cargo(['spice', 0, 0], ['holo', 1, 0]), damage: [] },
      });
      return { ...at, turn: { ...at.turn, movement: 2, moveSource: 'impulse' as const } };
    },
    steps: [
      { seat: 0, command: { type: 'Jettison', at: [2, 0] }, rejects: 'NoCubeThere' },
      {
        seat: 0,
        command: { type: 'Jettison', at: [1, 0] },
        events: [{ type: 'CubesDropped', seat: 0, at: open, cubes: ['holo'] }],
        state: { turn: { movement: 2 } },
        verify: (s) => {
          expect(s.board.cubes[hexKey(open)]).toEqual(['holo']);
          expect(s.captains[0]?.hold.cargo).toEqual(cargo(['spice', 0, 0]));
          expect(s.supply.cubes.holo).toBe(15);
        },
      },
      {
        seat: 0,
        command: { type: 'Jettison', at: [0, 0] },
        verify: (s) => expect(s.board.cubes[hexKey(open)]).toEqual(['holo', 'spice']),
      },
    ],
  });

  scenario('collect picks up the cubes that fit, in order; the rest stay', {
    ruleset: xia,
    rules: ['XB-CARGO-11', 'XB-ACT-02', 'XB-MOVE-02', 'XB-ENRG-03'],
    start: { state: base },
    arrange: (s): XiaState => {
      const at = ready(s, open, {
        energy: 0,
        markers: DISARMED, // stranded: Minor actions remain
        hold: {
          outfits: [{ uid: 1, kind: 'guard', at: [0, 0], turns: 0 }],
          cargo: cargo(['spice', 1, 0], ['spice', 2, 0], ['spice', 1, 1], ['spice', 0, 2]),
          damage: [[2, 1]],
        },
      });
      return {
        ...at,
        turn: { ...at.turn, movement: 1, moveSource: 'impulse' as const },
        board: { ...at.board, cubes: { [hexKey(open)]: ['holo', 'cyber', 'terra'] } },
      };
    },
    steps: [
      {
        seat: 0,
        command: { type: 'CollectCubes' },
        events: [{ type: 'CubesCollected', seat: 0, at: open, cubes: ['holo', 'cyber'] }],
        state: { turn: { movement: 1 } },
        verify: (s) => {
          expect(s.board.cubes[hexKey(open)]).toEqual(['terra']);
          expect(s.captains[0]?.hold.cargo.slice(4)).toEqual(
            cargo(['holo', 1, 2], ['cyber', 2, 2]),
          );
        },
      },
      { seat: 0, command: { type: 'CollectCubes' }, rejects: 'HoldFull' },
    ],
  });

  scenario('collecting everything clears the space; nothing left refuses', {
    ruleset: xia,
    rules: ['XB-CARGO-11'],
    start: { state: base },
    arrange: (s): XiaState => {
      const at = ready(s, open);
      return { ...at, board: { ...at.board, cubes: { [hexKey(open)]: ['plasma'] } } };
    },
    steps: [
      {
        seat: 0,
        command: { type: 'CollectCubes' },
        verify: (s) => {
          expect(s.board.cubes).toEqual({});
          expect(s.captains[0]?.hold.cargo).toEqual(cargo(['plasma', 0, 0]));
        },
      },
      { seat: 0, command: { type: 'CollectCubes' }, rejects: 'NoCubes' },
    ],
  });
});

it('XB-ACT-01: cargo commands wait for the captain’s own Action Phase', () => {
  const s = ready(base, alpha);
  expect(xia.apply(s, 1, { type: 'BuyCubes', cubes: { spice: 2 } })).toMatchObject({
    ok: false,
    error: { code: 'NotYourTurn' },
  });
  const business = { ...s, turn: { ...s.turn, phase: 'Business' as const } };
  expect(xia.apply(business, 0, { type: 'CollectCubes' })).toMatchObject({
    ok: false,
    error: { code: 'WrongPhase' },
  });
});

it('XB-CARGO-08: cubes are bought with exactly the price of a pair, not 1 credit less', () => {
  // Whatever purchase legal offers on Alpha Prime's Buy space, 1,000 pays for it, 999 does not.
  const buys = (credits: number) =>
    xia.legal(ready(base, alpha, { credits }), 0).filter((c) => c.type === 'BuyCubes');
  const offered = buys(1000);
  expect(offered.length).toBeGreaterThan(0);
  expect(buys(999)).toEqual([]);
  for (const command of offered) {
    const bought = xia.apply(ready(base, alpha, { credits: 1000 }), 0, command);
    expect(bought.ok && bought.value.state.captains[0]?.credits).toBe(0);
    expect(xia.apply(ready(base, alpha, { credits: 999 }), 0, command)).toMatchObject({
      ok: false,
      error: { code: 'NotEnoughCredits' },
    });
  }
});

describe('what the log and refusals say', () => {
  const refusal = (s: XiaState, command: Parameters<typeof xia.apply>[2]) => {
    const r = xia.apply(s, 0, command);
    return r.ok ? 'accepted' : r.error;
  };
  const eight = cargo(
    ['holo', 0, 0],
    ['holo', 1, 0],
    ['holo', 2, 0],
    ['holo', 0, 1],
    ['holo', 1, 1],
    ['holo', 2, 1],
    ['holo', 0, 2],
    ['holo', 1, 2],
  );

  it('XB-CARGO-08 GAP-XB-15 GAP-XB-20: buying refusals say what is wrong', () => {
    const atAlpha = ready(base, alpha);
    expect(refusal(ready(base, open), { type: 'BuyCubes', cubes: { spice: 1 } })).toEqual({
      code: 'NotOnBuySpace',
      message: 'Nothing is for sale on this space.',
    });
    expect(refusal(atAlpha, { type: 'BuyCubes', cubes: { holo: 1 } })).toEqual({
      code: 'NotOnBuySpace',
      message: 'No holo is for sale here; this space sells spice.',
    });
    expect(refusal(atAlpha, { type: 'BuyCubes', cubes: {} })).toEqual({
      code: 'BadCount',
      message: 'One purchase buys 1 or 2 cubes, of one colour or two.',
    });
    expect(
      refusal(ready(base, alpha, { credits: 999 }), { type: 'BuyCubes', cubes: { spice: 2 } }),
    ).toEqual({ code: 'NotEnoughCredits', message: 'A pair of cubes costs 1,000; you have 999.' });
    const low = {
      ...atAlpha,
      supply: { ...atAlpha.supply, cubes: { ...atAlpha.supply.cubes, spice: 1 } },
    };
    expect(refusal(low, { type: 'BuyCubes', cubes: { spice: 2 } })).toEqual({
      code: 'SupplyShort',
      message: 'Only 1 cube of spice left in the supply: buy 1.',
    });
    const none = { ...low, supply: { ...low.supply, cubes: { ...low.supply.cubes, spice: 0 } } };
    expect(refusal(none, { type: 'BuyCubes', cubes: { spice: 1 } })).toEqual({
      code: 'SupplyEmpty',
      message: 'No spice cubes are left in the supply.',
    });
    const oneFree = ready(base, alpha, { hold: { outfits: [], cargo: eight, damage: [] } });
    expect(refusal(oneFree, { type: 'BuyCubes', cubes: { spice: 2 } })).toEqual({
      code: 'HoldFull',
      message: 'Your hold has room for only 1 cube.',
    });
    const noneFree = ready(base, alpha, {
      hold: { outfits: [], cargo: [...eight, ...cargo(['holo', 2, 2])], damage: [] },
    });
    expect(refusal(noneFree, { type: 'BuyCubes', cubes: { spice: 1 } })).toEqual({
      code: 'HoldFull',
      message: 'Your hold has no free space for a cube.',
    });
  });

  it('XB-CARGO-09: selling refusals say what is wrong', () => {
    const held = {
      hold: { outfits: [], cargo: cargo(['holo', 0, 0], ['spice', 1, 0]), damage: [] },
    };
    const atAlpha = ready(base, alpha, held);
    expect(refusal(ready(base, open, held), { type: 'SellCubes', cubes: { holo: 1 } })).toEqual({
      code: 'NotOnSellSpace',
      message: 'Nobody buys cubes on this space.',
    });
    expect(refusal(atAlpha, { type: 'SellCubes', cubes: {} })).toEqual({
      code: 'NoCubes',
      message: 'Name at least one cube to sell.',
    });
    expect(refusal(atAlpha, { type: 'SellCubes', cubes: { spice: 1 } })).toEqual({
      code: 'NotOnSellSpace',
      message: 'Nobody buys spice here; this space buys holo.',
    });
    expect(refusal(atAlpha, { type: 'SellCubes', cubes: { holo: 2 } })).toEqual({
      code: 'NoCubes',
      message: 'You hold only 1 holo.',
    });
    expect(refusal(ready(base, alpha), { type: 'SellCubes', cubes: { holo: 1 } })).toEqual({
      code: 'NoCubes',
      message: 'You hold no holo.',
    });
  });

  it('XB-CARGO-10 XB-CARGO-11: jettison and collect refusals say what is wrong', () => {
    expect(refusal(ready(base, open), { type: 'Jettison', at: [0, 0] })).toEqual({
      code: 'NoCubeThere',
      message: 'There is no cube in that hold space.',
    });
    expect(refusal(ready(base, open), { type: 'CollectCubes' })).toEqual({
      code: 'NoCubes',
      message: 'No cubes lie on your space.',
    });
    const full = ready(base, open, {
      hold: { outfits: [], cargo: [...eight, ...cargo(['holo', 2, 2])], damage: [] },
    });
    const littered = {
      ...full,
      board: { ...full.board, cubes: { [hexKey(open)]: ['spice' as const] } },
    };
    expect(refusal(littered, { type: 'CollectCubes' })).toEqual({
      code: 'HoldFull',
      message: 'Your hold has no free space for a cube.',
    });
  });

  it('XB-CARGO-08 XB-CARGO-09: counts no command could carry are refused, not obeyed', () => {
    // What a hand-made command may hold despite the types: 0, fractions, 3 of a colour.
    const odd = (cubes: Record<string, number>) => cubes as Record<CubeColour, 1>;
    const atAlpha = ready(base, alpha, {
      hold: { outfits: [], cargo: cargo(['holo', 0, 0], ['holo', 1, 0]), damage: [] },
    });
    const five = started({ seats: 5, preset: 'firstGame' });
    const den = ready(five, hexOf(five, 'epsilon', 0, 0));
    for (const cubes of [
      { spice: 0, holo: 1 },
      { spice: 0.5, holo: 0.5 },
      { spice: -1, holo: 2 },
    ])
      expect(refusal(den, { type: 'BuyCubes', cubes: odd(cubes) })).toEqual({
        code: 'BadCount',
        message: 'Name 1 or 2 cubes of a colour.',
      });
    expect(refusal(den, { type: 'BuyCubes', cubes: odd({ spice: 3 }) })).toMatchObject({
      code: 'BadCount',
    });
    for (const cubes of [{ holo: 0 }, { holo: 1.5 }, { holo: -1 }])
      expect(refusal(atAlpha, { type: 'SellCubes', cubes: odd(cubes) })).toEqual({
        code: 'BadCount',
        message: 'Sell a whole number of cubes, at least 1.',
      });
  });

  it('XB-CARGO-08 XB-CARGO-09: the log names what was bought and how many cubes were sold', () => {
    const reasons = (s: XiaState, command: Parameters<typeof xia.apply>[2]) => {
      const r = xia.apply(s, 0, command);
      if (!r.ok) throw new Error(r.error.message);
      return r.value.events.flatMap((e) => (e.type === 'CreditsChanged' ? [e.reason] : []));
    };
    expect(reasons(ready(base, alpha), { type: 'BuyCubes', cubes: { spice: 2 } })).toEqual([
      'bought 2 spice',
    ]);
    const five = started({ seats: 5, preset: 'firstGame' });
    const den = ready(five, hexOf(five, 'epsilon', 0, 0), {
      hold: {
        outfits: [],
        cargo: cargo(['holo', 0, 0], ['spice', 1, 0], ['holo', 2, 0]),
        damage: [],
      },
    });
    expect(reasons(den, { type: 'BuyCubes', cubes: { spice: 1, cyber: 1 } })).toEqual([
      'bought 1 spice and 1 cyber',
    ]);
    expect(reasons(den, { type: 'SellCubes', cubes: { holo: 1 } })).toEqual(['sold 1 cube']);
    expect(reasons(den, { type: 'SellCubes', cubes: { holo: 2, spice: 1 } })).toEqual([
      'sold 3 cubes',
    ]);
  });
});
