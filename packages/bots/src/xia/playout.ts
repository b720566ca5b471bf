/**
 * SearchBot's play-outs: HeuristicBots play on from a state until the look-ahead's horizon, where
 * the position is scored by `rewards` instead of being played to the end of the match.
 */
import type { Dice, SeatId } from '@drift/engine';
import type { XiaCommand, XiaRuleset, XiaState } from '@drift/xia';
import type { HeuristicBot } from './heuristic.ts';

/**
 * Where a play-out stops (it always stops when the match ends, at its command bound, and never
 * runs past the horizon's turn):
 * - `decision`: the searcher's next real choice (two or more commands), or the end of the turn;
 * - `turn`: the end of the current turn;
 * - `round`: the end of the searcher's next turn, after every other captain has played one.
 */
export type Horizon = 'decision' | 'turn' | 'round';

export const HORIZONS: readonly Horizon[] = ['decision', 'turn', 'round'];

/** The seat that acts next in a state (seat 0 when nobody does). */
export function actorOf(xia: XiaRuleset, state: XiaState): SeatId {
  const status = xia.status(state);
  return status.kind === 'active' ? (status.toAct[0] ?? 0) : 0;
}

/** Applies a listed command; a refusal means the search's own bookkeeping is wrong. */
export function step(
  xia: XiaRuleset,
  state: XiaState,
  seat: SeatId,
  command: XiaCommand,
): XiaState {
  const applied = xia.apply(state, seat, command);
  if (!applied.ok) throw new Error(`search: a listed command was refused (${applied.error.code})`);
  return applied.value.state;
}

/** What a play-out needs: the rules, the players, where to stop and how long it may run. */
export interface PlayOut {
  readonly xia: XiaRuleset;
  readonly heuristic: HeuristicBot;
  readonly horizon: Horizon;
  /** Commands a play-out may run at most. */
  readonly bound: number;
}

/**
 * Plays on from `start` until `searcher`'s horizon. `turn` is the number of the turn the search
 * started in. Returns the state reached and the commands played.
 */
export function playOut(
  p: PlayOut,
  start: XiaState,
  searcher: SeatId,
  turn: number,
  rng: Dice,
): { state: XiaState; commands: number } {
  const last = p.horizon === 'round' ? turn + start.captains.length : turn;
  let state = start;
  let commands = 0;
  for (; commands < p.bound; commands++) {
    if (state.stage === 'finished' || state.turn.number > last) break;
    const actor = actorOf(p.xia, state);
    const legal = p.xia.legal(state, actor);
    const only = legal.length === 1 ? legal[0] : undefined;
    if (only) {
      state = step(p.xia, state, actor, only);
      continue;
    }
    if (p.horizon === 'decision' && actor === searcher) break;
    const command = p.heuristic.choose(p.xia.view(state, { seat: actor }), legal, rng);
    state = step(p.xia, state, actor, command);
  }
  return { state, commands };
}
