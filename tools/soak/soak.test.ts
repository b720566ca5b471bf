import { spawnSync } from 'node:child_process';
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

describe('npm run soak -- --solo', () => {
  const soak = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'tools/soak/main.ts', ...args], {
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('XS-SETUP-01: plays solo games with every element and says how they went', () => {
    const run = soak('--solo', 'all', '--games', '3', '--seed', 'solo-cli');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/games 3, failed 0, finished \d, commands \d+/);
  }, 60_000);

  it('refuses a difficulty it does not know, and elements beside solo', () => {
    const bad = soak('--solo', 'brutal', '--games', '1');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--solo takes easy, normal, hard or all, not "brutal"');
    const both = soak('--solo', 'easy', '--elements', 'A');
    expect(both.status).toBe(2);
    expect(both.stderr).toContain('--solo plays every element: leave out --elements');
  }, 60_000);
});
