import { describe, expect, it } from 'vitest';
import { breakTie, die, openDice, scripted } from '../src/index.ts';

function facesPerOption(options: number): number[] {
  const counts = new Array<number>(options).fill(0);
  for (let face = 1; face <= 20; face++) {
    const { index } = breakTie(openDice(scripted([die(20, face)])), options);
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}

describe('tie and dispute randomizer', () => {
  it('XB-TIE-01: two options split the d20 into 1-10 and 11-20', () => {
    expect(breakTie(openDice(scripted([die(20, 10)])), 2)).toEqual({ roll: 10, index: 0 });
    expect(breakTie(openDice(scripted([die(20, 11)])), 2)).toEqual({ roll: 11, index: 1 });
    expect(facesPerOption(2)).toEqual([10, 10]);
    expect(facesPerOption(4)).toEqual([5, 5, 5, 5]);
  });

  it('XB-TIE-01 GAP-XB-18: an uneven split uses ceil(roll × n / 20), faces differ by at most one', () => {
    expect(facesPerOption(3)).toEqual([6, 7, 7]);
    expect(breakTie(openDice(scripted([die(20, 6)])), 3).index).toBe(0);
    expect(breakTie(openDice(scripted([die(20, 7)])), 3).index).toBe(1);
    expect(breakTie(openDice(scripted([die(20, 14)])), 3).index).toBe(2);
    for (let n = 1; n <= 20; n++) {
      const counts = facesPerOption(n);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(20);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
      expect(Math.min(...counts)).toBeGreaterThan(0);
    }
  });

  it('XB-TIE-02: a dispute is settled by the same roll (one option per ruling)', () => {
    const ruling = breakTie(openDice(scripted([die(20, 15)])), 2);
    expect(ruling).toEqual({ roll: 15, index: 1 });
  });

  it('refuses option counts a d20 cannot split', () => {
    expect(() => breakTie(openDice(scripted([die(20, 1)])), 0)).toThrow(RangeError);
    expect(() => breakTie(openDice(scripted([die(20, 1)])), 21)).toThrow(RangeError);
  });
});
