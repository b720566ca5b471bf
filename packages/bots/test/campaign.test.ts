/** Bots in a campaign game (XC-CAMP-03): the goal prompt always has an answer they can give. */
import { openDice, seedRandom } from '@drift/engine';
import type { XiaCommand, XiaState, XiaView } from '@drift/xia';
import { describe, expect, it } from 'vitest';
import { type Bot, HeuristicBot, PROFILES, TypedRandomBot } from '../src/index.ts';
import { xia } from './helpers.ts';

/** A Hard campaign game with three goals open, set up. */
function campaignGame(): XiaState {
  const options = xia.parseOptions({
    seats: 1,
    solo: { difficulty: 'hard' },
    campaign: { goals: ['merchant-prince', 'quiet-hull', 'self-made'] },
  });
  if (!options.ok) throw new Error(options.error.message);
  const made = xia.setup(options.value, 'bots');
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

/** The bot plays setup through to the first turn; the goal it chose. */
function chosenBy(bot: Bot<XiaView, XiaCommand>, seed: string): string | null | undefined {
  let s = campaignGame();
  const dice = openDice(seedRandom(seed));
  for (let i = 0; i < 60 && !(s.stage === 'playing' && s.prompts.length === 0); i++) {
    const legal = xia.legal(s, 0);
    expect(legal.length).toBeGreaterThan(0);
    const choice = bot.choose(xia.view(s, { seat: 0 }), legal, dice);
    expect(legal).toContainEqual(choice);
    const applied = xia.apply(s, 0, choice);
    if (!applied.ok) throw new Error(applied.error.message);
    s = applied.value.state;
  }
  expect(s.stage).toBe('playing');
  return s.campaign?.goal;
}

describe('bots and the campaign goal', () => {
  it('XC-CAMP-03: HeuristicBot takes the goal with the lowest Fame target, in every profile', () => {
    for (const profile of PROFILES)
      expect(chosenBy(new HeuristicBot(xia.content, profile), profile)).toBe('quiet-hull');
  });

  it('XC-CAMP-03: a random bot always finds a goal to choose', () => {
    const bot = new TypedRandomBot<XiaView, XiaCommand>();
    const chosen = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => chosenBy(bot, seed)));
    for (const goal of chosen)
      expect(['merchant-prince', 'quiet-hull', 'self-made']).toContain(goal);
  });
});
