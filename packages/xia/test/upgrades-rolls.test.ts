/**
 * The Engine and Combat upgrade tracks (XC-UPG-02, XC-UPG-03) and the order of modifiers on an
 * outfit roll (GAP-XC-03): the face less damage, then boost Mods capped at the die, then the
 * campaign bonus, uncapped.
 */
import { die } from '@drift/engine';
import type { Hex } from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import { describe, expect } from 'vitest';
import type { XiaCommand } from '../src/commands.ts';
import type { ContentPack } from '../src/content/schema.ts';
import { createXia } from '../src/ruleset.ts';
import {
  ARMED,
  base,
  combatPack,
  cx,
  duel,
  GUARD,
  gunboat,
  H,
  KICK,
  MISSILE,
  shielded,
  ZAP,
} from './fixtures/combat.ts';
import { ready } from './fixtures/game.ts';
import { acting, baseF, fx, put } from './fixtures/outfits-f.ts';
import { TIERS, upgraded } from './fixtures/upgrades.ts';

const seat = 2;
const fire: XiaCommand = { type: 'ActivateEngine', use: { outfit: KICK, space: 0 } };
const BONUS = { 1: 1, 2: 3, 3: 5 } as const;

describe('XC-UPG-02: the Engine track', () => {
  const flying = ready(base, seat, H.betaCentre, 0, { hold: gunboat, markers: ARMED });
  for (const tier of TIERS) {
    scenario(`XC-UPG-02: Tier ${tier} adds ${BONUS[tier]} to a d6 engine's 6, past its maximum`, {
      ruleset: cx,
      rules: ['XC-UPG-02'],
      start: { state: upgraded(flying, { engine: tier }) },
      dice: [die(6, 6)],
      steps: [
        {
          seat,
          command: fire,
          events: [
            { type: 'DieRolled', seat, die: 6, face: 6, purpose: 'engine' },
            { type: 'UpgradeBonus', seat, track: 'engine', on: 'engine', amount: BONUS[tier] },
            { type: 'MoveStarted', seat, source: 'engine', points: 6 + BONUS[tier] },
          ],
          state: { turn: { movement: 6 + BONUS[tier] } },
        },
      ],
    });
  }

  scenario('XC-UPG-02: another track leaves the engine as it rolls', {
    ruleset: cx,
    rules: ['XC-UPG-02'],
    start: { state: upgraded(flying, { combat: 3 }) },
    dice: [die(6, 4)],
    steps: [{ seat, command: fire, state: { turn: { movement: 4 } } }],
    verify: (s) => expect(s.turn.upgrades).toBeUndefined(),
  });

  scenario('XC-UPG-02: a ram rolls its engine, so the Engine track adds to the ram', {
    ruleset: cx,
    rules: ['XC-UPG-02', 'XC-UPG-03'],
    start: { state: upgraded(duel(H.southOfBeta, H.betaCentre), { engine: 2, combat: 3 }) },
    dice: [die(6, 4)],
    steps: [
      {
        seat,
        command: { type: 'Ram', target: { seat: 1 }, use: { outfit: KICK, space: 0 } },
        events: [{ type: 'AttackDeclared', ram: true }],
      },
      {
        seat: 1,
        command: { type: 'Defend', use: [], ability: null },
        events: [
          { type: 'DieRolled', seat, face: 4, purpose: 'ram' },
          { type: 'UpgradeBonus', seat, track: 'engine', on: 'ram', amount: 3 },
          { type: 'AttackResolved', attack: 7, defence: 0, damage: 7 },
        ],
      },
    ],
  });
});

describe('XC-UPG-03: the Combat track', () => {
  // Seat 1 has no Energy, so no shield re-arming is asked after the defence.
  const fight = (tier: 1 | 2 | 3, at: Hex) =>
    upgraded(duel(H.southOfBeta, at, {}, { hold: shielded, energy: 0 }), { combat: tier });
  const guard: XiaCommand = { type: 'Defend', use: [{ outfit: GUARD, space: 0 }], ability: null };
  for (const tier of TIERS) {
    const n = BONUS[tier];
    scenario(`XC-UPG-03: Tier ${tier} adds ${n} to the blaster's die and to the shield's`, {
      ruleset: cx,
      rules: ['XC-UPG-03'],
      start: { state: fight(tier, H.betaCentre) },
      dice: [die(6, 6), die(6, 5)],
      steps: [
        {
          seat,
          command: { type: 'Attack', target: { seat: 1 }, use: [{ outfit: ZAP, space: 0 }] },
        },
        {
          seat: 1,
          command: guard,
          events: [
            { type: 'DieRolled', seat, face: 6, purpose: 'blaster' },
            { type: 'UpgradeBonus', seat, track: 'combat', on: 'blaster', amount: n },
            { type: 'DieRolled', seat: 1, face: 5, purpose: 'shield' },
            { type: 'UpgradeBonus', seat: 1, track: 'combat', on: 'shield', amount: n },
            { type: 'ShieldsRolled', seat: 1, faces: [5], total: 5 + n },
            { type: 'AttackResolved', attack: 6 + n, defence: 5 + n, damage: 1 },
          ],
        },
      ],
    });
  }

  scenario('XC-UPG-03: a missile takes the bonus, past its die', {
    ruleset: cx,
    rules: ['XC-UPG-03'],
    start: { state: fight(3, H.northOfBeta) },
    dice: [die(6, 6), die(6, 1)],
    steps: [
      {
        seat,
        command: { type: 'Attack', target: { seat: 1 }, use: [{ outfit: MISSILE, space: 0 }] },
      },
      {
        seat: 1,
        command: guard,
        events: [
          { type: 'DieRolled', seat, face: 6, purpose: 'missile' },
          { type: 'UpgradeBonus', seat, track: 'combat', on: 'missile', amount: 5 },
          { type: 'AttackResolved', attack: 11, defence: 6, damage: 5 },
        ],
      },
    ],
  });

  scenario('XC-UPG-03: a shield against a hazard takes the bonus too', {
    ruleset: cx,
    rules: ['XC-UPG-03'],
    start: {
      state: upgraded(ready(base, seat, H.betaCentre, 1, { hold: shielded, markers: ARMED }), {
        combat: 2,
      }),
    },
    dice: [die(20, 7), die(6, 4)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: H.asteroid },
        state: { prompts: [{ kind: 'ShieldHazard', seat, hazard: 'asteroid', amount: 7 }] },
      },
      {
        seat,
        command: { type: 'ShieldHazard', use: [{ outfit: GUARD, space: 0 }] },
        events: [
          { type: 'UpgradeBonus', seat, track: 'combat', on: 'shield', amount: 3 },
          { type: 'ShieldsRolled', seat, faces: [4], total: 7, against: 7 },
        ],
        state: { prompts: [] },
      },
    ],
  });

  scenario('XC-UPG-03: the Combat track adds nothing to an engine', {
    ruleset: cx,
    rules: ['XC-UPG-03'],
    start: {
      state: upgraded(ready(base, seat, H.betaCentre, 0, { hold: gunboat, markers: ARMED }), {
        combat: 3,
      }),
    },
    dice: [die(6, 2)],
    steps: [{ seat, command: fire, state: { turn: { movement: 2 } } }],
  });
});

describe('GAP-XC-03: the order of modifiers on an outfit roll', () => {
  // A d6 engine over [0, 0] (use space) and [1, 0], 1 damage on [1, 0], a GTS (+2, capped at
  // the die) beside it on [0, 1]; the Engine track at Tier 2 (+3).
  const KICK_F = 103;
  const GTS = 110;
  const engine = upgraded(
    acting(baseF, seat, H.betaCentre, {
      outfits: [put(KICK_F, 'kick', [0, 0]), put(GTS, 'gts', [0, 1])],
      damage: [[1, 0]],
    }),
    { engine: 2 },
  );
  const activate: XiaCommand = { type: 'ActivateEngine', use: { outfit: KICK_F, space: 0 } };
  for (const [face, points, why] of [
    [6, 9, '6 less 1 is 5, the GTS makes 7, capped at 6, then +3 is 9'],
    [1, 5, '1 less 1 is 0, the GTS makes 2, then +3 is 5'],
    [4, 8, '4 less 1 is 3, the GTS makes 5, then +3 is 8'],
  ] as const) {
    scenario(`GAP-XC-03: ${why}`, {
      ruleset: fx,
      rules: ['GAP-XC-03', 'XC-UPG-02'],
      start: { state: engine },
      dice: [die(6, face)],
      steps: [{ seat, command: activate, events: [{ type: 'MoveStarted', points }] }],
    });
  }
});

describe('GAP-XC-03: Luck reads the die, not the total', () => {
  // A pack with a d20 engine, so that an engine roll can be a natural 20.
  const novaPack: ContentPack = {
    ...combatPack,
    outfits: [
      ...combatPack.outfits,
      {
        id: 'nova',
        name: 'Nova Engine',
        type: 'engine',
        tier: 3,
        price: 3000,
        sellPrice: 2000,
        die: 20,
        copies: 1,
        shape: ['US'],
      },
    ],
  };
  const nx = createXia(novaPack);
  const NOVA = 50;
  const flying = upgraded(
    ready(base, seat, H.betaCentre, 0, {
      hold: { outfits: [{ uid: NOVA, kind: 'nova', at: [0, 0], turns: 0 }], cargo: [], damage: [] },
      markers: ARMED,
    }),
    { engine: 3 },
  );
  const nova: XiaCommand = { type: 'ActivateEngine', use: { outfit: NOVA, space: 0 } };
  scenario('GAP-XC-03: a d20 engine showing 18 counts 23, which is no natural 20: no Luck', {
    ruleset: nx,
    rules: ['GAP-XC-03', 'XC-UPG-02'],
    start: { state: flying },
    dice: [die(20, 18)],
    steps: [{ seat, command: nova, events: [{ type: 'MoveStarted', points: 23 }] }],
    verify: (s) => expect(s.captains[seat]?.fame).toBe(0),
  });
  scenario('GAP-XC-03: a d20 engine showing 20 scores Luck and counts 25', {
    ruleset: nx,
    rules: ['GAP-XC-03', 'XB-FAME-10'],
    start: { state: flying },
    dice: [die(20, 20)],
    steps: [
      {
        seat,
        command: nova,
        events: [
          { type: 'FameGained', seat, source: 'luck' },
          { type: 'MoveStarted', points: 25 },
        ],
      },
    ],
  });
});
