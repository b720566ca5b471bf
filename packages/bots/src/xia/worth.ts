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
const TIER = 0.3;
const OUTFIT = 0.08;
const DAMAGE = 0.08;
const ENERGY = 0.02;
const DEAD = 0.3;

/** One captain's position in Fame-equivalents; `distance` (steps to its goal) costs a little. */
export function worth(content: XiaContent, c: Captain, distance: number | null = null): number {
  const prices = content.pack.info.prices;
  let v = c.fame + c.credits / prices.fame + c.hold.cargo.length * CUBE;
  for (const m of c.missions.active)
    v += (m.stage === 'deliver' ? MISSION_DELIVER : MISSION_OBJECTIVE) + m.payment / prices.fame;
  if (c.ship) v += content.ship(c.ship).tier * TIER;
  v += c.hold.outfits.length * OUTFIT - c.hold.damage.length * DAMAGE + c.energy * ENERGY;
  if (c.awaitingRespawn || c.at === null) v -= DEAD;
  if (distance !== null) v -= Math.min(distance, 20) * 0.02;
  return v;
}

/**
 * Each seat's reward in [0, 1]: 1 for a winner and 0 for a loser of a finished match, else a
 * logistic of the seat's lead over its best rival.
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
    return 1 / (1 + Math.exp(-(v - rival)));
  });
}
