import { openDice, seedRandom } from '@drift/engine';
import type { XiaCommand, XiaState, XiaView } from '@drift/xia';
import { describe, expect, it } from 'vitest';
import { type Bot, HeuristicBot, playGame, rewards, SearchBot, worth } from '../src/index.ts';
import { heuristicPositions, randomPositions, xia } from './helpers.ts';

const dice = (seed: string) => openDice(seedRandom(seed));

/** Mid-game positions (stage playing) where the seat to act has a real choice. */
function choices(seed: string): { state: XiaState; seat: number; legal: XiaCommand[] }[] {
  return randomPositions(seed, 900, 30).flatMap((state) => {
    const status = xia.status(state);
    if (status.kind !== 'active' || state.stage !== 'playing') return [];
    const seat = status.toAct[0] ?? 0;
    const legal = xia.legal(state, seat);
    return legal.length > 1 ? [{ state, seat, legal }] : [];
  });
}

describe('SearchBot', () => {
  const positions = choices('search');

  it('keeps to its iteration budget, tries candidates round by round, picks a listed command', () => {
    expect(positions.length).toBeGreaterThan(5);
    const budget = 12;
    const bot = new SearchBot(xia, { iterations: budget });
    const rng = dice('budget');
    for (const { state, seat, legal } of positions.slice(0, 6)) {
      const choice = bot.choose(xia.view(state, { seat }), legal, rng);
      expect(legal).toContain(choice);
      const { iterations, visits } = bot.lastStats;
      expect(iterations).toBe(budget);
      // Every iteration passes through exactly one root candidate, in turn.
      expect(visits.reduce((a, b) => a + b, 0)).toBe(iterations);
      expect(Math.max(...visits) - Math.min(...visits)).toBeLessThanOrEqual(1);
    }
  }, 30_000);

  it("keeps the heuristic's choice when too few rounds were played to overrule it", () => {
    // Six candidates where six or more are listed, four rounds needed: 12 iterations are two.
    const bot = new SearchBot(xia, { iterations: 12, margin: 0 });
    const heuristic = new HeuristicBot(xia.content, 'balanced');
    const wide = positions.filter(({ legal }) => legal.length >= 6).slice(0, 8);
    expect(wide.length).toBeGreaterThan(3);
    for (const { state, seat, legal } of wide) {
      const view = xia.view(state, { seat });
      expect(bot.choose(view, legal, dice('few'))).toBe(heuristic.choose(view, legal, dice('few')));
    }
  }, 30_000);

  it("keeps the heuristic's choice when nothing beats it by the margin", () => {
    const bot = new SearchBot(xia, { iterations: 10, margin: Number.POSITIVE_INFINITY });
    const heuristic = new HeuristicBot(xia.content, 'balanced');
    for (const { state, seat, legal } of positions.slice(0, 8)) {
      const view = xia.view(state, { seat });
      expect(bot.choose(view, legal, dice('same'))).toBe(
        heuristic.choose(view, legal, dice('same')),
      );
    }
  }, 30_000);

  it('stops a millisecond budget by its clock', () => {
    let clock = 0;
    const bot = new SearchBot(xia, { ms: 5, now: () => clock++ });
    const { state, seat, legal } = positions[0] ?? {};
    if (!state || seat === undefined || !legal) throw new Error('no position');
    bot.choose(xia.view(state, { seat }), legal, dice('clock'));
    // The clock ticks once at the start and once before each iteration: at most 4 fit in 5.
    expect(bot.lastStats.iterations).toBeGreaterThan(0);
    expect(bot.lastStats.iterations).toBeLessThanOrEqual(4);
  });

  it('is deterministic given its dice, and blind to the hidden parts of the true state', () => {
    const { state, seat, legal } = positions[positions.length - 1] ?? {};
    if (!state || seat === undefined || !legal) throw new Error('no position');
    // Another true state with the same view: other deck orders and another generator.
    const other: XiaState = {
      ...state,
      random: seedRandom('another generator'),
      decks: {
        ...state.decks,
        missions: [...state.decks.missions].reverse(),
        sectors: [...state.decks.sectors].reverse(),
      },
    };
    expect(xia.view(other, { seat })).toEqual(xia.view(state, { seat }));
    const bot = new SearchBot(xia, { iterations: 25 });
    const pick = (s: XiaState) =>
      bot.choose(xia.view(s, { seat }), xia.legal(s, seat), dice('same'));
    expect(pick(other)).toEqual(pick(state));
    expect(legal).toContainEqual(pick(state));
  }, 30_000);

  it('plays every seat, prompts included, without an unlisted command', () => {
    const bots: Bot<XiaView, XiaCommand>[] = [0, 1, 2].map(
      () => new SearchBot(xia, { iterations: 3 }),
    );
    const game = playGame(
      xia,
      { seats: 3, preset: 'standard', fameTarget: 5 },
      'search-all',
      bots,
      {
        maxCommands: 400,
      },
    );
    expect(game.commands.length).toBeGreaterThan(100);
    const types = new Set(game.commands.map((c) => c.command.type));
    for (const t of ['ChooseShip', 'BuyOutfit', 'FinishOutfitting', 'Step'])
      expect(types).toContain(t);
  }, 60_000);

  it('sells the cargo it can sell before its turn ends', () => {
    const sale = heuristicPositions('sale', 1500).find(
      ({ state, legal }) =>
        state.stage === 'playing' &&
        legal.some((c) => c.type === 'SellCubes') &&
        legal.some((c) => c.type !== 'SellCubes'),
    );
    if (!sale) return expect.fail('no sale position in the sample');
    const bot = new SearchBot(xia, { iterations: 40 });
    const rng = dice('sale');
    const sold = (s: XiaState) => s.captains[sale.seat]?.record.cubesSold ?? 0;
    let state = sale.state;
    while (state.turn.number === sale.state.turn.number && state.stage === 'playing') {
      const status = xia.status(state);
      const seat = status.kind === 'active' ? (status.toAct[0] ?? 0) : 0;
      const legal = xia.legal(state, seat);
      const applied = xia.apply(state, seat, bot.choose(xia.view(state, { seat }), legal, rng));
      if (!applied.ok) throw new Error(applied.error.message);
      state = applied.value.state;
    }
    expect(sold(state)).toBeGreaterThan(sold(sale.state));
  }, 60_000);
});

describe('worth and rewards', () => {
  const [state] = randomPositions('worth', 600, 100).slice(-1);
  if (!state) throw new Error('no position');
  const c = state.captains[0];
  if (!c) throw new Error('no captain');

  it('values Fame above credits, credits by the pack price of Fame, damage and death as costs', () => {
    const base = worth(xia.content, c);
    expect(worth(xia.content, { ...c, fame: c.fame + 1 })).toBeCloseTo(base + 1);
    const richer = worth(xia.content, { ...c, credits: c.credits + 5000 });
    expect(richer).toBeGreaterThan(base + 0.8);
    expect(richer).toBeLessThan(base + 1);
    const flying = { ...c, at: { q: 0, r: 0 }, awaitingRespawn: false };
    const hurt = { ...flying, hold: { ...flying.hold, damage: [[0, 0] as const] } };
    expect(worth(xia.content, hurt)).toBeLessThan(worth(xia.content, flying));
    expect(worth(xia.content, { ...flying, at: null })).toBeLessThan(worth(xia.content, flying));
  });

  it('gives a finished match 1 to the winner and 0 to the rest, else a reward by the lead', () => {
    const done: XiaState = { ...state, stage: 'finished', winner: 1 };
    expect(rewards(xia.content, done)).toEqual([0, 1, 0]);
    const richer: XiaState = {
      ...state,
      captains: state.captains.map((k) => (k.seat === 2 ? { ...k, fame: k.fame + 5 } : k)),
    };
    const r = rewards(xia.content, richer);
    const before = rewards(xia.content, state);
    expect(r[2]).toBeGreaterThan(before[2] ?? 1);
    expect(r[0]).toBeLessThan(before[0] ?? 0);
    for (const x of [...r, ...before]) expect(x).toBeGreaterThanOrEqual(0);
    for (const x of [...r, ...before]) expect(x).toBeLessThanOrEqual(1);
  });
});
