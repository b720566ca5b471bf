/**
 * Readers of outside input (commands and creation input from a client): each returns a Result
 * whose error names the field and what was wrong with it. Nothing here throws.
 */
import { ok, type Result, refuse } from '@drift/engine';
import type { Json } from './types.ts';

export type Fields = Readonly<Record<string, unknown>>;

export function isFields(x: unknown): x is Fields {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** The object, refusing any field outside `allowed`. */
export function fields(x: unknown, what: string, allowed: readonly string[]): Result<Fields> {
  if (!isFields(x)) return refuse('BadInput', `${what} must be an object.`);
  const extra = Object.keys(x).find((k) => !allowed.includes(k));
  if (extra !== undefined) {
    const shown = allowed.filter((k) => k !== 'type');
    const known = shown.length === 0 ? 'none' : shown.map((k) => `"${k}"`).join(', ');
    return refuse('UnknownField', `${what} has no field "${extra}" (its fields: ${known}).`);
  }
  return ok(x);
}

/** A control character; with `multiline`, tab, LF and CR are allowed. */
function hasControl(text: string, multiline: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (multiline && (c === 9 || c === 10 || c === 13)) continue;
    if (c < 32 || c === 127) return true;
  }
  return false;
}

/** Trimmed text of at most `max` characters; `multiline` allows line breaks. */
export function readText(
  value: unknown,
  what: string,
  max: number,
  opts: { required?: boolean; multiline?: boolean } = {},
): Result<string> {
  if (typeof value !== 'string') return refuse('BadInput', `${what} must be text.`);
  const text = value.trim();
  if (opts.required && text.length === 0) return refuse('BadInput', `${what} must not be empty.`);
  if (text.length > max) {
    return refuse('TextTooLong', `${what} is ${text.length} characters long; at most ${max}.`);
  }
  if (hasControl(text, opts.multiline === true)) {
    return refuse('BadInput', `${what} holds a control character or a line break.`);
  }
  return ok(text);
}

/** A whole number in [min, max]. */
export function readInt(value: unknown, what: string, min: number, max: number): Result<number> {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    return refuse('BadInput', `${what} must be a whole number.`);
  }
  if (value < min || value > max) {
    return refuse('OutOfRange', `${what} must be from ${min} to ${max}, not ${value}.`);
  }
  return ok(value);
}

export function readBool(value: unknown, what: string): Result<boolean> {
  return typeof value === 'boolean'
    ? ok(value)
    : refuse('BadInput', `${what} must be true or false.`);
}

/** Named numbers, e.g. `{ "vp": 0, "mov": 100 }`. */
export function readMeasures(
  value: unknown,
  what: string,
): Result<Readonly<Record<string, number>>> {
  if (!isFields(value)) return refuse('BadInput', `${what} must be an object of numbers.`);
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(value)) {
    if (!/^[A-Za-z][A-Za-z0-9_-]{0,31}$/.test(k)) {
      return refuse('BadInput', `${what}: "${k.slice(0, 40)}" is not a measure name.`);
    }
    if (typeof v !== 'number' || !Number.isFinite(v) || Math.abs(v) > 1e9) {
      return refuse('BadInput', `${what}: ${k} must be a number.`);
    }
    out[k] = v;
  }
  return ok(out);
}

/**
 * A plain-JSON copy of a value (no undefined, functions, cycles or non-finite numbers) of at
 * most `max` characters as JSON.
 */
export function readJson(value: unknown, what: string, max: number): Result<Json> {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return refuse('BadInput', `${what} is not plain JSON.`);
  }
  if (text === undefined) return refuse('BadInput', `${what} is not plain JSON.`);
  if (text.length > max) {
    return refuse('TextTooLong', `${what} is ${text.length} characters of JSON; at most ${max}.`);
  }
  const copy = JSON.parse(text) as Json;
  if (!sameJson(value, copy, 0)) {
    return refuse('BadInput', `${what} is not plain JSON nested at most ${MAX_DEPTH} deep.`);
  }
  return ok(copy);
}

const MAX_DEPTH = 32;

/** Whether `value` survives JSON unchanged (so nothing was dropped or turned into null). */
function sameJson(value: unknown, copy: Json, depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') {
    return value === copy;
  }
  if (typeof value === 'number') return Number.isFinite(value) && value === copy;
  if (Array.isArray(value)) {
    return (
      Array.isArray(copy) &&
      value.length === copy.length &&
      value.every((v, i) => sameJson(v, copy[i] as Json, depth + 1))
    );
  }
  if (isFields(value) && isFields(copy) && !Array.isArray(copy)) {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return false;
    const keys = Object.keys(value);
    const c = copy as { readonly [k: string]: Json };
    return (
      keys.length === Object.keys(c).length &&
      keys.every((k) => k in c && sameJson(value[k], c[k] as Json, depth + 1))
    );
  }
  return false;
}
