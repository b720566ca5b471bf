/**
 * A state a rule may change in place: the same shape with `readonly` taken off all the way down.
 * `apply` hands rules a copy-on-write draft (lazy-draft.ts), never the caller's state.
 */
export type Draft<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends object
    ? { -readonly [K in keyof T]: Draft<T[K]> }
    : T;

/** Views a value as changeable, for putting a fresh value into a draft (no copy is made). */
export function castDraft<T>(value: T): Draft<T> {
  return value as Draft<T>;
}
