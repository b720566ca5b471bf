/**
 * Reading the players a pairing function is handed. Input may come from stored JSON, so every
 * field is checked and a problem names the player (position and id) and the field.
 */
import { ok, type RandomState, type Result, type RuleError, refuse } from '@drift/engine';

/** A plain object's fields, or null. */
export function asRecord(value: unknown): Readonly<Record<string, unknown>> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** How a player is named in messages: `player 3 ("ana")`. */
export function who(index: number, id: unknown): string {
  return typeof id === 'string' ? `player ${index + 1} ("${id}")` : `player ${index + 1}`;
}

/** The list of players, each a plain object with a unique non-empty string `id`. */
export function readPlayerList(
  value: unknown,
): Result<readonly { readonly id: string; readonly fields: Readonly<Record<string, unknown>> }[]> {
  if (!Array.isArray(value)) return refuse('BadPlayers', 'The players must be a list.');
  const out: { id: string; fields: Readonly<Record<string, unknown>> }[] = [];
  const seen = new Set<string>();
  for (const [i, entry] of value.entries()) {
    const fields = asRecord(entry);
    if (fields === null) return refuse('BadPlayer', `${who(i, undefined)} is not an object.`);
    const id = fields.id;
    if (typeof id !== 'string' || id.trim() === '') {
      return refuse('BadPlayer', `${who(i, undefined)} needs a non-empty text id.`);
    }
    if (seen.has(id)) return refuse('DuplicatePlayer', `${who(i, id)} is listed twice.`);
    seen.add(id);
    out.push({ id, fields });
  }
  return ok(out);
}

/** A whole number field (at least `min`). */
export function readWhole(
  fields: Readonly<Record<string, unknown>>,
  name: string,
  where: string,
  min = Number.MIN_SAFE_INTEGER,
): Result<number> {
  const value = fields[name];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
    const what = min === 0 ? 'a whole number, 0 or more' : 'a whole number';
    return refuse('BadPlayer', `${where}: ${name} must be ${what}, not ${show(value)}.`);
  }
  return ok(value);
}

/** A finite number field. */
export function readNumber(
  fields: Readonly<Record<string, unknown>>,
  name: string,
  where: string,
): Result<number> {
  const value = fields[name];
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return refuse('BadPlayer', `${where}: ${name} must be a number, not ${show(value)}.`);
  }
  return ok(value);
}

/** The ids of earlier opponents (players who since dropped may be among them). */
export function readOpponents(
  fields: Readonly<Record<string, unknown>>,
  where: string,
): Result<readonly string[]> {
  const value = fields.opponents;
  if (!Array.isArray(value) || value.some((o) => typeof o !== 'string')) {
    return refuse('BadPlayer', `${where}: opponents must be a list of player ids.`);
  }
  return ok(value as string[]);
}

/** A stored generator state, checked enough that opening it cannot fail. */
export function readRandom(value: unknown): Result<RandomState> {
  const fields = asRecord(value);
  const fail: RuleError = {
    code: 'BadRandom',
    message: 'The random state must be a seeded or scripted generator state.',
  };
  if (fields === null) return { ok: false, error: fail };
  if (fields.kind === 'seeded') {
    const state = fields.state;
    const good =
      fields.algorithm === 'xoroshiro128plus' &&
      Array.isArray(state) &&
      state.length === 4 &&
      state.every((w) => Number.isSafeInteger(w));
    return good ? ok(value as RandomState) : { ok: false, error: fail };
  }
  if (fields.kind === 'scripted') {
    const good = Array.isArray(fields.script) && Number.isSafeInteger(fields.next);
    return good ? ok(value as RandomState) : { ok: false, error: fail };
  }
  return { ok: false, error: fail };
}

function show(value: unknown): string {
  return value === undefined ? 'missing' : JSON.stringify(value);
}

/** The parts every round's input shares: the players' list, the random state, the override. */
export function readRoundInput(input: unknown): Result<{
  readonly fields: Readonly<Record<string, unknown>>;
  readonly players: readonly {
    readonly id: string;
    readonly fields: Readonly<Record<string, unknown>>;
  }[];
  readonly random: RandomState;
  readonly allowRematches: boolean;
}> {
  const fields = asRecord(input);
  if (fields === null) {
    return refuse(
      'BadInput',
      'The pairing input must be an object with players and a random state.',
    );
  }
  const random = readRandom(fields.random);
  if (!random.ok) return random;
  const players = readPlayerList(fields.players);
  if (!players.ok) return players;
  const override = fields.allowRematches;
  if (override !== undefined && typeof override !== 'boolean') {
    return refuse('BadInput', `allowRematches must be true or false, not ${show(override)}.`);
  }
  return ok({
    fields,
    players: players.value,
    random: random.value,
    allowRematches: override === true,
  });
}
