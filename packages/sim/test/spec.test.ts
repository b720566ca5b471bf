import { BUILT_ELEMENTS, ELEMENTS } from '@drift/xia';
import { describe, expect, it } from 'vitest';
import { planGame } from '../src/config.ts';
import { gameOptions } from '../src/game.ts';
import { DEFAULTS } from '../src/index.ts';
import {
  parseBots,
  parseElements,
  parseSeats,
  parseSeed,
  parseWhole,
  SpecError,
} from '../src/spec.ts';

/** The message of the SpecError `run` throws. */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error: unknown) {
    expect(error).toBeInstanceOf(SpecError);
    return (error as Error).message;
  }
  throw new Error('expected a SpecError');
}

describe('--seats', () => {
  it('reads a count or a range', () => {
    expect(parseSeats('3')).toEqual({ min: 3, max: 3 });
    expect(parseSeats('3-5')).toEqual({ min: 3, max: 5 });
    expect(parseSeats(' 4 - 5 ')).toEqual({ min: 4, max: 5 });
  });

  it.each(['2', '6', '5-3', '3-6', 'three', '', '3-', '-3', '3.5'])(
    'refuses %j, naming it and what is allowed',
    (text) => {
      const message = refusal(() => parseSeats(text));
      expect(message).toContain(`--seats "${text}"`);
      expect(message).toContain('from 3 to 5');
    },
  );
});

describe('--elements', () => {
  it('refuses what is not a list of letters A to G, and elements not built, by name', () => {
    for (const text of ['Z', 'D,D', '', 'events'])
      expect(refusal(() => parseElements(text))).toMatch(new RegExp(`^--elements "${text}": `));
    for (const e of ELEMENTS.filter((x) => !BUILT_ELEMENTS.includes(x)))
      expect(refusal(() => parseElements(e))).toContain(`${e} (`);
  });

  it('reads built letters in any case and order, and puts them in every game’s options', () => {
    if (BUILT_ELEMENTS.length === 0) return;
    const text = [...BUILT_ELEMENTS].reverse().join(',').toLowerCase();
    const elements = parseElements(text);
    expect(elements).toEqual([...BUILT_ELEMENTS]);
    const plan = { seats: 3, bots: ['random', 'random', 'random'], seed: 's' } as never;
    expect(gameOptions(plan, { ...DEFAULTS, elements }).elements).toEqual(elements);
    expect('elements' in gameOptions(plan, DEFAULTS)).toBe(false);
  });

  it('lets --seats go down to 2 only with element D', () => {
    expect(refusal(() => parseSeats('2'))).toContain('(2 with --elements D)');
    expect(parseSeats('2-3', ['D'])).toEqual({ min: 2, max: 3 });
  });
});

describe('--bots', () => {
  it('reads a list of known bots with their arguments', () => {
    expect(parseBots('heuristic:trader, random,typed-random,heuristic')).toEqual([
      'heuristic:trader',
      'random',
      'typed-random',
      'heuristic',
    ]);
  });

  it('refuses an unknown bot, listing the known ones', () => {
    const message = refusal(() => parseBots('heuristic,chess'));
    expect(message).toContain('--bots "heuristic,chess"');
    expect(message).toContain('unknown bot "chess"');
    expect(message).toContain('random, typed-random, heuristic, search');
  });

  it('refuses a bad profile, naming the profiles', () => {
    expect(refusal(() => parseBots('heuristic:chef'))).toContain(
      'explorer, trader, worker, pirate, balanced',
    );
  });

  it('refuses an argument to a bot that takes none, and empty names', () => {
    expect(refusal(() => parseBots('random:3'))).toContain('takes no argument');
    expect(refusal(() => parseBots('random,,heuristic'))).toContain('an empty name');
    expect(refusal(() => parseBots(''))).toContain('an empty name');
  });

  it('reads search budgets in milliseconds or iterations, and refuses others', () => {
    expect(parseBots('search,search:200ms,search:500it')).toEqual([
      'search',
      'search:200ms',
      'search:500it',
    ]);
    for (const bad of ['search:fast', 'search:0it', 'search:1.5ms', 'search:200'])
      expect(refusal(() => parseBots(bad))).toContain(
        'a time like 200ms or an iteration count like 500it',
      );
  });
});

describe('numbers and seeds', () => {
  it('reads whole numbers in range and refuses the rest', () => {
    expect(parseWhole('--games', '12', 1, 100)).toBe(12);
    for (const bad of ['0', '101', '1.5', '-1', 'ten', '', '1e3'])
      expect(refusal(() => parseWhole('--games', bad, 1, 100))).toBe(
        `--games "${bad}": use a whole number from 1 to 100`,
      );
  });

  it('refuses an empty seed', () => {
    expect(parseSeed('s')).toBe('s');
    expect(refusal(() => parseSeed(''))).toContain('--seed');
  });
});

describe('game plans', () => {
  it('cycles seat counts and rotates the bot list so every bot sits in every seat', () => {
    const config = { ...DEFAULTS, games: 6, seats: { min: 3, max: 4 }, bots: ['a', 'b', 'c'] };
    const plans = Array.from({ length: 6 }, (_, g) => planGame(config, g));
    expect(plans.map((p) => p.seats)).toEqual([3, 4, 3, 4, 3, 4]);
    expect(plans.map((p) => p.seed)).toEqual(plans.map((_, g) => `drift:${g}`));
    const threes = plans.filter((p) => p.seats === 3).map((p) => p.bots.join(''));
    expect(threes).toEqual(['abc', 'bca', 'cab']);
    expect(planGame({ ...config, fixedSeats: true }, 4).bots).toEqual(['a', 'b', 'c']);
  });
});
