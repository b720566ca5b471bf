/**
 * The campaign's Goal cards as data (GAP-XC-01, XC-CAMP-10): ten of our own, each a name, a
 * Fame target, special rules and a reward, validated like the expansion's other files.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { campaignGoals, GOALS_FILE, validateGoals } from '../../src/campaign/goals/content.ts';
import { rewardText, ruleText } from '../../src/campaign/goals/text.ts';
import { corePack, formatIssue } from '../../src/content/index.ts';
import { checkEmbersFiles, EMBERS_FILES, embersSummary } from '../../src/elements/embers-files.ts';

/** The goal file as parsed JSON, a fresh copy each call. */
function goalsFile(): Record<string, unknown>[] {
  const url = new URL('../../content/embers/campaign/goals.json', import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>[];
}

const OUTFITS = [...corePack().outfits, { id: 'cargo-pod', name: 'Cargo Pod' }];

/** The problems of a changed goal file, one line each. */
function problems(change: (goals: Record<string, unknown>[]) => void): string[] {
  const goals = goalsFile();
  change(goals);
  const result = validateGoals(goals, [
    ...OUTFITS,
    { id: 'culverin-blaster', name: 'Culverin' },
    { id: 'piercer', name: 'Piercer' },
    { id: 'hazard-scope', name: 'Hazard Scope' },
    { id: 'armor-plating', name: 'Armor Plating' },
  ]);
  return result.ok ? [] : result.error.map(formatIssue);
}

describe('GAP-XC-01, XC-CAMP-10: ten Goal cards of our own', () => {
  it('GAP-XC-01: the embedded file holds ten sound cards, each with rules and a reward', () => {
    const goals = campaignGoals();
    expect(goals).toHaveLength(10);
    for (const g of goals) {
      expect(g.fame).toBeGreaterThanOrEqual(8);
      expect(g.fame).toBeLessThanOrEqual(12);
      expect(g.rules.length).toBeGreaterThan(0);
      expect(g.reward.name.length).toBeGreaterThan(0);
    }
    expect(checkEmbersFiles(EMBERS_FILES, corePack())).toEqual([]);
    expect(embersSummary(EMBERS_FILES)).toMatch(/, 10 campaign Goal cards$/);
  });

  it('XC-CAMP-10: each card reads as name, target, special rules and reward', () => {
    const cards = campaignGoals().map(
      (g) =>
        `${g.name} (${g.fame}): ${g.rules.map(ruleText).join(' ')} Reward, ${g.reward.name}: ${rewardText(g.reward.effect)}`,
    );
    expect(cards).toEqual([
      'Quiet Hull (8): Never attack or ram. Destroy no ship (your Sellsword’s kills count as yours). Reward, Peace Dividend: Start each game with 2,000 more.',
      'Merchant Prince (10): Earn at least 4 Fame from trade. Reward, Guild Charter: The first Cargo Pod you buy each game costs nothing.',
      'Most Wanted (9): Win with at least 3,000 Bounty on your ship. Reward, Black-Market Fence: The first Culverin Blaster you buy each game costs nothing.',
      'Bounty Hunter (10): Earn at least 4 Fame from destroying ships. Reward, Hunter’s Edge: The first Piercer you buy each game costs nothing.',
      'Pathfinder (9): Earn at least 3 Fame from exploration or Relics. Reward, Survey Charts: The first Hazard Scope you buy each game costs nothing.',
      'Untouchable (9): Your ship is never destroyed. Reward, Reinforced Hull: The first Armor Plating you buy each game costs nothing.',
      'Old Faithful (8): Never buy a new ship. Reward, Shipwright’s Favour: Tier 2 ships cost you 2,000 less.',
      'Clean Record (10): Never carry Bounty. Reward, Fleet Credit: Tier 3 ships cost you 1,000 less.',
      'The Fixer (10): Complete at least 4 missions. Reward, Dispatch Network: You may hold 1 more active mission.',
      'Self-Made (12): Buy no Fame. Win at least 3 Fame ahead of the NPCs. Reward, Renown: Start each game with 1 Fame.',
    ]);
  });

  it('GAP-XC-01: the validation names each problem with its card and path', () => {
    expect(problems(() => {})).toEqual([]);
    expect(
      problems((g) => {
        if (g[1]) g[1].id = 'quiet-hull';
      }),
    ).toEqual([`${GOALS_FILE} [quiet-hull] id: the id quiet-hull is used twice`]);
    expect(
      problems((g) => {
        if (g[0]) g[0].fame = 2;
      }),
    ).toEqual([`${GOALS_FILE} [quiet-hull] fame: 2 is no Fame target a game can have`]);
    expect(
      problems((g) => {
        if (g[1]) g[1].reward = { name: 'X', effect: { kind: 'freeOutfit', outfit: 'warp-core' } };
      }),
    ).toEqual([
      `${GOALS_FILE} [merchant-prince] reward.effect.outfit: there is no outfit "warp-core"`,
    ]);
    expect(
      problems((g) => {
        if (g[0])
          g[0].rules = [{ kind: 'noKills' }, { kind: 'fameFrom', sources: ['combat'], atLeast: 2 }];
      }),
    ).toEqual([
      `${GOALS_FILE} [quiet-hull] rules[1]: combat Fame cannot be earned without destroying ships`,
    ]);
    expect(
      problems((g) => {
        if (g[7]) g[7].rules = [{ kind: 'neverOutlaw' }, { kind: 'bountyAtEnd', atLeast: 1000 }];
      }),
    ).toEqual([
      `${GOALS_FILE} [clean-record] rules[1]: Bounty at the end breaks the rule never to carry any`,
    ]);
    expect(
      problems((g) => {
        if (g[9])
          g[9].rules = [
            { kind: 'margin', atLeast: 12 },
            { kind: 'margin', atLeast: 1 },
          ];
      }),
    ).toEqual([
      `${GOALS_FILE} [self-made] rules[0].atLeast: a margin of 12 needs more than 12 Fame`,
      `${GOALS_FILE} [self-made] rules[1]: a second margin rule`,
    ]);
  });

  it('GAP-XC-01: the schema refuses unknown rules, rewards and fields in plain words', () => {
    const [rule] = problems((g) => {
      if (g[0]) g[0].rules = [{ kind: 'noFun' }];
    });
    expect(rule).toMatch(/^campaign\/goals\.json \[quiet-hull\] rules\[0\]\.kind: /);
    const [extra] = problems((g) => {
      if (g[0]) g[0].colour = 'gold';
    });
    expect(extra).toMatch(/\[quiet-hull\].*colour/);
    const [reward] = problems((g) => {
      if (g[0]) g[0].reward = { name: 'Y', effect: { kind: 'credits', amount: 1234 } };
    });
    expect(reward).toMatch(/\[quiet-hull\] reward\.effect\.amount/);
  });

  it('GAP-XC-01: the expansion check names the goal file', () => {
    const files = { ...EMBERS_FILES, [GOALS_FILE]: [{ id: 'Bad Id' }] };
    const issues = checkEmbersFiles(files, corePack()).map(formatIssue);
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.every((i) => i.startsWith('embers/campaign/goals.json'))).toBe(true);
  });
});
