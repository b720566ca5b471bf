import { die } from '@drift/engine';
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import { CUBE_COLOURS } from '../src/model/cubes.ts';
import { isOutlaw } from '../src/rules/status.ts';
import { hexOf, ready, setup, started, withCaptain, xia } from './fixtures/game.ts';
import { testPack } from './fixtures/pack.ts';

const base = started();
const seat = 2;

describe('the table', () => {
  it('XB-GEN-01: a game seats 3 to 5 captains', () => {
    expect(xia.parseOptions({ seats: 2 })).toMatchObject({
      ok: false,
      error: { code: 'BadOptions' },
    });
    expect(xia.parseOptions({ seats: 6 })).toMatchObject({
      ok: false,
      error: { code: 'BadOptions' },
    });
    for (const seats of [3, 4, 5]) expect(setup({ seats }).captains).toHaveLength(seats);
  });

  it('XB-COMP-01 XB-SETUP-05 GAP-XB-20: the common supply holds 15 cubes of each of 5 colours and every outfit copy', () => {
    const s = setup({ seats: 4 });
    expect(CUBE_COLOURS).toHaveLength(5);
    for (const colour of CUBE_COLOURS) expect(s.supply.cubes[colour]).toBe(15);
    for (const outfit of testPack.outfits) expect(s.supply.outfits[outfit.id]).toBe(outfit.copies);
  });

  it('XB-COMP-02 XB-MARK-01: each captain has 4 markers, an impulse token and a Fame marker', () => {
    for (const c of base.captains) {
      expect(c.markers).toHaveLength(4);
      expect(c.impulseReady).toBe(true);
      expect(c.fame).toBe(0);
    }
  });

  it('XB-SHIP-05 XB-HOLD-01 XB-OUTF-02: ship mats and outfits carry their data; every section is one hold space', () => {
    const mule = xia.content.ship('mule');
    expect(mule).toMatchObject({ tier: 1, price: 1000, impulse: 2, energy: 5 });
    expect(xia.content.holdCells('mule')).toHaveLength(8);
    const surge = xia.content.outfit('surge');
    expect(surge).toMatchObject({ type: 'engine', tier: 2, price: 2000, die: 8 });
    expect(xia.content.shape('surge', 0).cells).toHaveLength(3);
    expect(xia.content.shape('surge', 0).use).toHaveLength(2);
  });
});

describe('actions', () => {
  it('XB-ACT-01: the Action Phase menu offers moves, exploration and the end of the phase', () => {
    const s = ready(base, seat, hexOf(base, 1, 0, 0), 1, {
      hold: { outfits: [{ uid: 90, kind: 'kick', at: [0, 0], turns: 0 }], cargo: [], damage: [] },
    });
    const types = new Set(xia.legal(s, seat).map((c) => c.type));
    for (const type of ['UseImpulse', 'ActivateEngine', 'Step', 'EndActions'] as const)
      expect(types.has(type)).toBe(true);
    expect(types.has('ArmMarkers')).toBe(false);
    expect(types.has('BuyOutfit')).toBe(false);
  });

  scenario('an action is declared, paid for, rolled and resolved, in that order', {
    ruleset: xia,
    rules: ['XB-TURN-05'],
    start: {
      state: ready(base, seat, hexOf(base, 1, 0, 1), 0, {
        hold: { outfits: [{ uid: 90, kind: 'kick', at: [0, 0], turns: 0 }], cargo: [], damage: [] },
      }),
    },
    dice: [die(6, 3)],
    steps: [
      {
        seat,
        command: { type: 'ActivateEngine', use: { outfit: 90, space: 0 } },
        events: [
          { type: 'MarkerSpent' },
          { type: 'DieRolled', face: 3 },
          { type: 'MoveStarted', points: 3 },
        ],
      },
    ],
  });
});

describe('borders inside a region', () => {
  const outer = hexOf(base, 1, -2, 0);
  const inner = hexOf(base, 1, -1, 0);
  scenario('moving between two hexes of one nebula crosses an inner border: no roll', {
    ruleset: xia,
    rules: ['XB-BORDER-07', 'XB-BORDER-06'],
    start: { state: ready(base, seat, inner, 1) },
    steps: [{ seat, command: { type: 'Step', to: outer }, events: [{ type: 'Moved', to: outer }] }],
    verify: (s) => expect(s.captains[seat]?.energy).toBe(base.captains[seat]?.energy),
  });
});

describe('adjacency', () => {
  const planet = hexOf(base, 0, 0, 0);
  const west = hexOf(base, 0, -1, 0);
  const east = hexOf(base, 0, 1, 0);
  const parked = withCaptain(base, 0, { at: planet });
  scenario('a planetary shield between two ships means they are not adjacent', {
    ruleset: xia,
    rules: ['XB-LOS-01'],
    start: { state: ready(parked, seat, west, 2) },
    steps: [{ seat, command: { type: 'UseOccupiedSpace', at: planet }, rejects: 'NotAdjacent' }],
  });
  scenario('nor does an entrance make them adjacent', {
    ruleset: xia,
    rules: ['XB-LOS-01'],
    start: { state: ready(parked, seat, east, 2) },
    steps: [{ seat, command: { type: 'UseOccupiedSpace', at: planet }, rejects: 'NotAdjacent' }],
  });
});

describe('outlaws', () => {
  it('XB-BNTY-01 GAP-XB-24: any Bounty makes an Outlaw; the Outlaw token is only a badge, read from the Bounty every viewer sees', () => {
    const wanted = withCaptain(base, 1, { bounty: 1000 });
    const [innocent, outlaw] = wanted.captains;
    if (!innocent || !outlaw) throw new Error('captains missing');
    expect(isOutlaw(outlaw)).toBe(true);
    expect(isOutlaw(innocent)).toBe(false);
    expect(xia.view(wanted, 'spectator').captains[1]?.bounty).toBe(1000);
  });
});
