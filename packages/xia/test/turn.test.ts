import { die } from '@drift/engine';
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import type { XiaState } from '../src/model/state.ts';
import { hexOf, play, ready, setup, started, withCaptain, xia } from './fixtures/game.ts';

const base = started();
const sevenToWin = started({ seats: 3, preset: 'firstGame', fameTarget: 7 });
const seat = 2;
const next = 0; // clockwise after seat 2 of 3
const open = hexOf(base, 1, 0, 1); // plain space in Beta
const planet = hexOf(base, 0, 0, 0); // Alpha Prime
const record = base.captains[seat]?.record ?? base.captains[0]?.record;
if (!record) throw new Error('no captains');
const inStatus = (s: XiaState): XiaState => ({ ...s, turn: { ...s.turn, phase: 'Status' } });

describe('phases', () => {
  scenario('off a planet the Business Phase is skipped', {
    ruleset: xia,
    rules: ['XB-TURN-01', 'XB-TURN-02'],
    start: { state: ready(base, seat, open) },
    steps: [
      {
        seat,
        command: { type: 'EndActions' },
        events: [{ type: 'PhaseStarted', phase: 'Status' }],
      },
    ],
    expect: { turn: { phase: 'Status' } },
  });

  scenario('on a planet the Business Phase follows, then Status; no going back', {
    ruleset: xia,
    rules: ['XB-TURN-01', 'XB-TURN-02', 'XB-TURN-03'],
    start: { state: ready(base, seat, planet, 2) },
    steps: [
      {
        seat,
        command: { type: 'EndActions' },
        events: [{ type: 'PhaseStarted', phase: 'Business' }],
      },
      { seat, command: { type: 'Step', to: hexOf(base, 0, 1, 0) }, rejects: 'WrongPhase' },
      { seat, command: { type: 'EndActions' }, rejects: 'WrongPhase' },
      {
        seat,
        command: { type: 'EndBusiness' },
        events: [{ type: 'PhaseStarted', phase: 'Status' }],
      },
      { seat, command: { type: 'EndBusiness' }, rejects: 'WrongPhase' },
    ],
  });

  scenario('only the seat whose turn it is may act; after its Status Phase play passes clockwise', {
    ruleset: xia,
    rules: ['XB-TURN-04'],
    start: { state: ready(base, seat, open, 1) },
    steps: [
      { seat: next, command: { type: 'EndActions' }, rejects: 'NotYourTurn' },
      { seat: 7, command: { type: 'EndActions' }, rejects: 'NoSuchSeat' },
      { seat, command: { type: 'EndActions' } },
      {
        seat,
        command: { type: 'ArmMarkers', count: 0 },
        events: [
          { type: 'TurnEnded', seat },
          { type: 'TurnStarted', seat: next },
        ],
      },
      { seat: next, command: { type: 'EndActions' } },
      {
        seat: next,
        command: { type: 'ArmMarkers', count: 0 },
        events: [{ type: 'TurnStarted', seat: next + 1 }],
      },
    ],
  });
});

describe('the Status Phase', () => {
  scenario(
    'arming costs 1 Energy a marker off a planet; the others are disarmed; play passes clockwise',
    {
      ruleset: xia,
      rules: ['XB-MARK-03', 'XB-MARK-04', 'GAP-XB-08', 'XB-TURN-04', 'XB-STAT-01'],
      start: {
        state: inStatus(
          ready(base, seat, open, 0, {
            energy: 3,
            markers: [
              { at: 'armed' },
              { at: 'used', outfit: 1, space: 0 },
              { at: 'disarmed' },
              { at: 'disarmed' },
            ],
          }),
        ),
      },
      steps: [
        { seat, command: { type: 'ArmMarkers', count: 4 }, rejects: 'TooManyMarkers' },
        {
          seat,
          command: { type: 'ArmMarkers', count: 2 },
          events: [
            { type: 'EnergyChanged', amount: -2, energy: 1 },
            { type: 'MarkersArmed', count: 2, cost: 2 },
            { type: 'TurnEnded', seat },
            { type: 'TurnStarted', seat: next },
          ],
        },
      ],
      expect: {
        turn: { seat: next, phase: 'Action' },
        captains: [
          {},
          {},
          {
            energy: 1,
            markers: [{ at: 'armed' }, { at: 'armed' }, { at: 'armed' }, { at: 'disarmed' }],
          },
        ],
      },
    },
  );

  scenario('arming is free on a planet; Energy still limits arming elsewhere', {
    ruleset: xia,
    rules: ['XB-MARK-03'],
    start: {
      state: inStatus(
        ready(base, seat, planet, 0, {
          energy: 0,
          markers: [{ at: 'disarmed' }, { at: 'disarmed' }, { at: 'disarmed' }, { at: 'disarmed' }],
        }),
      ),
    },
    steps: [
      {
        seat,
        command: { type: 'ArmMarkers', count: 4 },
        events: [{ type: 'MarkersArmed', count: 4, cost: 0 }],
      },
    ],
  });

  scenario('arming more markers than Energy pays is refused', {
    ruleset: xia,
    rules: ['XB-MARK-03', 'XB-ENRG-01'],
    start: {
      state: inStatus(
        ready(base, seat, open, 0, {
          energy: 1,
          markers: [{ at: 'disarmed' }, { at: 'disarmed' }, { at: 'disarmed' }, { at: 'disarmed' }],
        }),
      ),
    },
    steps: [{ seat, command: { type: 'ArmMarkers', count: 2 }, rejects: 'NotEnoughEnergy' }],
  });

  scenario('the Status Phase refreshes abilities and impulse', {
    ruleset: xia,
    rules: ['XB-STAT-01', 'XB-SHIP-03', 'XB-IMP-02'],
    start: {
      state: ready(base, seat, open, 0, {
        impulseReady: false,
        abilities: [{ id: 'mend', exhausted: true }],
      }),
    },
    steps: [
      { seat, command: { type: 'EndActions' }, events: [{ type: 'AbilitiesRefreshed', seat }] },
    ],
    expect: {
      captains: [{}, {}, { impulseReady: true, abilities: [{ id: 'mend', exhausted: false }] }],
    },
  });

  scenario('a target off the pack’s presets is played to like any other', {
    ruleset: xia,
    rules: ['XB-SETUP-08', 'XB-FAME-01'],
    start: {
      // Set up with a target of 7, which the pack does not list.
      state: ready(withCaptain(sevenToWin, next, { fame: 6 }), seat, open, 0, { fame: 7 }),
    },
    steps: [
      { seat, command: { type: 'EndActions' }, events: [{ type: 'GameWon', seat, fame: 7 }] },
    ],
    expect: { stage: 'finished', winner: seat },
  });

  scenario('reaching the Fame target wins in the earner’s own Status Phase', {
    ruleset: xia,
    rules: ['XB-FAME-01', 'GAP-XB-10'],
    start: { state: ready(withCaptain(base, next, { fame: 9 }), seat, open, 0, { fame: 5 }) },
    steps: [
      { seat, command: { type: 'EndActions' }, events: [{ type: 'GameWon', seat, fame: 5 }] },
      { seat, command: { type: 'ArmMarkers', count: 0 }, rejects: 'GameOver' },
    ],
    verify: (s) => {
      expect(s.stage).toBe('finished');
      expect(xia.status(s)).toEqual({ kind: 'finished', winners: [seat] });
      expect(xia.legal(s, seat)).toEqual([]);
    },
  });
});

describe('titles', () => {
  scenario(
    'reaching or passing Title spaces draws one Title per space, for the first to get there',
    {
      ruleset: xia,
      rules: ['XB-TITLE-01', 'GAP-XB-11', 'GAP-XB-02'],
      start: {
        state: {
          ...ready(base, seat, open, 0, { fame: 4 }),
          decks: { ...base.decks, titles: ['magnate', 'wayfarer', 'hauler-title'] },
        },
      },
      steps: [
        {
          seat,
          command: { type: 'EndActions' },
          events: [{ type: 'TitleDrawn', title: 'magnate' }],
        },
      ],
      expect: {
        titles: { open: ['magnate'], spacesDrawn: [3] },
        decks: { titles: ['wayfarer', 'hauler-title'] },
      },
    },
  );

  it('XB-TITLE-01 GAP-XB-11: a space already drawn is not drawn again', () => {
    const s = {
      ...ready(base, seat, open, 0, { fame: 7 }),
      fameTarget: 10,
      titles: { open: [], spacesDrawn: [3] },
    };
    const after = play(s, [seat, { type: 'EndActions' }]);
    expect(after.titles.spacesDrawn).toEqual([3, 6]);
    expect(after.titles.open).toHaveLength(1);
  });

  scenario('an open Title is claimed by a captain meeting its objective, for Fame and a Skill', {
    ruleset: xia,
    rules: ['XB-TITLE-02', 'XB-FAME-09'],
    start: {
      state: {
        ...ready(base, seat, open, 0, {
          record: { ...record, sectorsRevealed: 2 },
        }),
        titles: { open: ['magnate', 'wayfarer'], spacesDrawn: [3] },
      },
    },
    steps: [
      {
        seat,
        command: { type: 'EndActions' },
        events: [
          { type: 'TitleClaimed', title: 'wayfarer' },
          { type: 'FameGained', amount: 1, source: 'title' },
        ],
      },
    ],
    expect: {
      titles: { open: ['magnate'] },
      captains: [{}, {}, { titles: ['wayfarer'], fame: 1 }],
    },
  });

  scenario('a Title’s Skill lasts: Wayfarer makes impulse 1 longer', {
    ruleset: xia,
    rules: ['XB-TITLE-02'],
    start: { state: ready(base, seat, open, 0, { titles: ['wayfarer'] }) },
    steps: [
      { seat, command: { type: 'UseImpulse' }, events: [{ type: 'MoveStarted', points: 3 }] },
    ],
  });
});

describe('luck', () => {
  const asteroid = hexOf(base, 1, 1, 0);
  const centre = hexOf(base, 1, 0, 0);
  scenario('a natural 20 gives 1 Fame, at most once per turn', {
    ruleset: xia,
    rules: ['XB-FAME-10', 'GAP-XB-09'],
    start: { state: ready(base, seat, centre, 3) },
    dice: [die(20, 20), die(20, 20)],
    steps: [
      {
        seat,
        command: { type: 'Step', to: asteroid },
        events: [{ type: 'FameGained', source: 'luck', fame: 1 }],
      },
      { seat, command: { type: 'Step', to: centre } },
      { seat, command: { type: 'Step', to: asteroid } },
    ],
    expect: { captains: [{}, {}, { fame: 1 }] },
  });
});

describe('the Status Phase, step by step', () => {
  // Wayfarer (1 Fame) asks for 2 sectors revealed; seat 2 has revealed 2.
  const explorer = { ...record, sectorsRevealed: 2 };
  const tired = {
    impulseReady: false,
    abilities: [{ id: 'mend', exhausted: true }],
    record: explorer,
  };

  scenario(
    'step 1 claims Titles first: a claim that reaches the target wins at once, and the later steps never come',
    {
      ruleset: xia,
      rules: ['XB-STAT-01', 'XB-FAME-01', 'XB-FAME-09'],
      start: {
        state: {
          ...ready(base, seat, open, 0, { ...tired, fame: 4 }),
          titles: { open: ['wayfarer'], spacesDrawn: [] },
          decks: { ...base.decks, titles: ['magnate'] },
        },
      },
      steps: [
        {
          seat,
          command: { type: 'EndActions' },
          events: [
            { type: 'PhaseStarted', phase: 'Status' },
            { type: 'TitleClaimed', seat, title: 'wayfarer' },
            { type: 'FameGained', seat, source: 'title', fame: 5 },
            { type: 'GameWon', seat, fame: 5 },
          ],
        },
      ],
      expect: {
        stage: 'finished',
        // No Title drawn for the space at 3 (step 2), nothing refreshed (step 3).
        titles: { open: [], spacesDrawn: [] },
        decks: { titles: ['magnate'] },
        captains: [{}, {}, { titles: ['wayfarer'], impulseReady: false }],
      },
    },
  );

  scenario(
    'a Title drawn in step 2 is open to claim only from a later Status Phase; step 3 refreshes after the draw, step 4 arms last',
    {
      ruleset: xia,
      rules: ['XB-STAT-01', 'XB-TITLE-01', 'XB-TITLE-02', 'XB-IMP-02'],
      start: {
        state: {
          ...ready(base, seat, open, 0, { ...tired, fame: 3 }),
          titles: { open: [], spacesDrawn: [] },
          decks: { ...base.decks, titles: ['wayfarer', 'magnate'] },
        },
      },
      steps: [
        {
          seat,
          command: { type: 'EndActions' },
          events: [
            { type: 'PhaseStarted', phase: 'Status' },
            { type: 'TitleDrawn', seat, title: 'wayfarer' },
            { type: 'AbilitiesRefreshed', seat },
          ],
          state: {
            turn: { seat, phase: 'Status' },
            titles: { open: ['wayfarer'], spacesDrawn: [3] },
            captains: [{}, {}, { titles: [], fame: 3, impulseReady: true }],
          },
        },
        {
          seat,
          command: { type: 'ArmMarkers', count: 0 },
          events: [
            { type: 'MarkersArmed', seat },
            { type: 'TurnEnded', seat },
          ],
        },
        { seat: 0, command: { type: 'EndActions' } },
        { seat: 0, command: { type: 'ArmMarkers', count: 0 } },
        { seat: 1, command: { type: 'EndActions' } },
        { seat: 1, command: { type: 'ArmMarkers', count: 0 } },
        {
          seat,
          command: { type: 'EndActions' },
          events: [
            { type: 'TitleClaimed', seat, title: 'wayfarer' },
            { type: 'FameGained', seat, source: 'title', fame: 4 },
          ],
        },
      ],
      expect: { titles: { open: [] }, captains: [{}, {}, { titles: ['wayfarer'], fame: 4 }] },
    },
  );

  scenario('a captain one Fame short of a Title space draws nothing', {
    ruleset: xia,
    rules: ['XB-TITLE-01', 'GAP-XB-02'],
    start: {
      state: {
        ...ready(base, seat, open, 0, { fame: 2 }),
        titles: { open: [], spacesDrawn: [] },
        decks: { ...base.decks, titles: ['wayfarer'] },
      },
    },
    steps: [{ seat, command: { type: 'EndActions' } }],
    expect: { titles: { open: [], spacesDrawn: [] }, decks: { titles: ['wayfarer'] } },
  });

  scenario('one Fame short of the target is no victory', {
    ruleset: xia,
    rules: ['XB-FAME-01'],
    start: { state: ready(base, seat, open, 0, { fame: 4 }) },
    steps: [
      { seat, command: { type: 'EndActions' } },
      {
        seat,
        command: { type: 'ArmMarkers', count: 0 },
        events: [{ type: 'TurnStarted', seat: next }],
      },
    ],
    expect: { stage: 'playing', winner: null, fameTarget: 5, captains: [{}, {}, { fame: 4 }] },
  });
});

describe('arming, paid exactly', () => {
  scenario('Energy pays for exactly as many markers as it holds', {
    ruleset: xia,
    rules: ['XB-MARK-03'],
    start: {
      state: inStatus(
        ready(base, seat, open, 0, {
          energy: 2,
          markers: [{ at: 'armed' }, { at: 'disarmed' }, { at: 'disarmed' }, { at: 'disarmed' }],
        }),
      ),
    },
    steps: [
      { seat, command: { type: 'ArmMarkers', count: 3 }, rejects: 'NotEnoughEnergy' },
      {
        seat,
        command: { type: 'ArmMarkers', count: 2 },
        events: [
          { type: 'EnergyChanged', seat, amount: -2, energy: 0 },
          { type: 'MarkersArmed', seat, count: 2, cost: 2 },
        ],
      },
    ],
    expect: {
      captains: [
        {},
        {},
        {
          energy: 0,
          markers: [{ at: 'armed' }, { at: 'armed' }, { at: 'armed' }, { at: 'disarmed' }],
        },
      ],
    },
  });
});

describe('a new turn starts clean', () => {
  const dirty = (s: XiaState): XiaState => ({
    ...s,
    turn: {
      ...s.turn,
      number: 12,
      luck: [seat, next],
      passFrom: open,
      boosts: {
        stealth: true,
        hazardAdvantage: true,
        saleBonus: 1000,
        attackBonus: 2,
        missionBonus: 3,
      },
    },
  });

  scenario(
    'the next seat’s turn: Action Phase, no movement, Luck and boosts cleared, no sales yet',
    {
      ruleset: xia,
      rules: ['XB-TURN-04', 'XB-FAME-10', 'GAP-XB-09'],
      start: {
        state: dirty(
          inStatus(
            withCaptain(ready(base, seat, open, 0, { energy: 0 }), next, {
              record: { ...record, cubesSold: 5, cubesSoldThisTurn: 4 },
            }),
          ),
        ),
      },
      steps: [
        {
          seat,
          command: { type: 'ArmMarkers', count: 0 },
          events: [
            { type: 'TurnEnded', seat },
            { type: 'TurnStarted', seat: next, number: 13 },
            { type: 'PhaseStarted', seat: next, phase: 'Action' },
          ],
        },
      ],
      expect: {
        turn: {
          number: 13,
          seat: next,
          phase: 'Action',
          movement: 0,
          moveSource: null,
          luck: [],
          proxy: null,
          passFrom: null,
          boosts: {
            stealth: false,
            hazardAdvantage: false,
            saleBonus: 0,
            attackBonus: 0,
            missionBonus: 0,
          },
        },
        captains: [{ record: { cubesSold: 5, cubesSoldThisTurn: 0 } }, {}, {}],
      },
    },
  );

  scenario('leaving the Action Phase drops the movement left and the space acted on', {
    ruleset: xia,
    rules: ['XB-TURN-01', 'XB-TURN-02', 'XB-MOVE-04'],
    start: {
      state: (() => {
        const s = ready(base, seat, planet, 3);
        return { ...s, turn: { ...s.turn, proxy: hexOf(base, 0, 1, 0) } };
      })(),
    },
    steps: [
      {
        seat,
        command: { type: 'EndActions' },
        state: { turn: { phase: 'Business', movement: 0, moveSource: null, proxy: null } },
      },
    ],
  });
});

describe('the Status Phase refresh', () => {
  const refreshed = (change: Parameters<typeof ready>[4]) =>
    xia.apply(ready(base, seat, open, 0, change), seat, { type: 'EndActions' });

  it('XB-STAT-01 XB-IMP-02: a used impulse alone is refreshed', () => {
    const r = refreshed({ impulseReady: false, abilities: [{ id: 'mend', exhausted: false }] });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.events).toContainEqual({ type: 'AbilitiesRefreshed', seat });
    expect(r.value.state.captains[seat]?.impulseReady).toBe(true);
  });

  it('XB-STAT-01 XB-SHIP-03: an exhausted ability alone is refreshed', () => {
    const r = refreshed({
      impulseReady: true,
      abilities: [
        { id: 'burn', exhausted: false },
        { id: 'mend', exhausted: true },
      ],
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.events).toContainEqual({ type: 'AbilitiesRefreshed', seat });
    expect(r.value.state.captains[seat]?.abilities).toEqual([
      { id: 'burn', exhausted: false },
      { id: 'mend', exhausted: false },
    ]);
  });

  it('XB-STAT-01: with nothing used, nothing is refreshed and the log says nothing of it', () => {
    const r = refreshed({ impulseReady: true, abilities: [{ id: 'mend', exhausted: false }] });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.events.map((e) => e.type)).toEqual(['PhaseStarted']);
  });
});

describe('who may act, in words a player reads', () => {
  const refusal = (s: XiaState, who: number, command: Parameters<typeof xia.apply>[2]) => {
    const r = xia.apply(s, who, command);
    return r.ok ? 'accepted' : r.error;
  };
  const acting = ready(base, seat, open, 0);

  it('XB-TURN-01 XB-TURN-03: a command of another phase names both phases', () => {
    expect(refusal(acting, seat, { type: 'Recharge' })).toEqual({
      code: 'WrongPhase',
      message: 'That belongs to the Business Phase; it is the Action Phase now.',
    });
    expect(refusal(inStatus(acting), seat, { type: 'EndActions' })).toEqual({
      code: 'WrongPhase',
      message: 'That belongs to the Action Phase; it is the Status Phase now.',
    });
    const business = { ...acting, turn: { ...acting.turn, phase: 'Business' as const } };
    expect(refusal(business, seat, { type: 'ArmMarkers', count: 0 })).toEqual({
      code: 'WrongPhase',
      message: 'That belongs to the Status Phase; it is the Business Phase now.',
    });
  });

  it('XB-TURN-04: another seat’s turn, and a ship off the board', () => {
    expect(refusal(acting, next, { type: 'EndActions' })).toEqual({
      code: 'NotYourTurn',
      message: "It is Captain 3's turn.",
    });
    expect(refusal(withCaptain(acting, seat, { at: null }), seat, { type: 'EndActions' })).toEqual({
      code: 'ShipDestroyed',
      message: 'Your ship is not on the board.',
    });
  });

  it('XB-MOVE-03 XB-ENRG-03: sharing a space, and a stranded ship', () => {
    const shared = withCaptain(acting, next, { at: open });
    expect(refusal(shared, seat, { type: 'EndActions' })).toEqual({
      code: 'PassingThrough',
      message:
        'You share this space with another ship: move on or take a Minor action; a move may not end here.',
    });
    const stranded = withCaptain(acting, seat, {
      energy: 0,
      markers: [{ at: 'disarmed' }, { at: 'disarmed' }, { at: 'disarmed' }, { at: 'disarmed' }],
    });
    expect(refusal(stranded, seat, { type: 'Mine' })).toEqual({
      code: 'Stranded',
      message:
        'Your ship is stranded (no Energy, no armed marker): only Minor actions and Impulse remain.',
    });
  });

  it('a pending decision holds everyone else, and its owner until answered', () => {
    const waiting: XiaState = {
      ...acting,
      prompts: [{ kind: 'PlaceDamage', seat: next, remaining: 1 }],
    };
    expect(refusal(waiting, seat, { type: 'EndActions' })).toEqual({
      code: 'NotYourTurn',
      message: 'Waiting for Captain 1 to decide (PlaceDamage).',
    });
    expect(refusal(waiting, next, { type: 'EndActions' })).toEqual({
      code: 'PromptPending',
      message: 'First answer the pending PlaceDamage decision.',
    });
    expect(refusal(waiting, seat, { type: 'PlaceDamage', at: [0, 0] })).toEqual({
      code: 'NotYourTurn',
      message: 'Captain 1 makes this decision.',
    });
    expect(refusal(waiting, 7, { type: 'PlaceDamage', at: [0, 0] })).toEqual({
      code: 'NoSuchSeat',
      message: 'There is no Captain 8 in this match.',
    });
    expect(refusal(acting, seat, { type: 'PlaceDamage', at: [0, 0] })).toEqual({
      code: 'NoSuchDecision',
      message: 'Nothing asks for a PlaceDamage decision now.',
    });
    const over: XiaState = { ...waiting, stage: 'finished', winner: seat };
    expect(refusal(over, next, { type: 'PlaceDamage', at: [0, 0] })).toEqual({
      code: 'GameOver',
      message: 'The game is over.',
    });
    expect(refusal(over, seat, { type: 'EndActions' })).toEqual({
      code: 'GameOver',
      message: 'The game is over.',
    });
  });

  it('XB-SETUP-10 XB-SETUP-13: turn commands wait for play; setup commands for their stage', () => {
    const choosing = setup({ seats: 3, preset: 'firstGame' });
    const first = choosing.turn.seat;
    expect(refusal(choosing, first, { type: 'EndActions' })).toEqual({
      code: 'WrongStage',
      message: 'The game has not started yet.',
    });
    expect(refusal(choosing, first, { type: 'FinishOutfitting' })).toEqual({
      code: 'WrongStage',
      message: 'Outfitting is not under way.',
    });
    expect(refusal(acting, seat, { type: 'ChooseShip', ship: 'skiff' })).toEqual({
      code: 'WrongStage',
      message: 'Ships have already been chosen.',
    });
    expect(refusal(acting, seat, { type: 'FinishOutfitting' })).toEqual({
      code: 'WrongStage',
      message: 'Outfitting is not under way.',
    });
    const other = (first + 1) % 3;
    expect(refusal(choosing, other, { type: 'ChooseShip', ship: 'skiff' })).toEqual({
      code: 'NotYourTurn',
      message: `It is Captain ${first + 1}'s turn to choose.`,
    });
    expect(refusal(choosing, first, { type: 'ChooseShip', ship: 'galleon' })).toEqual({
      code: 'UnknownShip',
      message: 'There is no ship "galleon".',
    });
  });
});

describe('arming, in words a player reads', () => {
  const status = (energy: number, armed: number) =>
    inStatus(
      ready(base, seat, open, 0, {
        energy,
        markers: [0, 1, 2, 3].map((i) => (i < armed ? { at: 'armed' } : { at: 'disarmed' })),
      }),
    );

  it('XB-MARK-03 XB-MARK-04: refusals say how many markers and how much Energy', () => {
    const refusal = (s: XiaState, count: number) => {
      const r = xia.apply(s, seat, { type: 'ArmMarkers', count });
      return r.ok ? 'accepted' : r.error;
    };
    expect(refusal(status(5, 3), 2)).toEqual({
      code: 'TooManyMarkers',
      message: 'Only 1 more markers can be armed.',
    });
    expect(refusal(status(1, 1), 2)).toEqual({
      code: 'NotEnoughEnergy',
      message: 'Arming 2 markers costs 2 Energy; you have 1.',
    });
  });

  it('XB-MARK-03: the log says what the Energy paid for; free arming logs no Energy', () => {
    const paid = xia.apply(status(3, 0), seat, { type: 'ArmMarkers', count: 2 });
    if (!paid.ok) throw new Error(paid.error.message);
    expect(paid.value.events).toContainEqual({
      type: 'EnergyChanged',
      seat,
      amount: -2,
      reason: 'armed markers',
      energy: 1,
    });
    const none = xia.apply(status(3, 0), seat, { type: 'ArmMarkers', count: 0 });
    if (!none.ok) throw new Error(none.error.message);
    expect(none.value.events.some((e) => e.type === 'EnergyChanged')).toBe(false);
  });

  it('XB-MARK-03: legal offers every count Energy and room allow, and no more', () => {
    const counts = (s: XiaState) =>
      xia.legal(s, seat).flatMap((c) => (c.type === 'ArmMarkers' ? [c.count] : []));
    expect(counts(status(2, 1))).toEqual([0, 1, 2]);
    expect(counts(status(9, 1))).toEqual([0, 1, 2, 3]);
    expect(counts(status(0, 4))).toEqual([0]);
    const onPlanet = inStatus(ready(base, seat, planet, 0, { energy: 0 }));
    expect(
      counts(withCaptain(onPlanet, seat, { markers: status(0, 0).captains[seat]?.markers ?? [] })),
    ).toEqual([0, 1, 2, 3, 4]);
  });
});
