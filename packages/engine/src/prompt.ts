import type { SeatId } from './ruleset.ts';

/**
 * A decision a rule is waiting for in the middle of its resolution: declare shields, place
 * damage, keep a mission, pick a spawn point. Prompts sit on a stack in the state; the seat of
 * the top prompt is the only one who may act, and only with the commands that answer it.
 */
export interface Prompt<Kind extends string = string> {
  readonly kind: Kind;
  readonly seat: SeatId;
}

/** The open decisions of a match; the last element is the top, answered first. */
export type DecisionStack<P extends Prompt> = readonly P[];

/** The decision that must be answered now, if any. */
export function topPrompt<P extends Prompt>(stack: DecisionStack<P>): P | undefined {
  return stack[stack.length - 1];
}

/** A new stack with `prompt` on top. */
export function pushPrompt<P extends Prompt>(stack: DecisionStack<P>, prompt: P): DecisionStack<P> {
  return [...stack, prompt];
}

/** A new stack without its top prompt (the same stack when empty). */
export function popPrompt<P extends Prompt>(stack: DecisionStack<P>): DecisionStack<P> {
  return stack.length === 0 ? stack : stack.slice(0, -1);
}
