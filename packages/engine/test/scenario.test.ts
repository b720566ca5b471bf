import { describe, expect, it } from 'vitest';
import { die, type Ruleset } from '../src/index.ts';
import { isSentence, runScenario, ScenarioFailure, scenario } from '../src/testing/index.ts';
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

// The harness demands a clause ID, and these scenarios test the harness itself on the race
// fixture. Its one tie to the catalogue is its die, a d6 named by its sides (XB-GEN-02): the
// last test checks that a forced die of another size cannot stand in for it.

describe('scenario harness', () => {
  scenario('a forced 6 opens the Boost prompt and the boost draws the top card', {
    ruleset: race,
    rules: ['XB-GEN-02'],
    start: { options },
    arrange: (s) => ({ ...s, deck: [9, 4] }),
    dice: [die(6, 6)],
    steps: [
      {
        seat: 0,
        command: roll,
        events: [{ type: 'Rolled', face: 6 }],
        state: { prompts: [{ kind: 'Boost', seat: 0 }] },
      },
      { seat: 1, command: roll, rejects: 'PromptPending' },
      {
        seat: 0,
        command: { type: 'Boost', take: true },
        events: [
          { type: 'CardDrawn', card: 9 },
          { type: 'Moved', to: 7 },
        ],
      },
    ],
    expect: { positions: [7, 0], turn: 1, hands: [[9], []], deck: [4] },
  });

  it('fails when an expected event does not happen', () => {
    expect(() =>
      runScenario({
        ruleset: race,
        rules: ['XB-GEN-02'],
        start: { options },
        dice: [die(6, 2)],
        steps: [{ seat: 0, command: roll, events: [{ type: 'Rolled', face: 3 }] }],
      }),
    ).toThrow(/expected event #1 .*"face":3/);
  });

  it('fails when a command expected to be refused is accepted, or refused with another code', () => {
    const base = { ruleset: race, rules: ['XB-GEN-02'], start: { options } } as const;
    expect(() =>
      runScenario({
        ...base,
        dice: [die(6, 1)],
        steps: [{ seat: 0, command: roll, rejects: 'NotYourTurn' }],
      }),
    ).toThrow(/expected NotYourTurn, but it was accepted/);
    expect(() =>
      runScenario({
        ...base,
        steps: [{ seat: 1, command: { type: 'Boost', take: true }, rejects: 'NotYourTurn' }],
      }),
    ).toThrow(/expected NotYourTurn, got NoPrompt/);
  });

  it('fails when forced dice are left unused, unless allowed', () => {
    const spec = {
      ruleset: race,
      rules: ['XB-GEN-02'],
      start: { options },
      dice: [die(6, 1), die(6, 2)],
      steps: [{ seat: 0, command: roll }],
    } as const;
    expect(() => runScenario(spec)).toThrow(/1 forced draws were never used/);
    expect(runScenario({ ...spec, unusedDice: 'allowed' }).state.positions).toEqual([1, 0]);
  });

  it('fails when the state differs from the expected fragment', () => {
    expect(() =>
      runScenario({
        ruleset: race,
        rules: ['XB-GEN-02'],
        start: { options },
        dice: [die(6, 2)],
        steps: [{ seat: 0, command: roll }],
        expect: { positions: [3, 0] },
      }),
    ).toThrow(/\$\.positions\[0\]: expected 3, found 2/);
  });

  it('demands clause IDs', () => {
    expect(() => runScenario({ ruleset: race, rules: [], start: { options }, steps: [] })).toThrow(
      /must name the clause IDs/,
    );
    expect(() =>
      runScenario({ ruleset: race, rules: ['rule 4'], start: { options }, steps: [] }),
    ).toThrow(/not a rules-catalogue clause ID/);
  });

  it('catches a ruleset that mutates its input or disagrees with legal', () => {
    const mutating: Ruleset<RaceState, RaceCommand, RaceEvent, RaceView, RaceOptions> = {
      ...race,
      apply: (state, seat, command) => {
        (state.positions as number[])[0] = 99;
        return race.apply(state, seat, command);
      },
    };
    expect(() =>
      runScenario({
        ruleset: mutating,
        rules: ['XB-GEN-02'],
        start: { options },
        dice: [die(6, 1)],
        steps: [{ seat: 0, command: roll }],
      }),
    ).toThrow(/mutated its input/);
    const silent = { ...race, legal: () => [] };
    expect(() =>
      runScenario({
        ruleset: silent,
        rules: ['XB-GEN-02'],
        start: { options },
        dice: [die(6, 1)],
        steps: [{ seat: 0, command: roll }],
      }),
    ).toThrow(/legal does not list it/);
    const noisy = { ...race, legal: () => [roll] };
    expect(() =>
      runScenario({
        ruleset: noisy,
        rules: ['XB-GEN-02'],
        start: { options },
        steps: [{ seat: 1, command: roll, rejects: 'NotYourTurn' }],
      }),
    ).toThrow(/refused, yet legal lists it/);
  });

  it('surfaces the scripted dice error when a rule rolls more than was forced', () => {
    expect(() =>
      runScenario({
        ruleset: race,
        rules: ['XB-GEN-02'],
        start: { options },
        dice: [],
        steps: [{ seat: 0, command: roll }],
      }),
    ).toThrow(ScenarioFailure);
  });

  it('XB-GEN-02: a forced die names its sides: a d8 cannot stand in for the d6 the rule rolls', () => {
    expect(() =>
      runScenario({
        ruleset: race,
        rules: ['XB-GEN-02'],
        start: { options },
        dice: [die(8, 3)],
        steps: [{ seat: 0, command: roll }],
      }),
    ).toThrow(/a d6 was rolled but the script holds d8=3/);
  });

  it('fails a scenario that scripts no dice when a rule rolls, unless it asks for random dice', () => {
    const spec = {
      ruleset: race,
      rules: ['XB-GEN-02'],
      start: { options },
      steps: [{ seat: 0, command: roll }],
    } as const;
    expect(() => runScenario(spec)).toThrow(
      /step 1 .*exhausted.*scripts no dice, so it may not roll/,
    );
    const rolled = runScenario({ ...spec, dice: 'random' }).state.positions[0] ?? 0;
    expect(rolled).toBeGreaterThanOrEqual(1);
    expect(rolled).toBeLessThanOrEqual(6);
  });

  it('fails a refusal whose message is not a sentence a player can read', () => {
    const terse = (message: string): typeof race => ({
      ...race,
      apply: (state, seat, command) => {
        const result = race.apply(state, seat, command);
        return result.ok ? result : { ok: false, error: { ...result.error, message } };
      },
    });
    const spec = {
      rules: ['XB-GEN-02'],
      start: { options },
      steps: [{ seat: 1, command: roll, rejects: 'NotYourTurn' }],
    } as const;
    expect(() => runScenario({ ...spec, ruleset: race })).not.toThrow();
    for (const message of ['', 'nope', 'not your turn.', 'It is not your turn'])
      expect(() => runScenario({ ...spec, ruleset: terse(message) })).toThrow(/is not a sentence/);
    expect(isSentence('There is no Captain 4 in this match.')).toBe(true);
  });
});
