/**
 * Missions in a solo game (XS-MISS-01..04, GAP-XS-09): cards that aim at a captain aim at the
 * opponents by the seat order the player gave them, never at the player; with one opponent
 * seated the "second over" cards have no target; a new arrival turns only face-down cards; drawn
 * cards may be looked at and kept at once.
 */
import { die, openDice, scripted } from '@drift/engine';
import {
  type Direction,
  hexEquals,
  hexKey,
  neighbor,
  slotOfHex,
  unexploredDirections,
} from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import { boardOf } from '../src/board/board.ts';
import type { ActiveMission, XiaState } from '../src/model/state.ts';
import { fittingRotations, openingBetween } from '../src/rules/exploration.ts';
import type { Ctx } from '../src/rules/rule.ts';
import { isOpponent } from '../src/solo/content.ts';
import { seatArrivals } from '../src/solo/seating.ts';
import { soloAim } from '../src/solo/targets.ts';
import { setup as baseSetup, xia as baseXia } from './fixtures/game.ts';
import {
  atStatus,
  END_TURN,
  noSectorsLeft,
  npcsAway,
  solo,
  soloStarted,
  withPlayer,
} from './fixtures/solo.ts';

const content = solo.content;

/** The player's ship on Mission Point `point` in the Action Phase. */
function atPoint(state: XiaState, point: number): XiaState {
  const at = boardOf(content, state.board.sectors).missionPoints.get(point);
  if (!at) throw new Error(`no Mission Point ${point}`);
  return withPlayer(state, { at });
}

/** These cards on top of the mission deck. */
function onTop(state: XiaState, cards: readonly string[]): XiaState {
  const rest = state.decks.missions.filter((c) => !cards.includes(c));
  return { ...state, decks: { ...state.decks, missions: [...cards, ...rest] } };
}

/** The player holds these missions (taken from the deck). */
function holding(state: XiaState, missions: readonly ActiveMission[]): XiaState {
  const cards = missions.map((m) => m.card);
  const s = withPlayer(state, {
    missions: { active: [...missions], completed: [] },
  });
  return {
    ...s,
    decks: { ...s.decks, missions: s.decks.missions.filter((c) => !cards.includes(c)) },
  };
}

const faceDown = (card: string, targetNpc?: string): ActiveMission => ({
  card,
  revealed: false,
  stage: 'objective',
  payment: 0,
  target: null,
  ...(targetNpc ? { targetNpc } : {}),
});

// Seed 'solo-1': the Merchant and the Enforcer in play, seated [merchant, enforcer].
const two = soloStarted('solo-1');
// Seed 'a': only the Enforcer in play.
const one = soloStarted('a');

describe('targets by the seat order (XS-MISS-01, XS-MISS-02)', () => {
  it('XS-MISS-01 XS-MISS-02 GAP-XS-09: a card aims at an opponent counted clockwise, never at the player', () => {
    const three = ['merchant', 'enforcer', 'scoundrel'];
    expect([1, 2, 3, 4].map((k) => soloAim(three, k))).toEqual([
      { npc: 'merchant' },
      { npc: 'enforcer' },
      { npc: 'scoundrel' },
      { npc: 'merchant' }, // round again past the last
    ]);
    expect([1, 2, 3, 4].map((k) => soloAim(['merchant', 'enforcer'], k))).toEqual([
      { npc: 'merchant' },
      { npc: 'enforcer' },
      { npc: 'merchant' },
      { npc: 'enforcer' },
    ]);
    // One opponent: the next to either side is it; the second over is nobody (XS-MISS-02).
    expect([1, 2, 3, 4].map((k) => soloAim(['enforcer'], k))).toEqual([
      { npc: 'enforcer' },
      null,
      null,
      { npc: 'enforcer' },
    ]);
    expect(soloAim([], 1)).toBeNull();
    expect(two.solo?.seating).toEqual(['merchant', 'enforcer']);
    expect(one.solo?.seating).toEqual(['enforcer']);
  });

  scenario('a kept card aims at the opponent by seat order, as the holder sees it at once', {
    ruleset: solo,
    rules: ['XS-MISS-01', 'XS-MISS-04'],
    start: {
      state: onTop(atPoint(two, 20), [
        'thief-lift-the-manifest',
        'assassin-a-quiet-contract',
        'thief-quiet-boarding',
      ]),
    },
    dice: [],
    steps: [
      { seat: 0, command: { type: 'SortMissions' }, rejects: 'NothingDrawn' },
      {
        seat: 0,
        command: { type: 'DrawMissions' },
        events: [{ type: 'MissionsDrawn', seat: 0, count: 3, cards: null }],
      },
      {
        seat: 0,
        command: { type: 'SortMissions' },
        state: {
          prompts: [
            {
              kind: 'KeepMission',
              seat: 0,
              cards: [
                'thief-lift-the-manifest',
                'assassin-a-quiet-contract',
                'thief-quiet-boarding',
              ],
            },
          ],
          captains: [{ missions: { unsorted: { cards: [], points: [20] } } }],
        },
      },
      {
        seat: 0,
        command: { type: 'KeepMission', card: 'assassin-a-quiet-contract' },
        state: { prompts: [] },
        verify: (s) =>
          expect(s.captains[0]?.missions.active).toEqual([
            faceDown('assassin-a-quiet-contract', 'enforcer'),
          ]),
      },
    ],
  });

  scenario(
    'with one opponent seated, a card for the second over has no target and cannot be worked',
    {
      ruleset: solo,
      rules: ['XS-MISS-02'],
      start: {
        state: onTop(atPoint(one, 20), ['thief-borrowed-navigation', 'thief-lift-the-manifest']),
      },
      dice: [],
      steps: [
        { seat: 0, command: { type: 'DrawMissions' } },
        { seat: 0, command: { type: 'SortMissions' } },
        {
          seat: 0,
          command: { type: 'KeepMission', card: 'thief-borrowed-navigation' },
          verify: (s) =>
            expect(s.captains[0]?.missions.active).toEqual([faceDown('thief-borrowed-navigation')]),
        },
        {
          seat: 0,
          command: { type: 'WorkMission', card: 'thief-borrowed-navigation' },
          rejects: 'NoTarget',
        },
      ],
    },
  );
});

describe('drawn cards looked at once or after the turn (XS-MISS-04)', () => {
  scenario('keeping none at once leaves the Mission Point drawn at for the turn', {
    ruleset: solo,
    rules: ['XS-MISS-04'],
    start: { state: atPoint(two, 20) },
    dice: [],
    steps: [
      { seat: 0, command: { type: 'DrawMissions' } },
      { seat: 0, command: { type: 'SortMissions' } },
      { seat: 0, command: { type: 'KeepMission', card: null } },
      { seat: 0, command: { type: 'DrawMissions' }, rejects: 'AlreadyDrawnHere' },
    ],
  });

  const drawn = ['thief-lift-the-manifest', 'assassin-settle-a-debt', 'thief-fuel-skim'];
  const waiting = withPlayer(noSectorsLeft(npcsAway(atStatus(two))), {
    missions: { active: [], completed: [], unsorted: { cards: drawn, points: [20] } },
  });
  scenario('left until the end of the turn, the cards are sorted before the System Expanse', {
    ruleset: solo,
    rules: ['XS-MISS-04', 'GAP-XS-04'],
    start: {
      state: {
        ...waiting,
        decks: {
          ...waiting.decks,
          missions: waiting.decks.missions.filter((c) => !drawn.includes(c)),
        },
      },
    },
    dice: [die(20, 2)],
    steps: [
      {
        seat: 0,
        command: END_TURN,
        events: [{ type: 'TurnEnded', seat: 0 }],
        state: {
          prompts: [{ kind: 'KeepMission', seat: 0, cards: drawn }],
          solo: { step: { at: 'turnEnded' } },
        },
        verify: (s) => expect(s.captains[0]?.missions.unsorted).toBeUndefined(),
      },
      {
        seat: 0,
        command: { type: 'KeepMission', card: 'thief-lift-the-manifest' },
        events: [
          { type: 'MissionKept', seat: 0, card: 'thief-lift-the-manifest' },
          { type: 'ExpanseSkipped' },
          { type: 'SoloRoundEnded', roll: 2 },
          { type: 'TurnStarted', seat: 0, number: 2 },
        ],
      },
    ],
  });

  it('XS-MISS-04: outside a solo game the cards wait for the end of the turn', () => {
    const base = baseSetup({ seats: 3, elements: ['G'] });
    expect(baseXia.apply(base, base.turn.seat, { type: 'SortMissions' })).toMatchObject({
      ok: false,
      error: { code: 'NotSolo' },
    });
  });
});

/** A hex of the board and a direction into an empty slot where `sector` fits, with its turns. */
function scanFor(state: XiaState, sector: string) {
  const board = boardOf(content, state.board.sectors);
  const placed = (slot: { q: number; r: number }) =>
    state.board.sectors.some((p) => hexEquals(p.slot, slot));
  for (const info of board.hexes.values()) {
    if (info.region) continue; // open space only, clear of planets and hazards
    for (const direction of unexploredDirections(info.hex, placed)) {
      const opening = openingBetween(board, info.hex, neighbor(info.hex, direction));
      if (!opening) continue;
      const turns = fittingRotations(content, opening, sector);
      if (turns.length > 0 && !state.npcs.some((n) => n.at && hexKey(n.at) === hexKey(info.hex)))
        return {
          at: info.hex,
          direction: direction as Direction,
          turns,
          slot: slotOfHex(neighbor(info.hex, direction)),
        };
    }
  }
  throw new Error(`nowhere for ${sector}`);
}

describe('a new arrival turns the face-down cards only (XS-MISS-03)', () => {
  const spot = scanFor(one, 'loath');
  const start = withPlayer(
    holding(
      {
        ...one,
        decks: {
          ...one.decks,
          sectors: ['loath', ...one.decks.sectors.filter((id) => id !== 'loath')],
        },
      },
      [
        faceDown('thief-borrowed-navigation'), // offset 2: nobody with one opponent
        faceDown('thief-lift-the-manifest', 'enforcer'), // offset 1
        {
          card: 'assassin-settle-a-debt', // offset 1, done: face up
          revealed: true,
          stage: 'deliver',
          payment: 3000,
          target: null,
          targetNpc: 'enforcer',
        },
      ],
    ),
    { at: spot.at, energy: 3 },
  );
  const placing =
    spot.turns.length > 1
      ? [{ seat: 0, command: { type: 'PlaceSector' as const, rotation: spot.turns[0] ?? 0 } }]
      : [];
  // An NPC entering play may draw its Behavior card at random.
  scenario(
    'the Scoundrel seated first: face-down cards take their new targets, the face-up one keeps its own',
    {
      ruleset: solo,
      rules: ['XS-MISS-03', 'XS-NPC-01'],
      start: { state: start },
      dice: 'random',
      steps: [
        { seat: 0, command: { type: 'Scan', direction: spot.direction } },
        ...placing,
        {
          seat: 0,
          command: { type: 'SeatNpc', position: 0 },
          events: [
            {
              type: 'NpcSeated',
              npc: 'scoundrel',
              position: 0,
              seating: ['scoundrel', 'enforcer'],
            },
          ],
          verify: (s) =>
            expect(s.captains[0]?.missions.active.map((m) => m.targetNpc ?? null)).toEqual([
              'enforcer', // second over: now there is one
              'scoundrel', // next clockwise: the newcomer
              'enforcer', // turned face up before: unchanged
            ]),
        },
      ],
    },
  );

  it('GAP-XS-09: only the opponents are seated, never the Sellsword or The Kiln', () => {
    expect(isOpponent('the-kiln')).toBe(false);
    expect(isOpponent('sellsword')).toBe(false);
    const s = structuredClone(one) as XiaState;
    const ctx: Ctx = {
      s: s as Ctx['s'],
      seat: 0,
      content,
      dice: openDice(scripted([])),
      events: [],
      board: () => boardOf(content, s.board.sectors),
    };
    seatArrivals(ctx, ['sellsword', 'the-kiln', 'enforcer']);
    expect(s.solo?.seating).toEqual(['enforcer']);
    expect(s.prompts).toEqual([]);
    expect(ctx.events).toEqual([]);
  });
});
