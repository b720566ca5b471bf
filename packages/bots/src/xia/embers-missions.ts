/**
 * How the heuristic bots judge element E's mission cards (XE-MTYP-02..05): where each one sends
 * the captain next, and which of them a profile keeps. Read from the seat's view only.
 */
import type { Hex } from '@drift/engine/hex';
import type { XiaView } from '@drift/xia';
import type { KnownMap, XiaContent } from './map.ts';
import type { Profile } from './profiles.ts';

type CaptainView = XiaView['captains'][number];
type Held = Extract<CaptainView['missions']['active'][number], { card: string }>;

const E_TYPES = new Set(['cargo', 'privateEye', 'armsDealer', 'coerce']);

/** Whether the card is one of element E's new types. */
export function isEmbersMission(content: XiaContent, card: string): boolean {
  return E_TYPES.has(content.mission(card).type);
}

function pointHexes(map: KnownMap, n: number): Hex[] {
  return [...map.values()].filter((h) => h.space?.missionPoint === n).map((h) => h.hex);
}

/** Undamaged outfits of a type in the captain's hold. */
export function carriesOutfit(content: XiaContent, me: CaptainView, type: string): boolean {
  const damaged = new Set(me.hold.damage.map(([x, y]) => `${x},${y}`));
  return me.hold.outfits.some((o) => {
    if (content.outfit(o.kind).type !== type) return false;
    return content
      .shape(o.kind, o.turns)
      .cells.every((c) => !damaged.has(`${o.at[0] + c[0]},${o.at[1] + c[1]}`));
  });
}

/**
 * Where one of E's cards sends its holder: Cargo to the delivery point once a listed cube is
 * aboard, else to a Buy space of a listed colour; Private Eye to its point, then to delivery;
 * Arms Dealer to delivery with a fitting outfit aboard (nowhere without: one is bought first);
 * Coerce to the target's ship, then to delivery. Null for other cards.
 */
export function embersMissionTargets(
  content: XiaContent,
  map: KnownMap,
  view: XiaView,
  me: CaptainView,
  m: Held,
): Hex[] | null {
  const def = content.mission(m.card);
  if (m.stage === 'deliver' && E_TYPES.has(def.type) && 'deliver' in def)
    return pointHexes(map, def.deliver);
  switch (def.type) {
    case 'cargo': {
      const held = new Set(me.hold.cargo.map((c) => c.colour));
      if (def.cubes.some((c) => held.has(c))) return pointHexes(map, def.deliver);
      const wanted = new Set<string>(def.cubes);
      return [...map.values()]
        .filter((h) => (h.space?.buy ?? []).some((c) => wanted.has(c)))
        .map((h) => h.hex);
    }
    case 'privateEye':
      return pointHexes(map, def.at);
    case 'armsDealer':
      return carriesOutfit(content, me, def.outfit) ? pointHexes(map, def.deliver) : [];
    case 'coerce': {
      const at =
        m.targetNpc !== undefined
          ? view.npcs.find((n) => n.id === m.targetNpc)?.at
          : view.captains.find((c) => c.seat === m.target)?.at;
      return at ? [at] : [];
    }
    default:
      return null;
  }
}

/** How much a profile wants to keep one of E's cards, or null for other cards. */
export function keepEmbersScore(
  content: XiaContent,
  profile: Profile,
  card: string,
): number | null {
  const type = content.mission(card).type;
  if (!E_TYPES.has(type)) return null;
  if (type === 'coerce') return profile === 'pirate' ? 8 : profile === 'balanced' ? 2 : -1;
  if (type === 'armsDealer') return profile === 'pirate' || profile === 'worker' ? 6 : 3;
  return profile === 'worker' || profile === 'balanced' || profile === 'trader' ? 6 : -1;
}
