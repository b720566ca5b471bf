/**
 * A fast rule-of-thumb player for Xia: every legal command gets a score from the seat's view
 * and the profile's goal, and the best one is played (ties broken by the bot's own dice).
 */
import type { Dice } from '@drift/engine';
import { distance, type Hex, hexKey } from '@drift/engine/hex';
import { goalCard, type XiaCommand, type XiaView } from '@drift/xia';
import type { Bot } from '../bot.ts';
import { damageCost } from './cells.ts';
import { carriesOutfit, keepEmbersScore } from './embers-missions.ts';
import { fOutfitScore } from './f-outfits.ts';
import { type DistanceField, distanceField } from './field.ts';
import { isHazard, type KnownMap, knownMap, planetHexes, type XiaContent } from './map.ts';
import { type Goal, LOADOUT, type Profile } from './profiles.ts';
import { redrawScore, soloScore } from './solo.ts';
import { buyTargets, type CaptainView, heldColours, knownPoints, targetsFor } from './targets.ts';
import { downTierShipScore, impulseActionScore, rearmScore, scanSectorScore } from './upgrades.ts';

/** Never played when anything else is listed. */
const NEVER = -1000;

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

/** What a scorer knows about the position, computed once per choice. */
interface Situation {
  readonly view: XiaView;
  readonly me: CaptainView;
  readonly map: KnownMap;
  readonly goal: Goal;
  readonly targets: readonly Hex[];
  readonly field: DistanceField;
  readonly hurt: boolean;
  /** Hexes holding a face-down exploration token: entering one claims it (XB-EXPL-03). */
  readonly tokens: ReadonlySet<string>;
}

/** Flying distance to the nearest target, or the straight hex distance when no path is known. */
function nearest(s: Pick<Situation, 'targets' | 'field'>, from: Hex): number {
  const flown = s.field.get(hexKey(from));
  if (flown !== undefined) return flown;
  let best = Number.POSITIVE_INFINITY;
  for (const t of s.targets) best = Math.min(best, distance(t, from) + 100);
  return best;
}

function holdRoom(content: XiaContent, me: CaptainView): number {
  if (!me.ship) return 0;
  const used = new Set<string>();
  for (const o of me.hold.outfits)
    for (const c of content.shape(o.kind, o.turns).cells)
      used.add(`${o.at[0] + c[0]},${o.at[1] + c[1]}`);
  for (const c of me.hold.cargo) used.add(`${c.at[0]},${c.at[1]}`);
  for (const c of me.hold.damage) used.add(`${c[0]},${c[1]}`);
  return content.holdCells(me.ship).filter((c) => !used.has(`${c[0]},${c[1]}`)).length;
}

/** The heuristic bot of one profile. */
export class HeuristicBot implements Bot<XiaView, XiaCommand> {
  readonly name: string;

  constructor(
    private readonly content: XiaContent,
    readonly profile: Profile = 'balanced',
  ) {
    this.name = `heuristic:${profile}`;
  }

  choose(view: XiaView, legal: readonly XiaCommand[], rng: Dice): XiaCommand {
    const situation = this.situation(view, legal);
    let best: XiaCommand[] = [];
    let top = Number.NEGATIVE_INFINITY;
    for (const command of legal) {
      const s = situation ? this.score(situation, command) : 0;
      if (s > top) {
        top = s;
        best = [command];
      } else if (s === top) best.push(command);
    }
    return best.length > 0 ? rng.pick(best) : rng.pick(legal);
  }

  /** The listed commands from the best scored to the worst (ties keep the list's order). */
  rank(view: XiaView, legal: readonly XiaCommand[]): XiaCommand[] {
    const situation = this.situation(view, legal);
    const scored = legal.map((command, i) => ({
      command,
      i,
      s: situation ? this.score(situation, command) : 0,
    }));
    scored.sort((a, b) => b.s - a.s || a.i - b.i);
    return scored.map((x) => x.command);
  }

  /** The goal this profile pursues in this position. */
  goalOf(view: XiaView, me: CaptainView, map: KnownMap): Goal {
    const work = () => me.missions.active.some((m) => 'card' in m);
    switch (this.profile) {
      case 'explorer':
        return 'explore';
      case 'trader':
        return 'trade';
      case 'worker':
        return work() ? 'work' : 'trade';
      case 'pirate':
        if (this.holdsCoerce(me)) return 'work'; // element E: its target is the raid
        return targetsFor('raid', this.content, map, view, me).length > 0 ? 'raid' : 'trade';
      case 'balanced':
        if (me.hold.cargo.some((c) => c.kind !== 'cube')) return 'trade'; // to The Kiln (E)
        if (work()) return 'work';
        if (me.hold.cargo.some((c) => c.kind !== 'cube')) return 'trade'; // Relics, Ember (E)
        if (me.hold.cargo.length > 0) return 'trade';
        if (buyTargets(map, me.credits, view.economy?.stock).length > 0) return 'trade';
        return 'explore';
    }
  }

  private situation(view: XiaView, legal: readonly XiaCommand[]): Situation | null {
    if (view.viewer === 'spectator' || view.viewer === 'omniscient') return null;
    const me = view.captains[view.viewer.seat];
    if (!me) return null;
    const map = knownMap(this.content, view);
    const goal = this.goalOf(view, me, map);
    const maxEnergy = me.ship ? this.content.ship(me.ship).energy : 0;
    const hurt = me.hold.damage.length >= 2 || me.energy * 3 < maxEnergy;
    // A goal hex where nothing can be done now (no money, empty mine) is not worth staying on.
    const idleHere = view.turn.phase === 'Action' && !legal.some((c) => WORK_HERE.has(c.type));
    const useful = (hexes: Hex[]) =>
      idleHere && me.at ? hexes.filter((h) => hexKey(h) !== hexKey(me.at ?? h)) : hexes;
    let targets = this.needsDock(view, me) ? planetHexes(map) : [];
    if (targets.length === 0) targets = useful(targetsFor(goal, this.content, map, view, me));
    if (targets.length === 0 && goal !== 'explore')
      targets = useful(targetsFor('explore', this.content, map, view, me));
    const tokens = new Set(view.board.tokens.map(hexKey));
    return { view, me, map, goal, targets, field: distanceField(map, targets), hurt, tokens };
  }

  /** Out of Energy, badly damaged, or rich enough for Fame: time to land on a planet. */
  private needsDock(view: XiaView, me: CaptainView): boolean {
    const prices = this.content.pack.info.prices;
    const canBuyFame = me.credits >= prices.fame && me.fame + 1 < view.fameTarget;
    const tier = me.ship ? this.content.ship(me.ship).tier : 1;
    const repair = prices.repair[tier - 1] ?? Number.POSITIVE_INFINITY;
    const canRepair = me.hold.damage.length >= 3 && me.credits >= repair;
    return me.energy < 2 || canRepair || canBuyFame;
  }

  private stepScore(s: Situation, to: Hex): number {
    const here = s.me.at;
    const info = s.map.get(hexKey(to));
    if (info?.region === 'star') return NEVER;
    let score = 0;
    if (isHazard(info?.region ?? null)) score -= s.hurt ? 15 : 4;
    // Entering a token's space claims it, even in passing: worth a step off the route.
    if (s.tokens.has(hexKey(to))) score += 12;
    if (!here || s.targets.length === 0) return score - 1;
    const gain = nearest(s, here) - nearest(s, to);
    return score + (gain > 0 ? 10 + 8 * gain : -5);
  }

  private wantsToMove(s: Situation): boolean {
    const here = s.me.at;
    return here !== null && s.targets.length > 0 && nearest(s, here) > 0;
  }

  private profileIs(...profiles: Profile[]): boolean {
    return profiles.includes(this.profile);
  }

  /** Scores one legal command; higher is better, 0 is "end this phase". */
  private score(s: Situation, c: XiaCommand): number {
    const { me, view } = s;
    const owned = new Set(me.hold.outfits.map((o) => o.kind));
    const solo = view.solo ? soloScore(this.content, view, me, c) : undefined;
    if (solo !== undefined) return solo;
    switch (c.type) {
      case 'ChooseShip':
        return this.content.holdCells(c.ship).length;
      case 'BuyOutfit': {
        const f = fOutfitScore(this.content, this.profile, me, c); // element F's outfits
        if (f !== undefined) return f;
        const rank = LOADOUT[this.profile].indexOf(c.kind);
        const type = this.content.outfit(c.kind).type;
        const haveType = me.hold.outfits.some((o) => this.content.outfit(o.kind).type === type);
        if (this.armsWanted(me, type)) return 45; // element E: an Arms Dealer card to fill
        if (rank < 0 || owned.has(c.kind) || haveType) return -10;
        return 50 - rank * 5 - c.at[0] * 0.01 - c.at[1] * 0.1 - c.turns * 0.001;
      }
      case 'FinishOutfitting':
      case 'EndActions':
      case 'EndBusiness':
        return 0;
      case 'ActivateEngine':
        return this.wantsToMove(s) && view.turn.movement === 0 ? 20 - c.use.space : -1;
      case 'UseImpulse':
        return this.wantsToMove(s) && view.turn.movement === 0 ? 15 : -1;
      case 'Step':
        return this.stepScore(s, c.to);
      case 'GateJump':
        return s.me.at ? this.stepScore(s, c.to) - 2 : -1;
      case 'UseOccupiedSpace':
        return -2;
      case 'Scan':
        return s.goal === 'explore' ? 25 + c.direction * 0.01 : 2;
      case 'BlindJump':
        return s.goal === 'explore' && !s.hurt ? 22 : -3;
      case 'BuyCubes':
        // XC-UPG-11: the Trade track's extra cube is worth taking.
        return this.buyScore(s, c) + (c.extra === undefined ? 0 : 1);
      case 'SellCubes':
        return 70 + Object.values(c.cubes).reduce((a, n) => a + n, 0);
      case 'Mine':
      case 'Salvage':
      case 'Harvest':
        return s.goal === 'trade' || s.goal === 'explore' ? 30 : 8;
      case 'CollectCubes':
        return 30;
      case 'Jettison':
      case 'DiscardMission':
      case 'SellOutfit':
      case 'MoveOutfit':
      case 'MoveCargo':
      case 'Ram':
        return -50;
      case 'Rescue':
        return 30;
      case 'UseAbility':
        return -1;
      case 'Recharge':
        return s.hurt || me.energy < 3 ? 30 : -1;
      case 'Repair':
        return me.hold.damage.length > 0 ? 35 : -1;
      case 'BuyFame':
        return 80;
      case 'BuyShip': {
        const current = me.ship ? this.content.ship(me.ship).tier : 0;
        const next = this.content.ship(c.ship);
        return next.tier > current
          ? 60 + next.tier + this.content.holdCells(c.ship).length * 0.1
          : downTierShipScore(me);
      }
      case 'ArmMarkers':
        return c.count;
      case 'ArmAfterRescue':
        // A stranded ship armed can fly by engine again at once.
        return c.count;
      case 'Attack': {
        if (c.mission !== undefined) return 60 + c.use.length; // element E: a Coerce card
        const victim = this.victimValue(view, c.target);
        const weight = this.profileIs('pirate') ? 50 : 20;
        return victim > 0 ? weight + victim + c.use.length : -5;
      }
      case 'DrawMissions': {
        const active = me.missions.active.length;
        if (active > 0) return -2;
        // Element E: a pirate looks for Coerce and Arms Dealer work.
        const pirate = this.profileIs('pirate') && view.options.elements?.includes('E') ? 10 : -2;
        return this.profileIs('worker') ? 40 : this.profileIs('balanced') ? 12 : pirate;
      }
      case 'WorkMission':
        return 45;
      case 'CompleteMission':
        return 90;
      case 'PlaceSector':
        return -c.rotation * 0.01;
      case 'ShieldHazard':
        return c.use.length;
      case 'PlaceDamage':
        return -damageCost(this.content, me.hold, c.at) - (c.at[0] + c.at[1]) * 0.001;
      case 'ChooseSpawn':
        return -c.spawn * 0.01;
      case 'KeepMission': {
        if (c.card === null) return 0;
        const embers = keepEmbersScore(this.content, this.profile, c.card); // element E
        if (embers !== null)
          return embers < 0 ? embers : embers + knownPoints(this.content, s.map, c.card);
        if (!this.profileIs('worker', 'balanced')) return -1;
        return 5 + knownPoints(this.content, s.map, c.card);
      }
      case 'Defend':
        return c.use.length * 2 + (c.ability === null ? 0 : 1);
      case 'RearmShields':
        return me.energy > 2 ? c.count : -c.count;
      case 'UseExperience':
        return c.card === null ? 0 : 1;
      // Element B and Ice damage: melting is free; a captain in need only into an empty slot.
      case 'MeltIce':
        return 40;
      case 'CaptainInNeed':
        return c.accept ? (me.missions.active.length === 0 ? 5 : -1) : 0;
      case 'DeliverCaptain':
        return 90;
      case 'TradeTokens':
        return c.reward === 'fame' ? 2 : 1;
      // Element E: sift and sell what the worlds give; dig and quarry now and then.
      case 'Sift':
        return 60;
      case 'ChooseRelicReward':
        return c.reward === 'fame' ? 2 : 1;
      case 'SellEmber':
        return 55 + c.count;
      case 'Excavate':
      case 'Quarry':
        return me.hold.damage.length === 0 ? 6 : -1;
      case 'KeiTrade':
      case 'MoveRelic':
        return -1;
      case 'KilnMove': // to the Sell space with Ember aboard
        return c.space === 2 && me.hold.cargo.some((x) => x.kind === 'ember') ? 25 : -1;
      case 'DockKiln':
        return me.hold.cargo.some((x) => x.kind !== 'cube') ? 30 + c.space : -1;
      case 'UndockKiln':
        return me.hold.cargo.some((x) => x.kind !== 'cube') ? -1 : 10;
      case 'RedrawBehaviour': // solo
        return redrawScore(view, c.redraw);
      case 'ChooseGoal': // a campaign goal: the lowest Fame target, the shortest race
        return -goalCard(c.goal).fame;
      // Campaign upgrades (XC-UPG-04..06)
      case 'ImpulseAction':
        return impulseActionScore(this.content, view, me, c);
      case 'RearmMarker':
        return rearmScore(view, me);
      case 'ScanSector':
        return scanSectorScore(s.goal === 'explore', c);
      // Solo: seats and the Expanse's place matter little; look at drawn cards at once.
      case 'SeatNpc':
        return -c.position * 0.01;
      case 'ChooseExpanse':
        return -(c.slot.q + c.slot.r) * 0.001;
      case 'SortMissions':
        return 5;
      case 'Concede':
        return NEVER;
    }
  }

  /** A cube purchase: for a Cargo card, or for a trade it can finish. */
  private buyScore(s: Situation, c: Extract<XiaCommand, { type: 'BuyCubes' }>): number {
    const { me } = s;
    const cargo = this.cargoWanted(me, c.cubes); // element E: cubes for a Cargo card
    if (cargo > 0 && holdRoom(this.content, me) >= cargo) return 50 + cargo;
    if (s.goal !== 'trade' && this.profile !== 'balanced') return 5;
    const sold = new Set<string>();
    for (const h of s.map.values()) for (const col of h.space?.sell ?? []) sold.add(col);
    const colours = Object.keys(c.cubes);
    const count = Object.values(c.cubes).reduce((a, n) => a + n, 0);
    if (holdRoom(this.content, me) < count) return 3;
    if (!colours.every((col) => sold.has(col))) return 3;
    // One colour sells in one place (and empties the hold for the trade Fame point).
    return 55 + count + (colours.length === 1 ? 0.5 : 0);
  }

  /** Element E: how many of these cubes a held Cargo card lists and the hold lacks. */
  private cargoWanted(me: CaptainView, cubes: Readonly<Partial<Record<string, number>>>): number {
    let wanted = 0;
    for (const m of me.missions.active) {
      if (!('card' in m)) continue;
      const def = this.content.mission(m.card);
      if (def.type !== 'cargo') continue;
      const held = me.hold.cargo.flatMap((c) => (c.kind === 'cube' ? [c.colour] : []));
      for (const [colour, n] of Object.entries(cubes)) {
        const need = def.cubes.filter((c) => c === colour).length;
        const have = held.filter((c) => c === colour).length;
        wanted += Math.min(n ?? 0, Math.max(0, need - have));
      }
    }
    return wanted;
  }

  /** Element E: holds a Coerce card still to be declared. */
  private holdsCoerce(me: CaptainView): boolean {
    return me.missions.active.some(
      (m) =>
        'card' in m && m.stage === 'objective' && this.content.mission(m.card).type === 'coerce',
    );
  }

  /** Element E: holds an Arms Dealer card for this outfit type with no such outfit aboard. */
  private armsWanted(me: CaptainView, type: string): boolean {
    return me.missions.active.some((m) => {
      if (!('card' in m)) return false;
      const def = this.content.mission(m.card);
      return (
        def.type === 'armsDealer' && def.outfit === type && !carriesOutfit(this.content, me, type)
      );
    });
  }

  private victimValue(view: XiaView, target: { seat: number } | { npc: string }): number {
    if ('seat' in target) {
      const c = view.captains[target.seat];
      if (!c) return 0;
      const held = heldColours(c).size > 0 ? c.hold.cargo.length : 0;
      return this.profileIs('pirate') ? held * 2 + c.bounty / 1000 : c.bounty / 1000;
    }
    const npc = view.npcs.find((n) => n.id === target.npc);
    return npc ? npc.bounty / 1000 : 0;
  }
}
