/**
 * Small decoders for outside input (setup JSON, commands): each says which field was wrong and
 * why, as `where: what`. Never throws.
 */
import { ok, type Result, type RuleError, refuse, showValue } from '@drift/engine';

export type Decoder<T> = (value: unknown, at: string) => Result<T, RuleError>;

export function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function bad(at: string, what: string): { readonly ok: false; readonly error: RuleError } {
  return refuse('BadInput', `${at}: ${what}`);
}

/** Non-empty text (trimmed), at most `max` characters. */
export function text(max = 60): Decoder<string> {
  return (v, at) => {
    if (typeof v !== 'string') return bad(at, `must be text, not ${showValue(v)}`);
    const t = v.trim();
    if (t === '') return bad(at, 'must not be empty');
    if (t.length > max) return bad(at, `must be at most ${max} characters long`);
    return ok(t);
  };
}

/** An id: letters, digits, `-` and `_`, 1-40 characters. */
export const id: Decoder<string> = (v, at) =>
  typeof v === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(v)
    ? ok(v)
    : bad(at, `must be an id of 1-40 letters, digits, "-" or "_", not ${showValue(v)}`);

export function int(min: number, max: number): Decoder<number> {
  return (v, at) =>
    typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max
      ? ok(v)
      : bad(at, `must be a whole number from ${min} to ${max}, not ${showValue(v)}`);
}

export const bool: Decoder<boolean> = (v, at) =>
  typeof v === 'boolean' ? ok(v) : bad(at, `must be true or false, not ${showValue(v)}`);

export function literal<T extends string>(values: readonly T[]): Decoder<T> {
  return (v, at) =>
    typeof v === 'string' && (values as readonly string[]).includes(v)
      ? ok(v as T)
      : bad(at, `must be one of ${values.map((x) => `"${x}"`).join(', ')}, not ${showValue(v)}`);
}

export function list<T>(item: Decoder<T>, min: number, max: number): Decoder<T[]> {
  return (v, at) => {
    if (!Array.isArray(v)) return bad(at, `must be a list, not ${showValue(v)}`);
    if (v.length < min || v.length > max) {
      return bad(at, `must hold ${min} to ${max} entries, not ${v.length}`);
    }
    const out: T[] = [];
    for (const [i, x] of v.entries()) {
      const r = item(x, `${at}[${i}]`);
      if (!r.ok) return r;
      out.push(r.value);
    }
    return ok(out);
  };
}

/** A missing (undefined) value becomes `fallback`. */
export function optional<T>(d: Decoder<T>, fallback: T): Decoder<T> {
  return (v, at) => (v === undefined ? ok(fallback) : d(v, at));
}

/** `null` or missing becomes null. */
export function nullable<T>(d: Decoder<T>): Decoder<T | null> {
  return (v, at) => (v === undefined || v === null ? ok(null) : d(v, at));
}

type Shape = Record<string, Decoder<unknown>>;
type Out<S extends Shape> = { [K in keyof S]: S[K] extends Decoder<infer T> ? T : never };

/** An object with exactly these fields (unknown fields are refused). */
export function object<S extends Shape>(shape: S): Decoder<Out<S>> {
  return (v, at) => {
    if (!isRecord(v)) return bad(at, `must be an object, not ${showValue(v)}`);
    for (const k of Object.keys(v)) {
      if (!Object.hasOwn(shape, k)) return bad(at, `has an unknown field "${k}"`);
    }
    const out: Record<string, unknown> = {};
    for (const [k, d] of Object.entries(shape)) {
      const r = d(v[k], `${at}.${k}`);
      if (!r.ok) return r;
      out[k] = r.value;
    }
    return ok(out as Out<S>);
  };
}
