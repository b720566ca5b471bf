/**
 * The Combat track (XC-UPG-03): +1 / +3 / +5 to every Shield, Missile and Blaster roll, in
 * combat and against hazards, above the die's maximum: added after damage and Mods
 * (GAP-XC-03).
 */
import type { SeatId } from '@drift/engine';
import { emit } from '../../rules/effects.ts';
import type { Ctx } from '../../rules/rule.ts';
import { tierOf } from '../options.ts';
import { COMBAT_BONUS } from './values.ts';

/** What the Combat track adds to this roll; the bonus is logged. */
export function combatBonus(ctx: Ctx, seat: SeatId, on: 'shield' | 'blaster' | 'missile'): number {
  const amount = COMBAT_BONUS[tierOf(ctx.s.options, 'combat')];
  if (amount > 0) emit(ctx, { type: 'UpgradeBonus', seat, track: 'combat', on, amount });
  return amount;
}
