import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, stateHash } from '../src/index.ts';

function reverseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reverseKeys);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, reverseKeys(v)]),
    );
  }
  return value;
}

describe('state hash', () => {
  it('does not depend on key order', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(stateHash(reverseKeys(value))).toBe(stateHash(value));
        expect(canonicalJson(reverseKeys(value))).toBe(canonicalJson(value));
      }),
    );
  });

  it('changes when any value changes', () => {
    const a = { ships: [{ energy: 5, at: { q: 1, r: 2 } }], turn: 3 };
    const b = { ships: [{ energy: 4, at: { q: 1, r: 2 } }], turn: 3 };
    expect(stateHash(a)).not.toBe(stateHash(b));
    expect(stateHash(a)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses values JSON cannot carry', () => {
    expect(() => canonicalJson({ energy: Number.NaN })).toThrow();
    expect(() => canonicalJson({ f: () => 1 })).toThrow();
  });
});
