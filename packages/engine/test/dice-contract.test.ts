/**
 * The dice's contract in detail: how a seeded shuffle draws, what each die method rolls, and
 * the exact errors a scripted generator gives a test author.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertNever,
  breakTie,
  DIE_SIZES,
  die,
  openDice,
  pick,
  type RandomState,
  ScriptError,
  type ScriptedDraw,
  scripted,
  seedRandom,
  shuffled,
} from '../src/index.ts';

/** The message of what `run` throws (fails the test if it throws nothing). */
function thrown(run: () => unknown): Error {
  try {
    run();
  } catch (error: unknown) {
    if (error instanceof Error) return error;
    throw new Error(`threw a non-error: ${String(error)}`);
  }
  throw new Error('did not throw');
}

describe('seeded dice', () => {
  it('XB-GEN-02: the games use d6, d8, d12 and d20', () => {
    expect(DIE_SIZES).toEqual([6, 8, 12, 20]);
  });

  it('a shuffle is Fisher-Yates: one draw in 0..i for each i from n-1 down to 1', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.integer({ min: 0, max: 12 }), (seed, n) => {
        const items = Array.from({ length: n }, (_, i) => i);
        const shuffling = openDice(seedRandom(seed));
        const out = shuffling.shuffle(items);
        // The same draws made by hand, and the same swaps.
        const byHand = openDice(seedRandom(seed));
        const expected = [...items];
        for (let i = n - 1; i > 0; i--) {
          const j = byHand.index(i + 1);
          [expected[i], expected[j]] = [expected[j] ?? -1, expected[i] ?? -1];
        }
        expect(out).toEqual(expected);
        expect(shuffling.save()).toEqual(byHand.save());
      }),
    );
  });

  it('saves and seeds name their algorithm', () => {
    const state = seedRandom('named');
    expect(state.algorithm).toBe('xoroshiro128plus');
    const dice = openDice(state);
    dice.d6();
    expect(dice.save()).toMatchObject({ kind: 'seeded', algorithm: 'xoroshiro128plus' });
  });

  it('a seed gives four well-mixed 32-bit words (SHA-256 of the seed, big-endian)', () => {
    // SHA-256("") = e3b0c442 98fc1c14 9afbf4c8 996fb924 ..., read as signed 32-bit words.
    expect(seedRandom('').state).toEqual([
      0xe3b0c442 | 0,
      0x98fc1c14 | 0,
      0x9afbf4c8 | 0,
      0x996fb924 | 0,
    ]);
  });

  it('counts below 1 or not whole are refused with the count in the message', () => {
    const dice = openDice(seedRandom('count'));
    expect(thrown(() => dice.index(0)).message).toBe('index needs at least 1 option, got 0');
    expect(thrown(() => dice.index(2.5))).toBeInstanceOf(RangeError);
    expect(thrown(() => dice.pick([])).message).toBe('Cannot pick from an empty list');
  });
});

describe('scripted dice counts', () => {
  it('refuses a count below 1 before looking at the script', () => {
    expect(thrown(() => openDice(scripted([pick(1, 0)])).index(0)).message).toBe(
      'index needs at least 1 option, got 0',
    );
  });
});

describe('scripted dice', () => {
  it('each die method rolls its own die', () => {
    const dice = openDice(scripted([die(6, 5), die(8, 7), die(12, 11), die(20, 19)]));
    expect([dice.d6(), dice.d8(), dice.d12(), dice.d20()]).toEqual([5, 7, 11, 19]);
  });

  it('an empty pick is refused before any draw is taken', () => {
    const dice = openDice(scripted([pick(1, 0)]));
    expect(thrown(() => dice.pick([])).message).toBe('Cannot pick from an empty list');
    expect(dice.pick(['only'])).toBe('only');
  });

  it('its errors are ScriptErrors, named so', () => {
    const error = thrown(() => openDice(scripted([])).d6());
    expect(error).toBeInstanceOf(ScriptError);
    expect(error.name).toBe('ScriptError');
  });

  it('says what was asked for when the script runs out', () => {
    const cases: [() => unknown, string][] = [
      [() => openDice(scripted([])).d8(), 'a d8'],
      [() => openDice(scripted([])).index(4), 'a pick of 4'],
      [() => openDice(scripted([])).shuffle([1, 2, 3]), 'a shuffle of 3'],
    ];
    for (const [run, wanted] of cases) {
      expect(thrown(run).message).toBe(
        `Scripted dice exhausted: ${wanted} was asked for after all 0 forced draws were used`,
      );
    }
  });

  it('describes the draw it holds when another kind is asked for', () => {
    expect(thrown(() => openDice(scripted([shuffled([1, 0, 2])])).d20()).message).toBe(
      'Scripted dice: a d20 was rolled but the script holds shuffle of 3',
    );
    expect(thrown(() => openDice(scripted([die(6, 2)])).index(2)).message).toBe(
      'Scripted dice: a pick of 2 was made but the script holds d6=2',
    );
    expect(thrown(() => openDice(scripted([pick(2, 1)])).shuffle([1, 2])).message).toBe(
      'Scripted dice: a shuffle of 2 was made but the script holds pick 1 of 2',
    );
  });

  it('refuses a pick index that is negative or not whole', () => {
    for (const index of [-1, 0.5]) {
      expect(thrown(() => openDice(scripted([pick(3, index)])).index(3)).message).toBe(
        `Scripted dice: index ${index} is out of range for a pick of 3`,
      );
    }
    expect(openDice(scripted([pick(3, 0)])).index(3)).toBe(0);
  });

  it('refuses a shuffle draw whose size or order length does not match', () => {
    const bad: ScriptedDraw[] = [
      { shuffle: 2, order: [0, 1, 2] },
      { shuffle: 3, order: [0, 1] },
      { shuffle: 2, order: [0, 1] },
    ];
    for (const draw of bad) {
      const size = 'shuffle' in draw ? draw.shuffle : -1;
      expect(thrown(() => openDice(scripted([draw])).shuffle(['a', 'b', 'c'])).message).toBe(
        `Scripted dice: a shuffle of 3 was made but the script holds shuffle of ${size}`,
      );
    }
  });

  it('refuses an order that is not a permutation of 0..n-1', () => {
    for (const order of [
      [0, 1, 3],
      [0, -1, 1],
      [0, 1.5, 1],
    ]) {
      expect(thrown(() => openDice(scripted([shuffled(order)])).shuffle([7, 8, 9])).message).toBe(
        `Scripted dice: order [${order.join(', ')}] is not a permutation of 0..2`,
      );
    }
  });

  it('an unknown kind of stored state is a programmer error', () => {
    const alien = { kind: 'quantum' } as unknown as RandomState;
    expect(thrown(() => openDice(alien)).message).toBe(
      'Unexpected random state: {"kind":"quantum"}',
    );
  });
});

describe('errors around the dice', () => {
  it('a tie roll refuses an option count a d20 cannot split, saying which', () => {
    const dice = openDice(scripted([die(20, 1)]));
    expect(thrown(() => breakTie(dice, 21)).message).toBe(
      'A d20 can split between 1 and 20 options, not 21',
    );
  });

  it('assertNever names the value and what it was', () => {
    expect(thrown(() => assertNever('x' as never)).message).toBe('Unexpected value: "x"');
    expect(thrown(() => assertNever(3 as never, 'face')).message).toBe('Unexpected face: 3');
  });
});
