/**
 * The Engine track (XC-UPG-02): +1 / +3 / +5 to every Engine roll, a ram's too, above the die's
 * maximum: added after damage and Mods (GAP-XC-03).
 */
import type { SeatId } from '@drift/engine';
import { emit } from '../../rules/effects.ts';
import type { Ctx } from '../../rules/rule.ts';
import { tierOf } from '../options.ts';
import { ENGINE_BONUS } from './values.ts';

/** What the Engine track adds to this engine roll; the bonus is logged. */
export function engineBonus(ctx: Ctx, seat: SeatId, on: 'engine' | 'ram'): number {
  const amount = ENGINE_BONUS[tierOf(ctx.s.options, 'engine')];
  if (amount > 0) emit(ctx, { type: 'UpgradeBonus', seat, track: 'engine', on, amount });
  return amount;
}
