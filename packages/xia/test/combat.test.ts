import { die } from '@drift/engine';
import { type Hex, localToBoard } from '@drift/engine/hex';
import { runScenario, scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import type { XiaCommand } from '../src/commands.ts';
import type { Captain, Cell, Combatant, Hold, MarkerPlace, XiaState } from '../src/model/state.ts';
import { subsets } from '../src/rules/combat/resolve.ts';
import {
  ARMED,
  bare,
  cx,
  duel,
  GUARD,
  GUARD2,
  gunboat,
  H,
  KICK,
  MISSILE,
  shielded,
  withNpc,
  ZAP,
} from './fixtures/combat.ts';

/** The first `n` cells of a hold `width` wide, reading order. */
function cells(n: number, width = 3): Cell[] {
  return Array.from({ length: n }, (_, i): Cell => [i % width, Math.floor(i / width)]);
}

const blast = (use = [{ outfit: ZAP, space: 0 }]): XiaCommand => ({
  type: 'Attack',
  target: { seat: 1 },
  use,
});
const shield = (...uids: number[]): XiaCommand => ({
  type: 'Defend',
  use: uids.map((outfit) => ({ outfit, space: 0 })),
  ability: null,
});

describe('an attack from declaration to re-arming', () => {
  scenario(
    'a blaster fires at an adjacent ship; the defender shields; the difference is placed as damage, then shield markers re-arm at 1 Energy',
    {
      ruleset: cx,
      rules: [
        'XB-CMBT-01',
        'XB-CMBT-02',
        'XB-CMBT-03',
        'XB-CMBT-04',
        'XB-CMBT-05',
        'XB-CMBT-06',
        'XB-OTYP-04',
        'XB-OTYP-05',
        'XB-OTYP-09',
      ],
      start: { state: duel(H.southOfBeta, H.betaCentre, {}, {}, 2) },
      dice: [die(6, 5), die(6, 2)],
      steps: [
        {
          seat: 2,
          command: blast(),
          events: [
            { type: 'MarkerSpent', seat: 2, outfit: ZAP, space: 0 },
            {
              type: 'AttackDeclared',
              attacker: { seat: 2 },
              target: { seat: 1 },
              weapons: [{ outfit: ZAP, space: 0 }],
              ram: false,
            },
          ],
          state: {
            turn: { movement: 0, moveSource: null },
            prompts: [
              {
                kind: 'Defend',
                seat: 1,
                attacker: { seat: 2 },
                weapons: [{ outfit: ZAP, space: 0 }],
                npcDie: null,
                ram: false,
              },
            ],
          },
        },
        { seat: 2, command: { type: 'EndActions' }, rejects: 'NotYourTurn' },
        {
          seat: 1,
          command: shield(GUARD),
          events: [
            { type: 'MarkerSpent', seat: 1, outfit: GUARD },
            { type: 'DieRolled', seat: 2, die: 6, face: 5, purpose: 'blaster' },
            { type: 'DieRolled', seat: 1, die: 6, face: 2, purpose: 'shield' },
            { type: 'AttackResolved', attack: 5, defence: 2, damage: 3 },
            { type: 'DamageTaken', seat: 1, amount: 3, unblockable: false },
          ],
          state: {
            prompts: [
              { kind: 'RearmShields', seat: 1, count: 1 },
              { kind: 'PlaceDamage', seat: 1, remaining: 3 },
            ],
          },
        },
        { seat: 1, command: { type: 'RearmShields', count: 1 }, rejects: 'NoSuchDecision' },
        { seat: 1, command: { type: 'PlaceDamage', at: [2, 0] } },
        { seat: 1, command: { type: 'PlaceDamage', at: [2, 1] } },
        { seat: 1, command: { type: 'PlaceDamage', at: [2, 2] } },
        { seat: 1, command: { type: 'RearmShields', count: 2 }, rejects: 'TooMany' },
        {
          seat: 1,
          command: { type: 'RearmShields', count: 1 },
          events: [
            { type: 'EnergyChanged', seat: 1, amount: -1, energy: 5 },
            { type: 'ShieldsRearmed', seat: 1, count: 1, cost: 1 },
          ],
        },
      ],
      expect: {
        prompts: [],
        turn: { seat: 2, phase: 'Action' },
        captains: [
          {},
          {
            energy: 5,
            markers: ARMED,
            hold: {
              damage: [
                [2, 0],
                [2, 1],
                [2, 2],
              ],
            },
          },
          {
            markers: [{ at: 'used', outfit: ZAP, space: 0 }, ...ARMED.slice(1)],
          },
        ],
      },
    },
  );

  scenario('a defence at least the attack leaves the ship unharmed; re-arming is optional', {
    ruleset: cx,
    rules: ['XB-CMBT-05', 'XB-OTYP-05', 'XB-CMBT-06'],
    start: { state: duel(H.southOfBeta, H.betaCentre) },
    dice: [die(6, 3), die(6, 2), die(6, 2)],
    steps: [
      { seat: 2, command: blast() },
      {
        seat: 1,
        command: shield(GUARD, GUARD2),
        events: [
          { type: 'ShieldsRolled', seat: 1, faces: [2, 2], total: 4, against: 3 },
          { type: 'AttackResolved', attack: 3, defence: 4, damage: 0 },
        ],
        state: { prompts: [{ kind: 'RearmShields', seat: 1, count: 2 }] },
      },
      { seat: 1, command: { type: 'RearmShields', count: 0 } },
    ],
    expect: {
      prompts: [],
      captains: [
        {},
        {
          energy: 6,
          hold: { damage: [] },
          markers: [
            { at: 'used', outfit: GUARD, space: 0 },
            { at: 'used', outfit: GUARD2, space: 0 },
            { at: 'armed' },
            { at: 'armed' },
          ],
        },
        // No damage through: no kill, nothing gained.
        { fame: 0, bounty: 0, record: { shipsDestroyed: 0 } },
      ],
    },
  });

  scenario('separate attacks each get their own defence; the attacker acts on after each', {
    ruleset: cx,
    rules: ['GAP-XB-13', 'XB-CMBT-02', 'XB-CMBT-03'],
    start: { state: duel(H.southOfBeta, H.betaCentre) },
    dice: [die(6, 1), die(6, 1), die(6, 1), die(6, 1)],
    steps: [
      { seat: 2, command: blast() },
      { seat: 1, command: shield(GUARD) },
      { seat: 1, command: { type: 'RearmShields', count: 0 } },
      {
        seat: 2,
        command: { type: 'Ram', target: { seat: 1 }, use: { outfit: KICK, space: 0 } },
        state: { prompts: [{ kind: 'Defend', seat: 1, ram: true }] },
      },
      { seat: 1, command: shield(GUARD2) },
      { seat: 1, command: { type: 'RearmShields', count: 0 } },
      { seat: 2, command: { type: 'EndActions' } },
    ],
    expect: { prompts: [], captains: [{}, { hold: { damage: [] } }, { hold: { damage: [] } }] },
  });

  it('while the defence is pending, only the defender acts, with every choice of shields and card', () => {
    const s = duel(
      H.southOfBeta,
      H.betaCentre,
      {},
      { abilities: [{ id: 'dodge', exhausted: false }] },
    );
    const applied = cx.apply(s, 2, blast());
    if (!applied.ok) throw new Error(applied.error.message);
    const next = applied.value.state;
    expect(cx.legal(next, 2)).toEqual([]);
    const answers = cx.legal(next, 1);
    expect(answers.every((c) => c.type === 'Defend')).toBe(true);
    // {}, {a}, {b}, {a, b} shields × no card or Dodge
    expect(answers).toHaveLength(8);
    expect(answers).toContainEqual({
      type: 'Defend',
      use: [
        { outfit: GUARD, space: 0 },
        { outfit: GUARD2, space: 0 },
      ],
      ability: 'dodge',
    });
  });

  // A client may ask for any seat number: one not in the match is offered nothing, never a crash.
  const nothingFor7 = (s: XiaState) => expect(cx.legal(s, 7)).toEqual([]);
  scenario(
    'a seat not in the match is offered nothing and refused, in a turn, a defence or a re-arm',
    {
      ruleset: cx,
      rules: ['XB-CMBT-01', 'XB-CMBT-03', 'XB-CMBT-06'],
      start: { state: duel(H.southOfBeta, H.betaCentre) },
      dice: [die(6, 3), die(6, 2), die(6, 2)],
      steps: [
        { seat: 7, command: blast(), rejects: 'NoSuchSeat' },
        {
          seat: 7,
          command: { type: 'Ram', target: { seat: 1 }, use: { outfit: KICK, space: 0 } },
          rejects: 'NoSuchSeat',
        },
        { seat: 2, command: blast(), verify: nothingFor7 },
        { seat: 7, command: shield(GUARD), rejects: 'NoSuchSeat' },
        { seat: 1, command: shield(GUARD, GUARD2), verify: nothingFor7 },
        { seat: 7, command: { type: 'RearmShields', count: 0 }, rejects: 'NoSuchSeat' },
        { seat: 1, command: { type: 'RearmShields', count: 0 }, verify: nothingFor7 },
      ],
      verify: () => nothingFor7(duel(H.southOfBeta, H.betaCentre)),
    },
  );
});

describe('combined attacks, bonuses and damaged outfits', () => {
  const boosted = (s: XiaState): XiaState => ({
    ...s,
    turn: { ...s.turn, boosts: { ...s.turn.boosts, attackBonus: 2 } },
  });

  scenario(
    'two missile use spaces roll together with the targeting boost; a defender with nothing to declare is not asked; 9 damage destroys the Skiff and raiding an Innocent ship adds 1,000 Bounty',
    {
      ruleset: cx,
      rules: [
        'XB-CMBT-02',
        'GAP-XB-13',
        'XB-OTYP-03',
        'XB-FAME-04',
        'XB-BNTY-03',
        'XB-HOLD-03',
        'XB-DEATH-01',
      ],
      start: { state: boosted(duel(H.northOfBeta, H.southOfBeta, {}, { hold: bare })) },
      dice: [die(6, 4), die(6, 3)],
      steps: [
        {
          seat: 2,
          command: blast([
            { outfit: MISSILE, space: 0 },
            { outfit: MISSILE, space: 1 },
          ]),
          events: [
            { type: 'DieRolled', seat: 2, face: 4, purpose: 'missile' },
            { type: 'DieRolled', seat: 2, face: 3, purpose: 'missile' },
            { type: 'AttackResolved', attack: 9, defence: 0, damage: 9 },
            { type: 'DamageTaken', seat: 1, amount: 9 },
            { type: 'ShipDestroyed', seat: 1, cause: 'combat' },
            { type: 'FameGained', seat: 2, amount: 1, source: 'combat', fame: 1 },
            {
              type: 'BountyChanged',
              seat: 2,
              amount: 1000,
              reason: "raided Captain 2's ship",
              bounty: 1000,
            },
          ],
        },
      ],
      expect: {
        prompts: [],
        turn: { seat: 2, boosts: { attackBonus: 0 } },
        captains: [
          {},
          { at: null, awaitingRespawn: true, hold: { damage: [] } },
          {
            fame: 1,
            bounty: 1000,
            credits: 3000,
            record: { shipsDestroyed: 1, bountyClaimed: 0 },
          },
        ],
      },
    },
  );

  scenario(
    'Title skills add to attack and defence; each damage marker on a weapon takes 1 off its roll',
    {
      ruleset: cx,
      rules: ['XB-OUTF-07', 'XB-TITLE-02'],
      start: {
        state: duel(
          H.southOfBeta,
          H.betaCentre,
          { titles: ['ace'], hold: { ...gunboat, damage: [[1, 0]] } },
          { titles: ['stalwart'], hold: bare },
        ),
      },
      dice: [die(6, 4)],
      steps: [
        {
          seat: 2,
          command: blast(),
          events: [{ type: 'AttackResolved', attack: 4, defence: 2, damage: 2 }],
          state: { prompts: [{ kind: 'PlaceDamage', seat: 1, remaining: 2 }] },
        },
      ],
      // Damage that does not destroy the ship gains the attacker nothing.
      expect: { captains: [{}, {}, { fame: 0, bounty: 0, record: { shipsDestroyed: 0 } }] },
    },
  );

  scenario('a damaged weapon never rolls below 0', {
    ruleset: cx,
    rules: ['XB-OUTF-07', 'GAP-XB-22'],
    start: {
      state: duel(
        H.southOfBeta,
        H.betaCentre,
        { hold: { ...gunboat, damage: [[1, 0]] } },
        { hold: bare },
      ),
    },
    dice: [die(6, 1)],
    steps: [
      {
        seat: 2,
        command: blast(),
        events: [{ type: 'AttackResolved', attack: 0, defence: 0, damage: 0 }],
      },
    ],
    expect: { prompts: [], captains: [{}, { hold: { damage: [] } }, {}] },
  });
});

describe('destroying a ship', () => {
  scenario('destroying an Outlaw pays its whole Bounty to the attacker; its Bounty is cleared', {
    ruleset: cx,
    rules: ['XB-BNTY-04', 'XB-BNTY-05', 'XB-FAME-04'],
    start: {
      state: duel(
        H.southOfBeta,
        H.betaCentre,
        {},
        { hold: { ...bare, damage: cells(7) }, bounty: 2000 },
      ),
    },
    dice: [die(6, 2)],
    steps: [
      {
        seat: 2,
        command: blast(),
        events: [
          { type: 'ShipDestroyed', seat: 1 },
          { type: 'BountyChanged', seat: 1, amount: -2000, bounty: 0 },
          { type: 'FameGained', seat: 2, amount: 1 },
          {
            type: 'CreditsChanged',
            seat: 2,
            amount: 2000,
            reason: "bounty on Captain 2's ship",
            credits: 5000,
          },
          { type: 'BountyClaimed', seat: 2, from: { seat: 1 }, amount: 2000 },
        ],
      },
    ],
    expect: {
      captains: [
        {},
        { at: null, bounty: 0 },
        { credits: 5000, bounty: 0, fame: 1, record: { shipsDestroyed: 1, bountyClaimed: 2000 } },
      ],
    },
  });

  scenario('Fame for a kill equals the destroyed ship’s tier; a Tier 2 captain loses a turn', {
    ruleset: cx,
    rules: ['XB-FAME-04', 'XB-DEATH-05'],
    start: {
      state: duel(
        H.southOfBeta,
        H.betaCentre,
        {},
        { ship: 'hauler', hold: { ...bare, damage: cells(11, 4) } },
      ),
    },
    dice: [die(6, 1)],
    steps: [
      {
        seat: 2,
        command: blast(),
        events: [{ type: 'FameGained', seat: 2, amount: 2, source: 'combat' }],
      },
    ],
    expect: { captains: [{}, { at: null, skipsNextTurn: true }, { fame: 2, bounty: 1000 }] },
  });
});

describe('ramming', () => {
  const rammer: Hold = {
    ...gunboat,
    outfits: [...gunboat.outfits, { uid: 21, kind: 'guard', at: [2, 0], turns: 0 }],
  };
  const ram: XiaCommand = { type: 'Ram', target: { seat: 1 }, use: { outfit: KICK, space: 0 } };

  // Four of the Mule's eight cells damaged: the ram's 3 fit in the other four.
  scenario('the rammer’s hold counts only its own damage, not the target’s still to be placed', {
    ruleset: cx,
    rules: ['XB-OTYP-02', 'XB-HOLD-03', 'GAP-XB-22'],
    start: {
      state: duel(H.southOfBeta, H.betaCentre, { hold: { ...rammer, damage: cells(4) } }, {}, 2),
    },
    dice: [die(6, 5), die(6, 2)],
    steps: [
      { seat: 2, command: ram },
      {
        seat: 1,
        command: shield(GUARD),
        events: [
          { type: 'AttackResolved', attack: 5, defence: 2, damage: 3 },
          { type: 'DamageTaken', seat: 1, amount: 3, unblockable: false },
          { type: 'DamageTaken', seat: 2, amount: 3, unblockable: true },
        ],
      },
    ],
    expect: { captains: [{}, { at: H.betaCentre }, { at: H.southOfBeta }] },
  });

  scenario(
    'an engine rams an adjacent ship: its roll is the attack and gives no movement; the rammer takes the same damage, unblockable',
    {
      ruleset: cx,
      rules: ['XB-OTYP-02', 'GAP-XB-14', 'XB-OTYP-08', 'XB-CMBT-01'],
      start: { state: duel(H.southOfBeta, H.betaCentre, { hold: rammer }, {}, 2) },
      dice: [die(6, 5), die(6, 2)],
      steps: [
        {
          seat: 2,
          command: ram,
          events: [
            { type: 'MarkerSpent', seat: 2, outfit: KICK, space: 0 },
            { type: 'AttackDeclared', weapons: [{ outfit: KICK, space: 0 }], ram: true },
          ],
          state: {
            turn: { movement: 0, moveSource: null },
            prompts: [
              { kind: 'Defend', seat: 1, weapons: [{ outfit: KICK, space: 0 }], ram: true },
            ],
          },
        },
        {
          seat: 1,
          command: shield(GUARD),
          events: [
            { type: 'DieRolled', seat: 2, face: 5, purpose: 'ram' },
            { type: 'AttackResolved', attack: 5, defence: 2, damage: 3 },
            { type: 'DamageTaken', seat: 1, amount: 3, unblockable: false },
            { type: 'DamageTaken', seat: 2, amount: 3, unblockable: true },
          ],
          state: {
            prompts: [
              { kind: 'RearmShields', seat: 1, count: 1 },
              { kind: 'PlaceDamage', seat: 1, remaining: 3 },
              { kind: 'PlaceDamage', seat: 2, remaining: 3 },
            ],
          },
        },
        { seat: 2, command: { type: 'PlaceDamage', at: [1, 1] } },
        { seat: 2, command: { type: 'PlaceDamage', at: [1, 2] } },
        { seat: 2, command: { type: 'PlaceDamage', at: [2, 1] } },
        { seat: 1, command: { type: 'PlaceDamage', at: [2, 0] } },
        { seat: 1, command: { type: 'PlaceDamage', at: [2, 1] } },
        { seat: 1, command: { type: 'PlaceDamage', at: [2, 2] } },
        { seat: 1, command: { type: 'RearmShields', count: 0 } },
      ],
      expect: {
        prompts: [],
        turn: { seat: 2, phase: 'Action', movement: 0 },
        captains: [
          {},
          {
            hold: {
              damage: [
                [2, 0],
                [2, 1],
                [2, 2],
              ],
            },
          },
          {},
        ],
      },
    },
  );

  // Mule cells except the engine's two: a Mule with these needs 2 more to be destroyed.
  const nearlyWrecked: Cell[] = [
    [2, 0],
    [0, 1],
    [1, 1],
    [2, 1],
    [0, 2],
    [1, 2],
  ];
  const wreck: Hold = {
    outfits: [{ uid: KICK, kind: 'kick', at: [0, 0], turns: 0 }],
    cargo: [],
    damage: nearlyWrecked,
  };

  scenario('a ram that destroys both ships gains the rammer no Fame and no Bounty', {
    ruleset: cx,
    rules: ['XB-DEATH-07', 'XB-BNTY-04', 'XB-DEATH-03'],
    start: {
      state: duel(
        H.southOfBeta,
        H.betaCentre,
        { hold: wreck },
        { hold: { ...bare, damage: cells(7) }, bounty: 1000 },
      ),
    },
    dice: [die(6, 2)],
    steps: [
      {
        seat: 2,
        command: ram,
        events: [
          { type: 'AttackResolved', damage: 2 },
          { type: 'ShipDestroyed', seat: 1, cause: 'combat' },
          { type: 'ShipDestroyed', seat: 2, cause: 'combat' },
          { type: 'TurnEnded', seat: 2 },
          { type: 'TurnStarted', seat: 0 },
        ],
      },
    ],
    expect: {
      prompts: [],
      turn: { seat: 0 },
      captains: [
        {},
        { at: null, bounty: 0 },
        {
          at: null,
          fame: 0,
          credits: 3000,
          bounty: 0,
          record: { shipsDestroyed: 0, bountyClaimed: 0 },
        },
      ],
    },
  });

  scenario(
    'a ram that destroys only the rammer gains nobody anything; the target still takes the damage',
    {
      ruleset: cx,
      rules: ['GAP-XB-14', 'XB-OTYP-02', 'XB-DEATH-03'],
      start: { state: duel(H.southOfBeta, H.betaCentre, { hold: wreck }, { hold: bare }) },
      dice: [die(6, 3)],
      steps: [
        {
          seat: 2,
          command: ram,
          events: [
            { type: 'DamageTaken', seat: 1, amount: 3 },
            { type: 'ShipDestroyed', seat: 2, cause: 'combat' },
            { type: 'TurnStarted', seat: 0 },
          ],
          state: { prompts: [{ kind: 'PlaceDamage', seat: 1, remaining: 3 }] },
        },
      ],
      expect: { captains: [{ fame: 0 }, { fame: 0, bounty: 0 }, { at: null, fame: 0, bounty: 0 }] },
    },
  );

  scenario(
    'a ram that destroys only the target gains the rammer its Fame, then it takes the damage',
    {
      ruleset: cx,
      rules: ['XB-OTYP-02', 'XB-FAME-04', 'XB-BNTY-03'],
      start: {
        state: duel(H.southOfBeta, H.betaCentre, {}, { hold: { ...bare, damage: cells(8) } }),
      },
      dice: [die(6, 1)],
      steps: [
        {
          seat: 2,
          command: ram,
          events: [
            { type: 'ShipDestroyed', seat: 1 },
            { type: 'FameGained', seat: 2, amount: 1 },
            { type: 'DamageTaken', seat: 2, amount: 1, unblockable: true },
          ],
        },
      ],
      expect: {
        prompts: [{ kind: 'PlaceDamage', seat: 2, remaining: 1 }],
        captains: [{}, { at: null }, { fame: 1, bounty: 1000 }],
      },
    },
  );

  const impulseOnly = duel(
    H.southOfBeta,
    H.betaCentre,
    { hold: { ...bare, outfits: [{ uid: ZAP, kind: 'zap', at: [0, 0], turns: 0 }] } },
    {},
    2, // impulse movement in hand
  );
  scenario('impulse can never ram: a ram needs an engine use space', {
    ruleset: cx,
    rules: ['XB-IMP-03', 'XB-OTYP-02'],
    start: { state: impulseOnly },
    steps: [
      {
        seat: 2,
        command: { type: 'Ram', target: { seat: 1 }, use: { outfit: ZAP, space: 0 } },
        rejects: 'NotAnEngine',
      },
      {
        seat: 2,
        command: { type: 'Ram', target: { seat: 1 }, use: { outfit: 99, space: 0 } },
        rejects: 'NotAnEngine',
      },
    ],
  });

  it('XB-IMP-03: a ship without an engine has no Ram to list', () => {
    expect(cx.legal(impulseOnly, 2).some((c) => c.type === 'Ram')).toBe(false);
    expect(cx.legal(impulseOnly, 2).some((c) => c.type === 'Attack')).toBe(true);
  });
});

describe('acquiring a target: range and line of sight', () => {
  const cases: {
    title: string;
    rules: string[];
    from: Hex;
    to: Hex;
    weapon: 'blaster' | 'missile';
    rejects: string;
  }[] = [
    {
      title: 'a blaster cannot reach range 2',
      rules: ['XB-OTYP-04', 'XB-CMBT-01'],
      from: H.northOfBeta,
      to: H.southOfBeta,
      weapon: 'blaster',
      rejects: 'OutOfRange',
    },
    {
      title: 'a missile cannot hit an adjacent ship',
      rules: ['XB-OTYP-03'],
      from: H.southOfBeta,
      to: H.betaCentre,
      weapon: 'missile',
      rejects: 'TooClose',
    },
    {
      title: 'a missile cannot reach range 8',
      rules: ['XB-OTYP-03', 'XB-CMBT-01'],
      from: H.eastOfAsteroid,
      to: { q: -1, r: 1 },
      weapon: 'missile',
      rejects: 'OutOfRange',
    },
    {
      title: 'an asteroid border between neighbours blocks a blaster',
      rules: ['XB-LOS-02', 'XB-OTYP-04'],
      from: H.betaCentre,
      to: H.asteroid,
      weapon: 'blaster',
      rejects: 'NoLineOfSight',
    },
    {
      title: 'an asteroid field on the line blocks a missile',
      rules: ['XB-LOS-02', 'XB-OTYP-03'],
      from: H.eastOfAsteroid,
      to: H.betaCentre,
      weapon: 'missile',
      rejects: 'NoLineOfSight',
    },
    {
      title: 'a star on the line blocks a missile',
      rules: ['XB-LOS-02'],
      from: H.westOfStar,
      to: H.gammaCentre,
      weapon: 'missile',
      rejects: 'NoLineOfSight',
    },
    {
      title: 'a debris field on the line blocks a missile',
      rules: ['XB-LOS-02'],
      from: H.eastOfDebris,
      to: H.gammaCentre,
      weapon: 'missile',
      rejects: 'NoLineOfSight',
    },
    {
      title: 'unexplored space on the line blocks a missile',
      rules: ['XB-LOS-02', 'GAP-XB-05'],
      from: H.alphaRim,
      to: H.betaRim,
      weapon: 'missile',
      rejects: 'NoLineOfSight',
    },
    {
      title: 'a ship outside a planet cannot fire through its entrance at a ship inside',
      rules: ['XB-LOS-01', 'XB-LOS-02'],
      from: H.eastOfPlanet,
      to: H.planet,
      weapon: 'blaster',
      rejects: 'NoLineOfSight',
    },
    {
      title: 'a ship inside a planet cannot fire through its shield at a ship outside',
      rules: ['XB-LOS-01', 'XB-LOS-02'],
      from: H.planet,
      to: H.westOfPlanet,
      weapon: 'blaster',
      rejects: 'NoLineOfSight',
    },
  ];
  for (const c of cases) {
    const uid = c.weapon === 'blaster' ? ZAP : MISSILE;
    const use = [{ outfit: uid, space: 0 }];
    scenario(c.title, {
      ruleset: cx,
      rules: c.rules,
      start: { state: duel(c.from, c.to) },
      steps: [{ seat: 2, command: blast(use), rejects: c.rejects }],
      verify: (s) => {
        const listed = cx.legal(s, 2);
        const atSeat1 = listed.filter(
          (x) => x.type === 'Attack' && 'seat' in x.target && x.target.seat === 1,
        );
        expect(
          atSeat1.some((x) => x.type === 'Attack' && x.use.some((u) => u.outfit === uid)),
        ).toBe(false);
      },
    });
  }

  it('XB-CMBT-01 XB-OTYP-02 XB-OTYP-03: a refusal says what the range is and why it fails', () => {
    const refusal = (s: XiaState, command: XiaCommand) => {
      const applied = cx.apply(s, 2, command);
      return applied.ok ? 'accepted' : `${applied.error.code}: ${applied.error.message}`;
    };
    const ram = (target: Combatant): XiaCommand => ({
      type: 'Ram',
      target,
      use: { outfit: KICK, space: 0 },
    });
    expect(refusal(duel(H.northOfBeta, H.southOfBeta), ram({ seat: 1 }))).toBe(
      'OutOfRange: A ram reaches 1 space; the target is at range 2.',
    );
    expect(refusal(duel(H.northOfBeta, H.southOfBeta), blast())).toBe(
      'OutOfRange: Blasters reach 1 space; the target is at range 2.',
    );
    expect(refusal(duel(H.southOfBeta, H.betaCentre), blast([{ outfit: MISSILE, space: 0 }]))).toBe(
      'TooClose: Missiles reach 2 to 6 spaces: the target at range 1 is too close (XB-OTYP-03).',
    );
    const gone = duel(H.southOfBeta, H.betaCentre, {}, { at: null });
    expect(refusal(gone, blast())).toBe('NoSuchTarget: Captain 2 has no ship on the board.');
    expect(refusal(gone, ram({ npc: 'merchant' }))).toBe(
      'NoSuchTarget: No NPC "merchant" is on the board.',
    );
  });

  scenario('nebula borders do not block line of sight', {
    ruleset: cx,
    rules: ['XB-LOS-03', 'XB-OTYP-03'],
    start: { state: duel(H.betaCentre, H.nebulaFar) },
    steps: [
      {
        seat: 2,
        command: blast([{ outfit: MISSILE, space: 0 }]),
        state: { prompts: [{ kind: 'Defend', seat: 1 }] },
      },
    ],
  });

  // Delta laid north of Alpha: its gate is one hex, its centre, ringed by a gate border.
  const delta = { id: 'delta', slot: { q: 0, r: -1 }, rotation: 0 } as const;
  const gate = localToBoard({ q: 0, r: 0 }, delta);
  const besideGate = localToBoard({ q: 1, r: 0 }, delta);
  const overGate = (s: XiaState): XiaState => ({
    ...s,
    board: { ...s.board, sectors: [...s.board.sectors, delta] },
  });
  scenario('gate borders do not block line of sight', {
    ruleset: cx,
    rules: ['XB-LOS-03', 'XB-OTYP-04'],
    start: { state: overGate(duel(besideGate, gate)) },
    steps: [{ seat: 2, command: blast(), state: { prompts: [{ kind: 'Defend', seat: 1 }] } }],
  });

  scenario('a blaster and a missile can never combine: no range suits both', {
    ruleset: cx,
    rules: ['XB-CMBT-01', 'GAP-XB-13'],
    start: { state: duel(H.southOfBeta, H.betaCentre) },
    steps: [
      {
        seat: 2,
        command: blast([
          { outfit: ZAP, space: 0 },
          { outfit: MISSILE, space: 0 },
        ]),
        rejects: 'TooClose',
      },
    ],
  });
});

describe('the attacks and rams legal offers', () => {
  it('XB-CMBT-02 XB-MARK-02: the choices of weapons or shields are every set the markers can fill, once', () => {
    // The helper behind both offers: distinct items, at most one per armed marker, none first.
    expect(subsets(['a', 'b', 'c'], 2)).toEqual([
      [],
      ['a'],
      ['a', 'b'],
      ['a', 'c'],
      ['b'],
      ['b', 'c'],
      ['c'],
    ]);
    expect(subsets(['a', 'b'], 1)).toEqual([[], ['a'], ['b']]);
    expect(subsets(['a', 'b'], 0)).toEqual([[]]);
    expect(subsets([], 3)).toEqual([[]]);
  });

  const strikes = (s: XiaState, seat = 2) =>
    cx.legal(s, seat).filter((c) => c.type === 'Attack' || c.type === 'Ram');
  const space = (outfit: number, n = 0) => ({ outfit, space: n });
  // Seat 2 on Beta's centre: seat 1 adjacent (south), seat 0 at range 2 across the nebula, the
  // Merchant adjacent (north), the Enforcer adjacent but behind the asteroid border.
  const field = (attacker: Partial<Captain> = {}): XiaState => {
    const s = withNpc(
      withNpc(duel(H.betaCentre, H.southOfBeta, attacker), 'merchant', H.northOfBeta),
      'enforcer',
      H.asteroid,
    );
    return {
      ...s,
      captains: s.captains.map((c) => (c.seat === 0 ? { ...c, at: H.nebulaFar } : c)),
    };
  };

  it('XB-CMBT-01 XB-OTYP-02 XB-OTYP-03 XB-OTYP-04: each ship in sight with exactly the weapons that reach it, every combination, and a ram on each adjacent one', () => {
    expect(strikes(field())).toEqual([
      { type: 'Attack', target: { seat: 0 }, use: [space(MISSILE, 0)] },
      { type: 'Attack', target: { seat: 0 }, use: [space(MISSILE, 0), space(MISSILE, 1)] },
      { type: 'Attack', target: { seat: 0 }, use: [space(MISSILE, 1)] },
      { type: 'Attack', target: { seat: 1 }, use: [space(ZAP)] },
      { type: 'Attack', target: { npc: 'merchant' }, use: [space(ZAP)] },
      { type: 'Ram', target: { seat: 1 }, use: space(KICK) },
      { type: 'Ram', target: { npc: 'merchant' }, use: space(KICK) },
    ]);
  });

  it('XB-CMBT-02 XB-MARK-02: one armed marker offers one weapon at a time; none offers nothing', () => {
    const one: MarkerPlace[] = [
      { at: 'armed' },
      { at: 'used', outfit: ZAP, space: 0 },
      { at: 'disarmed' },
      { at: 'disarmed' },
    ];
    expect(strikes(field({ markers: one }))).toEqual([
      { type: 'Attack', target: { seat: 0 }, use: [space(MISSILE, 0)] },
      { type: 'Attack', target: { seat: 0 }, use: [space(MISSILE, 1)] },
      { type: 'Ram', target: { seat: 1 }, use: space(KICK) },
      { type: 'Ram', target: { npc: 'merchant' }, use: space(KICK) },
    ]);
    const none: MarkerPlace[] = [
      { at: 'used', outfit: ZAP, space: 0 },
      { at: 'disarmed' },
      { at: 'disarmed' },
      { at: 'disarmed' },
    ];
    expect(strikes(field({ markers: none }))).toEqual([]);
  });

  it('XB-CMBT-01 XB-DEATH-01: a ship off the board is no target, nor is the attacker’s own', () => {
    const s = field();
    const gone = {
      ...s,
      captains: s.captains.map((c) => (c.seat === 1 ? { ...c, at: null } : c)),
    };
    expect(strikes(gone).map((c) => c.target)).toEqual([
      { seat: 0 },
      { seat: 0 },
      { seat: 0 },
      { npc: 'merchant' },
      { npc: 'merchant' },
    ]);
  });

  it('XB-ACT-01: nobody else is offered an attack or a ram, nor the attacker once its ship is gone', () => {
    const s = field();
    expect(strikes(s, 1)).toEqual([]);
    expect(strikes(s, 0)).toEqual([]);
    const gone = {
      ...s,
      captains: s.captains.map((c) => (c.seat === 2 ? { ...c, at: null } : c)),
    };
    expect(strikes(gone)).toEqual([]);
  });
});

describe('who and what may attack', () => {
  const at = duel(H.southOfBeta, H.betaCentre);
  const refusals: {
    title: string;
    rules: string[];
    state: XiaState;
    command: XiaCommand;
    rejects: string;
  }[] = [
    {
      title: 'never your own ship',
      rules: ['XB-CMBT-01'],
      state: at,
      command: { type: 'Attack', target: { seat: 2 }, use: [{ outfit: ZAP, space: 0 }] },
      rejects: 'OwnShip',
    },
    {
      title: 'only a ship on the board',
      rules: ['XB-CMBT-01', 'XB-DEATH-01'],
      state: {
        ...at,
        captains: at.captains.map((c) => (c.seat === 1 ? { ...c, at: null } : c)),
      },
      command: blast(),
      rejects: 'NoSuchTarget',
    },
    {
      title: 'no NPC that is not on the board',
      rules: ['XB-CMBT-01'],
      state: at,
      command: { type: 'Attack', target: { npc: 'merchant' }, use: [{ outfit: ZAP, space: 0 }] },
      rejects: 'NoSuchTarget',
    },
    {
      title: 'an engine is not a weapon (it rams)',
      rules: ['XB-CMBT-02'],
      state: at,
      command: blast([{ outfit: KICK, space: 0 }]),
      rejects: 'NotAWeapon',
    },
    {
      title: 'each weapon needs an armed marker',
      rules: ['XB-CMBT-02', 'XB-MARK-02'],
      state: duel(H.northOfBeta, H.southOfBeta, {
        markers: [{ at: 'armed' }, { at: 'disarmed' }, { at: 'disarmed' }, { at: 'disarmed' }],
      }),
      command: blast([
        { outfit: MISSILE, space: 0 },
        { outfit: MISSILE, space: 1 },
      ]),
      rejects: 'NoArmedMarker',
    },
    {
      title: 'a use space already holding a marker cannot take another',
      rules: ['XB-OUTF-03', 'XB-MARK-02'],
      state: duel(H.southOfBeta, H.betaCentre, {
        markers: [{ at: 'used', outfit: ZAP, space: 0 }, ...ARMED.slice(1)],
      }),
      command: blast(),
      rejects: 'UseSpaceTaken',
    },
    {
      title: 'one use space cannot be named twice',
      rules: ['XB-MARK-02'],
      state: duel(H.northOfBeta, H.southOfBeta),
      command: blast([
        { outfit: MISSILE, space: 0 },
        { outfit: MISSILE, space: 0 },
      ]),
      rejects: 'UseSpaceTaken',
    },
    {
      title: 'a damaged use space cannot be used',
      rules: ['XB-OUTF-07', 'XB-DMG-03'],
      state: duel(H.southOfBeta, H.betaCentre, { hold: { ...gunboat, damage: [[0, 0]] } }),
      command: blast(),
      rejects: 'UseSpaceTaken',
    },
    {
      title: 'a stranded ship cannot attack',
      rules: ['XB-ENRG-03'],
      state: duel(H.southOfBeta, H.betaCentre, {
        energy: 0,
        markers: [{ at: 'disarmed' }, { at: 'disarmed' }, { at: 'disarmed' }, { at: 'disarmed' }],
      }),
      command: blast(),
      rejects: 'Stranded',
    },
    {
      title: 'only on your own turn',
      rules: ['XB-ACT-01'],
      state: at,
      command: { type: 'Attack', target: { seat: 2 }, use: [{ outfit: GUARD, space: 0 }] },
      rejects: 'NotYourTurn',
    },
  ];
  for (const r of refusals) {
    const seat = r.title === 'only on your own turn' ? 1 : 2;
    scenario(r.title, {
      ruleset: cx,
      rules: r.rules,
      start: { state: r.state },
      steps: [{ seat, command: r.command, rejects: r.rejects }],
    });
  }

  scenario('an attack fires at least one weapon: naming none is refused, near or far', {
    ruleset: cx,
    rules: ['XB-CMBT-02'],
    // The Ace's +1 would otherwise make an attack of no weapon at all, at any range.
    start: { state: duel(H.southOfBeta, H.betaCentre, { titles: ['ace'] }) },
    steps: [
      { seat: 2, command: blast([]), rejects: 'NoWeapon' },
      {
        seat: 2,
        command: { type: 'Attack', target: { seat: 0 }, use: [] },
        rejects: 'NoWeapon',
      },
    ],
    expect: { prompts: [], captains: [{}, {}, { markers: ARMED }] },
  });

  scenario('a ship passing through another ship’s space cannot attack', {
    ruleset: cx,
    rules: ['XB-MOVE-03'],
    start: { state: duel(H.betaCentre, H.southOfBeta, {}, {}, 2) },
    arrange: (s) => ({
      ...s,
      captains: s.captains.map((c) => (c.seat === 0 ? { ...c, at: H.betaCentre } : c)),
    }),
    steps: [{ seat: 2, command: blast(), rejects: 'PassingThrough' }],
  });
});

describe('defensive ability cards', () => {
  const dodger = { abilities: [{ id: 'dodge', exhausted: false }] };
  const dodge: XiaCommand = { type: 'Defend', use: [], ability: 'dodge' };

  scenario(
    'evasion: pay its Energy, exhaust it, roll d20 after the shields; on a success add its bonus',
    {
      ruleset: cx,
      rules: ['XB-CMBT-03', 'XB-CMBT-04', 'XB-SHIP-02', 'XB-SHIP-03'],
      // Aim, held too, stays ready: only the card used is exhausted.
      start: {
        state: duel(
          H.southOfBeta,
          H.betaCentre,
          {},
          { abilities: [{ id: 'aim', exhausted: false }, ...dodger.abilities] },
        ),
      },
      dice: [die(6, 6), die(6, 1), die(20, 12)],
      steps: [
        { seat: 2, command: blast() },
        {
          seat: 1,
          command: { type: 'Defend', use: [{ outfit: GUARD, space: 0 }], ability: 'dodge' },
          events: [
            { type: 'EnergyChanged', seat: 1, amount: -2, reason: 'ability Dodge', energy: 4 },
            { type: 'DieRolled', seat: 2, face: 6 },
            { type: 'DieRolled', seat: 1, die: 6, face: 1 },
            { type: 'DieRolled', seat: 1, die: 20, face: 12, purpose: 'ability Dodge' },
            { type: 'AbilityUsed', seat: 1, ability: 'dodge', success: true },
            { type: 'AttackResolved', attack: 6, defence: 4, damage: 2 },
          ],
        },
      ],
      expect: {
        prompts: [
          { kind: 'RearmShields', seat: 1, count: 1 },
          { kind: 'PlaceDamage', seat: 1, remaining: 2 },
        ],
        captains: [
          {},
          {
            energy: 4,
            abilities: [
              { id: 'aim', exhausted: false },
              { id: 'dodge', exhausted: true },
            ],
          },
          {},
        ],
      },
    },
  );

  scenario('a failed evasion roll still costs the card and its Energy', {
    ruleset: cx,
    rules: ['XB-SHIP-03', 'XB-CMBT-03'],
    start: { state: duel(H.southOfBeta, H.betaCentre, {}, { ...dodger, hold: bare }) },
    dice: [die(6, 5), die(20, 9)],
    steps: [
      { seat: 2, command: blast() },
      {
        seat: 1,
        command: dodge,
        events: [
          { type: 'AbilityUsed', ability: 'dodge', success: false },
          { type: 'AttackResolved', attack: 5, defence: 0, damage: 5 },
        ],
      },
    ],
    expect: {
      prompts: [{ kind: 'PlaceDamage', seat: 1, remaining: 5 }],
      captains: [{}, { energy: 4, abilities: [{ id: 'dodge', exhausted: true }] }, {}],
    },
  });

  it('XB-CMBT-03 XB-CMBT-04: a defence of the card alone rolls no shields and tells of none', () => {
    const { events } = runScenario({
      ruleset: cx,
      rules: ['XB-CMBT-03', 'XB-CMBT-04'],
      start: { state: duel(H.southOfBeta, H.betaCentre, {}, { ...dodger, hold: bare }) },
      dice: [die(6, 5), die(20, 9)],
      steps: [
        { seat: 2, command: blast() },
        { seat: 1, command: dodge },
      ],
    });
    expect(events[1]?.map((e) => e.type)).toEqual([
      'EnergyChanged',
      'DieRolled',
      'DieRolled',
      'AbilityUsed',
      'AttackResolved',
      'DamageTaken',
    ]);
  });

  scenario('a natural 20 on the evasion roll gives the defender its Luck point', {
    ruleset: cx,
    rules: ['XB-FAME-10', 'GAP-XB-09'],
    start: { state: duel(H.southOfBeta, H.betaCentre, {}, { ...dodger, hold: bare }) },
    dice: [die(6, 5), die(20, 20)],
    steps: [
      { seat: 2, command: blast() },
      {
        seat: 1,
        command: dodge,
        events: [
          { type: 'FameGained', seat: 1, amount: 1, source: 'luck' },
          { type: 'AbilityUsed', ability: 'dodge', success: true },
          { type: 'AttackResolved', attack: 5, defence: 3, damage: 2 },
        ],
      },
    ],
    expect: { captains: [{}, { fame: 1 }, {}] },
  });

  scenario('a captain with nothing to declare is not asked: Title skills still defend', {
    ruleset: cx,
    rules: ['XB-CMBT-03', 'XB-TITLE-02'],
    start: {
      state: duel(
        H.southOfBeta,
        H.betaCentre,
        {},
        {
          titles: ['stalwart'],
          markers: [{ at: 'disarmed' }, { at: 'disarmed' }, { at: 'disarmed' }, { at: 'disarmed' }],
        },
      ),
    },
    dice: [die(6, 2)],
    steps: [
      {
        seat: 2,
        command: blast(),
        events: [{ type: 'AttackResolved', attack: 2, defence: 2, damage: 0 }],
        state: { prompts: [] },
      },
    ],
  });

  const refused: { title: string; defender: object; command: XiaCommand; rejects: string }[] = [
    {
      title: 'an evasion card needs its Energy',
      defender: { ...dodger, energy: 1 },
      command: dodge,
      rejects: 'NotEnoughEnergy',
    },
    {
      title: 'an exhausted card cannot be used',
      defender: { abilities: [{ id: 'dodge', exhausted: true }] },
      command: dodge,
      rejects: 'AbilityExhausted',
    },
    {
      title: 'only a card the captain holds',
      defender: {},
      command: dodge,
      rejects: 'UnknownAbility',
    },
    {
      title: 'only a defensive card',
      defender: { abilities: [{ id: 'burn', exhausted: false }] },
      command: { type: 'Defend', use: [], ability: 'burn' },
      rejects: 'NotDefensive',
    },
    {
      title: 'only shields defend',
      defender: {
        hold: {
          ...shielded,
          outfits: [...shielded.outfits, { uid: 13, kind: 'zap', at: [0, 2], turns: 0 }],
        },
      },
      command: { type: 'Defend', use: [{ outfit: 13, space: 0 }], ability: null },
      rejects: 'NotAShield',
    },
    {
      title: 'each shield needs an armed marker',
      defender: {
        markers: [{ at: 'armed' }, { at: 'disarmed' }, { at: 'disarmed' }, { at: 'disarmed' }],
      },
      command: shield(GUARD, GUARD2),
      rejects: 'NoArmedMarker',
    },
  ];
  for (const r of refused) {
    scenario(r.title, {
      ruleset: cx,
      rules: ['XB-CMBT-03', 'XB-SHIP-02'],
      start: { state: duel(H.southOfBeta, H.betaCentre, {}, r.defender) },
      steps: [
        { seat: 2, command: blast() },
        { seat: 1, command: r.command, rejects: r.rejects },
      ],
    });
  }

  it('XB-SHIP-02: an evasion card is still no action of its own', () => {
    const s = duel(H.southOfBeta, H.betaCentre, { abilities: [{ id: 'dodge', exhausted: false }] });
    const used = cx.apply(s, 2, { type: 'UseAbility', ability: 'dodge' });
    expect(used.ok ? 'accepted' : used.error.code).toBe('NotNow');
  });
});

describe('what a defence may commit', () => {
  scenario('a Defend answers only an attack waiting on this captain', {
    ruleset: cx,
    rules: ['XB-CMBT-03'],
    start: { state: duel(H.southOfBeta, H.betaCentre) },
    dice: [die(6, 4), die(6, 1)],
    steps: [
      { seat: 1, command: shield(GUARD), rejects: 'NoSuchDecision' },
      { seat: 2, command: blast() },
      { seat: 2, command: shield(GUARD), rejects: 'NotYourTurn' },
      { seat: 1, command: shield(GUARD) },
      // Now the damage and the re-arming wait: no second defence.
      { seat: 1, command: shield(GUARD2), rejects: 'NoSuchDecision' },
    ],
    expect: { prompts: [{ kind: 'RearmShields' }, { kind: 'PlaceDamage', remaining: 3 }] },
  });

  scenario('each shield use space takes one marker, and only a free one that exists', {
    ruleset: cx,
    rules: ['XB-CMBT-03', 'XB-OUTF-03', 'XB-MARK-02'],
    // GUARD's use space still holds a marker; GUARD2's is free.
    start: {
      state: duel(
        H.southOfBeta,
        H.betaCentre,
        {},
        {
          markers: [
            { at: 'used', outfit: GUARD, space: 0 },
            { at: 'armed' },
            { at: 'armed' },
            { at: 'armed' },
          ],
        },
      ),
    },
    dice: [die(6, 3), die(6, 3)],
    steps: [
      { seat: 2, command: blast() },
      {
        seat: 1,
        command: {
          type: 'Defend',
          use: [
            { outfit: GUARD2, space: 0 },
            { outfit: GUARD2, space: 0 },
          ],
          ability: null,
        },
        rejects: 'UseSpaceTaken',
      },
      { seat: 1, command: shield(GUARD), rejects: 'UseSpaceTaken' },
      {
        seat: 1,
        command: { type: 'Defend', use: [{ outfit: GUARD2, space: 1 }], ability: null },
        rejects: 'UseSpaceTaken',
      },
      {
        seat: 1,
        command: shield(GUARD2),
        events: [{ type: 'AttackResolved', attack: 3, defence: 3, damage: 0 }],
      },
    ],
  });

  const defences = (s: XiaState) => cx.legal(s, 1).filter((c) => c.type === 'Defend');
  const attacked = (defender: Partial<Captain>) => {
    const applied = cx.apply(duel(H.southOfBeta, H.betaCentre, {}, defender), 2, blast());
    if (!applied.ok) throw new Error(applied.error.message);
    return applied.value.state;
  };
  const withDodge = { abilities: [{ id: 'dodge', exhausted: false }] };

  it('XB-CMBT-03 XB-MARK-02: one armed marker offers one shield at a time, with or without the card', () => {
    const one: MarkerPlace[] = [
      { at: 'armed' },
      { at: 'disarmed' },
      { at: 'disarmed' },
      { at: 'disarmed' },
    ];
    const g = { outfit: GUARD, space: 0 };
    const g2 = { outfit: GUARD2, space: 0 };
    expect(defences(attacked({ ...withDodge, markers: one }))).toEqual([
      { type: 'Defend', use: [], ability: null },
      { type: 'Defend', use: [], ability: 'dodge' },
      { type: 'Defend', use: [g], ability: null },
      { type: 'Defend', use: [g], ability: 'dodge' },
      { type: 'Defend', use: [g2], ability: null },
      { type: 'Defend', use: [g2], ability: 'dodge' },
    ]);
  });

  it('XB-CMBT-03: with no armed marker only the card can be declared', () => {
    const none: MarkerPlace[] = [
      { at: 'disarmed' },
      { at: 'disarmed' },
      { at: 'disarmed' },
      { at: 'disarmed' },
    ];
    expect(defences(attacked({ ...withDodge, markers: none }))).toEqual([
      { type: 'Defend', use: [], ability: null },
      { type: 'Defend', use: [], ability: 'dodge' },
    ]);
  });

  scenario('a captain whose only card is exhausted or unaffordable has nothing to declare', {
    ruleset: cx,
    rules: ['XB-CMBT-03', 'XB-SHIP-02', 'XB-SHIP-03'],
    start: {
      state: duel(
        H.southOfBeta,
        H.betaCentre,
        {},
        { hold: bare, abilities: [{ id: 'dodge', exhausted: true }] },
      ),
    },
    dice: [die(6, 2)],
    steps: [
      {
        seat: 2,
        command: blast(),
        events: [{ type: 'AttackResolved', attack: 2, defence: 0, damage: 2 }],
        state: { prompts: [{ kind: 'PlaceDamage', seat: 1, remaining: 2 }] },
      },
    ],
  });

  scenario('… nor does one with too little Energy for the card', {
    ruleset: cx,
    rules: ['XB-CMBT-03', 'XB-SHIP-02'],
    start: {
      state: duel(H.southOfBeta, H.betaCentre, {}, { hold: bare, energy: 1, ...withDodge }),
    },
    dice: [die(6, 2)],
    steps: [
      {
        seat: 2,
        command: blast(),
        state: { prompts: [{ kind: 'PlaceDamage', seat: 1, remaining: 2 }] },
      },
    ],
  });
});

describe('re-arming shields', () => {
  scenario('with no Energy nothing can be re-armed, so it is not asked', {
    ruleset: cx,
    rules: ['XB-CMBT-06', 'XB-OTYP-09'],
    start: { state: duel(H.southOfBeta, H.betaCentre, {}, { energy: 0 }) },
    dice: [die(6, 4), die(6, 1)],
    steps: [
      { seat: 2, command: blast() },
      { seat: 1, command: shield(GUARD) },
    ],
    expect: { prompts: [{ kind: 'PlaceDamage', seat: 1, remaining: 3 }] },
  });

  scenario('re-arming costs 1 Energy a marker', {
    ruleset: cx,
    rules: ['XB-OTYP-09'],
    start: { state: duel(H.southOfBeta, H.betaCentre, {}, { energy: 1 }) },
    dice: [die(6, 1), die(6, 1), die(6, 1)],
    steps: [
      { seat: 2, command: blast() },
      { seat: 1, command: shield(GUARD, GUARD2) },
      { seat: 1, command: { type: 'RearmShields', count: 2 }, rejects: 'NotEnoughEnergy' },
      {
        seat: 1,
        command: { type: 'RearmShields', count: 1 },
        events: [
          { type: 'EnergyChanged', seat: 1, amount: -1, reason: 'shields re-armed', energy: 0 },
          { type: 'ShieldsRearmed', seat: 1, count: 1, cost: 1 },
        ],
      },
    ],
    expect: {
      captains: [
        {},
        {
          energy: 0,
          // One marker back, the other still on its shield.
          markers: [
            { at: 'armed' },
            { at: 'used', outfit: GUARD2, space: 0 },
            { at: 'armed' },
            { at: 'armed' },
          ],
        },
        {},
      ],
    },
  });

  // The Skiff with a blaster too (cells (0, 2) and (1, 2)) whose use space already holds a marker.
  const armedSkiff: Partial<Captain> = {
    hold: {
      ...shielded,
      outfits: [...shielded.outfits, { uid: 13, kind: 'zap', at: [0, 2], turns: 0 }],
    },
    markers: [
      { at: 'used', outfit: 13, space: 0 },
      { at: 'armed' },
      { at: 'armed' },
      { at: 'armed' },
    ],
  };
  scenario('only markers still on shields re-arm; one on another outfit never does', {
    ruleset: cx,
    rules: ['XB-OTYP-09', 'XB-CMBT-06', 'XB-DMG-03'],
    start: { state: duel(H.southOfBeta, H.betaCentre, {}, armedSkiff) },
    dice: [die(6, 5), die(6, 1), die(6, 1)],
    steps: [
      { seat: 2, command: blast() },
      { seat: 1, command: shield(GUARD, GUARD2) },
      // GUARD's use space is hit: its marker is knocked off; GUARD2's stays.
      {
        seat: 1,
        command: { type: 'PlaceDamage', at: [0, 0] },
        events: [{ type: 'DamagePlaced', disarmed: true }],
      },
      { seat: 1, command: { type: 'PlaceDamage', at: [2, 0] } },
      {
        seat: 1,
        command: { type: 'PlaceDamage', at: [2, 1] },
        verify: (s) => {
          expect(cx.legal(s, 1)).toEqual([
            { type: 'RearmShields', count: 0 },
            { type: 'RearmShields', count: 1 },
          ]);
        },
      },
      { seat: 1, command: { type: 'RearmShields', count: 2 }, rejects: 'TooMany' },
      {
        seat: 1,
        command: { type: 'RearmShields', count: 1 },
        events: [{ type: 'ShieldsRearmed', seat: 1, count: 1, cost: 1 }],
      },
    ],
    expect: {
      prompts: [],
      captains: [
        {},
        {
          energy: 5,
          markers: [
            { at: 'used', outfit: 13, space: 0 },
            { at: 'disarmed' },
            { at: 'armed' },
            { at: 'armed' },
          ],
        },
        {},
      ],
    },
  });

  scenario('re-arming is for the markers that defence spent, not ones already on shields', {
    ruleset: cx,
    rules: ['XB-OTYP-09', 'XB-CMBT-06'],
    start: {
      state: duel(
        H.southOfBeta,
        H.betaCentre,
        {},
        {
          markers: [
            { at: 'used', outfit: GUARD2, space: 0 },
            { at: 'armed' },
            { at: 'armed' },
            { at: 'armed' },
          ],
        },
      ),
    },
    dice: [die(6, 1), die(6, 1)],
    steps: [
      { seat: 2, command: blast() },
      {
        seat: 1,
        command: shield(GUARD),
        state: { prompts: [{ kind: 'RearmShields', seat: 1, count: 1 }] },
      },
      { seat: 1, command: { type: 'RearmShields', count: 2 }, rejects: 'TooMany' },
      { seat: 1, command: { type: 'RearmShields', count: 1 } },
    ],
    expect: {
      captains: [
        {},
        {
          energy: 5,
          markers: [
            { at: 'armed' },
            { at: 'used', outfit: GUARD, space: 0 },
            { at: 'armed' },
            { at: 'armed' },
          ],
        },
        {},
      ],
    },
  });

  scenario('a marker knocked off its shield by the damage is no longer there to re-arm', {
    ruleset: cx,
    rules: ['XB-OTYP-09', 'XB-DMG-03'],
    start: { state: duel(H.southOfBeta, H.betaCentre) },
    dice: [die(6, 2), die(6, 1)],
    steps: [
      { seat: 2, command: blast() },
      { seat: 1, command: shield(GUARD) },
      {
        seat: 1,
        command: { type: 'PlaceDamage', at: [0, 0] },
        events: [{ type: 'DamagePlaced', disarmed: true }],
      },
      { seat: 1, command: { type: 'RearmShields', count: 1 }, rejects: 'TooMany' },
      { seat: 1, command: { type: 'RearmShields', count: 0 } },
    ],
    expect: { prompts: [], captains: [{}, { energy: 6 }, {}] },
  });
});

describe('the edges of combat', () => {
  const twoArmed: MarkerPlace[] = [
    { at: 'armed' },
    { at: 'armed' },
    { at: 'disarmed' },
    { at: 'disarmed' },
  ];

  scenario('two weapons fire with exactly two armed markers, and two shields defend with two', {
    ruleset: cx,
    rules: ['XB-MARK-02', 'XB-CMBT-02', 'XB-CMBT-03'],
    start: {
      state: duel(H.northOfBeta, H.southOfBeta, { markers: twoArmed }, { markers: twoArmed }),
    },
    dice: [die(6, 3), die(6, 3), die(6, 2), die(6, 2)],
    steps: [
      {
        seat: 2,
        command: blast([
          { outfit: MISSILE, space: 0 },
          { outfit: MISSILE, space: 1 },
        ]),
      },
      {
        seat: 1,
        command: shield(GUARD, GUARD2),
        events: [{ type: 'AttackResolved', attack: 6, defence: 4, damage: 2 }],
      },
    ],
    expect: {
      captains: [
        {},
        { markers: [{ at: 'used' }, { at: 'used' }, { at: 'disarmed' }, { at: 'disarmed' }] },
        { markers: [{ at: 'used' }, { at: 'used' }, { at: 'disarmed' }, { at: 'disarmed' }] },
      ],
    },
  });

  scenario('a damaged shield rolls 1 lower per damage marker on it', {
    ruleset: cx,
    rules: ['XB-OUTF-07', 'XB-OTYP-05', 'XB-CMBT-05'],
    // GUARD's use space is (0, 0), its section (0, 1): the section is hit, the shield still works.
    start: {
      state: duel(H.southOfBeta, H.betaCentre, {}, { hold: { ...shielded, damage: [[0, 1]] } }),
    },
    dice: [die(6, 5), die(6, 4)],
    steps: [
      { seat: 2, command: blast() },
      {
        seat: 1,
        command: shield(GUARD),
        events: [
          { type: 'ShieldsRolled', seat: 1, faces: [4], total: 3, against: 5 },
          { type: 'AttackResolved', attack: 5, defence: 3, damage: 2 },
        ],
      },
    ],
    expect: {
      prompts: [
        { kind: 'RearmShields', seat: 1, count: 1 },
        { kind: 'PlaceDamage', seat: 1, remaining: 2 },
      ],
    },
  });

  scenario('a missile reaches range 6', {
    ruleset: cx,
    rules: ['XB-OTYP-03', 'XB-CMBT-01'],
    start: { state: duel({ q: -1, r: -1 }, { q: 5, r: -1 }) },
    steps: [
      {
        seat: 2,
        command: blast([{ outfit: MISSILE, space: 0 }]),
        state: { prompts: [{ kind: 'Defend', seat: 1 }] },
      },
    ],
  });

  scenario('a missile does not reach range 7 along the same clear line', {
    ruleset: cx,
    rules: ['XB-OTYP-03', 'XB-CMBT-01'],
    start: { state: duel({ q: -1, r: -1 }, { q: 6, r: -1 }) },
    steps: [{ seat: 2, command: blast([{ outfit: MISSILE, space: 0 }]), rejects: 'OutOfRange' }],
  });

  scenario('an evasion roll of exactly its number succeeds', {
    ruleset: cx,
    rules: ['XB-CMBT-03', 'XB-SHIP-02'],
    // Dodge: 2 Energy, 10 or more adds 3. The defender has exactly the 2 Energy it costs.
    start: {
      state: duel(
        H.southOfBeta,
        H.betaCentre,
        {},
        { hold: bare, energy: 2, abilities: [{ id: 'dodge', exhausted: false }] },
      ),
    },
    dice: [die(6, 5), die(20, 10)],
    steps: [
      { seat: 2, command: blast() },
      {
        seat: 1,
        command: { type: 'Defend', use: [], ability: 'dodge' },
        events: [
          { type: 'EnergyChanged', seat: 1, amount: -2, energy: 0 },
          { type: 'AbilityUsed', seat: 1, ability: 'dodge', success: true },
          { type: 'AttackResolved', attack: 5, defence: 3, damage: 2 },
        ],
      },
    ],
    expect: { captains: [{}, { energy: 0 }, {}] },
  });
});
