import { type Hex, localToBoard } from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import type { Captain, XiaState } from '../src/model/state.ts';
import { actingAt, started, withCaptain, xia } from './fixtures/game.ts';

const base = started();

function hexOf(s: XiaState, sector: string, q: number, r: number): Hex {
  const placed = s.board.sectors.find((p) => p.id === sector);
  if (!placed) throw new Error(`sector ${sector} not placed`);
  return localToBoard({ q, r }, placed);
}

const DISARMED: Captain['markers'] = [
  { at: 'disarmed' },
  { at: 'disarmed' },
  { at: 'disarmed' },
  { at: 'disarmed' },
];

const here = hexOf(base, 'beta', 0, 0);
const next = hexOf(base, 'beta', 1, -1); // a neighbour in open space
const far = hexOf(base, 'beta', 2, -2); // two steps away

/** Seat 0 acts at `here` with `energy`, 2 movement in hand; seat 1 stranded at `at`. */
function arrange(
  s: XiaState,
  energy: number,
  at: Hex = next,
  target: Partial<Captain> = {},
): XiaState {
  const withTarget = withCaptain(s, 1, { at, energy: 0, markers: DISARMED, ...target });
  const acting = actingAt(withCaptain(withTarget, 0, { energy }), 0, here);
  return { ...acting, turn: { ...acting.turn, movement: 2, moveSource: 'impulse' as const } };
}

describe('rescue', () => {
  scenario(
    '2 Energy to an adjacent stranded ship, 1 Fame to the rescuer; the rescued captain arms',
    {
      ruleset: xia,
      rules: ['XB-STRD-01', 'XB-STRD-02', 'XB-FAME-08', 'XB-MOVE-01'],
      start: { state: base },
      arrange: (s): XiaState => arrange(s, 5),
      steps: [
        {
          seat: 0,
          command: { type: 'Rescue', seat: 1 },
          events: [
            { type: 'EnergyChanged', seat: 0, amount: -2, energy: 3, reason: 'rescued Captain 2' },
            {
              type: 'EnergyChanged',
              seat: 1,
              amount: 2,
              energy: 2,
              reason: 'rescued by Captain 1',
            },
            { type: 'Rescued', seat: 0, target: 1 },
            { type: 'FameGained', seat: 0, amount: 1, source: 'kindness', fame: 1 },
          ],
          state: {
            turn: { seat: 0, movement: 0, moveSource: null },
            prompts: [{ kind: 'ArmAfterRescue', seat: 1, rescuer: 0 }],
            // The gift is given before any choice: help cannot be refused.
            captains: [{}, { energy: 2, markers: DISARMED }, {}],
          },
        },
        // The rescuer waits while the rescued captain decides.
        { seat: 0, command: { type: 'EndActions' }, rejects: 'NotYourTurn' },
        // Four markers have room, but 2 Energy pays for 2 of them.
        { seat: 1, command: { type: 'ArmAfterRescue', count: 5 }, rejects: 'TooManyMarkers' },
        { seat: 1, command: { type: 'ArmAfterRescue', count: 4 }, rejects: 'NotEnoughEnergy' },
        { seat: 1, command: { type: 'ArmAfterRescue', count: 3 }, rejects: 'NotEnoughEnergy' },
        {
          seat: 1,
          command: { type: 'ArmAfterRescue', count: 2 },
          events: [
            { type: 'EnergyChanged', seat: 1, amount: -2, energy: 0, reason: 'armed markers' },
            { type: 'MarkersArmed', seat: 1, count: 2, cost: 2 },
          ],
          state: { prompts: [] },
        },
        { seat: 1, command: { type: 'ArmAfterRescue', count: 0 }, rejects: 'NoSuchDecision' },
        // The rescuer's turn goes on.
        { seat: 0, command: { type: 'UseImpulse' } },
      ],
      expect: {
        turn: { seat: 0, moveSource: 'impulse' },
        captains: [
          { energy: 3, fame: 1, record: { rescues: 1 } },
          {
            energy: 0,
            fame: 0,
            markers: [{ at: 'armed' }, { at: 'armed' }, { at: 'disarmed' }, { at: 'disarmed' }],
          },
          {},
        ],
      },
    },
  );

  scenario('the rescued captain may keep the Energy and arm nothing', {
    ruleset: xia,
    rules: ['XB-STRD-02'],
    start: { state: base },
    arrange: (s): XiaState => arrange(s, 5),
    steps: [
      { seat: 0, command: { type: 'Rescue', seat: 1 } },
      { seat: 1, command: { type: 'ArmAfterRescue', count: 0 }, state: { prompts: [] } },
    ],
    expect: { captains: [{ energy: 3 }, { energy: 2, markers: DISARMED }, {}] },
  });

  it('XB-STRD-02: the choice is 0 up to what the Energy pays for; every viewer sees the prompt, and only the rescued captain acts', () => {
    const after = xia.apply(arrange(base, 5), 0, { type: 'Rescue', seat: 1 });
    if (!after.ok) throw new Error(after.error.message);
    const s = after.value.state;
    expect(xia.legal(s, 1)).toEqual([0, 1, 2].map((count) => ({ type: 'ArmAfterRescue', count })));
    expect(xia.legal(s, 0)).toEqual([]);
    expect(xia.status(s)).toEqual({ kind: 'active', toAct: [1] });
    for (const viewer of [{ seat: 0 }, { seat: 1 }, { seat: 2 }, 'spectator' as const]) {
      expect(xia.view(s, viewer).prompts).toEqual([
        { kind: 'ArmAfterRescue', seat: 1, rescuer: 0 },
      ]);
    }
    const refused = xia.apply(s, 0, { type: 'UseImpulse' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'NotYourTurn' } });
    if (!refused.ok) expect(refused.error.message).toContain('Captain 2');
  });

  scenario('arming after a rescue takes disarmed markers before spent ones', {
    ruleset: xia,
    rules: ['XB-STRD-02', 'GAP-XB-08'],
    start: { state: base },
    arrange: (s): XiaState =>
      arrange(s, 3, next, {
        hold: {
          outfits: [
            { uid: 7, kind: 'dart-missile', at: [0, 0], turns: 0 },
            { uid: 8, kind: 'kick', at: [0, 1], turns: 0 },
          ],
          cargo: [],
          damage: [],
        },
        markers: [
          { at: 'used', outfit: 7, space: 0 },
          { at: 'used', outfit: 7, space: 1 },
          { at: 'disarmed' },
          { at: 'used', outfit: 8, space: 0 },
        ],
      }),
    steps: [
      { seat: 0, command: { type: 'Rescue', seat: 1 } },
      { seat: 1, command: { type: 'ArmAfterRescue', count: 2 } },
    ],
    expect: {
      captains: [
        { energy: 1 },
        {
          energy: 0,
          markers: [
            { at: 'armed' },
            { at: 'used', outfit: 7, space: 1 },
            { at: 'armed' },
            { at: 'used', outfit: 8, space: 0 },
          ],
        },
        {},
      ],
    },
  });

  scenario('refused: not stranded, not adjacent, too little Energy, yourself', {
    ruleset: xia,
    rules: ['XB-STRD-01', 'XB-LOS-01'],
    start: { state: base },
    arrange: (s): XiaState =>
      withCaptain(arrange(s, 2), 2, { at: far, energy: 0, markers: DISARMED }),
    steps: [
      { seat: 0, command: { type: 'Rescue', seat: 1 }, rejects: 'NotEnoughEnergy' },
      { seat: 0, command: { type: 'Rescue', seat: 2 }, rejects: 'NotAdjacent' },
      { seat: 0, command: { type: 'Rescue', seat: 0 }, rejects: 'OwnShip' },
      { seat: 0, command: { type: 'Rescue', seat: 7 }, rejects: 'NoSuchSeat' },
    ],
  });

  scenario('a destroyed ship waiting to respawn is on no space next to anyone', {
    ruleset: xia,
    rules: ['XB-STRD-01', 'XB-RESP-01'],
    start: { state: base },
    arrange: (s): XiaState => arrange(s, 5, next, { at: null, awaitingRespawn: true }),
    steps: [{ seat: 0, command: { type: 'Rescue', seat: 1 }, rejects: 'NotAdjacent' }],
  });

  it('XB-STRD-02: arming nothing costs nothing and arms nothing', () => {
    const rescued = xia.apply(arrange(base, 5), 0, { type: 'Rescue', seat: 1 });
    if (!rescued.ok) throw new Error(rescued.error.message);
    const none = xia.apply(rescued.value.state, 1, { type: 'ArmAfterRescue', count: 0 });
    if (!none.ok) throw new Error(none.error.message);
    expect(none.value.events).toEqual([]);
    expect(none.value.state.prompts).toEqual([]);
  });

  it('XB-STRD-01: a ship with Energy or an armed marker is not stranded', () => {
    const energy = arrange(base, 6, next, { energy: 1 });
    expect(xia.apply(energy, 0, { type: 'Rescue', seat: 1 })).toMatchObject({
      ok: false,
      error: { code: 'NotStranded' },
    });
    const armed = arrange(base, 6, next, {
      markers: [{ at: 'armed' }, { at: 'disarmed' }, { at: 'disarmed' }, { at: 'disarmed' }],
    });
    expect(xia.apply(armed, 0, { type: 'Rescue', seat: 1 })).toMatchObject({
      ok: false,
      error: { code: 'NotStranded' },
    });
    expect(xia.legal(armed, 0).some((c) => c.type === 'Rescue')).toBe(false);
  });

  it('XB-LOS-01: a planetary shield between the ships breaks adjacency', () => {
    const planet = hexOf(base, 'alpha', 0, 0);
    const outside = hexOf(base, 'alpha', -1, 0); // west of the planet: its shield, not its entrance
    const s = withCaptain(arrange(base, 6, planet), 0, { at: outside });
    expect(xia.apply(s, 0, { type: 'Rescue', seat: 1 })).toMatchObject({
      ok: false,
      error: { code: 'NotAdjacent' },
    });
  });

  it('XB-ENRG-03: a stranded captain cannot rescue anyone', () => {
    const s = arrange(base, 0, next);
    const stranded = withCaptain(s, 0, { markers: DISARMED });
    expect(xia.apply(stranded, 0, { type: 'Rescue', seat: 1 })).toMatchObject({
      ok: false,
      error: { code: 'Stranded' },
    });
  });

  it('XB-STRD-01: legal offers exactly the rescues apply accepts', () => {
    const s = withCaptain(arrange(base, 6), 2, { at: far, energy: 0, markers: DISARMED });
    const rescues = xia.legal(s, 0).filter((c) => c.type === 'Rescue');
    expect(rescues).toEqual([{ type: 'Rescue', seat: 1 }]);
  });
});
