/**
 * The scenario harness in detail: every check it makes must be able to fail, or a rule test
 * built on it could pass while the rule is broken.
 */
import { describe, expect, it } from 'vitest';
import { die, type Ruleset } from '../src/index.ts';
import { runScenario, ScenarioFailure, scenario } from '../src/testing/index.ts';
import { partialMismatch, show } from '../src/testing/partial.ts';
import {
  type RaceCommand,
  type RaceEvent,
  type RaceOptions,
  type RaceState,
  type RaceView,
  race,
} from './fixtures/race.ts';

const options = { seats: 2, goal: 10 };
const roll = { type: 'Roll' } as const;
const base = { ruleset: race, rules: ['XB-GEN-02'], start: { options } } as const;

/** What `run` throws (fails the test if it throws nothing). */
function thrown(run: () => unknown): Error {
  try {
    run();
  } catch (error: unknown) {
    if (error instanceof Error) return error;
    throw new Error(`threw a non-error: ${String(error)}`);
  }
  throw new Error('did not throw');
}

function setupState(seed: string): RaceState {
  const made = race.setup(options, seed);
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

describe('scenario() registers a vitest test', () => {
  let ran = false;
  scenario('registered by scenario()', {
    ...base,
    rules: ['XB-GEN-02', 'GAP-XB-18'],
    steps: [],
    verify: () => {
      ran = true;
    },
  });

  it('named after its clause IDs and title, which runs the scenario', ({ task }) => {
    const names = task.suite?.tasks.map((t) => t.name) ?? [];
    expect(names).toContain('XB-GEN-02 GAP-XB-18: registered by scenario()');
    expect(ran).toBe(true);
  });
});

describe('scenario harness checks', () => {
  it('clause IDs must be whole catalogue IDs', () => {
    for (const id of ['XB-GEN-02', 'GAP-XB-18', 'XE-2P-01', 'OR-BOUNTY']) {
      expect(() => runScenario({ ...base, rules: [id], steps: [] }), id).not.toThrow();
    }
    for (const id of ['rule XB-GEN-02', 'XB-GEN-02 and more', 'XB-gen-02', 'XB--02']) {
      expect(thrown(() => runScenario({ ...base, rules: [id], steps: [] })).message).toBe(
        `"${id}" is not a rules-catalogue clause ID`,
      );
    }
  });

  it('its failures are ScenarioFailures, named so', () => {
    const error = thrown(() => runScenario({ ...base, rules: [], steps: [] }));
    expect(error).toBeInstanceOf(ScenarioFailure);
    expect(error.name).toBe('ScenarioFailure');
  });

  it("starts from setup with the seed 'scenario' unless told, or from a given state", () => {
    const keep = { ...base, dice: 'random', steps: [] } as const;
    expect(runScenario(keep).state).toEqual(setupState('scenario'));
    expect(runScenario({ ...keep, start: { options, seed: 'other' } }).state).toEqual(
      setupState('other'),
    );
    const given = { ...setupState('given'), positions: [4, 2] };
    expect(runScenario({ ...keep, start: { state: given } }).state).toEqual(given);
  });

  it('fails when setup refuses the options, with the code and message', () => {
    expect(
      thrown(() => runScenario({ ...base, start: { options: { seats: 9, goal: 10 } }, steps: [] }))
        .message,
    ).toBe('setup refused: BadSeatCount: A race needs 2 to 4 seats.');
  });

  it("returns each step's events, and none for a refused step", () => {
    const { events } = runScenario({
      ...base,
      dice: [die(6, 2)],
      steps: [
        { seat: 1, command: roll, rejects: 'NotYourTurn' },
        { seat: 0, command: roll },
      ],
    });
    expect(events).toEqual([
      [],
      [
        { type: 'Rolled', seat: 0, face: 2 },
        { type: 'Moved', seat: 0, to: 2 },
      ],
    ]);
  });

  it('fails when a command is refused that should not be, with the code and message', () => {
    expect(
      thrown(() => runScenario({ ...base, steps: [{ seat: 1, command: roll }] })).message,
    ).toBe('step 1 (seat 1 {"type":"Roll"}): refused with NotYourTurn: It is not your turn.');
  });

  it('expected events must come in order, each matching a different event', () => {
    const twice = {
      ...base,
      dice: [die(6, 2)],
      steps: [
        {
          seat: 0,
          command: roll,
          events: [{ type: 'Rolled' as const }, { type: 'Rolled' as const }],
        },
      ],
    };
    expect(thrown(() => runScenario(twice)).message).toBe(
      'step 1 (seat 0 {"type":"Roll"}): expected event #2 {"type":"Rolled"} after index 1; events were:\n' +
        '  {"type":"Rolled","seat":0,"face":2}\n' +
        '  {"type":"Moved","seat":0,"to":2}',
    );
  });

  it("checks a step's state fragment and the final one, saying where", () => {
    const spec = { ...base, dice: [die(6, 2)], steps: [{ seat: 0, command: roll }] };
    expect(
      thrown(() =>
        runScenario({ ...spec, steps: [{ seat: 0, command: roll, state: { turn: 0 } }] }),
      ).message,
    ).toBe('step 1 (seat 0 {"type":"Roll"}): state differs at $.turn: expected 0, found 1');
    expect(thrown(() => runScenario({ ...spec, expect: { turn: 0 } })).message).toBe(
      'final state: state differs at $.turn: expected 0, found 1',
    );
  });

  it('checkLegal: false lets a command through that legal does not list', () => {
    const silent = { ...race, legal: () => [] };
    const spec = {
      ...base,
      ruleset: silent,
      dice: [die(6, 1)],
      steps: [{ seat: 0, command: roll }],
    };
    expect(() => runScenario(spec)).toThrow(/legal does not list it/);
    expect(runScenario({ ...spec, checkLegal: false }).state.positions).toEqual([1, 0]);
  });

  it('a refused command is fine when legal lists only other commands', () => {
    const other = { ...race, legal: () => [{ type: 'Boost', take: false } as const] };
    expect(() =>
      runScenario({
        ...base,
        ruleset: other,
        steps: [{ seat: 1, command: roll, rejects: 'NotYourTurn' }],
      }),
    ).not.toThrow();
  });

  it('lets an error other than the scripted dice pass through unchanged', () => {
    const broken: Ruleset<RaceState, RaceCommand, RaceEvent, RaceView, RaceOptions> = {
      ...race,
      apply: () => {
        throw new TypeError('boom');
      },
    };
    const error = thrown(() =>
      runScenario({
        ...base,
        ruleset: broken,
        checkLegal: false,
        steps: [{ seat: 0, command: roll }],
      }),
    );
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toBe('boom');
  });

  it('names the step when scripted dice run out, with the no-dice hint only when none were scripted', () => {
    expect(
      thrown(() => runScenario({ ...base, dice: [], steps: [{ seat: 0, command: roll }] })).message,
    ).toBe(
      'step 1 (seat 0 {"type":"Roll"}): Scripted dice exhausted: a d6 was asked for after all 0 forced draws were used.',
    );
  });
});

describe('partial matching', () => {
  it('an expected array needs an array of the same length, item by item', () => {
    expect(partialMismatch({ 0: 1, length: 1 }, [1])).toBe(
      '$: expected an array, found {"0":1,"length":1}',
    );
    expect(partialMismatch([1, 2], [1])).toBe('$: expected 1 items, found 2: [1,2]');
    expect(partialMismatch([1, 2], [1, 3])).toBe('$[1]: expected 3, found 2');
    expect(partialMismatch([{ a: 1 }], [{}])).toBeNull();
  });

  it('an expected object needs an object that is not an array', () => {
    expect(partialMismatch(5, { a: 1 })).toBe('$: expected an object, found 5');
    expect(partialMismatch(null, { a: 1 })).toBe('$: expected an object, found null');
    expect(partialMismatch([1], { 0: 1 })).toBe('$: expected an object, found [1]');
    expect(partialMismatch({ a: 1, b: 2 }, { a: 1 })).toBeNull();
  });

  it('null is compared as a value, and an undefined expectation is left out', () => {
    expect(partialMismatch(null, null)).toBeNull();
    expect(partialMismatch({ a: null }, { a: null })).toBeNull();
    expect(partialMismatch({ a: 5 }, { a: null })).toBe('$.a: expected null, found 5');
    expect(partialMismatch({ a: 5 }, { a: undefined })).toBeNull();
  });

  it('show writes short JSON, and undefined as a word', () => {
    expect(show(undefined)).toBe('undefined');
    const exactly300 = 'x'.repeat(298);
    expect(show(exactly300)).toBe(`"${exactly300}"`);
    const long = 'y'.repeat(400);
    expect(show(long)).toBe(`"${'y'.repeat(296)}...`);
  });
});
