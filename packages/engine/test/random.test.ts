import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DIE_SIZES,
  die,
  openDice,
  pick,
  type RandomState,
  ScriptError,
  scripted,
  seedRandom,
  shuffled,
  unusedDraws,
} from '../src/index.ts';

const seeds = fc.string({ maxLength: 40 });

describe('seeded dice', () => {
  it('XB-GEN-02: rolls d6, d8, d12 and d20 within their faces, each face appearing', () => {
    const dice = openDice(seedRandom('faces'));
    for (const size of DIE_SIZES) {
      const seen = new Set<number>();
      for (let i = 0; i < 400; i++) {
        const face = dice.roll(size);
        expect(Number.isInteger(face) && face >= 1 && face <= size).toBe(true);
        seen.add(face);
      }
      expect(seen.size).toBe(size);
    }
  });

  it('a d20 is close to uniform over 20,000 rolls (chi-square, fixed seed)', () => {
    const dice = openDice(seedRandom('uniform'));
    const counts = new Array<number>(20).fill(0);
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const face = dice.d20();
      counts[face - 1] = (counts[face - 1] ?? 0) + 1;
    }
    const expected = n / 20;
    const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 19 degrees of freedom: 43.8 is the 0.1% tail; a broken generator lands far above.
    expect(chi).toBeLessThan(43.8);
  });

  it('reproduces the same sequence from a serialized state (JSON round trip)', () => {
    fc.assert(
      fc.property(seeds, fc.nat({ max: 50 }), (seed, warmup) => {
        const dice = openDice(seedRandom(seed));
        for (let i = 0; i < warmup; i++) dice.d20();
        const saved = JSON.parse(JSON.stringify(dice.save())) as RandomState;
        const a = openDice(saved);
        const b = openDice(saved);
        const rollsA = [
          a.d6(),
          a.d8(),
          a.d12(),
          a.d20(),
          a.index(7),
          ...a.shuffle([1, 2, 3, 4, 5]),
        ];
        const rollsB = [
          b.d6(),
          b.d8(),
          b.d12(),
          b.d20(),
          b.index(7),
          ...b.shuffle([1, 2, 3, 4, 5]),
        ];
        expect(rollsA).toEqual(rollsB);
        expect(a.save()).toEqual(b.save());
      }),
    );
  });

  it('never mutates the stored state it was opened from', () => {
    const stored = seedRandom('still');
    const copy = JSON.parse(JSON.stringify(stored));
    const dice = openDice(stored);
    dice.d20();
    dice.shuffle([1, 2, 3]);
    expect(stored).toEqual(copy);
    expect(dice.save()).not.toEqual(copy);
  });

  it('different seeds give different streams', () => {
    const a = openDice(seedRandom('alpha'));
    const b = openDice(seedRandom('beta'));
    const rolls = (d: typeof a) => Array.from({ length: 20 }, () => d.d20());
    expect(rolls(a)).not.toEqual(rolls(b));
  });

  it('shuffle returns a permutation and leaves its input alone', () => {
    fc.assert(
      fc.property(seeds, fc.array(fc.integer(), { maxLength: 130 }), (seed, items) => {
        const input = [...items];
        const out = openDice(seedRandom(seed)).shuffle(input);
        expect(input).toEqual(items);
        expect([...out].sort((x, y) => x - y)).toEqual([...items].sort((x, y) => x - y));
      }),
    );
  });

  it('picks stay in range and refuse an empty list', () => {
    fc.assert(
      fc.property(seeds, fc.array(fc.string(), { minLength: 1, maxLength: 30 }), (seed, items) => {
        expect(items).toContain(openDice(seedRandom(seed)).pick(items));
      }),
    );
    expect(() => openDice(seedRandom('x')).pick([])).toThrow(RangeError);
    expect(() => openDice(seedRandom('x')).index(0)).toThrow(RangeError);
  });
});

describe('scripted dice', () => {
  it('returns the forced draws in order and records its position', () => {
    const dice = openDice(scripted([die(20, 7), pick(3, 2), shuffled([2, 0, 1]), die(6, 6)]));
    expect(dice.d20()).toBe(7);
    expect(dice.pick(['a', 'b', 'c'])).toBe('c');
    expect(dice.shuffle(['a', 'b', 'c'])).toEqual(['c', 'a', 'b']);
    const saved = dice.save();
    expect(unusedDraws(saved)).toEqual([die(6, 6)]);
    expect(openDice(saved).d6()).toBe(6);
  });

  it('fails loudly on a wrong die size', () => {
    expect(() => openDice(scripted([die(20, 5)])).d6()).toThrow(
      /a d6 was rolled but the script holds d20=5/,
    );
  });

  it('fails loudly when the script is exhausted', () => {
    const dice = openDice(scripted([die(8, 3)]));
    dice.d8();
    expect(() => dice.d8()).toThrow(ScriptError);
    expect(() => openDice(scripted([])).d20()).toThrow(/exhausted/);
  });

  it('fails loudly on an impossible face, a wrong draw kind or a bad permutation', () => {
    expect(() => openDice(scripted([die(6, 7)])).d6()).toThrow(/impossible on a d6/);
    expect(() => openDice(scripted([die(6, 0)])).d6()).toThrow(/impossible/);
    expect(() => openDice(scripted([pick(3, 1)])).d20()).toThrow(/pick 1 of 3/);
    expect(() => openDice(scripted([pick(4, 1)])).index(3)).toThrow(/a pick of 3/);
    expect(() => openDice(scripted([pick(3, 3)])).index(3)).toThrow(/out of range/);
    expect(() => openDice(scripted([shuffled([0, 0, 1])])).shuffle([1, 2, 3])).toThrow(
      /not a permutation/,
    );
    expect(() => openDice(scripted([shuffled([0, 1])])).shuffle([1, 2, 3])).toThrow(/shuffle of 3/);
  });
});
