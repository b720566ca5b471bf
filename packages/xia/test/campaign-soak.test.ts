/**
 * Random campaign play (XC-CAMP-02..07): solo games with campaign options, the goal chosen at
 * random among those open or named before setup, with rewards and ship uses, keep every
 * invariant, always have a legal command, and replay to the same hash.
 */
import { canonicalJson, openDice, seedRandom } from '@drift/engine';
import { describe, expect, it } from 'vitest';
import { pickCommand, soakGame } from '../../../tools/soak/game.ts';
import type { XiaCommand } from '../src/commands.ts';
import { corePack } from '../src/content/index.ts';
import type { XiaState } from '../src/model/state.ts';
import { ELEMENTS, type XiaOptions } from '../src/options.ts';
import { createXia } from '../src/ruleset.ts';
import { acting, campaignSetup, GOALS, onKnownBoard, planetHex } from './fixtures/campaign.ts';

const xia = createXia(corePack());

describe('random campaign play', () => {
  it('XC-CAMP-02, XC-CAMP-03, XC-CAMP-04, XC-CAMP-06, XC-CAMP-07: keeps invariants and replays', () => {
    const failures: string[] = [];
    let commands = 0;
    for (let g = 0; g < 12; g++) {
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
      failures.push(...result.failures.map((f) => `${g}: ${f}`));
    }
    expect(failures).toEqual([]);
    // Solo games are short for a random player (the NPCs' Fame runs on), but they are played.
    expect(commands).toBeGreaterThan(12 * 30);
  }, 120_000);
});

describe('legal and apply agree in campaign games', () => {
  /** Positions of random play in a campaign game with goals to choose and ships used. */
  function positions(seed: string): XiaState[] {
    let s = campaignSetup(
      {
        goals: ['quiet-hull', 'old-faithful', 'self-made'],
        rewards: ['the-fixer'],
        shipUses: { wayfarer: 1, cobbler: 1, caravel: 1, ironbark: 2 },
      },
      seed,
    );
    const dice = openDice(seedRandom(`agree:${seed}`));
    const out: XiaState[] = [];
    for (let i = 0; i < 400 && s.stage !== 'finished'; i++) {
      if (i < 6 || i % 10 === 0) out.push(s);
      const legal = xia.legal(s, 0);
      const applied = xia.apply(s, 0, pickCommand(dice, legal));
      if (!applied.ok) throw new Error(applied.error.message);
      s = applied.value.state;
    }
    // And each turn's start as a Business Phase on a planet, with credits for a ship or Fame.
    const shopping = out
      .filter((p) => p.stage === 'playing' && p.prompts.length === 0)
      .map((p) => onKnownBoard(p))
      .map((p) => acting(p, planetHex(p), { credits: 9000 }, 'Business'));
    return [...out, ...shopping];
  }

  it('XC-CAMP-02, XC-CAMP-03, XC-CAMP-04, XC-CAMP-10: a ship, a goal or Fame is accepted exactly when listed', () => {
    const ships = xia.content.pack.ships.map((d) => d.id);
    const asked: XiaCommand[] = [
      ...ships.map((ship): XiaCommand => ({ type: 'ChooseShip', ship })),
      ...ships.map((ship): XiaCommand => ({ type: 'BuyShip', ship })),
      ...GOALS.map((goal): XiaCommand => ({ type: 'ChooseGoal', goal })),
      { type: 'BuyFame' },
    ];
    const accepted = new Set<string>();
    for (const seed of ['a', 'b', 'c']) {
      for (const state of positions(seed)) {
        const legal = new Set(xia.legal(state, 0).map(canonicalJson));
        for (const command of asked) {
          const applied = xia.apply(state, 0, command);
          expect(applied.ok).toBe(legal.has(canonicalJson(command)));
          if (applied.ok) accepted.add(command.type);
        }
      }
    }
    expect([...accepted].sort()).toEqual(['BuyFame', 'BuyShip', 'ChooseGoal', 'ChooseShip']);
  }, 60_000);
});
