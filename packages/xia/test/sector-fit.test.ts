/**
 * Edge symbols with the core pack, whose tiles do not all fit every edge: setup always lays a
 * matching ring, and exploring either lays a matching tile or is refused with NoSectorFits
 * exactly when no tile left in the stack can match.
 */
import { openDice, type SeatId, seedRandom } from '@drift/engine';
import {
  ALL_DIRECTIONS,
  type Direction,
  directionBetween,
  type Hex,
  hex,
  hexKey,
  neighbor,
  ORIGIN,
  slotOfHex,
  tileHexes,
} from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { corePack } from '../src/content/index.ts';
import type { PlacedSector, XiaState } from '../src/model/state.ts';
import type { XiaOptionsInput } from '../src/options.ts';
import { createXia } from '../src/ruleset.ts';

const core = createXia(corePack());
const pack = corePack();

/** The symbol a placed sector shows on board side `side` (worked out here, not by the engine). */
function shows(placed: PlacedSector, side: number): string | undefined {
  return core.content.sector(placed.id).edges[(((side - placed.rotation) % 6) + 6) % 6];
}

function made(input: XiaOptionsInput, seed: string): XiaState {
  const options = core.parseOptions(input);
  if (!options.ok) throw new Error(options.error.message);
  const s = core.setup(options.value, seed);
  if (!s.ok) throw new Error(`${seed}: ${s.error.message}`);
  return s.value;
}

function apply(s: XiaState, seat: SeatId, command: Parameters<typeof core.apply>[2]): XiaState {
  const applied = core.apply(s, seat, command);
  if (!applied.ok) throw new Error(`${command.type}: ${applied.error.code}`);
  return applied.value.state;
}

/** Past setup: each seat takes the first free ship, nobody buys outfits. */
function started(s0: XiaState): XiaState {
  let s = s0;
  for (const _ of s.pickOrder) {
    const ship = core.legal(s, s.turn.seat).find((c) => c.type === 'ChooseShip');
    if (!ship) throw new Error('no ship to choose');
    s = apply(s, s.turn.seat, ship);
  }
  for (const _ of s.pickOrder) s = apply(s, s.turn.seat, { type: 'FinishOutfitting' });
  return s;
}

/** The acting seat's ship at `at` in its Action Phase with Energy to scan; other ships off the board. */
function scanningFrom(s: XiaState, at: Hex): XiaState {
  const seat = s.turn.seat;
  return {
    ...s,
    captains: s.captains.map((c) =>
      c.seat === seat ? { ...c, at, energy: 5, skipsNextTurn: false } : { ...c, at: null },
    ),
    npcs: s.npcs.map((n) => ({ ...n, at: null })),
    prompts: [],
    turn: {
      ...s.turn,
      phase: 'Action',
      movement: 0,
      moveSource: null,
      proxy: null,
      passFrom: null,
    },
  };
}

/** Every (hex, direction) of the board that looks into an empty slot. */
function openings(s: XiaState): [Hex, Direction][] {
  const placed = new Set(s.board.sectors.map((p) => hexKey(p.slot)));
  return s.board.sectors.flatMap((p) =>
    tileHexes(p).flatMap((h) =>
      ALL_DIRECTIONS.filter((d) => !placed.has(hexKey(slotOfHex(neighbor(h, d))))).map(
        (d): [Hex, Direction] => [h, d],
      ),
    ),
  );
}

const SETUPS = fc.record({
  seed: fc.nat(),
  seats: fc.constantFrom(3, 4, 5),
  preset: fc.constantFrom('standard' as const, 'firstGame' as const),
});

describe('edge symbols with the core pack', () => {
  it('XB-SETUP-01 XB-SETUP-02 XB-SECT-02 XB-FIRST-02: every game sets up, each ring tile matching the one laid before it', () => {
    fc.assert(
      fc.property(SETUPS, ({ seed, seats, preset }) => {
        const s = made({ seats, preset }, `fit-${seed}`);
        const placed = s.board.sectors;
        expect(placed).toHaveLength(seats);
        expect([...placed.map((p) => p.id), ...s.decks.sectors].sort()).toEqual(
          pack.sectors.map((x) => x.id).sort(),
        );
        expect(placed[0]).toMatchObject({ slot: ORIGIN, rotation: 0 });
        if (preset === 'firstGame')
          expect(placed.map((p) => p.id)).toEqual(pack.info.firstGameSectors.slice(0, seats));
        placed.forEach((p, k) => {
          expect(core.content.sector(p.id).spaces.some((x) => x.spawn !== undefined)).toBe(true);
          if (k === 0) return;
          const before = placed[k === 1 ? 0 : k - 1];
          const side = before && directionBetween(before.slot, p.slot);
          if (!before || side === undefined)
            throw new Error(`sector ${k} touches no sector before it`);
          expect(shows(p, side + 3), `${p.id} beside ${before.id}`).toBe(shows(before, side));
        });
      }),
      { numRuns: 300 },
    );
  });

  it('XB-EXPL-01 XB-SECT-02: exploring lays a matching tile, or is refused with NoSectorFits exactly when none left can match', () => {
    let refused = 0;
    let passedUnder = 0;
    fc.assert(
      fc.property(SETUPS, ({ seed, seats, preset }) => {
        let s = started(made({ seats, preset }, `explore-${seed}`));
        const dice = openDice(seedRandom(`explore-${seed}`));
        for (let i = 0; i < 40 && s.decks.sectors.length > 0; i++) {
          const [from, direction] = dice.pick(openings(s));
          const slot = slotOfHex(neighbor(from, direction));
          const anchor = s.board.sectors.find((p) => hexKey(p.slot) === hexKey(slotOfHex(from)));
          const side = anchor && directionBetween(anchor.slot, slot);
          if (!anchor || side === undefined) throw new Error('no tile under the ship');
          const wanted = shows(anchor, side);
          const deck = s.decks.sectors;
          const canFit = deck.some((id) => core.content.sector(id).edges.some((e) => e === wanted));
          const scanned = core.apply(scanningFrom(s, from), s.turn.seat, {
            type: 'Scan',
            direction,
          });
          if (!canFit) {
            expect(scanned).toMatchObject({ ok: false, error: { code: 'NoSectorFits' } });
            refused++;
            continue;
          }
          if (!scanned.ok) throw new Error(`scan refused: ${scanned.error.code}`);
          s = scanned.value.state;
          const prompt = s.prompts.at(-1);
          if (prompt?.kind === 'PlaceSector') {
            s = apply(s, prompt.seat, {
              type: 'PlaceSector',
              rotation: dice.pick(prompt.rotations),
            });
          }
          const drawn = scanned.value.events.filter((e) => e.type === 'SectorDrawn').length;
          passedUnder += drawn - 1;
          const laid = s.board.sectors.at(-1);
          expect(laid?.slot).toEqual(slot);
          if (!laid) throw new Error('nothing laid');
          expect(shows(laid, side + 3), `${laid.id} beside ${anchor.id}`).toBe(wanted);
          expect(s.decks.sectors).toHaveLength(deck.length - 1);
          expect(s.prompts).toEqual([]);
        }
      }),
      { numRuns: 40 },
    );
    // The core pack's mix of symbols makes both rules happen in play.
    expect(refused).toBeGreaterThan(0);
    expect(passedUnder).toBeGreaterThan(0);
  });

  // Kemplar II turned twice shows its 'ring' side (local 4) to the east. Quillon has no ring
  // and goes under the stack; Burning Horse has one (local 2) and must turn it west: once.
  const kemplar: PlacedSector = { id: 'kemplar-ii', slot: ORIGIN, rotation: 2 };
  const base = started(made({ seats: 3, preset: 'firstGame' }, 'turned-anchor'));
  scenario('a scan from a turned tile matches the symbol that tile shows now', {
    ruleset: core,
    rules: ['XB-EXPL-01', 'XB-SECT-02'],
    start: { state: base },
    arrange: (s) => ({
      ...scanningFrom(s, hex(2, 0)),
      board: { sectors: [kemplar], tokens: {}, cubes: {} },
      decks: { ...s.decks, sectors: ['quillon', 'burning-horse', 'loath'] },
    }),
    dice: [],
    steps: [
      {
        seat: base.turn.seat,
        command: { type: 'Scan', direction: 0 },
        events: [
          { type: 'SectorDrawn', sector: 'quillon', slot: hex(1, 0) },
          { type: 'SectorDrawn', sector: 'burning-horse', slot: hex(1, 0) },
          { type: 'SectorPlaced', sector: 'burning-horse', slot: hex(1, 0), rotation: 1 },
        ],
        state: {
          prompts: [],
          board: { sectors: [kemplar, { id: 'burning-horse', slot: hex(1, 0), rotation: 1 }] },
          decks: { sectors: ['loath', 'quillon'] },
        },
      },
    ],
  });
});
