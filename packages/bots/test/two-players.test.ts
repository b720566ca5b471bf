/** HeuristicBots at a two-captain table (element D): the game runs, ends or not, and replays. */
import { replay, stateHash } from '@drift/engine';
import { describe, expect, it } from 'vitest';
import { HeuristicBot, playGame } from '../src/index.ts';
import { xia } from './helpers.ts';

describe('two HeuristicBots (XE-2P-01)', () => {
  it('XE-2P-01: trader and worker play a two-captain game to its end and replay it', () => {
    const parsed = xia.parseOptions({ seats: 2, elements: ['D'], fameTarget: 5 });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const options = parsed.value;
    const bots = [new HeuristicBot(xia.content, 'trader'), new HeuristicBot(xia.content, 'worker')];
    const game = playGame(xia, options, 'bots-two', bots, { maxCommands: 4000 });
    expect(game.state.captains).toHaveLength(2);
    expect(game.finished).toBe(true);
    expect(game.winners).toHaveLength(1);
    const replayed = replay(xia, options, 'bots-two', game.commands);
    if (!replayed.ok) throw new Error(`replay refused command ${replayed.error.index}`);
    expect(replayed.value.hash).toBe(stateHash(game.state));
  }, 60_000);
});
