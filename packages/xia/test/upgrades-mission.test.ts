/**
 * The Mission upgrade track (XC-UPG-05): +3 on mission rolls, never past 20, and a 20 reached
 * so is no natural 20 (GAP-XC-04); from Tier 2 working an objective and completing a mission
 * are Minor actions; at Tier 3 a Scan from anywhere in the ship's sector.
 */
import { die } from '@drift/engine';
import type { Hex } from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import { describe, expect } from 'vitest';
import type { XiaCommand } from '../src/commands.ts';
import { KILN_INTERIOR } from '../src/elements/e-worlds/kiln/place.ts';
import type { ActiveMission, MarkerPlace, XiaState } from '../src/model/state.ts';
import { ARMED, H } from './fixtures/combat.ts';
import { ready } from './fixtures/game.ts';
import { baseF, fx } from './fixtures/outfits-f.ts';
import { upgraded } from './fixtures/upgrades.ts';

const seat = 2;
const JOB = 'job-1'; // research at Mission Point 1 (Alpha Prime), 10+ pays 2,000; delivered there
const work: XiaCommand = { type: 'WorkMission', card: JOB };
const complete: XiaCommand = { type: 'CompleteMission', card: JOB };

/** Seat 2 on Alpha Prime holding the job at `stage`, with `movement` in hand. */
function onJob(
  tier: 1 | 2 | 3,
  stage: ActiveMission['stage'] = 'objective',
  movement = 0,
  markers: readonly MarkerPlace[] = ARMED,
  energy = 3,
): XiaState {
  const s = ready(baseF, seat, H.planet, movement, { markers, energy });
  const job: ActiveMission = {
    card: JOB,
    revealed: stage === 'deliver',
    stage,
    payment: stage === 'deliver' ? 2000 : 0,
    target: null,
  };
  return upgraded(
    {
      ...s,
      decks: { ...s.decks, missions: s.decks.missions.filter((c) => c !== JOB) },
      captains: s.captains.map((c) =>
        c.seat === seat ? { ...c, missions: { active: [job], completed: [] } } : c,
      ),
    },
    { mission: tier },
  );
}

describe('XC-UPG-05: +3 on mission rolls, at most 20', () => {
  scenario('XC-UPG-05: a research roll of 7 becomes 10 and succeeds', {
    ruleset: fx,
    rules: ['XC-UPG-05'],
    start: { state: onJob(1) },
    dice: [die(20, 7)],
    steps: [
      {
        seat,
        command: work,
        events: [
          { type: 'DieRolled', seat, die: 20, face: 7, purpose: 'research' },
          { type: 'UpgradeBonus', seat, track: 'mission', on: 'mission', amount: 3 },
          { type: 'MissionRevealed', seat, card: JOB, payment: 2000 },
        ],
        // Tier 1: working the objective is still an action that ends the move.
        state: { turn: { movement: 0 } },
      },
    ],
  });

  scenario('GAP-XC-04: a roll of 17 is raised to 20, which is no natural 20: no Luck', {
    ruleset: fx,
    rules: ['XC-UPG-05', 'GAP-XC-04'],
    start: { state: onJob(2) },
    dice: [die(20, 17)],
    steps: [
      {
        seat,
        command: work,
        events: [{ type: 'UpgradeBonus', seat, track: 'mission', amount: 3 }],
        verify: (s) => {
          expect(s.turn.luck).toEqual([]);
          expect(s.captains[seat]?.fame).toBe(0);
        },
      },
    ],
  });

  scenario('GAP-XC-04: a roll of 19 gets only 1 more, to 20', {
    ruleset: fx,
    rules: ['XC-UPG-05', 'GAP-XC-04'],
    start: { state: onJob(3) },
    dice: [die(20, 19)],
    steps: [
      {
        seat,
        command: work,
        events: [{ type: 'UpgradeBonus', seat, track: 'mission', on: 'mission', amount: 1 }],
      },
    ],
  });

  scenario('GAP-XC-04: a natural 20 scores Luck and the track adds nothing', {
    ruleset: fx,
    rules: ['XC-UPG-05', 'GAP-XC-04', 'XB-FAME-10'],
    start: { state: onJob(1) },
    dice: [die(20, 20)],
    steps: [
      {
        seat,
        command: work,
        events: [
          { type: 'FameGained', seat, amount: 1, source: 'luck' },
          { type: 'MissionRevealed', seat, card: JOB },
        ],
      },
    ],
    verify: (s) => expect(s.captains[seat]?.fame).toBe(1),
  });
});

describe('XC-UPG-05: Tier 2, Minor mission actions', () => {
  scenario('XC-UPG-05: working the objective mid-move leaves the move going', {
    ruleset: fx,
    rules: ['XC-UPG-05', 'XB-MOVE-02'],
    start: { state: onJob(2, 'objective', 3) },
    dice: [die(20, 12)],
    steps: [{ seat, command: work, state: { turn: { movement: 3 } } }],
  });

  scenario('XC-UPG-05: completing a mission mid-move leaves the move going', {
    ruleset: fx,
    rules: ['XC-UPG-05', 'XB-MOVE-02'],
    start: { state: onJob(2, 'deliver', 2) },
    steps: [
      {
        seat,
        command: complete,
        events: [
          { type: 'MissionCompleted', seat, card: JOB, payment: 2000 },
          { type: 'FameGained', seat, amount: 1, source: 'mission' },
        ],
        state: { turn: { movement: 2 } },
      },
    ],
  });

  const stranded: readonly MarkerPlace[] = [
    { at: 'disarmed' },
    { at: 'disarmed' },
    { at: 'disarmed' },
    { at: 'disarmed' },
  ];
  scenario('XC-UPG-05: a stranded ship may complete a mission at Tier 2, not at Tier 1', {
    ruleset: fx,
    rules: ['XC-UPG-05', 'XB-ENRG-03'],
    start: { state: onJob(1, 'deliver', 0, stranded, 0) },
    steps: [{ seat, command: complete, rejects: 'Stranded' }],
    verify: (s) => {
      const done = fx.apply(upgraded(s, { mission: 2 }), seat, complete);
      expect(done.ok).toBe(true);
    },
  });
});

describe('XC-UPG-05: Tier 3, Scan from anywhere in the sector', () => {
  // Beta lies east of Alpha, Gamma south-west of Beta; Beta's east side is open.
  const inBeta = (tier: 1 | 2 | 3, energy = 3) =>
    upgraded(ready(baseF, seat, H.betaCentre, 0, { energy }), { mission: tier });
  scenario("XC-UPG-05: from Beta's centre, scan beyond its east side for 1 Energy", {
    ruleset: fx,
    rules: ['XC-UPG-05', 'XB-EXPL-01'],
    start: { state: inBeta(3) },
    steps: [
      { seat, command: { type: 'Scan', direction: 0 }, rejects: 'NotOnUnexploredEdge' },
      { seat, command: { type: 'ScanSector', side: 2 }, rejects: 'NotOnUnexploredEdge' },
      {
        seat,
        command: { type: 'ScanSector', side: 0 },
        events: [
          { type: 'EnergyChanged', seat, amount: -1, reason: 'scan' },
          { type: 'SectorDrawn', seat, sector: 'zeta', slot: { q: 2, r: 0 } },
        ],
        state: {
          captains: [{}, {}, { energy: 2 }],
          prompts: [{ kind: 'PlaceSector', seat, sector: 'zeta', slot: { q: 2, r: 0 } }],
        },
      },
      {
        seat,
        command: { type: 'PlaceSector', rotation: 3 },
        events: [{ type: 'SectorPlaced', seat, sector: 'zeta', slot: { q: 2, r: 0 }, rotation: 3 }],
      },
    ],
  });

  scenario('XC-UPG-05: docked inside The Kiln, a ship is in no sector to scan from', {
    ruleset: fx,
    rules: ['XC-UPG-05'],
    start: {
      state: upgraded(ready(baseF, seat, KILN_INTERIOR[0] as Hex, 0, { energy: 3 }), {
        mission: 3,
      }),
    },
    steps: [{ seat, command: { type: 'ScanSector', side: 0 }, rejects: 'NotInSector' }],
  });

  scenario('XC-UPG-05: not below Tier 3, and not without the Energy', {
    ruleset: fx,
    rules: ['XC-UPG-05'],
    start: { state: inBeta(2) },
    steps: [{ seat, command: { type: 'ScanSector', side: 0 }, rejects: 'NoUpgrade' }],
    verify: (s) => {
      const poor = fx.apply(upgraded(inBeta(3, 0), { mission: 3 }), seat, {
        type: 'ScanSector',
        side: 0,
      });
      expect(poor.ok ? null : poor.error.code).toBe('NotEnoughEnergy');
      expect(s.board.sectors).toHaveLength(3);
    },
  });
});
