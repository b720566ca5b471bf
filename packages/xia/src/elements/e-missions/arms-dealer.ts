/**
 * Arms Dealer (Outlaw, XE-MTYP-04): the captain acquires an outfit of the named type (or uses
 * one it carries); an action at the Delivery Mission Point hands over an undamaged one, which
 * returns to the supply with any markers on it going to Disarmed; the card pays by its tier.
 */
import type { RuleError, SeatId } from '@drift/engine';
import type { MissionDef } from '../../content/schema.ts';
import type { Content } from '../../model/content.ts';
import type { Captain } from '../../model/state.ts';
import { captainAt, emit } from '../../rules/effects.ts';
import { findOutfit, outfitDamage } from '../../rules/hold.ts';
import type { Ctx } from '../../rules/rule.ts';
import { modsOn } from '../f-outfits/cells.ts';
import { holdRefusal } from '../f-outfits/trade.ts';

type ArmsDealer = Extract<MissionDef, { type: 'armsDealer' }>;

/** Uids of the captain's undamaged outfits of the card's type. */
export function armsOnHand(content: Content, captain: Captain, def: ArmsDealer): number[] {
  return captain.hold.outfits
    .filter(
      (o) =>
        content.outfit(o.kind).type === def.outfit &&
        outfitDamage(content, captain.hold, o) === 0 &&
        modsOn(captain.hold, o.uid).length === 0, // element F: Mods come off first (GAP-XE-14)
    )
    .map((o) => o.uid);
}

/** Why this outfit cannot be handed over for the card, if it cannot. */
export function armsRefusal(
  content: Content,
  captain: Captain,
  def: ArmsDealer,
  uid: number | undefined,
): RuleError | undefined {
  if (uid === undefined)
    return { code: 'NameAnOutfit', message: `Name the ${def.outfit} you hand over.` };
  const placed = findOutfit(captain, uid);
  if (!placed) return { code: 'NoSuchOutfit', message: 'You have no such outfit.' };
  if (content.outfit(placed.kind).type !== def.outfit)
    return { code: 'WrongOutfit', message: `The buyer wants a ${def.outfit}.` };
  if (outfitDamage(content, captain.hold, placed) > 0)
    return {
      code: 'OutfitDamaged',
      message: 'Repair the outfit first: the buyer wants it undamaged.',
    };
  return holdRefusal(content, captain, placed, true); // element F: Mods over its use spaces
}

/** Hands the outfit over to the supply; returns the payment for its tier. */
export function handOverOutfit(
  ctx: Ctx,
  seat: SeatId,
  card: string,
  def: ArmsDealer,
  uid: number,
): number {
  const captain = captainAt(ctx, seat);
  const placed = findOutfit(captain, uid);
  // Stryker disable next-line all: check found the outfit; this narrows the type.
  if (!placed) return 0;
  captain.markers = captain.markers.map((m) =>
    m.at === 'used' && m.outfit === uid ? { at: 'disarmed' } : m,
  );
  captain.hold.outfits = captain.hold.outfits.filter((o) => o.uid !== uid);
  ctx.s.supply.outfits[placed.kind] = (ctx.s.supply.outfits[placed.kind] ?? 0) + 1;
  emit(ctx, { type: 'OutfitHandedOver', seat, card, kind: placed.kind, uid });
  return def.payByTier[ctx.content.outfit(placed.kind).tier - 1] ?? def.payByTier[0];
}
