/**
 * A captain's ship arriving on a space, by a step, a blind jump or being carried: comets and
 * gravity paths take effect (XE-COMET-02, XE-COMET-03, XE-ANOM-02, XE-ANOM-04). Only captains'
 * ships come here: NPCs never set either off.
 */
import type { SeatId } from '@drift/engine';
import { type Hex, hexEquals, hexKey } from '@drift/engine/hex';
import { destroyShip } from '../../rules/destruction.ts';
import { captainAt, emit } from '../../rules/effects.ts';
import type { Ctx } from '../../rules/rule.ts';
import { elementOn } from '../switches.ts';
import { cometOn, triggerComet } from './comets.ts';
import { enterGravity } from './gravity.ts';
import { routesOf } from './routes.ts';

/** Whether `h` is a space of the path `hexes`. */
function on(hexes: readonly Hex[], h: Hex | null): boolean {
  return h !== null && hexes.some((x) => hexEquals(x, h));
}

/** The captain's ship has come from `from` (null: from off the board) to `to`, and survived so far. */
export function arrived(ctx: Ctx, seat: SeatId, from: Hex | null, to: Hex): void {
  if (!elementOn(ctx.s, 'E')) return;
  const routes = routesOf(ctx.content, ctx.board());
  if (!routes.any) return;
  const key = hexKey(to);
  const comet = routes.comets.get(key);
  if (comet) {
    const [route] = comet;
    const there = cometOn(ctx.s.comets, to);
    if (there !== undefined) {
      // XE-COMET-03: flying into the comet's space destroys the ship, as a star border would.
      emit(ctx, {
        type: 'CometStruck',
        sector: there,
        at: { q: to.q, r: to.r },
        seats: [seat],
        npcs: [],
        cubes: [],
      });
      destroyShip(ctx, seat, 'comet');
      return;
    }
    // XE-COMET-02, XE-COMET-05: only coming onto the path from off it sets the comet going.
    if (!on(route.hexes, from)) triggerComet(ctx, seat, route);
    if (!captainAt(ctx, seat).at) return;
  }
  const gravity = routes.gravity.get(key);
  if (gravity) {
    const [route, entry] = gravity;
    // XE-ANOM-02, XE-ANOM-04: a roll on coming onto the path, never while moving along it.
    if (!on(route.hexes, from)) enterGravity(ctx, seat, route, entry);
  }
}
