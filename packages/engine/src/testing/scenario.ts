import { canonicalJson } from '../hash.ts';
import { ScriptError } from '../random/dice.ts';
import type { RandomState, ScriptedDraw } from '../random/state.ts';
import { scripted, unusedDraws } from '../random/state.ts';
import type { Ruleset, SeatId } from '../ruleset.ts';
import { type DeepPartial, partialMismatch, show } from './partial.ts';

/** One command of a scenario and what must follow from it. */
export interface ScenarioStep<Command, Event, State> {
  readonly seat: SeatId;
  readonly command: Command;
  /** The command must be refused with this error code, leaving the state unchanged. */
  readonly rejects?: string;
  /** These events must appear in this order (other events may come between them). */
  readonly events?: readonly DeepPartial<Event>[];
  /** A fragment the state must contain afterwards. */
  readonly state?: DeepPartial<State>;
  /** A function that checks the state afterwards (throw or use `expect` to fail). */
  readonly verify?: (state: State) => void;
}

/** Where a scenario starts: from setup options, or from a state built by hand. */
export type ScenarioStart<State, Options> =
  | { readonly options: Options; readonly seed?: string }
  | { readonly state: State };

/**
 * A rule test: a starting state, forced dice, commands, and what a player would see. `rules`
 * names the rules-catalogue clause IDs it covers (and GAP IDs for tested defaults).
 */
export interface Scenario<
  State extends { readonly random: RandomState },
  Command,
  Event,
  View,
  Options,
> {
  readonly ruleset: Ruleset<State, Command, Event, View, Options>;
  readonly rules: readonly string[];
  readonly start: ScenarioStart<State, Options>;
  /** Hand edits applied to the starting state (place a ship, set energy...). */
  readonly arrange?: (state: State) => State;
  /**
   * Forced draws for the steps, in order; every one must be used unless `unusedDice` allows.
   * Without it no draw is allowed: a rule that rolls fails the scenario. `'random'` keeps the
   * start's own generator, for a scenario that means to roll at random.
   */
  readonly dice?: readonly ScriptedDraw[] | 'random';
  readonly steps: readonly ScenarioStep<Command, Event, State>[];
  /** A fragment the final state must contain. */
  readonly expect?: DeepPartial<State>;
  /** A function that checks the final state. */
  readonly verify?: (state: State) => void;
  readonly unusedDice?: 'allowed';
  /** Check each accepted command is listed by `legal` and each refused one is not (default on). */
  readonly checkLegal?: boolean;
}

/** A scenario did not go as written: the message says which step and what differed. */
export class ScenarioFailure extends Error {
  override readonly name = 'ScenarioFailure';
}

const CLAUSE_ID = /^(GAP-)?(XB|XE|XS|XC|OR|XW)-[A-Z0-9]+(-[0-9]{2})?$/;

function check<State>(state: State, expected: DeepPartial<State>, where: string) {
  const mismatch = partialMismatch(state, expected);
  if (mismatch) throw new ScenarioFailure(`${where}: state differs at ${mismatch}`);
}

function findInOrder<Event>(
  events: readonly Event[],
  expected: readonly DeepPartial<Event>[],
  where: string,
) {
  let from = 0;
  for (const [n, want] of expected.entries()) {
    let found = -1;
    // Stryker disable next-line EqualityOperator: one step past the end matches nothing either.
    for (let i = from; i < events.length; i++) {
      if (partialMismatch(events[i], want) === null) {
        found = i;
        break;
      }
    }
    if (found < 0) {
      throw new ScenarioFailure(
        `${where}: expected event #${n + 1} ${show(want)} after index ${from}; events were:\n  ${events.map((e) => show(e)).join('\n  ')}`,
      );
    }
    from = found + 1;
  }
}

/**
 * Runs a scenario and returns the final state and every step's events. Throws a
 * {@link ScenarioFailure} (or the scripted dice's error) when anything differs.
 */
export function runScenario<
  State extends { readonly random: RandomState },
  Command,
  Event,
  View,
  Options,
>(
  spec: Scenario<State, Command, Event, View, Options>,
): { state: State; events: (readonly Event[])[] } {
  const { ruleset } = spec;
  if (spec.rules.length === 0)
    throw new ScenarioFailure('A scenario must name the clause IDs it covers');
  for (const id of spec.rules) {
    if (!CLAUSE_ID.test(id))
      throw new ScenarioFailure(`"${id}" is not a rules-catalogue clause ID`);
  }
  let state: State;
  if ('state' in spec.start) {
    state = spec.start.state;
  } else {
    const made = ruleset.setup(spec.start.options, spec.start.seed ?? 'scenario');
    if (!made.ok)
      throw new ScenarioFailure(`setup refused: ${made.error.code}: ${made.error.message}`);
    state = made.value;
  }
  if (spec.arrange) state = spec.arrange(state);
  if (spec.dice !== 'random') state = { ...state, random: scripted(spec.dice ?? []) };
  const allEvents: (readonly Event[])[] = [];
  for (const [i, step] of spec.steps.entries()) {
    const where = `step ${i + 1} (seat ${step.seat} ${show(step.command)})`;
    const before = canonicalJson(state);
    const listed = spec.checkLegal === false ? undefined : listedBy(ruleset, state, step);
    const result = applyStep(spec, state, step, where);
    if (canonicalJson(state) !== before)
      throw new ScenarioFailure(`${where}: apply mutated its input state`);
    if (step.rejects !== undefined) {
      if (result.ok)
        throw new ScenarioFailure(`${where}: expected ${step.rejects}, but it was accepted`);
      if (result.error.code !== step.rejects) {
        throw new ScenarioFailure(
          `${where}: expected ${step.rejects}, got ${result.error.code} (${result.error.message})`,
        );
      }
      if (!isSentence(result.error.message)) {
        throw new ScenarioFailure(
          `${where}: refused with ${result.error.code}, but its message ${show(result.error.message)} is not a sentence a player can read`,
        );
      }
      if (listed === true) throw new ScenarioFailure(`${where}: refused, yet legal lists it`);
      allEvents.push([]);
      continue;
    }
    if (!result.ok) {
      throw new ScenarioFailure(
        `${where}: refused with ${result.error.code}: ${result.error.message}`,
      );
    }
    if (listed === false)
      throw new ScenarioFailure(`${where}: accepted, yet legal does not list it`);
    state = result.value.state;
    allEvents.push(result.value.events);
    if (step.events) findInOrder(result.value.events, step.events, where);
    if (step.state) check(state, step.state, where);
    step.verify?.(state);
  }
  if (spec.expect) check(state, spec.expect, 'final state');
  spec.verify?.(state);
  const unused = unusedDraws(state.random);
  if (spec.unusedDice !== 'allowed' && unused.length > 0) {
    throw new ScenarioFailure(`${unused.length} forced draws were never used: ${show(unused)}`);
  }
  return { state, events: allEvents };
}

/** A refusal's message is a sentence: a capital (or digit) first, a stop last, words between. */
export function isSentence(message: string): boolean {
  return /^[A-Z0-9"'(].*\S.*[.!?)]$/s.test(message) && message.trim().split(/\s+/).length >= 3;
}

/** Applies a step, naming the step when the rule asks for a draw the script lacks. */
function applyStep<State extends { readonly random: RandomState }, Command, Event, View, Options>(
  spec: Scenario<State, Command, Event, View, Options>,
  state: State,
  step: ScenarioStep<Command, Event, State>,
  where: string,
) {
  try {
    return spec.ruleset.apply(state, step.seat, step.command);
  } catch (e) {
    if (!(e instanceof ScriptError)) throw e;
    const hint =
      spec.dice === undefined
        ? " This scenario scripts no dice, so it may not roll: script the draws with `dice`, or pass `dice: 'random'` if it means to roll at random."
        : '';
    throw new ScenarioFailure(`${where}: ${e.message}.${hint}`);
  }
}

function listedBy<State, Command, Event>(
  ruleset: Ruleset<State, Command, Event, unknown, unknown>,
  state: State,
  step: ScenarioStep<Command, Event, State>,
): boolean {
  const wanted = canonicalJson(step.command);
  return ruleset.legal(state, step.seat).some((c) => canonicalJson(c) === wanted);
}
