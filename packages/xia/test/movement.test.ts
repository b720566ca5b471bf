import { die } from '@drift/engine';
import { hexKey } from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import type { Hold } from '../src/model/state.ts';
import { hexOf, ready, started, withCaptain, xia } from './fixtures/game.ts';

const base = started();
const seat = 2; // the last picker starts: seat 2, flying a Mule (impulse 2, 8 hold cells)
const centre = hexOf(base, 1, 0, 0); // Beta's centre, next to its asteroid field (east) and nebula (west)
const engineHold: Hold = {
  outfits: [{ uid: 90, kind: 'kick', at: [0, 0], turns: 0 }],
  cargo: [],
  damage: [],
};

describe('engines and impulse', () => {
  scenario("a Title that adds impulse adds it to the ship's own", {
    ruleset: xia,
    rules: ['XB-IMP-01', 'XB-TITLE-01'],
    start: { state: ready(base, seat, hexOf(base, 1, 0, 1), 0, { titles: ['wayfarer'] }) },
    steps: [
      {
        seat,
        command: { type: 'UseImpulse' },
        // The Mule's impulse 2, and 1 from the Wayfarer.
        events: [{ type: 'MoveStarted', source: 'impulse', points: 3 }],
      },
    ],
  });

  it('XB-MOVE-04: acting from a neighbour needs an occupied neighbour and 2 movement, said plainly', () => {
    const s = ready(base, seat, centre, 1);
    const next = hexOf(base, 1, 0, 1);
    const short = xia.apply(s, seat, { type: 'UseOccupiedSpace', at: next });
    expect(short.ok ? 'accepted' : short.error).toEqual({
      code: 'NoMovement',
      message: 'Acting from a neighbouring space costs 2 movement.',
    });
    const free = xia.apply(ready(base, seat, centre, 2), seat, {
      type: 'UseOccupiedSpace',
      at: next,
    });
    expect(free.ok ? 'accepted' : free.error.code).toBe('NotOccupied');
  });

  scenario('impulse gives the ship its impulse value once a turn', {
    ruleset: xia,
    rules: ['XB-IMP-01', 'XB-IMP-02'],
    start: { state: ready(base, seat, hexOf(base, 1, 0, 1)) },
    steps: [
      {
        seat,
        command: { type: 'UseImpulse' },
        events: [{ type: 'MoveStarted', source: 'impulse', points: 2 }],
        state: { turn: { movement: 2 } },
      },
      { seat, command: { type: 'UseImpulse' }, rejects: 'ImpulseUsed' },
    ],
    expect: { captains: [{}, {}, { impulseReady: false }] },
  });

  scenario('an engine spends an armed marker on its use space and rolls for movement', {
    ruleset: xia,
    rules: ['XB-OTYP-01', 'XB-MARK-02', 'XB-OUTF-03'],
    start: { state: ready(base, seat, hexOf(base, 1, 0, 1), 0, { hold: engineHold }) },
    dice: [die(6, 4)],
    steps: [
      {
        seat,
        command: { type: 'ActivateEngine', use: { outfit: 90, space: 0 } },
        events: [
          { type: 'MarkerSpent', outfit: 90, space: 0 },
          { type: 'DieRolled', die: 6, face: 4 },
          { type: 'MoveStarted', source: 'engine', points: 4 },
        ],
        state: { turn: { movement: 4 } },
      },
      // The Kick Engine has one use space: a second activation this turn has nowhere to go.
      {
        seat,
        command: { type: 'ActivateEngine', use: { outfit: 90, space: 0 } },
        rejects: 'UseSpaceTaken',
      },
    ],
    expect: {
      captains: [
        {},
        {},
        {
          markers: [
            { at: 'used', outfit: 90, space: 0 },
            { at: 'armed' },
            { at: 'armed' },
            { at: 'armed' },
          ],
        },
      ],
    },
  });

  scenario(
    'each damage marker on an engine lowers its roll by 1; a damaged use space cannot be used',
    {
      ruleset: xia,
      rules: ['XB-OUTF-07', 'GAP-XB-22'],
      start: {
        state: ready(base, seat, hexOf(base, 1, 0, 1), 0, {
          hold: { ...engineHold, damage: [[1, 0]] },
        }),
      },
      dice: [die(6, 1)],
      steps: [
        {
          seat,
          command: { type: 'ActivateEngine', use: { outfit: 90, space: 0 } },
          events: [{ type: 'MoveStarted', points: 0 }],
        },
      ],
    },
  );

  scenario('a damaged use space refuses a marker', {
    ruleset: xia,
    rules: ['XB-OUTF-07', 'XB-HOLD-02'],
    start: {
      state: ready(base, seat, hexOf(base, 1, 0, 1), 0, {
        hold: { ...engineHold, damage: [[0, 0]] },
      }),
    },
    steps: [
      {
        seat,
        command: { type: 'ActivateEngine', use: { outfit: 90, space: 0 } },
        rejects: 'UseSpaceTaken',
      },
    ],
  });

  scenario('no armed marker, no engine', {
    ruleset: xia,
    rules: ['XB-MARK-02'],
    start: {
      state: ready(base, seat, hexOf(base, 1, 0, 1), 0, {
        hold: engineHold,
        markers: [{ at: 'disarmed' }, { at: 'disarmed' }, { at: 'disarmed' }, { at: 'disarmed' }],
      }),
    },
    steps: [
      {
        seat,
        command: { type: 'ActivateEngine', use: { outfit: 90, space: 0 } },
        rejects: 'NoArmedMarker',
      },
    ],
  });

  scenario('movement left when a new move starts is lost', {
    ruleset: xia,
    rules: ['XB-MOVE-01'],
    start: { state: ready(base, seat, hexOf(base, 1, 0, 1), 0, { hold: engineHold }) },
    dice: [die(6, 5)],
    steps: [
      { seat, command: { type: 'ActivateEngine', use: { outfit: 90, space: 0 } } },
      { seat, command: { type: 'Step', to: centre }, state: { turn: { movement: 4 } } },
      {
        seat,
        command: { type: 'UseImpulse' },
        state: { turn: { movement: 2, moveSource: 'impulse' } },
      },
    ],
  });
});

describe('steps', () => {
  const start = hexOf(base, 1, 0, 1);
  scenario('a step goes to a neighbouring explored space and costs 1 movement', {
    ruleset: xia,
    rules: ['XB-MOVE-01', 'XB-BORDER-01'],
    start: { state: ready(base, seat, start, 2) },
    steps: [
      { seat, command: { type: 'Step', to: hexOf(base, 1, 2, -2) }, rejects: 'NotAdjacent' },
      {
        seat,
        command: { type: 'Step', to: centre },
        events: [{ type: 'Moved', to: centre, left: 1 }],
      },
      { seat, command: { type: 'Step', to: hexOf(base, 1, 0, -1) } },
      { seat, command: { type: 'Step', to: hexOf(base, 1, 0, -2) }, rejects: 'NoMovement' },
    ],
    expect: { captains: [{}, {}, { at: hexOf(base, 1, 0, -1) }] },
  });

  const edge = hexOf(base, 1, 2, -2); // Beta's north-east corner: north-east of it lies no tile
  scenario('unexplored space cannot be entered by a step', {
    ruleset: xia,
    rules: ['XB-EXPL-02'],
    start: { state: ready(base, seat, edge, 2) },
    steps: [
      {
        seat,
        command: { type: 'Step', to: { q: edge.q + 1, r: edge.r - 1 } },
        rejects: 'Unexplored',
      },
    ],
  });

  const other = 0;
  const blocker = hexOf(base, 1, 0, -1);
  const passing = ready(
    { ...base, captains: base.captains.map((c) => (c.seat === other ? { ...c, at: blocker } : c)) },
    seat,
    centre,
    1,
  );
  scenario('a ship may pass through another ship but never stop on it', {
    ruleset: xia,
    rules: ['XB-MOVE-03', 'XB-SHIP-01'],
    start: { state: passing },
    steps: [{ seat, command: { type: 'Step', to: blocker }, rejects: 'SpaceOccupied' }],
  });

  scenario('passing through: Minor actions keep the move going; others would end it there', {
    ruleset: xia,
    rules: ['XB-MOVE-02', 'XB-MOVE-03', 'XB-SHIP-01', 'XB-CARGO-10', 'XB-CARGO-11'],
    start: {
      state: ready(
        { ...passing, board: { ...passing.board, cubes: { [hexKey(blocker)]: ['terra'] } } },
        seat,
        centre,
        2,
        {
          hold: { ...engineHold, cargo: [{ kind: 'cube', colour: 'spice', at: [2, 0] }] },
        },
      ),
    },
    steps: [
      { seat, command: { type: 'Step', to: blocker } },
      // Minor actions: allowed, the move goes on.
      {
        seat,
        command: { type: 'Jettison', at: [2, 0] },
        events: [{ type: 'CubesDropped', seat, at: blocker, cubes: ['spice'] }],
        state: { turn: { movement: 1 } },
      },
      {
        seat,
        command: { type: 'CollectCubes' },
        events: [{ type: 'CubesCollected', seat, at: blocker, cubes: ['terra', 'spice'] }],
        state: { turn: { movement: 1 } },
      },
      // Ending the phase, starting a new move or any other action would end the move here.
      { seat, command: { type: 'EndActions' }, rejects: 'PassingThrough' },
      { seat, command: { type: 'UseImpulse' }, rejects: 'PassingThrough' },
      {
        seat,
        command: { type: 'ActivateEngine', use: { outfit: 90, space: 0 } },
        rejects: 'PassingThrough',
      },
      { seat, command: { type: 'Scan', direction: 0 }, rejects: 'PassingThrough' },
      { seat, command: { type: 'Step', to: hexOf(base, 1, 0, -2) } },
      { seat, command: { type: 'EndActions' } },
    ],
    verify: (s) => expect(s.board.cubes).toEqual({}),
  });

  const third = hexOf(base, 1, 1, -2); // next to `blocker`
  const twoShips = withCaptain(passing, 1, { at: third });
  scenario('passing through, a ship may act on an occupied neighbour if a point is left to leave', {
    ruleset: xia,
    rules: ['XB-MOVE-04', 'XB-MOVE-03', 'XB-MOVE-02'],
    start: { state: { ...twoShips, turn: { ...twoShips.turn, movement: 3 } } },
    steps: [
      { seat, command: { type: 'Step', to: blocker }, state: { turn: { movement: 2 } } },
      // 2 for acting from here, and none left to leave the space shared with captain 1.
      { seat, command: { type: 'UseOccupiedSpace', at: third }, rejects: 'NoMovement' },
    ],
  });

  scenario('passing through with 3 points: act on the neighbour, then move on with the last', {
    ruleset: xia,
    rules: ['XB-MOVE-04', 'XB-MOVE-03'],
    start: { state: { ...twoShips, turn: { ...twoShips.turn, movement: 4 } } },
    steps: [
      { seat, command: { type: 'Step', to: blocker } },
      {
        seat,
        command: { type: 'UseOccupiedSpace', at: third },
        events: [{ type: 'ActingFrom', at: third }],
        state: { turn: { movement: 1, proxy: third } },
      },
      // An action from there would still end the move on the shared space.
      { seat, command: { type: 'EndActions' }, rejects: 'PassingThrough' },
      {
        seat,
        command: { type: 'Step', to: hexOf(base, 1, 0, -2) },
        // Off the shared space: nothing to go back to any more.
        state: { turn: { proxy: null, passFrom: null } },
      },
    ],
    expect: { captains: [{ at: blocker }, { at: third }, { at: hexOf(base, 1, 0, -2) }] },
  });

  scenario('acting on an occupied neighbouring space costs 2 movement', {
    ruleset: xia,
    rules: ['XB-MOVE-04'],
    start: { state: { ...passing, turn: { ...passing.turn, movement: 3 } } },
    steps: [
      {
        seat,
        command: { type: 'UseOccupiedSpace', at: blocker },
        events: [{ type: 'ActingFrom', at: blocker }],
      },
      { seat, command: { type: 'UseOccupiedSpace', at: blocker }, rejects: 'NoMovement' },
    ],
    expect: { turn: { movement: 1, proxy: blocker } },
  });

  const westOfPlanet = hexOf(base, 0, -1, 0);
  const behind = hexOf(base, 0, -2, 1);
  const crowded = ready(
    {
      ...base,
      captains: base.captains.map((c) => (c.seat === other ? { ...c, at: westOfPlanet } : c)),
    },
    seat,
    behind,
    2,
  );
  scenario(
    'a ship stopped by a shield while passing through another ship goes back to the free space it came from',
    {
      ruleset: xia,
      rules: ['XB-MOVE-03', 'XB-BORDER-04', 'GAP-XB-06'],
      start: { state: crowded },
      dice: [die(20, 4)],
      steps: [
        { seat, command: { type: 'Step', to: westOfPlanet } },
        {
          seat,
          command: { type: 'Step', to: hexOf(base, 0, 0, 0) },
          events: [
            { type: 'HazardResolved', outcome: 'stopped' },
            { type: 'Moved', seat, from: westOfPlanet, to: behind, left: 0 },
          ],
        },
      ],
      expect: {
        turn: { movement: 0, passFrom: null },
        captains: [{ at: westOfPlanet }, {}, { at: behind }],
      },
    },
  );
});

describe('engines: which outfit, which marker', () => {
  const mixedHold: Hold = {
    outfits: [
      { uid: 90, kind: 'kick', at: [0, 0], turns: 0 },
      { uid: 91, kind: 'guard', at: [0, 1], turns: 0 },
    ],
    cargo: [],
    damage: [],
  };
  scenario('only one of the captain’s own engines can be activated', {
    ruleset: xia,
    rules: ['XB-OTYP-01'],
    start: { state: ready(base, seat, hexOf(base, 1, 0, 1), 0, { hold: mixedHold }) },
    steps: [
      // A shield has a free use space, but it is no engine.
      {
        seat,
        command: { type: 'ActivateEngine', use: { outfit: 91, space: 0 } },
        rejects: 'NotAnEngine',
      },
      // No outfit 99 aboard.
      {
        seat,
        command: { type: 'ActivateEngine', use: { outfit: 99, space: 0 } },
        rejects: 'NotAnEngine',
      },
    ],
    expect: { turn: { movement: 0, moveSource: null } },
  });

  scenario('the engine takes an armed marker, leaving a disarmed one where it is', {
    ruleset: xia,
    rules: ['XB-MARK-02', 'XB-OTYP-01'],
    start: {
      state: ready(base, seat, hexOf(base, 1, 0, 1), 0, {
        hold: mixedHold,
        markers: [{ at: 'disarmed' }, { at: 'armed' }, { at: 'armed' }, { at: 'disarmed' }],
      }),
    },
    dice: [die(6, 2)],
    steps: [
      {
        seat,
        command: { type: 'ActivateEngine', use: { outfit: 90, space: 0 } },
        // The log names what the roll was for.
        events: [
          { type: 'MarkerSpent', seat, outfit: 90, space: 0 },
          { type: 'DieRolled', seat, die: 6, face: 2, purpose: 'engine' },
          { type: 'MoveStarted', seat, source: 'engine', points: 2 },
        ],
        state: { turn: { movement: 2, moveSource: 'engine' } },
      },
    ],
    expect: {
      captains: [
        {},
        {},
        {
          markers: [
            { at: 'disarmed' },
            { at: 'used', outfit: 90, space: 0 },
            { at: 'armed' },
            { at: 'disarmed' },
          ],
        },
      ],
    },
  });

  scenario('moves belong to the captain whose turn it is, in the Action Phase', {
    ruleset: xia,
    rules: ['XB-TURN-01', 'XB-MOVE-01', 'XB-MOVE-04', 'XB-BORDER-09'],
    start: {
      state: withCaptain(ready(base, seat, hexOf(base, 1, 0, 1), 3, { hold: mixedHold }), 0, {
        hold: mixedHold,
        at: hexOf(base, 1, 0, 0),
      }),
    },
    steps: [
      // Captain 1 is next to captain 3's ship, but it is captain 3's turn and movement.
      { seat: 0, command: { type: 'UseImpulse' }, rejects: 'NotYourTurn' },
      {
        seat: 0,
        command: { type: 'ActivateEngine', use: { outfit: 90, space: 0 } },
        rejects: 'NotYourTurn',
      },
      {
        seat: 0,
        command: { type: 'Step', to: hexOf(base, 1, 0, -1) },
        rejects: 'NotYourTurn',
      },
      {
        seat: 0,
        command: { type: 'UseOccupiedSpace', at: hexOf(base, 1, 0, 1) },
        rejects: 'NotYourTurn',
      },
      { seat: 0, command: { type: 'GateJump', to: centre }, rejects: 'NotYourTurn' },
    ],
    expect: {
      turn: { movement: 3 },
      captains: [{ at: hexOf(base, 1, 0, 0), impulseReady: true }, {}, {}],
    },
  });
});
