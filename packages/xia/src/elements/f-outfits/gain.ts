/**
 * A Mod given, not bought (element E's Relic rewards, XE-RELIC): the named Mod comes from the
 * supply into the first free hold space, loose; with no copy left or no room it is forfeited
 * (as rewards that do not fit are, XE-SIFT).
 */
import type { SeatId } from '@drift/engine';
import { captainAt, emit } from '../../rules/effects.ts';
import { placements } from '../../rules/hold.ts';
import type { Ctx } from '../../rules/rule.ts';
import { attachSpot } from './cells.ts';

/** Gives `seat` a Mod of kind `modId`; false if it was forfeited. */
export function gainMod(ctx: Ctx, seat: SeatId, modId: string): boolean {
  if (ctx.content.outfit(modId).type !== 'mod') throw new Error(`"${modId}" is no Mod`);
  if ((ctx.s.supply.outfits[modId] ?? 0) <= 0) return false;
  const captain = captainAt(ctx, seat);
  // Loose in the hold: the first free space, never over a use space (a rearrangement can do that).
  const spot = placements(ctx.content, captain, modId).find(
    (p) => attachSpot(ctx.content, captain.hold, modId, p.at) === undefined,
  );
  if (!spot) return false;
  const uid = ctx.s.nextUid++;
  ctx.s.supply.outfits[modId] = (ctx.s.supply.outfits[modId] ?? 0) - 1;
  captain.hold.outfits.push({ uid, kind: modId, at: [spot.at[0], spot.at[1]], turns: 0 });
  emit(ctx, { type: 'ModGained', seat, kind: modId, uid, at: [spot.at[0], spot.at[1]] });
  return true;
}
