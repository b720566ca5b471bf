import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openDice, type RecordedCommand, replay, seedRandom, stateHash } from '../src/index.ts';
import { type RaceCommand, type RaceState, race } from './fixtures/race.ts';

/** Plays random legal commands, choosing with a separate generator. */
function randomGame(seed: string, chooser: string, limit = 200) {
  const made = race.setup({ seats: 3, goal: 20 }, seed);
  if (!made.ok) throw new Error(made.error.message);
  let state: RaceState = made.value;
  const choose = openDice(seedRandom(chooser));
  const log: RecordedCommand<RaceCommand>[] = [];
  for (let i = 0; i < limit; i++) {
    const status = race.status(state);
    if (status.kind === 'finished') break;
    const seat = status.toAct[0] ?? 0;
    const command = choose.pick(race.legal(state, seat));
    const applied = race.apply(state, seat, command);
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.value.state;
    log.push({ seat, command });
  }
  return { state, log };
}

describe('replay', () => {
  it('rebuilds the same state and hash from options, seed and commands', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (seed, chooser) => {
        const { state, log } = randomGame(seed, chooser);
        const replayed = replay(race, { seats: 3, goal: 20 }, seed, log);
        expect(replayed.ok).toBe(true);
        if (!replayed.ok) return;
        expect(replayed.value.hash).toBe(stateHash(state));
        expect(replayed.value.state).toEqual(state);
        expect(replayed.value.events).toHaveLength(log.length);
      }),
      { numRuns: 50 },
    );
  });

  it('another seed gives another match', () => {
    const a = randomGame('seed-a', 'c');
    const b = replay(race, { seats: 3, goal: 20 }, 'seed-b', []);
    const a0 = replay(race, { seats: 3, goal: 20 }, 'seed-a', []);
    expect(a.log.length).toBeGreaterThan(0);
    expect(b.ok && a0.ok && b.value.hash !== a0.value.hash).toBe(true);
  });

  it('stops at the first refused command and says which', () => {
    const result = replay(race, { seats: 2, goal: 10 }, 's', [
      { seat: 0, command: { type: 'Roll' } },
      { seat: 0, command: { type: 'Roll' } },
    ]);
    // Seat 0 rolled; unless it was a 6 (then Boost is pending) it is seat 1's turn.
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.index).toBe(1);
    expect(['NotYourTurn', 'PromptPending']).toContain(result.error.code);
  });

  it('reports refused setup options with index -1', () => {
    const result = replay(race, { seats: 9, goal: 10 }, 's', []);
    expect(result).toEqual({
      ok: false,
      error: { code: 'BadSeatCount', message: 'A race needs 2 to 4 seats.', index: -1 },
    });
  });
});
