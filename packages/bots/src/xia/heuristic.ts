/**
 * A fast rule-of-thumb player for Xia: every legal command gets a score from the seat's view
 * and the profile's goal (score.ts, with the weights of weights.ts), and the best one is played
 * (ties broken by the bot's own dice).
 */
import type { Dice } from '@drift/engine';
import { type Hex, hexKey } from '@drift/engine/hex';
import type { XiaCommand, XiaView } from '@drift/xia';
import type { Bot } from '../bot.ts';
import { crossingOf } from './crossing.ts';
import { distanceField } from './field.ts';
import { type KnownMap, knownMap, planetHexes, type XiaContent } from './map.ts';
import type { Goal, Profile } from './profiles.ts';
import { scoreCommand } from './score.ts';
import type { Player, Situation } from './situation.ts';
import { buyTargets, type CaptainView, missionTargets, targetsFor } from './targets.ts';
import { bestBuys, tradeTrip } from './trade.ts';
import { profileWeights, type Weights } from './weights.ts';

/** Commands that do a goal's work on the spot. */
const WORK_HERE: ReadonlySet<XiaCommand['type']> = new Set([
  'BuyCubes',
  'SellCubes',
  'Mine',
  'Salvage',
  'Harvest',
  'CollectCubes',
  'Scan',
  'WorkMission',
  'CompleteMission',
  'Attack',
  // Element E
  'DockKiln',
  'Sift',
  'SellEmber',
  'Excavate',
  'Quarry',
]);

/** The heuristic bot of one profile. */
export class HeuristicBot implements Bot<XiaView, XiaCommand>, Player {
  readonly name: string;
  /** The weights it scores with: the profile's, with any overrides. */
  readonly w: Weights;

  constructor(
    readonly content: XiaContent,
    readonly profile: Profile = 'balanced',
    weights: Partial<Weights> = {},
  ) {
    this.name = `heuristic:${profile}`;
    this.w = { ...profileWeights(profile), ...weights };
  }

  choose(view: XiaView, legal: readonly XiaCommand[], rng: Dice): XiaCommand {
    const situation = this.situation(view, legal);
    let best: XiaCommand[] = [];
    let top = Number.NEGATIVE_INFINITY;
    for (const command of legal) {
      const s = situation ? scoreCommand(this, situation, command) : 0;
      if (s > top) {
        top = s;
        best = [command];
      } else if (s === top) best.push(command);
    }
    const chosen = best.length > 0 ? rng.pick(best) : rng.pick(legal);
    if (chosen.type === 'DrawMissions') this.noteDraw(view.turn.number);
    return chosen;
  }

  /** Mission draws made in a turn (a captain may draw again after keeping none). */
  private drawn = { turn: -1, count: 0 };

  /** Drew as often as the weights allow this turn. */
  private drewEnough(view: XiaView): boolean {
    return this.drawn.turn === view.turn.number && this.drawn.count >= this.w.drawsPerTurn;
  }

  private noteDraw(turn: number): void {
    this.drawn =
      turn === this.drawn.turn ? { turn, count: this.drawn.count + 1 } : { turn, count: 1 };
  }

  /** The listed commands from the best scored to the worst (ties keep the list's order). */
  rank(view: XiaView, legal: readonly XiaCommand[]): XiaCommand[] {
    const situation = this.situation(view, legal);
    const scored = legal.map((command, i) => ({
      command,
      i,
      s: situation ? scoreCommand(this, situation, command) : 0,
    }));
    scored.sort((a, b) => b.s - a.s || a.i - b.i);
    return scored.map((x) => x.command);
  }

  /** The goal this profile pursues in this position. */
  goalOf(view: XiaView, me: CaptainView, map: KnownMap): Goal {
    const work = me.missions.active.some((m) => 'card' in m);
    switch (this.profile) {
      case 'explorer':
        return work ? 'work' : 'explore';
      case 'trader':
        return work ? 'work' : 'trade';
      case 'worker':
        if (work) return 'work';
        if (me.hold.cargo.length > 0 || this.drewEnough(view)) return 'trade';
        return 'work'; // no mission: to a point to draw
      case 'pirate': {
        if (work) return 'work'; // element E's Coerce card: its target is the raid
        const raids = targetsFor('raid', this.content, map, view, me);
        if (this.within(view, me, map, raids, this.w.raidRange)) return 'raid';
        return me.hold.cargo.length > 0 ? 'trade' : 'work'; // no prey near: a mission
      }
      case 'balanced':
        if (me.hold.cargo.some((c) => c.kind !== 'cube')) return 'trade'; // to The Kiln (E)
        if (work) return 'work';
        if (me.hold.cargo.length > 0) return 'trade';
        return this.nextJob(view, me, map);
    }
  }

  /** Whether one of `hexes` lies within `range` of flight. */
  private within(view: XiaView, me: CaptainView, map: KnownMap, hexes: Hex[], range: number) {
    if (!me.at || hexes.length === 0) return false;
    const { crossing, key } = crossingOf(this.content, view, this.w, me.bounty > 0);
    return (distanceField(map, hexes, crossing, key).get(hexKey(me.at)) ?? range + 1) <= range;
  }

  /** Balanced, free of work and cargo: the nearer of a mission draw and a trade, else explore. */
  private nextJob(view: XiaView, me: CaptainView, map: KnownMap): Goal {
    const { w } = this;
    const buys = buyTargets(map, me.credits, view.economy?.stock);
    const points =
      view.decks.missions + view.decks.missionDiscard > 0 && !this.drewEnough(view)
        ? missionTargets(this.content, map, me, view)
        : [];
    const here = me.at;
    if (!here) return buys.length > 0 ? 'trade' : 'explore';
    const { crossing, key } = crossingOf(this.content, view, w, me.bounty > 0);
    const far = (hexes: Hex[]) =>
      hexes.length === 0
        ? Number.POSITIVE_INFINITY
        : (distanceField(map, hexes, crossing, key).get(hexKey(here)) ?? Number.POSITIVE_INFINITY);
    const trade = far(buys) + w.balancedTradeBias;
    const draw = far(points);
    if (trade === Number.POSITIVE_INFINITY && draw === Number.POSITIVE_INFINITY) return 'explore';
    return draw <= trade ? 'work' : 'trade';
  }

  private situation(view: XiaView, legal: readonly XiaCommand[]): Situation | null {
    if (view.viewer === 'spectator' || view.viewer === 'omniscient') return null;
    const me = view.captains[view.viewer.seat];
    if (!me) return null;
    const { w } = this;
    const map = knownMap(this.content, view);
    const { crossing, key: costKey } = crossingOf(this.content, view, w, me.bounty > 0);
    const goal = this.goalOf(view, me, map);
    const maxEnergy = me.ship ? this.content.ship(me.ship).energy : 0;
    const hurt = me.hold.damage.length >= w.hurtDamage || me.energy * 3 < maxEnergy;
    // A goal hex where nothing can be done now (no money, empty mine) is not worth staying on.
    const idleHere = view.turn.phase === 'Action' && !legal.some((c) => WORK_HERE.has(c.type));
    const useful = (hexes: Hex[]) =>
      idleHere && me.at ? hexes.filter((h) => hexKey(h) !== hexKey(me.at ?? h)) : hexes;
    let targets = this.needsDock(view, me) ? planetHexes(map) : [];
    const trip = tradeTrip(map, view, me, crossing, costKey);
    const choose = (buys: Hex[]) => bestBuys(buys, trip, w.tradeSlack);
    if (targets.length === 0)
      targets = useful(targetsFor(goal, this.content, map, view, me, choose));
    if (targets.length === 0 && goal !== 'explore')
      targets = useful(targetsFor('explore', this.content, map, view, me));
    const tokens = new Set(view.board.tokens.map(hexKey));
    const field = distanceField(map, targets, crossing, costKey);
    const draws = this.drawn.turn === view.turn.number ? this.drawn.count : 0;
    return { view, me, map, goal, targets, field, crossing, costKey, hurt, tokens, draws };
  }

  /** Out of Energy, badly damaged, or rich enough for Fame: time to land on a planet. */
  private needsDock(view: XiaView, me: CaptainView): boolean {
    const { w } = this;
    const prices = this.content.pack.info.prices;
    const canBuyFame = me.credits >= prices.fame && me.fame + 1 < view.fameTarget;
    const tier = me.ship ? this.content.ship(me.ship).tier : 1;
    const repair = prices.repair[tier - 1] ?? Number.POSITIVE_INFINITY;
    const canRepair = me.hold.damage.length >= w.dockDamage && me.credits >= repair;
    return me.energy < w.dockEnergy || canRepair || canBuyFame;
  }
}
