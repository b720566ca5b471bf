/** The HeuristicBot as a solo player (XS-*): it answers every solo decision and plays to the end. */
import { replay, stateHash } from '@drift/engine';
import { describe, expect, it } from 'vitest';
import { HeuristicBot, playGame } from '../src/index.ts';
import { xia } from './helpers.ts';

describe('a HeuristicBot alone against the NPCs', () => {
  it('XS-NPC-01 XS-EXPN-01: seats the NPCs, chooses the Expanse, never concedes, ends, replays', () => {
    for (const difficulty of ['easy', 'hard'] as const) {
      const parsed = xia.parseOptions({ seats: 1, solo: { difficulty }, fameTarget: 10 });
      if (!parsed.ok) throw new Error(parsed.error.message);
      const options = parsed.value;
      const seed = `bots-solo-${difficulty}`;
      const game = playGame(xia, options, seed, [new HeuristicBot(xia.content, 'balanced')], {
        maxCommands: 6000,
      });
      expect(game.finished).toBe(true);
      const conceded = game.commands.some((c) => c.command.type === 'Concede');
      expect(conceded).toBe(false);
      const replayed = replay(xia, options, seed, game.commands);
      if (!replayed.ok) throw new Error(`replay refused command ${replayed.error.index}`);
      expect(replayed.value.hash).toBe(stateHash(game.state));
    }
  }, 120_000);
});
