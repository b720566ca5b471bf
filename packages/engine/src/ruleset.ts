import type { Result, RuleError } from './result.ts';

/** A seat at the table, 0-based, stored in clockwise order (GAP-XB-23). */
export type SeatId = number;

/** Who is looking: one seat, a spectator, or everything (server-side tools and tests only). */
export type Viewer = { readonly seat: SeatId } | 'spectator' | 'omniscient';

/** Whether a match goes on, and who must act now or who won. */
export type MatchStatus =
  | { readonly kind: 'active'; readonly toAct: readonly SeatId[] }
  | { readonly kind: 'finished'; readonly winners: readonly SeatId[] };

/** A state reached by a command, with the events that tell what happened on the way. */
export interface Applied<State, Event> {
  readonly state: State;
  readonly events: readonly Event[];
}

/**
 * A game's rules as a pure library. Everything is a function of its arguments: no I/O, no
 * clocks, no globals; randomness comes from the state's own generator. States are plain JSON.
 *
 * - `parseOptions` and `parseCommand` turn untrusted input (a lobby form, a network message)
 *   into validated values, or a {@link RuleError} that says what was wrong.
 * - `legal` lists every command a seat may send now; `apply` accepts exactly those.
 * - `apply` never mutates its input state.
 * - `view` projects the state for one viewer; `visibleEvent` redacts an event for one viewer
 *   (or returns null when the viewer must not learn of it at all).
 */
export interface Ruleset<State, Command, Event, View, Options> {
  /** A stable identifier of the game, e.g. `xia`. */
  readonly id: string;
  parseOptions(input: unknown): Result<Options, RuleError>;
  parseCommand(input: unknown): Result<Command, RuleError>;
  setup(options: Options, seed: string): Result<State, RuleError>;
  legal(state: State, seat: SeatId): Command[];
  apply(state: State, seat: SeatId, command: Command): Result<Applied<State, Event>, RuleError>;
  view(state: State, viewer: Viewer): View;
  visibleEvent(event: Event, viewer: Viewer): Event | null;
  status(state: State): MatchStatus;
}

/** Extracts the state type of a ruleset. */
export type StateOf<R> =
  R extends Ruleset<infer S, infer _C, infer _E, infer _V, infer _O> ? S : never;
/** Extracts the command type of a ruleset. */
export type CommandOf<R> =
  R extends Ruleset<infer _S, infer C, infer _E, infer _V, infer _O> ? C : never;
