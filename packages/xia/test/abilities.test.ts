import { die } from '@drift/engine';
import { type Hex, hex, ORIGIN } from '@drift/engine/hex';
import { runScenario, scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import type { AbilityDef, ContentPack, CubeColour, SectorDef } from '../src/content/schema.ts';
import type { Captain, Cell, HeldAbility, PlacedSector, XiaState } from '../src/model/state.ts';
import { createXia } from '../src/ruleset.ts';
import { actingAt, started, withCaptain } from './fixtures/game.ts';
import { testPack } from './fixtures/pack.ts';

// Cards for every kind of the vocabulary the test pack does not have.
const extra: AbilityDef[] = [
  {
    id: 'blink',
    name: 'Blink',
    energy: 1,
    text: 'Roll d20; 10+: jump to a free spawn point.',
    effect: { kind: 'jump', atLeast: 10, to: 'spawn' },
  },
  {
    id: 'grab',
    name: 'Grab',
    energy: 1,
    text: 'Roll d20; 5+: pull in cubes within 1.',
    effect: { kind: 'tractor', atLeast: 5, reach: 1 },
  },
  {
    id: 'deal',
    name: 'Deal',
    energy: 1,
    text: 'Roll d20; 10+: next sale pays 500 more per cube.',
    effect: { kind: 'broker', atLeast: 10, bonus: 500 },
  },
  {
    id: 'aim',
    name: 'Aim',
    energy: 1,
    text: 'Roll d20; 10+: +2 to the next attack.',
    effect: { kind: 'targeting', atLeast: 10, bonus: 2 },
  },
  {
    id: 'dodge',
    name: 'Dodge',
    energy: 1,
    text: 'When defending, roll d20; 10+: +2 defence.',
    effect: { kind: 'evasion', atLeast: 10, bonus: 2 },
  },
  {
    id: 'scope',
    name: 'Scope',
    energy: 1,
    text: 'Scan an edge up to 4 hexes away.',
    effect: { kind: 'longScan', reach: 4 },
  },
  {
    id: 'fix',
    name: 'Fix',
    energy: 1,
    text: 'Roll d20; 10+: +3 to the next mission roll.',
    effect: { kind: 'fixer', atLeast: 10, bonus: 3 },
  },
];
const omega: SectorDef = {
  id: 'omega',
  name: 'Omega',
  edges: ['arc', 'cog', 'fin', 'gem', 'hex', 'jaw'],
  regions: [],
  spaces: [],
};
// Matches only a 'dot' edge: Alpha's north-west side, not Delta's north side.
const psi: SectorDef = {
  ...omega,
  id: 'psi',
  name: 'Psi',
  edges: ['dot', 'cog', 'fin', 'gem', 'hex', 'jaw'],
};
// A gate whose space is also Spawn Point 7.
const rho: SectorDef = {
  id: 'rho',
  name: 'Rho',
  edges: ['arc', 'bar', 'dot', 'arc', 'bar', 'dot'],
  regions: [{ kind: 'gate', name: 'Rho Gate', malfunctioning: false, hexes: [[0, 0]] }],
  spaces: [{ at: [0, 0], spawn: 7 }],
};
const pack: ContentPack = {
  ...testPack,
  info: { ...testPack.info, id: 'test-abilities' },
  sectors: [...testPack.sectors, omega, psi, rho],
  abilities: [...testPack.abilities, ...extra],
};
const game = createXia(pack);
const base = started();

const ALPHA: PlacedSector = { id: 'alpha', slot: ORIGIN, rotation: 0 };
const DELTA: PlacedSector = { id: 'delta', slot: hex(1, 0), rotation: 0 }; // gate at (5, -2), spawn 4 at (5, 0)
const SPOT = hex(1, 0); // plain space of Alpha, next to its east edge hex (2, 0)

function me(s: XiaState): Captain {
  const c = s.captains[0];
  if (!c) throw new Error('no seat 0');
  return c;
}

function cards(...ids: string[]): HeldAbility[] {
  return ids.map((id) => ({ id, exhausted: false }));
}

interface Setup {
  readonly cards: readonly string[];
  readonly at?: Hex;
  readonly energy?: number;
  readonly movement?: number;
  readonly sectors?: readonly PlacedSector[];
  readonly deck?: readonly string[];
  readonly cubes?: Readonly<Record<string, readonly CubeColour[]>>;
  readonly captain?: Partial<Captain>;
}

/** Seat 0's Skiff on Alpha (or `sectors`) in its Action Phase, holding `cards`; the others parked. */
function holding(o: Setup): XiaState {
  let s = withCaptain(base, 0, {
    ship: 'skiff',
    energy: o.energy ?? 6,
    abilities: cards(...o.cards),
    hold: { outfits: [], cargo: [], damage: [] },
    ...o.captain,
  });
  s = withCaptain(s, 1, { at: hex(-2, 2) });
  s = withCaptain(s, 2, { at: hex(0, -2) });
  s = actingAt(s, 0, o.at ?? SPOT);
  const moving = o.movement ?? 0;
  return {
    ...s,
    turn: { ...s.turn, movement: moving, moveSource: moving > 0 ? 'engine' : null, luck: [] },
    board: {
      sectors: o.sectors ?? [ALPHA],
      tokens: {},
      cubes: { ...(o.cubes as XiaState['board']['cubes']) },
    },
    decks: { ...s.decks, sectors: o.deck ?? [] },
  };
}

describe('using ability cards', () => {
  scenario('afterburner: pay, exhaust, roll; success starts a fresh move of its own', {
    ruleset: game,
    rules: ['XB-SHIP-02', 'XB-SHIP-03', 'XB-MOVE-01', 'XB-ENRG-01'],
    start: { state: base },
    arrange: () => holding({ cards: ['burn'], movement: 4 }),
    dice: [die(20, 11)],
    steps: [
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'burn' },
        events: [
          { type: 'EnergyChanged', seat: 0, amount: -1, energy: 5 },
          { type: 'DieRolled', seat: 0, die: 20, face: 11, purpose: 'ability Burn' },
          { type: 'AbilityUsed', seat: 0, ability: 'burn', success: true },
          { type: 'MoveStarted', seat: 0, source: 'ability', points: 3 },
        ],
        // The engine's 4 points are gone: the card ended that move (XB-MOVE-01).
        state: { turn: { movement: 3, moveSource: 'ability' } },
        verify: (s) => expect(me(s).abilities).toEqual([{ id: 'burn', exhausted: true }]),
      },
      { seat: 0, command: { type: 'Step', to: hex(2, 0) }, state: { turn: { movement: 2 } } },
      { seat: 0, command: { type: 'UseAbility', ability: 'burn' }, rejects: 'AbilityExhausted' },
    ],
  });

  scenario('a failed roll still costs the Energy and the card, and ends the move', {
    ruleset: game,
    rules: ['XB-SHIP-02', 'XB-SHIP-03'],
    start: { state: base },
    arrange: () => holding({ cards: ['burn'], movement: 4 }),
    dice: [die(20, 10)],
    steps: [
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'burn' },
        events: [{ type: 'AbilityUsed', ability: 'burn', success: false }],
        state: { turn: { movement: 0, moveSource: null } },
        verify: (s) => {
          expect(me(s).energy).toBe(5);
          expect(me(s).abilities).toEqual([{ id: 'burn', exhausted: true }]);
        },
      },
    ],
  });

  scenario('siphon: a free card that regains Energy; any card ends the current move', {
    ruleset: game,
    rules: ['XB-SHIP-02'],
    start: { state: base },
    arrange: () => holding({ cards: ['drain'], energy: 3, movement: 3 }),
    dice: [die(20, 12)],
    steps: [
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'drain' },
        events: [{ type: 'EnergyChanged', seat: 0, amount: 2, energy: 5 }],
        state: { turn: { movement: 0, moveSource: null } },
      },
    ],
  });

  scenario('patch: removes up to its number of damage markers, latest first', {
    ruleset: game,
    rules: ['XB-SHIP-02'],
    start: { state: base },
    arrange: () =>
      holding({
        cards: ['mend'],
        captain: {
          hold: {
            outfits: [],
            cargo: [],
            damage: [
              [0, 0],
              [1, 0],
              [2, 0],
            ],
          },
        },
      }),
    dice: [die(20, 11)],
    steps: [
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'mend' },
        events: [{ type: 'Repaired', seat: 0, removed: 2 }],
        verify: (s) => {
          expect(me(s).hold.damage).toEqual([[0, 0]]);
          expect(me(s).energy).toBe(5);
        },
      },
    ],
  });

  scenario('patch is refused on an undamaged ship', {
    ruleset: game,
    rules: ['XB-SHIP-02'],
    start: { state: base },
    arrange: () => holding({ cards: ['mend'] }),
    dice: [],
    steps: [{ seat: 0, command: { type: 'UseAbility', ability: 'mend' }, rejects: 'NoDamage' }],
  });

  scenario('long scan: explores an edge within reach without standing on it', {
    ruleset: game,
    rules: ['XB-SHIP-02', 'XB-EXPL-01', 'XB-SECT-02'],
    start: { state: base },
    arrange: () => holding({ cards: ['peek'], deck: ['omega'] }),
    dice: [],
    steps: [
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'peek', target: hex(2, 0) },
        rejects: 'BadTarget',
      },
      { seat: 0, command: { type: 'UseAbility', ability: 'peek' }, rejects: 'BadTarget' },
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'peek', target: hex(3, 0) },
        events: [
          { type: 'EnergyChanged', amount: -1, energy: 5 },
          { type: 'AbilityUsed', ability: 'peek', success: true },
          { type: 'SectorDrawn', sector: 'omega', slot: hex(1, 0) },
          // Matched to Alpha's east side, the tile of the edge hex (2, 0).
          { type: 'SectorPlaced', sector: 'omega', slot: hex(1, 0), rotation: 3 },
        ],
        verify: (s) => {
          expect(me(s).at).toEqual(SPOT);
          expect(me(s).record.sectorsRevealed).toBe(1);
          expect(s.board.sectors).toHaveLength(2);
        },
      },
    ],
  });

  scenario('long scan refused beyond reach and with no tiles left', {
    ruleset: game,
    rules: ['XB-SHIP-02', 'XB-EXPL-01'],
    start: { state: base },
    arrange: () => holding({ cards: ['peek'], at: hex(-2, 0), deck: [] }),
    dice: [],
    steps: [
      // (3, 0)'s only explored neighbour, (2, 0), is 4 away: out of reach 2.
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'peek', target: hex(3, 0) },
        rejects: 'BadTarget',
      },
      // (-3, 0) beside (-2, 0) is in reach, but the stack is empty.
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'peek', target: hex(-3, 0) },
        rejects: 'NoSectorsLeft',
      },
    ],
  });

  scenario('jump to a gate: on success the ship lands on the named free Gate space', {
    ruleset: game,
    rules: ['XB-SHIP-02', 'XB-SHIP-03'],
    start: { state: base },
    arrange: () => holding({ cards: ['hop'], sectors: [ALPHA, DELTA] }),
    dice: [die(20, 15)],
    steps: [
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'hop', target: hex(5, 0) },
        rejects: 'BadTarget',
      },
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'hop', target: hex(5, -2) },
        events: [
          { type: 'EnergyChanged', amount: -2, energy: 4 },
          { type: 'AbilityUsed', ability: 'hop', success: true },
          { type: 'GateJumped', seat: 0, from: SPOT, to: hex(5, -2) },
        ],
        verify: (s) => {
          expect(me(s).at).toEqual(hex(5, -2));
          expect(me(s).abilities).toEqual([{ id: 'hop', exhausted: true }]);
        },
      },
    ],
  });

  scenario('a gate jump landing on a Gate space that is also a Spawn Point is a gate jump', {
    ruleset: game,
    rules: ['XB-SHIP-02'],
    start: { state: base },
    arrange: () =>
      holding({ cards: ['hop'], sectors: [ALPHA, { id: 'rho', slot: hex(1, 0), rotation: 0 }] }),
    dice: [die(20, 15)],
    steps: [
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'hop', target: hex(5, -2) },
        events: [{ type: 'GateJumped', seat: 0, from: SPOT, to: hex(5, -2) }],
        verify: (s) => expect(me(s).at).toEqual(hex(5, -2)),
      },
    ],
  });

  scenario('jump to a gate: a failed roll leaves the ship where it was', {
    ruleset: game,
    rules: ['XB-SHIP-02'],
    start: { state: base },
    arrange: () => holding({ cards: ['hop'], sectors: [ALPHA, DELTA] }),
    dice: [die(20, 14)],
    steps: [
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'hop', target: hex(5, -2) },
        events: [{ type: 'AbilityUsed', success: false }],
        verify: (s) => {
          expect(me(s).at).toEqual(SPOT);
          expect(me(s).energy).toBe(4);
        },
      },
    ],
  });

  scenario('jump to a spawn point: only free ones, named by their number', {
    ruleset: game,
    rules: ['XB-SHIP-02', 'XB-SHIP-01'],
    start: { state: base },
    arrange: () =>
      withCaptain(holding({ cards: ['blink'], sectors: [ALPHA, DELTA] }), 1, {
        at: hex(-2, 0),
      }),
    dice: [die(20, 10)],
    steps: [
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'blink', target: hex(-2, 0) },
        rejects: 'BadTarget',
      },
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'blink', target: hex(5, 0) },
        events: [{ type: 'Teleported', seat: 0, to: hex(5, 0), spawn: 4 }],
        verify: (s) => expect(me(s).at).toEqual(hex(5, 0)),
      },
    ],
  });

  scenario('tractor: cubes within reach come aboard, nearest first, while there is room', {
    ruleset: game,
    rules: ['XB-SHIP-02', 'XB-CARGO-01', 'XB-CARGO-11'],
    start: { state: base },
    arrange: () =>
      holding({
        cards: ['grab'],
        cubes: { '1,0': ['spice'], '2,0': ['holo', 'terra'], '-2,0': ['cyber'] },
        captain: {
          // Seven of nine spaces damaged: room for two cubes.
          hold: {
            outfits: [],
            cargo: [],
            damage: [
              [0, 0],
              [1, 0],
              [2, 0],
              [0, 1],
              [1, 1],
              [2, 1],
              [0, 2],
            ] as Cell[],
          },
        },
      }),
    dice: [die(20, 5)],
    steps: [
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'grab' },
        events: [
          { type: 'CubesCollected', seat: 0, at: SPOT, cubes: ['spice'] },
          { type: 'CubesCollected', seat: 0, at: hex(2, 0), cubes: ['holo'] },
        ],
        verify: (s) => {
          expect(me(s).hold.cargo).toEqual([
            { kind: 'cube', colour: 'spice', at: [1, 2] },
            { kind: 'cube', colour: 'holo', at: [2, 2] },
          ]);
          expect(s.board.cubes).toEqual({ '2,0': ['terra'], '-2,0': ['cyber'] });
        },
      },
    ],
  });

  it('XB-SHIP-02: a tractor is refused with nothing in reach or no room', () => {
    const far = holding({ cards: ['grab'], cubes: { '-2,0': ['cyber'] } });
    expect(game.apply(far, 0, { type: 'UseAbility', ability: 'grab' })).toMatchObject({
      ok: false,
      error: { code: 'NoCubesInReach' },
    });
    const terra = [0, 1, 2].flatMap((y) =>
      [0, 1, 2].map((x) => ({
        kind: 'cube' as const,
        colour: 'terra' as const,
        at: [x, y] as Cell,
      })),
    );
    const stuffed = holding({
      cards: ['grab'],
      cubes: { '1,0': ['cyber'] },
      captain: { hold: { outfits: [], cargo: terra, damage: [] } },
    });
    expect(game.apply(stuffed, 0, { type: 'UseAbility', ability: 'grab' })).toMatchObject({
      ok: false,
      error: { code: 'HoldFull' },
    });
  });

  scenario(
    'cards that wait for a later roll or sale: hazard reroll, stealth, broker, targeting, fixer',
    {
      ruleset: game,
      rules: ['XB-SHIP-02', 'XB-SHIP-03'],
      start: { state: base },
      arrange: () => holding({ cards: ['luck', 'sneak', 'deal', 'aim', 'fix'], energy: 6 }),
      dice: [die(20, 8), die(20, 10), die(20, 9), die(20, 19)],
      steps: [
        {
          seat: 0,
          command: { type: 'UseAbility', ability: 'luck' },
          state: { turn: { boosts: { hazardAdvantage: true } } },
        },
        {
          seat: 0,
          command: { type: 'UseAbility', ability: 'sneak' },
          state: { turn: { boosts: { stealth: true } } },
        },
        {
          seat: 0,
          command: { type: 'UseAbility', ability: 'deal' },
          state: { turn: { boosts: { saleBonus: 500 } } },
        },
        {
          // 9 misses Aim's 10: no bonus, but the card is spent.
          seat: 0,
          command: { type: 'UseAbility', ability: 'aim' },
          events: [{ type: 'AbilityUsed', ability: 'aim', success: false }],
          state: { turn: { boosts: { attackBonus: 0 } } },
        },
        {
          seat: 0,
          command: { type: 'UseAbility', ability: 'fix' },
          state: { turn: { boosts: { missionBonus: 3 } } },
        },
      ],
      verify: (s) => {
        expect(me(s).abilities.every((a) => a.exhausted)).toBe(true);
        expect(me(s).energy).toBe(1);
      },
    },
  );

  scenario('several cards held after upgrades are exhausted one by one and refreshed in Status', {
    ruleset: game,
    rules: ['XB-SHIP-04', 'XB-SHIP-03', 'XB-STAT-01'],
    start: { state: base },
    arrange: () => holding({ cards: ['burn', 'drain'], energy: 4 }),
    dice: [die(20, 3), die(20, 3)],
    steps: [
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'burn' },
        verify: (s) =>
          expect(me(s).abilities).toEqual([
            { id: 'burn', exhausted: true },
            { id: 'drain', exhausted: false },
          ]),
      },
      { seat: 0, command: { type: 'UseAbility', ability: 'drain' } },
      { seat: 0, command: { type: 'UseAbility', ability: 'drain' }, rejects: 'AbilityExhausted' },
      {
        seat: 0,
        command: { type: 'EndActions' },
        events: [{ type: 'AbilitiesRefreshed', seat: 0 }],
        verify: (s) => expect(me(s).abilities.some((a) => a.exhausted)).toBe(false),
      },
    ],
  });

  scenario('a natural 20 on a card’s roll is the turn’s Luck point', {
    ruleset: game,
    rules: ['XB-FAME-10', 'XB-SHIP-02'],
    start: { state: base },
    arrange: () => holding({ cards: ['drain'], energy: 2 }),
    dice: [die(20, 20)],
    steps: [
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'drain' },
        events: [
          { type: 'FameGained', seat: 0, amount: 1, source: 'luck' },
          { type: 'AbilityUsed', success: true },
          { type: 'EnergyChanged', amount: 2, energy: 4 },
        ],
      },
    ],
  });

  scenario('GAP-XE-17: with the expansion on, Luck still scores once a turn', {
    ruleset: game,
    rules: ['GAP-XE-17', 'XB-FAME-10'],
    start: { state: base },
    arrange: (): XiaState => {
      const s = holding({ cards: ['drain', 'burn'], energy: 2 });
      return { ...s, options: { ...s.options, elements: ['A', 'B', 'C', 'G'] as const } };
    },
    dice: [die(20, 20), die(20, 20)],
    steps: [
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'drain' },
        events: [{ type: 'FameGained', seat: 0, amount: 1, source: 'luck' }],
      },
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'burn' },
        events: [{ type: 'AbilityUsed', ability: 'burn', success: true }],
        verify: (after) => expect(me(after).fame).toBe(1), // the second 20 scores nothing
      },
    ],
  });

  it('XB-SHIP-02 XB-ENRG-03: refusals name the reason', () => {
    const cases: [XiaState, string, Hex | undefined, string][] = [
      [holding({ cards: [] }), 'burn', undefined, 'UnknownAbility'],
      [holding({ cards: ['burn'] }), 'no-such-card', undefined, 'UnknownAbility'],
      [holding({ cards: ['burn'] }), 'burn', hex(1, 1), 'BadTarget'],
      [holding({ cards: ['dodge'] }), 'dodge', undefined, 'NotNow'],
      // No Energy but armed markers: not stranded, just short of Energy.
      [holding({ cards: ['burn'], energy: 0 }), 'burn', undefined, 'NotEnoughEnergy'],
      // Stranded (no Energy, no armed marker): even a free card is an action it cannot take.
      [
        holding({
          cards: ['drain'],
          energy: 0,
          captain: {
            markers: [
              { at: 'disarmed' },
              { at: 'disarmed' },
              { at: 'disarmed' },
              { at: 'disarmed' },
            ],
          },
        }),
        'drain',
        undefined,
        'Stranded',
      ],
    ];
    for (const [s, ability, target, code] of cases) {
      const command = target
        ? { type: 'UseAbility' as const, ability, target }
        : { type: 'UseAbility' as const, ability };
      const result = game.apply(s, 0, command);
      expect(result).toMatchObject({ ok: false, error: { code } });
      if (!result.ok) expect(result.error.message).toMatch(/^[A-Z].*\.$/);
      expect(game.legal(s, 0)).not.toContainEqual(command);
    }
  });

  it('XB-SHIP-02: legal lists each ready card once, and targeted cards once per target', () => {
    const s = holding({ cards: ['burn', 'hop', 'dodge'], sectors: [ALPHA, DELTA] });
    const uses = game.legal(s, 0).filter((c) => c.type === 'UseAbility');
    expect(uses).toEqual([
      { type: 'UseAbility', ability: 'burn' },
      { type: 'UseAbility', ability: 'hop', target: hex(5, -2) },
    ]);
  });

  it('XB-SHIP-02, XB-EXPL-01: a Long Scan is listed once per space it may name whose edge a tile in the deck fits', () => {
    // Omega fits only Alpha's east side: the three spaces beyond it, all within 2 of (1, 0).
    const uses = game.legal(holding({ cards: ['peek'], deck: ['omega'] }), 0);
    expect(uses.filter((c) => c.type === 'UseAbility')).toEqual(
      [hex(3, -2), hex(3, -1), hex(3, 0)].map((target) => ({
        type: 'UseAbility',
        ability: 'peek',
        target,
      })),
    );
  });
});

describe('the edges of a card', () => {
  scenario('a card is paid with exactly its Energy', {
    ruleset: game,
    rules: ['XB-SHIP-02', 'XB-ENRG-01'],
    start: { state: base },
    arrange: () => holding({ cards: ['hop'], energy: 2, sectors: [ALPHA, DELTA] }),
    dice: [die(20, 15)],
    steps: [
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'hop', target: hex(5, -2) },
        events: [
          { type: 'EnergyChanged', seat: 0, amount: -2, energy: 0 },
          { type: 'AbilityUsed', ability: 'hop', success: true },
        ],
      },
    ],
    expect: { captains: [{ energy: 0, at: hex(5, -2) }, {}, {}] },
  });

  scenario('a card 1 Energy short is refused', {
    ruleset: game,
    rules: ['XB-SHIP-02'],
    start: { state: base },
    arrange: () => holding({ cards: ['hop'], energy: 1, sectors: [ALPHA, DELTA] }),
    steps: [
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'hop', target: hex(5, -2) },
        rejects: 'NotEnoughEnergy',
      },
    ],
  });

  // Peek reaches 2: the unexplored (3, 0) is named through its explored neighbour (2, 0).
  scenario('a long scan reaches an edge exactly its reach away', {
    ruleset: game,
    rules: ['XB-SHIP-02', 'XB-EXPL-01'],
    start: { state: base },
    arrange: () => holding({ cards: ['peek'], at: hex(0, 0), deck: ['omega'] }),
    steps: [
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'peek', target: hex(3, 0) },
        events: [{ type: 'SectorPlaced', sector: 'omega', slot: hex(1, 0) }],
      },
    ],
  });

  scenario('a long scan does not reach an edge 1 further than its reach', {
    ruleset: game,
    rules: ['XB-SHIP-02', 'XB-EXPL-01'],
    start: { state: base },
    arrange: () => holding({ cards: ['peek'], at: hex(-1, 0), deck: ['omega'] }),
    steps: [
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'peek', target: hex(3, 0) },
        rejects: 'BadTarget',
      },
    ],
  });
});

describe('details a player sees when using a card', () => {
  it('XB-SHIP-02: a jump names the kind of space it needs when no fitting target is given', () => {
    const gate = holding({ cards: ['hop'], sectors: [ALPHA, DELTA] });
    const spawn = holding({ cards: ['blink'], sectors: [ALPHA, DELTA] });
    for (const [s, ability, target, wanted] of [
      [gate, 'hop', undefined, 'Name a free Gate space.'],
      [gate, 'hop', hex(5, 0), 'Name a free Gate space.'],
      [spawn, 'blink', undefined, 'Name a free Spawn Point.'],
      [spawn, 'blink', hex(5, -2), 'Name a free Spawn Point.'],
    ] as const) {
      const command = target
        ? { type: 'UseAbility' as const, ability, target }
        : { type: 'UseAbility' as const, ability };
      expect(game.apply(s, 0, command)).toMatchObject({
        ok: false,
        error: { code: 'BadTarget', message: wanted },
      });
    }
  });

  it('XB-SHIP-02: the other refusals say what is missing', () => {
    const messages = (s: XiaState, ability: string, target?: Hex) => {
      const command = target
        ? { type: 'UseAbility' as const, ability, target }
        : { type: 'UseAbility' as const, ability };
      const result = game.apply(s, 0, command);
      return result.ok ? 'accepted' : `${result.error.code}: ${result.error.message}`;
    };
    expect(messages(holding({ cards: ['peek'] }), 'peek', hex(2, 0))).toBe(
      'BadTarget: Name an unexplored space beside explored space at most 2 from your ship.',
    );
    expect(messages(holding({ cards: ['burn'] }), 'burn', hex(1, 1))).toBe(
      'BadTarget: This ability takes no target.',
    );
    expect(messages(holding({ cards: ['burn'] }), 'aim')).toBe(
      'UnknownAbility: You hold no ability card "aim".',
    );
    expect(messages(holding({ cards: ['grab'] }), 'grab')).toBe(
      'NoCubesInReach: No cubes lie within 1 of your ship.',
    );
    const full = [0, 1, 2].flatMap((y) => [0, 1, 2].map((x) => [x, y] as Cell));
    expect(
      messages(
        holding({
          cards: ['grab'],
          cubes: { '1,0': ['cyber'] },
          captain: { hold: { outfits: [], cargo: [], damage: full } },
        }),
        'grab',
      ),
    ).toBe('HoldFull: Your hold has no free space for cubes.');
    expect(
      messages(holding({ cards: ['hop'], energy: 1, sectors: [ALPHA, DELTA] }), 'hop', hex(5, -2)),
    ).toBe('NotEnoughEnergy: Hop costs 2 Energy; you have 1.');
    expect(messages(holding({ cards: ['dodge'] }), 'dodge')).toBe(
      'NotNow: Dodge only helps a ship defending against an attack.',
    );
    const spent = holding({ cards: [] });
    expect(
      messages(withCaptain(spent, 0, { abilities: [{ id: 'burn', exhausted: true }] }), 'burn'),
    ).toBe('AbilityExhausted: Burn is exhausted until your Status Phase.');
  });

  scenario('two copies of one card: the ready copy is used, then both are spent', {
    ruleset: game,
    rules: ['XB-SHIP-03', 'XB-SHIP-04'],
    start: { state: base },
    arrange: () =>
      withCaptain(holding({ cards: [] }), 0, {
        abilities: [
          { id: 'burn', exhausted: true },
          { id: 'burn', exhausted: false },
        ],
      }),
    dice: [die(20, 2)],
    steps: [
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'burn' },
        verify: (s) =>
          expect(me(s).abilities).toEqual([
            { id: 'burn', exhausted: true },
            { id: 'burn', exhausted: true },
          ]),
      },
      { seat: 0, command: { type: 'UseAbility', ability: 'burn' }, rejects: 'AbilityExhausted' },
    ],
  });

  it('XB-SHIP-04: a card held twice and ready is listed once', () => {
    const s = withCaptain(holding({ cards: [] }), 0, { abilities: cards('burn', 'burn') });
    const uses = game.legal(s, 0).filter((c) => c.type === 'UseAbility');
    expect(uses).toEqual([{ type: 'UseAbility', ability: 'burn' }]);
  });

  it('XB-SHIP-02: a free card costs no Energy: only the roll and its effect follow', () => {
    const { events } = runScenario({
      ruleset: game,
      rules: ['XB-SHIP-02'],
      start: { state: holding({ cards: ['drain'], energy: 3 }) },
      dice: [die(20, 11)],
      steps: [{ seat: 0, command: { type: 'UseAbility', ability: 'drain' } }],
    });
    expect(events[0]?.map((e) => e.type)).toEqual(['DieRolled', 'AbilityUsed', 'EnergyChanged']);
  });

  scenario('targeting on a good roll adds its bonus to the next attack', {
    ruleset: game,
    rules: ['XB-SHIP-02'],
    start: { state: base },
    arrange: () => holding({ cards: ['aim'] }),
    dice: [die(20, 10)],
    steps: [
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'aim' },
        events: [{ type: 'AbilityUsed', ability: 'aim', success: true }],
        state: { turn: { boosts: { attackBonus: 2 } } },
      },
    ],
  });

  it('XB-SHIP-02: a jump to a Spawn Point lists the free ones by number', () => {
    // Delta placed first: its Spawn Point 4 is on the board before Alpha's 1.
    const s = holding({ cards: ['blink'], sectors: [DELTA, ALPHA] });
    const uses = game.legal(s, 0).filter((c) => c.type === 'UseAbility');
    expect(uses).toEqual([
      { type: 'UseAbility', ability: 'blink', target: hex(-2, 0) },
      { type: 'UseAbility', ability: 'blink', target: hex(5, 0) },
    ]);
  });
});

describe('a tractor beam choosing among piles', () => {
  /** Eight of the Skiff's nine spaces damaged: room for one cube. */
  const oneFree: Cell[] = [0, 1, 2].flatMap((y) => [0, 1, 2].map((x) => [x, y] as Cell)).slice(1);

  scenario('equally near piles: the upper row first, then the left; the rest stay', {
    ruleset: game,
    rules: ['XB-SHIP-02', 'XB-CARGO-01', 'XB-CARGO-10'],
    start: { state: base },
    arrange: () =>
      holding({
        cards: ['grab'],
        // All three lie 1 from the ship at (1, 0).
        cubes: { '0,1': ['terra'], '2,-1': ['holo'], '1,-1': ['spice'] },
        captain: { hold: { outfits: [], cargo: [], damage: oneFree } },
      }),
    dice: [die(20, 5)],
    steps: [
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'grab' },
        verify: (s) => {
          expect(me(s).hold.cargo).toEqual([{ kind: 'cube', colour: 'spice', at: [0, 0] }]);
          expect(s.board.cubes).toEqual({ '0,1': ['terra'], '2,-1': ['holo'] });
        },
      },
    ],
  });

  it('XB-SHIP-02, XB-CARGO-10: a full hold stops the beam: later piles get no event', () => {
    const { events } = runScenario({
      ruleset: game,
      rules: ['XB-SHIP-02', 'XB-CARGO-10'],
      start: {
        state: holding({
          cards: ['grab'],
          cubes: { '2,-1': ['holo'], '1,-1': ['spice'] },
          captain: { hold: { outfits: [], cargo: [], damage: oneFree } },
        }),
      },
      dice: [die(20, 5)],
      steps: [{ seat: 0, command: { type: 'UseAbility', ability: 'grab' } }],
    });
    expect(events[0]?.filter((e) => e.type === 'CubesCollected')).toEqual([
      { type: 'CubesCollected', seat: 0, at: hex(1, -1), cubes: ['spice'] },
    ]);
  });

  it('XB-SHIP-02: an emptied pile is no pile to pull in', () => {
    const s = holding({ cards: ['grab'], cubes: { '1,0': [] } });
    expect(game.apply(s, 0, { type: 'UseAbility', ability: 'grab' })).toMatchObject({
      ok: false,
      error: { code: 'NoCubesInReach' },
    });
  });
});

describe('which edge a long scan matches', () => {
  // (3, -3) lies beside Delta's (4, -3) and (3, -2) and Alpha's (2, -2), all 2 from the ship.
  scenario('the edge of the ship’s own tile first, though another tile’s is as near', {
    ruleset: game,
    rules: ['XB-SHIP-02', 'XB-EXPL-01', 'XB-SECT-02'],
    start: { state: base },
    arrange: () => holding({ cards: ['peek'], sectors: [ALPHA, DELTA], deck: ['psi'] }),
    steps: [
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'peek', target: hex(3, -3) },
        events: [{ type: 'SectorPlaced', sector: 'psi', slot: hex(1, -1), rotation: 2 }],
      },
    ],
  });

  // (-5, 0) lies beside Delta's (-5, -1), 4 from the ship, and Beta's (-4, -1), 3 from it;
  // Alpha's edges are out of reach.
  scenario('else the nearest edge of another tile', {
    ruleset: game,
    rules: ['XB-SHIP-02', 'XB-EXPL-01', 'XB-SECT-02'],
    start: { state: base },
    arrange: () =>
      holding({
        cards: ['scope'],
        at: hex(-1, -1),
        sectors: [
          ALPHA,
          { id: 'delta', slot: hex(-1, -1), rotation: 0 },
          { id: 'beta', slot: hex(0, -1), rotation: 0 },
        ],
        deck: ['psi'],
      }),
    steps: [
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'scope', target: hex(-5, 0) },
        events: [{ type: 'SectorPlaced', sector: 'psi', slot: hex(-1, 0), rotation: 5 }],
      },
    ],
  });
});

describe('when and which card', () => {
  scenario('a card is an action: not in the Business or Status Phase, nor in another’s turn', {
    ruleset: game,
    rules: ['XB-SHIP-02', 'XB-TURN-01'],
    start: { state: base },
    arrange: () => {
      const s = holding({ cards: ['burn'] });
      return { ...s, turn: { ...s.turn, phase: 'Status' } };
    },
    steps: [
      { seat: 0, command: { type: 'UseAbility', ability: 'burn' }, rejects: 'WrongPhase' },
      { seat: 1, command: { type: 'UseAbility', ability: 'burn' }, rejects: 'NotYourTurn' },
    ],
  });

  scenario('the card used is the one exhausted, wherever it lies among those held', {
    ruleset: game,
    rules: ['XB-SHIP-03', 'XB-SHIP-04'],
    start: { state: base },
    arrange: () => holding({ cards: ['drain', 'burn'] }),
    dice: [die(20, 2)],
    steps: [
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'burn' },
        verify: (s) =>
          expect(me(s).abilities).toEqual([
            { id: 'drain', exhausted: false },
            { id: 'burn', exhausted: true },
          ]),
      },
    ],
  });

  scenario('the game log names the card that spent or gave the Energy', {
    ruleset: game,
    rules: ['XB-SHIP-02', 'XB-ENRG-01'],
    start: { state: base },
    arrange: () => holding({ cards: ['burn', 'drain'], energy: 3 }),
    dice: [die(20, 2), die(20, 11)],
    steps: [
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'burn' },
        events: [{ type: 'EnergyChanged', amount: -1, reason: 'ability Burn' }],
      },
      {
        seat: 0,
        command: { type: 'UseAbility', ability: 'drain' },
        events: [{ type: 'EnergyChanged', amount: 2, reason: 'ability Drain' }],
      },
    ],
  });
});
