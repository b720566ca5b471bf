/**
 * Properties over random reachable states of the core pack: `legal` and `apply` agree both
 * ways, bad input never changes a state, views and events hide what they must.
 */
import { canonicalJson, type Dice, openDice, type SeatId, seedRandom } from '@drift/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickCommand } from '../../../tools/soak/game.ts';
import type { XiaCommand } from '../src/commands.ts';
import { corePack } from '../src/content/index.ts';
import type { XiaEvent } from '../src/events.ts';
import { attachSpot, createXia, violations } from '../src/index.ts';
import type { XiaState } from '../src/model/state.ts';
import type { Element, XiaOptions } from '../src/options.ts';

const xia = createXia(corePack());
const pack = corePack();

/**
 * The table of a seed: 3 to 5 captains, or one seed in four two captains (element D, XE-2P-01);
 * odd seeds play with the Economy Board (element C) too, and seeds that are a multiple of 3 or
 * end in 1 with the Event deck (element A), seeds 2 more than a multiple of 5 or a multiple of 7
 * with the new outfits and Mods (element F): base games, each element alone and together.
 */
function tableOf(seed: number): XiaOptions {
  const elements: Element[] = [
    ...(seed % 4 === 3 ? ['D' as const] : []),
    ...(seed % 2 === 1 ? ['C' as const] : []),
    ...(seed % 3 === 0 || seed % 10 === 1 ? ['A' as const] : []),
    ...(seed % 5 === 2 || seed % 7 === 0 ? ['F' as const] : []),
  ];
  const seats = seed % 4 === 3 ? 2 : 3 + (seed % 3);
  const base = { seats, preset: 'standard' as const, fameTarget: 10 };
  return elements.length > 0 ? { ...base, elements: elements.sort() } : base;
}

/**
 * Random legal play from `state`, up to `steps` commands or the end of the match; `each` sees
 * every command applied and may stop the play by returning false.
 */
function playRandom(
  state: XiaState,
  chooser: Dice,
  steps: number,
  each?: (after: XiaState, events: readonly XiaEvent[], command: XiaCommand) => unknown,
): XiaState {
  let at = state;
  for (let i = 0; i < steps; i++) {
    const status = xia.status(at);
    if (status.kind === 'finished') break;
    const seat = status.toAct[0] ?? 0;
    const command = pickCommand(chooser, xia.legal(at, seat));
    const applied = xia.apply(at, seat, command);
    if (!applied.ok) throw new Error(applied.error.message);
    at = applied.value.state;
    if (each?.(at, applied.value.events, command) === false) break;
  }
  return at;
}

/** A state reached by `steps` random legal commands from a seeded setup. */
function reachable(seed: number, steps: number, elements: readonly Element[] = []): XiaState {
  const table = tableOf(seed);
  const all = [...new Set([...(table.elements ?? []), ...elements])].sort();
  const made = xia.setup(all.length > 0 ? { ...table, elements: all } : table, `prop-${seed}`);
  if (!made.ok) throw new Error(made.error.message);
  return playRandom(made.value, openDice(seedRandom(`prop-chooser-${seed}`)), steps);
}

const states = fc
  .tuple(fc.nat({ max: 10_000 }), fc.nat({ max: 400 }))
  .map(([seed, steps]) => reachable(seed, steps));
/** The same with element G, the rule streamlines (its face-down mission draw above all). */
const gStates = fc
  .tuple(fc.nat({ max: 10_000 }), fc.nat({ max: 400 }))
  .map(([seed, steps]) => reachable(seed, steps, ['G']));
const small = fc.integer({ min: -12, max: 12 });
const hexArb = fc.record({ q: small, r: small });
// Element F's pods and plating reach outside the hold grid, to negative cells too.
const cellArb = fc.tuple(fc.integer({ min: -3, max: 5 }), fc.integer({ min: -3, max: 5 }));
const turnsArb = fc.constantFrom(0, 1, 2, 3);
const dirArb = fc.constantFrom(0, 1, 2, 3, 4, 5);
const useArb = fc.record({
  outfit: fc.integer({ min: 0, max: 40 }),
  space: fc.integer({ min: 0, max: 3 }),
});
const colourArb = fc.constantFrom('spice', 'holo', 'terra', 'plasma', 'cyber');
const idArb = (ids: string[]) => fc.oneof(fc.constantFrom(...ids), fc.string({ maxLength: 8 }));

/** Well-formed commands with random, mostly wrong, contents. */
const commandArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ type: fc.constant('ChooseShip'), ship: idArb(pack.ships.map((s) => s.id)) }),
  fc.constant({ type: 'FinishOutfitting' }),
  fc.record({ type: fc.constant('ActivateEngine'), use: useArb }),
  fc.constant({ type: 'UseImpulse' }),
  fc.record({ type: fc.constant('Step'), to: hexArb }),
  fc.record({ type: fc.constant('GateJump'), to: hexArb }),
  fc.record({ type: fc.constant('UseOccupiedSpace'), at: hexArb }),
  fc.record({ type: fc.constant('Scan'), direction: dirArb }),
  fc.record({ type: fc.constant('BlindJump'), direction: dirArb }),
  fc.record({
    type: fc.constant('BuyCubes'),
    cubes: fc.dictionary(colourArb, fc.constantFrom(1, 2), { maxKeys: 3 }),
  }),
  fc.record({
    type: fc.constant('SellCubes'),
    cubes: fc.dictionary(colourArb, fc.integer({ min: 1, max: 4 }), { maxKeys: 3 }),
  }),
  fc.constantFrom(
    { type: 'Mine' },
    { type: 'Salvage' },
    { type: 'Harvest' },
    { type: 'CollectCubes' },
  ),
  fc.record({ type: fc.constant('Jettison'), at: cellArb }),
  fc.record({ type: fc.constant('Rescue'), seat: fc.integer({ min: 0, max: 4 }) }),
  fc.record({ type: fc.constant('UseAbility'), ability: idArb(pack.abilities.map((a) => a.id)) }),
  fc.constantFrom(
    { type: 'EndActions' },
    { type: 'Recharge' },
    { type: 'Repair' },
    { type: 'BuyFame' },
    { type: 'EndBusiness' },
  ),
  fc.record({
    type: fc.constant('BuyOutfit'),
    kind: idArb([...pack.outfits, ...xia.content.embers.outfits].map((o) => o.id)),
    at: cellArb,
    turns: turnsArb,
  }),
  fc.record({ type: fc.constant('SellOutfit'), outfit: fc.integer({ min: 0, max: 40 }) }),
  fc.record({
    type: fc.constant('MoveOutfit'),
    outfit: fc.integer({ min: 0, max: 40 }),
    at: cellArb,
    turns: turnsArb,
  }),
  fc.record({ type: fc.constant('MoveCargo'), from: cellArb, to: cellArb }),
  fc.record({ type: fc.constant('BuyShip'), ship: idArb(pack.ships.map((s) => s.id)) }),
  fc.record({ type: fc.constant('ArmMarkers'), count: fc.integer({ min: 0, max: 4 }) }),
  fc.record({ type: fc.constant('PlaceSector'), rotation: dirArb }),
  fc.record({ type: fc.constant('ShieldHazard'), use: fc.array(useArb, { maxLength: 3 }) }),
  fc.record({ type: fc.constant('PlaceDamage'), at: cellArb }),
  fc.record({ type: fc.constant('ChooseSpawn'), spawn: fc.integer({ min: 1, max: 20 }) }),
);

/** Malformed input: wrong shapes, unknown types, missing or out-of-range fields. */
const junkArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything(),
  fc.record({ type: fc.string({ maxLength: 12 }) }),
  fc.record({ type: fc.constant('Step') }),
  fc.record({ type: fc.constant('Step'), to: fc.record({ q: fc.double(), r: fc.string() }) }),
  fc.record({ type: fc.constant('ArmMarkers'), count: fc.integer({ min: 5, max: 1e9 }) }),
  fc.record({
    type: fc.constant('BuyOutfit'),
    kind: fc.string(),
    at: fc.array(fc.integer(), { maxLength: 4 }),
    turns: fc.integer(),
  }),
  fc.record({
    type: fc.constant('PlaceDamage'),
    at: fc.tuple(fc.integer({ min: 24, max: 1e6 }), fc.integer()),
  }),
  fc.record({ type: fc.constant('EndActions'), extra: fc.anything() }),
);

const seatArb = fc.integer({ min: -1, max: 6 });
const CODE = /^[A-Z][A-Za-z]+$/;

function listed(state: XiaState, seat: SeatId, command: XiaCommand): boolean {
  const wanted = canonicalJson(command);
  return xia.legal(state, seat).some((c) => canonicalJson(c) === wanted);
}

/** Every command `legal` lists for the seat is accepted by `apply`; returns the list. */
function acceptsListed(state: XiaState, seat: SeatId): readonly XiaCommand[] {
  const legal = xia.legal(state, seat);
  for (const command of legal) {
    const applied = xia.apply(state, seat, command);
    if (!applied.ok)
      throw new Error(
        `${JSON.stringify(command)} listed for seat ${seat} but refused: ${applied.error.code}`,
      );
  }
  return legal;
}

describe('legal and apply agree', () => {
  it('every listed command is accepted, for every seat', () => {
    fc.assert(
      fc.property(states, (state) => {
        for (const captain of state.captains) {
          acceptsListed(state, captain.seat);
        }
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('a command outside the list is refused with a stable code; one in the list is accepted', () => {
    fc.assert(
      fc.property(states, seatArb, commandArb, (state, seat, input) => {
        const parsed = xia.parseCommand(input);
        if (!parsed.ok) {
          expect(parsed.error.code).toMatch(CODE);
          return;
        }
        const applied = xia.apply(state, seat, parsed.value);
        expect(applied.ok).toBe(listed(state, seat, parsed.value));
        if (!applied.ok) expect(applied.error.code).toMatch(CODE);
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('only the seat that must act has anything to do', () => {
    fc.assert(
      fc.property(states, (state) => {
        const status = xia.status(state);
        for (const captain of state.captains) {
          const acting = status.kind === 'active' && status.toAct.includes(captain.seat);
          expect(xia.legal(state, captain.seat).length > 0).toBe(acting);
        }
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});

describe('invariants', () => {
  it('hold after every command of random play, base game and Economy Board alike', () => {
    const boardEvents = new Set(['StockTaken', 'CubesProduced', 'CubesSquandered', 'DemandSet']);
    let touched = 0;
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), fc.integer({ min: 50, max: 300 }), (seed, steps) => {
        const made = xia.setup(tableOf(seed), `inv-${seed}`);
        if (!made.ok) throw new Error(made.error.message);
        expect(made.value.economy !== undefined).toBe(seed % 2 === 1);
        playRandom(
          made.value,
          openDice(seedRandom(`inv-chooser-${seed}`)),
          steps,
          (after, events) => {
            touched += events.filter((e) => boardEvents.has(e.type)).length;
            expect(violations(xia.content, after)).toEqual([]);
          },
        );
      }),
      {
        numRuns: 16,
        // Seeds known to buy from or sell to the board within 300 commands of random play.
        examples: [
          [23, 300],
          [39, 300],
          [53, 300],
        ],
      },
    );
    expect(touched).toBeGreaterThan(0); // random play did use the board
  }, 120_000);
});

describe('bad input', () => {
  it('malformed and illegal commands get a stable code and leave the state byte-for-byte unchanged', () => {
    fc.assert(
      fc.property(states, seatArb, fc.oneof(commandArb, junkArb), (state, seat, input) => {
        const before = canonicalJson(state);
        const parsed = xia.parseCommand(input);
        if (!parsed.ok) {
          expect(parsed.error.code).toMatch(CODE);
          expect(parsed.error.message.length).toBeGreaterThan(10);
          return;
        }
        const applied = xia.apply(state, seat, parsed.value);
        if (!applied.ok) {
          expect(applied.error.code).toMatch(CODE);
          expect(applied.error.message.length).toBeGreaterThan(10);
        }
        expect(canonicalJson(state)).toBe(before);
      }),
      { numRuns: 400 },
    );
  }, 60_000);
});

/** Random play that keeps every event, for checking what each viewer is told. */
function playWithEvents(seed: number, steps: number): { state: XiaState; events: XiaEvent[] } {
  const made = xia.setup(tableOf(seed), `events-${seed}`);
  if (!made.ok) throw new Error(made.error.message);
  const events: XiaEvent[] = [];
  const chooser = openDice(seedRandom(`events-chooser-${seed}`));
  const state = playRandom(made.value, chooser, steps, (_, happened) => {
    events.push(...happened);
  });
  return { state, events };
}

describe('secrets', () => {
  it('no view shows another captain’s unrevealed mission or drawn cards, or a mission deck card', () => {
    fc.assert(
      fc.property(states, (state) => {
        for (const viewer of [
          ...state.captains.map((c) => ({ seat: c.seat })),
          'spectator' as const,
        ]) {
          const text = JSON.stringify(xia.view(state, viewer));
          const mine = (seat: number) => typeof viewer === 'object' && viewer.seat === seat;
          for (const c of state.captains) {
            if (mine(c.seat)) continue;
            for (const m of c.missions.active)
              if (!m.revealed) expect(text).not.toContain(`"${m.card}"`);
          }
          for (const p of state.prompts) {
            if (p.kind === 'KeepMission' && !mine(p.seat))
              for (const card of p.cards) expect(text).not.toContain(`"${card}"`);
          }
          for (const card of [...state.decks.missions, ...state.decks.missionDiscard])
            expect(text).not.toContain(`"${card}"`);
        }
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('redacted events never name another captain’s drawn, kept or secretly discarded mission', () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), fc.integer({ min: 50, max: 400 }), (seed, steps) => {
        const { state, events } = playWithEvents(seed, steps);
        for (const viewer of [
          ...state.captains.map((c) => ({ seat: c.seat })),
          'spectator' as const,
        ]) {
          for (const event of events) {
            const seen = xia.visibleEvent(event, viewer);
            expect(JSON.stringify(seen)).not.toContain('"random"');
            if (
              !seen ||
              !('seat' in seen) ||
              (typeof viewer === 'object' && viewer.seat === seen.seat)
            )
              continue;
            if (seen.type === 'MissionsDrawn') {
              expect(seen.cards).toBeNull();
              checked++;
            }
            if (seen.type === 'MissionKept') expect(seen.card).toBeNull();
            if (seen.type === 'MissionDiscarded' && !seen.revealed) expect(seen.card).toBeNull();
          }
        }
      }),
      // Random play draws missions in about half the games; these seeds are known to, so the
      // check always has work to do whatever fast-check picks for the other runs.
      {
        numRuns: 15,
        examples: [
          [3, 400],
          [9, 400],
          [10, 400],
        ],
      },
    );
    expect(checked).toBeGreaterThan(0); // the games did draw missions, so the check had work to do
  }, 120_000);
});

describe('views', () => {
  it('no view holds the generator, a deck order or a face-down token', () => {
    fc.assert(
      fc.property(states, (state) => {
        const viewers = [...state.captains.map((c) => ({ seat: c.seat })), 'spectator' as const];
        for (const viewer of viewers) {
          const text = JSON.stringify(xia.view(state, viewer));
          expect(text).not.toContain('"random"');
          expect(text).not.toContain(JSON.stringify(state.random));
          for (const token of Object.values(state.board.tokens))
            expect(text).not.toContain(`"${token}"`);
          for (const token of state.decks.exploration) expect(text).not.toContain(`"${token}"`);
          for (const title of state.decks.titles) expect(text).not.toContain(`"${title}"`);
          for (const card of state.events?.deck ?? []) expect(text).not.toContain(`"${card}"`);
          if (state.decks.sectors.length > 1)
            expect(text).not.toContain(JSON.stringify(state.decks.sectors));
        }
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});

/** Random G games known to hold cards drawn face down at these steps (seed, steps). */
const drawnExamples = (): [XiaState][] =>
  [
    [2, 39],
    [8, 153],
    [18, 177],
  ].map(([seed, steps]) => [reachable(seed ?? 0, steps ?? 0, ['G'])]);

describe('element G', () => {
  it('legal and apply agree, and only the seat that must act has anything to do', () => {
    fc.assert(
      fc.property(gStates, (state) => {
        const status = xia.status(state);
        for (const captain of state.captains) {
          const acting = status.kind === 'active' && status.toAct.includes(captain.seat);
          expect(acceptsListed(state, captain.seat).length > 0).toBe(acting);
        }
      }),
      { numRuns: 30, examples: drawnExamples() },
    );
  }, 60_000);

  it('XE-RULE-01: no view shows a card drawn face down, not even its holder’s, nor another’s secrets', () => {
    let drawn = 0;
    fc.assert(
      fc.property(gStates, (state) => {
        for (const viewer of [
          ...state.captains.map((c) => ({ seat: c.seat })),
          'spectator' as const,
        ]) {
          const text = JSON.stringify(xia.view(state, viewer));
          const mine = (seat: number) => typeof viewer === 'object' && viewer.seat === seat;
          for (const c of state.captains) {
            for (const card of c.missions.unsorted?.cards ?? []) {
              expect(text).not.toContain(`"${card}"`);
              drawn++;
            }
            if (mine(c.seat)) continue;
            for (const m of c.missions.active)
              if (!m.revealed) expect(text).not.toContain(`"${m.card}"`);
          }
          for (const p of state.prompts) {
            if (p.kind === 'KeepMission' && !mine(p.seat))
              for (const card of p.cards) expect(text).not.toContain(`"${card}"`);
          }
          for (const card of [...state.decks.missions, ...state.decks.missionDiscard])
            expect(text).not.toContain(`"${card}"`);
        }
      }),
      { numRuns: 40, examples: drawnExamples() },
    );
    expect(drawn).toBeGreaterThan(0); // some states held drawn cards, so the check had work
  }, 60_000);
});

/**
 * Element B: random games with the new exploration tokens, checked against the invariants after
 * every command, with legal and apply agreeing and face-down tokens hidden from every view.
 */
function reachableB(
  seed: number,
  steps: number,
  elements: readonly Element[] = ['B'],
): { state: XiaState; broken: string[]; seen: Set<string> } {
  const seats = 3 + (seed % 3);
  const made = xia.setup({ seats, preset: 'standard', fameTarget: 10, elements }, `prop-b-${seed}`);
  if (!made.ok) throw new Error(made.error.message);
  const seen = new Set<string>();
  let broken: string[] = [];
  const chooser = openDice(seedRandom(`prop-b-chooser-${seed}`));
  const state = playRandom(made.value, chooser, steps, (after, events, command) => {
    for (const e of events) seen.add(e.type);
    const found = violations(xia.content, after);
    if (found.length > 0) broken = [`after ${JSON.stringify(command)}`, ...found];
    return found.length === 0;
  });
  return { state, broken, seen };
}

const bGames = fc
  .tuple(fc.nat({ max: 10_000 }), fc.nat({ max: 400 }))
  .map(([seed, steps]) => reachableB(seed, steps));

describe('element B', () => {
  it('the invariants hold after every command; legal and apply agree; views hide face-down tokens', () => {
    fc.assert(
      fc.property(bGames, ({ state, broken }) => {
        expect(broken).toEqual([]);
        const status = xia.status(state);
        for (const captain of state.captains) {
          const acting = status.kind === 'active' && status.toAct.includes(captain.seat);
          expect(acceptsListed(state, captain.seat).length > 0).toBe(acting);
          const text = JSON.stringify(xia.view(state, { seat: captain.seat }));
          for (const token of Object.values(state.board.tokens))
            expect(text).not.toContain(`"${token}"`);
          for (const token of state.decks.exploration) expect(text).not.toContain(`"${token}"`);
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('games of fixed seeds meet every part of B, the invariants holding throughout', () => {
    const seen = new Set<string>();
    for (const seed of [3, 7, 16]) {
      const game = reachableB(seed, 1500);
      expect(game.broken).toEqual([]);
      for (const t of game.seen) seen.add(t);
    }
    for (const type of ['TokenCollected', 'TokensTraded', 'CaptainInNeed', 'IceSpread'])
      expect(seen.has(type), type).toBe(true);
  }, 120_000);

  it('GAP-XE-08 XE-RULE-01: with the new draw (G) a captain in need still takes the one slot: no game keeps a mission beside one', () => {
    const seen = new Set<string>();
    for (const seed of [3, 7, 16, 21]) {
      const game = reachableB(seed, 1500, ['B', 'G']);
      expect(game.broken).toEqual([]);
      for (const t of game.seen) seen.add(t);
    }
    for (const type of ['CaptainInNeed', 'MissionsDrawn']) expect(seen.has(type), type).toBe(true);
  }, 120_000);
});

/**
 * Element F: random games with Cargo Pods, Armor Plating and Mods in the supply, alone and with
 * B (Ice on plating) and G (prices by size, the new draw with M-Comps), checked against the
 * invariants after every command; the fixed seeds meet pods, plating and Mods over use spaces.
 */
describe('element F', () => {
  /**
   * Random play that, half the times it can, buys a Mod onto a use space it serves: such a
   * purchase is a handful of hundreds of listed commands, which plain random play rarely meets.
   */
  function reachableF(seed: number, steps: number, elements: readonly Element[]) {
    const made = xia.setup(
      { seats: 3 + (seed % 3), preset: 'standard', fameTarget: 10, elements: [...elements] },
      `prop-f-${seed}`,
    );
    if (!made.ok) throw new Error(made.error.message);
    const seen = new Set<string>();
    let broken: string[] = [];
    const chooser = openDice(seedRandom(`prop-f-chooser-${seed}`));
    let state = made.value;
    for (let i = 0; i < steps && broken.length === 0; i++) {
      const status = xia.status(state);
      if (status.kind === 'finished') break;
      const seat = status.toAct[0] ?? 0;
      const legal = xia.legal(state, seat);
      const hold = state.captains[seat]?.hold;
      const over = legal.filter(
        (c) =>
          c.type === 'BuyOutfit' &&
          hold !== undefined &&
          attachSpot(xia.content, hold, c.kind, c.at) !== undefined,
      );
      const command =
        over.length > 0 && chooser.index(2) === 0
          ? chooser.pick(over)
          : pickCommand(chooser, legal);
      const applied = xia.apply(state, seat, command);
      if (!applied.ok) throw new Error(applied.error.message);
      state = applied.value.state;
      for (const e of applied.value.events)
        if (e.type === 'OutfitBought') seen.add(xia.content.outfit(e.kind).type);
      for (const c of state.captains)
        if (c.hold.outfits.some((o) => o.on)) seen.add('over a use space');
      const found = violations(xia.content, state);
      if (found.length > 0) broken = [`after ${JSON.stringify(command)}`, ...found];
    }
    return { state, broken, seen };
  }

  it('games of fixed seeds meet pods, plating and Mods, the invariants holding throughout', () => {
    const seen = new Set<string>();
    for (const [seed, elements] of [
      [3, ['F']],
      [4, ['F']],
      [7, ['B', 'F', 'G']],
      [9, ['A', 'C', 'F']],
    ] as const) {
      const game = reachableF(seed, 1500, elements);
      expect(game.broken).toEqual([]);
      for (const t of game.seen) seen.add(t);
    }
    for (const kind of ['cargoPod', 'armorPlating', 'mod', 'over a use space'])
      expect(seen.has(kind), kind).toBe(true);
  }, 120_000);
});

/**
 * Element E's gravity paths and comets: random games with the Anomaly and Ice Asteroid tiles on
 * top of the sector stack (added there if E's setup has not dealt them), checked against the
 * invariants after every command (comets included), legal and apply agreeing, views whole.
 */
const PATH_TILES = new Set(
  xia.content.embers.sectors.filter((s) => s.gravityPaths || s.comet).map((s) => s.id),
);

function reachableE(
  seed: number,
  steps: number,
): { state: XiaState; broken: string[]; seen: Set<string> } {
  const seats = 3 + (seed % 3);
  const elements: Element[] = seed % 2 === 0 ? ['E'] : ['B', 'E'];
  const made = xia.setup({ seats, preset: 'standard', fameTarget: 10, elements }, `prop-e-${seed}`);
  if (!made.ok) throw new Error(made.error.message);
  const laid = new Set(made.value.board.sectors.map((s) => s.id));
  const rest = made.value.decks.sectors.filter((id) => !PATH_TILES.has(id));
  const extra = xia.content.embers.sectors
    .map((s) => s.id)
    .filter((id) => !PATH_TILES.has(id) && !laid.has(id) && !rest.includes(id));
  const start: XiaState = {
    ...made.value,
    decks: {
      ...made.value.decks,
      sectors: [...[...PATH_TILES].filter((id) => !laid.has(id)), ...rest, ...extra],
    },
  };
  const seen = new Set<string>();
  let broken: string[] = [];
  const chooser = openDice(seedRandom(`prop-e-chooser-${seed}`));
  const state = playRandom(start, chooser, steps, (after, events, command) => {
    for (const e of events)
      seen.add(e.type === 'HazardResolved' ? `${e.type}:${e.hazard}` : e.type);
    const found = violations(xia.content, after);
    if (found.length > 0) broken = [`after ${JSON.stringify(command)}`, ...found];
    return found.length === 0;
  });
  return { state, broken, seen };
}

describe("element E's gravity paths and comets", () => {
  it('the invariants hold after every command; legal and apply agree; the comets show in every view', () => {
    fc.assert(
      fc.property(fc.tuple(fc.nat({ max: 10_000 }), fc.nat({ max: 400 })), ([seed, steps]) => {
        const { state, broken } = reachableE(seed, steps);
        expect(broken).toEqual([]);
        for (const captain of state.captains) {
          acceptsListed(state, captain.seat);
          const view = xia.view(state, { seat: captain.seat });
          expect(view.comets).toEqual(state.comets);
        }
      }),
      { numRuns: 30 },
    );
  }, 120_000);

  it('games of fixed seeds meet paths, comets and ice, the invariants holding throughout', () => {
    const seen = new Set<string>();
    for (const seed of [2, 5, 8, 11]) {
      const game = reachableE(seed, 1500);
      expect(game.broken).toEqual([]);
      for (const t of game.seen) seen.add(t);
    }
    for (const type of [
      'GravityCarried',
      'CometPlaced',
      'CometMoved',
      'CometStruck',
      'HazardResolved:ice asteroid field',
    ])
      expect(seen.has(type), type).toBe(true);
  }, 120_000);
});

/**
 * Element E's mission cards (XE-MTYP-01..05): random games with the 32 new cards in the deck,
 * alone and with the new draw (G) or two captains (D), checked against the invariants after
 * every command, with legal and apply agreeing and unrevealed cards hidden from other viewers.
 */
function reachableEMissions(
  seed: number,
  steps: number,
): { state: XiaState; broken: string[]; seen: Set<string>; leaks: string[] } {
  const others: Element[] = seed % 3 === 1 ? ['G'] : seed % 3 === 2 ? ['D'] : [];
  const seats = others.includes('D') ? 2 : 3 + (seed % 3);
  const elements = [...others, 'E' as const].sort();
  const made = xia.setup(
    { seats, preset: 'standard', fameTarget: 10, elements },
    `prop-em-${seed}`,
  );
  if (!made.ok) throw new Error(made.error.message);
  const seen = new Set<string>();
  const ours = new Set(xia.content.embers.missions.map((m) => m.id));
  let broken: string[] = [];
  const leaks: string[] = [];
  const chooser = openDice(seedRandom(`prop-em-chooser-${seed}`));
  const state = playRandom(made.value, chooser, steps, (after, events, command) => {
    for (const e of events) {
      seen.add(e.type);
      if (e.type === 'MissionKept' && e.card && ours.has(e.card)) seen.add('kept E card');
      // No redacted event names another captain's hidden card.
      for (const c of after.captains) {
        const seenBy = xia.visibleEvent(e, { seat: c.seat });
        if (!seenBy || !('seat' in seenBy) || seenBy.seat === c.seat) continue;
        if (seenBy.type === 'MissionKept' && seenBy.card !== null)
          leaks.push(JSON.stringify(seenBy));
      }
    }
    const found = violations(xia.content, after);
    if (found.length > 0) broken = [`after ${JSON.stringify(command)}`, ...found];
    return found.length === 0;
  });
  return { state, broken, seen, leaks };
}

const eMissionGames = fc
  .tuple(fc.nat({ max: 10_000 }), fc.nat({ max: 500 }))
  .map(([seed, steps]) => reachableEMissions(seed, steps));

describe('element E missions', () => {
  it('XE-MTYP-01: the invariants hold after every command; legal and apply agree; views hide unrevealed cards', () => {
    fc.assert(
      fc.property(eMissionGames, ({ state, broken, leaks }) => {
        expect(broken).toEqual([]);
        expect(leaks).toEqual([]);
        const status = xia.status(state);
        for (const captain of state.captains) {
          const acting = status.kind === 'active' && status.toAct.includes(captain.seat);
          expect(acceptsListed(state, captain.seat).length > 0).toBe(acting);
          const text = JSON.stringify(xia.view(state, { seat: captain.seat }));
          for (const c of state.captains) {
            if (c.seat === captain.seat) continue;
            for (const m of c.missions.active)
              if (!m.revealed) expect(text).not.toContain(`"${m.card}"`);
          }
          for (const card of [...state.decks.missions, ...state.decks.missionDiscard])
            expect(text).not.toContain(`"${card}"`);
        }
      }),
      { numRuns: 30 },
    );
  }, 120_000);

  it('XE-MTYP-01: bad input against E games gets a stable code and leaves the state unchanged', () => {
    const ids = xia.content.embers.missions.map((m) => m.id);
    const eCommand = fc.oneof(
      fc.record({
        type: fc.constant('CompleteMission'),
        card: idArb(ids),
        outfit: fc.integer({ min: 0, max: 40 }),
      }),
      fc.record({ type: fc.constant('WorkMission'), card: idArb(ids) }),
      fc.record({
        type: fc.constant('Attack'),
        target: fc.record({ seat: fc.integer({ min: 0, max: 4 }) }),
        use: fc.array(useArb, { minLength: 1, maxLength: 2 }),
        mission: idArb(ids),
      }),
      fc.record({
        type: fc.constant('Ram'),
        target: fc.record({ seat: fc.integer({ min: 0, max: 4 }) }),
        use: useArb,
        mission: idArb(ids),
      }),
    );
    fc.assert(
      fc.property(eMissionGames, seatArb, eCommand, ({ state }, seat, input) => {
        const before = canonicalJson(state);
        const parsed = xia.parseCommand(input);
        if (!parsed.ok) return;
        const applied = xia.apply(state, seat, parsed.value);
        expect(applied.ok).toBe(listed(state, seat, parsed.value));
        if (!applied.ok) expect(applied.error.code).toMatch(CODE);
        expect(canonicalJson(state)).toBe(before);
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('XE-MTYP-01: games of fixed seeds keep the new cards and play them, the invariants holding throughout', () => {
    const seen = new Set<string>();
    for (const seed of [3, 4, 5, 8]) {
      const game = reachableEMissions(seed, 1500);
      expect(game.broken).toEqual([]);
      expect(game.leaks).toEqual([]);
      for (const t of game.seen) seen.add(t);
    }
    expect(seen.has('kept E card')).toBe(true);
  }, 180_000);
});

/**
 * Element E's worlds: random games with E (alone, with the Economy Board, and with A, B, C and
 * G), checked against the invariants after every command, legal and apply agreeing, and no view
 * showing a face-down Relic (pool, stacks, holds, the gone) (XE-SETUP-02, XE-DEAD-02).
 */
function reachableEWorlds(seed: number, steps: number): ReturnType<typeof reachableB> {
  const mixes: Element[][] = [['E'], ['C', 'E'], ['A', 'B', 'C', 'E', 'G'], ['D', 'E']];
  const elements = mixes[seed % mixes.length] ?? ['E'];
  const seats = elements.includes('D') ? 2 : 3 + (seed % 3);
  const made = xia.setup({ seats, preset: 'standard', fameTarget: 10, elements }, `prop-e-${seed}`);
  if (!made.ok) throw new Error(made.error.message);
  const seen = new Set<string>();
  let broken: string[] = [];
  const chooser = openDice(seedRandom(`prop-e-chooser-${seed}`));
  const state = playRandom(made.value, chooser, steps, (after, events, command) => {
    for (const e of events) seen.add(e.type);
    const found = violations(xia.content, after);
    if (found.length > 0) broken = [`after ${JSON.stringify(command)}`, ...found];
    return found.length === 0;
  });
  return { state, broken, seen };
}

/** Every Relic id face down in a state. */
function hiddenRelics(state: XiaState): string[] {
  const w = state.worlds;
  if (!w) return [];
  return [
    ...w.relicPool,
    ...Object.values(w.relicStacks).flat(),
    ...w.relicsGone,
    ...state.captains.flatMap((c) =>
      c.hold.cargo.flatMap((x) => (x.kind === 'relic' ? [x.relic] : [])),
    ),
  ];
}

describe('element E', () => {
  it('the invariants hold after every command; legal and apply agree; no view shows a face-down Relic', () => {
    fc.assert(
      fc.property(
        fc
          .tuple(fc.nat({ max: 10_000 }), fc.nat({ max: 400 }))
          .map(([seed, steps]) => reachableEWorlds(seed, steps)),
        ({ state, broken }) => {
          expect(broken).toEqual([]);
          const status = xia.status(state);
          for (const captain of state.captains) {
            const acting = status.kind === 'active' && status.toAct.includes(captain.seat);
            expect(acceptsListed(state, captain.seat).length > 0).toBe(acting);
            const text = JSON.stringify(xia.view(state, { seat: captain.seat }));
            for (const relic of hiddenRelics(state)) expect(text).not.toContain(`"${relic}"`);
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 180_000);

  it('games of fixed seeds dock with The Kiln, dig Relics and quarry, the invariants holding throughout', () => {
    const seen = new Set<string>();
    for (const seed of [0, 1, 9]) {
      const game = reachableEWorlds(seed, 1500);
      expect(game.broken).toEqual([]);
      for (const t of game.seen) seen.add(t);
    }
    for (const type of [
      'KilnDocked',
      'KilnOrbited',
      'KilnMoved',
      'KilnUndocked',
      'RelicsStacked',
      'RelicTaken',
      'RelicLost',
      'EmberGained',
    ])
      expect(seen.has(type), type).toBe(true);
  }, 180_000);
});
