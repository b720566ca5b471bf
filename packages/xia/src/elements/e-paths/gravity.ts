/**
 * Gravity paths (XE-ANOM-02..07, GAP-XE-10): a captain's ship that comes onto a path from off it
 * rolls the path's die and is carried that many spaces along the arrows, space by space, through
 * other ships; it stops short on the last free space before an occupied one. A roll past the end
 * pushes it off through the exit side, the rest discarded; what it comes to there takes effect as
 * any step's would (a border, the star, another path's roll). It keeps the movement it held.
 * All of it happens inside the command that brought the ship onto the path, so no action can
 * come between (XE-ANOM-06); shield decisions on what it struck wait on the prompt stack.
 */
import type { SeatId } from '@drift/engine';
import type { Hex } from '@drift/engine/hex';
import { crossStep } from '../../rules/crossing.ts';
import { captainAt, emit, roll } from '../../rules/effects.ts';
import { occupiedByOther } from '../../rules/occupancy.ts';
import type { Ctx } from '../../rules/rule.ts';
import type { GravityRoute } from './routes.ts';

const copy = (h: Hex): Hex => ({ q: h.q, r: h.r });

/**
 * The spaces a ship entering `route` at `entry` travels for a roll of `face`: the path's next
 * spaces, then the exit hex if the roll runs past the end; cut back to the last free space when
 * the one it would stop on is taken (GAP-XE-10).
 */
export function carriedThrough(
  route: GravityRoute,
  entry: number,
  face: number,
  taken: (h: Hex) => boolean,
): { hexes: Hex[]; pushedOff: boolean } {
  const last = route.hexes.length - 1;
  const ahead = [...route.hexes.slice(entry + 1, entry + 1 + face)];
  const pushedOff = entry + face > last;
  if (pushedOff) ahead.push(route.exit);
  let n = ahead.length;
  while (n > 0 && taken(ahead[n - 1] as Hex)) n--;
  return { hexes: ahead.slice(0, n), pushedOff: pushedOff && n === ahead.length };
}

/** The captain's ship has just come onto `route` at its space `entry`: roll and be carried. */
export function enterGravity(ctx: Ctx, seat: SeatId, route: GravityRoute, entry: number): void {
  const face = roll(ctx, seat, route.die, `${route.colour} gravity path`);
  const { hexes, pushedOff } = carriedThrough(route, entry, face, (h) =>
    occupiedByOther(ctx.s, h, seat),
  );
  emit(ctx, {
    type: 'GravityCarried',
    seat,
    sector: route.sector,
    path: route.path,
    colour: route.colour,
    die: route.die,
    face,
    hexes: hexes.map(copy),
    pushedOff,
    discarded: face - hexes.length,
  });
  const held = () => (ctx.s.turn.seat === seat ? ctx.s.turn.movement : 0);
  for (const to of hexes) {
    const from = captainAt(ctx, seat).at;
    if (!from) return; // destroyed on the way
    crossStep(ctx, seat, from, to, held()); // XE-ANOM-05: the space entered takes effect as usual
    const at = captainAt(ctx, seat).at;
    if (!at || at.q !== to.q || at.r !== to.r) return; // destroyed, stopped, or carried on elsewhere
  }
}
