import { replay, stateHash } from '@drift/engine';
import { ELEMENTS, type XiaOptions } from '@drift/xia';
import { describe, expect, it } from 'vitest';
import { HeuristicBot, playGame } from '../src/index.ts';
import { xia } from './helpers.ts';

describe('HeuristicBot in a campaign game', () => {
  it('XC-UPG-04, XC-UPG-05: plays a solo game with every upgrade at Tier 3, using the new actions', () => {
    const options: XiaOptions = {
      seats: 1,
      preset: 'standard',
      fameTarget: 10,
      elements: [...ELEMENTS],
      solo: { difficulty: 'normal', sellsword: false },
      campaign: {
        goal: 'pathfinder',
        upgrades: { engine: 3, combat: 3, impulse: 3, mission: 3, rearm: 3, ability: 3, trade: 3 },
        rewards: [],
        shipUses: {},
      },
    };
    const bot = new HeuristicBot(xia.content, 'explorer');
    const game = playGame(xia, options, 'upgrades-bot', [bot], { maxCommands: 2500 });
    const types = new Set(game.commands.map((c) => c.command.type));
    // The Impulse track's Minor action and the Mission track's Scan from anywhere in a sector.
    expect(types).toContain('ImpulseAction');
    expect(types).toContain('ScanSector');
    const replayed = replay(xia, options, 'upgrades-bot', game.commands);
    if (!replayed.ok) throw new Error(`replay refused command ${replayed.error.index}`);
    expect(replayed.value.hash).toBe(stateHash(game.state));
  }, 30_000);
});
