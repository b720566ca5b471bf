import { describe, expect, it } from 'vitest';
import {
  type AceList,
  type AceSetup,
  applySetup,
  nextSetupStep,
  OBSTACLES_PER_PLAYER,
  playSurface,
  startAceSetup,
} from '../../src/index.ts';
import { mauler, nien, soontir, talonbane, wedge } from './lists.ts';

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function run(setup: AceSetup, ...commands: unknown[]): AceSetup {
  return commands.reduce<AceSetup>((s, c) => must(applySetup(s, c)), setup);
}

const four = [nien, soontir, wedge, talonbane];
const order4 = ['nien', 'soontir', 'wedge', 'talonbane'];
const eight: AceList[] = [...four, ...four.map((l) => ({ ...l, player: `${l.player}2` }))];
const order8 = eight.map((l) => l.player);

describe('Ace of Aces setup', () => {
  it('XW-AOA-01, GAP-XW-05: 3x3 for 2-4 players, the 3 ft × 6 ft surface for 5-8, nothing else', () => {
    expect([2, 3, 4].map((n) => must(playSurface(n)).label)).toEqual(['3x3', '3x3', '3x3']);
    expect(must(playSurface(5))).toEqual({ label: '3x6', widthFeet: 3, lengthFeet: 6 });
    expect(must(playSurface(8)).label).toBe('3x6');
    for (const n of [0, 1, 9, 2.5]) {
      const r = playSurface(n);
      expect(r.ok || r.error.code).toBe('PlayerCount');
    }
    expect(must(startAceSetup(eight, order8)).surface.lengthFeet).toBe(6);
  });

  it('XW-AOA-10: in initiative order the first four take corners; no corner twice', () => {
    let s = must(startAceSetup(four, order4));
    expect(nextSetupStep(s)).toEqual({ kind: 'setup-point', player: 'nien', take: 'corner' });
    const wrong = applySetup(s, {
      type: 'setup-point',
      player: 'soontir',
      point: { corner: 'nw' },
    });
    expect(wrong.ok || wrong.error.code).toBe('NotYourTurn');
    const edge = applySetup(s, {
      type: 'setup-point',
      player: 'nien',
      point: { edge: 'north', cm: 45 },
    });
    expect(edge.ok || edge.error.code).toBe('CornerFirst');
    s = run(s, { type: 'setup-point', player: 'nien', point: { corner: 'nw' } });
    const twice = applySetup(s, {
      type: 'setup-point',
      player: 'soontir',
      point: { corner: 'nw' },
    });
    expect(twice.ok || twice.error.code).toBe('PointTaken');
    s = run(
      s,
      { type: 'setup-point', player: 'soontir', point: { corner: 'se' } },
      { type: 'setup-point', player: 'wedge', point: { corner: 'ne' } },
      { type: 'setup-point', player: 'talonbane', point: { corner: 'sw' } },
    );
    expect(s.points.map((p) => [p.player, p.point])).toEqual([
      ['nien', { corner: 'nw' }],
      ['soontir', { corner: 'se' }],
      ['wedge', { corner: 'ne' }],
      ['talonbane', { corner: 'sw' }],
    ]);
    expect(nextSetupStep(s).kind).toBe('obstacle');
  });

  it('XW-AOA-10: players 5-8 take edge points beyond Range 3 of every setup area (more than 50 cm)', () => {
    let s = must(startAceSetup(eight, order8));
    s = run(
      s,
      ...['nw', 'ne', 'se', 'sw'].map((corner, i) => ({
        type: 'setup-point',
        player: order8[i],
        point: { corner },
      })),
    );
    expect(nextSetupStep(s)).toEqual({ kind: 'setup-point', player: 'nien2', take: 'edge' });
    const corner = applySetup(s, { type: 'setup-point', player: 'nien2', point: { corner: 'nw' } });
    expect(corner.ok || corner.error.code).toBe('CornersTaken');
    // The short edges lie within 45.7 cm of two corners: no room there.
    const west = applySetup(s, {
      type: 'setup-point',
      player: 'nien2',
      point: { edge: 'west', cm: 45.72 },
    });
    expect(west.ok || west.error.code).toBe('TooCloseToSetupArea');
    // 50 cm from the north-west corner is Range 3 of its setup area exactly: too close.
    const fifty = applySetup(s, {
      type: 'setup-point',
      player: 'nien2',
      point: { edge: 'north', cm: 50 },
    });
    expect(fifty.ok || fifty.error.message).toBe(
      "50 cm along the north edge is 50.0 cm from nien's setup point: within Range 3 of that setup area (more than 50 cm is needed).",
    );
    s = run(s, { type: 'setup-point', player: 'nien2', point: { edge: 'north', cm: 51 } });
    // 40 cm further along the same edge is within reach of nien2's setup area.
    const near = applySetup(s, {
      type: 'setup-point',
      player: 'soontir2',
      point: { edge: 'north', cm: 91 },
    });
    expect(near.ok || near.error.code).toBe('TooCloseToSetupArea');
    s = run(
      s,
      { type: 'setup-point', player: 'soontir2', point: { edge: 'north', cm: 131 } },
      { type: 'setup-point', player: 'wedge2', point: { edge: 'south', cm: 51 } },
      { type: 'setup-point', player: 'talonbane2', point: { edge: 'south', cm: 131 } },
    );
    expect(s.points).toHaveLength(8);
    const off = applySetup(must(startAceSetup(four, order4)), {
      type: 'setup-point',
      player: 'nien',
      point: { edge: 'north', cm: 200 },
    });
    expect(off.ok || off.error.code).toBe('BadSetupPoint');
  });

  it('XW-AOA-11, XW-AOA-07: two obstacles each, one per player per pass in initiative order', () => {
    let s = must(startAceSetup(four, order4));
    s = run(
      s,
      ...['nw', 'ne', 'se', 'sw'].map((corner, i) => ({
        type: 'setup-point',
        player: order4[i],
        point: { corner },
      })),
    );
    const sequence: [string, number][] = [];
    for (;;) {
      const step = nextSetupStep(s);
      if (step.kind !== 'obstacle') break;
      sequence.push([step.player, step.pass]);
      const early = applySetup(s, { type: 'ships', player: step.player });
      expect(early.ok || early.error.code).toBe('NotThisStep');
      s = run(s, { type: 'obstacle', player: step.player });
    }
    expect(OBSTACLES_PER_PLAYER).toBe(2);
    expect(sequence).toEqual([
      ['nien', 1],
      ['soontir', 1],
      ['wedge', 1],
      ['talonbane', 1],
      ['nien', 2],
      ['soontir', 2],
      ['wedge', 2],
      ['talonbane', 2],
    ]);
    expect(s.obstacles).toHaveLength(8);
  });

  it('XW-AOA-12, XW-AOA-13: ships are placed in initiative order, a Wingman with its primary; then shields are readied', () => {
    const lists = [mauler, wedge];
    let s = must(startAceSetup(lists, ['mauler', 'wedge']));
    s = run(
      s,
      { type: 'setup-point', player: 'mauler', point: { corner: 'nw' } },
      { type: 'setup-point', player: 'wedge', point: { corner: 'se' } },
      ...['mauler', 'wedge', 'mauler', 'wedge'].map((player) => ({ type: 'obstacle', player })),
    );
    expect(nextSetupStep(s)).toEqual({ kind: 'ships', player: 'mauler', withWingman: true });
    s = run(s, { type: 'ships', player: 'mauler' });
    expect(nextSetupStep(s)).toEqual({ kind: 'ships', player: 'wedge', withWingman: false });
    s = run(s, { type: 'ships', player: 'wedge' });
    expect(nextSetupStep(s)).toEqual({ kind: 'prepare' });
    s = run(s, { type: 'prepare' });
    expect(nextSetupStep(s)).toEqual({ kind: 'ready' });
    const again = applySetup(s, { type: 'prepare' });
    expect(again.ok || again.error.code).toBe('SetupDone');
  });

  it('refuses malformed setup input with a reason', () => {
    const s = must(startAceSetup(four, order4));
    for (const bad of [null, 3, [], { type: 7 }]) {
      const r = applySetup(s, bad);
      expect(r.ok || r.error.code).toBe('BadCommand');
    }
    const r = applySetup(s, { type: 'setup-point', player: 'nien', point: { corner: 'middle' } });
    expect(r.ok || r.error.code).toBe('BadSetupPoint');
    const order = startAceSetup(four, ['nien', 'wedge']);
    expect(order.ok || order.error.code).toBe('BadOrder');
  });
});
