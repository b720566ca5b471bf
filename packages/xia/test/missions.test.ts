import {
  die,
  openDice,
  type ScriptedDraw,
  type SeatId,
  scripted,
  shuffled,
  unusedDraws,
} from '@drift/engine';
import { type Hex, localToBoard } from '@drift/engine/hex';
import { runScenario, scenario } from '@drift/engine/testing';
import { create } from 'mutative';
import { describe, expect, it } from 'vitest';
import { boardOf } from '../src/board/board.ts';
import type { XiaCommand } from '../src/commands.ts';
import type { ContentPack, MissionDef, SectorDef } from '../src/content/schema.ts';
import type { XiaEvent } from '../src/events.ts';
import type {
  ActiveMission,
  Captain,
  Cell,
  Combatant,
  PlacedSector,
  XiaState,
} from '../src/model/state.ts';
import { destroyShip } from '../src/rules/destruction.ts';
import { targetSeat } from '../src/rules/missions/draw.ts';
import { assassinPayment, sectorSteps, shuttlePayment } from '../src/rules/missions/payment.ts';
import type { Ctx } from '../src/rules/rule.ts';
import { createXia } from '../src/ruleset.ts';
import { bare, duel, GUARD, H, shielded, ZAP } from './fixtures/combat.ts';
import { hexOf, ready, started, withCaptain } from './fixtures/game.ts';
import { testPack } from './fixtures/pack.ts';

// ---- a test pack with Mission Points on several sectors and one card of each kind ----------

/** Extra Mission Points: sector id → [number, tile-local hex]. Alpha already has point 1. */
const POINTS: Readonly<Record<string, readonly [number, readonly [number, number]]>> = {
  beta: [2, [0, 0]],
  gamma: [3, [1, -1]],
  delta: [4, [1, 1]],
  zeta: [6, [1, 0]],
};

function withPoint(sector: SectorDef): SectorDef {
  // Alpha's second Mission Point, 5, two spaces from its first: a shuttle within one sector.
  if (sector.id === 'alpha')
    return { ...sector, spaces: [...sector.spaces, { at: [-1, 2], missionPoint: 5 }] };
  const point = POINTS[sector.id];
  if (!point) return sector;
  const [missionPoint, [q, r]] = point;
  return { ...sector, spaces: [...sector.spaces, { at: [q, r], missionPoint }] };
}

const crime = { complete: 2000, fail: 1000 };
const missions: MissionDef[] = [
  {
    id: 'ferry',
    name: 'Ferry',
    text: 'P1 to P2.',
    type: 'shuttle',
    pickup: 1,
    deliver: 2,
    perSector: 1000,
  },
  {
    id: 'long-ferry',
    name: 'Long Ferry',
    text: 'P1 to P4.',
    type: 'shuttle',
    pickup: 1,
    deliver: 4,
    perSector: 1500,
  },
  {
    id: 'far-ferry',
    name: 'Far Ferry',
    text: 'P1 to P6.',
    type: 'shuttle',
    pickup: 1,
    deliver: 6,
    perSector: 1000,
  },
  {
    id: 'short-ferry',
    name: 'Short Ferry',
    text: 'P1 to P5, in the same sector.',
    type: 'shuttle',
    pickup: 1,
    deliver: 5,
    perSector: 1000,
  },
  {
    id: 'survey',
    name: 'Survey',
    text: 'At P2; 8+: 2,000; 15+: 4,000.',
    type: 'research',
    at: 2,
    deliver: 1,
    results: [
      { atLeast: 8, payment: 2000 },
      { atLeast: 15, payment: 4000 },
    ],
  },
  {
    id: 'survey-old',
    name: 'Old Survey',
    text: 'At P3; 10+: 3,000.',
    type: 'research',
    at: 3,
    deliver: 1,
    results: [{ atLeast: 10, payment: 3000 }],
  },
  {
    id: 'survey-older',
    name: 'Older Survey',
    text: 'At P3; 10+: 3,000.',
    type: 'research',
    at: 3,
    deliver: 1,
    results: [{ atLeast: 10, payment: 3000 }],
  },
  {
    id: 'hunt',
    name: 'Hunt',
    text: 'Recover 10+.',
    type: 'bountyHunter',
    recover: 10,
    deliver: 1,
    payment: 4000,
  },
  {
    id: 'hunt-old',
    name: 'Old Hunt',
    text: 'Recover 10+.',
    type: 'bountyHunter',
    recover: 10,
    deliver: 1,
    payment: 4000,
  },
  {
    id: 'run',
    name: 'Run',
    text: 'P2 to P1, sneak 12+.',
    type: 'smuggler',
    pickup: 2,
    deliver: 1,
    sneak: 12,
    payment: 5000,
    crime,
  },
  {
    id: 'run-old',
    name: 'Old Run',
    text: 'P2 to P1, sneak 12+.',
    type: 'smuggler',
    pickup: 2,
    deliver: 1,
    sneak: 12,
    payment: 5000,
    crime,
  },
  {
    id: 'lift',
    name: 'Lift',
    text: 'Next captain; steal 10+.',
    type: 'thief',
    target: { seatOffset: 1 },
    steal: 10,
    deliver: 3,
    payment: 3000,
    crime: { complete: 1000, fail: 1000 },
  },
  {
    id: 'hit',
    name: 'Hit',
    text: 'Second captain.',
    type: 'assassin',
    target: { seatOffset: 2 },
    deliver: 2,
    payByTier: [2000, 4000, 6000],
    crime,
  },
];

const missionPack: ContentPack = {
  ...testPack,
  // Its own id: boards are cached by pack id and placement, and this pack's boards differ.
  info: { ...testPack.info, id: 'test-missions' },
  sectors: testPack.sectors.map(withPoint),
  missions,
  titles: [
    ...testPack.titles,
    {
      id: 'scholar',
      name: 'Scholar',
      fame: 1,
      objective: { kind: 'missionsCompleted', count: 2 },
      skill: { kind: 'missionRoll', bonus: 1 },
      text: 'Complete 2 missions.',
    },
  ],
  npcs: [
    {
      id: 'raider',
      name: 'Raider',
      legal: 'outlaw',
      behaviour: 'scoundrel',
      home: 'beta',
      speed: 3,
      attack: { weapon: 'blaster', die: 6 },
      defence: 6,
      toKill: 4,
      onKill: { fame: 1, credits: 1000 },
      bounty: 0,
      route: [],
      text: 'A raider.',
    },
    {
      id: 'patrol',
      name: 'Patrol',
      legal: 'lawful',
      behaviour: 'enforcer',
      home: 'alpha',
      speed: 3,
      attack: { weapon: 'blaster', die: 6 },
      defence: 6,
      toKill: 4,
      onKill: { fame: 1, credits: 0 },
      bounty: 0,
      route: [],
      text: 'A patrol.',
    },
  ],
};

const mx = createXia(missionPack);

// ---- states ---------------------------------------------------------------------------------

const base = started();
const seat = 2;
const mp1 = hexOf(base, 0, 0, 0); // Alpha's lawful planet
const mp2 = hexOf(base, 1, 0, 0); // Beta's centre
const mp3 = hexOf(base, 2, 1, -1); // Gamma
const plain = hexOf(base, 1, 0, 1); // open space on Beta
const besidePlain = hexOf(base, 1, 1, 1); // east of `plain`
const salvageSpace = hexOf(base, 2, 1, 0); // Gamma's debris field

function deck(state: XiaState, cards: string[], discard: string[] = []): XiaState {
  return { ...state, decks: { ...state.decks, missions: cards, missionDiscard: discard } };
}

function mission(card: string, change: Partial<ActiveMission> = {}): ActiveMission {
  return { card, revealed: false, stage: 'objective', payment: 0, target: null, ...change };
}

/** `seat`'s Action Phase at `at`, holding these missions. */
function holding(
  at: Hex,
  active: ActiveMission[],
  completed: string[] = [],
  movement = 0,
  state: XiaState = base,
): XiaState {
  return ready(state, seat, at, movement, { missions: { active, completed } });
}

function withSector(state: XiaState, placed: PlacedSector): XiaState {
  return {
    ...state,
    board: { ...state.board, sectors: [...state.board.sectors, placed] },
    decks: { ...state.decks, sectors: state.decks.sectors.filter((id) => id !== placed.id) },
  };
}

const stranded = {
  energy: 0,
  markers: [
    { at: 'disarmed' as const },
    { at: 'disarmed' as const },
    { at: 'disarmed' as const },
    { at: 'disarmed' as const },
  ],
};

/** Runs an effect on a draft of `state`, as a rule's `run` would, with forced dice. */
function inCtx(
  state: XiaState,
  draws: ScriptedDraw[],
  act: (ctx: Ctx) => void,
): { state: XiaState; events: XiaEvent[] } {
  const events: XiaEvent[] = [];
  const dice = openDice(scripted(draws));
  const next = create(state, (draft) => {
    act({
      s: draft,
      seat: state.turn.seat,
      content: mx.content,
      dice,
      events,
      board: () => boardOf(mx.content, draft.board.sectors),
    });
  });
  expect(unusedDraws(dice.save())).toEqual([]);
  return { state: next, events };
}

/** The first `n` cells of a hold `width` wide, reading order. */
function cells(n: number, width = 3): Cell[] {
  return Array.from({ length: n }, (_, i): Cell => [i % width, Math.floor(i / width)]);
}

function captain(state: XiaState, s: SeatId) {
  const c = state.captains[s];
  if (!c) throw new Error(`no seat ${s}`);
  return c;
}

// ---- drawing and keeping --------------------------------------------------------------------

describe('drawing missions', () => {
  scenario('a Minor action on a Mission Point draws 3; one is kept face down, the rest discarded', {
    ruleset: mx,
    rules: ['XB-MISS-01', 'XB-ACT-02', 'GAP-XB-17'],
    start: { state: deck(ready(base, seat, mp1, 3), ['ferry', 'survey', 'hunt', 'run']) },
    steps: [
      {
        seat,
        command: { type: 'DrawMissions' },
        events: [{ type: 'MissionsDrawn', seat, count: 3, cards: ['ferry', 'survey', 'hunt'] }],
        state: {
          prompts: [{ kind: 'KeepMission', seat, cards: ['ferry', 'survey', 'hunt'] }],
          turn: { movement: 3 }, // Minor: the move goes on
          decks: { missions: ['run'] },
        },
      },
      { seat, command: { type: 'EndActions' }, rejects: 'PromptPending' },
      { seat: 0, command: { type: 'KeepMission', card: 'ferry' }, rejects: 'NotYourTurn' },
      { seat, command: { type: 'KeepMission', card: 'run' }, rejects: 'NotDrawn' },
      {
        seat,
        command: { type: 'KeepMission', card: 'survey' },
        events: [{ type: 'MissionKept', seat, kept: true, card: 'survey' }],
      },
    ],
    expect: {
      prompts: [],
      turn: { movement: 3 },
      decks: { missions: ['run'], missionDiscard: ['ferry', 'hunt'] },
      captains: [{}, {}, { missions: { active: [mission('survey')], completed: [] } }],
    },
  });

  scenario('keeping none discards all three; with no mission in hand the captain may draw again', {
    ruleset: mx,
    rules: ['XB-MISS-01', 'GAP-XB-17'],
    start: { state: deck(ready(base, seat, mp1), ['ferry', 'survey', 'hunt', 'run']) },
    // The second draw takes 'run', then reshuffles the three discarded cards for two more.
    dice: [shuffled([2, 0, 1])],
    steps: [
      { seat, command: { type: 'DrawMissions' } },
      {
        seat,
        command: { type: 'KeepMission', card: null },
        events: [{ type: 'MissionKept', kept: false, card: null }],
        state: { decks: { missions: ['run'], missionDiscard: ['ferry', 'survey', 'hunt'] } },
      },
      { seat, command: { type: 'DrawMissions' } },
    ],
    verify: (s) => {
      expect(s.prompts[0]).toMatchObject({ kind: 'KeepMission', seat });
      const prompt = s.prompts[0];
      expect(prompt?.kind === 'KeepMission' && prompt.cards).toEqual(['run', 'hunt', 'ferry']);
      expect(s.decks).toMatchObject({ missions: ['survey'], missionDiscard: [] });
    },
  });

  scenario('when the deck runs out mid-draw, the discard pile is shuffled into a new deck', {
    ruleset: mx,
    rules: ['GAP-XB-17', 'XB-MISS-01'],
    start: { state: deck(ready(base, seat, mp1), ['ferry'], ['survey', 'hunt', 'run']) },
    dice: [shuffled([2, 0, 1])],
    steps: [
      {
        seat,
        command: { type: 'DrawMissions' },
        state: {
          prompts: [{ kind: 'KeepMission', cards: ['ferry', 'run', 'survey'] }],
          decks: { missions: ['hunt'], missionDiscard: [] },
        },
      },
    ],
  });

  scenario(
    'passing through a ship on a Mission Point, missions may be drawn and the move goes on',
    {
      ruleset: mx,
      rules: ['XB-MISS-01', 'XB-MOVE-02', 'XB-MOVE-03'],
      start: { state: withCaptain(deck(ready(base, seat, plain, 2), ['ferry']), 0, { at: mp2 }) },
      steps: [
        { seat, command: { type: 'Step', to: mp2 }, state: { turn: { movement: 1 } } },
        {
          seat,
          command: { type: 'DrawMissions' },
          events: [{ type: 'MissionsDrawn', seat, count: 1 }],
          state: { turn: { movement: 1 } },
        },
        { seat, command: { type: 'KeepMission', card: 'ferry' } },
        { seat, command: { type: 'Step', to: hexOf(base, 1, 0, -1) } },
      ],
      expect: {
        captains: [
          { at: mp2 },
          {},
          { at: hexOf(base, 1, 0, -1), missions: { active: [{ card: 'ferry' }] } },
        ],
      },
    },
  );

  scenario('a Mission Point under another ship is used by paying 2 movement', {
    ruleset: mx,
    rules: ['XB-MISS-01', 'XB-MOVE-04'],
    start: { state: withCaptain(deck(ready(base, seat, plain, 2), ['ferry']), 0, { at: mp2 }) },
    steps: [
      { seat, command: { type: 'DrawMissions' }, rejects: 'NotOnMissionPoint' },
      { seat, command: { type: 'UseOccupiedSpace', at: mp2 } },
      { seat, command: { type: 'DrawMissions' }, events: [{ type: 'MissionsDrawn', count: 1 }] },
    ],
  });

  scenario('refused off a Mission Point, and off turn', {
    ruleset: mx,
    rules: ['XB-MISS-01'],
    start: { state: deck(ready(base, seat, plain), ['ferry']) },
    steps: [
      { seat, command: { type: 'DrawMissions' }, rejects: 'NotOnMissionPoint' },
      { seat: 0, command: { type: 'DrawMissions' }, rejects: 'NotYourTurn' },
    ],
  });

  scenario('refused with an active mission: capacity is one', {
    ruleset: mx,
    rules: ['XB-MISS-01'],
    start: { state: deck(holding(mp1, [mission('ferry')]), ['survey']) },
    steps: [{ seat, command: { type: 'DrawMissions' }, rejects: 'MissionInHand' }],
  });

  scenario('refused when deck and discard pile are both empty', {
    ruleset: mx,
    rules: ['XB-MISS-01', 'GAP-XB-17'],
    start: { state: deck(ready(base, seat, mp1), []) },
    steps: [{ seat, command: { type: 'DrawMissions' }, rejects: 'NoMissionsLeft' }],
  });

  scenario('a stranded ship may still draw (a Minor action) but not work an objective', {
    ruleset: mx,
    rules: ['XB-ACT-02', 'XB-ENRG-03', 'XB-MISS-01'],
    start: { state: deck(ready(base, seat, mp1, 0, stranded), ['ferry']) },
    steps: [
      { seat, command: { type: 'DrawMissions' } },
      { seat, command: { type: 'KeepMission', card: 'ferry' } },
      { seat, command: { type: 'WorkMission', card: 'ferry' }, rejects: 'Stranded' },
    ],
  });

  scenario('a kept Thief or Assassin card fixes its target by seat order', {
    ruleset: mx,
    rules: ['XB-MTYP-06', 'GAP-XB-23'],
    start: { state: deck(ready(base, seat, mp1), ['lift', 'hit', 'ferry']) },
    steps: [
      { seat, command: { type: 'DrawMissions' } },
      {
        seat,
        command: { type: 'KeepMission', card: 'hit' },
        state: { captains: [{}, {}, { missions: { active: [mission('hit', { target: 1 })] } }] },
      },
    ],
  });

  scenario('a kept Thief card aims at the next captain clockwise', {
    ruleset: mx,
    rules: ['XB-MTYP-05', 'GAP-XB-23'],
    start: { state: deck(ready(base, seat, mp1), ['lift', 'hit', 'ferry']) },
    steps: [
      { seat, command: { type: 'DrawMissions' } },
      {
        seat,
        command: { type: 'KeepMission', card: 'lift' },
        state: { captains: [{}, {}, { missions: { active: [mission('lift', { target: 0 })] } }] },
      },
    ],
  });

  it('XB-MTYP-05 XB-MTYP-06: with two captains every offset aims at the other one', () => {
    const two = { ...base, captains: base.captains.slice(0, 2) };
    expect([1, 2, 3].map((o) => targetSeat(two, 0, o))).toEqual([1, 1, 1]);
    expect([1, 2, 3].map((o) => targetSeat(two, 1, o))).toEqual([0, 0, 0]);
    // Nobody else to aim at: the holder's own seat, never an undefined one.
    const one = { ...base, captains: base.captains.slice(0, 1) };
    expect(targetSeat(one, 0, 2)).toBe(0);
  });

  scenario('with fewer than 3 cards left in deck and discard pile, the draw takes what there is', {
    ruleset: mx,
    rules: ['XB-MISS-01', 'GAP-XB-17'],
    start: { state: deck(ready(base, seat, mp1), ['ferry', 'survey']) },
    steps: [
      {
        seat,
        command: { type: 'DrawMissions' },
        events: [{ type: 'MissionsDrawn', seat, count: 2, cards: ['ferry', 'survey'] }],
        state: {
          prompts: [{ kind: 'KeepMission', seat, cards: ['ferry', 'survey'] }],
          decks: { missions: [], missionDiscard: [] },
        },
      },
      { seat, command: { type: 'KeepMission', card: 'survey' } },
    ],
    expect: { decks: { missions: [], missionDiscard: ['ferry'] } },
  });

  scenario('a deck as long as the discard pile still has cards to draw', {
    ruleset: mx,
    rules: ['XB-MISS-01', 'GAP-XB-17'],
    start: {
      state: deck(ready(base, seat, mp1), ['ferry', 'survey', 'hunt'], ['run', 'lift', 'hit']),
    },
    steps: [
      {
        seat,
        command: { type: 'DrawMissions' },
        events: [{ type: 'MissionsDrawn', seat, count: 3, cards: ['ferry', 'survey', 'hunt'] }],
        state: { decks: { missions: [], missionDiscard: ['run', 'lift', 'hit'] } },
      },
    ],
  });

  it('XB-MTYP-05 XB-MTYP-06: offsets count the other captains clockwise and go round again', () => {
    const three = base;
    expect([1, 2, 3, 4].map((o) => targetSeat(three, 2, o))).toEqual([0, 1, 0, 1]);
    expect([1, 2, 3, 4].map((o) => targetSeat(three, 0, o))).toEqual([1, 2, 1, 2]);
    const five = {
      ...base,
      captains: [0, 1, 2, 3, 4].map((s) => ({ ...captain(base, 0), seat: s })),
    };
    expect([1, 2, 3, 4].map((o) => targetSeat(five, 3, o))).toEqual([4, 0, 1, 2]);
  });
});

describe('secrecy', () => {
  it('XB-MISS-01: other seats never see drawn or kept cards, in views or events', () => {
    const ids = ['ferry', 'survey', 'hunt'];
    let state = deck(ready(base, seat, mp1), [...ids, 'run']);
    const events: XiaEvent[] = [];
    const states: XiaState[] = [];
    for (const command of [
      { type: 'DrawMissions' as const },
      { type: 'KeepMission' as const, card: 'survey' },
    ]) {
      const applied = mx.apply(state, seat, command);
      if (!applied.ok) throw new Error(applied.error.message);
      state = applied.value.state;
      events.push(...applied.value.events);
      states.push(state);
    }
    const destroyed = inCtx(state, [], (ctx) => destroyShip(ctx, seat, 'damage'));
    events.push(...destroyed.events);
    expect(events.map((e) => e.type)).toContain('MissionDiscarded');
    for (const viewer of [{ seat: 0 }, { seat: 1 }, 'spectator' as const]) {
      for (const s of states) {
        const text = JSON.stringify(mx.view(s, viewer));
        for (const id of ids) expect(text).not.toContain(`"${id}"`);
      }
      for (const e of events) {
        const text = JSON.stringify(mx.visibleEvent(e, viewer));
        for (const id of ids) expect(text).not.toContain(`"${id}"`);
      }
    }
    expect(JSON.stringify(mx.view(states[0] as XiaState, { seat }))).toContain('"hunt"');
    expect(JSON.stringify(mx.view(state, { seat }))).toContain('"survey"');
    expect(mx.view(state, { seat: 0 }).captains[seat]?.missions.active).toEqual([{ hidden: true }]);
  });

  it('XB-MISS-02: once revealed, everyone sees the card', () => {
    const s = holding(mp1, [mission('ferry', { revealed: true, stage: 'deliver', payment: 1000 })]);
    expect(mx.view(s, { seat: 0 }).captains[seat]?.missions.active).toEqual([
      mission('ferry', { revealed: true, stage: 'deliver', payment: 1000 }),
    ]);
  });
});

// ---- objectives -----------------------------------------------------------------------------

describe('shuttle objectives', () => {
  scenario(
    'away from the pickup point nothing boards; an unknown card or an undone objective is refused',
    {
      ruleset: mx,
      rules: ['XB-MTYP-01'],
      start: { state: holding(plain, [mission('ferry')], [], 3) },
      steps: [
        { seat, command: { type: 'WorkMission', card: 'ferry' }, rejects: 'WrongPlace' },
        { seat, command: { type: 'WorkMission', card: 'ghost' }, rejects: 'NotYourMission' },
        { seat, command: { type: 'CompleteMission', card: 'ferry' }, rejects: 'ObjectiveNotDone' },
      ],
    },
  );

  scenario('at the pickup point the card turns face up with its payment; the move ends', {
    ruleset: mx,
    rules: ['XB-MTYP-01', 'XB-MISS-02', 'XB-MOVE-01'],
    start: { state: holding(mp1, [mission('ferry')], [], 3) },
    steps: [
      {
        seat,
        command: { type: 'WorkMission', card: 'ferry' },
        events: [{ type: 'MissionRevealed', seat, card: 'ferry', payment: 1000 }],
        state: { turn: { movement: 0 } },
      },
      { seat, command: { type: 'WorkMission', card: 'ferry' }, rejects: 'ObjectiveDone' },
    ],
    expect: {
      captains: [
        {},
        {},
        {
          missions: {
            active: [mission('ferry', { revealed: true, stage: 'deliver', payment: 1000 })],
          },
        },
      ],
    },
  });

  const withDelta = withSector(base, { id: 'delta', slot: { q: 1, r: 1 }, rotation: 0 });
  scenario('the payment counts sector steps on the shortest way through placed sectors', {
    ruleset: mx,
    rules: ['XB-MTYP-01'],
    start: { state: holding(mp1, [mission('long-ferry')], [], 0, withDelta) },
    steps: [
      {
        seat,
        command: { type: 'WorkMission', card: 'long-ferry' },
        events: [{ type: 'MissionRevealed', payment: 3000 }], // alpha → beta → delta: 2 × 1,500
      },
    ],
  });

  scenario('a shuttle within one sector still pays for one sector', {
    ruleset: mx,
    rules: ['XB-MTYP-01'],
    start: { state: holding(mp1, [mission('short-ferry')]) },
    steps: [
      {
        seat,
        command: { type: 'WorkMission', card: 'short-ferry' },
        events: [{ type: 'MissionRevealed', card: 'short-ferry', payment: 1000 }],
      },
    ],
  });

  it('XB-MTYP-01: sector steps go only through placed sectors', () => {
    const board = boardOf(mx.content, withDelta.board.sectors);
    const delta = localToBoard({ q: 1, r: 1 }, { slot: { q: 1, r: 1 }, rotation: 0 });
    expect(sectorSteps(board, mp1, delta)).toBe(2);
    expect(sectorSteps(board, mp1, mp2)).toBe(1);
    expect(sectorSteps(board, mp1, mp1)).toBe(0);
    expect(sectorSteps(board, mp1, { q: 40, r: 0 })).toBeUndefined();
  });

  const zeta: PlacedSector = { id: 'zeta', slot: { q: 2, r: -1 }, rotation: 0 };
  const mp6 = localToBoard({ q: 1, r: 0 }, zeta);
  scenario('a delivery sector not yet placed: boarding reveals no payment, delivery reckons it', {
    ruleset: mx,
    rules: ['XB-MTYP-01', 'XB-MISS-03'],
    start: { state: holding(mp1, [mission('far-ferry')]) },
    steps: [
      {
        seat,
        command: { type: 'WorkMission', card: 'far-ferry' },
        events: [{ type: 'MissionRevealed', card: 'far-ferry', payment: 0 }],
      },
      {
        seat,
        command: { type: 'CompleteMission', card: 'far-ferry' },
        rejects: 'WrongPlace', // point 6 is not on the board
      },
    ],
  });

  const boarded = holding(
    mp6,
    [mission('far-ferry', { revealed: true, stage: 'deliver' })],
    [],
    0,
    withSector(base, zeta),
  );
  scenario('… and once the sector lies, delivering there pays per step from the pickup', {
    ruleset: mx,
    rules: ['XB-MTYP-01', 'XB-MISS-03'],
    start: { state: boarded },
    steps: [
      {
        seat,
        command: { type: 'CompleteMission', card: 'far-ferry' },
        events: [
          { type: 'MissionCompleted', payment: 2000 },
          { type: 'CreditsChanged', amount: 2000 },
        ],
      },
    ],
  });
});

describe('shuttle payments on a growing board', () => {
  // Delta reached the long way: alpha, beta, zeta, eta, delta (4 sector steps), though only 2
  // apart; epsilon, laid later, would make it 2.
  const longWay: PlacedSector[] = [
    { id: 'zeta', slot: { q: 2, r: -1 }, rotation: 0 },
    { id: 'eta', slot: { q: 2, r: -2 }, rotation: 0 },
    { id: 'delta', slot: { q: 1, r: -2 }, rotation: 0 },
  ];
  const shortcut: PlacedSector = { id: 'epsilon', slot: { q: 1, r: -1 }, rotation: 0 };
  const mp4 = localToBoard({ q: 1, r: 1 }, { slot: { q: 1, r: -2 }, rotation: 0 });
  const laid = (extra: PlacedSector[]) => extra.reduce(withSector, base);

  scenario('boarding pays by the way through placed sectors, not as the crow flies', {
    ruleset: mx,
    rules: ['XB-MTYP-01', 'XB-MISS-02'],
    start: { state: holding(mp1, [mission('long-ferry')], [], 0, laid(longWay)) },
    steps: [
      {
        seat,
        command: { type: 'WorkMission', card: 'long-ferry' },
        events: [{ type: 'MissionRevealed', card: 'long-ferry', payment: 6000 }], // 4 × 1,500
      },
    ],
  });

  scenario('the payment put on the card at boarding stands, though a shorter way opens later', {
    ruleset: mx,
    rules: ['XB-MTYP-01', 'XB-MISS-02', 'XB-MISS-03'],
    start: {
      state: holding(
        mp4,
        [mission('long-ferry', { revealed: true, stage: 'deliver', payment: 6000 })],
        [],
        0,
        laid([...longWay, shortcut]),
      ),
    },
    steps: [
      {
        seat,
        command: { type: 'CompleteMission', card: 'long-ferry' },
        events: [
          { type: 'MissionCompleted', card: 'long-ferry', payment: 6000 },
          { type: 'CreditsChanged', amount: 6000, reason: 'mission' },
        ],
      },
    ],
  });

  it('XB-MTYP-01: no sector steps from or to an unplaced sector, nor to one no placed way reaches', () => {
    const board = boardOf(mx.content, base.board.sectors);
    // Slot (1, -1) is empty, beside alpha and beta.
    const empty = localToBoard({ q: 0, r: 0 }, { slot: { q: 1, r: -1 }, rotation: 0 });
    expect(sectorSteps(board, empty, mp1)).toBeUndefined();
    expect(sectorSteps(board, mp1, empty)).toBeUndefined();
    // Delta laid apart from the others: an island.
    const island: PlacedSector = { id: 'delta', slot: { q: 4, r: -4 }, rotation: 0 };
    const islandBoard = boardOf(mx.content, [...base.board.sectors, island]);
    const far = localToBoard({ q: 1, r: 1 }, island);
    expect(sectorSteps(islandBoard, mp1, far)).toBeUndefined();
    const longFerry = missions.find((m) => m.id === 'long-ferry');
    if (longFerry?.type !== 'shuttle') throw new Error('long-ferry is a shuttle');
    expect(shuttlePayment(islandBoard, longFerry)).toBeUndefined();
    expect(shuttlePayment(boardOf(mx.content, laid(longWay).board.sectors), longFerry)).toBe(6000);
  });
});

describe('where a job is done', () => {
  const refusal = (state: XiaState, command: XiaCommand): string => {
    const applied = mx.apply(state, seat, command);
    return applied.ok ? 'accepted' : `${applied.error.code}: ${applied.error.message}`;
  };
  it('XB-MISS-02 XB-MISS-03: away from its point, a job is refused saying where it is done', () => {
    const work = (card: string): XiaCommand => ({ type: 'WorkMission', card });
    const deliver = (card: string): XiaCommand => ({ type: 'CompleteMission', card });
    const delivering = (card: string) => mission(card, { revealed: true, stage: 'deliver' });
    expect(refusal(holding(plain, [mission('ferry')]), work('ferry'))).toBe(
      'WrongPlace: Boarding the passengers happens at Mission Point 1.',
    );
    expect(refusal(holding(plain, [mission('run')]), work('run'))).toBe(
      'WrongPlace: Loading the contraband happens at Mission Point 2.',
    );
    expect(refusal(holding(mp1, [mission('survey')]), work('survey'))).toBe(
      'WrongPlace: The research happens at Mission Point 2.',
    );
    expect(refusal(holding(mp1, [delivering('ferry')]), deliver('ferry'))).toBe(
      'WrongPlace: Delivery happens at Mission Point 2.',
    );
    expect(refusal(holding(mp1, [delivering('far-ferry')]), deliver('far-ferry'))).toBe(
      'WrongPlace: Mission Point 6 is not on the board yet: explore its sector first.',
    );
  });
});

describe('research objectives', () => {
  scenario('a d20 at the research point: the best band reached sets the payment', {
    ruleset: mx,
    rules: ['XB-MTYP-02', 'XB-MISS-02'],
    start: { state: holding(mp2, [mission('survey')]) },
    dice: [die(20, 16)],
    steps: [
      {
        seat,
        command: { type: 'WorkMission', card: 'survey' },
        events: [
          { type: 'DieRolled', seat, die: 20, face: 16, purpose: 'research' },
          { type: 'MissionRevealed', seat, card: 'survey', payment: 4000 },
        ],
      },
    ],
  });

  scenario('a lower band pays less', {
    ruleset: mx,
    rules: ['XB-MTYP-02'],
    start: { state: holding(mp2, [mission('survey')]) },
    dice: [die(20, 8)],
    steps: [
      {
        seat,
        command: { type: 'WorkMission', card: 'survey' },
        events: [{ type: 'MissionRevealed', payment: 2000 }],
      },
    ],
  });

  scenario('the roll adds the Title mission skill and a pending fixer boost, which it spends', {
    ruleset: mx,
    rules: ['XB-MTYP-02', 'XB-TITLE-02'],
    start: {
      state: (() => {
        const s = holding(mp2, [mission('survey')]);
        const t = withCaptain(s, seat, { titles: ['scholar'] });
        return { ...t, turn: { ...t.turn, boosts: { ...t.turn.boosts, missionBonus: 2 } } };
      })(),
    },
    dice: [die(20, 12)],
    steps: [
      {
        seat,
        command: { type: 'WorkMission', card: 'survey' },
        events: [
          { type: 'DieRolled', face: 12 },
          { type: 'MissionRevealed', payment: 4000 },
        ],
        state: { turn: { boosts: { missionBonus: 0 } } },
      },
    ],
  });

  scenario('refused away from the research point', {
    ruleset: mx,
    rules: ['XB-MTYP-02'],
    start: { state: holding(mp1, [mission('survey')]) },
    steps: [{ seat, command: { type: 'WorkMission', card: 'survey' }, rejects: 'WrongPlace' }],
  });

  scenario('below every band the mission fails and is discarded (no Experience to use)', {
    ruleset: mx,
    rules: ['XB-MTYP-02', 'XB-MISS-04'],
    start: { state: holding(mp2, [mission('survey')]) },
    dice: [die(20, 7)],
    steps: [
      {
        seat,
        command: { type: 'WorkMission', card: 'survey' },
        events: [{ type: 'MissionFailed', card: 'survey', bounty: 0 }],
      },
    ],
    expect: {
      prompts: [],
      decks: { missionDiscard: ['survey'] },
      captains: [{}, {}, { bounty: 0, missions: { active: [], completed: [] } }],
    },
  });

  scenario('a natural 20 on a mission d20 also scores the Luck point', {
    ruleset: mx,
    rules: ['XB-FAME-10', 'XB-MTYP-02'],
    start: { state: holding(mp2, [mission('survey')]) },
    dice: [die(20, 20)],
    steps: [
      {
        seat,
        command: { type: 'WorkMission', card: 'survey' },
        events: [
          { type: 'FameGained', source: 'luck' },
          { type: 'MissionRevealed', payment: 4000 },
        ],
      },
    ],
  });
});

describe('Experience', () => {
  scenario(
    'a failed roll offers the completed missions of that type; one is discarded to re-roll',
    {
      ruleset: mx,
      rules: ['XB-MISS-04', 'XB-MTYP-02', 'GAP-XB-17'],
      start: { state: holding(mp2, [mission('survey')], ['ferry', 'survey-old', 'survey-older']) },
      dice: [die(20, 3), die(20, 5), die(20, 9)],
      steps: [
        {
          seat,
          command: { type: 'WorkMission', card: 'survey' },
          state: {
            prompts: [
              {
                kind: 'UseExperience',
                seat,
                mission: 'survey',
                options: ['survey-old', 'survey-older'],
              },
            ],
            captains: [{}, {}, { missions: { active: [mission('survey', { revealed: true })] } }],
          },
        },
        { seat, command: { type: 'EndActions' }, rejects: 'PromptPending' },
        { seat, command: { type: 'UseExperience', card: 'ferry' }, rejects: 'NotAnOption' },
        {
          seat,
          command: { type: 'UseExperience', card: 'survey-old' },
          events: [
            { type: 'ExperienceUsed', card: 'survey-old' },
            { type: 'DieRolled', face: 5 },
          ],
          state: { prompts: [{ kind: 'UseExperience', options: ['survey-older'] }] },
        },
        {
          seat,
          command: { type: 'UseExperience', card: 'survey-older' },
          events: [
            { type: 'DieRolled', face: 9 },
            { type: 'MissionRevealed', payment: 2000 },
          ],
        },
      ],
      expect: {
        prompts: [],
        decks: { missionDiscard: ['survey-old', 'survey-older'] },
        captains: [
          {},
          {},
          {
            missions: {
              active: [mission('survey', { revealed: true, stage: 'deliver', payment: 2000 })],
              completed: ['ferry'],
            },
          },
        ],
      },
    },
  );

  scenario('declining Experience accepts the failure', {
    ruleset: mx,
    rules: ['XB-MISS-04'],
    start: { state: holding(mp2, [mission('survey')], ['survey-old']) },
    dice: [die(20, 2)],
    steps: [
      { seat, command: { type: 'WorkMission', card: 'survey' } },
      {
        seat,
        command: { type: 'UseExperience', card: null },
        events: [{ type: 'MissionFailed', card: 'survey' }],
      },
    ],
    expect: {
      prompts: [],
      decks: { missionDiscard: ['survey'] },
      captains: [{}, {}, { missions: { active: [], completed: ['survey-old'] } }],
    },
  });

  scenario('refused with nothing to decide', {
    ruleset: mx,
    rules: ['XB-MISS-04'],
    start: { state: holding(mp2, [mission('survey')], ['survey-old']) },
    steps: [{ seat, command: { type: 'UseExperience', card: null }, rejects: 'NoSuchDecision' }],
  });
});

describe('smuggler missions', () => {
  scenario('contraband loads at the pickup point and the card turns face up', {
    ruleset: mx,
    rules: ['XB-MTYP-04', 'XB-MISS-02'],
    start: { state: holding(mp2, [mission('run')]) },
    steps: [
      { seat, command: { type: 'CompleteMission', card: 'run' }, rejects: 'ObjectiveNotDone' },
      {
        seat,
        command: { type: 'WorkMission', card: 'run' },
        events: [{ type: 'MissionRevealed', card: 'run', payment: 5000 }],
      },
      { seat, command: { type: 'CompleteMission', card: 'run' }, rejects: 'WrongPlace' },
    ],
  });

  scenario('at the delivery point a d20 slips past detection: payment, Fame, crime Bounty', {
    ruleset: mx,
    rules: ['XB-MTYP-04', 'XB-MISS-03', 'XB-FAME-03', 'XB-BNTY-03'],
    start: {
      state: holding(mp1, [mission('run', { revealed: true, stage: 'deliver', payment: 5000 })]),
    },
    dice: [die(20, 12)],
    steps: [
      {
        seat,
        command: { type: 'CompleteMission', card: 'run' },
        events: [
          { type: 'DieRolled', purpose: 'slip past detection', face: 12 },
          { type: 'MissionCompleted', card: 'run', payment: 5000 },
          { type: 'CreditsChanged', amount: 5000, credits: 8000 },
          { type: 'FameGained', amount: 1, source: 'mission' },
          { type: 'BountyChanged', amount: 2000, bounty: 2000 },
        ],
      },
    ],
    expect: {
      captains: [
        {},
        {},
        {
          fame: 1,
          missions: { active: [], completed: ['run'] },
          record: { missionsCompleted: { lawful: 0, outlaw: 1 } },
        },
      ],
    },
  });

  scenario('caught at the delivery point: the mission fails with its crime Bounty', {
    ruleset: mx,
    rules: ['XB-MTYP-04', 'XB-BNTY-03', 'XB-MISS-04'],
    start: {
      state: holding(mp1, [mission('run', { revealed: true, stage: 'deliver', payment: 5000 })]),
    },
    dice: [die(20, 11)],
    steps: [
      {
        seat,
        command: { type: 'CompleteMission', card: 'run' },
        events: [
          { type: 'MissionFailed', card: 'run', bounty: 1000 },
          { type: 'BountyChanged', amount: 1000, reason: 'failed mission', bounty: 1000 },
        ],
      },
    ],
    expect: {
      decks: { missionDiscard: ['run'] },
      captains: [{}, {}, { credits: 3000, fame: 0, missions: { active: [] } }],
    },
  });

  scenario('Experience re-rolls the sneak; success delivers', {
    ruleset: mx,
    rules: ['XB-MISS-04', 'XB-MTYP-04'],
    start: {
      state: holding(
        mp1,
        [mission('run', { revealed: true, stage: 'deliver', payment: 5000 })],
        ['run-old'],
      ),
    },
    dice: [die(20, 4), die(20, 17)],
    steps: [
      { seat, command: { type: 'CompleteMission', card: 'run' } },
      {
        seat,
        command: { type: 'UseExperience', card: 'run-old' },
        events: [
          { type: 'ExperienceUsed' },
          { type: 'MissionCompleted', card: 'run', payment: 5000 },
        ],
      },
    ],
    expect: { captains: [{}, {}, { bounty: 2000, missions: { active: [], completed: ['run'] } }] },
  });
});

describe('crime Bounty only where the card names one', () => {
  const petty: MissionDef = {
    id: 'petty',
    name: 'Petty Run',
    text: 'P2 to P1, sneak 12+, no crime Bounty.',
    type: 'smuggler',
    pickup: 2,
    deliver: 1,
    sneak: 12,
    payment: 1000,
    crime: { complete: 0, fail: 0 },
  };
  const px = createXia({ ...missionPack, missions: [...missions, petty] });
  const kinds = (events: (readonly XiaEvent[])[]) => events.flat().map((e) => e.type);
  const atDelivery = holding(mp1, [
    mission('petty', { revealed: true, stage: 'deliver', payment: 1000 }),
  ]);
  const deliver = { seat, command: { type: 'CompleteMission', card: 'petty' } } as const;

  it('XB-BNTY-03: an Outlaw card whose crime is 0 adds no Bounty, delivered or failed', () => {
    const delivered = runScenario({
      ruleset: px,
      rules: ['XB-BNTY-03', 'XB-MTYP-04'],
      start: { state: atDelivery },
      dice: [die(20, 12)],
      steps: [deliver],
    });
    expect(kinds(delivered.events)).toEqual([
      'DieRolled',
      'MissionCompleted',
      'CreditsChanged',
      'FameGained',
    ]);
    expect(delivered.state.captains[seat]).toMatchObject({ bounty: 0 });
    const caught = runScenario({
      ruleset: px,
      rules: ['XB-BNTY-03', 'XB-MTYP-04'],
      start: { state: atDelivery },
      dice: [die(20, 11)],
      steps: [deliver],
    });
    expect(kinds(caught.events)).toEqual(['DieRolled', 'MissionFailed']);
  });

  it('XB-BNTY-03: a Lawful mission failed adds no Bounty', () => {
    const { events } = runScenario({
      ruleset: mx,
      rules: ['XB-BNTY-03', 'XB-MTYP-02'],
      start: { state: holding(mp2, [mission('survey')]) },
      dice: [die(20, 7)],
      steps: [{ seat, command: { type: 'WorkMission', card: 'survey' } }],
    });
    expect(kinds(events)).toEqual(['DieRolled', 'MissionFailed']);
  });
});

describe('thief missions', () => {
  const kept = mission('lift', { target: 0 });
  const nextTo = withCaptain(holding(plain, [kept]), 0, { at: besidePlain });
  scenario('next to the target ship, a d20 steals the goods', {
    ruleset: mx,
    rules: ['XB-MTYP-05', 'XB-MISS-02'],
    start: { state: nextTo },
    dice: [die(20, 10)],
    steps: [
      {
        seat,
        command: { type: 'WorkMission', card: 'lift' },
        events: [
          { type: 'DieRolled', purpose: 'steal' },
          { type: 'MissionRevealed', payment: 3000 },
        ],
      },
    ],
  });

  scenario('a failed steal fails the mission with its crime Bounty', {
    ruleset: mx,
    rules: ['XB-MTYP-05', 'XB-BNTY-03'],
    start: { state: nextTo },
    dice: [die(20, 9)],
    steps: [
      {
        seat,
        command: { type: 'WorkMission', card: 'lift' },
        events: [
          { type: 'MissionFailed', bounty: 1000 },
          { type: 'BountyChanged', amount: 1000 },
        ],
      },
    ],
  });

  scenario('refused across a planetary shield: the ships are not adjacent', {
    ruleset: mx,
    rules: ['XB-MTYP-05', 'XB-LOS-01'],
    start: { state: withCaptain(holding(mp1, [kept]), 0, { at: hexOf(base, 0, -1, 0) }) },
    steps: [{ seat, command: { type: 'WorkMission', card: 'lift' }, rejects: 'NotAdjacent' }],
  });

  scenario('refused with the target ship off the board', {
    ruleset: mx,
    rules: ['XB-MTYP-05'],
    start: { state: withCaptain(holding(plain, [kept]), 0, { at: null }) },
    steps: [{ seat, command: { type: 'WorkMission', card: 'lift' }, rejects: 'TargetAway' }],
  });

  scenario('the goods are delivered at the card’s point for payment, Fame and crime Bounty', {
    ruleset: mx,
    rules: ['XB-MTYP-05', 'XB-MISS-03', 'XB-BNTY-03', 'XB-FAME-03'],
    start: {
      state: holding(mp3, [
        mission('lift', { target: 0, revealed: true, stage: 'deliver', payment: 3000 }),
      ]),
    },
    steps: [
      {
        seat,
        command: { type: 'CompleteMission', card: 'lift' },
        events: [
          { type: 'MissionCompleted', payment: 3000 },
          { type: 'FameGained', source: 'mission' },
          { type: 'BountyChanged', amount: 1000, reason: 'mission crime' },
        ],
      },
    ],
    expect: {
      captains: [
        {},
        {},
        {
          credits: 6000,
          bounty: 1000,
          record: { missionsCompleted: { lawful: 0, outlaw: 1 } },
        },
      ],
    },
  });

  scenario('refused far from the target', {
    ruleset: mx,
    rules: ['XB-MTYP-05'],
    start: { state: holding(mp2, [kept]) },
    steps: [{ seat, command: { type: 'WorkMission', card: 'lift' }, rejects: 'NotAdjacent' }],
  });

  scenario('next to another captain’s ship, not the target’s, nothing is stolen', {
    ruleset: mx,
    rules: ['XB-MTYP-05'],
    start: {
      state: withCaptain(
        withCaptain(holding(plain, [mission('lift', { target: 1 })]), 0, { at: besidePlain }),
        1,
        { at: mp1 },
      ),
    },
    steps: [{ seat, command: { type: 'WorkMission', card: 'lift' }, rejects: 'NotAdjacent' }],
  });
});

// ---- combat objectives ----------------------------------------------------------------------

describe('bounty hunter and assassin objectives', () => {
  scenario('they are done in combat, not by an action', {
    ruleset: mx,
    rules: ['XB-MTYP-03', 'XB-MTYP-06'],
    start: { state: holding(mp1, [mission('hunt')]) },
    steps: [{ seat, command: { type: 'WorkMission', card: 'hunt' }, rejects: 'ObjectiveInCombat' }],
  });

  // Seat 2 (the gunboat) next to seat 1, whose Skiff one more damage destroys; seat 0 far off.
  const wreck = { hold: { ...bare, damage: cells(8) } };
  const fight = (
    active: ActiveMission[],
    victim: Partial<Captain> = {},
    completed: string[] = [],
  ): XiaState =>
    duel(H.southOfBeta, H.betaCentre, { missions: { active, completed } }, { ...wreck, ...victim });
  const fire = (target: Combatant): XiaCommand => ({
    type: 'Attack',
    target,
    use: [{ outfit: ZAP, space: 0 }],
  });
  const atSeat1 = fire({ seat: 1 });
  const revealed = (card: string, payment: number) =>
    mission(card, { revealed: true, stage: 'deliver', payment });

  scenario('destroying an Outlaw captain rolls at once to recover the remains', {
    ruleset: mx,
    rules: ['XB-MTYP-03', 'XB-BNTY-01', 'XB-MISS-02'],
    start: { state: fight([mission('hunt')], { bounty: 1000 }) },
    dice: [die(6, 1), die(20, 10)],
    steps: [
      {
        seat,
        command: atSeat1,
        events: [
          { type: 'ShipDestroyed', seat: 1 },
          // The kill clears and pays its Bounty first; it was an Outlaw all the same.
          { type: 'BountyClaimed', seat, from: { seat: 1 }, amount: 1000 },
          { type: 'DieRolled', seat, die: 20, face: 10, purpose: 'recover remains' },
          { type: 'MissionRevealed', seat, card: 'hunt', payment: 4000 },
        ],
      },
    ],
    expect: { captains: [{}, { bounty: 0 }, { missions: { active: [revealed('hunt', 4000)] } }] },
  });

  scenario('destroying an Innocent captain gives no roll', {
    ruleset: mx,
    rules: ['XB-MTYP-03', 'XB-BNTY-01'],
    start: { state: fight([mission('hunt')]) },
    dice: [die(6, 1)],
    steps: [{ seat, command: atSeat1, events: [{ type: 'ShipDestroyed', seat: 1 }] }],
    expect: { captains: [{}, {}, { bounty: 1000, missions: { active: [mission('hunt')] } }] },
  });

  scenario('remains already recovered are not recovered again from the next Outlaw', {
    ruleset: mx,
    rules: ['XB-MTYP-03'],
    start: { state: fight([revealed('hunt', 4000)], { bounty: 1000 }) },
    dice: [die(6, 1)],
    steps: [{ seat, command: atSeat1, events: [{ type: 'BountyClaimed', amount: 1000 }] }],
    expect: { captains: [{}, {}, { missions: { active: [revealed('hunt', 4000)] } }] },
  });

  scenario('a failed recovery may use Experience right away', {
    ruleset: mx,
    rules: ['XB-MTYP-03', 'XB-MISS-04'],
    start: { state: fight([mission('hunt')], { bounty: 1000 }, ['hunt-old']) },
    dice: [die(6, 1), die(20, 9), die(20, 10)],
    steps: [
      {
        seat,
        command: atSeat1,
        state: {
          prompts: [{ kind: 'UseExperience', seat, mission: 'hunt', options: ['hunt-old'] }],
        },
      },
      {
        seat,
        command: { type: 'UseExperience', card: 'hunt-old' },
        events: [
          { type: 'ExperienceUsed', seat, card: 'hunt-old' },
          { type: 'DieRolled', face: 10, purpose: 'recover remains' },
          { type: 'MissionRevealed', card: 'hunt', payment: 4000 },
        ],
      },
    ],
    expect: {
      prompts: [],
      decks: { missionDiscard: ['hunt-old'] },
      captains: [{}, {}, { missions: { active: [revealed('hunt', 4000)], completed: [] } }],
    },
  });

  scenario('a failed recovery with no Experience fails the mission', {
    ruleset: mx,
    rules: ['XB-MTYP-03', 'XB-MISS-04'],
    start: { state: fight([mission('hunt')], { bounty: 1000 }) },
    dice: [die(6, 1), die(20, 1)],
    steps: [
      {
        seat,
        command: atSeat1,
        events: [
          { type: 'DieRolled', face: 1, purpose: 'recover remains' },
          { type: 'MissionFailed', seat, card: 'hunt', bounty: 0 },
        ],
      },
    ],
    expect: {
      prompts: [],
      decks: { missionDiscard: ['hunt'] },
      captains: [{}, {}, { missions: { active: [] } }],
    },
  });

  // NPCs of this pack: the Raider (an outlaw card, no Bounty) and the Patrol (lawful).
  const withNpcAt = (state: XiaState, id: string, bounty = 0): XiaState => ({
    ...state,
    npcs: [
      {
        id,
        at: H.betaCentre,
        damage: 0,
        bounty,
        credits: 0,
        holder: null,
        awaitingRespawn: false,
        waypoint: 0,
      },
    ],
    captains: state.captains.map((c) => (c.seat === 1 ? { ...c, at: H.northOfBeta } : c)),
  });
  const npcKill = (
    title: string,
    id: string,
    bounty: number,
    recovery: ScriptedDraw[],
    after: ActiveMission,
  ) =>
    scenario(title, {
      ruleset: mx,
      rules: ['XB-MTYP-03', 'XB-BNTY-01', 'XB-NPC-05'],
      start: { state: withNpcAt(fight([mission('hunt')]), id, bounty) },
      dice: [die(6, 6), die(6, 1), ...recovery],
      steps: [
        {
          seat,
          command: fire({ npc: id }),
          events: [{ type: 'NpcDestroyed', npc: id, by: { seat } }],
        },
      ],
      expect: { captains: [{}, {}, { missions: { active: [after] } }] },
    });
  npcKill(
    'an outlaw NPC card is an Outlaw even without Bounty: its remains are recovered',
    'raider',
    0,
    [die(20, 15)],
    revealed('hunt', 4000),
  );
  npcKill('a lawful NPC without Bounty gives no roll', 'patrol', 0, [], mission('hunt'));
  npcKill(
    'a lawful NPC carrying Bounty is an Outlaw: its remains are recovered',
    'patrol',
    1000,
    [die(20, 15)],
    revealed('hunt', 4000),
  );

  scenario('destroying the Assassin’s target completes the objective, paid by its tier', {
    ruleset: mx,
    rules: ['XB-MTYP-06', 'XB-MISS-02'],
    start: {
      state: fight([mission('hit', { target: 1 })], {
        ship: 'hauler',
        hold: { ...bare, damage: cells(11, 4) },
      }),
    },
    dice: [die(6, 1)],
    steps: [
      {
        seat,
        command: atSeat1,
        events: [
          { type: 'ShipDestroyed', seat: 1 },
          { type: 'MissionRevealed', seat, card: 'hit', payment: 4000 },
        ],
      },
    ],
    expect: {
      captains: [{}, {}, { missions: { active: [{ ...revealed('hit', 4000), target: 1 }] } }],
    },
  });

  scenario('destroying another ship leaves the Assassin’s objective undone', {
    ruleset: mx,
    rules: ['XB-MTYP-06'],
    start: { state: fight([mission('hit', { target: 0 })]) },
    dice: [die(6, 1)],
    steps: [{ seat, command: atSeat1, events: [{ type: 'ShipDestroyed', seat: 1 }] }],
    expect: { captains: [{}, {}, { missions: { active: [mission('hit', { target: 0 })] } }] },
  });

  scenario('only a Bounty Hunter card recovers remains: a research job ignores an Outlaw’s end', {
    ruleset: mx,
    rules: ['XB-MTYP-03', 'XB-MTYP-02'],
    start: { state: fight([mission('survey')], { bounty: 1000 }) },
    dice: [die(6, 1)],
    steps: [{ seat, command: atSeat1, events: [{ type: 'BountyClaimed', amount: 1000 }] }],
    expect: { captains: [{}, {}, { missions: { active: [mission('survey')] } }] },
  });

  scenario('destroying a Thief’s target does not do the Thief’s job', {
    ruleset: mx,
    rules: ['XB-MTYP-05', 'XB-MTYP-06'],
    start: { state: fight([mission('lift', { target: 1 })]) },
    dice: [die(6, 1)],
    steps: [{ seat, command: atSeat1, events: [{ type: 'ShipDestroyed', seat: 1 }] }],
    expect: { captains: [{}, {}, { missions: { active: [mission('lift', { target: 1 })] } }] },
  });

  scenario(
    'an Assassin job delivered pays, adds its crime Bounty and counts as an Outlaw mission',
    {
      ruleset: mx,
      rules: ['XB-MTYP-06', 'XB-MISS-03', 'XB-BNTY-03'],
      start: {
        state: holding(mp2, [
          mission('hit', { target: 1, revealed: true, stage: 'deliver', payment: 4000 }),
        ]),
      },
      steps: [
        {
          seat,
          command: { type: 'CompleteMission', card: 'hit' },
          events: [
            { type: 'MissionCompleted', seat, card: 'hit', payment: 4000 },
            { type: 'CreditsChanged', seat, amount: 4000, reason: 'mission' },
            { type: 'FameGained', seat, amount: 1, source: 'mission' },
            { type: 'BountyChanged', seat, amount: 2000, reason: 'mission crime' },
          ],
        },
      ],
      expect: {
        captains: [
          {},
          {},
          { bounty: 2000, record: { missionsCompleted: { lawful: 0, outlaw: 1 } } },
        ],
      },
    },
  );

  it('XB-MTYP-06: the Assassin’s pay follows the target ship’s tier', () => {
    const hit = missions.find((m) => m.id === 'hit');
    if (hit?.type !== 'assassin') throw new Error('hit is an Assassin card');
    expect(
      ['skiff', 'hauler', 'titan', null].map((ship) => assassinPayment(mx.content, hit, ship)),
    ).toEqual([2000, 4000, 6000, 2000]);
  });
});

// ---- completing -----------------------------------------------------------------------------

describe('completing missions', () => {
  const ready1 = holding(
    mp2,
    [mission('ferry', { revealed: true, stage: 'deliver', payment: 1000 })],
    ['survey'],
    2,
  );
  scenario('at the delivery point: payment, 1 Fame, the card to the completed pile', {
    ruleset: mx,
    rules: ['XB-MISS-03', 'XB-FAME-03', 'GAP-XB-17'],
    start: { state: ready1 },
    steps: [
      {
        seat,
        command: { type: 'CompleteMission', card: 'ferry' },
        events: [
          { type: 'MissionCompleted', seat, card: 'ferry', payment: 1000 },
          { type: 'CreditsChanged', amount: 1000, reason: 'mission', credits: 4000 },
          { type: 'FameGained', amount: 1, source: 'mission', fame: 1 },
        ],
        state: { turn: { movement: 0 } },
      },
      { seat, command: { type: 'CompleteMission', card: 'ferry' }, rejects: 'NotYourMission' },
    ],
    expect: {
      captains: [
        {},
        {},
        {
          bounty: 0,
          missions: { active: [], completed: ['survey', 'ferry'] },
          record: { missionsCompleted: { lawful: 1, outlaw: 0 } },
        },
      ],
    },
  });

  scenario('refused away from the delivery point', {
    ruleset: mx,
    rules: ['XB-MISS-03'],
    start: {
      state: holding(mp1, [mission('ferry', { revealed: true, stage: 'deliver', payment: 1000 })]),
    },
    steps: [{ seat, command: { type: 'CompleteMission', card: 'ferry' }, rejects: 'WrongPlace' }],
  });

  scenario('a stranded ship cannot deliver', {
    ruleset: mx,
    rules: ['XB-MISS-03', 'XB-ENRG-03'],
    start: { state: withCaptain(ready1, seat, stranded) },
    steps: [{ seat, command: { type: 'CompleteMission', card: 'ferry' }, rejects: 'Stranded' }],
  });
});

// ---- death ----------------------------------------------------------------------------------

describe('death', () => {
  scenario('a destroyed ship discards its active missions; completed ones stay', {
    ruleset: mx,
    rules: ['XB-DEATH-02', 'GAP-XB-17'],
    start: {
      state: holding(
        salvageSpace,
        [mission('survey', { revealed: true, stage: 'deliver', payment: 2000 })],
        ['ferry'],
      ),
    },
    dice: [die(20, 2)],
    steps: [
      {
        seat,
        command: { type: 'Salvage' },
        events: [
          { type: 'ShipDestroyed', seat },
          { type: 'MissionDiscarded', seat, revealed: true, card: 'survey' },
        ],
      },
    ],
    expect: {
      decks: { missionDiscard: ['survey'] },
      captains: [{}, {}, { missions: { active: [], completed: ['ferry'] } }],
    },
  });

  // Seat 1's Skiff: both shields free, every other cell damaged; two more damage destroy it.
  const battered = {
    hold: {
      ...shielded,
      damage: [
        [2, 0],
        [2, 1],
        [0, 2],
        [1, 2],
        [2, 2],
        [0, 1],
        [1, 1],
      ] as Cell[],
    },
    missions: { active: [mission('survey')], completed: [] },
  };
  scenario(
    'a ship destroyed while its own re-arming waits discards its mission; the wait goes too',
    {
      ruleset: mx,
      rules: ['XB-DEATH-02', 'XB-CMBT-06'],
      start: { state: duel(H.southOfBeta, H.betaCentre, {}, battered) },
      dice: [die(6, 6), die(6, 1)],
      steps: [
        {
          seat,
          command: { type: 'Attack', target: { seat: 1 }, use: [{ outfit: ZAP, space: 0 }] },
        },
        {
          seat: 1,
          command: { type: 'Defend', use: [{ outfit: GUARD, space: 0 }], ability: null },
          events: [
            { type: 'AttackResolved', attack: 6, defence: 0, damage: 6 },
            { type: 'ShipDestroyed', seat: 1 },
            { type: 'MissionDiscarded', seat: 1, revealed: false, card: 'survey' },
          ],
        },
      ],
      expect: {
        prompts: [],
        decks: { missionDiscard: ['survey'] },
        captains: [{}, { at: null, missions: { active: [], completed: [] } }, {}],
      },
    },
  );

  it('XB-DEATH-02: an unrevealed mission is discarded face down; drawn cards not yet kept go too', () => {
    const s = holding(mp1, [mission('hunt')]);
    const withPrompt = {
      ...s,
      prompts: [{ kind: 'KeepMission' as const, seat, cards: ['ferry', 'run'] }],
    };
    const { state, events } = inCtx(withPrompt, [], (ctx) => destroyShip(ctx, seat, 'damage'));
    const discarded = events.filter((e) => e.type === 'MissionDiscarded');
    expect(discarded).toEqual([{ type: 'MissionDiscarded', seat, revealed: false, card: 'hunt' }]);
    expect(mx.visibleEvent(discarded[0] as XiaEvent, { seat: 0 })).toMatchObject({ card: null });
    expect(state.decks.missionDiscard).toEqual(['hunt', 'ferry', 'run']);
    expect(state.prompts).toEqual([]);
  });
});
