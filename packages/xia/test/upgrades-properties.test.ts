/**
 * Properties of the campaign upgrades' commands over random reachable solo campaign games with
 * random tiers (XC-UPG-04..11): every listed command is accepted, and a fuzzed upgrade command
 * is accepted exactly when it is listed.
 */
import { canonicalJson, openDice, type SeatId, seedRandom } from '@drift/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickCommand } from '../../../tools/soak/game.ts';
import { TRACKS } from '../src/campaign/options.ts';
import type { XiaCommand } from '../src/commands.ts';
import { corePack } from '../src/content/index.ts';
import { createXia } from '../src/index.ts';
import type { XiaState } from '../src/model/state.ts';
import { ELEMENTS, type XiaOptions } from '../src/options.ts';

const xia = createXia(corePack());

/** A solo campaign game whose tracks are at tiers drawn from the seed (some not taken). */
function optionsOf(seed: number): XiaOptions {
  const upgrades = Object.fromEntries(
    TRACKS.flatMap((t, i) => {
      const tier = Math.floor(seed / 4 ** i) % 4;
      return tier === 0 ? [] : [[t, tier]];
    }),
  );
  return {
    seats: 1,
    preset: 'standard',
    fameTarget: 10,
    elements: [...ELEMENTS],
    solo: { difficulty: 'normal', sellsword: false },
    campaign: { goal: 'pathfinder', upgrades, rewards: [], shipUses: {} },
  };
}

function reachable(seed: number, steps: number): XiaState {
  const made = xia.setup(optionsOf(seed), `upgrades-prop-${seed}`);
  if (!made.ok) throw new Error(made.error.message);
  let state = made.value;
  const chooser = openDice(seedRandom(`upgrades-chooser-${seed}`));
  for (let i = 0; i < steps; i++) {
    const status = xia.status(state);
    if (status.kind === 'finished') break;
    const seat = status.toAct[0] ?? 0;
    const applied = xia.apply(state, seat, pickCommand(chooser, xia.legal(state, seat)));
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
  }
  return state;
}

const states = fc
  .tuple(fc.nat({ max: 4 ** TRACKS.length - 1 }), fc.nat({ max: 400 }))
  .map(([seed, steps]) => reachable(seed, steps));
const cellArb = fc.tuple(fc.integer({ min: -1, max: 4 }), fc.integer({ min: -1, max: 4 }));
const colourArb = fc.constantFrom('spice', 'holo', 'terra', 'plasma', 'cyber');
const useArb = fc.record({
  outfit: fc.integer({ min: 0, max: 40 }),
  space: fc.integer({ min: 0, max: 3 }),
});

/** Well-formed upgrade commands with random, mostly wrong, contents. */
const upgradeCommand: fc.Arbitrary<unknown> = fc.oneof(
  fc.record(
    { type: fc.constant('ImpulseAction'), gain: fc.constantFrom('energy', 'heal'), at: cellArb },
    { requiredKeys: ['type', 'gain'] },
  ),
  fc.record({ type: fc.constant('RearmMarker'), use: useArb }),
  fc.record({ type: fc.constant('ScanSector'), side: fc.constantFrom(0, 1, 2, 3, 4, 5) }),
  fc.record({
    type: fc.constant('BuyCubes'),
    cubes: fc.dictionary(colourArb, fc.constantFrom(1, 2), { minKeys: 1, maxKeys: 2 }),
    extra: colourArb,
  }),
);

function listed(state: XiaState, seat: SeatId, command: XiaCommand): boolean {
  const wanted = canonicalJson(command);
  return xia.legal(state, seat).some((c) => canonicalJson(c) === wanted);
}

describe('campaign upgrades: legal and apply agree', () => {
  it('XC-UPG-04..11: every listed command is accepted', () => {
    fc.assert(
      fc.property(states, (state) => {
        for (const command of xia.legal(state, 0)) {
          const applied = xia.apply(state, 0, command);
          if (!applied.ok)
            throw new Error(`${JSON.stringify(command)} listed but refused: ${applied.error.code}`);
        }
      }),
      { numRuns: 30 },
    );
  }, 60_000);

  it('XC-UPG-04..11: an upgrade command is accepted exactly when listed, else refused in words', () => {
    fc.assert(
      fc.property(states, upgradeCommand, (state, input) => {
        const parsed = xia.parseCommand(input);
        if (!parsed.ok) return;
        const applied = xia.apply(state, 0, parsed.value);
        expect(applied.ok).toBe(listed(state, 0, parsed.value));
        if (!applied.ok) expect(applied.error.message).toMatch(/^[A-Z"].*[.!?]$/);
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
