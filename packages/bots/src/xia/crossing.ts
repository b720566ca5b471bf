/** The risk of crossing a region's border, in hexes of flight, as the weights price it. */
import { edgeBetween, type Hex } from '@drift/engine/hex';
import { boardOf, type XiaView } from '@drift/xia';
import type { Crossing } from './field.ts';
import type { XiaContent } from './map.ts';
import type { Weights } from './weights.ts';

/**
 * The extra cost of each step over this view's board (a planet's shield is rolled both ways,
 * XB-BORDER-05; the other hazards only going in), and a key naming the prices. An Outlaw may not
 * use a Lawful planet's entrance (XB-BNTY-02): that step costs Infinity.
 */
export function crossingOf(
  content: XiaContent,
  view: XiaView,
  w: Weights,
  outlaw: boolean,
): { crossing: Crossing; key: string } {
  const board = boardOf(content, view.board.sectors);
  const price: Partial<Record<string, number>> = {
    asteroid: w.crossAsteroid,
    nebula: w.crossNebula,
    debris: w.crossDebris,
  };
  const crossing = (from: Hex, to: Hex): number => {
    const edge = edgeBetween(from, to);
    if (!edge) return 0;
    let extra = 0;
    for (const b of board.bordersOn(edge)) {
      if (b.kind === 'shield') extra += w.crossShield; // rolled going in and going out
      if (b.inside.q !== to.q || b.inside.r !== to.r) continue;
      if (b.kind === 'entrance' && b.region.legal === 'lawful' && outlaw)
        return Number.POSITIVE_INFINITY;
      if (b.kind === 'entrance' && b.region.legal === 'outlaw' && !outlaw)
        extra += w.crossOutlawEntrance; // an Innocent entering gains Bounty
      extra += price[b.kind] ?? 0;
    }
    return extra;
  };
  return {
    crossing,
    key: `${outlaw ? 'outlaw' : ''}${w.crossAsteroid},${w.crossNebula},${w.crossDebris},${w.crossShield},${w.crossOutlawEntrance}`,
  };
}
