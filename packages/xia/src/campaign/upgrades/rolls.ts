/**
 * What the Engine and Combat tracks add to one outfit roll (XC-UPG-02, XC-UPG-03), by the
 * outfit's type; a ram rolls its engine. Called right after the roll, on top of `outfitValue`.
 */
import type { SeatId } from '@drift/engine';
import type { Ctx } from '../../rules/rule.ts';
import { combatBonus } from './combat.ts';
import { engineBonus } from './engine.ts';

/** The upgrade bonus for a roll of an outfit of `type` (0 for outfits that never roll). */
export function rollBonus(ctx: Ctx, seat: SeatId, type: string, ram = false): number {
  if (type === 'engine') return engineBonus(ctx, seat, ram ? 'ram' : 'engine');
  if (type === 'shield' || type === 'blaster' || type === 'missile')
    return combatBonus(ctx, seat, type);
  return 0;
}
