/**
 * Facts about a captain's ship that many rules ask: stranded, outlaw, where it stands.
 */
import type { Captain } from '../model/state.ts';
import { armedMarkers } from './hold.ts';

/** No Energy and no armed marker: only Impulse and Minor actions remain (XB-ENRG-03). */
export function isStranded(captain: Captain): boolean {
  return captain.energy === 0 && armedMarkers(captain) === 0;
}

/** Any Bounty makes a ship an Outlaw; none, Innocent (XB-BNTY-01). */
export function isOutlaw(captain: Captain): boolean {
  return captain.bounty > 0;
}
