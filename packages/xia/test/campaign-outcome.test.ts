/**
 * A campaign game as a whole (XC-CAMP-01, XC-CAMP-06, XC-CAMP-07): only solo games are campaign
 * games; what a finished one tells its campaign (`gameOutcome`); what the player sees of the
 * goal; what must always hold of its state.
 */
import { describe, expect, it } from 'vitest';
import { campaignViolations } from '../src/campaign/invariants.ts';
import { gameOutcome } from '../src/campaign/result.ts';
import { violations } from '../src/invariants.ts';
import type { XiaState } from '../src/model/state.ts';
import {
  aboutToWin,
  acting,
  attempting,
  campaignSetup,
  cx,
  planetHex,
  playAll,
  toFirstTurn,
  withCampaign,
  withPlayer,
} from './fixtures/campaign.ts';

const refusal = (input: unknown) => {
  const parsed = cx.parseOptions(input);
  return parsed.ok ? 'accepted' : parsed.error.message;
};

describe('XC-CAMP-01: a campaign game is a solo game', () => {
  const campaign = { goal: 'pathfinder' };

  it('XC-CAMP-01: campaign options need solo, one seat, and no Fame target of their own', () => {
    expect(refusal({ seats: 3, campaign })).toMatch(/a campaign game is a solo game: give solo/);
    expect(refusal({ seats: 3, solo: { difficulty: 'hard' }, campaign })).toMatch(
      /a solo game seats exactly 1 captain/,
    );
    expect(refusal({ seats: 1, solo: { difficulty: 'hard' }, campaign, fameTarget: 12 })).toMatch(
      /campaign game's Fame target is its goal's/,
    );
    expect(refusal({ seats: 1, solo: { difficulty: 'hard' }, campaign })).toBe('accepted');
  });

  it('XC-CAMP-01: setup refuses unparsed campaign options that do not fit the game', () => {
    const setupError = (options: object) => {
      const made = cx.setup({ seats: 1, preset: 'standard', ...options } as never, 'x');
      return made.ok ? 'accepted' : made.error.message;
    };
    const full = { goal: 'pathfinder', upgrades: {}, rewards: [], shipUses: {} };
    expect(setupError({ campaign: full })).toMatch(/a campaign game is a solo game/);
    const solo = {
      solo: { difficulty: 'hard', sellsword: false },
      elements: ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
    };
    expect(setupError({ solo: solo.solo, elements: ['A'] })).toMatch(
      /a solo game seats 1 captain and plays every element/,
    ); // XS-SETUP-01
    expect(setupError({ ...solo, campaign: { ...full, goal: 'no-such-goal' } })).toMatch(
      /no Goal card "no-such-goal"/,
    );
    expect(setupError({ ...solo, campaign: { ...full, shipUses: { starfury: 1 } } })).toMatch(
      /shipUses names "starfury"/,
    );
  });
});

describe('XC-CAMP-06, XC-CAMP-07: gameOutcome', () => {
  it('XC-CAMP-06: a game still going on, or no campaign game, has no outcome', () => {
    const s = attempting('pathfinder');
    expect(gameOutcome(s)).toBeUndefined();
    const parsed = cx.parseOptions({ seats: 1, solo: { difficulty: 'easy' } });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const solo = cx.setup(parsed.value, 'solo');
    if (!solo.ok) throw new Error(solo.error.message);
    expect(solo.value.campaign).toBeUndefined();
    expect(gameOutcome({ ...solo.value, stage: 'finished' })).toBeUndefined();
  });

  it('XC-CAMP-06: a win with the rules kept meets the goal; the ships are listed in order', () => {
    let s = attempting('pathfinder');
    const start = s.captains[0]?.ship;
    s = acting(s, planetHex(s), { credits: 5000 }, 'Business');
    const buy = cx.legal(s, 0).find((c) => c.type === 'BuyShip');
    if (buy?.type !== 'BuyShip') throw new Error('no ship');
    s = playAll(s, buy);
    const fame = s.campaign?.fame ?? {};
    s = playAll(aboutToWin(s, { ...fame, exploration: 3, mission: 5 }), { type: 'EndActions' });
    expect(gameOutcome(s)).toEqual({
      won: true,
      goalMet: true,
      goal: 'pathfinder',
      reasons: [],
      fame: 9,
      npcFame: 0,
      ships: [start, buy.ship],
    });
  });

  it('XC-CAMP-07: reaching the target having broken the rules fails the goal', () => {
    const s = playAll(aboutToWin(attempting('pathfinder'), { exploration: 1, mission: 8 }), {
      type: 'EndActions',
    });
    expect(gameOutcome(s)).toMatchObject({
      won: true,
      goalMet: false,
      reasons: ['Only 1 of the 3 Fame needed from exploration or Relics.'],
    });
  });

  /** A game the NPCs won (the NPCs' round end or a concession ends it so). */
  function lost(s: XiaState, npcFame: number): XiaState {
    return {
      ...s,
      stage: 'finished',
      winner: null,
      prompts: [],
      ...(s.solo ? { solo: { ...s.solo, npcFame } } : {}),
    };
  }

  it('XC-CAMP-07: a loss fails the goal, whatever its rules', () => {
    const out = gameOutcome(lost(aboutToWin(attempting('quiet-hull'), { trade: 5 }), 8));
    expect(out).toMatchObject({ won: false, goalMet: false, fame: 5, npcFame: 8 });
    expect(out?.reasons).toEqual(['The NPCs reached 8 Fame first.']);
    const conceded = gameOutcome(lost(attempting('quiet-hull'), 2));
    expect(conceded?.reasons).toEqual(['The game was lost.']);
  });

  it('XC-CAMP-07: a game over before any goal was chosen attempted none and failed', () => {
    const s = campaignSetup({ goals: ['quiet-hull', 'pathfinder'] });
    expect(gameOutcome(lost(s, 0))).toMatchObject({
      goal: null,
      goalMet: false,
      reasons: ['The game was lost.', 'No goal was chosen.'],
    });
  });

  it('XC-CAMP-06: the judgement made when the game ended is the outcome’s', () => {
    const won = playAll(aboutToWin(attempting('pathfinder'), { exploration: 3, mission: 6 }), {
      type: 'EndActions',
    });
    const judged = withCampaign(won, { result: { met: false, reasons: ['Recorded so.'] } });
    expect(gameOutcome(judged)).toMatchObject({ goalMet: false, reasons: ['Recorded so.'] });
  });
});

describe('XC-CAMP-10: what the player sees of the goal', () => {
  it('XC-CAMP-10: each rule with its words, how it is upheld and where it stands', () => {
    const s = withCampaign(attempting('self-made'), { fame: { trade: 4 } });
    const shown = withPlayer(s, { fame: 4 });
    const npcs = shown.solo ? { ...shown, solo: { ...shown.solo, npcFame: 2 } } : shown;
    expect(cx.view(npcs, 'spectator').campaign).toMatchObject({
      goal: 'self-made',
      fame: { trade: 4 },
      rules: [
        { rule: 0, kind: 'noBoughtFame', mode: 'enforced', text: 'Buy no Fame.', status: 'kept' },
        {
          rule: 1,
          kind: 'margin',
          mode: 'atEnd',
          text: 'Win at least 3 Fame ahead of the NPCs.',
          status: 'short',
          progress: { have: 2, need: 3 },
        },
      ],
    });
  });

  it('XC-CAMP-10: a broken rule shows what broke it; before the choice no rule shows', () => {
    const s = withCampaign(attempting('untouchable'), {
      broken: [{ rule: 0, reason: 'your ship was destroyed (star)', turn: 3 }],
    });
    expect(cx.view(s, { seat: 0 }).campaign?.rules).toEqual([
      expect.objectContaining({ status: 'broken', reason: 'your ship was destroyed (star)' }),
    ]);
    const open = campaignSetup({ goals: ['quiet-hull', 'pathfinder'] });
    expect(cx.view(open, { seat: 0 }).campaign).toMatchObject({ goal: null, rules: [] });
  });
});

describe('campaign invariants', () => {
  it('hold in a sound game and catch books that do not add up', () => {
    expect(violations(cx.content, toFirstTurn(campaignSetup({ goal: 'pathfinder' })))).toEqual([]);
    const s = attempting('pathfinder');
    expect(campaignViolations(cx.content, s)).toEqual([]);
    expect(violations(cx.content, withPlayer(s, { fame: 2 }))).toContain(
      'Fame by source adds up to 0, but the captain has 2',
    );
    expect(violations(cx.content, withCampaign(s, { ships: [] }))).toContain(
      'the last ship flown is not the captain’s',
    );
    expect(violations(cx.content, withCampaign(s, { goal: null }))).toContain(
      'a campaign game is played without a goal',
    );
    expect(
      violations(cx.content, withCampaign(s, { broken: [{ rule: 0, reason: 'x', turn: 1 }] })),
    ).toContain('rule 0 of Pathfinder cannot be broken (again)');
    expect(violations(cx.content, withCampaign(s, { spent: ['pathfinder'] }))).toContain(
      'pathfinder gave no free outfit to spend',
    );
    expect(violations(cx.content, { ...s, fameTarget: 10 })).toContain(
      "the Fame target 10 is not Pathfinder's 9",
    );
  });
});
