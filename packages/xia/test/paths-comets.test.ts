/**
 * Comets of element E's Ice Asteroid sectors (XE-COMET-01..07) and the Ice Asteroid border
 * (XE-ICEA-01, GAP-XE-12), with forced dice.
 */
import { die } from '@drift/engine';
import { type Hex, hexKey } from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import { boardOf } from '../src/board/board.ts';
import { cometFlight } from '../src/elements/e-paths/comets.ts';
import { routesOf } from '../src/elements/e-paths/routes.ts';
import { violations } from '../src/invariants.ts';
import type { XiaState } from '../src/model/state.ts';
import { inSight } from '../src/rules/combat/targets.ts';
import { distancesFrom } from '../src/rules/npcs/terrain.ts';
import { ready } from './fixtures/game.ts';
import { cometAt, onTile, park, tileHex, xiaE } from './fixtures/paths.ts';

const seat = 2;
const rime = onTile('rimeward-belt');
const R = (q: number, r: number): Hex => tileHex(rime, q, r);
const at = (s: XiaState, who = seat) => s.captains[who]?.at;
const comet = (s: XiaState, tile = 'rimeward-belt') => s.comets?.[tile];
const sound = (s: XiaState) => expect(violations(xiaE.content, s)).toEqual([]);

describe('comets (XE-COMET-02..05)', () => {
  // The Rimeward Belt's comet loops round the centre: [1,0] [0,1] [-1,1] [-1,0] [0,-1] [1,-1].
  scenario(
    'XE-COMET-02 XE-COMET-03 XE-COMET-04 XE-COMET-05: onto the path: the comet flies a d6, passing the ship harmlessly; along the path no new roll; off and back on, a new roll',
    {
      ruleset: xiaE,
      rules: ['XE-COMET-02', 'XE-COMET-03', 'XE-COMET-04', 'XE-COMET-05', 'XE-COMET-06'],
      start: { state: ready(rime, seat, R(0, 0), 4) },
      dice: [die(6, 2), die(6, 1)],
      steps: [
        {
          seat,
          command: { type: 'Step', to: R(0, 1) },
          events: [
            { type: 'Moved', seat, to: R(0, 1), left: 3 },
            { type: 'DieRolled', seat, die: 6, face: 2 },
            {
              type: 'CometMoved',
              sector: 'rimeward-belt',
              seat,
              face: 2,
              from: R(1, 0),
              hexes: [R(0, 1), R(-1, 1)],
            },
          ],
          verify: (s) => {
            expect(at(s)).toEqual(R(0, 1)); // passed through: unharmed (example 2)
            expect(comet(s)?.at).toEqual(R(-1, 1));
            expect(s.turn.movement).toBe(3); // XE-COMET-04: it flies on
            sound(s);
          },
        },
        // Along the path: the comet stays (a roll would fail the scenario).
        { seat, command: { type: 'Step', to: R(1, 0) }, state: { turn: { movement: 2 } } },
        { seat, command: { type: 'Step', to: R(0, 0) }, state: { turn: { movement: 1 } } },
        {
          seat,
          command: { type: 'Step', to: R(0, -1) },
          events: [
            { type: 'DieRolled', seat, die: 6, face: 1 },
            { type: 'CometMoved', from: R(-1, 1), hexes: [R(-1, 0)] },
          ],
          verify: (s) => expect(comet(s)?.at).toEqual(R(-1, 0)),
        },
      ],
    },
  );

  const struck: XiaState = {
    ...park(rime, 1, R(-1, 0)),
    board: { ...rime.board, cubes: { [hexKey(R(-1, 0))]: ['spice'] } },
    supply: { ...rime.supply, cubes: { ...rime.supply.cubes, spice: rime.supply.cubes.spice - 1 } },
  };
  scenario(
    'XE-COMET-03 XE-COMET-05: where the comet stops, a ship and a cube are destroyed as by a star; a second ship coming onto the path sets it off again',
    {
      ruleset: xiaE,
      rules: ['XE-COMET-03', 'XE-COMET-05'],
      start: { state: ready(struck, seat, R(0, 0), 2) },
      dice: [die(6, 3)],
      steps: [
        {
          seat,
          command: { type: 'Step', to: R(0, 1) },
          events: [
            { type: 'CometMoved', hexes: [R(0, 1), R(-1, 1), R(-1, 0)] },
            {
              type: 'CometStruck',
              sector: 'rimeward-belt',
              at: R(-1, 0),
              seats: [1],
              cubes: ['spice'],
            },
            { type: 'ShipDestroyed', seat: 1, cause: 'comet' },
          ],
          verify: (s) => {
            expect(at(s, 1)).toBeNull();
            expect(s.board.cubes[hexKey(R(-1, 0))]).toBeUndefined();
            expect(s.supply.cubes.spice).toBe(rime.supply.cubes.spice);
            expect(at(s)).toEqual(R(0, 1));
            sound(s);
          },
        },
      ],
    },
  );

  scenario('XE-COMET-03: the comet stopping on the ship that set it off destroys it', {
    ruleset: xiaE,
    rules: ['XE-COMET-03'],
    start: { state: ready(rime, seat, R(0, 0), 2) },
    dice: [die(6, 1)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: R(0, 1) },
        events: [
          { type: 'CometMoved', hexes: [R(0, 1)] },
          { type: 'CometStruck', at: R(0, 1), seats: [seat] },
          { type: 'ShipDestroyed', seat, cause: 'comet' },
          { type: 'TurnEnded', seat },
        ],
      },
    ],
  });

  scenario('XE-COMET-03: a ship flying into the comet is destroyed, and rolls nothing', {
    ruleset: xiaE,
    rules: ['XE-COMET-03'],
    start: { state: ready(cometAt(rime, 'rimeward-belt', [0, 1]), seat, R(0, 0), 2) },
    steps: [
      {
        seat,
        command: { type: 'Step', to: R(0, 1) },
        events: [
          { type: 'CometStruck', at: R(0, 1), seats: [seat] },
          { type: 'ShipDestroyed', seat, cause: 'comet' },
        ],
        verify: (s) => expect(comet(s)?.at).toEqual(R(0, 1)),
      },
    ],
  });

  it('XE-COMET-02: a comet path that is no loop is flown to its end and back', () => {
    const hoar = onTile('hoarfrost-reach');
    const route = routesOf(xiaE.content, boardOf(xiaE.content, hoar.board.sectors)).cometOf.get(
      'hoarfrost-reach',
    );
    if (!route) throw new Error('no comet path');
    const H = (q: number, r: number) => tileHex(hoar, q, r);
    expect(cometFlight(route, 3, 1, 3)).toEqual({
      hexes: [H(-2, 0), H(-1, 0), H(0, 0)],
      heading: -1,
    });
    expect(cometFlight(route, 1, -1, 2)).toEqual({ hexes: [H(2, 0), H(1, 0)], heading: 1 });
  });
});

describe('a comet revealed, destroyed and back (XE-COMET-01, XE-COMET-07)', () => {
  it('XE-COMET-01: the comet goes on its rules space when its sector is revealed', () => {
    const ferren = onTile('ferrens-call');
    const edge = tileHex(ferren, 2, -1); // Ferren's Call's east rim: unexplored space beyond
    let s: XiaState = {
      ...ready(ferren, seat, edge, 0),
      // The Rimeward Belt on top of the stack.
      decks: {
        ...ferren.decks,
        sectors: ['rimeward-belt', ...ferren.decks.sectors.filter((t) => t !== 'rimeward-belt')],
      },
    };
    const scanned = xiaE.apply(s, seat, { type: 'Scan', direction: 0 });
    if (!scanned.ok) throw new Error(scanned.error.message);
    s = scanned.value.state;
    let events = scanned.value.events;
    const prompt = s.prompts[0];
    if (prompt?.kind === 'PlaceSector') {
      const placed = xiaE.apply(s, seat, {
        type: 'PlaceSector',
        rotation: prompt.rotations[0] ?? 0,
      });
      if (!placed.ok) throw new Error(placed.error.message);
      s = placed.value.state;
      events = placed.value.events;
    }
    const route = routesOf(xiaE.content, boardOf(xiaE.content, s.board.sectors)).cometOf.get(
      'rimeward-belt',
    );
    expect(route).toBeDefined();
    expect(comet(s)).toEqual({ at: route?.rules, heading: 1 });
    expect(events).toContainEqual({
      type: 'CometPlaced',
      sector: 'rimeward-belt',
      at: route?.rules,
      respawned: false,
    });
    sound(s);
  });

  const gone = cometAt(rime, 'rimeward-belt', null);
  scenario(
    'XE-COMET-07 XE-COMET-02: a destroyed comet flies nowhere; it comes back on its rules space when the next turn starts',
    {
      ruleset: xiaE,
      rules: ['XE-COMET-07', 'XE-COMET-02'],
      start: { state: ready(gone, seat, R(0, 0), 1) },
      steps: [
        {
          seat,
          command: { type: 'Step', to: R(0, 1) },
          verify: (s) => expect(comet(s)?.at).toBeNull(),
        },
        {
          seat,
          command: { type: 'EndActions' },
          events: [{ type: 'PhaseStarted', seat, phase: 'Status' }],
        },
        {
          seat,
          command: { type: 'ArmMarkers', count: 0 },
          events: [
            { type: 'TurnEnded', seat },
            { type: 'TurnStarted', seat: 0 },
            { type: 'CometPlaced', sector: 'rimeward-belt', at: R(1, 0), respawned: true },
          ],
          verify: sound,
        },
      ],
    },
  );
});

describe('Ice Asteroid borders (XE-ICEA-01, GAP-XE-12)', () => {
  const hoar = onTile('hoarfrost-reach');
  const H = (q: number, r: number): Hex => tileHex(hoar, q, r);
  scenario(
    'XE-ICEA-01 GAP-XE-12: entering rolls a d20: 11-20 nothing; leaving rolls nothing; 1-10 is that much Ice damage',
    {
      ruleset: xiaE,
      rules: ['XE-ICEA-01', 'GAP-XE-12'],
      start: { state: ready(hoar, seat, H(1, -1), 3) },
      dice: [die(20, 15), die(20, 4)],
      steps: [
        {
          seat,
          command: { type: 'Step', to: H(1, -2) },
          events: [
            { type: 'DieRolled', seat, die: 20, face: 15 },
            {
              type: 'HazardResolved',
              seat,
              hazard: 'ice asteroid field',
              face: 15,
              outcome: 'safe',
            },
          ],
        },
        { seat, command: { type: 'Step', to: H(1, -1) } }, // GAP-XE-12: no roll on leaving
        {
          seat,
          command: { type: 'Step', to: H(1, -2) },
          events: [
            {
              type: 'HazardResolved',
              hazard: 'ice asteroid field',
              face: 4,
              outcome: 'damage',
              amount: 4,
            },
            { type: 'DamageTaken', seat, amount: 4, ice: true },
          ],
          state: { prompts: [{ kind: 'PlaceDamage', seat, remaining: 4, ice: true }] },
        },
      ],
    },
  );

  const shielded = ready(hoar, seat, H(1, -1), 1, {
    hold: { outfits: [{ uid: 91, kind: 'guard', at: [0, 0], turns: 0 }], cargo: [], damage: [] },
  });
  scenario('XE-ICEA-01: shields may block the Ice damage of an ice border', {
    ruleset: xiaE,
    rules: ['XE-ICEA-01'],
    start: {
      state: {
        ...shielded,
        supply: {
          ...shielded.supply,
          outfits: { ...shielded.supply.outfits, guard: (shielded.supply.outfits.guard ?? 1) - 1 },
        },
      },
    },
    dice: [die(20, 3), die(6, 4)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: H(1, -2) },
        state: { prompts: [{ kind: 'ShieldHazard', seat, hazard: 'ice', amount: 3 }] },
      },
      {
        seat,
        command: { type: 'ShieldHazard', use: [{ outfit: 91, space: 0 }] },
        events: [{ type: 'ShieldsRolled', total: 4, against: 3 }],
        verify: (s) => {
          expect(s.captains[seat]?.hold.damage).toEqual([]);
          expect(s.prompts).toEqual([]);
          sound(s);
        },
      },
    ],
  });

  it('XE-ICEA-01: ice borders block sight; NPCs never fly across them', () => {
    const board = boardOf(xiaE.content, hoar.board.sectors);
    expect(inSight(board, H(1, -1), H(1, -2))).toBe(false); // into the ice
    expect(inSight(board, H(0, -1), H(2, -1))).toBe(true); // beside it, open space
    const flight = distancesFrom(board, H(1, -1), false);
    expect(flight.get(hexKey(H(1, -2)))).toBeUndefined();
    expect(flight.get(hexKey(H(0, -1)))).toBe(1);
  });
});
