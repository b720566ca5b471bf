import { openDice, pick, scripted, unusedDraws } from '@drift/engine';
import { createXia } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { describe, expect, it } from 'vitest';
import type { Bot } from '../src/bot.ts';
import { EASY_MISTAKES, lookUp, MistakenBot } from '../src/index.ts';

/** A bot that always takes the first command, to tell its choices from a mistake. */
const first: Bot<null, string> = { name: 'first', choose: (_v, legal) => legal[0] as string };

describe('bot levels', () => {
  it('an easy bot plays its inner bot, except a share of moves picked at random', () => {
    const bot = new MistakenBot(first, 30);
    const legal = ['a', 'b', 'c'];
    // 29 < 30: a mistake, then any allowed move (here the third).
    const slip = scripted([pick(100, 29), pick(3, 2)]);
    const dice = openDice(slip);
    expect(bot.choose(null, legal, dice)).toBe('c');
    expect(unusedDraws(dice.save())).toEqual([]);
    // 30 is not below 30: the inner bot's move.
    expect(bot.choose(null, legal, openDice(scripted([pick(100, 30)])))).toBe('a');
    // With one allowed move there is nothing to get wrong and no roll.
    const none = openDice(scripted([]));
    expect(bot.choose(null, ['only'], none)).toBe('only');
  });

  it('refuses a share that is not a whole percent', () => {
    expect(() => new MistakenBot(first, 101)).toThrow('mistakes must be a whole percent, not 101');
    expect(() => new MistakenBot(first, 2.5)).toThrow(RangeError);
  });

  it('level:easy|normal|hard name the bots the lobby offers; another level is refused', () => {
    const xia = createXia(corePack());
    const make = (label: string) => {
      const found = lookUp(label);
      if (typeof found === 'string') throw new Error(found);
      return { bot: found.make(xia), strategy: found.strategy };
    };
    expect(make('level:easy')).toMatchObject({
      strategy: 'level:easy',
      bot: { name: 'level:easy' },
    });
    expect(make('level:normal').bot.name).toBe('heuristic:balanced');
    expect(make('level:hard').bot.name).toBe('search:1000ms');
    expect(make('level').strategy).toBe('level:normal');
    expect(lookUp('level:expert')).toBe(
      'bot "level:expert": the level must be one of easy, normal, hard',
    );
    expect(EASY_MISTAKES).toBe(30);
  });
});
