/**
 * Random legal solo games (XS-*) from setup to their end, at every difficulty: every invariant
 * holds after every command (the solo ones too: seats, mission targets, a round that only ever
 * waits for the player), nobody is stuck, and the log replays to the same hash.
 */
import { describe, expect, it } from 'vitest';
import { soakGame } from '../../../tools/soak/game.ts';
import { corePack } from '../src/content/index.ts';
import { DIFFICULTIES, ELEMENTS } from '../src/options.ts';
import { createXia } from '../src/ruleset.ts';

const xia = createXia(corePack());

describe('solo games at random', () => {
  it('XS-SETUP-01 XS-EXPN-01 XS-END-05: 36 random solo games keep every invariant, end, and replay', () => {
    const failures: string[] = [];
    let finished = 0;
    let turns = 0;
    for (let g = 0; g < 36; g++) {
      const difficulty = DIFFICULTIES[g % DIFFICULTIES.length] ?? 'normal';
      const result = soakGame(xia, 1, `solo-games-${g}`, 5000, {
        solo: { difficulty, sellsword: false },
        elements: [...ELEMENTS],
        fameTarget: g % 2 === 0 ? 10 : 20,
      });
      failures.push(...result.failures.map((f) => `${result.seed} (${difficulty}): ${f}`));
      if (result.finished) finished++;
      turns += result.turns;
    }
    expect(failures).toEqual([]);
    expect(finished).toBe(36);
    expect(turns).toBeGreaterThan(36 * 5);
  }, 180_000);
});
