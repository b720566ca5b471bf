/**
 * Ice damage (XE-ICE-01..04, GAP-XE-11), as element B's tokens bring it: normal damage but for
 * Melting in a Business Phase and Freezing in the Status Phase.
 */
import { hexKey } from '@drift/engine/hex';
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import { frostCells } from '../src/elements/ice/freezing.ts';
import { violations } from '../src/invariants.ts';
import type { Captain, MarkerPlace, XiaState } from '../src/model/state.ts';
import { baseB, iced } from './fixtures/embers.ts';
import { hexOf, xia } from './fixtures/game.ts';

const seat = 2; // flies the Mule: a 3 x 3 hold without its bottom-right cell
const space = hexOf(baseB, 1, 0, 1); // open space on Beta: no planet, no Business Phase
const planet = hexOf(baseB, 0, 0, 0); // Alpha's planet
function me(s: XiaState): Captain {
  const c = s.captains[seat];
  if (!c) throw new Error('no such captain');
  return c;
}

describe('Freezing (XE-ICE-03, GAP-XE-11)', () => {
  scenario(
    'first in the Status Phase, Ice spreads one step; normal damage is skipped and passes nothing on',
    {
      ruleset: xia,
      rules: ['XE-ICE-03', 'GAP-XE-11'],
      start: { state: iced(baseB, seat, space, { ice: [[0, 0]], damage: [[1, 0]] }) },
      steps: [
        {
          seat,
          command: { type: 'EndActions' },
          events: [
            { type: 'PhaseStarted', phase: 'Status' },
            { type: 'IceSpread', seat, cells: [[0, 1]] },
            { type: 'DamagePlaced', seat, at: [0, 1], ice: true },
          ],
          verify: (s) => {
            // [1, 0] holds normal damage: skipped, and [2, 0] beyond it is not reached.
            expect(me(s).hold.ice).toEqual([
              [0, 0],
              [0, 1],
            ]);
            expect(me(s).hold.damage).toHaveLength(3);
            expect(violations(xia.content, s)).toEqual([]);
          },
        },
      ],
    },
  );

  it('GAP-XE-11: one pass from the Ice present at the start, never through the Ice it lays', () => {
    const cells = xia.content.holdCells('mule');
    expect(frostCells(cells, [[1, 1]], [[1, 1]])).toEqual([
      [1, 0],
      [0, 1],
      [2, 1],
      [1, 2],
    ]);
    // Two Ice cells side by side reach only their own free neighbours, each once.
    expect(
      frostCells(
        cells,
        [
          [0, 0],
          [1, 0],
        ],
        [
          [0, 0],
          [1, 0],
        ],
      ),
    ).toEqual([
      [2, 0],
      [0, 1],
      [1, 1],
    ]);
  });

  scenario('Ice spreading onto a cube jettisons it and onto a used use space disarms its marker', {
    ruleset: xia,
    rules: ['GAP-XE-11', 'XE-ICE-01'],
    start: { state: baseB },
    arrange: (s): XiaState => {
      const t = iced(s, seat, space, {
        ice: [[0, 0]],
        cargo: [{ kind: 'cube', colour: 'spice', at: [0, 1] }],
      });
      const c = me(t);
      return {
        ...t,
        supply: {
          outfits: { ...t.supply.outfits, kick: (t.supply.outfits.kick ?? 1) - 1 },
          cubes: { ...t.supply.cubes, spice: t.supply.cubes.spice - 1 },
        },
        captains: t.captains.map((x) =>
          x.seat === seat
            ? {
                ...c,
                hold: { ...c.hold, outfits: [{ uid: 90, kind: 'kick', at: [1, 0], turns: 0 }] },
                markers: [
                  { at: 'used', outfit: 90, space: 0 } satisfies MarkerPlace,
                  { at: 'armed' },
                  { at: 'armed' },
                  { at: 'armed' },
                ],
              }
            : x,
        ),
      };
    },
    steps: [
      {
        seat,
        command: { type: 'EndActions' },
        events: [
          {
            type: 'IceSpread',
            cells: [
              [1, 0],
              [0, 1],
            ],
          },
          { type: 'DamagePlaced', at: [1, 0], disarmed: true, ice: true },
          { type: 'DamagePlaced', at: [0, 1], jettisoned: 'spice', ice: true },
        ],
        verify: (s) => {
          expect(me(s).hold.cargo).toEqual([]);
          expect(s.board.cubes[hexKey(space)]).toEqual(['spice']);
          expect(me(s).markers.filter((m) => m.at === 'used')).toEqual([]);
          expect(violations(xia.content, s)).toEqual([]);
        },
      },
    ],
  });

  scenario('a hold filled by Freezing destroys the ship, and its turn ends', {
    ruleset: xia,
    rules: ['XE-ICE-04', 'XE-ICE-03'],
    start: {
      state: iced(baseB, seat, space, {
        ice: [[0, 0]],
        damage: [
          [2, 0],
          [1, 1],
          [2, 1],
          [0, 2],
          [1, 2],
        ],
      }),
    },
    dice: [],
    steps: [
      {
        seat,
        command: { type: 'EndActions' },
        events: [
          {
            type: 'IceSpread',
            cells: [
              [1, 0],
              [0, 1],
            ],
          },
          { type: 'ShipDestroyed', seat, cause: 'freezing' },
          { type: 'TurnStarted', seat: 0 },
        ],
        verify: (s) => {
          expect(me(s).at).toBeNull();
          expect(me(s).hold.damage).toEqual([]);
          expect(me(s).hold.ice).toBeUndefined();
          expect(violations(xia.content, s)).toEqual([]);
        },
      },
    ],
  });

  scenario('a hold with no Ice does not freeze', {
    ruleset: xia,
    rules: ['XE-ICE-03'],
    start: { state: iced(baseB, seat, space, { damage: [[0, 0]] }) },
    steps: [
      {
        seat,
        command: { type: 'EndActions' },
        verify: (s) => expect(me(s).hold.damage).toEqual([[0, 0]]),
      },
    ],
  });
});

describe('Melting (XE-ICE-02) and Ice as damage (XE-ICE-01)', () => {
  const atPlanet = (hold: Parameters<typeof iced>[3]) => {
    const s = iced(baseB, seat, planet, hold);
    return { ...s, turn: { ...s.turn, phase: 'Business' as const } };
  };

  scenario('in a Business Phase every Ice damage melts away for nothing; normal damage stays', {
    ruleset: xia,
    rules: ['XE-ICE-02'],
    start: {
      state: atPlanet({
        ice: [
          [0, 0],
          [0, 1],
        ],
        damage: [[2, 2 - 1]],
      }),
    },
    steps: [
      {
        seat,
        command: { type: 'MeltIce' },
        events: [{ type: 'IceMelted', seat, removed: 2 }],
        verify: (s) => {
          expect(me(s).hold.damage).toEqual([[2, 1]]);
          expect(me(s).hold.ice).toBeUndefined();
          expect(me(s).credits).toBe(me(baseB).credits);
        },
      },
      { seat, command: { type: 'MeltIce' }, rejects: 'NoIce' },
    ],
  });

  it('XE-ICE-02: melting belongs to the Business Phase, and needs Ice', () => {
    const acting = iced(baseB, seat, planet, { ice: [[0, 0]] });
    expect(xia.apply(acting, seat, { type: 'MeltIce' })).toMatchObject({
      ok: false,
      error: { code: 'WrongPhase' },
    });
    expect(xia.legal(atPlanet({ damage: [[0, 0]] }), seat)).not.toContainEqual({ type: 'MeltIce' });
    expect(xia.legal(atPlanet({ ice: [[0, 0]] }), seat)).toContainEqual({ type: 'MeltIce' });
  });

  scenario('Ice damage is damage: a repair takes it off with the rest, at the usual price', {
    ruleset: xia,
    rules: ['XE-ICE-01'],
    start: { state: atPlanet({ ice: [[0, 0]], damage: [[1, 1]] }) },
    steps: [
      {
        seat,
        command: { type: 'Repair' },
        events: [{ type: 'Repaired', seat, removed: 2 }],
        verify: (s) => {
          expect(me(s).hold.damage).toEqual([]);
          expect(me(s).hold.ice).toBeUndefined();
          expect(violations(xia.content, s)).toEqual([]);
        },
      },
    ],
  });
});
