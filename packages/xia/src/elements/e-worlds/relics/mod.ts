/**
 * A sifted Relic's named Mod (XE-RELIC-04): taken from the supply and placed loose in the hold by
 * element F's `gainMod`. Without F there are no Mods in the supply, and with no free space the
 * Mod does not fit: either way it is forfeited (XE-RELIC-03) and the Relic pays its credits only.
 */
import type { SeatId } from '@drift/engine';
import type { Ctx } from '../../../rules/rule.ts';
import { gainMod } from '../../f-outfits/gain.ts';

export function grantRelicMod(ctx: Ctx, seat: SeatId, mod: string): boolean {
  return gainMod(ctx, seat, mod);
}
