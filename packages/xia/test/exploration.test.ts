import { die } from '@drift/engine';
import {
  type Direction,
  type Hex,
  hex,
  hexEquals,
  hexKey,
  localToBoard,
  neighbor,
  ORIGIN,
  opposite,
  type Rotation,
  sideSymbol,
  slotOfHex,
  TILE_HEXES,
  type TileSymbols,
  unexploredDirections,
} from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContentPack, SectorDef } from '../src/content/schema.ts';
import type { Captain, PlacedSector, XiaState } from '../src/model/state.ts';
import { createXia } from '../src/ruleset.ts';
import { actingAt, started, withCaptain } from './fixtures/game.ts';
import { testPack } from './fixtures/pack.ts';

// Extra tiles for exploring. Every test-pack tile fits an edge in two turns; these do not.
const ODD: SectorDef['edges'] = ['arc', 'cog', 'fin', 'gem', 'hex', 'jaw']; // 'arc' once: one turn fits
const omega: SectorDef = {
  id: 'omega',
  name: 'Omega',
  edges: ODD,
  regions: [],
  spaces: [{ at: [0, 0], exploration: true }],
};
const nova: SectorDef = {
  id: 'nova',
  name: 'Nova',
  edges: ODD,
  regions: [{ kind: 'star', hexes: TILE_HEXES.map((h): [number, number] => [h.q, h.r]) }],
  spaces: [],
};
const fort: SectorDef = {
  id: 'fort',
  name: 'Fort',
  edges: ODD,
  // One planet over the whole tile: entering it from outside crosses its shield.
  regions: [
    {
      kind: 'planet',
      name: 'Fort',
      legal: 'neutral',
      hexes: TILE_HEXES.map((h): [number, number] => [h.q, h.r]),
      entrances: [{ at: [2, 0], side: 0 }],
    },
  ],
  spaces: [],
};
const kappa: SectorDef = {
  id: 'kappa',
  name: 'Kappa',
  edges: ['dot', 'arc', 'cog', 'fin', 'gem', 'hex'], // 'dot' once
  regions: [],
  spaces: [],
};
const blank: SectorDef = {
  id: 'blank',
  name: 'Blank',
  edges: ['zig', 'zig', 'zig', 'zig', 'zig', 'zig'], // fits nothing
  regions: [],
  spaces: [],
};

// Where a blind jump east from Alpha lands, as a local hex of the tile laid there (rotation 3).
const SLOT_EAST = { q: 1, r: 0 };
const landing = TILE_HEXES.find((h) =>
  hexEquals(localToBoard(h, { slot: SLOT_EAST, rotation: 3 }), { q: 3, r: 0 }),
);
if (!landing) throw new Error('no landing hex');
const LANDING: [number, number] = [landing.q, landing.r];
/** A tile whose only Exploration Space is where a blind jumper lands. */
const cache: SectorDef = {
  id: 'cache',
  name: 'Cache',
  edges: ODD,
  regions: [],
  spaces: [{ at: LANDING, exploration: true }],
};
/** A star over the whole tile, with an Exploration Space where a blind jumper lands. */
const pyre: SectorDef = {
  id: 'pyre',
  name: 'Pyre',
  edges: ODD,
  regions: [{ kind: 'star', hexes: TILE_HEXES.map((h): [number, number] => [h.q, h.r]) }],
  spaces: [{ at: LANDING, exploration: true }],
};
/** A second working gate, for gate jumps. */
const portal: SectorDef = {
  id: 'portal',
  name: 'Portal',
  edges: ODD,
  regions: [{ kind: 'gate', name: 'Portal Gate', malfunctioning: false, hexes: [[0, 0]] }],
  spaces: [],
};
/** An asteroid field at the centre. */
const rubble: SectorDef = {
  id: 'rubble',
  name: 'Rubble',
  edges: ODD,
  regions: [{ kind: 'asteroid', hexes: [[0, 0]] }],
  spaces: [],
};

const pack: ContentPack = {
  ...testPack,
  info: { ...testPack.info, id: 'test-explore' },
  sectors: [...testPack.sectors, omega, nova, fort, kappa, blank, cache, pyre, portal, rubble],
};
const game = createXia(pack);
const base = started();
const CREDITS = base.captains[0]?.credits ?? 0;

// Alpha alone at the centre, unturned: board hex = its local hex.
const ALPHA: PlacedSector = { id: 'alpha', slot: ORIGIN, rotation: 0 };
const EAST = hex(2, 0); // on Alpha's east side; (3, 0) lies in the empty slot (1, 0)
const BEYOND = hex(3, 0);
const SLOT_E = hex(1, 0);

function me(s: XiaState): Captain {
  const c = s.captains[0];
  if (!c) throw new Error('no seat 0');
  return c;
}

interface Lone {
  readonly deck: readonly string[];
  readonly sectors?: readonly PlacedSector[];
  readonly tokens?: Readonly<Record<string, string>>;
  readonly movement?: number;
  readonly captain?: Partial<Captain>;
}

/**
 * Seat 0's Skiff at `at` in its Action Phase on a board of Alpha alone (or `sectors`), the
 * other ships parked on Alpha, the sector stack `deck`.
 */
function lone(at: Hex, o: Lone): XiaState {
  let s = withCaptain(base, 0, { ship: 'skiff', energy: 6, abilities: [], ...o.captain });
  s = withCaptain(s, 1, { at: hex(-2, 2) });
  s = withCaptain(s, 2, { at: hex(0, -2) });
  s = actingAt(s, 0, at);
  const moving = o.movement ?? 0;
  return {
    ...s,
    turn: { ...s.turn, movement: moving, moveSource: moving > 0 ? 'impulse' : null },
    board: { sectors: o.sectors ?? [ALPHA], tokens: { ...o.tokens }, cubes: {} },
    decks: {
      ...s.decks,
      sectors: o.deck,
      exploration: ['x-fame-1', 'x-credits-1', 'x-nothing-1'],
    },
  };
}

describe('Scan', () => {
  scenario('a drawn tile that fits two ways asks the captain which; tokens go on it', {
    ruleset: game,
    rules: ['XB-EXPL-01', 'XB-SECT-02', 'XB-ENRG-01', 'GAP-XB-16'],
    start: { state: base },
    arrange: () => lone(EAST, { deck: ['beta', 'gamma'] }),
    dice: [],
    steps: [
      {
        seat: 0,
        command: { type: 'Scan', direction: 0 },
        events: [
          { type: 'EnergyChanged', seat: 0, amount: -1, energy: 5, reason: 'scan' },
          { type: 'SectorDrawn', seat: 0, sector: 'beta', slot: SLOT_E },
        ],
        state: {
          prompts: [
            { kind: 'PlaceSector', seat: 0, sector: 'beta', slot: SLOT_E, rotations: [0, 3] },
          ],
          decks: { sectors: ['gamma'] },
          board: { sectors: [ALPHA] },
        },
        verify: (s) => expect(s.prompts[0]).toMatchObject({ jump: null }),
      },
      { seat: 0, command: { type: 'Scan', direction: 1 }, rejects: 'PromptPending' },
      { seat: 1, command: { type: 'PlaceSector', rotation: 3 }, rejects: 'NotYourTurn' },
      { seat: 0, command: { type: 'PlaceSector', rotation: 1 }, rejects: 'BadRotation' },
      {
        seat: 0,
        command: { type: 'PlaceSector', rotation: 3 },
        events: [
          { type: 'SectorPlaced', seat: 0, sector: 'beta', slot: SLOT_E, rotation: 3 },
          // Beta's Exploration Space, local (0, -2), turned 3 steps about the slot centre (5, -2).
          { type: 'TokensPlaced', at: [hex(5, 0)] },
        ],
        state: {
          prompts: [],
          board: { sectors: [ALPHA, { id: 'beta', slot: SLOT_E, rotation: 3 }] },
          decks: { exploration: ['x-credits-1', 'x-nothing-1'] },
        },
        verify: (s) => {
          expect(s.board.tokens).toEqual({ '5,0': 'x-fame-1' });
          expect(me(s).record.sectorsRevealed).toBe(1);
          expect(me(s).energy).toBe(5);
        },
      },
      { seat: 0, command: { type: 'PlaceSector', rotation: 0 }, rejects: 'NoSuchDecision' },
    ],
  });

  scenario('a tile that fits one way only is placed at once; a scan ends the move', {
    ruleset: game,
    rules: ['XB-EXPL-01', 'XB-SECT-02', 'XB-MOVE-01'],
    start: { state: base },
    arrange: () => lone(EAST, { deck: ['omega'], movement: 3 }),
    dice: [],
    steps: [
      {
        seat: 0,
        command: { type: 'Scan', direction: 0 },
        events: [
          { type: 'SectorDrawn', sector: 'omega' },
          { type: 'SectorPlaced', sector: 'omega', slot: SLOT_E, rotation: 3 },
          { type: 'TokensPlaced', at: [hex(5, -2)] },
        ],
        state: {
          prompts: [],
          turn: { movement: 0, moveSource: null },
          board: { sectors: [ALPHA, { id: 'omega', slot: SLOT_E, rotation: 3 }] },
          decks: { sectors: [] },
        },
      },
      // Alpha's east side is explored now.
      { seat: 0, command: { type: 'Scan', direction: 0 }, rejects: 'NotOnUnexploredEdge' },
    ],
  });

  scenario('only the scanning ship’s tile is matched; other neighbours may mismatch', {
    ruleset: game,
    rules: ['XB-SECT-02', 'XB-EXPL-01'],
    start: { state: base },
    arrange: () =>
      lone(hex(2, -2), {
        deck: ['kappa'],
        sectors: [ALPHA, { id: 'beta', slot: SLOT_E, rotation: 1 }],
      }),
    dice: [],
    steps: [
      {
        // North-west of (2, -2) lies slot (1, -1), between Alpha (side 5, 'dot') and Beta.
        seat: 0,
        command: { type: 'Scan', direction: 4 },
        events: [{ type: 'SectorPlaced', sector: 'kappa', slot: hex(1, -1), rotation: 2 }],
        verify: (s) => {
          const symbols = kappa.edges as TileSymbols;
          const standard = testPack.sectors[0]?.edges as TileSymbols;
          // Facing Alpha (board side 2): 'dot' like Alpha's side 5.
          expect(sideSymbol(standard, 0, 5)).toBe('dot');
          expect(sideSymbol(symbols, 2, 2)).toBe('dot');
          // Facing Beta (board side 1): 'hex' against Beta's 'arc' (its side 4, turned once).
          expect(sideSymbol(standard, 1, 4)).toBe('arc');
          expect(sideSymbol(symbols, 2, 1)).toBe('hex');
          expect(s.prompts).toEqual([]);
        },
      },
    ],
  });

  scenario('a tile that cannot fit goes under the stack and the next is drawn', {
    ruleset: game,
    rules: ['XB-EXPL-01', 'XB-SECT-02'],
    start: { state: base },
    arrange: () => lone(EAST, { deck: ['blank', 'omega', 'gamma'] }),
    dice: [],
    steps: [
      {
        seat: 0,
        command: { type: 'Scan', direction: 0 },
        events: [
          { type: 'SectorDrawn', sector: 'blank' },
          { type: 'SectorDrawn', sector: 'omega' },
          { type: 'SectorPlaced', sector: 'omega', rotation: 3 },
        ],
        state: { decks: { sectors: ['gamma', 'blank'] } },
      },
    ],
  });

  scenario('refused: not on an unexplored edge, no Energy, no tiles, no tile that fits', {
    ruleset: game,
    rules: ['XB-EXPL-01'],
    start: { state: base },
    arrange: () => lone(hex(1, 0), { deck: [], captain: { energy: 0 } }),
    dice: [],
    steps: [
      // (1, 0) is inside Alpha: every neighbour is explored.
      { seat: 0, command: { type: 'Scan', direction: 0 }, rejects: 'NotOnUnexploredEdge' },
      { seat: 1, command: { type: 'Scan', direction: 0 }, rejects: 'NotYourTurn' },
    ],
  });

  it('XB-EXPL-01 XB-ENRG-01: each refusal has its own code and leaves the state alone', () => {
    const cases: [Lone, Direction, string][] = [
      [{ deck: ['omega'] }, 3, 'NotOnUnexploredEdge'], // west of (2, 0) is Alpha itself
      [{ deck: ['omega'], captain: { energy: 0 } }, 0, 'NotEnoughEnergy'],
      [{ deck: [] }, 0, 'NoSectorsLeft'],
      [{ deck: ['blank'] }, 0, 'NoSectorFits'],
    ];
    for (const [o, direction, code] of cases) {
      const s = lone(EAST, o);
      const result = game.apply(s, 0, { type: 'Scan', direction });
      expect(result).toMatchObject({ ok: false, error: { code } });
      if (!result.ok) expect(result.error.message).toMatch(/^[A-Z].*\.$/);
      expect(game.legal(s, 0)).not.toContainEqual({ type: 'Scan', direction });
    }
  });

  it('XB-SECT-02 XB-EXPL-01: the new tile always shows the ship tile’s symbol on the facing side', () => {
    const symbol = fc.constantFrom('arc', 'bar', 'dot');
    const edges = fc.tuple(symbol, symbol, symbol, symbol, symbol, symbol);
    // Ship hexes on the ring of an anchor tile at the centre, with their unexplored directions.
    const ring = TILE_HEXES.flatMap((h) =>
      unexploredDirections(h, (slot) => hexEquals(slot, ORIGIN)).map(
        (d) => [h, d] as [Hex, Direction],
      ),
    );
    let n = 0;
    fc.assert(
      fc.property(
        edges,
        edges,
        fc.constantFrom(...([0, 1, 2, 3, 4, 5] as const)),
        fc.constantFrom(...ring),
        fc.nat(5),
        (anchorEdges, drawnEdges, anchorTurn, [at, direction], choice) => {
          const one = (id: string, e: readonly string[]): SectorDef => ({
            id,
            name: id,
            edges: [...e] as SectorDef['edges'],
            regions: [],
            spaces: [],
          });
          n += 1;
          const ruleset = createXia({
            ...testPack,
            info: { ...testPack.info, id: `test-prop-${n}` },
            sectors: [
              ...testPack.sectors,
              one('anchor', anchorEdges),
              one('drawn', drawnEdges),
              one('all-arc', Array(6).fill('arc')),
              one('all-bar', Array(6).fill('bar')),
              one('all-dot', Array(6).fill('dot')),
            ],
          });
          const anchor: PlacedSector = { id: 'anchor', slot: ORIGIN, rotation: anchorTurn };
          const from = localToBoard(at, anchor);
          const d = ((direction + anchorTurn) % 6) as Direction;
          const s0 = lone(from, { deck: ['drawn', 'all-arc', 'all-bar', 'all-dot'] });
          const start: XiaState = {
            ...s0,
            captains: s0.captains.map((c) => (c.seat === 0 ? c : { ...c, at: null })),
            board: { ...s0.board, sectors: [anchor] },
          };
          const scanned = ruleset.apply(start, 0, { type: 'Scan', direction: d });
          if (!scanned.ok) throw new Error(scanned.error.message);
          let s = scanned.value.state;
          const prompt = s.prompts[0];
          if (prompt?.kind === 'PlaceSector') {
            const rotation = prompt.rotations[choice % prompt.rotations.length] as Rotation;
            const placed = ruleset.apply(s, 0, { type: 'PlaceSector', rotation });
            if (!placed.ok) throw new Error(placed.error.message);
            s = placed.value.state;
          }
          const tile = s.board.sectors[1];
          const slot = slotOfHex(neighbor(from, d));
          expect(tile?.slot).toEqual(slot);
          const side = ([0, 1, 2, 3, 4, 5] as const).find((k) =>
            hexEquals(neighbor(ORIGIN, k), slot),
          );
          if (!tile || side === undefined) throw new Error('tile not beside the anchor');
          const newEdges = ruleset.content.sector(tile.id).edges as TileSymbols;
          expect(sideSymbol(newEdges, tile.rotation, opposite(side))).toBe(
            sideSymbol(anchorEdges, anchorTurn, side),
          );
          expect(me(s).energy).toBe(5);
          expect(me(s).record.sectorsRevealed).toBe(1);
          expect(s.prompts).toEqual([]);
          // Tiles drawn before the one that fitted went under the stack, in order.
          expect(s.decks.sectors).toHaveLength(3);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('exploring next to another ship', () => {
  const inside = hex(1, 0); // inside Alpha: every neighbour explored; EAST is on its east edge
  scenario('a scan may be made from an occupied neighbouring space paid for with 2 movement', {
    ruleset: game,
    rules: ['XB-MOVE-04', 'XB-EXPL-01'],
    start: { state: base },
    arrange: () => withCaptain(lone(inside, { deck: ['omega'], movement: 2 }), 1, { at: EAST }),
    dice: [],
    steps: [
      { seat: 0, command: { type: 'Scan', direction: 0 }, rejects: 'NotOnUnexploredEdge' },
      { seat: 0, command: { type: 'UseOccupiedSpace', at: EAST } },
      {
        seat: 0,
        command: { type: 'Scan', direction: 0 },
        events: [{ type: 'SectorPlaced', seat: 0, sector: 'omega', slot: SLOT_E, rotation: 3 }],
        // A scan is an action: the move, and acting from next door, end with it.
        state: { turn: { movement: 0, proxy: null } },
      },
    ],
    verify: (s) => expect(me(s).at).toEqual(inside),
  });

  scenario('a blind jump leaves from the ship’s own space, and ends acting from next door', {
    ruleset: game,
    rules: ['XB-MOVE-04', 'XB-EXPL-02'],
    start: { state: base },
    arrange: () => withCaptain(lone(EAST, { deck: ['omega'], movement: 3 }), 1, { at: inside }),
    dice: [],
    steps: [
      { seat: 0, command: { type: 'UseOccupiedSpace', at: inside } },
      {
        seat: 0,
        command: { type: 'BlindJump', direction: 0 },
        events: [{ type: 'Moved', seat: 0, from: EAST, to: BEYOND, left: 0 }],
        state: { turn: { movement: 0, proxy: null } },
      },
    ],
  });
});

describe('Blind Jump', () => {
  scenario('Minor: 1 movement, no Energy, the move goes on into the new tile', {
    ruleset: game,
    rules: ['XB-EXPL-02', 'XB-MOVE-02', 'XB-SECT-02'],
    start: { state: base },
    arrange: () => lone(EAST, { deck: ['beta'], movement: 3 }),
    dice: [],
    steps: [
      {
        seat: 0,
        command: { type: 'BlindJump', direction: 0 },
        events: [{ type: 'SectorDrawn', sector: 'beta', slot: SLOT_E }],
        state: {
          prompts: [
            {
              kind: 'PlaceSector',
              sector: 'beta',
              rotations: [0, 3],
              jump: { from: EAST, to: BEYOND },
            },
          ],
          // The point is paid as the ship enters, once the tile lies.
          turn: { movement: 3, moveSource: 'impulse' },
        },
      },
      {
        seat: 0,
        command: { type: 'PlaceSector', rotation: 0 },
        events: [
          { type: 'SectorPlaced', sector: 'beta', rotation: 0 },
          { type: 'TokensPlaced', at: [hex(5, -4)] },
          { type: 'Moved', seat: 0, from: EAST, to: BEYOND, left: 2 },
        ],
        verify: (s) => {
          expect(me(s).at).toEqual(BEYOND);
          expect(me(s).energy).toBe(6);
          expect(me(s).record.sectorsRevealed).toBe(1);
          expect(s.turn).toMatchObject({ movement: 2, moveSource: 'impulse' });
        },
      },
      {
        seat: 0,
        command: { type: 'Step', to: hex(4, 0) },
        state: { turn: { movement: 1 } },
      },
    ],
    verify: (s) => expect(me(s).at).toEqual(hex(4, 0)),
  });

  scenario('the jumper takes what it lands in: a star destroys it', {
    ruleset: game,
    rules: ['XB-EXPL-02', 'XB-BORDER-02', 'XB-DEATH-03'],
    start: { state: base },
    arrange: () => lone(EAST, { deck: ['nova'], movement: 1 }),
    dice: [],
    steps: [
      {
        seat: 0,
        command: { type: 'BlindJump', direction: 0 },
        events: [
          { type: 'SectorPlaced', sector: 'nova', slot: SLOT_E, rotation: 3 },
          { type: 'Moved', seat: 0, to: BEYOND, left: 0 },
          { type: 'ShipDestroyed', seat: 0, at: BEYOND, cause: 'star' },
          { type: 'TurnEnded', seat: 0 },
        ],
        state: { turn: { seat: 1 } },
        verify: (s) => {
          expect(me(s).at).toBeNull();
          expect(me(s).awaitingRespawn).toBe(true);
          expect(s.board.sectors).toHaveLength(2);
        },
      },
    ],
  });

  scenario('a stranded ship may still blind jump on Impulse, but cannot scan', {
    ruleset: game,
    rules: ['XB-ENRG-03', 'XB-EXPL-02'],
    start: { state: base },
    arrange: () =>
      lone(EAST, {
        deck: ['omega'],
        movement: 2,
        captain: {
          energy: 0,
          markers: [
            { at: 'disarmed' },
            { at: 'disarmed' },
            { at: 'disarmed' },
            { at: 'used', outfit: 9, space: 0 },
          ],
        },
      }),
    dice: [],
    steps: [
      { seat: 0, command: { type: 'Scan', direction: 0 }, rejects: 'NotEnoughEnergy' },
      {
        seat: 0,
        command: { type: 'BlindJump', direction: 0 },
        events: [
          { type: 'SectorPlaced', sector: 'omega', rotation: 3 },
          { type: 'Moved', to: BEYOND, left: 1 },
        ],
      },
    ],
  });

  scenario('a ship passing through another’s space may blind jump out with its last point', {
    ruleset: game,
    rules: ['XB-EXPL-02', 'XB-MOVE-03'],
    start: { state: base },
    arrange: () => withCaptain(lone(EAST, { deck: ['omega'], movement: 1 }), 1, { at: EAST }),
    dice: [],
    steps: [
      { seat: 0, command: { type: 'Scan', direction: 0 }, rejects: 'PassingThrough' },
      {
        seat: 0,
        command: { type: 'BlindJump', direction: 0 },
        events: [{ type: 'Moved', seat: 0, from: EAST, to: BEYOND, left: 0 }],
        state: { turn: { movement: 0, passFrom: null } },
      },
    ],
  });

  scenario('a jump stopped by a planetary shield on another ship’s space goes back', {
    ruleset: game,
    rules: ['XB-EXPL-02', 'XB-BORDER-04', 'GAP-XB-06', 'XB-MOVE-03'],
    start: { state: base },
    arrange: () => {
      const s = withCaptain(lone(EAST, { deck: ['fort'], movement: 1 }), 1, { at: EAST });
      return { ...s, turn: { ...s.turn, passFrom: hex(1, 0) } };
    },
    dice: [die(20, 2)],
    steps: [
      {
        seat: 0,
        command: { type: 'BlindJump', direction: 0 },
        events: [
          { type: 'SectorPlaced', sector: 'fort', slot: SLOT_E, rotation: 3 },
          { type: 'HazardResolved', hazard: 'planetary shield', face: 2, outcome: 'stopped' },
          { type: 'DamageTaken', seat: 0, amount: 2, unblockable: true },
          { type: 'Moved', seat: 0, from: EAST, to: hex(1, 0), left: 0 },
        ],
        state: {
          prompts: [{ kind: 'PlaceDamage', seat: 0, remaining: 2 }],
          turn: { movement: 0 },
        },
        verify: (s) => expect(me(s).at).toEqual(hex(1, 0)),
      },
    ],
  });

  it('XB-EXPL-02 XB-EXPL-03: events and prompts are plain data, never drafts', () => {
    let s = lone(EAST, { deck: ['beta'], movement: 2, tokens: { '3,0': 'x-credits-1' } });
    for (const command of [
      { type: 'BlindJump', direction: 0 },
      { type: 'PlaceSector', rotation: 0 },
    ] as const) {
      const result = game.apply(s, 0, command);
      if (!result.ok) throw new Error(result.error.message);
      expect(JSON.parse(JSON.stringify(result.value.events))).toEqual(result.value.events);
      s = result.value.state;
      expect(JSON.parse(JSON.stringify(s.prompts))).toEqual(s.prompts);
    }
    expect(me(s).explorationTokens).toEqual(['x-credits-1']);
  });

  it('XB-EXPL-02: refused without movement, away from an unexplored edge, or with no tiles', () => {
    const cases: [Lone, Direction, string][] = [
      [{ deck: ['omega'] }, 0, 'NoMovement'],
      [{ deck: ['omega'], movement: 2 }, 3, 'NotOnUnexploredEdge'],
      [{ deck: [], movement: 2 }, 0, 'NoSectorsLeft'],
      [{ deck: ['blank'], movement: 2 }, 0, 'NoSectorFits'],
    ];
    for (const [o, direction, code] of cases) {
      const s = lone(EAST, o);
      const result = game.apply(s, 0, { type: 'BlindJump', direction });
      expect(result).toMatchObject({ ok: false, error: { code } });
      expect(game.legal(s, 0)).not.toContainEqual({ type: 'BlindJump', direction });
    }
  });
});

describe('exploration tokens', () => {
  const at = hex(2, -2);
  const key = hexKey(at);
  const before = hex(1, -2); // next to `at`, on Alpha

  scenario('passing through a token’s space claims it mid-move; the move goes on', {
    ruleset: game,
    rules: ['XB-EXPL-03', 'XB-EXPL-04', 'XB-MOVE-02', 'GAP-XB-16'],
    start: { state: base },
    arrange: () => lone(before, { deck: [], movement: 2, tokens: { [key]: 'x-credits-1' } }),
    steps: [
      {
        seat: 0,
        command: { type: 'Step', to: at },
        events: [
          { type: 'Moved', seat: 0, from: before, to: at, left: 1 },
          { type: 'TokenCollected', seat: 0, at, token: 'x-credits-1' },
          { type: 'CreditsChanged', seat: 0, amount: 1000, reason: 'exploration token' },
        ],
        state: { turn: { movement: 1, moveSource: 'impulse' } },
        verify: (s) => {
          expect(s.board.tokens).toEqual({});
          expect(me(s).explorationTokens).toEqual(['x-credits-1']);
          expect(me(s).credits).toBe(CREDITS + 1000);
        },
      },
      { seat: 0, command: { type: 'Step', to: hex(2, -1) }, state: { turn: { movement: 0 } } },
    ],
    verify: (s) => expect(me(s).at).toEqual(hex(2, -1)),
  });

  it('XB-EXPL-03: there is no command to collect a token, and nothing to collect where one stood', () => {
    expect(game.parseCommand({ type: 'CollectToken' })).toMatchObject({
      ok: false,
      error: { code: 'UnknownCommand' },
    });
    // A token left on a space a ship stands on (by a hand edit) is not listed as anything.
    const s = lone(at, { deck: [], movement: 2, tokens: { [key]: 'x-credits-1' } });
    expect(game.legal(s, 0).some((c) => (c.type as string) === 'CollectToken')).toBe(false);
  });

  scenario('a Fame token gives 1 Fame for exploration', {
    ruleset: game,
    rules: ['XB-EXPL-04', 'XB-FAME-02'],
    start: { state: base },
    arrange: () => lone(before, { deck: [], movement: 1, tokens: { [key]: 'x-fame-2' } }),
    steps: [
      {
        seat: 0,
        command: { type: 'Step', to: at },
        events: [
          { type: 'TokenCollected', token: 'x-fame-2' },
          { type: 'FameGained', seat: 0, amount: 1, source: 'exploration', fame: 1 },
        ],
        verify: (s) => expect(me(s).explorationTokens).toEqual(['x-fame-2']),
      },
    ],
  });

  scenario('an empty token gives nothing but is still taken, for good', {
    ruleset: game,
    rules: ['XB-EXPL-04'],
    start: { state: base },
    arrange: () => lone(before, { deck: [], movement: 3, tokens: { [key]: 'x-nothing-1' } }),
    steps: [
      {
        seat: 0,
        command: { type: 'Step', to: at },
        events: [{ type: 'TokenCollected', token: 'x-nothing-1' }],
        verify: (s) => {
          expect(me(s).explorationTokens).toEqual(['x-nothing-1']);
          expect(me(s).fame).toBe(0);
          expect(me(s).credits).toBe(CREDITS);
        },
      },
      { seat: 0, command: { type: 'Step', to: before } },
      { seat: 0, command: { type: 'Step', to: at } },
    ],
    verify: (s) => {
      expect(me(s).explorationTokens).toEqual(['x-nothing-1']);
      expect(s.board.tokens).toEqual({});
    },
  });

  scenario('a newly placed tile carries a token that the first ship to enter takes', {
    ruleset: game,
    rules: ['XB-EXPL-03', 'GAP-XB-16', 'XB-FAME-02'],
    start: { state: base },
    arrange: () => lone(EAST, { deck: ['omega'], movement: 3, tokens: { [key]: 'x-credits-2' } }),
    steps: [
      {
        seat: 0,
        command: { type: 'BlindJump', direction: 0 },
        events: [{ type: 'TokensPlaced', at: [hex(5, -2)] }],
      },
      { seat: 0, command: { type: 'Step', to: hex(4, -1) } },
      {
        seat: 0,
        command: { type: 'Step', to: hex(5, -2) },
        events: [
          { type: 'TokenCollected', at: hex(5, -2), token: 'x-fame-1' },
          { type: 'FameGained', source: 'exploration', fame: 1 },
        ],
      },
    ],
    verify: (s) => {
      expect(s.board.tokens).toEqual({ [key]: 'x-credits-2' });
      expect(me(s).explorationTokens).toEqual(['x-fame-1']);
    },
  });

  scenario('a blind jumper landing on the new tile’s token takes it at once', {
    ruleset: game,
    rules: ['XB-EXPL-02', 'XB-EXPL-03', 'GAP-XB-16'],
    start: { state: base },
    arrange: () => lone(EAST, { deck: ['cache'], movement: 2 }),
    steps: [
      {
        seat: 0,
        command: { type: 'BlindJump', direction: 0 },
        events: [
          { type: 'SectorPlaced', sector: 'cache', slot: SLOT_E, rotation: 3 },
          { type: 'TokensPlaced', at: [BEYOND] },
          { type: 'Moved', seat: 0, from: EAST, to: BEYOND, left: 1 },
          { type: 'TokenCollected', seat: 0, at: BEYOND, token: 'x-fame-1' },
          { type: 'FameGained', seat: 0, source: 'exploration', fame: 1 },
        ],
        state: { turn: { movement: 1 }, board: { tokens: {} } },
      },
    ],
  });

  scenario('a ship destroyed as it enters takes nothing: the token stays', {
    ruleset: game,
    rules: ['XB-EXPL-02', 'XB-EXPL-03', 'XB-BORDER-02'],
    start: { state: base },
    arrange: () => lone(EAST, { deck: ['pyre'], movement: 1 }),
    steps: [
      {
        seat: 0,
        command: { type: 'BlindJump', direction: 0 },
        events: [
          { type: 'TokensPlaced', at: [BEYOND] },
          { type: 'ShipDestroyed', seat: 0, at: BEYOND, cause: 'star' },
        ],
        verify: (s) => {
          expect(s.board.tokens).toEqual({ [hexKey(BEYOND)]: 'x-fame-1' });
          expect(me(s).explorationTokens).toEqual([]);
          expect(me(s).fame).toBe(0);
        },
      },
    ],
  });

  // Delta (a working gate) east of Alpha, Portal (another) west of it.
  const DELTA: PlacedSector = { id: 'delta', slot: SLOT_E, rotation: 0 };
  const PORTAL: PlacedSector = { id: 'portal', slot: hex(-1, 0), rotation: 0 };
  const deltaGate = localToBoard(hex(0, 0), DELTA);
  const portalGate = localToBoard(hex(0, 0), PORTAL);

  scenario('a gate jump onto a token’s space takes it', {
    ruleset: game,
    rules: ['XB-EXPL-03', 'XB-BORDER-09'],
    start: { state: base },
    arrange: () =>
      lone(deltaGate, {
        deck: [],
        movement: 2,
        sectors: [ALPHA, DELTA, PORTAL],
        tokens: { [hexKey(portalGate)]: 'x-credits-1' },
      }),
    steps: [
      {
        seat: 0,
        command: { type: 'GateJump', to: portalGate },
        events: [
          { type: 'GateJumped', seat: 0, from: deltaGate, to: portalGate },
          { type: 'TokenCollected', seat: 0, at: portalGate, token: 'x-credits-1' },
        ],
        state: { turn: { movement: 1 }, board: { tokens: {} } },
      },
    ],
  });

  const ZETA: PlacedSector = { id: 'zeta', slot: hex(-1, 0), rotation: 0 };
  const spawnOne = hex(-2, 0); // Alpha's Spawn Point 1

  scenario('the malfunctioning gate sends a ship onto a token’s Spawn Point: it takes it', {
    ruleset: game,
    rules: ['XB-EXPL-03', 'XB-BORDER-10', 'GAP-XB-04'],
    start: { state: base },
    arrange: () =>
      lone(deltaGate, {
        deck: [],
        movement: 1,
        sectors: [ALPHA, DELTA, ZETA],
        tokens: { [hexKey(spawnOne)]: 'x-credits-1' },
      }),
    dice: [die(20, 1)],
    steps: [
      {
        seat: 0,
        command: { type: 'GateJump', to: localToBoard(hex(0, 0), ZETA) },
        events: [
          { type: 'Teleported', seat: 0, to: spawnOne, spawn: 1 },
          { type: 'TokenCollected', seat: 0, at: spawnOne, token: 'x-credits-1' },
        ],
        state: { board: { tokens: {} } },
      },
    ],
  });

  scenario('a ship respawning onto a token’s Spawn Point takes it', {
    ruleset: game,
    rules: ['XB-EXPL-03', 'XB-RESP-01', 'GAP-XB-04'],
    start: { state: base },
    arrange: () => {
      const s = lone(EAST, { deck: [], tokens: { [hexKey(spawnOne)]: 'x-fame-1' } });
      const dead = withCaptain(s, 0, { at: null, awaitingRespawn: true });
      return { ...dead, turn: { ...dead.turn, seat: 2, phase: 'Status' as const } };
    },
    dice: [die(20, 1)],
    steps: [
      {
        seat: 2,
        command: { type: 'ArmMarkers', count: 0 },
        events: [
          { type: 'TurnStarted', seat: 0 },
          { type: 'Respawned', seat: 0, at: spawnOne, spawn: 1 },
          { type: 'TokenCollected', seat: 0, at: spawnOne, token: 'x-fame-1' },
          { type: 'FameGained', seat: 0, source: 'exploration' },
        ],
        state: { board: { tokens: {} } },
      },
    ],
  });

  // Rubble east of Alpha: an asteroid field on its centre.
  const RUBBLE: PlacedSector = { id: 'rubble', slot: SLOT_E, rotation: 0 };
  const field = localToBoard(hex(0, 0), RUBBLE);
  const edge = localToBoard(hex(-1, 0), RUBBLE);
  const shielded = (damage: [number, number][]): Partial<Captain> => ({
    hold: {
      outfits: [{ uid: 91, kind: 'guard', at: [0, 0], turns: 0 }],
      cargo: [],
      damage,
    },
  });

  scenario('across an asteroid border with a shield decision pending, the token waits for it', {
    ruleset: game,
    rules: ['XB-EXPL-03', 'XB-BORDER-03', 'XB-OTYP-06'],
    start: { state: base },
    arrange: () =>
      lone(edge, {
        deck: [],
        movement: 1,
        sectors: [ALPHA, RUBBLE],
        tokens: { [hexKey(field)]: 'x-credits-1' },
        captain: shielded([]),
      }),
    dice: [die(20, 4)],
    steps: [
      {
        seat: 0,
        command: { type: 'Step', to: field },
        state: {
          prompts: [{ kind: 'ShieldHazard', seat: 0, hazard: 'asteroid', amount: 4 }],
          board: { tokens: { [hexKey(field)]: 'x-credits-1' } },
        },
      },
      {
        seat: 0,
        command: { type: 'ShieldHazard', use: [] },
        events: [
          { type: 'DamageTaken', seat: 0, amount: 4 },
          { type: 'TokenCollected', seat: 0, at: field, token: 'x-credits-1' },
        ],
        state: { board: { tokens: {} } },
      },
    ],
  });

  scenario('damage still to be placed does not hold the token back: the ship has arrived', {
    ruleset: game,
    rules: ['XB-EXPL-03', 'XB-BORDER-03', 'XB-DMG-01'],
    start: { state: base },
    arrange: () =>
      lone(edge, {
        deck: [],
        movement: 1,
        sectors: [ALPHA, RUBBLE],
        tokens: { [hexKey(field)]: 'x-credits-1' },
      }),
    dice: [die(20, 4)],
    steps: [
      {
        seat: 0,
        command: { type: 'Step', to: field },
        events: [
          { type: 'DamageTaken', seat: 0, amount: 4 },
          { type: 'TokenCollected', seat: 0, at: field, token: 'x-credits-1' },
        ],
        state: {
          prompts: [{ kind: 'PlaceDamage', seat: 0, remaining: 4 }],
          board: { tokens: {} },
        },
      },
    ],
  });

  scenario('a ship the asteroid field then destroys takes nothing', {
    ruleset: game,
    rules: ['XB-EXPL-03', 'XB-BORDER-03', 'XB-HOLD-03'],
    start: { state: base },
    arrange: () =>
      lone(edge, {
        deck: [],
        movement: 1,
        sectors: [ALPHA, RUBBLE],
        tokens: { [hexKey(field)]: 'x-credits-1' },
        captain: shielded([
          [1, 2],
          [2, 2],
          [0, 2],
          [2, 0],
          [2, 1],
        ]),
      }),
    dice: [die(20, 4)],
    steps: [
      { seat: 0, command: { type: 'Step', to: field } },
      {
        seat: 0,
        command: { type: 'ShieldHazard', use: [] },
        events: [{ type: 'ShipDestroyed', seat: 0, at: field, cause: 'damage' }],
        verify: (s) => {
          expect(s.board.tokens).toEqual({ [hexKey(field)]: 'x-credits-1' });
          expect(me(s).explorationTokens).toEqual([]);
        },
      },
    ],
  });
});

describe('a scan, paid exactly', () => {
  scenario('the last point of Energy pays for a scan', {
    ruleset: game,
    rules: ['XB-EXPL-01', 'XB-ENRG-01'],
    start: { state: base },
    arrange: () => lone(EAST, { deck: ['omega'], captain: { energy: 1 } }),
    steps: [
      {
        seat: 0,
        command: { type: 'Scan', direction: 0 },
        events: [
          { type: 'EnergyChanged', seat: 0, amount: -1, energy: 0 },
          { type: 'SectorPlaced', sector: 'omega', slot: SLOT_E },
        ],
      },
    ],
    expect: { captains: [{ energy: 0 }, {}, {}] },
  });
});
