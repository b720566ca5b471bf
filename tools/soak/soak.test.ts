import { createXia } from '@drift/xia';
import { corePack } from '@drift/xia/content';
import { describe, expect, it } from 'vitest';
import { soakGame } from './game.ts';

const xia = createXia(corePack());

describe('soak slice', () => {
  it('random legal play keeps every invariant, never gets stuck, and replays to the same hash', () => {
    const failures: string[] = [];
    let commands = 0;
    for (let g = 0; g < 24; g++) {
      const result = soakGame(xia, 3 + (g % 3), `slice-${g}`, 1200);
      commands += result.commands;
      failures.push(...result.failures.map((f) => `${result.seed}: ${f}`));
    }
    expect(failures).toEqual([]);
    expect(commands).toBeGreaterThan(24 * 100);
  }, 120_000);

  it('with the Economy Board (element C) too', () => {
    const failures: string[] = [];
    for (let g = 0; g < 6; g++) {
      const result = soakGame(xia, 3 + (g % 3), `slice-c-${g}`, 1200, { elements: ['C'] });
      failures.push(...result.failures.map((f) => `${result.seed}: ${f}`));
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
