/**
 * Errors as values. A rejected command, an invalid content file or a bad setup option is a
 * {@link RuleError} carried by a failed {@link Result}; exceptions are kept for programmer errors.
 */

/** A rule was not followed: `code` is a stable PascalCase identifier, `message` a sentence for a player. */
export interface RuleError {
  readonly code: string;
  readonly message: string;
}

/** The outcome of an operation that can be refused. */
export type Result<T, E = RuleError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

/** A successful {@link Result}. */
export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

/** A failed {@link Result}. */
export function err<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}

/** A failed {@link Result} carrying a {@link RuleError}. */
export function refuse(
  code: string,
  message: string,
): { readonly ok: false; readonly error: RuleError } {
  return { ok: false, error: { code, message } };
}

/**
 * Marks the end of an exhaustive `switch`: TypeScript refuses to compile if a case is missing,
 * and at run time an unexpected value throws (a programmer error, never a player's).
 */
export function assertNever(value: never, what = 'value'): never {
  throw new Error(`Unexpected ${what}: ${JSON.stringify(value)}`);
}
