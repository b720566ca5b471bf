/**
 * Random legal two-captain games (element D) played to their end: every invariant holds after
 * every command, nobody is ever stuck, and the log replays to the same hash.
 */
import { describe, expect, it } from 'vitest';
import { soakGame } from '../../../tools/soak/game.ts';
import { corePack } from '../src/content/index.ts';
import { createXia } from '../src/index.ts';

const xia = createXia(corePack());

describe('two-captain games (XE-2P-01)', () => {
  it('XE-2P-01: random legal play with and without NPCs keeps every invariant and ends', () => {
    const failures: string[] = [];
    let finished = 0;
    for (let g = 0; g < 6; g++) {
      const result = soakGame(xia, 2, `two-${g}`, 6000, {
        elements: ['D'],
        fameTarget: 5,
        npcs: g % 2 === 0,
        preset: g % 3 === 2 ? 'firstGame' : 'standard',
      });
      failures.push(...result.failures.map((f) => `${result.seed}: ${f}`));
      expect(result.seats).toBe(2);
      if (result.finished) finished++;
    }
    expect(failures).toEqual([]);
    expect(finished).toBe(6);
  }, 120_000);
});
