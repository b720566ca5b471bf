import { BASE_WEIGHTS } from '@drift/bots';
import { describe, expect, it } from 'vitest';
import {
  checkWeights,
  DEFAULTS,
  findBot,
  parseWeightNames,
  runGames,
  type SimConfig,
  SpecError,
} from '../src/index.ts';

const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error: unknown) {
    expect(error).toBeInstanceOf(SpecError);
    return (error as Error).message;
  }
  throw new Error('expected a SpecError');
};

describe('weight overrides in the config', () => {
  it('seat a `#name` variant of a heuristic bot, with its strategy', () => {
    const found = findBot('heuristic:trader#tuned', { weights: { 'heuristic:trader#tuned': {} } });
    expect(typeof found === 'string' ? found : found.strategy).toBe('trader');
    // Without overrides a variant is still the registry's bot.
    expect(typeof findBot('heuristic#x', {})).toBe('object');
    expect(findBot('random', { weights: { random: { sell: 1 } } })).toBe(
      'bot "random": weights apply only to heuristic bots',
    );
  });

  it('are checked: heuristic labels, known names (listed when wrong), finite numbers', () => {
    expect(() => checkWeights({ 'heuristic:pirate#a': { sell: 3, attack: -2 } })).not.toThrow();
    const unknown = refusal(() => checkWeights({ heuristic: { sel: 3 } }));
    expect(unknown).toContain('no weight "sel"');
    expect(unknown).toContain('sell, gather');
    expect(refusal(() => checkWeights({ random: {} }))).toContain('only to heuristic bots');
    expect(refusal(() => checkWeights({ heuristic: { sell: Number.NaN } }))).toContain(
      'sell must be a finite number',
    );
  });

  it('read weight names from a list, listing every weight for a bad one', () => {
    expect(parseWeightNames('sell, buyTrade,sell')).toEqual(['sell', 'buyTrade']);
    const message = refusal(() => parseWeightNames('sell,nope'));
    expect(message).toContain('--weights "sell,nope": no weight "nope"');
    for (const name of Object.keys(BASE_WEIGHTS)) expect(message).toContain(name);
    expect(refusal(() => parseWeightNames('sell,'))).toContain('an empty name');
  });
});

describe('games with weight overrides', { timeout: 60_000 }, () => {
  const config: SimConfig = {
    ...DEFAULTS,
    games: 2,
    bots: ['heuristic:balanced', 'heuristic:balanced#v', 'heuristic:trader'],
    maxCommands: 250,
  };
  const play = async (c: SimConfig, workers = 1) =>
    (await runGames(c, { workers })).map((p) => p.record);

  it('play the overrides, on workers as in this thread; base values play the plain bot', async () => {
    const plain = await play(config);
    // The variant with the base's own value is the plain bot: the same games.
    const same = await play({ ...config, weights: { 'heuristic:balanced#v': { sell: 70 } } });
    expect(same).toEqual(plain);
    // A bot that wants to move nowhere plays other games.
    const weights = { 'heuristic:balanced#v': { stepGain: -100, stepGainPerHex: -100 } };
    const changed = await play({ ...config, weights });
    expect(changed).not.toEqual(plain);
    expect(changed[0]?.players.map((p) => p.bot)).toEqual(config.bots);
    const onWorkers = await play({ ...config, weights }, 2);
    expect(onWorkers).toEqual(changed);
  });
});
