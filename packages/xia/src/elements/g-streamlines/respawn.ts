/**
 * The streamlined death penalty (XE-RULE-06, replacing XB-DEATH-05): no turn is lost; the ship
 * comes back on its captain's next turn carrying unblockable damage equal to its tier.
 */
import type { SeatId } from '@drift/engine';
import { takeDamage } from '../../rules/damage.ts';
import { captainAt } from '../../rules/effects.ts';
import type { Ctx } from '../../rules/rule.ts';

/** A respawned ship takes its tier in unblockable damage, placed by its captain. */
export function respawnDamage(ctx: Ctx, seat: SeatId): void {
  const ship = captainAt(ctx, seat).ship;
  if (ship) takeDamage(ctx, seat, ctx.content.ship(ship).tier, true);
}
