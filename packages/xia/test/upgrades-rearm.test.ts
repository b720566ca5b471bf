/**
 * The Re-arm upgrade track (XC-UPG-06): once a turn, as an action of the Action Phase, pay 8 /
 * 5 / 1 Energy to arm again one used marker, freeing its use space.
 */
import { die } from '@drift/engine';
import { scenario } from '@drift/engine/testing';
import { describe, expect } from 'vitest';
import type { XiaCommand } from '../src/commands.ts';
import { ARMED, base, cx, gunboat, H, KICK, ZAP } from './fixtures/combat.ts';
import { ready } from './fixtures/game.ts';
import { upgraded } from './fixtures/upgrades.ts';

const seat = 2;
const fire: XiaCommand = { type: 'ActivateEngine', use: { outfit: KICK, space: 0 } };
const rearm: XiaCommand = { type: 'RearmMarker', use: { outfit: KICK, space: 0 } };
const COST = { 1: 8, 2: 5, 3: 1 } as const;

/** Seat 2 flying the Titan (Energy up to 10) with the gunboat hold and `energy`. */
const titan = (energy: number) =>
  ready(base, seat, H.betaCentre, 0, { ship: 'titan', hold: gunboat, markers: ARMED, energy });

describe('XC-UPG-06: the Re-arm track', () => {
  for (const tier of [1, 2, 3] as const)
    scenario(
      `XC-UPG-06: Tier ${tier} re-arms the engine's marker for ${COST[tier]} Energy, once a turn`,
      {
        ruleset: cx,
        rules: ['XC-UPG-06'],
        start: { state: upgraded(titan(10), { rearm: tier }) },
        dice: [die(6, 3), die(6, 2)],
        steps: [
          { seat, command: rearm, rejects: 'NoUsedMarker' },
          { seat, command: fire, state: { turn: { movement: 3 } } },
          {
            seat,
            command: rearm,
            events: [
              { type: 'EnergyChanged', seat, amount: -COST[tier], reason: 'Re-arm upgrade' },
              { type: 'MarkerRearmed', seat, outfit: KICK, space: 0, cost: COST[tier] },
            ],
            // An action, not a Minor one: the move ends.
            state: {
              turn: { movement: 0, upgrades: { rearms: 1 } },
              captains: [{}, {}, { energy: 10 - COST[tier], markers: ARMED }],
            },
          },
          // The engine's use space is free again.
          { seat, command: fire, state: { turn: { movement: 2 } } },
          { seat, command: rearm, rejects: 'UpgradeUsed' },
        ],
      },
    );

  scenario('XC-UPG-06: refused without the track, and without the Energy', {
    ruleset: cx,
    rules: ['XC-UPG-06'],
    start: { state: upgraded(titan(7), { engine: 1 }) },
    dice: [die(6, 3)],
    steps: [
      { seat, command: fire },
      { seat, command: rearm, rejects: 'NoUpgrade' },
    ],
    verify: (s) => {
      // 8 Energy are needed at Tier 1; 7 are not enough.
      const poor = cx.apply(upgraded(s, { rearm: 1 }), seat, rearm);
      expect(poor.ok ? null : poor.error.code).toBe('NotEnoughEnergy');
      // Only a used marker is re-armed: none sits on the blaster.
      const blaster = cx.apply(upgraded(s, { rearm: 3 }), seat, {
        type: 'RearmMarker',
        use: { outfit: ZAP, space: 0 },
      });
      expect(blaster.ok ? null : blaster.error.code).toBe('NoUsedMarker');
    },
  });
});
