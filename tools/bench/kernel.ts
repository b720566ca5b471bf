import { breakTie, canonicalJson, openDice, seedRandom, stateHash } from '@drift/engine';
import type { Bench } from 'tinybench';
import { syntheticState } from './state.ts';

/** Kernel benchmarks: dice, shuffles, hashing and cloning. */
export function addKernelTasks(bench: Bench): void {
  const live = openDice(seedRandom('bench'));
  let stored = seedRandom('bench');
  const deck = Array.from({ length: 120 }, (_, i) => i);
  const state = syntheticState();
  bench
    .add('dice: d20 on an open generator', () => {
      live.d20();
    })
    .add('dice: open stored state, d20, save', () => {
      const dice = openDice(stored);
      dice.d20();
      stored = dice.save() as typeof stored;
    })
    .add('dice: shuffle a 120-card deck', () => {
      live.shuffle(deck);
    })
    .add('dice: tie roll among 3', () => {
      breakTie(live, 3);
    })
    .add(`state: canonical JSON (${canonicalJson(state).length} bytes)`, () => {
      canonicalJson(state);
    })
    .add('state: hash (canonical JSON + SHA-256)', () => {
      stateHash(state);
    })
    .add('state: structuredClone', () => {
      structuredClone(state);
    });
}
