/** Where a captain wants to fly, by goal: hexes worth standing on, read from the view only. */
import { distance, type Hex, type HexKey, hexKey, neighbors } from '@drift/engine/hex';
import type { XiaView } from '@drift/xia';
import { reachDamage } from './combat.ts';
import { embersMissionTargets } from './embers-missions.ts';
import type { KnownMap, XiaContent } from './map.ts';
import type { Goal } from './profiles.ts';

/** A captain as a seat sees it. */
export type CaptainView = XiaView['captains'][number];

/** Colours that some known space sells. */
function sellable(map: KnownMap): Set<string> {
  const out = new Set<string>();
  for (const h of map.values()) for (const c of h.space?.sell ?? []) out.add(c);
  return out;
}

/** Cube colours in a captain's hold. */
export function heldColours(me: CaptainView): Set<string> {
  return new Set(me.hold.cargo.flatMap((c) => (c.kind === 'cube' ? [c.colour] : [])));
}

/**
 * Buy spaces of a colour sold elsewhere on the known board (when the captain can pay), and,
 * with the Economy Board (element C), still in its stock.
 */
export function buyTargets(
  map: KnownMap,
  credits = Number.POSITIVE_INFINITY,
  stock?: Readonly<Record<string, number>>,
): Hex[] {
  if (credits < 1000) return [];
  const sold = sellable(map);
  const inStock = (c: string) => stock === undefined || (stock[c] ?? 0) > 0;
  return [...map.values()]
    .filter((h) => (h.space?.buy ?? []).some((c) => sold.has(c) && inStock(c)))
    .map((h) => h.hex);
}

/** Mine, salvage and harvest spaces whose colour sells somewhere known (free cubes). */
export function gatherTargets(map: KnownMap): Hex[] {
  const sold = sellable(map);
  return [...map.values()]
    .filter((h) => {
      const free = [h.space?.mine, h.space?.salvage, h.space?.harvest];
      return free.some((c) => c !== undefined && sold.has(c));
    })
    .map((h) => h.hex);
}

/** Sell spaces that take a colour the captain holds. */
export function sellTargets(map: KnownMap, me: CaptainView): Hex[] {
  const held = heldColours(me);
  return [...map.values()]
    .filter((h) => (h.space?.sell ?? []).some((c) => held.has(c)))
    .map((h) => h.hex);
}

/** Element E: the known spaces next to The Kiln, where a ship docks from. */
export function kilnTargets(map: KnownMap, view: XiaView): Hex[] {
  const at = view.worlds?.kiln.at;
  if (!at) return [];
  return neighbors(at).filter((h) => map.has(hexKey(h)));
}

/** Element E: Quarry spaces, and Excavate spaces near a Relic stack that still has tokens. */
export function digTargets(map: KnownMap, view: XiaView): Hex[] {
  const worlds = view.worlds;
  if (!worlds) return [];
  const standing = Object.entries(worlds.relicStacks)
    .filter(([, n]) => n > 0)
    .flatMap(([k]) => {
      const h = map.get(k as HexKey);
      return h ? [h.hex] : [];
    });
  return [...map.values()]
    .filter(
      (h) =>
        h.space?.quarry || (h.space?.excavate && standing.some((s) => distance(s, h.hex) <= 4)),
    )
    .map((h) => h.hex);
}

/** Exploration tokens lying face down, then the known board's rim (to scan from). */
export function exploreTargets(map: KnownMap, view: XiaView): Hex[] {
  if (view.board.tokens.length > 0) return [...view.board.tokens];
  return [...map.values()]
    .filter((h) => h.region !== 'star' && neighbors(h.hex).some((n) => !map.has(hexKey(n))))
    .map((h) => h.hex);
}

function point(def: object, key: string): number | null {
  const value: unknown = Object.entries(def).find(([k]) => k === key)?.[1];
  return typeof value === 'number' ? value : null;
}

/** The mission points a mission card names (pick-up, objective, delivery). */
export function missionPoints(content: XiaContent, card: string): number[] {
  const def = content.mission(card); // the core pack's and element E's cards alike
  return ['pickup', 'at', 'recover', 'steal', 'deliver'].flatMap((k) => point(def, k) ?? []);
}

/** How many of a mission card's points lie on the known board. */
export function knownPoints(content: XiaContent, map: KnownMap, card: string): number {
  const known = new Set<number>();
  for (const h of map.values())
    if (h.space?.missionPoint !== undefined) known.add(h.space.missionPoint);
  return missionPoints(content, card).filter((n) => known.has(n)).length;
}

/** Ships next to which a Thief steals or a hunter fights: the target's, or any Outlaw's. */
function shipTargets(view: XiaView, me: CaptainView, seat: number | null): Hex[] {
  return view.captains
    .filter((c) => c.seat !== me.seat && c.at && (seat === null ? c.bounty > 0 : c.seat === seat))
    .flatMap((c) => (c.at ? neighbors(c.at) : []));
}

/**
 * Mission points the captain's own missions send it to (a target's ship for Thief, Assassin and
 * Bounty Hunter objectives); with no mission held, every known point (to draw there).
 */
export function missionTargets(
  content: XiaContent,
  map: KnownMap,
  me: CaptainView,
  view: XiaView,
): Hex[] {
  const wanted = new Set<number>();
  const more: Hex[] = [];
  const held = me.missions.active.filter((m) => 'card' in m);
  if (held.length === 0)
    return [...map.values()].filter((h) => h.space?.missionPoint !== undefined).map((h) => h.hex);
  for (const m of me.missions.active) {
    if (!('card' in m)) continue;
    const embers = embersMissionTargets(content, map, view, me, m); // element E's types
    if (embers !== null) {
      more.push(...embers);
      continue;
    }
    const def = content.mission(m.card);
    if (m.stage === 'objective' && (def.type === 'thief' || def.type === 'assassin')) {
      more.push(...shipTargets(view, me, m.target));
      continue;
    }
    if (m.stage === 'objective' && def.type === 'bountyHunter') {
      more.push(...shipTargets(view, me, null));
      continue;
    }
    const keys = m.stage === 'deliver' ? ['deliver'] : ['pickup', 'at', 'recover', 'steal'];
    for (const key of keys) {
      const n = point(def, key);
      if (n !== null) wanted.add(n);
    }
  }
  return [
    ...[...map.values()]
      .filter((h) => h.space?.missionPoint !== undefined && wanted.has(h.space.missionPoint))
      .map((h) => h.hex),
    ...more,
  ];
}

/**
 * Ships worth robbing that the captain's weapons can hurt: other captains carrying cargo or a
 * Bounty, and the NPCs on the board.
 */
export function raidTargets(content: XiaContent, view: XiaView, me: CaptainView): Hex[] {
  const hurts = (target: { seat: number } | { npc: string }) =>
    reachDamage(content, view, me, target) >= 1;
  const captains = view.captains
    .filter((c) => c.seat !== me.seat && c.at && (c.hold.cargo.length > 0 || c.bounty > 0))
    .filter((c) => hurts({ seat: c.seat }))
    .flatMap((c) => (c.at ? [c.at] : []));
  const npcs = view.npcs.filter((n) => n.at && hurts({ npc: n.id }));
  return [...captains, ...npcs.flatMap((n) => (n.at ? [n.at] : []))];
}

/** The hexes a goal leads to (`choose` picks among buy spaces); empty when it has nowhere to go. */
export function targetsFor(
  goal: Goal,
  content: XiaContent,
  map: KnownMap,
  view: XiaView,
  me: CaptainView,
  choose: (buys: Hex[]) => Hex[] = (buys) => buys,
): Hex[] {
  switch (goal) {
    case 'trade':
      // Element E: Relics and Ember go to The Kiln, to sift and to sell.
      if (me.hold.cargo.some((c) => c.kind !== 'cube')) return kilnTargets(map, view);
      if (me.hold.cargo.length > 0) return sellTargets(map, me);
      return [
        ...choose(buyTargets(map, me.credits, view.economy?.stock)),
        ...gatherTargets(map),
        ...digTargets(map, view),
      ];
    case 'explore':
      return exploreTargets(map, view);
    case 'work':
      return missionTargets(content, map, me, view);
    case 'raid':
      return raidTargets(content, view, me);
  }
}
