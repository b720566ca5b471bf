/**
 * Bot levels a player picks in the lobby, in plain words: `easy` plays the balanced heuristic but
 * makes mistakes (a share of its choices is any allowed move), `normal` is the balanced
 * heuristic, `hard` thinks ahead with search (a second a decision).
 */
import type { Dice } from '@drift/engine';
import type { Bot } from './bot.ts';

export const LEVELS = ['easy', 'normal', 'hard'] as const;
export type Level = (typeof LEVELS)[number];

/** The share of an easy bot's choices made at random, in percent. */
export const EASY_MISTAKES = 30;

/** The thinking time of a hard bot, per decision. */
export const HARD_MS = 1000;

/** A bot that plays `inner` but, `percent` times in 100, picks any allowed move instead. */
export class MistakenBot<View, Command> implements Bot<View, Command> {
  readonly name: string;
  constructor(
    private readonly inner: Bot<View, Command>,
    private readonly percent: number,
    name = `${inner.name}+mistakes`,
  ) {
    if (!Number.isInteger(percent) || percent < 0 || percent > 100)
      throw new RangeError(`mistakes must be a whole percent, not ${percent}`);
    this.name = name;
  }

  choose(view: View, legal: readonly Command[], rng: Dice): Command {
    if (legal.length > 1 && rng.index(100) < this.percent) return rng.pick(legal);
    return this.inner.choose(view, legal, rng);
  }
}
