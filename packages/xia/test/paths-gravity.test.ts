/**
 * Gravity paths of element E's Anomaly sectors (XE-ANOM-02..07, GAP-XE-10), with forced dice:
 * the roll on coming onto a path, the carry along the arrows, the push off the end, a second
 * path's roll at once, the movement held, and ships passed or stopped short of.
 */
import { die } from '@drift/engine';
import type { Hex } from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import { boardOf } from '../src/board/board.ts';
import { carriedThrough } from '../src/elements/e-paths/gravity.ts';
import { routesOf } from '../src/elements/e-paths/routes.ts';
import { violations } from '../src/invariants.ts';
import type { XiaState } from '../src/model/state.ts';
import { createXia } from '../src/ruleset.ts';
import { ready } from './fixtures/game.ts';
import { testPack } from './fixtures/pack.ts';
import { alphaHex, onTile, park, tileHex, tiles, xiaE } from './fixtures/paths.ts';

const seat = 2;
const ferren = onTile('ferrens-call');
const F = (q: number, r: number): Hex => tileHex(ferren, q, r);
const at = (s: XiaState) => s.captains[seat]?.at;

describe("Ferren's Call (XE-ANOM-07)", () => {
  scenario(
    'XE-ANOM-07 XE-ANOM-02 XE-ANOM-05 XE-ANOM-06: 4 held, d12 8 with 5 spaces left: off on the 6th, 2 discarded, the inner d6 path rolls at once, the 4 remain',
    {
      ruleset: xiaE,
      rules: ['XE-ANOM-07', 'XE-ANOM-02', 'XE-ANOM-05', 'XE-ANOM-06', 'GAP-XE-10'],
      start: { state: ready(ferren, seat, alphaHex(ferren, 2, 0), 5) },
      dice: [die(12, 8), die(6, 3)],
      steps: [
        {
          seat,
          command: { type: 'Step', to: F(-2, 2) }, // the purple path's fifth space
          events: [
            { type: 'Moved', seat, to: F(-2, 2), left: 4 },
            { type: 'DieRolled', seat, die: 12, face: 8 },
            {
              type: 'GravityCarried',
              seat,
              sector: 'ferrens-call',
              path: 0,
              colour: 'purple',
              face: 8,
              hexes: [F(-2, 1), F(-2, 0), F(-1, -1), F(0, -2), F(1, -2), F(1, -1)],
              pushedOff: true,
              discarded: 2,
            },
            { type: 'Moved', seat, to: F(-2, 1), left: 4 },
            { type: 'Moved', seat, to: F(1, -2), left: 4 },
            { type: 'Moved', seat, to: F(1, -1), left: 4 },
            { type: 'DieRolled', seat, die: 6, face: 3 },
            {
              type: 'GravityCarried',
              colour: 'orange',
              hexes: [F(1, 0), F(0, 1), F(-1, 1)],
              pushedOff: false,
              discarded: 0,
            },
            { type: 'Moved', seat, to: F(-1, 1), left: 4 },
          ],
          // XE-ANOM-06: all of it inside the one step; the turn goes on with the 4 held.
          state: { turn: { seat, phase: 'Action', movement: 4 } },
          verify: (s) => {
            expect(at(s)).toEqual(F(-1, 1));
            expect(s.prompts).toEqual([]);
            expect(violations(xiaE.content, s)).toEqual([]);
          },
        },
        {
          // XE-ANOM-03: afterwards it moves along the path against the arrows, no new roll.
          seat,
          command: { type: 'Step', to: F(0, 1) },
          events: [{ type: 'Moved', seat, to: F(0, 1), left: 3 }],
        },
      ],
    },
  );

  scenario('XE-ANOM-05: a roll past the inner path pushes the ship into the black hole', {
    ruleset: xiaE,
    rules: ['XE-ANOM-05', 'XE-ANOM-02'],
    start: { state: ready(ferren, seat, F(2, -1), 2) },
    dice: [die(6, 6)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: F(1, -1) }, // the orange path's rules space
        events: [
          { type: 'DieRolled', seat, die: 6, face: 6 },
          {
            type: 'GravityCarried',
            hexes: [F(1, 0), F(0, 1), F(-1, 1), F(-1, 0), F(0, -1), F(0, 0)],
            pushedOff: true,
            discarded: 0,
          },
          { type: 'Moved', seat, to: F(0, 0) },
          { type: 'ShipDestroyed', seat, cause: 'star' },
          { type: 'TurnEnded', seat },
        ],
        verify: (s) => expect(at(s)).toBeNull(),
      },
    ],
  });
});

describe('Sallow Drift: pushed across a border (XE-ANOM-05)', () => {
  const sallow = onTile('sallow-drift');
  const D = (q: number, r: number): Hex => tileHex(sallow, q, r);
  scenario(
    'XE-ANOM-05 XE-ANOM-06: pushed off into the asteroid field, the border rolls as for any step; its damage waits on the prompt stack; the movement held remains',
    {
      ruleset: xiaE,
      rules: ['XE-ANOM-05', 'XE-ANOM-06', 'XE-ANOM-03'],
      start: { state: ready(sallow, seat, D(1, 0), 3) },
      dice: [die(6, 3), die(20, 5)],
      steps: [
        {
          seat,
          command: { type: 'Step', to: D(1, -1) }, // the orange path's rules space
          events: [
            { type: 'DieRolled', seat, die: 6, face: 3 },
            { type: 'GravityCarried', hexes: [D(0, 0), D(-1, 1), D(-1, 2)], pushedOff: true },
            { type: 'Moved', seat, to: D(-1, 2), left: 2 },
            { type: 'HazardResolved', seat, hazard: 'asteroid field', face: 5, outcome: 'damage' },
            { type: 'DamageTaken', seat, amount: 5 },
          ],
          state: {
            turn: { movement: 2 },
            prompts: [{ kind: 'PlaceDamage', seat, remaining: 5 }],
          },
          verify: (s) => expect(at(s)).toEqual(D(-1, 2)),
        },
      ],
    },
  );
});

describe('passing and stopping short (GAP-XE-10)', () => {
  const crowded = park(park(ferren, 1, F(-1, 1)), 0, F(-1, 0)); // orange spaces 3 and 4
  scenario('GAP-XE-10: the carry passes through ships and stops beyond them', {
    ruleset: xiaE,
    rules: ['GAP-XE-10', 'XE-ANOM-02'],
    start: { state: ready(crowded, seat, F(2, -1), 1) },
    dice: [die(6, 5)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: F(1, -1) },
        events: [
          {
            type: 'GravityCarried',
            hexes: [F(1, 0), F(0, 1), F(-1, 1), F(-1, 0), F(0, -1)],
            pushedOff: false,
          },
        ],
        verify: (s) => expect(at(s)).toEqual(F(0, -1)),
      },
    ],
  });

  scenario('GAP-XE-10: a carry that would stop on a ship stops on the last free space before it', {
    ruleset: xiaE,
    rules: ['GAP-XE-10'],
    start: { state: ready(crowded, seat, F(2, -1), 1) },
    dice: [die(6, 4)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: F(1, -1) },
        events: [{ type: 'GravityCarried', face: 4, hexes: [F(1, 0), F(0, 1)], discarded: 2 }],
        verify: (s) => expect(at(s)).toEqual(F(0, 1)),
      },
    ],
  });

  it('GAP-XE-10: a push off the end onto a ship stops on the last free space of the path', () => {
    const board = boardOf(xiaE.content, ferren.board.sectors);
    const route = routesOf(xiaE.content, board).gravity.get(`${F(0, -1).q},${F(0, -1).r}`)?.[0];
    if (!route) throw new Error('no orange path');
    const exit = route.exit;
    const taken = (h: Hex) => h.q === exit.q && h.r === exit.r;
    expect(carriedThrough(route, 3, 6, taken)).toEqual({
      hexes: [F(-1, 0), F(0, -1)],
      pushedOff: false,
    });
  });
});

describe('The Spindle: moving on, leaving and coming back (XE-ANOM-03, XE-ANOM-04)', () => {
  const spindle = onTile('the-spindle');
  const S = (q: number, r: number): Hex => tileHex(spindle, q, r);
  scenario(
    'XE-ANOM-03 XE-ANOM-04: along the path both ways and off it without a roll; coming back rolls again',
    {
      ruleset: xiaE,
      rules: ['XE-ANOM-03', 'XE-ANOM-04', 'XE-ANOM-02'],
      start: { state: ready(spindle, seat, S(1, 0), 4) },
      dice: [die(12, 1), die(12, 2)],
      steps: [
        {
          seat,
          command: { type: 'Step', to: S(2, 0) },
          events: [
            { type: 'DieRolled', seat, die: 12, face: 1 },
            { type: 'GravityCarried', colour: 'purple', hexes: [S(1, 1)] },
          ],
          state: { turn: { movement: 3 } },
        },
        // Back against the arrows: no roll (a roll here would fail the scenario).
        { seat, command: { type: 'Step', to: S(2, 0) }, state: { turn: { movement: 2 } } },
        // Off the path: no roll either.
        { seat, command: { type: 'Step', to: S(1, 0) }, state: { turn: { movement: 1 } } },
        {
          seat,
          command: { type: 'Step', to: S(2, 0) },
          events: [
            { type: 'DieRolled', seat, die: 12, face: 2 },
            { type: 'GravityCarried', hexes: [S(1, 1), S(0, 2)] },
          ],
          verify: (s) => expect(at(s)).toEqual(S(0, 2)),
        },
      ],
    },
  );
});

describe('element E off', () => {
  it('XE-ANOM-02: without element E a path is open space: no roll (strict dice)', () => {
    const off = {
      ...ready(ferren, seat, F(2, -1), 1),
      options: { ...ferren.options, elements: [] },
    };
    const applied = xiaE.apply(off, seat, { type: 'Step', to: F(1, -1) });
    expect(applied.ok).toBe(true);
    if (applied.ok) expect(applied.value.events.map((e) => e.type)).not.toContain('DieRolled');
  });
});

describe('NPCs (XE-ANOM-02, XE-COMET-02)', () => {
  it('XE-ANOM-02 XE-COMET-02: an NPC flying across gravity paths is never carried and rolls for none', () => {
    const merchant = {
      id: 'merchant',
      name: 'Merchant',
      legal: 'neutral' as const,
      behaviour: 'merchant' as const,
      home: 'alpha',
      speed: 3,
      attack: { weapon: 'blaster' as const, die: 6 as const },
      defence: 8 as const,
      toKill: 12,
      onKill: { fame: 1, credits: 1000 },
      bounty: 0,
      route: ['alpha'],
      text: 'A freighter bound for Alpha.',
    };
    const rules = createXia(
      { ...testPack, npcs: [merchant] },
      { sectors: tiles, missions: [], outfits: [] },
    );
    const s: XiaState = {
      ...ready(ferren, seat, alphaHex(ferren, 0, 2), 0),
      turn: { ...ferren.turn, seat, phase: 'Status', movement: 0, moveSource: null, proxy: null },
      npcs: [
        {
          id: 'merchant',
          at: F(2, -1),
          damage: 0,
          bounty: 0,
          credits: 0,
          holder: seat,
          awaitingRespawn: false,
          waypoint: 0,
        },
      ],
    };
    const applied = rules.apply(s, seat, { type: 'ArmMarkers', count: 0 });
    if (!applied.ok) throw new Error(applied.error.message);
    const moves = applied.value.events.filter((e) => e.type === 'NpcMoved');
    expect(moves.length).toBeGreaterThan(1);
    const board = boardOf(rules.content, s.board.sectors);
    const routes = routesOf(rules.content, board);
    // It crossed path spaces...
    expect(
      moves.some((e) => e.type === 'NpcMoved' && routes.gravity.has(`${e.to.q},${e.to.r}`)),
    ).toBe(true);
    // ...and nothing rolled or carried it.
    const types = applied.value.events.map((e) => e.type);
    expect(types).not.toContain('GravityCarried');
    expect(
      applied.value.events.filter((e) => e.type === 'DieRolled' && /gravity/.test(e.purpose)),
    ).toEqual([]);
  });
});
