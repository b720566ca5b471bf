import { stateHash } from './hash.ts';
import { err, ok, type Result, type RuleError } from './result.ts';
import type { Ruleset, SeatId } from './ruleset.ts';

/** One command of a match's log: who sent it and what it was. */
export interface RecordedCommand<Command> {
  readonly seat: SeatId;
  readonly command: Command;
}

/** A rebuilt match: its final state, the state's hash and every command's events. */
export interface Replayed<State, Event> {
  readonly state: State;
  readonly hash: string;
  readonly events: readonly (readonly Event[])[];
}

/** Why a replay stopped: the refused command's index in the log (-1 for setup) and the error. */
export interface ReplayError extends RuleError {
  readonly index: number;
}

/**
 * Rebuilds a match from its setup options, seed and command log. The same inputs always give
 * the same state and hash; a log that the rules refuse stops at the first refused command.
 */
export function replay<State, Command, Event, View, Options>(
  ruleset: Ruleset<State, Command, Event, View, Options>,
  options: Options,
  seed: string,
  commands: readonly RecordedCommand<Command>[],
): Result<Replayed<State, Event>, ReplayError> {
  const start = ruleset.setup(options, seed);
  if (!start.ok) return err({ ...start.error, index: -1 });
  let state = start.value;
  const events: (readonly Event[])[] = [];
  for (const [index, { seat, command }] of commands.entries()) {
    const applied = ruleset.apply(state, seat, command);
    if (!applied.ok) return err({ ...applied.error, index });
    state = applied.value.state;
    events.push(applied.value.events);
  }
  return ok({ state, hash: stateHash(state), events });
}
