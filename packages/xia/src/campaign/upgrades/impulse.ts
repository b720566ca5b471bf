/**
 * The Impulse track (XC-UPG-04): Impulse counts 3 higher from Tier 1. Its action (Tier 2 and 3)
 * is `impulse-action.ts`.
 */
import type { SeatId } from '@drift/engine';
import { emit } from '../../rules/effects.ts';
import type { Ctx } from '../../rules/rule.ts';
import { tierOf } from '../options.ts';
import { IMPULSE_BONUS } from './values.ts';

/** What the Impulse track adds to an Impulse move; the bonus is logged. */
export function impulseBonus(ctx: Ctx, seat: SeatId): number {
  const amount = IMPULSE_BONUS[tierOf(ctx.s.options, 'impulse')];
  if (amount > 0)
    emit(ctx, { type: 'UpgradeBonus', seat, track: 'impulse', on: 'impulse', amount });
  return amount;
}
