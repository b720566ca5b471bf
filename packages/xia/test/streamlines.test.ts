/**
 * Element G, the rule streamlines (XE-RULE-01..07, XE-QR-01): each rule with the element on,
 * against the same state with it off where the base rule differs.
 */
import { type Hex, localToBoard } from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import { describe } from 'vitest';
import type { CubeColour } from '../src/content/schema.ts';
import type { Captain, CargoCube, XiaState } from '../src/model/state.ts';
import { actingAt, started, withCaptain, xia } from './fixtures/game.ts';

/** The same match with element G switched on (set directly: the option parser refuses it until built). */
function withG(s: XiaState): XiaState {
  return { ...s, options: { ...s.options, elements: ['G'] } };
}

const base = started();
const g = withG(base);

function hexOf(s: XiaState, sector: string, q: number, r: number): Hex {
  const placed = s.board.sectors.find((p) => p.id === sector);
  if (!placed) throw new Error(`sector ${sector} not placed`);
  return localToBoard({ q, r }, placed);
}

function cargo(...items: [CubeColour, number, number][]): CargoCube[] {
  return items.map(([colour, x, y]) => ({ kind: 'cube', colour, at: [x, y] }));
}

/** Seat 0 in its Action Phase flying a Skiff (3×3 hold) at `at`, with these cubes. */
function trader(s: XiaState, at: Hex, cubes: CargoCube[], change: Partial<Captain> = {}): XiaState {
  return actingAt(
    withCaptain(s, 0, {
      ship: 'skiff',
      energy: 6,
      hold: { outfits: [], cargo: cubes, damage: [] },
      ...change,
    }),
    0,
    at,
  );
}

const alpha = hexOf(base, 'alpha', 0, 0); // lawful planet: captains buy spice, sell holo

describe('XE-RULE-04 trade Fame', () => {
  scenario('selling every cube this place buys, at least 2, earns Fame though others stay', {
    ruleset: xia,
    rules: ['XE-RULE-04'],
    start: { state: g },
    arrange: (s) => trader(s, alpha, cargo(['holo', 0, 0], ['holo', 1, 0], ['spice', 2, 0])),
    steps: [
      {
        seat: 0,
        command: { type: 'SellCubes', cubes: { holo: 2 } },
        events: [
          { type: 'CubesSold', cubes: { holo: 2 }, credits: 2000 },
          { type: 'FameGained', seat: 0, amount: 1, source: 'trade', fame: 1 },
        ],
        state: { captains: [{ fame: 1, hold: { cargo: cargo(['spice', 2, 0]) } }, {}, {}] },
      },
    ],
  });

  scenario('with the element off the same sale earns nothing: the spice is still aboard', {
    ruleset: xia,
    rules: ['XB-FAME-05', 'XE-RULE-04'],
    start: { state: base },
    arrange: (s) => trader(s, alpha, cargo(['holo', 0, 0], ['holo', 1, 0], ['spice', 2, 0])),
    steps: [
      {
        seat: 0,
        command: { type: 'SellCubes', cubes: { holo: 2 } },
        state: { captains: [{ fame: 0, credits: 5000 }, {}, {}] },
      },
    ],
  });

  scenario('keeping back a cube this place buys earns no Fame', {
    ruleset: xia,
    rules: ['XE-RULE-04'],
    start: { state: g },
    arrange: (s) => trader(s, alpha, cargo(['holo', 0, 0], ['holo', 1, 0], ['holo', 2, 0])),
    steps: [
      {
        seat: 0,
        command: { type: 'SellCubes', cubes: { holo: 2 } },
        state: { captains: [{ fame: 0, credits: 5000 }, {}, {}] },
      },
      {
        seat: 0,
        command: { type: 'SellCubes', cubes: { holo: 1 } },
        // Every holo gone now, but this sale was a single cube.
        state: { captains: [{ fame: 0, credits: 6000, hold: { cargo: [] } }, {}, {}] },
      },
    ],
  });

  scenario('a single cube, even the only one this place buys, earns no Fame', {
    ruleset: xia,
    rules: ['XE-RULE-04'],
    start: { state: g },
    arrange: (s) => trader(s, alpha, cargo(['holo', 0, 0], ['spice', 1, 0])),
    steps: [
      {
        seat: 0,
        command: { type: 'SellCubes', cubes: { holo: 1 } },
        state: { captains: [{ fame: 0, credits: 4000 }, {}, {}] },
      },
    ],
  });
});
