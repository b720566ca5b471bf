/**
 * Bots with the Economy Board (element C): HeuristicBots and random bots play whole games with
 * it, never choose an unlisted command (playGame checks), keep every invariant, and use it.
 */
import { openDice, replay, seedRandom, stateHash } from '@drift/engine';
import type { XiaCommand, XiaEvent, XiaState, XiaView } from '@drift/xia';
import { violations } from '@drift/xia';
import { describe, expect, it } from 'vitest';
import {
  type Bot,
  determinize,
  HeuristicBot,
  knownMap,
  playGame,
  TypedRandomBot,
} from '../src/index.ts';
import { buyTargets } from '../src/xia/targets.ts';
import { firstGameView, xia } from './helpers.ts';

const options = { seats: 3, preset: 'standard' as const, fameTarget: 10, elements: ['C' as const] };

/** Replays a played game command by command: the events, and the invariants after each. */
function retrace(seed: string, commands: readonly { seat: number; command: XiaCommand }[]) {
  const made = xia.setup(options, seed);
  if (!made.ok) throw new Error(made.error.message);
  let state: XiaState = made.value;
  const events: XiaEvent[] = [];
  for (const { seat, command } of commands) {
    const applied = xia.apply(state, seat, command);
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
    events.push(...applied.value.events);
    expect(violations(xia.content, state)).toEqual([]);
  }
  return { state, events };
}

describe('bots with the Economy Board', () => {
  it('HeuristicBots trade through it, keep every invariant and replay to the same hash', () => {
    const bots: Bot<XiaView, XiaCommand>[] = [
      new HeuristicBot(xia.content, 'trader'),
      new HeuristicBot(xia.content, 'balanced'),
      new HeuristicBot(xia.content, 'worker'),
    ];
    const game = playGame(xia, options, 'econ-bots', bots, { maxCommands: 2500 });
    expect(game.commands.length).toBeGreaterThan(50);
    const { state, events } = retrace('econ-bots', game.commands);
    expect(stateHash(state)).toBe(stateHash(game.state));
    const types = new Set(events.map((e) => e.type));
    expect(types.has('StockTaken')).toBe(true);
    expect(types.has('CubesProduced')).toBe(true);
    const replayed = replay(xia, options, 'econ-bots', game.commands);
    expect(replayed.ok && replayed.value.hash).toBe(stateHash(game.state));
  }, 60_000);

  it('random bots play with it to the end or a bound and keep every invariant', () => {
    for (const seed of ['econ-r1', 'econ-r2']) {
      const bots = [0, 1, 2].map(() => new TypedRandomBot<XiaView, XiaCommand>());
      const game = playGame(xia, options, seed, bots, { maxCommands: 800 });
      expect(game.commands.length).toBeGreaterThan(100);
      retrace(seed, game.commands);
    }
  }, 60_000);

  it('a determinized state keeps the board as the seat sees it, and the rules run on it', () => {
    const bots = [0, 1, 2].map(() => new TypedRandomBot<XiaView, XiaCommand>());
    const game = playGame(xia, options, 'econ-det', bots, { maxCommands: 400 });
    const { state } = retrace('econ-det', game.commands);
    const seat = state.turn.seat;
    const det = determinize(
      xia.content,
      xia.view(state, { seat }),
      seat,
      openDice(seedRandom('d')),
    );
    expect(det.economy).toEqual(state.economy);
    expect(violations(xia.content, det)).toEqual([]);
    const first = xia.legal(det, seat)[0];
    if (first) expect(xia.apply(det, seat, first).ok).toBe(true);
  });

  it('a trader does not fly to a market whose colour the board has run out of', () => {
    const view = firstGameView();
    const map = knownMap(xia.content, view);
    const all = buyTargets(map, 3000);
    expect(all.length).toBeGreaterThan(0);
    const colours = new Set(all.flatMap((h) => map.get(`${h.q},${h.r}`)?.space?.buy ?? []));
    const empty = Object.fromEntries([...colours].map((c) => [c, 0]));
    expect(buyTargets(map, 3000, empty)).toEqual([]);
    expect(buyTargets(map, 3000, { ...empty, [[...colours][0] ?? '']: 2 }).length).toBeGreaterThan(
      0,
    );
  });
});
