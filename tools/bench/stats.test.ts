import { describe, expect, it } from 'vitest';
import { median, pairRatios, spread } from './stats.ts';

describe('median and spread', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([2])).toBe(2);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is NaN for no values', () => {
    expect(median([])).toBeNaN();
    expect(spread([]).min).toBeNaN();
  });

  it('gives the range beside the median without reordering its input', () => {
    const values = [3, 9, 1, 4];
    expect(spread(values)).toEqual({ median: 3.5, min: 1, max: 9 });
    expect(values).toEqual([3, 9, 1, 4]);
  });
});

describe('pairRatios', () => {
  it('divides round by round, over the rounds both have', () => {
    expect(pairRatios([4, 9, 10], [2, 3])).toEqual([2, 3]);
  });
});
