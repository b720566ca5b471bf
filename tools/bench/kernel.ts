import { breakTie, openDice, seedRandom } from '@drift/engine';
import type { Bench } from 'tinybench';

/** Kernel benchmarks: dice and shuffles (the state figures are in state.ts). */
export function addKernelTasks(bench: Bench): void {
  const live = openDice(seedRandom('bench'));
  let stored = seedRandom('bench');
  const deck = Array.from({ length: 120 }, (_, i) => i);
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
    });
}
