import { die } from '@drift/engine';
import { runScenario, scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import type { XiaCommand } from '../src/commands.ts';
import type { XiaEvent } from '../src/events.ts';
import type { Cell, XiaState } from '../src/model/state.ts';
import { npcAttack } from '../src/rules/combat/npc-attack.ts';
import { createXia } from '../src/ruleset.ts';
import {
  bare,
  combatPack,
  cx,
  duel,
  GUARD,
  H,
  KICK,
  MISSILE,
  runEffect,
  withNpc,
  ZAP,
} from './fixtures/combat.ts';

const fire = (npc: string, use = [{ outfit: ZAP, space: 0 }]): XiaCommand => ({
  type: 'Attack',
  target: { npc },
  use,
});

/** Seat 2 at the south of Beta's centre with `npc` on the centre; seat 1 out of the way north. */
function facing(npc: string, damage = 0): XiaState {
  return withNpc(duel(H.southOfBeta, H.northOfBeta), npc, H.betaCentre, { damage });
}

describe('captains attacking NPCs', () => {
  scenario(
    'an NPC defends automatically with its die; at To Kill it leaves the board and its destroyer takes its On Kill reward and Bounty',
    {
      ruleset: cx,
      rules: ['XB-NPC-05', 'XB-BNTY-04', 'XB-CMBT-05'],
      start: { state: facing('scoundrel', 2) },
      dice: [die(6, 5), die(6, 2)],
      steps: [
        {
          seat: 2,
          command: fire('scoundrel'),
          events: [
            { type: 'AttackDeclared', attacker: { seat: 2 }, target: { npc: 'scoundrel' } },
            { type: 'DieRolled', seat: 2, face: 5 },
            { type: 'DieRolled', seat: 0, die: 6, face: 2, purpose: 'Scoundrel defence' },
            { type: 'AttackResolved', attack: 5, defence: 2, damage: 3 },
            { type: 'NpcDamaged', npc: 'scoundrel', amount: 3, damage: 5 },
            { type: 'NpcDestroyed', npc: 'scoundrel', by: { seat: 2 } },
            { type: 'FameGained', seat: 2, amount: 1, source: 'combat' },
            {
              type: 'CreditsChanged',
              seat: 2,
              amount: 1000,
              reason: 'destroyed Scoundrel',
              credits: 4000,
            },
            {
              type: 'CreditsChanged',
              seat: 2,
              amount: 2000,
              reason: 'bounty on Scoundrel',
              credits: 6000,
            },
            { type: 'BountyClaimed', seat: 2, from: { npc: 'scoundrel' }, amount: 2000 },
          ],
        },
      ],
      expect: {
        prompts: [],
        npcs: [{ id: 'scoundrel', at: null, damage: 0, bounty: 0, awaitingRespawn: true }],
        captains: [
          {},
          {},
          {
            fame: 1,
            credits: 6000,
            bounty: 0,
            record: { shipsDestroyed: 1, bountyClaimed: 2000 },
          },
        ],
      },
    },
  );

  scenario('damage below To Kill stays on the NPC’s card', {
    ruleset: cx,
    rules: ['XB-NPC-05', 'XB-CMBT-05'],
    start: { state: facing('enforcer') },
    dice: [die(6, 6), die(8, 2)],
    steps: [
      {
        seat: 2,
        command: fire('enforcer'),
        events: [
          { type: 'DieRolled', die: 8, face: 2, purpose: 'Enforcer defence' },
          { type: 'NpcDamaged', npc: 'enforcer', amount: 4, damage: 4 },
        ],
      },
    ],
    expect: {
      npcs: [{ id: 'enforcer', at: H.betaCentre, damage: 4 }],
      captains: [{}, {}, { fame: 0 }],
    },
  });

  scenario('destroying an NPC without Bounty is raiding: 1,000 Bounty', {
    ruleset: cx,
    rules: ['XB-BNTY-03', 'XB-NPC-05'],
    start: { state: facing('merchant') },
    dice: [die(6, 6), die(6, 1)],
    steps: [
      {
        seat: 2,
        command: fire('merchant'),
        events: [
          { type: 'NpcDestroyed', npc: 'merchant' },
          { type: 'FameGained', seat: 2, amount: 1 },
          { type: 'BountyChanged', seat: 2, amount: 1000, bounty: 1000 },
        ],
      },
    ],
    expect: {
      npcs: [{ id: 'merchant', at: null }],
      captains: [{}, {}, { fame: 1, bounty: 1000, credits: 3000, record: { shipsDestroyed: 1 } }],
    },
  });

  scenario('ramming an NPC hurts the rammer as much', {
    ruleset: cx,
    rules: ['XB-OTYP-02', 'XB-NPC-05'],
    start: { state: facing('merchant') },
    dice: [die(6, 4), die(6, 2)],
    steps: [
      {
        seat: 2,
        command: { type: 'Ram', target: { npc: 'merchant' }, use: { outfit: KICK, space: 0 } },
        events: [
          { type: 'NpcDamaged', npc: 'merchant', amount: 2, damage: 2 },
          { type: 'DamageTaken', seat: 2, amount: 2, unblockable: true },
        ],
      },
    ],
    expect: { prompts: [{ kind: 'PlaceDamage', seat: 2, remaining: 2 }] },
  });

  scenario(
    'the NPC’s holder rolls its defence die; an NPC held by nobody rolls as the captain whose turn it is',
    {
      ruleset: cx,
      rules: ['XB-NPC-02', 'XB-NPC-05'],
      start: {
        state: withNpc(
          withNpc(duel(H.southOfBeta, H.northOfBeta), 'merchant', H.betaCentre, { holder: 1 }),
          'enforcer',
          H.nebulaFar,
          { holder: null },
        ),
      },
      dice: [die(6, 1), die(6, 2), die(6, 1), die(8, 3)],
      steps: [
        {
          seat: 2,
          command: fire('merchant'),
          events: [
            { type: 'DieRolled', seat: 2, die: 6, face: 1, purpose: 'blaster' },
            { type: 'DieRolled', seat: 1, die: 6, face: 2, purpose: 'Merchant defence' },
          ],
        },
        {
          seat: 2,
          command: fire('enforcer', [{ outfit: MISSILE, space: 0 }]),
          events: [
            { type: 'DieRolled', seat: 2, die: 6, face: 1, purpose: 'missile' },
            { type: 'DieRolled', seat: 2, die: 8, face: 3, purpose: 'Enforcer defence' },
          ],
        },
      ],
    },
  );

  scenario('a target seat that is not in the match is no ship on the board', {
    ruleset: cx,
    rules: ['XB-CMBT-01'],
    start: { state: facing('merchant') },
    steps: [
      {
        seat: 2,
        command: { type: 'Attack', target: { seat: 9 }, use: [{ outfit: ZAP, space: 0 }] },
        rejects: 'NoSuchTarget',
      },
    ],
  });

  scenario('an NPC not in the match is no target either', {
    ruleset: cx,
    rules: ['XB-CMBT-01'],
    start: { state: facing('merchant') },
    steps: [{ seat: 2, command: fire('ghost'), rejects: 'NoSuchTarget' }],
  });

  scenario('an NPC off the board cannot be attacked', {
    ruleset: cx,
    rules: ['XB-CMBT-01'],
    start: {
      state: withNpc(duel(H.southOfBeta, H.northOfBeta), 'merchant', H.betaCentre, { at: null }),
    },
    steps: [{ seat: 2, command: fire('merchant'), rejects: 'NoSuchTarget' }],
  });

  it('XB-CMBT-01: NPCs in range and sight are listed as targets', () => {
    const s = withNpc(facing('merchant'), 'enforcer', H.nebulaFar);
    const targets = cx
      .legal(s, 2)
      .flatMap((c) => (c.type === 'Attack' && 'npc' in c.target ? [c] : []));
    expect(targets).toContainEqual(fire('merchant'));
    // Beta's centre to the far nebula hex: range 2 across nebula borders
    const missile = withNpc(duel(H.betaCentre, H.northOfBeta), 'enforcer', H.nebulaFar);
    expect(cx.legal(missile, 2)).toContainEqual(fire('enforcer', [{ outfit: MISSILE, space: 0 }]));
  });
});

describe('what destroying an NPC pays', () => {
  /** The types of the events of each step, in order. */
  const types = (events: (readonly XiaEvent[])[]) => events.map((step) => step.map((e) => e.type));

  it('XB-NPC-05 XB-BNTY-03: a Merchant’s carried credits go to its destroyer with its On Kill Fame; no Bounty makes a raider', () => {
    const { state, events } = runScenario({
      ruleset: cx,
      rules: ['XB-NPC-05', 'XB-BNTY-03'],
      start: { state: withNpc(facing('merchant'), 'merchant', H.betaCentre, { credits: 1500 }) },
      dice: [die(6, 6), die(6, 1)],
      steps: [{ seat: 2, command: fire('merchant') }],
    });
    expect(events[0]?.filter((e) => e.type !== 'DieRolled' && e.type !== 'MarkerSpent')).toEqual([
      {
        type: 'AttackDeclared',
        attacker: { seat: 2 },
        target: { npc: 'merchant' },
        weapons: [{ outfit: ZAP, space: 0 }],
        ram: false,
      },
      {
        type: 'AttackResolved',
        attacker: { seat: 2 },
        target: { npc: 'merchant' },
        attack: 6,
        defence: 1,
        damage: 5,
      },
      { type: 'NpcDamaged', npc: 'merchant', amount: 5, damage: 5 },
      { type: 'NpcDestroyed', npc: 'merchant', by: { seat: 2 } },
      { type: 'FameGained', seat: 2, amount: 1, source: 'combat', fame: 1 },
      {
        type: 'CreditsChanged',
        seat: 2,
        amount: 1500,
        reason: 'destroyed Merchant',
        credits: 4500,
      },
      { type: 'BountyChanged', seat: 2, amount: 1000, reason: 'raided Merchant', bounty: 1000 },
    ]);
    expect(state.npcs[0]).toMatchObject({ id: 'merchant', at: null, credits: 0 });
  });

  it('XB-NPC-05: an On Kill reward of no Fame and no credits pays nothing, not a 0', () => {
    const free = createXia({
      ...combatPack,
      npcs: combatPack.npcs.map((n) =>
        n.id === 'merchant' ? { ...n, onKill: { fame: 0, credits: 0 } } : n,
      ),
    });
    const { state, events } = runScenario({
      ruleset: free,
      rules: ['XB-NPC-05'],
      start: { state: facing('merchant') },
      dice: [die(6, 6), die(6, 1)],
      steps: [{ seat: 2, command: fire('merchant') }],
    });
    expect(types(events)).toEqual([
      [
        'MarkerSpent',
        'AttackDeclared',
        'DieRolled',
        'DieRolled',
        'AttackResolved',
        'NpcDamaged',
        'NpcDestroyed',
        'BountyChanged',
      ],
    ]);
    expect(state.captains[2]).toMatchObject({ fame: 0, credits: 3000, bounty: 1000 });
  });

  it('XB-CMBT-05: an attack the NPC’s defence stops puts no damage on its card', () => {
    const { state, events } = runScenario({
      ruleset: cx,
      rules: ['XB-CMBT-05', 'XB-NPC-05'],
      start: { state: facing('merchant', 1) },
      dice: [die(6, 2), die(6, 2)],
      steps: [{ seat: 2, command: fire('merchant') }],
    });
    expect(types(events)).toEqual([
      ['MarkerSpent', 'AttackDeclared', 'DieRolled', 'DieRolled', 'AttackResolved'],
    ]);
    expect(state.npcs[0]).toMatchObject({ id: 'merchant', at: H.betaCentre, damage: 1 });
  });
});

describe('NPCs attacking', () => {
  const hunted = withNpc(duel(H.eastOfAsteroid, H.southOfBeta), 'enforcer', H.northOfBeta);

  it('XB-CMBT-03: an NPC attacking a captain leaves a Defend prompt carrying its die', () => {
    const { state, events } = runEffect(hunted, 0, [], (ctx) =>
      npcAttack(ctx, 'enforcer', { seat: 1 }),
    );
    expect(events).toEqual([
      {
        type: 'AttackDeclared',
        attacker: { npc: 'enforcer' },
        target: { seat: 1 },
        weapons: [],
        ram: false,
      },
    ]);
    expect(state.prompts).toEqual([
      {
        kind: 'Defend',
        seat: 1,
        attacker: { npc: 'enforcer' },
        weapons: [],
        npcDie: 8,
        ram: false,
      },
    ]);
  });

  scenario('the captain defends an NPC attack as any other: NPC die first, then shields', {
    ruleset: cx,
    rules: ['XB-CMBT-03', 'XB-CMBT-04', 'XB-OTYP-05'],
    start: {
      state: runEffect(hunted, 0, [], (ctx) => npcAttack(ctx, 'enforcer', { seat: 1 })).state,
    },
    dice: [die(8, 7), die(6, 3)],
    steps: [
      {
        seat: 1,
        command: { type: 'Defend', use: [{ outfit: GUARD, space: 0 }], ability: null },
        events: [
          { type: 'DieRolled', seat: 0, die: 8, face: 7, purpose: 'Enforcer attack' },
          { type: 'DieRolled', seat: 1, die: 6, face: 3, purpose: 'shield' },
          {
            type: 'AttackResolved',
            attacker: { npc: 'enforcer' },
            attack: 7,
            defence: 3,
            damage: 4,
          },
          { type: 'DamageTaken', seat: 1, amount: 4 },
        ],
      },
    ],
    expect: {
      prompts: [
        { kind: 'RearmShields', seat: 1, count: 1 },
        { kind: 'PlaceDamage', seat: 1, remaining: 4 },
      ],
    },
  });

  it('XB-NPC-06, XB-BNTY-05: an NPC that destroys a captain gains nothing; the victim’s Bounty is cleared', () => {
    const s = withNpc(
      duel(
        H.eastOfAsteroid,
        H.southOfBeta,
        {},
        {
          hold: {
            ...bare,
            damage: [
              [0, 0],
              [1, 0],
              [2, 0],
              [0, 1],
              [1, 1],
              [2, 1],
              [0, 2],
            ],
          },
          bounty: 1000,
        },
      ),
      'enforcer',
      H.northOfBeta,
    );
    const { state, events } = runEffect(s, 0, [die(8, 5)], (ctx) =>
      npcAttack(ctx, 'enforcer', { seat: 1 }),
    );
    expect(events.map((e) => e.type)).toEqual([
      'AttackDeclared',
      'DieRolled',
      'AttackResolved',
      'DamageTaken',
      'ShipDestroyed',
      'BountyChanged',
    ]);
    expect(state.captains[1]).toMatchObject({ at: null, bounty: 0, awaitingRespawn: true });
    expect(state.npcs[0]).toMatchObject({ id: 'enforcer', bounty: 0, credits: 0 });
    expect(state.captains.map((c) => c.fame)).toEqual([0, 0, 0]);
  });

  it('XB-NPC-05: an NPC attacking an NPC resolves at once; neither gains, the Merchant keeps its credits', () => {
    const s = withNpc(withNpc(hunted, 'scoundrel', H.betaCentre), 'merchant', H.southOfBeta, {
      credits: 1500,
    });
    const moved = {
      ...s,
      captains: s.captains.map((c) => (c.seat === 1 ? { ...c, at: H.nebulaFar } : c)),
    };
    const { state, events } = runEffect(moved, 0, [die(6, 5), die(6, 1)], (ctx) =>
      npcAttack(ctx, 'scoundrel', { npc: 'merchant' }),
    );
    expect(events).toContainEqual({
      type: 'AttackResolved',
      attacker: { npc: 'scoundrel' },
      target: { npc: 'merchant' },
      attack: 5,
      defence: 1,
      damage: 4,
    });
    expect(events).toContainEqual({
      type: 'NpcDestroyed',
      npc: 'merchant',
      by: { npc: 'scoundrel' },
    });
    expect(events.some((e) => e.type === 'FameGained' || e.type === 'BountyClaimed')).toBe(false);
    expect(state.npcs.find((n) => n.id === 'merchant')).toMatchObject({
      at: null,
      awaitingRespawn: true,
      credits: 1500,
    });
    expect(state.npcs.find((n) => n.id === 'scoundrel')).toMatchObject({
      bounty: 2000,
      credits: 0,
    });
    expect(state.prompts).toEqual([]);
  });

  it('XB-CMBT-05 XB-HOLD-03: a second NPC hit that fills the hold with damage still unplaced destroys the ship in combat', () => {
    // Seat 1's Skiff has 5 damage: the Enforcer's 3 wait to be placed, the Merchant's 3 more fill it.
    const damaged: Cell[] = [
      [0, 0],
      [1, 0],
      [2, 0],
      [0, 1],
      [1, 1],
    ];
    const s = withNpc(
      withNpc(
        duel(H.eastOfAsteroid, H.southOfBeta, {}, { hold: { ...bare, damage: damaged } }),
        'enforcer',
        H.northOfBeta,
      ),
      'merchant',
      H.betaCentre,
    );
    const { state, events } = runEffect(s, 0, [die(8, 3), die(6, 3)], (ctx) => {
      npcAttack(ctx, 'enforcer', { seat: 1 });
      npcAttack(ctx, 'merchant', { seat: 1 });
    });
    expect(events.filter((e) => e.type === 'DamageTaken' || e.type === 'ShipDestroyed')).toEqual([
      { type: 'DamageTaken', seat: 1, amount: 3, unblockable: false },
      { type: 'DamageTaken', seat: 1, amount: 3, unblockable: false },
      { type: 'ShipDestroyed', seat: 1, at: H.southOfBeta, cause: 'combat', cubesLost: false },
    ]);
    expect(state.prompts).toEqual([]);
  });

  it('npcAttack refuses what the NPC rules should never ask', () => {
    expect(() =>
      runEffect(hunted, 0, [], (ctx) => npcAttack(ctx, 'enforcer', { npc: 'enforcer' })),
    ).toThrow('NPC enforcer cannot attack itself');
    const offBoard = 'NPC enforcer attacks a ship that is not on the board';
    expect(() =>
      runEffect(hunted, 0, [], (ctx) => npcAttack(ctx, 'enforcer', { npc: 'merchant' })),
    ).toThrow(offBoard);
    const gone = withNpc(hunted, 'enforcer', H.northOfBeta, { at: null });
    expect(() => runEffect(gone, 0, [], (ctx) => npcAttack(ctx, 'enforcer', { seat: 1 }))).toThrow(
      offBoard,
    );
  });
});

describe('the To Kill value', () => {
  // The test Merchant: defence d6, To Kill 3.
  scenario('damage reaching exactly To Kill destroys the NPC', {
    ruleset: cx,
    rules: ['XB-NPC-05'],
    start: { state: facing('merchant') },
    dice: [die(6, 4), die(6, 1)],
    steps: [
      {
        seat: 2,
        command: fire('merchant'),
        events: [
          { type: 'AttackResolved', attack: 4, defence: 1, damage: 3 },
          { type: 'NpcDamaged', npc: 'merchant', amount: 3, damage: 3 },
          { type: 'NpcDestroyed', npc: 'merchant', by: { seat: 2 } },
          { type: 'FameGained', seat: 2, amount: 1, source: 'combat' },
        ],
      },
    ],
    expect: { npcs: [{ id: 'merchant', at: null, damage: 0, awaitingRespawn: true }] },
  });

  scenario('damage one short of To Kill leaves the NPC flying, its damage on the card', {
    ruleset: cx,
    rules: ['XB-NPC-05'],
    start: { state: facing('merchant', 1) },
    dice: [die(6, 2), die(6, 1)],
    steps: [
      {
        seat: 2,
        command: fire('merchant'),
        events: [{ type: 'NpcDamaged', npc: 'merchant', amount: 1, damage: 2 }],
      },
    ],
    expect: {
      npcs: [{ id: 'merchant', at: H.betaCentre, damage: 2, awaitingRespawn: false }],
      captains: [{}, {}, { fame: 0, bounty: 0 }],
    },
  });
});
