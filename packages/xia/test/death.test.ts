import { die, openDice, scripted } from '@drift/engine';
import { hexKey } from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import { create } from 'mutative';
import { describe, expect, it } from 'vitest';
import { boardOf } from '../src/board/board.ts';
import type { XiaState } from '../src/model/state.ts';
import { takeDamage } from '../src/rules/damage.ts';
import type { Ctx } from '../src/rules/rule.ts';
import { hexOf, ready, started, withCaptain, xia } from './fixtures/game.ts';

const base = started();
const seat = 2; // flies a Mule: 8 hold cells
const centre = hexOf(base, 1, 0, 0);
const asteroid = hexOf(base, 1, 1, 0);
const star = hexOf(base, 2, -1, 0);
const gammaCentre = hexOf(base, 2, 0, 0);

describe('damage', () => {
  const loaded = ready(base, seat, centre, 1, {
    hold: {
      outfits: [{ uid: 90, kind: 'kick', at: [0, 0], turns: 0 }],
      cargo: [{ kind: 'cube', colour: 'holo', at: [2, 0] }],
      damage: [],
    },
    markers: [
      { at: 'used', outfit: 90, space: 0 },
      { at: 'armed' },
      { at: 'armed' },
      { at: 'armed' },
    ],
  });

  scenario('damage on a cube jettisons it; damage on a used use space disarms its marker', {
    ruleset: xia,
    rules: ['XB-DMG-02', 'XB-DMG-03', 'XB-HOLD-02'],
    // A terra cube already floats in the asteroid field: the jettisoned one joins it.
    start: {
      state: { ...loaded, board: { ...loaded.board, cubes: { [hexKey(asteroid)]: ['terra'] } } },
    },
    dice: [die(20, 2)],
    steps: [
      { seat, command: { type: 'Step', to: asteroid } },
      {
        seat,
        command: { type: 'PlaceDamage', at: [2, 0] },
        events: [{ type: 'DamagePlaced', seat, at: [2, 0], jettisoned: 'holo', disarmed: false }],
      },
      {
        seat,
        command: { type: 'PlaceDamage', at: [0, 0] },
        events: [{ type: 'DamagePlaced', seat, at: [0, 0], jettisoned: null, disarmed: true }],
      },
    ],
    verify: (s) => {
      const c = s.captains[seat];
      expect(c?.hold.cargo).toEqual([]);
      expect(c?.markers[0]).toEqual({ at: 'disarmed' });
      expect(s.board.cubes[hexKey(asteroid)]).toEqual(['terra', 'holo']);
    },
  });

  scenario('an engine is no shield; a hit cube goes overboard, the cube beside it stays', {
    ruleset: xia,
    rules: ['XB-OTYP-05', 'XB-DMG-02'],
    start: {
      state: ready(base, seat, centre, 1, {
        hold: {
          outfits: [{ uid: 90, kind: 'kick', at: [0, 0], turns: 0 }],
          cargo: [
            { kind: 'cube', colour: 'holo', at: [2, 0] },
            { kind: 'cube', colour: 'spice', at: [2, 1] },
          ],
          damage: [],
        },
      }),
    },
    dice: [die(20, 2)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: asteroid },
        // Armed markers and a free engine use space, but no shield: the damage lands at once.
        state: { prompts: [{ kind: 'PlaceDamage', seat, remaining: 2 }] },
      },
      {
        seat,
        command: { type: 'PlaceDamage', at: [2, 0] },
        events: [{ type: 'DamagePlaced', seat, at: [2, 0], jettisoned: 'holo' }],
      },
    ],
    verify: (s) => {
      expect(s.captains[seat]?.hold.cargo).toEqual([{ kind: 'cube', colour: 'spice', at: [2, 1] }]);
      expect(s.board.cubes[hexKey(asteroid)]).toEqual(['holo']);
    },
  });

  scenario('damage that fills the hold destroys the ship at once', {
    ruleset: xia,
    rules: ['XB-HOLD-03', 'GAP-XB-22', 'XB-DEATH-01'],
    start: {
      state: ready(base, seat, centre, 1, {
        hold: {
          outfits: [],
          cargo: [],
          damage: [
            [0, 0],
            [1, 0],
            [2, 0],
          ],
        },
      }),
    },
    dice: [die(20, 5)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: asteroid },
        events: [
          { type: 'DamageTaken', amount: 5 },
          { type: 'ShipDestroyed', cause: 'damage' },
        ],
      },
    ],
    expect: { captains: [{}, {}, { at: null, hold: { damage: [] } }] },
  });
});

describe('death and respawn', () => {
  const doomed = (s: XiaState) =>
    ready(s, seat, gammaCentre, 1, {
      energy: 1,
      bounty: 2000,
      credits: 4321,
      fame: 2,
      markers: [
        { at: 'disarmed' },
        { at: 'disarmed' },
        { at: 'armed' },
        { at: 'used', outfit: 90, space: 0 },
      ],
      abilities: [{ id: 'mend', exhausted: true }],
      hold: {
        outfits: [{ uid: 90, kind: 'kick', at: [0, 0], turns: 0 }],
        cargo: [],
        damage: [[2, 2 - 1]],
      },
    });

  scenario(
    'a destroyed ship is reset, keeps its outfits, credits and Fame, loses its Bounty, and its turn ends',
    {
      ruleset: xia,
      rules: [
        'XB-DEATH-01',
        'XB-DEATH-02',
        'XB-DEATH-03',
        'XB-DEATH-04',
        'XB-DEATH-06',
        'XB-BNTY-05',
      ],
      start: { state: doomed(base) },
      steps: [
        {
          seat,
          command: { type: 'Step', to: star },
          events: [
            { type: 'ShipDestroyed' },
            { type: 'BountyChanged', seat, amount: -2000, bounty: 0, reason: 'ship destroyed' },
            { type: 'TurnEnded', seat },
            { type: 'TurnStarted', seat: 0 },
          ],
        },
      ],
      expect: {
        captains: [
          {},
          {},
          {
            at: null,
            bounty: 0,
            credits: 4321,
            fame: 2,
            energy: 5,
            markers: [{ at: 'armed' }, { at: 'armed' }, { at: 'armed' }, { at: 'armed' }],
            abilities: [{ id: 'mend', exhausted: false }],
            hold: { outfits: [{ uid: 90 }], damage: [] },
            awaitingRespawn: true,
            skipsNextTurn: false,
          },
        ],
      },
    },
  );

  scenario('dying on your own turn restores the impulse token with the reset', {
    ruleset: xia,
    rules: ['XB-DEATH-03', 'XB-DEATH-04', 'XB-IMP-01', 'XB-IMP-02', 'XB-RESP-01'],
    start: { state: ready(base, seat, gammaCentre, 0) },
    dice: [die(20, 3)],
    steps: [
      {
        seat,
        command: { type: 'UseImpulse' },
        state: { captains: [{}, {}, { impulseReady: false }] },
      },
      {
        seat,
        command: { type: 'Step', to: star },
        events: [
          // Nothing aboard, so no cubes are lost.
          { type: 'ShipDestroyed', seat, at: star, cause: 'star', cubesLost: false },
          { type: 'TurnEnded', seat },
        ],
        state: { captains: [{}, {}, { at: null, impulseReady: true }] },
      },
      { seat: 0, command: { type: 'EndActions' } },
      { seat: 0, command: { type: 'ArmMarkers', count: 0 } },
      { seat: 1, command: { type: 'EndActions' } },
      {
        seat: 1,
        command: { type: 'ArmMarkers', count: 0 },
        events: [
          { type: 'TurnStarted', seat },
          { type: 'Respawned', seat },
        ],
      },
      {
        seat,
        command: { type: 'UseImpulse' },
        events: [{ type: 'MoveStarted', seat, source: 'impulse', points: 2 }],
      },
    ],
  });

  // After seat 2 dies, seats 0 and 1 play; seat 2 respawns at the start of its next turn.
  const afterDeath = (s: XiaState) => ({
    ...s,
    turn: { ...s.turn, seat: 1, phase: 'Status' as const },
  });
  const dead = withCaptain(base, seat, { at: null, awaitingRespawn: true });

  scenario(
    'a Tier 1 ship respawns at the start of its captain’s next turn on the free Spawn Point closest to a d20',
    {
      ruleset: xia,
      rules: ['XB-RESP-01', 'GAP-XB-04'],
      start: { state: afterDeath(withCaptain(dead, 1, { at: hexOf(base, 1, 1, 1) })) },
      dice: [die(20, 3)],
      steps: [
        {
          seat: 1,
          command: { type: 'ArmMarkers', count: 0 },
          events: [
            { type: 'TurnStarted', seat },
            { type: 'DieRolled', seat, die: 20, face: 3, purpose: 'respawn' },
            { type: 'Respawned', seat, at: hexOf(base, 2, 0, 2), spawn: 3 },
            { type: 'PhaseStarted', seat, phase: 'Action' },
          ],
        },
      ],
      expect: {
        turn: { seat },
        captains: [{}, {}, { at: hexOf(base, 2, 0, 2), awaitingRespawn: false }],
      },
    },
  );

  scenario('a respawn roll of 20 lets the captain choose and is its Luck point', {
    ruleset: xia,
    rules: ['XB-RESP-03', 'GAP-XB-09'],
    start: { state: afterDeath(withCaptain(dead, 1, { at: hexOf(base, 1, 1, 1) })) },
    dice: [die(20, 20)],
    steps: [
      {
        seat: 1,
        command: { type: 'ArmMarkers', count: 0 },
        events: [
          { type: 'TurnStarted', seat },
          { type: 'FameGained', seat, source: 'luck' },
          { type: 'PhaseStarted', seat, phase: 'Action' },
        ],
        // Choosing, the ship is off the board, yet its turn goes on: it is not skipped.
        state: {
          turn: { seat, phase: 'Action' },
          prompts: [{ kind: 'ChooseSpawn', seat, reason: 'respawn' }],
        },
      },
      { seat, command: { type: 'EndActions' }, rejects: 'PromptPending' },
      {
        seat,
        command: { type: 'ChooseSpawn', spawn: 2 },
        events: [{ type: 'Respawned', spawn: 2 }],
      },
    ],
    expect: { prompts: [], captains: [{}, {}, { at: hexOf(base, 1, 0, 2) }] },
  });

  it('XB-RESP-03: the Spawn Points to choose from are listed by number, whatever order their sectors lie in', () => {
    // Gamma (Spawn Point 3) laid before Beta (Spawn Point 2); captain 1's ship is on Spawn Point 1.
    const [alpha, beta, gamma] = base.board.sectors;
    if (!alpha || !beta || !gamma) throw new Error('three sectors expected');
    const s = afterDeath(withCaptain(dead, 1, { at: hexOf(base, 1, 1, 1) }));
    const reordered: XiaState = {
      ...s,
      board: { ...s.board, sectors: [alpha, gamma, beta] },
      random: scripted([die(20, 20)]),
    };
    const rolled = xia.apply(reordered, 1, { type: 'ArmMarkers', count: 0 });
    if (!rolled.ok) throw new Error(rolled.error.message);
    expect(rolled.value.state.prompts).toEqual([{ kind: 'ChooseSpawn', seat, reason: 'respawn' }]);
    expect(xia.legal(rolled.value.state, seat)).toEqual([
      { type: 'ChooseSpawn', spawn: 2 },
      { type: 'ChooseSpawn', spawn: 3 },
    ]);
  });

  scenario('losing a Tier 2 or 3 ship costs the next turn', {
    ruleset: xia,
    rules: ['XB-DEATH-05', 'XB-RESP-01'],
    start: { state: afterDeath(withCaptain(dead, seat, { ship: 'hauler', skipsNextTurn: true })) },
    dice: [die(20, 1)],
    steps: [
      {
        seat: 1,
        command: { type: 'ArmMarkers', count: 0 },
        events: [
          { type: 'TurnSkipped', seat },
          { type: 'TurnStarted', seat: 0 },
        ],
      },
      { seat: 0, command: { type: 'EndActions' } },
      { seat: 0, command: { type: 'ArmMarkers', count: 0 } },
      { seat: 1, command: { type: 'EndActions' } },
      {
        seat: 1,
        command: { type: 'ArmMarkers', count: 0 },
        events: [
          { type: 'TurnStarted', seat },
          { type: 'Respawned', seat },
        ],
      },
    ],
  });

  scenario('the Tier of a ship decides whether its loss costs a turn', {
    ruleset: xia,
    rules: ['XB-DEATH-05'],
    start: { state: ready(withCaptain(base, seat, { ship: 'hauler' }), seat, gammaCentre, 1) },
    steps: [{ seat, command: { type: 'Step', to: star } }],
    expect: { captains: [{}, {}, { skipsNextTurn: true, awaitingRespawn: true }] },
  });
});

describe('edge cases found by random play', () => {
  /** Runs one effect on a draft, as a rule's `run` would. */
  function effect(state: XiaState, run: (ctx: Ctx) => void): XiaState {
    const dice = openDice(state.random);
    return create(state, (draft) => {
      run({
        s: draft,
        seat,
        content: xia.content,
        dice,
        events: [],
        board: () => boardOf(xia.content, draft.board.sectors),
      });
    });
  }
  const hurt = ready(base, seat, centre, 0, {
    hold: {
      outfits: [],
      cargo: [],
      damage: [
        [0, 0],
        [1, 0],
      ],
    },
  });

  it('XB-HOLD-03 GAP-XB-22: damage still waiting to be placed counts toward destruction', () => {
    // 2 placed + 5 waiting + 1 more = the Mule's 8 cells.
    const waiting: XiaState = { ...hurt, prompts: [{ kind: 'PlaceDamage', seat, remaining: 5 }] };
    expect(effect(waiting, (ctx) => takeDamage(ctx, seat, 1, false)).captains[seat]?.at).toBeNull();
    const calm = effect(hurt, (ctx) => takeDamage(ctx, seat, 1, false));
    expect(calm.captains[seat]?.at).toEqual(centre);
    expect(calm.prompts).toEqual([{ kind: 'PlaceDamage', seat, remaining: 1 }]);
  });

  it('XB-HOLD-03 XB-DEATH-01: only the ship’s own waiting damage counts; its death drops its own decisions only', () => {
    // Another captain's 5 waiting damage is theirs: 2 placed + 1 is far from the Mule's 8.
    const others: XiaState = {
      ...hurt,
      turn: { ...hurt.turn, seat: 0 },
      prompts: [{ kind: 'PlaceDamage', seat: 1, remaining: 5 }],
    };
    const spared = effect(others, (ctx) => takeDamage(ctx, seat, 1, false));
    expect(spared.captains[seat]?.at).toEqual(centre);
    // 6 more destroys it; captain 2's decision stays, captain 3's goes with the ship.
    const both: XiaState = {
      ...others,
      prompts: [
        { kind: 'PlaceDamage', seat: 1, remaining: 5 },
        { kind: 'PlaceDamage', seat, remaining: 1 },
      ],
    };
    const sunk = effect(both, (ctx) => takeDamage(ctx, seat, 5, false));
    expect(sunk.captains[seat]?.at).toBeNull();
    expect(sunk.prompts).toEqual([{ kind: 'PlaceDamage', seat: 1, remaining: 5 }]);
    expect(sunk.turn.seat).toBe(0);
  });

  const twoSpawns: XiaState = {
    ...base,
    board: { ...base.board, sectors: base.board.sectors.slice(0, 2) },
    captains: base.captains.map((c) =>
      c.seat === seat ? { ...c, at: null, awaitingRespawn: true } : c,
    ),
    turn: { ...base.turn, seat: 1, phase: 'Status' },
  };
  scenario('a ship with no free Spawn Point waits off the board and its turn passes', {
    ruleset: xia,
    rules: ['XB-RESP-01'],
    start: { state: twoSpawns },
    dice: [die(20, 7)],
    steps: [
      {
        seat: 1,
        command: { type: 'ArmMarkers', count: 0 },
        events: [
          { type: 'TurnStarted', seat },
          { type: 'DieRolled', seat },
          { type: 'TurnSkipped', seat },
          { type: 'TurnStarted', seat: 0 },
        ],
      },
    ],
    expect: { turn: { seat: 0 }, captains: [{}, {}, { at: null, awaitingRespawn: true }] },
  });
});

describe('the lost turn, tier by tier', () => {
  const tiers = [
    { ship: 'mule', tier: 1, loses: false },
    { ship: 'hauler', tier: 2, loses: true },
    { ship: 'titan', tier: 3, loses: true },
  ] as const;
  for (const { ship, tier, loses } of tiers) {
    scenario(
      loses
        ? `losing a Tier ${tier} ship skips its captain’s next turn`
        : `losing a Tier ${tier} ship costs no turn: the ship respawns at the next one`,
      {
        ruleset: xia,
        rules: ['XB-DEATH-05', 'XB-RESP-01'],
        start: { state: ready(withCaptain(base, seat, { ship }), seat, gammaCentre, 1) },
        dice: loses ? [] : [die(20, 3)],
        steps: [
          {
            seat,
            command: { type: 'Step', to: star },
            events: [{ type: 'ShipDestroyed', seat }],
            state: { captains: [{}, {}, { at: null, skipsNextTurn: loses }] },
          },
          { seat: 0, command: { type: 'EndActions' } },
          { seat: 0, command: { type: 'ArmMarkers', count: 0 } },
          { seat: 1, command: { type: 'EndActions' } },
          {
            seat: 1,
            command: { type: 'ArmMarkers', count: 0 },
            events: loses
              ? [
                  { type: 'TurnSkipped', seat },
                  { type: 'TurnStarted', seat: 0 },
                ]
              : [
                  { type: 'TurnStarted', seat },
                  { type: 'Respawned', seat, spawn: 3 },
                ],
          },
        ],
        expect: {
          turn: { seat: loses ? 0 : seat },
          captains: [{}, {}, { skipsNextTurn: false, awaitingRespawn: loses }],
        },
      },
    );
  }
});

describe('the size of the hold', () => {
  scenario('damage one short of the hold’s 8 spaces is placed; the ship survives', {
    ruleset: xia,
    rules: ['XB-HOLD-03', 'XB-DMG-01'],
    start: {
      state: ready(base, seat, centre, 1, {
        hold: {
          outfits: [],
          cargo: [],
          damage: [
            [0, 0],
            [1, 0],
            [2, 0],
          ],
        },
      }),
    },
    dice: [die(20, 4)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: asteroid },
        events: [{ type: 'DamageTaken', seat, amount: 4 }],
        state: { prompts: [{ kind: 'PlaceDamage', seat, remaining: 4 }] },
      },
      { seat, command: { type: 'PlaceDamage', at: [0, 1] } },
      { seat, command: { type: 'PlaceDamage', at: [1, 1] } },
      { seat, command: { type: 'PlaceDamage', at: [2, 1] } },
      { seat, command: { type: 'PlaceDamage', at: [0, 2] } },
    ],
    expect: { prompts: [], captains: [{}, {}, { at: asteroid, awaitingRespawn: false }] },
    verify: (s) => expect(s.captains[seat]?.hold.damage).toHaveLength(7),
  });
});

describe('a respawn 20 with one free Spawn Point', () => {
  // Two sectors: Spawn Point 1 (alpha) holds seat 0's ship; seat 1 is away from Spawn Point 2.
  const oneFree: XiaState = {
    ...base,
    board: { ...base.board, sectors: base.board.sectors.slice(0, 2) },
    captains: base.captains.map((c) =>
      c.seat === seat
        ? { ...c, at: null, awaitingRespawn: true }
        : c.seat === 1
          ? { ...c, at: hexOf(base, 1, 1, 1) }
          : c,
    ),
    turn: { ...base.turn, seat: 1, phase: 'Status' },
  };
  scenario('leaves nothing to choose: the ship goes there at once, and the 20 is still Luck', {
    ruleset: xia,
    rules: ['XB-RESP-03', 'XB-RESP-01', 'GAP-XB-09'],
    start: { state: oneFree },
    dice: [die(20, 20)],
    steps: [
      {
        seat: 1,
        command: { type: 'ArmMarkers', count: 0 },
        events: [
          { type: 'TurnStarted', seat },
          { type: 'FameGained', seat, source: 'luck', amount: 1 },
          { type: 'Respawned', seat, spawn: 2 },
          { type: 'PhaseStarted', seat, phase: 'Action' },
        ],
      },
    ],
    expect: { prompts: [], captains: [{}, {}, { at: hexOf(base, 1, 0, 2), fame: 1 }] },
  });
});

describe('a respawn 19', () => {
  // Spawn Points 2 and 3 are free (seat 1 has left 2): 19 is closest to 3, no choice.
  const dead: XiaState = {
    ...withCaptain(withCaptain(base, seat, { at: null, awaitingRespawn: true }), 1, {
      at: hexOf(base, 1, 1, 1),
    }),
    turn: { ...base.turn, seat: 1, phase: 'Status' },
  };
  scenario('goes to the closest free Spawn Point: only a 20 lets the captain choose', {
    ruleset: xia,
    rules: ['XB-RESP-01', 'XB-RESP-03'],
    start: { state: dead },
    dice: [die(20, 19)],
    steps: [
      {
        seat: 1,
        command: { type: 'ArmMarkers', count: 0 },
        events: [{ type: 'Respawned', seat, spawn: 3 }],
      },
    ],
    expect: { prompts: [], captains: [{}, {}, { at: hexOf(base, 2, 0, 2), fame: 0 }] },
  });
});

describe('what a destroyed ship leaves behind', () => {
  const debris = hexOf(base, 2, 1, 0);
  const laden = (s: XiaState, bounty: number) =>
    ready(s, seat, gammaCentre, 1, {
      bounty,
      hold: { outfits: [], cargo: [{ kind: 'cube', colour: 'spice', at: [0, 0] }], damage: [] },
    });
  const enter = (s: XiaState, to: typeof star, faces: number[]) => {
    const result = xia.apply({ ...s, random: scripted(faces.map((f) => die(20, f))) }, seat, {
      type: 'Step',
      to,
    });
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  };

  it('XB-DEATH-02: its cubes join those already on its space', () => {
    const s = laden(base, 0);
    const { state, events } = enter(
      { ...s, board: { ...s.board, cubes: { [hexKey(debris)]: ['terra'] } } },
      debris,
      [2],
    );
    expect(state.board.cubes[hexKey(debris)]).toEqual(['terra', 'spice']);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'ShipDestroyed', cause: 'debris', cubesLost: false }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'CubesDropped', seat, at: debris, cubes: ['spice'] }),
    );
  });

  it('XB-DEATH-02 XB-BORDER-02: a star keeps the cubes: none are dropped, they go back to the supply', () => {
    const { state, events } = enter(laden(base, 0), star, []);
    expect(state.board.cubes).toEqual({});
    expect(state.supply.cubes.spice).toBe(base.supply.cubes.spice + 1);
    expect(events.map((e) => e.type)).not.toContain('CubesDropped');
  });

  it('XB-DEATH-02: a ship with an empty hold leaves nothing on its space and drops nothing', () => {
    const s = ready(base, seat, gammaCentre, 1);
    const { state, events } = enter(s, debris, [2]);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'ShipDestroyed', cause: 'debris', cubesLost: false }),
    );
    expect(state.board.cubes).toEqual({});
    expect(events.map((e) => e.type)).not.toContain('CubesDropped');
  });

  it('XB-DEATH-02: on an empty space, its cubes are all that lie there', () => {
    const { state } = enter(laden(base, 0), debris, [2]);
    expect(state.board.cubes).toEqual({ [hexKey(debris)]: ['spice'] });
  });

  it('XB-BNTY-05: an Innocent ship has no Bounty to clear', () => {
    const { events } = enter(laden(base, 0), star, []);
    expect(events.map((e) => e.type)).not.toContain('BountyChanged');
    const guilty = enter(laden(base, 1000), star, []);
    expect(guilty.events).toContainEqual(
      expect.objectContaining({ type: 'BountyChanged', amount: -1000, bounty: 0 }),
    );
  });
});
