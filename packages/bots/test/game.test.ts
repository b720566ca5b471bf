import { replay, stateHash } from '@drift/engine';
import { describe, expect, it } from 'vitest';
import { HeuristicBot, playGame } from '../src/index.ts';
import { xia } from './helpers.ts';

describe('a game of HeuristicBots', () => {
  it('runs trader/explorer/worker to the end or a bound and replays to the same hash', () => {
    const options = { seats: 3, preset: 'standard' as const, fameTarget: 10 };
    const bots = [
      new HeuristicBot(xia.content, 'trader'),
      new HeuristicBot(xia.content, 'explorer'),
      new HeuristicBot(xia.content, 'worker'),
    ];
    const game = playGame(xia, options, 'bots-game', bots, { maxCommands: 2500 });
    expect(game.commands.length).toBeGreaterThan(50);
    if (game.finished) expect(game.winners).toHaveLength(1);
    const replayed = replay(xia, options, 'bots-game', game.commands);
    if (!replayed.ok) throw new Error(`replay refused command ${replayed.error.index}`);
    expect(replayed.value.hash).toBe(stateHash(game.state));
    // The same seed and bots play the same game.
    const again = playGame(xia, options, 'bots-game', bots, { maxCommands: 2500 });
    expect(stateHash(again.state)).toBe(stateHash(game.state));
  }, 30_000);
});
