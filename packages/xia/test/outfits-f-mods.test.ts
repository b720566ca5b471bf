/**
 * Element F's Mods (XE-MOD-01..06, GAP-XE-14): 1 x 1 outfits with abilities, loose in the hold or
 * over a use space of the outfit they serve; each effect family with a forced-dice scenario.
 */
import { die } from '@drift/engine';
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import { gainMod } from '../src/elements/f-outfits/gain.ts';
import { piercing } from '../src/elements/f-outfits/mods.ts';
import { violations } from '../src/invariants.ts';
import type { ActiveMission, Captain, XiaState } from '../src/model/state.ts';
import { freeCells } from '../src/rules/hold.ts';
import { skillBonus } from '../src/rules/titles.ts';
import { H, withNpc } from './fixtures/combat.ts';
import {
  ARMED,
  acting,
  baseF,
  business,
  captain,
  fx,
  holding,
  put,
  runF,
  withF,
} from './fixtures/outfits-f.ts';

/** The top of the fixtures' mission deck. */
const DECK = baseF.decks.missions as [string, string, string, ...string[]];
const seat = 2; // the Mule: 3 x 3 less its bottom-right cell
const foe = 1; // the Skiff: 3 x 3
const TZ = 101; // twin-zap: a d6 blaster, use spaces [0, 0] and [1, 0]
const AEGIS = 102; // a d8 shield, use spaces [0, 0] and [0, 1]
const KICK = 103; // a d6 engine: use space [0, 0], then [1, 0]
const GUARD = 104; // a d6 shield: use space [0, 0], then [0, 1]
const ZAP = 105; // a d6 blaster: use space [0, 0], then [1, 0]
const MOD = 110;
const MOD2 = 111;

/** Seat 2 next to seat 1 (both with four armed markers); seat 0 out of the way. */
function duel(mine: Partial<Captain['hold']>, theirs: Partial<Captain['hold']>): XiaState {
  const s = acting(baseF, seat, H.southOfBeta, mine);
  const t = holding(s, foe, theirs, { at: H.betaCentre, markers: ARMED });
  return {
    ...t,
    captains: t.captains.map((c) => (c.seat === 0 ? { ...c, at: { q: -2, r: 0 } } : c)),
  };
}

const fire = (...spaces: number[]) => ({
  type: 'Attack' as const,
  target: { seat: foe },
  use: spaces.map((space) => ({ outfit: TZ, space })),
});
const shields = (...spaces: number[]) => ({
  type: 'Defend' as const,
  use: spaces.map((space) => ({ outfit: AEGIS, space })),
  ability: null,
});

describe('XE-MOD-02, XE-MOD-03: Piercer', () => {
  scenario(
    'XE-MOD-03 example 1: d6 blaster via its use space and a Piercer, 1 + 3 = 4 vs 1d8 3 → 0 → 4 damage',
    {
      ruleset: fx,
      rules: ['XE-MOD-02', 'XE-MOD-03', 'GAP-XE-14'],
      start: {
        state: duel(
          {
            outfits: [
              put(TZ, 'twin-zap', [0, 0]),
              put(MOD, 'piercer', [1, 0], 0, { outfit: TZ, space: 1 }),
            ],
          },
          { outfits: [put(AEGIS, 'aegis', [0, 0])] },
        ),
      },
      dice: [die(6, 1), die(6, 3), die(8, 3)],
      steps: [
        { seat, command: fire(0, 1) },
        {
          seat: foe,
          command: shields(0),
          events: [
            { type: 'ShieldsRolled', faces: [3], total: 3 },
            { type: 'AttackResolved', attack: 4, defence: 0, damage: 4 },
          ],
        },
      ],
    },
  );

  scenario(
    'XE-MOD-03 example 2: two Piercers on a d6 blaster, 4 + 1 = 5 vs 2d8 7 + 4 = 11 → 3 → 2 damage',
    {
      ruleset: fx,
      rules: ['XE-MOD-02', 'XE-MOD-03'],
      start: {
        state: duel(
          {
            outfits: [
              put(TZ, 'twin-zap', [0, 0]),
              put(MOD, 'piercer', [0, 0], 0, { outfit: TZ, space: 0 }),
              put(MOD2, 'piercer', [1, 0], 0, { outfit: TZ, space: 1 }),
            ],
          },
          { outfits: [put(AEGIS, 'aegis', [0, 0])] },
        ),
      },
      dice: [die(6, 4), die(6, 1), die(8, 7), die(8, 4)],
      steps: [
        { seat, command: fire(0, 1) },
        {
          seat: foe,
          command: shields(0, 1),
          events: [{ type: 'AttackResolved', attack: 5, defence: 3, damage: 2 }],
        },
      ],
    },
  );

  scenario('XE-MOD-02: a Piercer loose in the hold, or on a use space not fired, cuts nothing', {
    ruleset: fx,
    rules: ['XE-MOD-02', 'XE-MOD-01'],
    start: {
      state: duel(
        {
          outfits: [
            put(TZ, 'twin-zap', [0, 0]),
            put(MOD, 'piercer', [1, 0], 0, { outfit: TZ, space: 1 }),
            put(MOD2, 'piercer', [2, 2]),
          ],
        },
        { outfits: [put(AEGIS, 'aegis', [0, 0])] },
      ),
    },
    dice: [die(6, 5), die(8, 3)],
    steps: [
      { seat, command: fire(0) },
      {
        seat: foe,
        command: shields(0),
        events: [{ type: 'AttackResolved', attack: 5, defence: 3, damage: 2 }],
      },
    ],
  });

  scenario("XE-MOD-02: a Piercer cuts an NPC's defence roll too", {
    ruleset: fx,
    rules: ['XE-MOD-02'],
    start: {
      state: withNpc(
        acting(baseF, seat, H.southOfBeta, {
          outfits: [
            put(TZ, 'twin-zap', [0, 0]),
            put(MOD, 'piercer', [0, 0], 0, { outfit: TZ, space: 0 }),
          ],
        }),
        'merchant',
        H.betaCentre,
      ),
    },
    dice: [die(6, 3), die(6, 5)],
    steps: [
      {
        seat,
        command: { type: 'Attack', target: { npc: 'merchant' }, use: [{ outfit: TZ, space: 0 }] },
        events: [
          { type: 'MarkerSpent' },
          { type: 'AttackDeclared' },
          { type: 'DieRolled', face: 3 },
          { type: 'DieRolled', face: 5 },
          { type: 'AttackResolved', attack: 3, defence: 1, damage: 2 },
        ],
      },
    ],
  });

  it('GAP-XE-14: damage on the use space stops its Piercer', () => {
    const hold = {
      outfits: [
        put(TZ, 'twin-zap', [0, 0]),
        put(MOD, 'piercer', [1, 0], 0, { outfit: TZ, space: 1 }),
      ],
      cargo: [],
      damage: [] as [number, number][],
    };
    const use = [{ outfit: TZ, space: 1 }];
    expect(piercing(fx.content, hold, use)).toBe(4);
    expect(piercing(fx.content, { ...hold, damage: [[1, 0]] }, use)).toBe(0);
  });
});

describe('XE-MOD-04: GTS', () => {
  const engine = (hurt: boolean, gts: 'working' | 'damaged' = 'working') =>
    acting(baseF, seat, H.betaCentre, {
      // The engine covers [0, 0] (use space) and [1, 0]; the GTS lies next to [1, 0].
      outfits: [put(KICK, 'kick', [0, 0]), put(MOD, 'gts', [2, 0])],
      damage: [
        ...(hurt ? ([[1, 0]] as [number, number][]) : []),
        ...(gts === 'damaged' ? ([[2, 0]] as [number, number][]) : []),
      ],
    });
  const activate = { type: 'ActivateEngine' as const, use: { outfit: KICK, space: 0 } };
  for (const [face, hurt, points, title] of [
    [2, false, 4, 'a Tier 1 engine rolls 2: the GTS makes it 4'],
    [5, false, 6, 'it rolls 5: 7 is capped at the die, 6'],
    [2, true, 3, 'with 1 damage, a 2 drops to 1, then the GTS makes it 3'],
    [6, true, 6, 'with 1 damage, a 6 drops to 5, then 7 is capped at 6'],
  ] as const) {
    scenario(`XE-MOD-04: ${title}`, {
      ruleset: fx,
      rules: ['XE-MOD-04'],
      start: { state: engine(hurt) },
      dice: [die(6, face)],
      steps: [
        {
          seat,
          command: activate,
          events: [{ type: 'MarkerSpent' }, { type: 'DieRolled' }, { type: 'MoveStarted', points }],
        },
      ],
    });
  }

  scenario('XE-MOD-01: a damaged GTS stops working', {
    ruleset: fx,
    rules: ['XE-MOD-01', 'XE-MOD-04'],
    start: { state: engine(false, 'damaged') },
    dice: [die(6, 2)],
    steps: [
      {
        seat,
        command: activate,
        events: [
          { type: 'MarkerSpent' },
          { type: 'DieRolled' },
          { type: 'MoveStarted', points: 2 },
        ],
      },
    ],
  });
});

/** Missions from the top of the deck, held by seat 2. */
function holdingMissions(state: XiaState, n: number): XiaState {
  const cards = state.decks.missions.slice(0, n);
  const active: ActiveMission[] = cards.map((card) => ({
    card,
    revealed: false,
    stage: 'objective',
    payment: 0,
    target: null,
  }));
  return {
    ...state,
    decks: { ...state.decks, missions: state.decks.missions.slice(n) },
    captains: state.captains.map((c) =>
      c.seat === seat ? { ...c, missions: { ...c.missions, active } } : c,
    ),
  };
}

describe('XE-MOD-05: M-Comp', () => {
  const mcomp = { outfits: [put(MOD, 'm-comp', [0, 0])] };

  scenario('XE-MOD-05: holding a mission, a captain with an M-Comp may still draw', {
    ruleset: fx,
    rules: ['XE-MOD-05'],
    start: { state: holdingMissions(acting(baseF, seat, H.planet, mcomp), 1) },
    steps: [
      { seat, command: { type: 'DrawMissions' }, events: [{ type: 'MissionsDrawn', count: 3 }] },
      {
        seat,
        command: { type: 'KeepMission', card: null },
        verify: (s) => expect(s.prompts).toEqual([]),
      },
    ],
  });

  it('XE-MOD-05: keeping goes on while slots are free, then the rest are discarded', () => {
    let s = holdingMissions(acting(baseF, seat, H.planet, mcomp), 1);
    const drawn = fx.apply(s, seat, { type: 'DrawMissions' });
    if (!drawn.ok) throw new Error(drawn.error.message);
    s = drawn.value.state;
    const top = s.prompts.at(-1);
    if (top?.kind !== 'KeepMission') throw new Error('no keep decision');
    const [a, b, c] = top.cards as [string, string, string];
    const one = fx.apply(s, seat, { type: 'KeepMission', card: a });
    if (!one.ok) throw new Error(one.error.message);
    expect(one.value.state.prompts.at(-1)).toEqual({ kind: 'KeepMission', seat, cards: [b, c] });
    const two = fx.apply(one.value.state, seat, { type: 'KeepMission', card: c });
    if (!two.ok) throw new Error(two.error.message);
    expect(two.value.state.prompts).toEqual([]);
    expect(
      captain(two.value.state, seat)
        .missions.active.map((m) => m.card)
        .slice(1),
    ).toEqual([a, c]);
    expect(two.value.state.decks.missionDiscard).toContain(b);
    expect(violations(fx.content, two.value.state)).toEqual([]);
  });

  scenario('XE-MOD-05: without an M-Comp a captain holding a mission cannot draw', {
    ruleset: fx,
    rules: ['XE-MOD-05', 'XB-MISS-01'],
    start: { state: holdingMissions(acting(baseF, seat, H.planet, {}), 1) },
    steps: [{ seat, command: { type: 'DrawMissions' }, rejects: 'NoFreeSlot' }],
  });

  scenario('XE-MOD-05 with element G: six cards drawn unseen, three kept (1 + 2 for the M-Comp)', {
    ruleset: fx,
    rules: ['XE-MOD-05', 'XE-RULE-01'],
    start: { state: acting(withF(baseF, ['G']), seat, H.planet, mcomp) },
    arrange: (s): XiaState => {
      const cards = s.decks.missions.slice(0, 6);
      return {
        ...s,
        decks: { ...s.decks, missions: s.decks.missions.slice(6) },
        prompts: [{ kind: 'KeepMission', seat, cards }],
      };
    },
    steps: [
      { seat, command: { type: 'KeepMission', card: DECK[0] } },
      { seat, command: { type: 'KeepMission', card: DECK[1] } },
      {
        seat,
        command: { type: 'KeepMission', card: DECK[2] },
        verify: (s) => {
          expect(captain(s, seat).missions.active).toHaveLength(3);
          expect(s.prompts).toEqual([]);
          expect(violations(fx.content, s)).toEqual([]);
        },
      },
    ],
  });

  scenario('XE-MOD-05: selling an M-Comp while holding 3 missions asks for 2 discards', {
    ruleset: fx,
    rules: ['XE-MOD-05', 'XE-MOD-01'],
    start: { state: business(holdingMissions(acting(baseF, seat, H.planet, mcomp), 3)) },
    steps: [
      {
        seat,
        command: { type: 'SellOutfit', outfit: MOD },
        verify: (s) => expect(s.prompts).toEqual([{ kind: 'ShedMissions', seat, count: 2 }]),
      },
      { seat, command: { type: 'EndBusiness' }, rejects: 'PromptPending' },
    ],
  });

  scenario('XE-MOD-05: a damaged M-Comp makes its captain discard down to what they may hold', {
    ruleset: fx,
    rules: ['XE-MOD-05', 'XE-MOD-01'],
    start: {
      state: {
        ...holdingMissions(acting(baseF, seat, H.betaCentre, mcomp), 3),
        prompts: [{ kind: 'PlaceDamage', seat, remaining: 2 }],
      },
    },
    steps: [
      {
        seat,
        command: { type: 'PlaceDamage', at: [0, 0] },
        verify: (s) =>
          expect(s.prompts).toEqual([
            { kind: 'ShedMissions', seat, count: 2 },
            { kind: 'PlaceDamage', seat, remaining: 1 },
          ]),
      },
      { seat, command: { type: 'PlaceDamage', at: [1, 0] } },
      {
        seat,
        command: { type: 'DiscardMission', card: DECK[0] },
        events: [{ type: 'MissionDiscarded' }],
      },
      {
        seat,
        command: { type: 'DiscardMission', card: DECK[2] },
        verify: (s) => {
          expect(s.prompts).toEqual([]);
          expect(captain(s, seat).missions.active.map((m) => m.card)).toEqual([DECK[1]]);
          expect(violations(fx.content, s)).toEqual([]);
        },
      },
      { seat, command: { type: 'DiscardMission', card: DECK[1] }, rejects: 'NotInPlay' },
    ],
  });
});

describe('XE-MOD-05 with element G: discards made while damage is still being placed', () => {
  const mcomp = { outfits: [put(MOD, 'm-comp', [0, 0])] };
  scenario('count toward the M-Comp decision waiting under the damage, which then goes', {
    ruleset: fx,
    rules: ['XE-MOD-05', 'XE-RULE-02'],
    start: {
      state: {
        ...holdingMissions(acting(withF(baseF, ['G']), seat, H.betaCentre, mcomp), 3),
        prompts: [{ kind: 'PlaceDamage', seat, remaining: 2 }],
      },
    },
    steps: [
      {
        seat,
        command: { type: 'PlaceDamage', at: [0, 0] },
        verify: (s) =>
          expect(s.prompts).toEqual([
            { kind: 'ShedMissions', seat, count: 2 },
            { kind: 'PlaceDamage', seat, remaining: 1 },
          ]),
      },
      // G lets the captain discard now, with the damage decision still on top.
      {
        seat,
        command: { type: 'DiscardMission', card: DECK[0] },
        verify: (s) =>
          expect(s.prompts).toEqual([
            { kind: 'ShedMissions', seat, count: 1 },
            { kind: 'PlaceDamage', seat, remaining: 1 },
          ]),
      },
      {
        seat,
        command: { type: 'DiscardMission', card: DECK[1] },
        verify: (s) => expect(s.prompts).toEqual([{ kind: 'PlaceDamage', seat, remaining: 1 }]),
      },
      {
        seat,
        command: { type: 'PlaceDamage', at: [1, 0] },
        verify: (s) => {
          // No decision left over for cards already gone: the game goes on (a soak found it stuck).
          expect(s.prompts).toEqual([]);
          expect(violations(fx.content, s)).toEqual([]);
        },
      },
    ],
  });
});

describe('XE-MOD-06: Enviro-Shield', () => {
  const guarded = (hold: Partial<Captain['hold']>) =>
    acting(baseF, seat, H.asteroid, hold, { energy: 5 });
  const enviro = put(MOD, 'enviro-shield', [0, 0], 0, { outfit: GUARD, space: 0 });

  scenario(
    'XE-MOD-06 example: Mine rolls 8; the Enviro-Shield on a d6 shield counts 6, unrolled → 2 damage',
    {
      ruleset: fx,
      rules: ['XE-MOD-06', 'GAP-XE-14'],
      start: { state: guarded({ outfits: [put(GUARD, 'guard', [0, 0]), enviro] }) },
      dice: [die(20, 8)],
      steps: [
        {
          seat,
          command: { type: 'Mine' },
          verify: (s) => expect(s.prompts.at(-1)?.kind).toBe('ShieldHazard'),
        },
        {
          seat,
          command: { type: 'ShieldHazard', use: [{ outfit: GUARD, space: 0 }] },
          events: [
            { type: 'MarkerSpent', outfit: GUARD, space: 0 },
            { type: 'ShieldsRolled', faces: [6], total: 6, against: 8 },
            { type: 'DamageTaken', amount: 2 },
          ],
        },
      ],
    },
  );

  scenario("XE-MOD-06: against combat damage the Enviro-Shield's shield rolls as usual", {
    ruleset: fx,
    rules: ['XE-MOD-06'],
    start: {
      state: (() => {
        const s = duel({ outfits: [put(TZ, 'twin-zap', [0, 0])] }, {});
        return holding(
          s,
          foe,
          { outfits: [put(GUARD, 'guard', [0, 0]), enviro] },
          { at: H.betaCentre, markers: ARMED },
        );
      })(),
    },
    dice: [die(6, 5), die(6, 2)],
    steps: [
      { seat, command: fire(0) },
      {
        seat: foe,
        command: { type: 'Defend', use: [{ outfit: GUARD, space: 0 }], ability: null },
        events: [
          { type: 'ShieldsRolled', faces: [2] },
          { type: 'AttackResolved', attack: 5, defence: 2, damage: 3 },
        ],
      },
    ],
  });
});

describe('our own Mods: boost and skill families', () => {
  scenario('Fire Relay: a blaster beside it rolls 1 higher, never above its die', {
    ruleset: fx,
    rules: ['XE-MOD-01', 'XE-MOD-04'],
    start: {
      state: duel({ outfits: [put(TZ, 'twin-zap', [0, 0]), put(MOD, 'fire-relay', [0, 1])] }, {}),
    },
    dice: [die(6, 6), die(6, 3)],
    steps: [
      {
        seat,
        command: fire(0, 1),
        events: [
          { type: 'MarkerSpent' },
          { type: 'MarkerSpent' },
          { type: 'AttackDeclared' },
          { type: 'DieRolled' },
          { type: 'DieRolled' },
          { type: 'AttackResolved', attack: 6 + 4 },
        ],
      },
    ],
  });

  scenario('Shield Lattice: a shield beside it counts 1 more against a hazard', {
    ruleset: fx,
    rules: ['XE-MOD-01'],
    start: {
      state: acting(baseF, seat, H.asteroid, {
        outfits: [put(GUARD, 'guard', [0, 0]), put(MOD, 'shield-lattice', [1, 0])],
      }),
    },
    dice: [die(20, 8), die(6, 3)],
    steps: [
      { seat, command: { type: 'Mine' } },
      {
        seat,
        command: { type: 'ShieldHazard', use: [{ outfit: GUARD, space: 0 }] },
        events: [
          { type: 'MarkerSpent' },
          { type: 'DieRolled' },
          { type: 'ShieldsRolled', faces: [3], total: 4 },
          { type: 'DamageTaken', amount: 4 },
        ],
      },
    ],
  });

  scenario('Hazard Scope: a Mine d20 of 9 counts 11, a success', {
    ruleset: fx,
    rules: ['XE-MOD-01'],
    start: {
      state: acting(baseF, seat, H.asteroid, { outfits: [put(MOD, 'hazard-scope', [0, 0])] }),
    },
    dice: [die(20, 9)],
    steps: [
      {
        seat,
        command: { type: 'Mine' },
        events: [
          { type: 'DieRolled', face: 9 },
          { type: 'CubesGained', colour: 'spice', count: 1 },
        ],
      },
    ],
  });

  scenario('Thrust Trim: impulse moves 1 space further', {
    ruleset: fx,
    rules: ['XE-MOD-01'],
    start: {
      state: acting(baseF, seat, H.betaCentre, { outfits: [put(MOD, 'thrust-trim', [0, 0])] }),
    },
    steps: [
      { seat, command: { type: 'UseImpulse' }, events: [{ type: 'MoveStarted', points: 3 }] },
    ],
  });

  scenario('Patch Drone: a repair costs 1,000 less (here nothing)', {
    ruleset: fx,
    rules: ['XE-MOD-01'],
    start: {
      state: business(
        acting(
          baseF,
          seat,
          H.planet,
          { outfits: [put(MOD, 'patch-drone', [0, 0])], damage: [[2, 1]] },
          { credits: 500 },
        ),
      ),
    },
    steps: [
      {
        seat,
        command: { type: 'Repair' },
        events: [{ type: 'Repaired', removed: 1 }],
        verify: (s) => expect(captain(s, seat).credits).toBe(500),
      },
    ],
  });

  scenario('Deflector Tuner: 1 more defence in combat', {
    ruleset: fx,
    rules: ['XE-MOD-01'],
    start: {
      state: duel(
        { outfits: [put(TZ, 'twin-zap', [0, 0])] },
        { outfits: [put(AEGIS, 'aegis', [0, 0]), put(MOD, 'deflector-tuner', [2, 2])] },
      ),
    },
    dice: [die(6, 5), die(8, 2)],
    steps: [
      { seat, command: fire(0) },
      {
        seat: foe,
        command: shields(0),
        events: [{ type: 'AttackResolved', attack: 5, defence: 3, damage: 2 }],
      },
    ],
  });

  scenario('Mission Uplink: a research d20 of 8 counts 10, a success', {
    ruleset: fx,
    rules: ['XE-MOD-01'],
    start: {
      state: holdingMissions(
        acting(baseF, seat, H.planet, { outfits: [put(MOD, 'mission-uplink', [0, 0])] }),
        1,
      ),
    },
    dice: [die(20, 8)],
    steps: [
      {
        seat,
        command: { type: 'WorkMission', card: DECK[0] },
        verify: (s) => expect(captain(s, seat).missions.active[0]?.stage).toBe('deliver'),
      },
    ],
  });

  it('Mission Uplink: 2 more on mission d20s while undamaged; a damaged Mod gives nothing', () => {
    const s = acting(baseF, seat, H.planet, { outfits: [put(MOD, 'mission-uplink', [0, 0])] });
    expect(skillBonus(fx.content, captain(s, seat), 'missionRoll')).toBe(2);
    const hurt = acting(baseF, seat, H.planet, {
      outfits: [put(MOD, 'mission-uplink', [0, 0])],
      damage: [[0, 0]],
    });
    expect(skillBonus(fx.content, captain(hurt, seat), 'missionRoll')).toBe(0);
  });
});

describe('GAP-XE-14, XE-MOD-01: placing, rearranging, selling Mods', () => {
  const shop = (hold: Partial<Captain['hold']>) =>
    business(acting(baseF, seat, H.planet, hold, { credits: 9000 }));
  const zap = put(ZAP, 'zap', [0, 0]); // its use space is [0, 0]
  const guard = put(GUARD, 'guard', [2, 0]); // its use space is [2, 0]

  scenario('GAP-XE-14: a Piercer bought onto a blaster use space sits over it, taking no space', {
    ruleset: fx,
    rules: ['GAP-XE-14', 'XE-MOD-01', 'XE-MOD-02'],
    start: { state: shop({ outfits: [zap, guard] }) },
    steps: [
      {
        seat,
        command: { type: 'BuyOutfit', kind: 'piercer', at: [2, 0], turns: 0 },
        rejects: 'HoldFull',
      }, // a shield
      {
        seat,
        command: { type: 'BuyOutfit', kind: 'm-comp', at: [0, 0], turns: 0 },
        rejects: 'HoldFull',
      }, // works loose only
      {
        seat,
        command: { type: 'BuyOutfit', kind: 'piercer', at: [0, 0], turns: 0 },
        events: [
          { type: 'CreditsChanged', amount: -1000 },
          { type: 'OutfitBought', kind: 'piercer', at: [0, 0] },
        ],
        verify: (s) => {
          const me = captain(s, seat);
          expect(me.hold.outfits.at(-1)?.on).toEqual({ outfit: ZAP, space: 0 });
          expect(freeCells(fx.content, me)).toHaveLength(8 - 4);
          expect(violations(fx.content, s)).toEqual([]);
        },
      },
      {
        seat,
        command: { type: 'BuyOutfit', kind: 'piercer', at: [0, 0], turns: 0 },
        rejects: 'HoldFull',
      }, // one per use space
      { seat, command: { type: 'BuyOutfit', kind: 'enviro-shield', at: [2, 0], turns: 0 } },
      { seat, command: { type: 'BuyOutfit', kind: 'm-comp', at: [0, 1], turns: 0 } }, // loose
      {
        seat,
        command: { type: 'BuyOutfit', kind: 'piercer', at: [1, 1], turns: 0 }, // loose too
        verify: (s) => {
          expect(captain(s, seat).hold.outfits.filter((o) => o.on)).toHaveLength(2);
          expect(violations(fx.content, s)).toEqual([]);
        },
      },
    ],
  });

  scenario('XE-MOD-01: a moved outfit carries its Mod; it is sold only once the Mod is off', {
    ruleset: fx,
    rules: ['XE-MOD-01', 'GAP-XE-14'],
    start: {
      state: shop({ outfits: [zap, put(MOD, 'piercer', [0, 0], 0, { outfit: ZAP, space: 0 })] }),
    },
    steps: [
      {
        seat,
        command: { type: 'MoveOutfit', outfit: ZAP, at: [0, 2], turns: 0 },
        verify: (s) => {
          expect(captain(s, seat).hold.outfits.find((o) => o.uid === MOD)).toMatchObject({
            at: [0, 2],
            on: { outfit: ZAP, space: 0 },
          });
          expect(violations(fx.content, s)).toEqual([]);
        },
      },
      { seat, command: { type: 'SellOutfit', outfit: ZAP }, rejects: 'ModsAttached' },
      {
        seat,
        command: { type: 'MoveOutfit', outfit: MOD, at: [2, 0], turns: 0 },
        verify: (s) =>
          expect(captain(s, seat).hold.outfits.find((o) => o.uid === MOD)?.on).toBeUndefined(),
      },
      {
        seat,
        command: { type: 'SellOutfit', outfit: ZAP },
        events: [{ type: 'CreditsChanged', amount: 1000 }, { type: 'OutfitSold' }],
      },
      {
        seat,
        command: { type: 'SellOutfit', outfit: MOD },
        events: [
          { type: 'CreditsChanged', amount: 1000 },
          { type: 'OutfitSold', kind: 'piercer' },
        ],
      },
    ],
  });

  scenario('XE-MOD-01: a Mod whose space is damaged can be neither moved nor sold', {
    ruleset: fx,
    rules: ['XE-MOD-01', 'GAP-XE-14'],
    start: {
      state: shop({
        outfits: [zap, put(MOD, 'piercer', [0, 0], 0, { outfit: ZAP, space: 0 })],
        damage: [[0, 0]],
      }),
    },
    steps: [
      {
        seat,
        command: { type: 'MoveOutfit', outfit: MOD, at: [2, 0], turns: 0 },
        rejects: 'OutfitDamaged',
      },
      { seat, command: { type: 'SellOutfit', outfit: MOD }, rejects: 'OutfitDamaged' },
    ],
  });

  scenario('XE-MOD-01: a new ship takes the Mods along, still over their use spaces', {
    ruleset: fx,
    rules: ['XE-MOD-01', 'GAP-XE-14'],
    start: {
      state: shop({
        outfits: [
          zap,
          put(MOD, 'piercer', [0, 0], 0, { outfit: ZAP, space: 0 }),
          put(MOD2, 'gts', [2, 1]),
        ],
      }),
    },
    steps: [
      {
        seat,
        command: { type: 'BuyShip', ship: 'hauler' },
        verify: (s) => {
          const me = captain(s, seat);
          expect(me.hold.outfits.find((o) => o.uid === MOD)?.on).toEqual({ outfit: ZAP, space: 0 });
          expect(me.hold.outfits).toHaveLength(3);
          expect(violations(fx.content, s)).toEqual([]);
        },
      },
    ],
  });

  it('gainMod: a named Mod goes loose into the first free space, or is forfeited', () => {
    const s = acting(baseF, seat, H.betaCentre, { outfits: [zap] });
    const got = runF(s, seat, [], (ctx) => expect(gainMod(ctx, seat, 'gts')).toBe(true));
    const gts = captain(got.state, seat).hold.outfits.at(-1);
    expect(gts).toMatchObject({ kind: 'gts', at: [2, 0], turns: 0 });
    expect(gts?.on).toBeUndefined();
    expect(got.events).toEqual([
      { type: 'ModGained', seat, kind: 'gts', uid: gts?.uid, at: [2, 0] },
    ]);
    expect(violations(fx.content, got.state)).toEqual([]);
    const full = acting(baseF, seat, H.betaCentre, {
      outfits: [put(1, 'bulwark', [0, 0]), put(2, 'guard', [2, 0])],
      cargo: [
        { kind: 'cube', colour: 'spice', at: [0, 2] },
        { kind: 'cube', colour: 'spice', at: [1, 2] },
      ],
    });
    const lost = runF(full, seat, [], (ctx) => expect(gainMod(ctx, seat, 'gts')).toBe(false));
    expect(lost.events).toEqual([]);
    const none = { ...s, supply: { ...s.supply, outfits: { ...s.supply.outfits, gts: 0 } } };
    runF(none, seat, [], (ctx) => expect(gainMod(ctx, seat, 'gts')).toBe(false));
  });
});
