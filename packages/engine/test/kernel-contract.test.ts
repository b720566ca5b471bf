/** Small promises of the kernel's helpers: the decision stack and canonical JSON. */
import { describe, expect, it } from 'vitest';
import { canonicalJson, type Prompt, popPrompt, pushPrompt, topPrompt } from '../src/index.ts';

describe('decision stack', () => {
  it('popping an empty stack gives the same stack back', () => {
    const empty: readonly Prompt[] = [];
    expect(popPrompt(empty)).toBe(empty);
  });

  it('push and pop work on the top and leave the old stack alone', () => {
    const one = pushPrompt([], { kind: 'Shields', seat: 1 });
    const two = pushPrompt(one, { kind: 'Damage', seat: 0 });
    expect(topPrompt(two)).toEqual({ kind: 'Damage', seat: 0 });
    expect(popPrompt(two)).toEqual(one);
    expect(one).toHaveLength(1);
    expect(topPrompt([])).toBeUndefined();
  });
});

describe('canonical JSON', () => {
  it('refuses a value with no JSON form at all', () => {
    expect(() => canonicalJson(undefined)).toThrow(new TypeError('This value has no JSON form'));
  });
});
