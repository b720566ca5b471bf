/**
 * Which base-game outfit a heuristic bot buys. At setup it follows its profile's loadout (the
 * rulebook's first-game strategies). Later, in a Business Phase, it buys what its plan lacks:
 * an engine that moves it further a turn (the die's mean times its use spaces), a shield if it
 * has none, a better weapon if its profile fights.
 */
import type { XiaCommand, XiaView } from '@drift/xia';
import type { XiaContent } from './map.ts';
import { LOADOUT } from './profiles.ts';
import type { Player } from './situation.ts';
import type { CaptainView } from './targets.ts';
import { outfitsTitleShort } from './titles.ts';

type Buy = Extract<XiaCommand, { type: 'BuyOutfit' }>;

/** Hexes a turn an outfit's engine gives: the die's mean for each use space. */
function reach(content: XiaContent, kind: string): number {
  const def = content.outfit(kind);
  const die = 'die' in def ? (def.die ?? 0) : 0;
  return ((die + 1) / 2) * content.shape(kind, 0).use.length;
}

/** The best of the captain's outfits of a type by `value` (0 with none). */
function best(
  content: XiaContent,
  me: CaptainView,
  type: string,
  value: (kind: string) => number,
): number {
  let top = 0;
  for (const o of me.hold.outfits)
    if (content.outfit(o.kind).type === type) top = Math.max(top, value(o.kind));
  return top;
}

/** A tie-break by placement: the same outfit placed up and left first. */
function placement(c: Buy): number {
  return -c.at[0] * 0.01 - c.at[1] * 0.1 - c.turns * 0.001;
}

/** The score of buying one of the base game's outfits. */
export function outfitScore(p: Player, view: XiaView, me: CaptainView, c: Buy): number {
  const { content, profile, w } = p;
  const type = content.outfit(c.kind).type;
  const owned = me.hold.outfits.some((o) => o.kind === c.kind);
  if (view.stage === 'outfitting') {
    const rank = LOADOUT[profile].indexOf(c.kind);
    const haveType = me.hold.outfits.some((o) => content.outfit(o.kind).type === type);
    if (rank < 0 || owned || haveType) return w.outfitUnwanted;
    return w.outfitFirst - rank * w.outfitRankStep + placement(c);
  }
  // Quartermaster in reach: the last outfits it asks for, the cheapest first.
  const short = outfitsTitleShort(content, view, me);
  if (short !== null && short <= w.titleOutfitsShort && !owned)
    return w.outfitTitle - content.outfit(c.kind).price / 1000 + placement(c);
  const die = (kind: string) => {
    const def = content.outfit(kind);
    return 'die' in def ? (def.die ?? 0) : 0;
  };
  switch (type) {
    case 'engine': {
      const gain = reach(content, c.kind) - best(content, me, 'engine', (k) => reach(content, k));
      if (gain <= 0) return w.outfitUnwanted;
      return w.outfitEngine + w.outfitPerHex * gain + placement(c);
    }
    case 'shield': {
      const want = view.solo ? w.outfitShieldSolo : w.outfitShield;
      if (want <= 0 || best(content, me, 'shield', die) > 0) return w.outfitUnwanted;
      return want + die(c.kind) * 0.1 + placement(c);
    }
    default: {
      // A blaster or missile launcher: a fighter's better die, or a first weapon.
      const gain =
        die(c.kind) -
        Math.max(best(content, me, 'blaster', die), best(content, me, 'missile', die));
      if (w.outfitWeapon <= 0 || gain <= 0) return w.outfitUnwanted;
      return w.outfitWeapon + gain + placement(c);
    }
  }
}
