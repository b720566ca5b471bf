import { openDice, seedRandom } from '@drift/engine';
import type { XiaCommand, XiaView } from '@drift/xia';
import { describe, expect, it } from 'vitest';
import { HeuristicBot, knownMap, PROFILES } from '../src/index.ts';
import { firstGameView, randomPositions, withMe, xia } from './helpers.ts';

const dice = (seed: string) => openDice(seedRandom(seed));

describe('HeuristicBot', () => {
  it('never returns an unlisted command, for every profile, over random positions', () => {
    const positions = [
      ...randomPositions('legal-a', 600, 7),
      ...randomPositions('legal-b', 600, 7),
    ];
    expect(positions.length).toBeGreaterThan(100);
    for (const profile of PROFILES) {
      const bot = new HeuristicBot(xia.content, profile);
      const rng = dice(`legal:${profile}`);
      for (const state of positions) {
        const status = xia.status(state);
        if (status.kind !== 'active') continue;
        const seat = status.toAct[0] ?? 0;
        const legal = xia.legal(state, seat);
        const choice = bot.choose(xia.view(state, { seat }), legal, rng);
        expect(legal).toContain(choice);
      }
    }
  }, 30_000);

  it('is deterministic given the dice', () => {
    const [state] = randomPositions('det', 40, 40);
    if (!state) throw new Error('no position');
    const status = xia.status(state);
    const seat = status.kind === 'active' ? (status.toAct[0] ?? 0) : 0;
    const legal = xia.legal(state, seat);
    const view = xia.view(state, { seat });
    const bot = new HeuristicBot(xia.content, 'balanced');
    const run = () => {
      const rng = dice('same');
      return Array.from({ length: 10 }, () => bot.choose(view, legal, rng));
    };
    expect(run()).toEqual(run());
  });
});

describe('HeuristicBot behaviour', () => {
  const base = firstGameView();
  // Kemplar II's spice market and Neo Damascus's spice buyer on the seeded first-game board.
  const spiceBuy = { q: 6, r: -2 };
  const spiceSell = { q: 0, r: 4 };
  const onBoard = (v: XiaView): XiaView => ({
    ...v,
    stage: 'playing',
    turn: { ...v.turn, seat: 0, phase: 'Action' },
  });
  const trader = new HeuristicBot(xia.content, 'trader');
  const ready = {
    ship: 'magpie',
    energy: 5,
    hold: { outfits: [], cargo: [], damage: [] },
  } as const;

  it('a trader on a buy space with money and room buys a colour it can sell', () => {
    const view = onBoard(withMe(base, { ...ready, at: spiceBuy, credits: 3000 }));
    const legal: XiaCommand[] = [
      { type: 'EndActions' },
      { type: 'Step', to: { q: 6, r: -3 } },
      { type: 'BuyCubes', cubes: { spice: 1 } },
      { type: 'BuyCubes', cubes: { spice: 2 } },
    ];
    for (let i = 0; i < 10; i++)
      expect(trader.choose(view, legal, dice(`buy:${i}`))).toEqual({
        type: 'BuyCubes',
        cubes: { spice: 2 },
      });
  });

  it('a trader on a sell space holding cubes of a sold colour sells them all', () => {
    const cargo = [
      { kind: 'cube', colour: 'spice', at: [1, 0] },
      { kind: 'cube', colour: 'spice', at: [2, 0] },
    ] as const;
    const view = onBoard(
      withMe(base, { ...ready, at: spiceSell, credits: 0, hold: { ...ready.hold, cargo } }),
    );
    const legal: XiaCommand[] = [
      { type: 'EndActions' },
      { type: 'Step', to: { q: 0, r: 3 } },
      { type: 'SellCubes', cubes: { spice: 1 } },
      { type: 'SellCubes', cubes: { spice: 2 } },
    ];
    expect(trader.choose(view, legal, dice('sell'))).toEqual({
      type: 'SellCubes',
      cubes: { spice: 2 },
    });
  });

  it('a trader with cargo steps towards a sell space', () => {
    const cargo = [{ kind: 'cube', colour: 'spice', at: [1, 0] }] as const;
    const view = onBoard(
      withMe(base, { ...ready, at: { q: 0, r: 2 }, credits: 0, hold: { ...ready.hold, cargo } }),
    );
    // (0, 3) lies next to the sell space's entrance, (0, 1) one step further away.
    const legal: XiaCommand[] = [
      { type: 'EndActions' },
      { type: 'Step', to: { q: 0, r: 1 } },
      { type: 'Step', to: { q: 0, r: 3 } },
    ];
    expect(trader.choose(view, legal, dice('towards'))).toEqual({
      type: 'Step',
      to: { q: 0, r: 3 },
    });
  });

  it('never steps into a star when another step exists', () => {
    const starry: XiaView = {
      ...base,
      board: { ...base.board, sectors: [{ id: 'lunari', slot: { q: 0, r: 0 }, rotation: 0 }] },
    };
    const star = { q: 2, r: -2 };
    for (const profile of PROFILES) {
      const bot = new HeuristicBot(xia.content, profile);
      const view = onBoard(withMe(starry, { ...ready, at: { q: 1, r: -1 }, credits: 0 }));
      const legal: XiaCommand[] = [
        { type: 'Step', to: star },
        { type: 'Step', to: { q: 1, r: 0 } },
      ];
      for (let i = 0; i < 10; i++)
        expect(bot.choose(view, legal, dice(`star:${profile}:${i}`))).not.toEqual({
          type: 'Step',
          to: star,
        });
    }
  });

  it('the pirate attacks a ship in range carrying cargo', () => {
    const pirate = new HeuristicBot(xia.content, 'pirate');
    const cargo = [{ kind: 'cube', colour: 'spice', at: [0, 0] }] as const;
    const blaster = [{ uid: 1, kind: 'saker-v-blaster', at: [0, 1], turns: 0 }] as const;
    const view = onBoard({
      ...base,
      captains: base.captains.map((c) =>
        c.seat === 0
          ? { ...c, ...ready, at: { q: 0, r: 0 }, hold: { ...ready.hold, outfits: blaster } }
          : c.seat === 1
            ? { ...c, ...ready, at: { q: 1, r: 0 }, hold: { ...ready.hold, cargo } }
            : c,
      ),
    });
    const attack: XiaCommand = {
      type: 'Attack',
      target: { seat: 1 },
      use: [{ outfit: 1, space: 0 }],
    };
    const legal: XiaCommand[] = [
      { type: 'EndActions' },
      { type: 'Step', to: { q: 0, r: 1 } },
      attack,
    ];
    expect(pirate.choose(view, legal, dice('raid'))).toEqual(attack);
  });

  it('places damage on an empty cell before an outfit', () => {
    const outfits = [{ uid: 1, kind: 'm-22-engine', at: [0, 1], turns: 0 }] as const;
    const view = onBoard(
      withMe(base, { ...ready, at: { q: 0, r: 0 }, hold: { ...ready.hold, outfits } }),
    );
    const legal: XiaCommand[] = [
      { type: 'PlaceDamage', at: [0, 1] },
      { type: 'PlaceDamage', at: [1, 1] },
      { type: 'PlaceDamage', at: [2, 1] },
    ];
    expect(trader.choose(view, legal, dice('damage'))).toEqual({ type: 'PlaceDamage', at: [2, 1] });
  });

  it('buys the profile loadout first when outfitting', () => {
    const worker = new HeuristicBot(xia.content, 'worker');
    const view = { ...withMe(base, { ...ready, credits: 3000 }), stage: 'outfitting' } as XiaView;
    const legal: XiaCommand[] = [
      { type: 'FinishOutfitting' },
      { type: 'BuyOutfit', kind: 'saker-v-blaster', at: [0, 0], turns: 0 },
      { type: 'BuyOutfit', kind: 'halon-engine', at: [0, 1], turns: 0 },
    ];
    expect(worker.choose(view, legal, dice('outfit'))).toEqual(legal[2]);
  });
});

describe('the balanced profile', () => {
  const base = firstGameView();
  const bot = new HeuristicBot(xia.content, 'balanced');
  const hold = { outfits: [], cargo: [], damage: [] };
  const goal = (change: Parameters<typeof withMe>[1]) => {
    const view = withMe(base, { ship: 'magpie', at: { q: 0, r: 0 }, ...change });
    const me = view.captains[0];
    if (!me) throw new Error('no seat 0');
    return bot.goalOf(view, me, knownMap(xia.content, view));
  };

  it('trades when it carries cargo, else takes the nearer of a trade and a mission draw', () => {
    const cargo = [{ kind: 'cube', colour: 'spice', at: [0, 0] }] as const;
    expect(goal({ credits: 0, hold: { ...hold, cargo } })).toBe('trade');
    // Kemplar II's spice market, and a Mission Point of the first-game board.
    expect(goal({ credits: 3000, hold, at: { q: 6, r: -2 } })).toBe('trade');
    const point = [...knownMap(xia.content, base).values()].find(
      (h) => h.space?.missionPoint !== undefined,
    );
    if (!point) throw new Error('no mission point');
    expect(goal({ credits: 3000, hold, at: point.hex })).toBe('work');
    expect(goal({ credits: 0, hold, at: point.hex })).toBe('work'); // a draw costs nothing
  });

  it('explores when broke and the mission deck is spent', () => {
    const view = withMe(base, { ship: 'magpie', at: { q: 0, r: 0 }, credits: 0, hold });
    const spent = { ...view, decks: { ...view.decks, missions: 0, missionDiscard: 0 } };
    const me = spent.captains[0];
    if (!me) throw new Error('no seat 0');
    expect(bot.goalOf(spent, me, knownMap(xia.content, spent))).toBe('explore');
  });
});
