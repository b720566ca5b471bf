/**
 * How well placed a captain is, in Fame: Fame itself plus what credits, cargo, missions and the
 * ship are worth on the way to more. The search scores the ends of its look-ahead with it.
 */
import type { XiaState } from '@drift/xia';
import type { XiaContent } from './map.ts';

type Captain = XiaState['captains'][number];

/** Rough Fame-equivalents of what a captain holds (credits are priced by the pack). */
const CUBE = 0.15;
const MISSION_OBJECTIVE = 0.1;
const MISSION_DELIVER = 0.45;
/** Fame is kept for good; credits are slightly less than their price in Fame. */
const CREDIT_DISCOUNT = 0.9;
/** Ships and outfits are worth their price (buying one is no loss), outfits a little more. */
const OUTFIT_USE = 0.1;
/** About what a repair costs per marker. */
const DAMAGE = 0.2;
const DEAD = 0.3;

/**
 * One captain's material position in Fame-equivalents. Deliberately no positional terms
 * (distance to goals, Energy, armed markers): the search only overrules the heuristic where a
 * command pays off in things held, and leaves where to fly to the heuristic's own plan.
 */
export function worth(content: XiaContent, c: Captain): number {
  const fame = content.pack.info.prices.fame;
  let v = c.fame + (CREDIT_DISCOUNT * c.credits) / fame + c.hold.cargo.length * CUBE;
  for (const m of c.missions.active)
    v += (m.stage === 'deliver' ? MISSION_DELIVER : MISSION_OBJECTIVE) + m.payment / fame;
  if (c.ship) v += content.ship(c.ship).price / fame;
  for (const o of c.hold.outfits) v += content.outfit(o.kind).price / fame + OUTFIT_USE;
  v -= c.hold.damage.length * DAMAGE;
  if (c.awaitingRespawn || c.at === null) v -= DEAD;
  return v;
}

/** Fame-equivalents of lead at which a reward reaches 0 or 1. */
const LEAD_SPAN = 5;

/**
 * Each seat's reward in [0, 1]: 1 for a winner and 0 for a loser of a finished match, else
 * linear in the seat's lead over its best rival (so a seat far behind still feels a step).
 */
export function rewards(content: XiaContent, state: XiaState): number[] {
  if (state.stage === 'finished')
    return state.captains.map((c) => (c.seat === state.winner ? 1 : 0));
  const values = state.captains.map((c) => worth(content, c));
  return values.map((v, seat) => {
    let rival = Number.NEGATIVE_INFINITY;
    for (let o = 0; o < values.length; o++) if (o !== seat) rival = Math.max(rival, values[o] ?? 0);
    const lead = (v - rival) / (2 * LEAD_SPAN);
    return Math.min(1, Math.max(0, 0.5 + lead));
  });
}
