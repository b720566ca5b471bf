import type { Dice } from './dice.ts';

/** The outcome of a tie roll: the d20 face and the 0-based index of the winning option. */
export interface TieOutcome {
  readonly roll: number;
  readonly index: number;
}

/**
 * Settles a tie or a dispute among `options` choices by splitting the d20's faces evenly
 * (XB-TIE-01, XB-TIE-02). When 20 does not divide evenly, option = ceil(roll × n / 20)
 * (GAP-XB-18), so no option ever gets more than one face more than another.
 */
export function breakTie(dice: Dice, options: number): TieOutcome {
  if (!Number.isSafeInteger(options) || options < 1 || options > 20) {
    throw new RangeError(`A d20 can split between 1 and 20 options, not ${options}`);
  }
  const roll = dice.d20();
  return { roll, index: Math.ceil((roll * options) / 20) - 1 };
}
