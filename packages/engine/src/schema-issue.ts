/**
 * A zod issue in plain words for a person fixing a file by hand: what is missing, what was given
 * and which values are allowed. Used by every reader of untrusted JSON (content packs, match
 * files) so that they all say the same thing the same way.
 */
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

const KINDS: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  tuple: 'a list',
  record: 'an object',
  null: 'null',
};

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** A value as a person would write it in the file: `"text"`, `7`, `a list`. */
export function showValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? String(value);
  return 'an object';
}

/** `"a", "b" or "c"`. */
export function oneOf(values: readonly unknown[]): string {
  const shown = values.map((v) => JSON.stringify(v) ?? String(v));
  return shown.length <= 1
    ? (shown[0] ?? 'nothing')
    : `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}`;
}

/** The values of a union of literals, if that is what failed. */
function literalChoices(issue: Extract<Issue, { code: 'invalid_union' }>): unknown[] | null {
  if (issue.errors.length === 0) return null;
  const values: unknown[] = [];
  for (const branch of issue.errors) {
    const [only] = branch;
    if (branch.length !== 1 || only?.code !== 'invalid_value' || only.path.length > 0) return null;
    values.push(...only.values);
  }
  return values;
}

/** The input an issue carries (zod reports it when asked with `reportInput: true`). */
function inputOf(issue: Issue): unknown {
  return 'input' in issue ? issue.input : undefined;
}

function sizeText(
  issue: Extract<Issue, { code: 'too_small' | 'too_big' }>,
  bound: number | bigint,
): string {
  const least = issue.code === 'too_small';
  const n = Number(bound);
  switch (issue.origin) {
    case 'array':
    case 'set':
      return least && n === 1
        ? 'must not be empty'
        : `must hold ${least ? 'at least' : 'at most'} ${n} entr${n === 1 ? 'y' : 'ies'}`;
    case 'string':
      return least && n === 1
        ? 'must not be empty'
        : `must be ${least ? 'at least' : 'at most'} ${n} character${n === 1 ? '' : 's'} long`;
    default:
      return `must be ${least ? 'at least' : 'at most'} ${n}${issue.inclusive ? '' : ' (not equal)'}, not ${showValue(inputOf(issue))}`;
  }
}

/**
 * One issue in words, to follow its path and a colon: `missing (it must be text)`,
 * `must be 1, 2 or 3, not 7`, `unknown field "hull" (allowed: id, name, tier)`. `allowedKeys`
 * gives the fields an object at a path may have, for unknown-field issues.
 */
export function describeIssue(
  issue: Issue,
  allowedKeys: (path: readonly PropertyKey[], input: unknown) => readonly string[] | null = () =>
    null,
): string {
  const input = inputOf(issue);
  switch (issue.code) {
    case 'invalid_type': {
      const kind = KINDS[issue.expected] ?? issue.expected;
      if (input === undefined && issue.expected === 'nonoptional') return 'missing';
      return input === undefined
        ? `missing (it must be ${kind})`
        : `must be ${kind}, not ${showValue(input)}`;
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${oneOf(issue.values)}, not ${showValue(input)}`
        : `${showValue(input)} is not allowed: use ${oneOf(issue.values)}`;
    case 'invalid_union': {
      // A discriminated union names its discriminator and the values it accepts.
      const extra = issue as { discriminator?: unknown; options?: unknown };
      if (typeof extra.discriminator === 'string' && Array.isArray(extra.options)) {
        const given = showValue(isRecord(input) ? input[extra.discriminator] : input);
        return `${given} is not allowed: use ${oneOf(extra.options)}`;
      }
      const choices = literalChoices(issue);
      return choices
        ? `${showValue(input)} is not allowed: use ${oneOf(choices)}`
        : `${showValue(input)} matches none of the allowed forms`;
    }
    case 'too_small':
      return sizeText(issue, issue.minimum);
    case 'too_big':
      return sizeText(issue, issue.maximum);
    case 'unrecognized_keys': {
      const keys = issue.keys.map((k) => `"${k}"`).join(', ');
      const allowed = allowedKeys(issue.path, input);
      const word = issue.keys.length === 1 ? 'field' : 'fields';
      return `unknown ${word} ${keys}${allowed ? ` (allowed: ${allowed.join(', ')})` : ''}`;
    }
    case 'invalid_format':
      return 'pattern' in issue && typeof issue.pattern === 'string'
        ? `${showValue(input)} does not have the right form (${issue.message.replace(/^Invalid string: /, '')})`
        : `${showValue(input)} is not a valid ${issue.format}`;
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}, not ${showValue(input)}`;
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return issue.message;
  }
}

type Def = Record<string, unknown>;
const defOf = (s: unknown): Def | undefined => (s as { _zod?: { def?: Def } })?._zod?.def;

/** The branch of a discriminated union that a value names by its discriminator. */
function branchFor(def: Def, value: unknown): unknown {
  const key = def.discriminator;
  if (typeof key !== 'string' || !Array.isArray(def.options) || !isRecord(value)) return null;
  return def.options.find((option) => {
    const shape = defOf(option)?.shape as Record<string, unknown> | undefined;
    const values = defOf(shape?.[key])?.values;
    return Array.isArray(values) && values.includes(value[key]);
  });
}

/**
 * The fields an object schema allows at a path inside `schema`, if it can be found. `value` is
 * the object there, to pick the branch of a discriminated union.
 */
export function keysAt(
  schema: z.ZodType,
  path: readonly PropertyKey[],
  value?: unknown,
): string[] | null {
  let node: unknown = schema;
  const step = (s: unknown): unknown => {
    // Look through wrappers (optional, default, pipe, lazy) to the schema that holds the data.
    for (let i = 0; i < 10; i++) {
      const def = (s as { _zod?: { def?: Record<string, unknown> } })?._zod?.def;
      if (!def) return s;
      if ('innerType' in def) s = def.innerType;
      else if (def.type === 'pipe') s = def.in;
      else if (def.type === 'lazy' && typeof def.getter === 'function') s = def.getter();
      else return s;
    }
    return s;
  };
  for (const segment of path) {
    node = step(node);
    const def = (node as { _zod?: { def?: Record<string, unknown> } })?._zod?.def;
    if (!def) return null;
    if (def.type === 'array' && typeof segment === 'number') node = def.element;
    else if (def.type === 'object' && typeof segment === 'string') {
      node = (def.shape as Record<string, unknown> | undefined)?.[segment];
    } else return null;
  }
  let def = defOf(step(node));
  if (def?.type === 'union') def = defOf(step(branchFor(def, value)));
  if (def?.type !== 'object' || typeof def.shape !== 'object' || def.shape === null) return null;
  return Object.keys(def.shape);
}
