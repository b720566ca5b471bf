/**
 * How well placed a captain is, in Fame: Fame itself plus what credits, cargo, missions and the
 * ship are worth on the way to more. The search scores the ends of its look-ahead with it.
 */
import type { SeatId } from '@drift/engine';
import type { XiaState } from '@drift/xia';
import type { XiaContent } from './map.ts';

type Captain = XiaState['captains'][number];

/** Rough Fame-equivalents of the things a captain holds (credits are priced by the pack). */
const CUBE = 0.15;
const MISSION_OBJECTIVE = 0.1;
const MISSION_DELIVER = 0.45;
/** Fame is kept for good; credits are slightly less than their price in Fame. */
const CREDIT_DISCOUNT = 0.9;
/** Ships and outfits are worth their price (buying one is no loss), outfits a little more. */
const OUTFIT_USE = 0.1;
const DAMAGE = 0.1;
const ENERGY = 0.02;
/** An armed marker is a use of an outfit next turn (engines, shields, weapons). */
const ARMED = 0.1;
const DEAD = 0.3;
const STEP = 0.1;
const MAX_STEPS = 20;
/** Steps a respawned ship is taken to be from its goal. */
const RESPAWN_STEPS = 8;

/** One captain's position in Fame-equivalents; `distance` (steps to its goal) costs a little. */
export function worth(content: XiaContent, c: Captain, distance: number | null = null): number {
  const fame = content.pack.info.prices.fame;
  let v = c.fame + (CREDIT_DISCOUNT * c.credits) / fame + c.hold.cargo.length * CUBE;
  for (const m of c.missions.active)
    v += (m.stage === 'deliver' ? MISSION_DELIVER : MISSION_OBJECTIVE) + m.payment / fame;
  if (c.ship) v += content.ship(c.ship).price / fame;
  for (const o of c.hold.outfits) v += content.outfit(o.kind).price / fame + OUTFIT_USE;
  v += c.energy * ENERGY - c.hold.damage.length * DAMAGE;
  for (const m of c.markers) if (m.at === 'armed') v += ARMED;
  if (c.awaitingRespawn || c.at === null) v -= DEAD;
  // Off the board: back at a spawn point next turn, some way from any goal.
  const far = c.at === null ? RESPAWN_STEPS : distance;
  if (far !== null) v -= Math.min(far, MAX_STEPS) * STEP;
  return v;
}

/** Fame-equivalents of lead at which a reward reaches 0 or 1. */
const LEAD_SPAN = 5;

/**
 * Each seat's reward in [0, 1]: 1 for a winner and 0 for a loser of a finished match, else
 * linear in the seat's lead over its best rival (so a seat far behind still feels a step).
 */
export function rewards(
  content: XiaContent,
  state: XiaState,
  distanceOf: (seat: SeatId) => number | null,
): number[] {
  if (state.stage === 'finished')
    return state.captains.map((c) => (c.seat === state.winner ? 1 : 0));
  const values = state.captains.map((c) => worth(content, c, distanceOf(c.seat)));
  return values.map((v, seat) => {
    let rival = Number.NEGATIVE_INFINITY;
    for (let o = 0; o < values.length; o++) if (o !== seat) rival = Math.max(rival, values[o] ?? 0);
    const lead = (v - rival) / (2 * LEAD_SPAN);
    return Math.min(1, Math.max(0, 0.5 + lead));
  });
}
