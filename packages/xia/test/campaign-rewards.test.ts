/**
 * Rewards of completed goals, applied by later games of the campaign (XC-CAMP-06): each effect
 * kind of our Goal cards with the goals that give it, and without them for contrast.
 */
import { scenario } from '@drift/engine/testing';
import { describe, expect, it } from 'vitest';
import { boardOf } from '../src/board/board.ts';
import { violations } from '../src/invariants.ts';
import type { XiaState } from '../src/model/state.ts';
import { SOLO_CREDITS } from '../src/solo/setup.ts';
import {
  acting,
  attempting,
  campaignSetup,
  cx,
  planetHex,
  playAll,
  withPlayer,
} from './fixtures/campaign.ts';

describe('XC-CAMP-06: starting credits and Fame', () => {
  it('XC-CAMP-06: Peace Dividend (Quiet Hull) adds 2,000 to the starting credits', () => {
    const plain = campaignSetup({ goal: 'pathfinder' });
    const rewarded = campaignSetup({ goal: 'pathfinder', rewards: ['quiet-hull'] });
    expect(plain.captains[0]?.credits).toBe(SOLO_CREDITS.hard);
    expect(rewarded.captains[0]?.credits).toBe(SOLO_CREDITS.hard + 2000);
  });

  it('XC-CAMP-06: Renown (Self-Made) starts the captain on 1 Fame, and the books still balance', () => {
    const s = campaignSetup({ goal: 'pathfinder', rewards: ['self-made', 'quiet-hull'] });
    expect(s.captains[0]?.fame).toBe(1);
    expect(s.campaign?.fame).toEqual({});
    expect(violations(cx.content, s)).toEqual([]);
    expect(campaignSetup({ goal: 'pathfinder' }).captains[0]?.fame).toBe(0);
  });
});

describe('XC-CAMP-06: a free outfit each game', () => {
  /** Outfitting with no credits left, the Guild Charter (Merchant Prince) in hand. */
  function outfitting(rewards: string[]): XiaState {
    const s = campaignSetup({ goal: 'pathfinder', rewards });
    const ship = cx.legal(s, 0).find((c) => c.type === 'ChooseShip');
    if (!ship) throw new Error('no ship');
    return withPlayer(playAll(s, ship), { credits: 0 });
  }
  const pods = (s: XiaState) =>
    cx.legal(s, 0).filter((c) => c.type === 'BuyOutfit' && c.kind === 'cargo-pod');

  it('XC-CAMP-06: without the reward a Cargo Pod costs 2,000', () => {
    expect(pods(outfitting([]))).toEqual([]);
    expect(pods(withPlayer(outfitting([]), { credits: 2000 })).length).toBeGreaterThan(0);
  });

  const free = outfitting(['merchant-prince']);
  const [first] = pods(free);
  scenario('the first Cargo Pod costs nothing; the second costs its price', {
    ruleset: cx,
    rules: ['XC-CAMP-06'],
    start: { state: free },
    steps: [
      {
        seat: 0,
        command: first ?? { type: 'FinishOutfitting' },
        events: [
          { type: 'RewardUsed', seat: 0, goal: 'merchant-prince', saved: 2000 },
          { type: 'OutfitBought', seat: 0, kind: 'cargo-pod' },
        ],
        state: { captains: [{ credits: 0 }], campaign: { spent: ['merchant-prince'] } },
        verify: (s) => {
          expect(pods(s)).toEqual([]); // spent: the next one costs 2,000
          expect(pods(withPlayer(s, { credits: 2000 })).length).toBeGreaterThan(0);
          expect(violations(cx.content, s)).toEqual([]);
        },
      },
    ],
  });
});

describe('XC-CAMP-06: cheaper ships', () => {
  /** A Business Phase on a planet with `credits`, flying a ship of `tier`. */
  function shopping(rewards: string[], credits: number, ship?: string): XiaState {
    const s = attempting('pathfinder', { rewards });
    const at = planetHex(s);
    return acting(s, at, { credits, ...(ship ? { ship } : {}) }, 'Business');
  }
  const buys = (s: XiaState, tier: number) =>
    cx.legal(s, 0).filter((c) => c.type === 'BuyShip' && cx.content.ship(c.ship).tier === tier);

  it('XC-CAMP-06: without a reward 3,000 buys no Tier 2 ship', () => {
    const s = shopping([], 3000);
    expect(buys(s, 2)).toEqual([]);
    const [ship] = buys(withPlayer(s, { credits: 5000 }), 2);
    if (!ship) throw new Error('no ship');
    const refused = cx.apply(s, 0, ship);
    expect(refused.ok ? 'accepted' : refused.error.message).toMatch(/costs 5,000; you have 3,000/);
  });

  const favoured = shopping(['old-faithful'], 3000);
  scenario('Shipwright’s Favour (Old Faithful): a Tier 2 ship for 3,000', {
    ruleset: cx,
    rules: ['XC-CAMP-06'],
    start: { state: favoured },
    steps: [
      {
        seat: 0,
        command: buys(favoured, 2)[0] ?? { type: 'EndBusiness' },
        events: [
          { type: 'RewardUsed', seat: 0, goal: 'old-faithful', saved: 2000 },
          { type: 'CreditsChanged', seat: 0, amount: -3000, credits: 0 },
          { type: 'ShipBought', seat: 0 },
        ],
      },
    ],
  });

  it('XC-CAMP-06: each discount is for its own tier (Fleet Credit, Clean Record: Tier 3)', () => {
    const tier2 = cx.content.pack.ships.find((d) => d.tier === 2)?.id;
    const tier3 = shopping(['old-faithful'], 7000, tier2);
    expect(buys(tier3, 3)).toEqual([]);
    const credit = shopping(['clean-record'], 7000, tier2);
    const [ship] = buys(credit, 3);
    if (!ship) throw new Error('no Tier 3 ship for 7,000 with Fleet Credit');
    const s = playAll(credit, ship);
    expect(s.captains[0]?.credits).toBe(0);
  });
});

describe('XC-CAMP-06: more mission slots', () => {
  /** On a Mission Point holding one mission already. */
  function holdingOne(rewards: string[]): XiaState {
    const s = attempting('pathfinder', { rewards });
    const board = boardOf(cx.content, s.board.sectors);
    const [point] = [...board.missionPoints.values()];
    const [card, ...deck] = s.decks.missions;
    if (!point || !card) throw new Error('no Mission Point');
    const mission = {
      card,
      revealed: false,
      stage: 'objective' as const,
      payment: 0,
      target: null,
    };
    const held = withPlayer(s, { missions: { active: [mission], completed: [] } });
    return acting({ ...held, decks: { ...held.decks, missions: deck } }, point);
  }

  scenario('without the reward a second mission cannot be drawn', {
    ruleset: cx,
    rules: ['XC-CAMP-06'],
    start: { state: holdingOne([]) },
    steps: [{ seat: 0, command: { type: 'DrawMissions' }, rejects: 'NoFreeSlot' }],
  });

  scenario('Dispatch Network (The Fixer): one more active mission may be held', {
    ruleset: cx,
    rules: ['XC-CAMP-06'],
    start: { state: holdingOne(['the-fixer']) },
    steps: [
      {
        seat: 0,
        command: { type: 'DrawMissions' },
        events: [{ type: 'MissionsDrawn', seat: 0, count: 3 }],
      },
    ],
  });
});
