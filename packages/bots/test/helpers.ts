/** Shared fixtures: the core ruleset, played positions and views for behavioural checks. */
import { openDice, seedRandom } from '@drift/engine';
import type { Element, XiaCommand, XiaState, XiaView } from '@drift/xia';
import { createXia } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { HeuristicBot, TypedRandomBot } from '../src/index.ts';

export const xia = createXia(corePack());

/** Positions reached by typed-random play from setup, one every `every` commands. */
export function randomPositions(
  seed: string,
  commands: number,
  every: number,
  elements: readonly Element[] = [],
): XiaState[] {
  const options = { seats: 3, preset: 'standard' as const, fameTarget: 10 };
  const made = xia.setup(elements.length > 0 ? { ...options, elements } : options, seed);
  if (!made.ok) throw new Error(made.error.message);
  let state = made.value;
  const bot = new TypedRandomBot<XiaView, XiaCommand>();
  const dice = openDice(seedRandom(`positions:${seed}`));
  const out: XiaState[] = [];
  for (let i = 0; i < commands; i++) {
    const status = xia.status(state);
    if (status.kind === 'finished') break;
    const seat = status.toAct[0] ?? 0;
    if (i % every === 0) out.push(state);
    const legal = xia.legal(state, seat);
    const applied = xia.apply(state, seat, bot.choose(xia.view(state, { seat }), legal, dice));
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
  }
  return out;
}

/** The first-game board after setup, in seat 0's Action Phase, as seat 0 sees it. */
export function firstGameView(): XiaView {
  const made = xia.setup({ seats: 3, preset: 'firstGame', fameTarget: 10 }, 'behaviour');
  if (!made.ok) throw new Error(made.error.message);
  return xia.view(made.value, { seat: 0 });
}

/** A view with seat 0 changed: standing on `at` with the given credits and hold. */
export function withMe(view: XiaView, change: Partial<XiaView['captains'][number]>): XiaView {
  return {
    ...view,
    captains: view.captains.map((c) => (c.seat === 0 ? { ...c, ...change } : c)),
  };
}

/** A position: the state, the seat to act and its legal list. */
export interface Position {
  readonly state: XiaState;
  readonly seat: number;
  readonly legal: XiaCommand[];
}

/** Every position of a game of three balanced HeuristicBots, from setup, up to `commands`. */
export function heuristicPositions(seed: string, commands: number): Position[] {
  const made = xia.setup({ seats: 3, preset: 'standard', fameTarget: 10 }, seed);
  if (!made.ok) throw new Error(made.error.message);
  let state = made.value;
  const bot = new HeuristicBot(xia.content, 'balanced');
  const rng = openDice(seedRandom(`positions:${seed}`));
  const out: Position[] = [];
  for (let i = 0; i < commands; i++) {
    const status = xia.status(state);
    if (status.kind !== 'active') break;
    const seat = status.toAct[0] ?? 0;
    const legal = xia.legal(state, seat);
    out.push({ state, seat, legal });
    const applied = xia.apply(state, seat, bot.choose(xia.view(state, { seat }), legal, rng));
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
  }
  return out;
}
