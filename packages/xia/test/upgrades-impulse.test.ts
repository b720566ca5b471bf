/**
 * The Impulse upgrade track (XC-UPG-04): Impulse 3 higher; from Tier 2 an action to heal 1
 * damage, normal or Ice (GAP-XC-05), or gain 1 Energy, once a turn; at Tier 3 a Minor action,
 * twice a turn, mid-move and while stranded.
 */
import { scenario } from '@drift/engine/testing';
import { describe, expect } from 'vitest';
import type { XiaCommand } from '../src/commands.ts';
import type { Cell, Hold, MarkerPlace } from '../src/model/state.ts';
import { ARMED, base, cx, gunboat, H, KICK } from './fixtures/combat.ts';
import { ready } from './fixtures/game.ts';
import { upgraded } from './fixtures/upgrades.ts';

const seat = 2; // the Mule: Energy 5, Impulse 2
const energy: XiaCommand = { type: 'ImpulseAction', gain: 'energy' };
const heal = (at: Cell): XiaCommand => ({ type: 'ImpulseAction', gain: 'heal', at });
const hurt: Hold = {
  ...gunboat,
  damage: [
    [2, 0],
    [2, 1],
  ],
  ice: [[2, 1]],
};
const SPENT: readonly MarkerPlace[] = [
  { at: 'used', outfit: KICK, space: 0 },
  { at: 'disarmed' },
  { at: 'disarmed' },
  { at: 'disarmed' },
];

/** Seat 2 at Beta's centre with `movement` in hand, Energy 2, a hurt hold, markers armed. */
const at = (tier: 1 | 2 | 3, movement = 0, change: Parameters<typeof ready>[4] = {}) =>
  upgraded(
    ready(base, seat, H.betaCentre, movement, {
      hold: hurt,
      markers: ARMED,
      energy: 2,
      ...change,
    }),
    { impulse: tier },
  );

describe('XC-UPG-04: Impulse 3 higher', () => {
  for (const tier of [1, 2, 3] as const)
    scenario(`XC-UPG-04: at Tier ${tier} the Mule's Impulse of 2 gives 5 movement`, {
      ruleset: cx,
      rules: ['XC-UPG-04'],
      start: { state: at(tier) },
      steps: [
        {
          seat,
          command: { type: 'UseImpulse' },
          events: [
            { type: 'UpgradeBonus', seat, track: 'impulse', on: 'impulse', amount: 3 },
            { type: 'MoveStarted', seat, source: 'impulse', points: 5 },
          ],
          state: { turn: { movement: 5, moveSource: 'impulse' } },
        },
      ],
    });

  scenario('XC-UPG-04: Tier 1 has no action yet', {
    ruleset: cx,
    rules: ['XC-UPG-04'],
    start: { state: at(1) },
    steps: [{ seat, command: energy, rejects: 'NoUpgrade' }],
  });
});

describe('XC-UPG-04: Tier 2, an action once a turn', () => {
  scenario('XC-UPG-04: gain 1 Energy; it is an action, so it ends the move; once a turn', {
    ruleset: cx,
    rules: ['XC-UPG-04'],
    start: { state: at(2, 3) },
    steps: [
      {
        seat,
        command: energy,
        events: [{ type: 'EnergyChanged', seat, amount: 1, reason: 'Impulse upgrade', energy: 3 }],
        state: { turn: { movement: 0, upgrades: { impulseActions: 1 } } },
      },
      { seat, command: heal([2, 0]), rejects: 'UpgradeUsed' },
    ],
  });

  scenario('GAP-XC-05: heal 1 Ice damage: the marker and its Ice go', {
    ruleset: cx,
    rules: ['XC-UPG-04', 'GAP-XC-05'],
    start: { state: at(2) },
    steps: [
      { seat, command: heal([0, 0]), rejects: 'NoDamageThere' },
      {
        seat,
        command: heal([2, 1]),
        events: [{ type: 'DamageHealed', seat, at: [2, 1], ice: true }],
        verify: (s) => {
          expect(s.captains[seat]?.hold.damage).toEqual([[2, 0]]);
          expect(s.captains[seat]?.hold.ice).toBeUndefined();
        },
      },
    ],
  });

  scenario('GAP-XC-05: heal 1 normal damage; the Ice marker stays', {
    ruleset: cx,
    rules: ['XC-UPG-04', 'GAP-XC-05'],
    start: { state: at(2) },
    steps: [
      {
        seat,
        command: heal([2, 0]),
        events: [{ type: 'DamageHealed', seat, at: [2, 0], ice: false }],
        state: { captains: [{}, {}, { hold: { damage: [[2, 1]], ice: [[2, 1]] } }] },
      },
    ],
  });

  scenario('XC-UPG-04: at Tier 2 a stranded ship cannot take the action; Energy full is refused', {
    ruleset: cx,
    rules: ['XC-UPG-04'],
    start: { state: at(2, 0, { energy: 0, markers: SPENT }) },
    steps: [
      { seat, command: energy, rejects: 'Stranded' },
      { seat, command: heal([2, 0]), rejects: 'Stranded' },
    ],
    verify: (s) => {
      const full = upgraded(ready(s, seat, H.betaCentre, 0, { energy: 5 }), { impulse: 2 });
      const refused = cx.apply(full, seat, energy);
      expect(refused.ok ? null : refused.error.code).toBe('EnergyFull');
    },
  });
});

describe('XC-UPG-04: Tier 3, a Minor action twice a turn', () => {
  scenario('XC-UPG-04: mid-move it leaves the move going; twice, then no more this turn', {
    ruleset: cx,
    rules: ['XC-UPG-04', 'XB-MOVE-02'],
    start: { state: at(3, 3) },
    steps: [
      { seat, command: heal([2, 0]), state: { turn: { movement: 3 } } },
      {
        seat,
        command: energy,
        state: { turn: { movement: 3, upgrades: { impulseActions: 2 } } },
      },
      { seat, command: heal([2, 1]), rejects: 'UpgradeUsed' },
      { seat, command: { type: 'Step', to: H.northOfBeta }, state: { turn: { movement: 2 } } },
    ],
  });

  scenario('XC-UPG-04: a stranded ship may take it, as any Minor action (XB-ENRG-03)', {
    ruleset: cx,
    rules: ['XC-UPG-04', 'XB-ENRG-03'],
    start: { state: at(3, 0, { energy: 0, markers: SPENT }) },
    steps: [
      {
        seat,
        command: energy,
        events: [{ type: 'EnergyChanged', seat, amount: 1, energy: 1 }],
      },
    ],
  });

  scenario('XC-UPG-04: the uses start again with the next turn', {
    ruleset: cx,
    rules: ['XC-UPG-04'],
    start: { state: at(3) },
    steps: [
      { seat, command: energy },
      { seat, command: energy, state: { turn: { upgrades: { impulseActions: 2 } } } },
      { seat, command: { type: 'EndActions' } },
      { seat, command: { type: 'ArmMarkers', count: 0 } },
    ],
    verify: (s) => {
      expect(s.turn.seat).not.toBe(seat);
      expect(s.turn.upgrades).toBeUndefined();
    },
  });
});
