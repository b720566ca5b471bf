/**
 * The simulation's settings from untrusted text (CLI flags): each parser returns the value or
 * throws a SpecError that names the bad value and what is allowed, never a stack trace.
 */
import { BOTS, lookUp, type Registry } from '@drift/bots';
import { DIFFICULTIES, type Difficulty, type Element, parseOptions } from '@drift/xia';

export class SpecError extends Error {
  override readonly name = 'SpecError';
}

/** A range of seat counts; games cycle through it. */
export interface SeatRange {
  readonly min: number;
  readonly max: number;
}

const MAX_SEATS = 5;

/**
 * `all`, or letters like `D,G`: the expansion's elements in every game, checked by the rules
 * (an element not built yet is refused by name).
 */
export function parseElements(text: string): Element[] {
  const t = text.trim();
  const input = t === 'all' ? 'all' : t.split(',').map((s) => s.trim().toUpperCase());
  const parsed = parseOptions({ seats: 3, elements: input });
  if (!parsed.ok)
    throw new SpecError(
      `--elements "${text}": ${parsed.error.message.replace(/^Setup options are not valid: (elements: )?/, '').replace(/\.$/, '')}`,
    );
  return [...(parsed.value.elements ?? [])];
}

/** `3` or `3-5`: captains per game, within 3 to 5 (from 2 with element D). */
export function parseSeats(text: string, elements: readonly Element[] = []): SeatRange {
  const m = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(text);
  const MIN_SEATS = elements.includes('D') ? 2 : 3;
  const allowed = `use a seat count from ${MIN_SEATS} to ${MAX_SEATS}, or a range like 3-5${MIN_SEATS === 3 ? ' (2 with --elements D)' : ''}`;
  if (!m) throw new SpecError(`--seats "${text}": ${allowed}`);
  const min = Number(m[1]);
  const max = m[2] === undefined ? min : Number(m[2]);
  if (min < MIN_SEATS || max > MAX_SEATS || min > max)
    throw new SpecError(`--seats "${text}": ${allowed}`);
  return { min, max };
}

/**
 * A comma-separated bot list such as `heuristic:trader,random,search:200ms`. Returns the labels
 * trimmed, each one checked against the registry.
 */
export function parseBots(text: string, registry: Registry = BOTS): string[] {
  const labels = text.split(',').map((s) => s.trim());
  const names = [...registry.entries()]
    .map(([name, e]) => (e.args ? `${name}[:${e.args}]` : name))
    .join(', ');
  if (labels.some((l) => l === ''))
    throw new SpecError(`--bots "${text}": an empty name in the list; bots are ${names}`);
  for (const label of labels) {
    const found = lookUp(label, registry);
    if (typeof found === 'string') throw new SpecError(`--bots "${text}": ${found}`);
  }
  return labels;
}

/** A whole number within `min..max` for the option `flag`. */
export function parseWhole(flag: string, text: string, min: number, max: number): number {
  const n = /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max)
    throw new SpecError(`${flag} "${text}": use a whole number from ${min} to ${max}`);
  return n;
}

/** A seed: any non-empty text. */
export function parseSeed(text: string): string {
  if (text.length === 0) throw new SpecError('--seed: use a non-empty text');
  return text;
}

/** `easy`, `normal` or `hard`: the difficulty of solo games (XS-NPC-02). */
export function parseSolo(text: string): Difficulty {
  const t = text.trim().toLowerCase();
  const found = DIFFICULTIES.find((d) => d === t);
  if (!found) throw new SpecError(`--solo "${text}": use ${DIFFICULTIES.join(', ')}`);
  return found;
}
