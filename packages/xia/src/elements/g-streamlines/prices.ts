/**
 * Outfit prices by size under the streamlines (XE-QR-01, modifying XB-OUTF-06/08): Small,
 * Medium and Large outfits, read as Tiers 1, 2 and 3 (GAP-XE-15), buy for 1,000, 2,000 and 3,000
 * and sell for 1,000, 1,000 and 2,000. Packs carry prices as data, so a match with element G
 * checks at setup that its pack prices outfits so; the core pack does.
 */
import type { RuleError } from '@drift/engine';
import type { Content } from '../../model/content.ts';
import { formatCredits } from '../../rules/money.ts';

/** [buy, sell] by tier (size). */
export const SIZE_PRICES: Readonly<Record<1 | 2 | 3, readonly [number, number]>> = {
  1: [1000, 1000],
  2: [2000, 1000],
  3: [3000, 2000],
};

const SIZE_NAMES = { 1: 'Small', 2: 'Medium', 3: 'Large' } as const;

/** Why this pack's outfits cannot be played with element G, if they cannot. */
export function sizePriceRefusal(content: Content): RuleError | undefined {
  // Element F's pods, plating and Mods are priced by size too (GAP-XE-15).
  for (const outfit of [...content.pack.outfits, ...content.embers.outfits]) {
    const tier = outfit.tier;
    const [buy, sell] = SIZE_PRICES[tier];
    if (outfit.price !== buy || outfit.sellPrice !== sell) {
      return {
        code: 'BadOptions',
        message: `Element G prices outfits by size: ${outfit.name} is ${SIZE_NAMES[tier]} (Tier ${tier}), so it buys for ${formatCredits(buy)} and sells for ${formatCredits(sell)}, but this pack asks ${formatCredits(outfit.price)} and pays ${formatCredits(outfit.sellPrice)}.`,
      };
    }
  }
  return undefined;
}
