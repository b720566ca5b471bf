import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { assertNever } from '../result.ts';
import type { DieSize, RandomState, ScriptedDraw, ScriptedRandom, SeededRandom } from './state.ts';

/**
 * A live generator opened from a {@link RandomState} for the span of one command. Draw from it,
 * then store {@link Dice.save} back into the game state.
 */
export interface Dice {
  /** Rolls one die and returns the face, 1..size. */
  roll(size: DieSize): number;
  /** Rolls a d6. */
  d6(): number;
  /** Rolls a d8. */
  d8(): number;
  /** Rolls a d12. */
  d12(): number;
  /** Rolls a d20. */
  d20(): number;
  /** A uniform integer in 0..n-1 (n ≥ 1). */
  index(n: number): number;
  /** A uniform pick from a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A new array with the items in uniformly random order (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** The generator state after the draws made so far. */
  save(): RandomState;
}

/** A scripted generator was asked for something its script does not hold: a bug in a test. */
export class ScriptError extends Error {
  override readonly name = 'ScriptError';
}

/** Opens a live generator over a stored state. The stored state is never mutated. */
export function openDice(state: RandomState): Dice {
  switch (state.kind) {
    case 'seeded':
      return new SeededDice(state);
    case 'scripted':
      return new ScriptedDice(state);
    default:
      return assertNever(state, 'random state');
  }
}

function checkCount(n: number, what: string): void {
  if (!Number.isSafeInteger(n) || n < 1)
    throw new RangeError(`${what} needs at least 1 option, got ${n}`);
}

abstract class DiceBase implements Dice {
  abstract roll(size: DieSize): number;
  abstract index(n: number): number;
  abstract shuffle<T>(items: readonly T[]): T[];
  abstract save(): RandomState;
  d6(): number {
    return this.roll(6);
  }
  d8(): number {
    return this.roll(8);
  }
  d12(): number {
    return this.roll(12);
  }
  d20(): number {
    return this.roll(20);
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Cannot pick from an empty list');
    return items[this.index(items.length)] as T;
  }
}

class SeededDice extends DiceBase {
  private readonly rng: RandomGenerator;
  constructor(state: SeededRandom) {
    super();
    this.rng = xoroshiro128plusFromState(state.state);
  }
  roll(size: DieSize): number {
    return uniformInt(this.rng, 1, size);
  }
  index(n: number): number {
    checkCount(n, 'index');
    return uniformInt(this.rng, 0, n - 1);
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = uniformInt(this.rng, 0, i);
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }
  save(): SeededRandom {
    return { kind: 'seeded', algorithm: 'xoroshiro128plus', state: [...this.rng.getState()] };
  }
}

function describeDraw(draw: ScriptedDraw): string {
  if ('die' in draw) return `d${draw.die}=${draw.face}`;
  if ('pick' in draw) return `pick ${draw.index} of ${draw.pick}`;
  return `shuffle of ${draw.shuffle}`;
}

/** Returns the scripted draws in order and throws a {@link ScriptError} on any mismatch. */
class ScriptedDice extends DiceBase {
  private next: number;
  constructor(private readonly state: ScriptedRandom) {
    super();
    this.next = state.next;
  }
  private take(wanted: string): ScriptedDraw {
    const draw = this.state.script[this.next];
    if (draw === undefined) {
      throw new ScriptError(
        `Scripted dice exhausted: ${wanted} was asked for after all ${this.state.script.length} forced draws were used`,
      );
    }
    this.next++;
    return draw;
  }
  roll(size: DieSize): number {
    const draw = this.take(`a d${size}`);
    if (!('die' in draw) || draw.die !== size) {
      throw new ScriptError(
        `Scripted dice: a d${size} was rolled but the script holds ${describeDraw(draw)}`,
      );
    }
    if (!Number.isInteger(draw.face) || draw.face < 1 || draw.face > size) {
      throw new ScriptError(`Scripted dice: face ${draw.face} is impossible on a d${size}`);
    }
    return draw.face;
  }
  index(n: number): number {
    checkCount(n, 'index');
    const draw = this.take(`a pick of ${n}`);
    if (!('pick' in draw) || draw.pick !== n) {
      throw new ScriptError(
        `Scripted dice: a pick of ${n} was made but the script holds ${describeDraw(draw)}`,
      );
    }
    if (!Number.isInteger(draw.index) || draw.index < 0 || draw.index >= n) {
      throw new ScriptError(
        `Scripted dice: index ${draw.index} is out of range for a pick of ${n}`,
      );
    }
    return draw.index;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const n = items.length;
    const draw = this.take(`a shuffle of ${n}`);
    if (!('shuffle' in draw) || draw.shuffle !== n || draw.order.length !== n) {
      throw new ScriptError(
        `Scripted dice: a shuffle of ${n} was made but the script holds ${describeDraw(draw)}`,
      );
    }
    const seen = new Set(draw.order);
    if (seen.size !== n || draw.order.some((i) => !Number.isInteger(i) || i < 0 || i >= n)) {
      throw new ScriptError(
        `Scripted dice: order [${draw.order.join(', ')}] is not a permutation of 0..${n - 1}`,
      );
    }
    return draw.order.map((i) => items[i] as T);
  }
  save(): ScriptedRandom {
    return { kind: 'scripted', script: this.state.script, next: this.next };
  }
}
