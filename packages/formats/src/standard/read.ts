/**
 * Readers for entered results and table commands (outside input): each returns a Result whose
 * error says which field was wrong and what was given. Nothing here throws.
 */
import { ok, type Result, type RuleError, refuse, showValue } from '@drift/engine';

export type Read<T> = Result<T, RuleError>;

export function isRecord(x: unknown): x is Readonly<Record<string, unknown>> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** The field `key` of an object, or undefined when it is not its own field. */
export function field(obj: Readonly<Record<string, unknown>>, key: string): unknown {
  return Object.hasOwn(obj, key) ? obj[key] : undefined;
}

export function readObject(x: unknown, where: string): Read<Readonly<Record<string, unknown>>> {
  return isRecord(x)
    ? ok(x)
    : refuse('NotAnObject', `${where} must be an object, not ${showValue(x)}`);
}

/** Refuses fields other than `allowed` (a typo would otherwise be silently ignored). */
export function onlyFields(
  obj: Readonly<Record<string, unknown>>,
  allowed: readonly string[],
  where: string,
): Read<true> {
  const extra = Object.keys(obj).find((k) => !allowed.includes(k));
  return extra === undefined
    ? ok(true)
    : refuse(
        'UnknownField',
        `${where} has a field "${extra}" that is not one of ${allowed.map((a) => `"${a}"`).join(', ')}`,
      );
}

export function readInt(x: unknown, where: string, min: number, max: number): Read<number> {
  if (typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max) return ok(x);
  return refuse(
    'BadNumber',
    `${where} must be a whole number from ${min} to ${max}, not ${showValue(x)}`,
  );
}

export function readBool(x: unknown, where: string): Read<boolean> {
  return typeof x === 'boolean'
    ? ok(x)
    : refuse('BadValue', `${where} must be true or false, not ${showValue(x)}`);
}

export function readText(x: unknown, where: string, maxLength = 60): Read<string> {
  if (typeof x === 'string' && x.trim() !== '' && x.length <= maxLength) return ok(x);
  return refuse(
    'BadValue',
    `${where} must be a text of 1 to ${maxLength} characters, not ${showValue(x)}`,
  );
}

export function readChoice<T extends string>(
  x: unknown,
  where: string,
  values: readonly T[],
): Read<T> {
  const found = values.find((v) => v === x);
  return found !== undefined
    ? ok(found)
    : refuse(
        'BadValue',
        `${where} must be one of ${values.map((v) => `"${v}"`).join(', ')}, not ${showValue(x)}`,
      );
}

/** A player of this table, named by id. */
export function readPlayer(x: unknown, players: readonly string[], where: string): Read<string> {
  const found = players.find((p) => p === x);
  return found !== undefined
    ? ok(found)
    : refuse(
        'UnknownPlayer',
        `${where} must name a player of this table (${players.map((p) => `"${p}"`).join(', ')}), not ${showValue(x)}`,
      );
}

/**
 * An object with exactly one entry per player (`{ "ann": 40, "bob": 12 }`), each read by
 * `read`, returned in the table's player order.
 */
export function readPerPlayer<T>(
  x: unknown,
  players: readonly string[],
  where: string,
  read: (value: unknown, where: string) => Read<T>,
): Read<readonly T[]> {
  const obj = readObject(x, where);
  if (!obj.ok) return obj;
  const stranger = Object.keys(obj.value).find((k) => !players.includes(k));
  if (stranger !== undefined) {
    return refuse(
      'UnknownPlayer',
      `${where} names "${stranger}", who is not a player of this table`,
    );
  }
  const out: T[] = [];
  for (const player of players) {
    if (!Object.hasOwn(obj.value, player)) {
      return refuse('MissingPlayer', `${where} has no entry for player "${player}"`);
    }
    const value = read(obj.value[player], `${where} of "${player}"`);
    if (!value.ok) return value;
    out.push(value.value);
  }
  return ok(out);
}

/** Checks the two player ids a table was given. */
export function readTable(players: readonly string[]): Read<readonly [string, string]> {
  const [a, b] = players;
  if (players.length !== 2 || a === undefined || b === undefined || a === b) {
    return refuse('BadTable', `A game needs two different players, not ${JSON.stringify(players)}`);
  }
  return ok([a, b]);
}
