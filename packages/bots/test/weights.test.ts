import { describe, expect, it } from 'vitest';
import { BASE_WEIGHTS, HeuristicBot, PROFILES, profileWeights } from '../src/index.ts';
import { xia } from './helpers.ts';

describe('heuristic weights', () => {
  it('every profile has every weight, as a finite number', () => {
    for (const profile of PROFILES) {
      const w = profileWeights(profile);
      expect(Object.keys(w).sort()).toEqual(Object.keys(BASE_WEIGHTS).sort());
      for (const v of Object.values(w)) expect(Number.isFinite(v)).toBe(true);
    }
  });

  it('overrides given to the bot replace the profile weights', () => {
    const bot = new HeuristicBot(xia.content, 'pirate', { attack: 3 });
    expect(bot.w.attack).toBe(3);
    expect(bot.w.sell).toBe(profileWeights('pirate').sell);
  });
});
