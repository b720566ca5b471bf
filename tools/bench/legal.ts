/**
 * `legal` over states met in play: every `every`-th state of whole 4-seat HeuristicBot games
 * (seeds `bench-legal-0`, `-1`, …) with the seat to act, in the order play met them, as a round
 * workload (rounds.ts). Also picks the mid-game state the `state:` figures use.
 */
import { HeuristicBot } from '@drift/bots';
import { openDice, type SeatId, seedRandom } from '@drift/engine';
import type { XiaRuleset, XiaState } from '@drift/xia';
import type { Workload } from './rounds.ts';

export interface Met {
  readonly state: XiaState;
  readonly seat: SeatId;
}

export interface PlayedStates {
  readonly met: readonly Met[];
  readonly games: number;
  /** The state halfway through the first game. */
  readonly midGame: XiaState;
}

/** Whole HeuristicBot games (5,000 commands at most) until `count` states are kept. */
export function statesMetInPlay(xia: XiaRuleset, count: number, every = 2): PlayedStates {
  const met: Met[] = [];
  let games = 0;
  let midGame: XiaState | undefined;
  while (met.length < count) {
    const seed = `bench-legal-${games++}`;
    const made = xia.setup({ seats: 4, fameTarget: 10, preset: 'standard' }, seed);
    if (!made.ok) throw new Error(`bench: setup refused: ${made.error.message}`);
    let state = made.value;
    const first = met.length;
    const bots = Array.from({ length: 4 }, () => new HeuristicBot(xia.content));
    const dice = openDice(seedRandom(`${seed}:bots`));
    for (let i = 0; i < 5_000; i++) {
      const status = xia.status(state);
      if (status.kind === 'finished') break;
      const seat = status.toAct[0] ?? 0;
      if (i % every === 0) met.push({ state, seat });
      const legal = xia.legal(state, seat);
      const bot = bots[seat];
      if (!bot) throw new Error(`bench: no bot in seat ${seat}`);
      const applied = xia.apply(state, seat, bot.choose(xia.view(state, { seat }), legal, dice));
      if (!applied.ok)
        throw new Error(`bench: a listed command was refused: ${applied.error.code}`);
      state = applied.value.state;
    }
    midGame ??= met[first + Math.floor((met.length - first) / 2)]?.state;
  }
  if (!midGame) throw new Error('bench: no state was met');
  return { met, games, midGame };
}

/** `legal` on the met states in turn, one call per unit of work. */
export function legalCalls(xia: XiaRuleset, met: readonly Met[]): Workload {
  let next = 0;
  return {
    name: 'legal',
    prepare() {},
    play(count) {
      for (let i = 0; i < count; i++) {
        const at = met[next];
        next = next + 1 === met.length ? 0 : next + 1;
        if (at) xia.legal(at.state, at.seat);
      }
    },
  };
}
