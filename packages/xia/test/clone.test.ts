import { openDice, seedRandom } from '@drift/engine';
import { describe, expect, it } from 'vitest';
import { corePack } from '../src/content/index.ts';
import { cloneState, createXia, type XiaState } from '../src/index.ts';

const xia = createXia(corePack());

/** Every 25th state of a seeded random game on the core pack (NPCs, missions, damage, cargo). */
function states(seed: string, commands: number): XiaState[] {
  const made = xia.setup({ seats: 4, preset: 'standard', fameTarget: 10 }, seed);
  if (!made.ok) throw new Error(made.error.message);
  let state = made.value;
  const dice = openDice(seedRandom(`clone:${seed}`));
  const out: XiaState[] = [];
  for (let i = 0; i < commands; i++) {
    const status = xia.status(state);
    if (status.kind === 'finished') break;
    const seat = status.toAct[0] ?? 0;
    if (i % 25 === 0) out.push(state);
    const applied = xia.apply(state, seat, dice.pick(xia.legal(state, seat)));
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
  }
  return out;
}

/** Pairs of objects reachable at the same path in both values that are the very same object. */
function shared(a: unknown, b: unknown, path = '$'): string[] {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return [];
  if (a === b) return [path];
  return Object.keys(a).flatMap((k) =>
    shared((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`),
  );
}

describe('cloneState', () => {
  // It is written out field by field: a field added to the state but not to the copy must fail.
  it('copies every field of states met in play, sharing no object with the original', () => {
    const sample = [...states('clone-a', 1500), ...states('clone-b', 1500)];
    expect(sample.length).toBeGreaterThan(80);
    for (const state of sample) {
      const copy = cloneState(state);
      expect(copy).toStrictEqual(state);
      expect(shared(state, copy)).toEqual([]);
    }
  }, 60_000);
});
