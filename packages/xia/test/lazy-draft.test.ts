/**
 * `apply`'s copy-on-write draft (model/lazy-draft.ts): the next state shares untouched parts
 * with the input, so the input must never change, and the states must be the very ones the
 * old deep copy of the whole state made.
 */
import { canonicalJson, openDice, seedRandom } from '@drift/engine';
import { describe, expect, it } from 'vitest';
import { pickCommand } from '../../../tools/soak/game.ts';
import { corePack } from '../src/content/index.ts';
import { fullCopy } from '../src/model/lazy-draft.ts';
import type { XiaState } from '../src/model/state.ts';
import type { XiaOptionsInput } from '../src/options.ts';
import { createXia } from '../src/ruleset.ts';

const xia = createXia(corePack());
const reference = createXia(corePack(), undefined, fullCopy);

/** Base games, the expansion, two captains, solo and a campaign. */
const TABLES: readonly XiaOptionsInput[] = [
  { seats: 3, preset: 'standard', fameTarget: 10 },
  { seats: 4, preset: 'standard', fameTarget: 10 },
  { seats: 5, preset: 'standard', fameTarget: 10 },
  { seats: 4, preset: 'standard', fameTarget: 10, elements: 'all' },
  { seats: 2, preset: 'standard', fameTarget: 10, elements: 'all' },
  { seats: 1, solo: { difficulty: 'normal', sellsword: true } },
  {
    seats: 1,
    solo: { difficulty: 'hard', sellsword: false },
    campaign: { goals: ['quiet-hull', 'old-faithful', 'self-made'], rewards: ['the-fixer'] },
  },
];

function setup(table: XiaOptionsInput, seed: string): XiaState {
  const options = xia.parseOptions(table);
  if (!options.ok) throw new Error(options.error.message);
  const made = xia.setup(options.value, seed);
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

/** The seat to act in a game still going. */
function toAct(state: XiaState): number {
  const status = xia.status(state);
  return status.kind === 'active' ? (status.toAct[0] ?? 0) : 0;
}

/** Freezes a value and everything it reaches. */
function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
}

describe('copy-on-write apply', () => {
  it('never changes its input: random play on deep-frozen states', () => {
    let commands = 0;
    TABLES.forEach((table, t) => {
      for (let g = 0; g < 2; g++) {
        const seed = `cow-frozen-${t}-${g}`;
        let state = setup(table, seed);
        const dice = openDice(seedRandom(`chooser:${seed}`));
        for (let i = 0; i < 400 && xia.status(state).kind !== 'finished'; i++) {
          deepFreeze(state);
          const before = canonicalJson(state);
          const seat = toAct(state);
          const command = pickCommand(dice, xia.legal(state, seat));
          const applied = xia.apply(state, seat, command);
          if (!applied.ok) throw new Error(`${seed} #${i}: ${applied.error.message}`);
          expect(canonicalJson(state)).toBe(before);
          state = applied.value.state;
          commands++;
        }
      }
    });
    expect(commands).toBeGreaterThan(2000);
  }, 120_000);

  it('makes the same states and events as a deep copy of the whole state', () => {
    let commands = 0;
    let shared = 0;
    let sharedCaptains = 0;
    TABLES.forEach((table, t) => {
      for (let g = 0; g < 2; g++) {
        const seed = `cow-same-${t}-${g}`;
        let state = setup(table, seed);
        const dice = openDice(seedRandom(`chooser:${seed}`));
        for (let i = 0; i < 400 && xia.status(state).kind !== 'finished'; i++) {
          const seat = toAct(state);
          const command = pickCommand(dice, xia.legal(state, seat));
          const applied = xia.apply(state, seat, command);
          const copied = reference.apply(state, seat, command);
          if (!applied.ok || !copied.ok) throw new Error(`${seed} #${i}: refused`);
          // Strict: the same keys and values, and plain objects only (no draft leaks out).
          expect(applied.value.state).toStrictEqual(copied.value.state);
          expect(applied.value.events).toStrictEqual(copied.value.events);
          if (applied.value.state.decks === state.decks) shared++;
          const next = applied.value.state.captains;
          sharedCaptains += state.captains.filter((c, i) => c === next[i]).length;
          state = applied.value.state;
          commands++;
        }
      }
    });
    expect(commands).toBeGreaterThan(2000);
    // Sharing happens: most commands leave the decks alone and keep them, and the captains a
    // command does not change are kept as they were.
    expect(shared).toBeGreaterThan(commands / 2);
    expect(sharedCaptains).toBeGreaterThan(commands);
  }, 120_000);
});
