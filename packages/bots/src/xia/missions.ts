/**
 * How the heuristic bot weighs a base-game mission card (XB-MTYP-01..06): the chance its rolls
 * succeed, what it pays (credits and the 1 Fame of XB-FAME-03), the flight through its points
 * from where the ship stands, and the Bounty a crime brings (XB-BNTY-03). One number in the
 * weights' units: positive means worth keeping.
 */
import { distance, type Hex, hexKey, neighbors } from '@drift/engine/hex';
import { seatByOffset, type XiaView } from '@drift/xia';
import { distanceField } from './field.ts';
import type { KnownMap } from './map.ts';
import type { Player } from './situation.ts';
import type { CaptainView } from './targets.ts';

/** What a mission estimate needs from the position. */
export interface MissionContext {
  readonly view: XiaView;
  readonly me: CaptainView;
  readonly map: KnownMap;
  readonly crossing: (from: Hex, to: Hex) => number;
  readonly costKey: string;
}

/** The known hexes of a mission point. */
export function pointHexes(map: KnownMap, n: number): Hex[] {
  const out: Hex[] = [];
  for (const h of map.values()) if (h.space?.missionPoint === n) out.push(h.hex);
  return out;
}

/** Chance a d20 roll of `atLeast` or more succeeds. */
export function d20Chance(atLeast: number): number {
  return Math.max(0, Math.min(20, 21 - atLeast)) / 20;
}

/** Cost of flying from `from` to the nearest of `to`, or null when unknown. */
function flight(c: MissionContext, from: Hex | null, to: readonly Hex[]): number | null {
  if (!from || to.length === 0) return null;
  const field = distanceField(c.map, to, c.crossing, c.costKey);
  return field.get(hexKey(from)) ?? null;
}

/** Flight through a chain of stops, with a guess for each stop not yet on the board. */
function route(p: Player, c: MissionContext, stops: readonly (Hex[] | null)[]): number {
  let at: Hex | null = c.me.at;
  let total = 0;
  for (const stop of stops) {
    const d = stop ? flight(c, at, stop) : null;
    total += d ?? p.w.missionUnknownHexes;
    at = stop?.[0] ?? null;
  }
  return total;
}

/** Whether the captain carries a weapon (a blaster or missiles). */
function armed(p: Player, me: CaptainView): boolean {
  return me.hold.outfits.some((o) => {
    const t = p.content.outfit(o.kind).type;
    return t === 'blaster' || t === 'missile';
  });
}

/**
 * The worth of holding this card from here: chance × (Fame + pay) − flight − crime, in the
 * weights' units. Element E's cards are left to embers-missions.ts (undefined here).
 */
export function missionWorth(p: Player, c: MissionContext, card: string): number | undefined {
  const { w, content } = p;
  const def = content.mission(card);
  const at = (n: number) => {
    const h = pointHexes(c.map, n);
    return h.length > 0 ? h : null;
  };
  const reward = (chance: number, pay: number) =>
    chance * (w.missionFame + (w.missionPerThousand * pay) / 1000);
  const crime = (bounty: { complete: number; fail: number }, chance: number) =>
    (w.missionCrimePerThousand * (chance * bounty.complete + (1 - chance) * bounty.fail)) / 1000;
  let value: number;
  switch (def.type) {
    case 'shuttle': {
      const from = at(def.pickup);
      const to = at(def.deliver);
      const a = from?.[0];
      const b = to?.[0];
      const sectors = a && b ? Math.max(1, Math.round(distance(a, b) / 5)) : 2;
      value = reward(1, def.perSector * sectors) - w.missionPerHex * route(p, c, [from, to]);
      break;
    }
    case 'research': {
      let expected = 0;
      for (let face = 1; face <= 20; face++) {
        const band = def.results.filter((b) => face >= b.atLeast).at(-1);
        expected += (band?.payment ?? 0) / 20;
      }
      const chance = d20Chance(Math.min(...def.results.map((b) => b.atLeast)));
      const hexes = route(p, c, [at(def.at), at(def.deliver)]);
      value = chance * w.missionFame + (w.missionPerThousand * expected) / 1000;
      value -= w.missionPerHex * hexes;
      break;
    }
    case 'smuggler': {
      const chance = d20Chance(def.sneak);
      value = reward(chance, def.payment) - crime(def.crime, chance);
      value -= w.missionPerHex * route(p, c, [at(def.pickup), at(def.deliver)]);
      break;
    }
    case 'thief': {
      const target = c.view.captains.find(
        (x) => x.seat === seatByOffset(c.view.captains.length, c.me.seat, def.target.seatOffset),
      );
      const beside = target?.at ? neighbors(target.at) : null;
      const chance = d20Chance(def.steal);
      value = reward(chance, def.payment) - crime(def.crime, chance);
      value -= w.missionPerHex * route(p, c, [beside, at(def.deliver)]);
      break;
    }
    case 'assassin':
    case 'bountyHunter': {
      if (!armed(p, c.me)) return w.missionUnarmed;
      const chance = w.missionKillChance;
      const pay =
        def.type === 'assassin' ? (def.payByTier[0] ?? 0) : def.payment * d20Chance(def.recover);
      value = reward(chance, pay) + w.missionKillBonus;
      if (def.type === 'assassin') value -= crime(def.crime, chance);
      value -= w.missionPerHex * (route(p, c, [null, at(def.deliver)]) + w.missionHuntHexes);
      break;
    }
    default:
      return undefined;
  }
  const lawful = def.type === 'shuttle' || def.type === 'research' || def.type === 'bountyHunter';
  return value + w.keepMission + (lawful ? w.missionLawful : 0);
}
