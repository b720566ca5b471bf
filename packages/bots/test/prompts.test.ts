/**
 * Every bot answers the prompts a seat meets outside its own turn, here the rescued captain's
 * choice of markers to arm (XB-STRD-02), and the rescuer's turn goes on afterwards.
 */
import { openDice, seedRandom } from '@drift/engine';
import { type Hex, neighbors } from '@drift/engine/hex';
import type { XiaCommand, XiaState, XiaView } from '@drift/xia';
import { describe, expect, it } from 'vitest';
import type { Bot } from '../src/bot.ts';
import { HeuristicBot, PROFILES, RandomBot, SearchBot, TypedRandomBot } from '../src/index.ts';
import { xia } from './helpers.ts';

const dice = (seed: string) => openDice(seedRandom(seed));

/** A first game past setup: ships chosen and outfitting finished, the first captain to act. */
function playing(): XiaState {
  const made = xia.setup({ seats: 3, preset: 'firstGame', fameTarget: 10 }, 'prompts');
  if (!made.ok) throw new Error(made.error.message);
  let s = made.value;
  while (s.stage !== 'playing') {
    const seat = s.turn.seat;
    const legal = xia.legal(s, seat);
    const next = legal.find((c) => c.type === 'ChooseShip' || c.type === 'FinishOutfitting');
    if (!next) throw new Error('setup stalled');
    const applied = xia.apply(s, seat, next);
    if (!applied.ok) throw new Error(applied.error.message);
    s = applied.value.state;
  }
  return s;
}

/** The acting captain rescues a stranded captain parked next to it; returns the state after. */
function rescued(): { state: XiaState; rescuer: number; target: number } {
  const s = playing();
  const rescuer = s.turn.seat;
  const target = (rescuer + 1) % s.captains.length;
  const at = s.captains[rescuer]?.at;
  if (!at) throw new Error('rescuer off the board');
  for (const beside of neighbors(at) as Hex[]) {
    const arranged: XiaState = {
      ...s,
      captains: s.captains.map((c) =>
        c.seat === target
          ? {
              ...c,
              at: beside,
              energy: 0,
              markers: [
                { at: 'disarmed' },
                { at: 'disarmed' },
                { at: 'disarmed' },
                { at: 'disarmed' },
              ],
            }
          : c.seat === rescuer
            ? { ...c, energy: 5 }
            : c,
      ),
    };
    const applied = xia.apply(arranged, rescuer, { type: 'Rescue', seat: target });
    if (applied.ok) return { state: applied.value.state, rescuer, target };
  }
  throw new Error('no space next to the rescuer for a stranded ship');
}

describe('bots answer the rescued captain’s prompt', () => {
  const { state, rescuer, target } = rescued();

  it('the prompt waits on the rescued seat, with 0, 1 or 2 markers to arm', () => {
    expect(xia.status(state)).toEqual({ kind: 'active', toAct: [target] });
    expect(xia.legal(state, target)).toEqual(
      [0, 1, 2].map((count) => ({ type: 'ArmAfterRescue', count })),
    );
  });

  const bots: [string, () => Bot<XiaView, XiaCommand>][] = [
    ['random', () => new RandomBot<XiaView, XiaCommand>()],
    ['typed-random', () => new TypedRandomBot<XiaView, XiaCommand>()],
    ...PROFILES.map((p): [string, () => Bot<XiaView, XiaCommand>] => [
      `heuristic:${p}`,
      () => new HeuristicBot(xia.content, p),
    ]),
    ['search', () => new SearchBot(xia, { iterations: 6 })],
  ];

  for (const [name, make] of bots) {
    it(`${name} answers with a listed command, and the rescuer acts next`, () => {
      const legal = xia.legal(state, target);
      const choice = make().choose(xia.view(state, { seat: target }), legal, dice(name));
      expect(legal).toContainEqual(choice);
      const applied = xia.apply(state, target, choice);
      if (!applied.ok) throw new Error(applied.error.message);
      expect(xia.status(applied.value.state)).toEqual({ kind: 'active', toAct: [rescuer] });
    });
  }

  it('the heuristic arms all it can: a stranded ship armed can fly again', () => {
    const bot = new HeuristicBot(xia.content, 'balanced');
    const legal = xia.legal(state, target);
    expect(bot.choose(xia.view(state, { seat: target }), legal, dice('arm'))).toEqual({
      type: 'ArmAfterRescue',
      count: 2,
    });
  });
});
