/** Bots that play uniformly at random over the legal list. */
import type { Dice } from '@drift/engine';
import type { Bot } from './bot.ts';

/** Uniform over every legal command. */
export class RandomBot<View, Command> implements Bot<View, Command> {
  readonly name = 'random';

  choose(_view: View, legal: readonly Command[], rng: Dice): Command {
    return rng.pick(legal);
  }
}

/**
 * Uniform over command types first, then over the commands of that type, so that long lists
 * (every hold cell of every outfit placement) do not crowd out the rest.
 */
export class TypedRandomBot<View, Command extends { readonly type: string }>
  implements Bot<View, Command>
{
  readonly name = 'typed-random';

  choose(_view: View, legal: readonly Command[], rng: Dice): Command {
    const types = [...new Set(legal.map((c) => c.type))];
    const type = rng.pick(types);
    return rng.pick(legal.filter((c) => c.type === type));
  }
}
