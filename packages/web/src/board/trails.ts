/**
 * Forced moves to animate (element E and A with E): a ship carried along a gravity path
 * (XE-ANOM-02), a comet flying (XE-COMET-02) and the giant comet crossing the board. Read from
 * one log entry's events; the board draws each as a trail that draws itself in, with a dot
 * travelling along it, then fades.
 */
import type { Hex } from '@drift/engine/hex';
import type { XiaEvent } from '@drift/xia';

export type TrailKind = 'gravity' | 'comet' | 'giant';

export interface Trail {
  readonly key: string;
  readonly kind: TrailKind;
  /** The hexes in travel order, its start first. */
  readonly hexes: readonly Hex[];
}

/** The forced moves among one command's events, keyed by the entry's version and order. */
export function trailsOf(version: number, events: readonly XiaEvent[]): Trail[] {
  const out: Trail[] = [];
  events.forEach((e, i) => {
    const key = `${version}:${i}`;
    if (e.type === 'GravityCarried' && e.hexes.length > 0)
      out.push({ key, kind: 'gravity', hexes: e.hexes });
    else if (e.type === 'CometMoved' && e.hexes.length > 0)
      out.push({ key, kind: 'comet', hexes: [e.from, ...e.hexes] });
    else if (e.type === 'GiantCometMoved' && e.hexes.length > 0)
      out.push({ key, kind: 'giant', hexes: [e.from, ...e.hexes] });
  });
  return out;
}
