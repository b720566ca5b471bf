/** The heuristic bot's plans: routes by risk, missions, fights, upgrades and arming. */
import { openDice, seedRandom } from '@drift/engine';
import type { XiaCommand, XiaView } from '@drift/xia';
import { describe, expect, it } from 'vitest';
import { HeuristicBot, knownMap } from '../src/index.ts';
import { distanceField } from '../src/xia/field.ts';
import { bestBuys, tradeTrip } from '../src/xia/trade.ts';
import { firstGameView, withMe, xia } from './helpers.ts';

const dice = (seed: string) => openDice(seedRandom(seed));
const base = firstGameView();
const inPhase = (v: XiaView, phase: 'Action' | 'Business' | 'Status'): XiaView => ({
  ...v,
  stage: 'playing',
  turn: { ...v.turn, seat: 0, phase, movement: phase === 'Action' ? 3 : 0 },
});
const empty = { outfits: [], cargo: [], damage: [] };
const disarmed = Array.from({ length: 4 }, () => ({ at: 'disarmed' }) as const);
const ready = { ship: 'magpie', energy: 5, credits: 0, hold: empty, markers: disarmed, bounty: 0 };
const step = (q: number, r: number): XiaCommand => ({ type: 'Step', to: { q, r } });
const END: XiaCommand = { type: 'EndActions' };

describe('routes', () => {
  // Mission Point 2 lies on Kemplar II (Lawful) at (5,-2): its entrance faces (4,-2), its
  // planetary shield faces (4,-1).
  const shuttle = {
    card: 'shuttle-shift-change', // boards at Mission Point 2
    revealed: false,
    stage: 'objective',
    payment: 0,
    target: null,
  } as const;
  const worker = new HeuristicBot(xia.content, 'worker');
  const legal = [END, step(5, -2), step(4, -2), step(3, -1)];
  const at = (bounty: number) =>
    inPhase(
      withMe(base, {
        ...ready,
        at: { q: 4, r: -1 },
        bounty,
        missions: { active: [shuttle], completed: [] },
      }),
      'Action',
    );

  it('goes round by the entrance rather than through a planetary shield (XB-BORDER-05)', () => {
    expect(worker.choose(at(0), legal, dice('entrance'))).toEqual(step(4, -2));
  });

  it('an Outlaw, barred from a Lawful entrance, risks the shield (XB-BNTY-02)', () => {
    expect(worker.choose(at(1000), legal, dice('outlaw'))).toEqual(step(5, -2));
  });
});

describe('missions', () => {
  it('keeps a shuttle between known points over an Assassin job it has no weapon for', () => {
    const view = inPhase(withMe(base, { ...ready, at: { q: 1, r: 5 } }), 'Action');
    const keep = (card: string | null): XiaCommand => ({ type: 'KeepMission', card });
    // Nebula Sightseers: Mission Point 3 (here) to 1, both on the board.
    const legal = [keep('assassin-old-rivals'), keep(null), keep('shuttle-nebula-sightseers')];
    const bot = new HeuristicBot(xia.content, 'balanced');
    expect(bot.choose(view, legal, dice('keep'))).toEqual(keep('shuttle-nebula-sightseers'));
    expect(bot.rank(view, legal).at(-1)).toEqual(keep('assassin-old-rivals'));
  });
});

describe('fights', () => {
  const basilisk = [{ uid: 1, kind: 'basilisk-blaster', at: [0, 0], turns: 0 }] as const;
  const saker = [{ uid: 1, kind: 'saker-v-blaster', at: [0, 0], turns: 0 }] as const;
  const fire = (npc: string, spaces: number): XiaCommand => ({
    type: 'Attack',
    target: { npc },
    use: Array.from({ length: spaces }, (_, space) => ({ outfit: 1, space })),
  });
  const beside = (outfits: typeof basilisk | typeof saker, npc: string, damage: number) => {
    const view = withMe(base, { ...ready, at: { q: 0, r: 0 }, hold: { ...empty, outfits } });
    const foe = { id: npc, at: { q: 1, r: 0 }, damage, bounty: npc === 'scoundrel' ? 2000 : 0 };
    const npcs = [{ credits: 0, holder: null, awaitingRespawn: false, waypoint: 0, ...foe }];
    return inPhase({ ...view, npcs }, 'Action');
  };

  it('the pirate fires a d12 blaster twice at the Scoundrel (defence d6, 2 Fame, Bounty)', () => {
    const pirate = new HeuristicBot(xia.content, 'pirate');
    const legal = [END, fire('scoundrel', 2)];
    expect(pirate.choose(beside(basilisk, 'scoundrel', 0), legal, dice('p'))).toEqual(legal[1]);
  });

  it('a worker leaves a fresh Enforcer alone but finishes a nearly dead Scoundrel', () => {
    const worker = new HeuristicBot(xia.content, 'worker');
    const hopeless = [END, fire('enforcer', 1)];
    expect(worker.choose(beside(saker, 'enforcer', 0), hopeless, dice('w'))).toEqual(END);
    const finish = [END, fire('scoundrel', 2)];
    expect(worker.choose(beside(basilisk, 'scoundrel', 10), finish, dice('w'))).toEqual(finish[1]);
  });
});

describe('business and arming', () => {
  const m22 = [{ uid: 1, kind: 'm-22-engine', at: [0, 0], turns: 0 }] as const;
  const buy = (kind: string): XiaCommand => ({ type: 'BuyOutfit', kind, at: [1, 1], turns: 0 });
  const END_BUSINESS: XiaCommand = { type: 'EndBusiness' };

  it('upgrades a d6 engine to the Raptor-K (two d12 moves a turn), not to a shield', () => {
    const view = inPhase(
      withMe(base, {
        ...ready,
        credits: 3000,
        at: { q: 5, r: -2 },
        hold: { ...empty, outfits: m22 },
      }),
      'Business',
    );
    const bot = new HeuristicBot(xia.content, 'balanced');
    const legal = [END_BUSINESS, buy('targe-shield'), buy('raptor-k-engine')];
    expect(bot.rank(view, legal)).toEqual([legal[2], END_BUSINESS, legal[1]]);
    const slower = [END_BUSINESS, buy('m-22-engine')];
    expect(bot.choose(view, slower, dice('b'))).toEqual(END_BUSINESS);
  });

  it('away from a planet, arms only the markers its one engine uses; on a planet, all', () => {
    const bot = new HeuristicBot(xia.content, 'explorer');
    const arm = (count: number): XiaCommand => ({ type: 'ArmMarkers', count });
    const legal = [0, 1, 2, 3, 4].map(arm);
    const where = (at: { q: number; r: number }) =>
      inPhase(withMe(base, { ...ready, at, hold: { ...empty, outfits: m22 } }), 'Status');
    expect(bot.choose(where({ q: 0, r: 0 }), legal, dice('a'))).toEqual(arm(1));
    expect(bot.choose(where({ q: 5, r: -2 }), legal, dice('a'))).toEqual(arm(4));
  });
});

describe('trade routes', () => {
  it('prices a market by the whole trip: out to it, then on to a buyer of its colour', () => {
    const map = knownMap(xia.content, base);
    const me = withMe(base, { ...ready, at: { q: 1, r: 3 } }).captains[0];
    if (!me) throw new Error('no seat 0');
    const trip = tradeTrip(map, base, me, () => 0, 'test');
    const out = distanceField(map, [{ q: 1, r: 3 }]).get('6,-2');
    const on = distanceField(map, [{ q: 0, r: 4 }]).get('6,-2'); // Neo Damascus buys spice
    expect(out).toBeGreaterThan(0);
    expect(trip({ q: 6, r: -2 })).toBe((out ?? 0) + (on ?? 0));
    // Plasma (bought at Neo Damascus) sells nowhere on this board: no trip.
    expect(trip({ q: 1, r: 4 })).toBe(Number.POSITIVE_INFINITY);
    expect(
      bestBuys(
        [
          { q: 1, r: 4 },
          { q: 6, r: -2 },
        ],
        trip,
        2,
      ),
    ).toEqual([{ q: 6, r: -2 }]);
  });
});
