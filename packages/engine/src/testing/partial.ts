/** A value with any object keys left out, at every depth: what a test expects to find. */
export type DeepPartial<T> = T extends readonly (infer U)[]
  ? readonly DeepPartial<U>[]
  : T extends object
    ? { readonly [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/**
 * Compares `actual` with a partial `expected`: objects must hold every expected key with a
 * matching value (extra keys are fine); arrays must have the same length and match item by
 * item; anything else must be identical. Returns null on a match, or the path of the first
 * difference and what was there.
 */
export function partialMismatch(actual: unknown, expected: unknown, path = '$'): string | null {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${path}: expected an array, found ${show(actual)}`;
    if (actual.length !== expected.length) {
      return `${path}: expected ${expected.length} items, found ${actual.length}: ${show(actual)}`;
    }
    // Stryker disable next-line EqualityOperator: past the end both sides are undefined, a match.
    for (let i = 0; i < expected.length; i++) {
      const inner = partialMismatch(actual[i], expected[i], `${path}[${i}]`);
      if (inner) return inner;
    }
    return null;
  }
  if (typeof expected === 'object' && expected !== null) {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) {
      return `${path}: expected an object, found ${show(actual)}`;
    }
    for (const [key, value] of Object.entries(expected)) {
      if (value === undefined) continue;
      const inner = partialMismatch(
        (actual as Record<string, unknown>)[key],
        value,
        `${path}.${key}`,
      );
      if (inner) return inner;
    }
    return null;
  }
  return Object.is(actual, expected)
    ? null
    : `${path}: expected ${show(expected)}, found ${show(actual)}`;
}

/** Short JSON for messages. */
export function show(value: unknown): string {
  const text = JSON.stringify(value);
  if (text === undefined) return String(value);
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}
