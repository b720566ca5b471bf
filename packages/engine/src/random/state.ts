/**
 * Randomness is data: the generator's state lives in the game state as plain JSON, so a match
 * can be stored, hashed and replayed. Two kinds exist: a seeded generator for play and a script
 * of forced draws for tests.
 */

/** The dice of the games: d6, d8, d12 and d20 (XB-GEN-02). */
export type DieSize = 6 | 8 | 12 | 20;

/** Every die size, smallest first. */
export const DIE_SIZES: readonly DieSize[] = [6, 8, 12, 20];

/** State of the seeded generator (pure-rand's xoroshiro128+, four 32-bit words). */
export interface SeededRandom {
  readonly kind: 'seeded';
  readonly algorithm: 'xoroshiro128plus';
  readonly state: readonly number[];
}

/** One forced draw of a scripted generator. */
export type ScriptedDraw =
  /** A die roll: `face` is the number shown, 1..die. */
  | { readonly die: DieSize; readonly face: number }
  /** A uniform pick among `of` options: `index` is 0-based. */
  | { readonly pick: number; readonly index: number }
  /** A shuffle of `of` items: `order[i]` is the original index of the item that ends at i. */
  | { readonly shuffle: number; readonly order: readonly number[] };

/** State of a scripted generator: the draws it will return, in order, and the next one's index. */
export interface ScriptedRandom {
  readonly kind: 'scripted';
  readonly script: readonly ScriptedDraw[];
  readonly next: number;
}

/** The generator state stored in a game state. */
export type RandomState = SeededRandom | ScriptedRandom;

/** A forced die roll, for scripts: `die(20, 7)`. */
export function die(size: DieSize, face: number): ScriptedDraw {
  return { die: size, face };
}

/** A forced uniform pick, for scripts: `pick(3, 0)` picks the first of three. */
export function pick(of: number, index: number): ScriptedDraw {
  return { pick: of, index };
}

/** A forced shuffle, for scripts: `shuffled([2, 0, 1])`. */
export function shuffled(order: readonly number[]): ScriptedDraw {
  return { shuffle: order.length, order };
}

/** A scripted generator state that will return `draws` in order. */
export function scripted(draws: readonly ScriptedDraw[]): ScriptedRandom {
  return { kind: 'scripted', script: draws, next: 0 };
}

/** Draws of a scripted state not yet used (none for a seeded state). */
export function unusedDraws(state: RandomState): readonly ScriptedDraw[] {
  return state.kind === 'scripted' ? state.script.slice(state.next) : [];
}
