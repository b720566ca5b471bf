/**
 * The bot objects of one thread, by key, made from their registry label on first use. Each has
 * its own dice from a fresh random seed: the bots never learn the match's seed.
 */
import { randomBytes } from 'node:crypto';
import { lookUp, type XiaBot } from '@drift/bots';
import { type Dice, openDice, seedRandom } from '@drift/engine';
import type { XiaCommand, XiaRuleset, XiaView } from '@drift/xia';
import type { Decision } from './thinker.ts';

interface Seated {
  readonly label: string;
  readonly bot: XiaBot;
  readonly dice: Dice;
}

export class BotTable {
  private readonly seated = new Map<string, Seated>();

  constructor(private readonly xia: XiaRuleset) {}

  /** The index of the command the bot picks; throws if the label is unknown or the bot errs. */
  choose(decision: Decision): number {
    const seated = this.seat(decision.key, decision.label);
    const legal = decision.legal as readonly XiaCommand[];
    if (legal.length === 0) throw new Error('no legal command to choose from');
    const command = seated.bot.choose(decision.view as XiaView, legal, seated.dice);
    const index = legal.indexOf(command);
    if (index < 0) throw new Error(`${seated.bot.name} chose a command that is not on its list`);
    return index;
  }

  forget(key: string): void {
    this.seated.delete(key);
  }

  private seat(key: string, label: string): Seated {
    const known = this.seated.get(key);
    if (known && known.label === label) return known;
    const found = lookUp(label);
    if (typeof found === 'string') throw new Error(found);
    const seated = {
      label,
      bot: found.make(this.xia),
      dice: openDice(seedRandom(randomBytes(16).toString('base64url'))),
    };
    this.seated.set(key, seated);
    return seated;
  }
}
