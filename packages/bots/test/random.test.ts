import { openDice, seedRandom } from '@drift/engine';
import type { XiaCommand, XiaView } from '@drift/xia';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RandomBot, TypedRandomBot } from '../src/index.ts';

const view = {} as XiaView;
const commands: XiaCommand[] = [
  { type: 'EndActions' },
  { type: 'UseImpulse' },
  { type: 'Step', to: { q: 1, r: 0 } },
  { type: 'Step', to: { q: 0, r: 1 } },
  { type: 'Scan', direction: 2 },
];

describe.each([
  ['RandomBot', () => new RandomBot<XiaView, XiaCommand>()],
  ['TypedRandomBot', () => new TypedRandomBot<XiaView, XiaCommand>()],
])('%s', (_name, make) => {
  it('only ever returns a listed command', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: commands.length }), (seed, n) => {
        const legal = commands.slice(0, n);
        const choice = make().choose(view, legal, openDice(seedRandom(seed)));
        expect(legal).toContain(choice);
      }),
    );
  });

  it('makes the same choices from the same dice', () => {
    const run = () => {
      const dice = openDice(seedRandom('same'));
      const bot = make();
      return Array.from({ length: 20 }, () => bot.choose(view, commands, dice));
    };
    expect(run()).toEqual(run());
  });
});
