/**
 * The heuristic bot's score of one legal command: higher is better, 0 is "end this phase".
 * Every number comes from the bot's weights (weights.ts).
 */
import type { Hex } from '@drift/engine/hex';
import { hexKey } from '@drift/engine/hex';
import { goalCard, type XiaCommand } from '@drift/xia';
import { damageCost } from './cells.ts';
import { attackScore } from './combat.ts';
import { carriesOutfit, keepEmbersScore } from './embers-missions.ts';
import { fOutfitScore } from './f-outfits.ts';
import { missionWorth } from './missions.ts';
import { outfitScore } from './outfits.ts';
import { holdRoom, nearest, type Player, type Situation } from './situation.ts';
import { redrawScore, soloScore } from './solo.ts';
import { type CaptainView, knownPoints } from './targets.ts';
import { creditsTitleNear } from './titles.ts';
import { downTierShipScore, impulseActionScore, rearmScore, scanSectorScore } from './upgrades.ts';

/** Never played when anything else is listed. */
export const NEVER = -1000;

type Of<T extends XiaCommand['type']> = Extract<XiaCommand, { type: T }>;

function stepScore(p: Player, s: Situation, to: Hex): number {
  const { w } = p;
  const here = s.me.at;
  const info = s.map.get(hexKey(to));
  if (info?.region === 'star') return NEVER;
  let score = 0;
  const risk = here ? s.crossing(here, to) : 0;
  if (risk > 0) score += s.hurt ? w.stepHazardHurt : w.stepHazard;
  // Entering a token's space claims it, even in passing: worth a step off the route.
  if (s.tokens.has(hexKey(to))) score += w.stepToken;
  if (!here || s.targets.length === 0) return score + w.stepAimless;
  // A step on a cheapest way gains 1 (its crossing's risk is already in the field).
  const gain = nearest(s, here) - nearest(s, to) - risk;
  return score + (gain > 0 ? w.stepGain + w.stepGainPerHex * gain : w.stepNoGain);
}

function wantsToMove(s: Situation): boolean {
  const here = s.me.at;
  return here !== null && s.targets.length > 0 && nearest(s, here) > 0;
}

/** Scores one legal command. */
export function scoreCommand(p: Player, s: Situation, c: XiaCommand): number {
  const { me, view } = s;
  const { content, profile, w } = p;
  const solo = view.solo ? soloScore(content, view, me, c) : undefined;
  if (solo !== undefined) return solo;
  switch (c.type) {
    case 'ChooseShip':
      return content.holdCells(c.ship).length;
    case 'BuyOutfit': {
      const f = fOutfitScore(content, profile, me, c); // element F's outfits
      if (f !== undefined) return f;
      const type = content.outfit(c.kind).type;
      if (armsWanted(p, me, type)) return w.outfitArms; // element E: an Arms Dealer card to fill
      return outfitScore(p, view, me, c);
    }
    case 'FinishOutfitting':
    case 'EndActions':
    case 'EndBusiness':
      return 0;
    case 'ActivateEngine':
      return wantsToMove(s) && view.turn.movement === 0 ? w.engine - c.use.space : -1;
    case 'UseImpulse':
      return wantsToMove(s) && view.turn.movement === 0 ? w.impulse : -1;
    case 'Step':
      return stepScore(p, s, c.to);
    case 'GateJump':
      return s.me.at ? stepScore(p, s, c.to) - w.gateJumpCost : -1;
    case 'UseOccupiedSpace':
      return w.useOccupied;
    case 'Scan':
      return s.goal === 'explore' ? w.scanExplore + c.direction * 0.01 : w.scanOther;
    case 'BlindJump':
      return s.goal === 'explore' && !s.hurt ? w.blindJump : w.blindJumpOther;
    case 'BuyCubes':
      // XC-UPG-11: the Trade track's extra cube is worth taking.
      return buyScore(p, s, c) + (c.extra === undefined ? 0 : 1);
    case 'SellCubes':
      return w.sell + Object.values(c.cubes).reduce((a, n) => a + n, 0);
    case 'Mine':
    case 'Salvage':
    case 'Harvest':
      return s.goal === 'trade' || s.goal === 'explore' ? w.gather : w.gatherOther;
    case 'CollectCubes':
      return w.collect;
    case 'Jettison':
    case 'DiscardMission':
    case 'SellOutfit':
    case 'MoveOutfit':
    case 'MoveCargo':
    case 'Ram':
      return -50;
    case 'Rescue':
      return w.rescue;
    case 'UseAbility':
      return -1;
    case 'Recharge':
      return s.hurt || me.energy < 3 ? w.recharge : -1;
    case 'Repair':
      return me.hold.damage.length > 0 ? w.repair : -1;
    case 'BuyFame':
      // Tycoon in reach: hold the credits through the Status Phase, spend them next turn.
      return creditsTitleNear(content, view, me, w.titleSaveBelow * 1000) === null ? w.buyFame : -1;
    case 'BuyShip': {
      const current = me.ship ? content.ship(me.ship).tier : 0;
      const next = content.ship(c.ship);
      return next.tier > current
        ? w.buyShip + next.tier + content.holdCells(c.ship).length * 0.1
        : downTierShipScore(me);
    }
    case 'ArmMarkers':
      return armScore(p, s, c.count);
    case 'ArmAfterRescue':
      // A stranded ship armed can fly by engine again at once.
      return c.count;
    case 'Attack': {
      if (c.mission !== undefined) return w.attackCoerce + c.use.length; // element E: Coerce
      return attackScore(p, view, me, c);
    }
    case 'DrawMissions': {
      if (me.missions.active.length > 0 || s.draws >= w.drawsPerTurn) return -2;
      // Element E: a pirate looks for Coerce and Arms Dealer work.
      if (profile === 'pirate' && view.options.elements?.includes('E')) return w.drawMissionsEmbers;
      return w.drawMissions;
    }
    case 'WorkMission':
      return w.workMission;
    case 'CompleteMission':
      return w.completeMission;
    case 'PlaceSector':
      return -c.rotation * 0.01;
    case 'ShieldHazard':
      return c.use.length;
    case 'PlaceDamage':
      return -damageCost(content, me.hold, c.at) - (c.at[0] + c.at[1]) * 0.001;
    case 'ChooseSpawn':
      return -c.spawn * 0.01;
    case 'KeepMission': {
      if (c.card === null) return 0;
      const embers = keepEmbersScore(content, profile, c.card); // element E
      if (embers !== null)
        return embers < 0 ? embers : embers + knownPoints(content, s.map, c.card);
      const worth = missionWorth(p, s, c.card);
      if (worth === undefined) return NEVER;
      // The turn's last draw: settle for less rather than wait a turn for the next.
      return worth + (s.draws >= w.drawsPerTurn ? w.keepLastDraw : 0);
    }
    case 'Defend':
      return c.use.length * w.defendPerDie + (c.ability === null ? 0 : 1);
    case 'RearmShields':
      return me.energy > 2 ? c.count : -c.count;
    case 'UseExperience':
      return c.card === null ? 0 : 1;
    // Element B and Ice damage: melting is free; a captain in need only into an empty slot.
    case 'MeltIce':
      return w.meltIce;
    case 'CaptainInNeed':
      return c.accept ? (me.missions.active.length === 0 ? w.captainInNeed : -1) : 0;
    case 'DeliverCaptain':
      return w.deliverCaptain;
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
      return impulseActionScore(content, view, me, c);
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
function buyScore(p: Player, s: Situation, c: Of<'BuyCubes'>): number {
  const { me } = s;
  const { content, w } = p;
  const cargo = cargoWanted(p, me, c.cubes); // element E: cubes for a Cargo card
  if (cargo > 0 && holdRoom(content, me) >= cargo) return w.buyCargo + cargo;
  if (s.goal !== 'trade' && p.profile !== 'balanced') return w.buyIdle;
  const sold = new Set<string>();
  for (const h of s.map.values()) for (const col of h.space?.sell ?? []) sold.add(col);
  const colours = Object.keys(c.cubes);
  const count = Object.values(c.cubes).reduce((a, n) => a + n, 0);
  if (holdRoom(content, me) < count) return w.buyUseless;
  if (!colours.every((col) => sold.has(col))) return w.buyUseless;
  // One colour sells in one place (and empties the hold for the trade Fame point).
  return w.buyTrade + count + (colours.length === 1 ? 0.5 : 0);
}

/** Element E: how many of these cubes a held Cargo card lists and the hold lacks. */
function cargoWanted(
  p: Player,
  me: CaptainView,
  cubes: Readonly<Partial<Record<string, number>>>,
): number {
  let wanted = 0;
  for (const m of me.missions.active) {
    if (!('card' in m)) continue;
    const def = p.content.mission(m.card);
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

/** Element E: holds an Arms Dealer card for this outfit type with no such outfit aboard. */
function armsWanted(p: Player, me: CaptainView, type: string): boolean {
  return me.missions.active.some((m) => {
    if (!('card' in m)) return false;
    const def = p.content.mission(m.card);
    return def.type === 'armsDealer' && def.outfit === type && !carriesOutfit(p.content, me, type);
  });
}

/**
 * Arming markers in the Status Phase: free on a planet (arm them all); elsewhere 1 Energy each,
 * so only as many as the ship's engines (and a fighter's weapons, a shield) can use next turn,
 * keeping an Energy reserve to reach a planet.
 */
function armScore(p: Player, s: Situation, count: number): number {
  const { content, w, profile } = p;
  const { me } = s;
  const here = me.at ? s.map.get(hexKey(me.at)) : undefined;
  if (here?.region === 'planet') return count;
  let want = 0;
  for (const o of me.hold.outfits) {
    const type = content.outfit(o.kind).type;
    const uses = content.shape(o.kind, o.turns).use.length;
    if (type === 'engine') want += uses;
    else if (type === 'shield') want += Math.min(uses, w.armShield);
    else if ((type === 'blaster' || type === 'missile') && profile === 'pirate') want += uses;
  }
  const armed = me.markers.filter((m) => m.at === 'armed').length;
  const best = Math.max(0, Math.min(Math.min(4, want) - armed, me.energy - w.energyReserve));
  return -Math.abs(count - best);
}
