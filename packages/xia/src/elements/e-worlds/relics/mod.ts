/**
 * FOR ELEMENT F: a sifted Relic's named Mod (XE-RELIC-04). Mods come with element F, built in
 * parallel; until its `gainMod` lands here, no Mod can be placed, so the Mod is forfeited as one
 * that does not fit (XE-RELIC-03) and the Relic pays its credits only. Element F replaces the
 * body: take the Mod from the supply and place it, returning whether it was placed.
 */
import type { SeatId } from '@drift/engine';
import type { Ctx } from '../../../rules/rule.ts';

export function grantRelicMod(_ctx: Ctx, _seat: SeatId, _mod: string): boolean {
  return false;
}
