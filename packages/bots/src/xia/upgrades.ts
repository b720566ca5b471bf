/**
 * How the heuristic bot weighs the campaign upgrades' commands (XC-UPG-*): heal the worst damage
 * or top up low Energy with the Impulse track's action, re-arm a marker when none is armed,
 * Scan a sector's side when exploring, take the Trade track's extra cube, and trade a Tier 3
 * ship for a Tier 1 one (1 Fame for a Tier 1 mat's price).
 */
import type { XiaCommand, XiaView } from '@drift/xia';
import { damageCost } from './cells.ts';
import type { XiaContent } from './map.ts';
import type { CaptainView } from './targets.ts';

type Of<T extends XiaCommand['type']> = Extract<XiaCommand, { type: T }>;

/** The tier the game has reached on a track (the view carries the options). */
function tier(view: XiaView, track: 'impulse' | 'rearm'): number {
  return view.options.campaign?.upgrades[track] ?? 0;
}

/** An action that is not Minor would end the move under way: not while flying. */
function midMove(view: XiaView): boolean {
  return view.turn.movement > 0;
}

export function impulseActionScore(
  content: XiaContent,
  view: XiaView,
  me: CaptainView,
  c: Of<'ImpulseAction'>,
): number {
  if (tier(view, 'impulse') < 3 && midMove(view)) return -1;
  if (c.gain === 'heal' && c.at) return 36 + damageCost(content, me.hold, c.at);
  return me.energy < 3 ? 25 : 2;
}

export function rearmScore(view: XiaView, me: CaptainView): number {
  if (midMove(view)) return -1;
  const armed = me.markers.filter((m) => m.at === 'armed').length;
  const cost = [0, 8, 5, 1][tier(view, 'rearm')] ?? 8;
  return armed === 0 && me.energy >= cost + 2 ? 18 : -1;
}

export function scanSectorScore(exploring: boolean, c: Of<'ScanSector'>): number {
  return exploring ? 24 + c.side * 0.01 : 1;
}

/** A ship of a lower tier is listed only for the Ability track's Tier 3 upgrade chain. */
export function downTierShipScore(me: CaptainView): number {
  return me.credits >= 1000 ? 58 : -5;
}
