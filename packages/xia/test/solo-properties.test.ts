/**
 * Properties over random reachable solo states (XS-*): `legal` and `apply` agree both ways for
 * the solo commands too, bad input never changes a state, only the player ever acts, and views
 * hide the stacks.
 */
import { canonicalJson, openDice, seedRandom } from '@drift/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickCommand } from '../../../tools/soak/game.ts';
import type { XiaCommand } from '../src/commands.ts';
import type { XiaState } from '../src/model/state.ts';
import { DIFFICULTIES } from '../src/options.ts';
import { solo, soloOptions } from './fixtures/solo.ts';

/** A solo state reached by `steps` random legal commands (never a concession) from setup. */
function reachable(seed: number, steps: number): XiaState {
  const difficulty = DIFFICULTIES[seed % DIFFICULTIES.length] ?? 'normal';
  const made = solo.setup(soloOptions(difficulty, { fameTarget: 20 }), `solo-prop-${seed}`);
  if (!made.ok) throw new Error(made.error.message);
  let at = made.value;
  const chooser = openDice(seedRandom(`solo-prop-chooser-${seed}`));
  for (let i = 0; i < steps && at.stage !== 'finished'; i++) {
    const applied = solo.apply(at, 0, pickCommand(chooser, solo.legal(at, 0)));
    if (!applied.ok) throw new Error(applied.error.message);
    at = applied.value.state;
  }
  return at;
}

const states = fc
  .tuple(fc.nat({ max: 10_000 }), fc.nat({ max: 300 }))
  .map(([seed, steps]) => reachable(seed, steps));
const small = fc.integer({ min: -4, max: 4 });
const hexArb = fc.record({ q: small, r: small });

/** The solo commands with random, mostly wrong, contents, and a few others. */
const commandArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ type: fc.constant('SeatNpc'), position: fc.integer({ min: -1, max: 5 }) }),
  fc.record({ type: fc.constant('ChooseExpanse'), slot: hexArb, from: hexArb }),
  fc.constantFrom(
    { type: 'SortMissions' },
    { type: 'Concede' },
    { type: 'EndActions' },
    { type: 'DrawMissions' },
  ),
  fc.record({ type: fc.constant('ChooseSpawn'), spawn: fc.integer({ min: 0, max: 21 }) }),
  fc.record({ type: fc.constant('PlaceSector'), rotation: fc.integer({ min: 0, max: 6 }) }),
);

const seatArb = fc.integer({ min: -1, max: 2 });
const CODE = /^[A-Z][A-Za-z]+$/;

function listed(state: XiaState, seat: number, command: XiaCommand): boolean {
  const wanted = canonicalJson(command);
  return solo.legal(state, seat).some((c) => canonicalJson(c) === wanted);
}

describe('solo: legal and apply agree', () => {
  it('XS-NPC-01 XS-EXPN-01: every listed command is accepted; only the player acts', () => {
    fc.assert(
      fc.property(states, (state) => {
        const legal = solo.legal(state, 0);
        const status = solo.status(state);
        expect(legal.length > 0).toBe(status.kind === 'active');
        if (status.kind === 'active') expect(status.toAct).toEqual([0]);
        for (const command of legal) {
          const applied = solo.apply(state, 0, command);
          if (!applied.ok)
            throw new Error(`${JSON.stringify(command)} listed but refused: ${applied.error.code}`);
        }
      }),
      { numRuns: 30 },
    );
  }, 120_000);

  it('XS-NPC-01 XS-EXPN-01: a command outside the list is refused with a stable code and changes nothing', () => {
    fc.assert(
      fc.property(states, seatArb, commandArb, (state, seat, input) => {
        const before = canonicalJson(state);
        const parsed = solo.parseCommand(input);
        if (!parsed.ok) {
          expect(parsed.error.code).toMatch(CODE);
          return;
        }
        const applied = solo.apply(state, seat, parsed.value);
        expect(applied.ok).toBe(listed(state, seat, parsed.value));
        if (!applied.ok) {
          expect(applied.error.code).toMatch(CODE);
          expect(applied.error.message.length).toBeGreaterThan(10);
        }
        expect(canonicalJson(state)).toBe(before);
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});

describe('solo: views', () => {
  it('XS-SETUP-03 XS-SETUP-04: no view holds the sector, Title or Event stack order', () => {
    fc.assert(
      fc.property(states, (state) => {
        for (const viewer of [{ seat: 0 }, 'spectator' as const]) {
          const text = JSON.stringify(solo.view(state, viewer));
          expect(text).not.toContain('"random"');
          for (const title of state.decks.titles) expect(text).not.toContain(`"${title}"`);
          for (const card of state.events?.deck ?? []) expect(text).not.toContain(`"${card}"`);
          if (state.decks.sectors.length > 1)
            expect(text).not.toContain(JSON.stringify(state.decks.sectors));
        }
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
