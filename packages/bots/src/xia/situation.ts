/** What the heuristic bot knows about a position, computed once per choice. */
import { distance, type Hex, hexKey } from '@drift/engine/hex';
import type { XiaView } from '@drift/xia';
import type { Crossing, DistanceField } from './field.ts';
import type { KnownMap, XiaContent } from './map.ts';
import type { Goal, Profile } from './profiles.ts';
import type { CaptainView } from './targets.ts';
import type { Weights } from './weights.ts';

/** The bot asking: its content, profile and weights. */
export interface Player {
  readonly content: XiaContent;
  readonly profile: Profile;
  readonly w: Weights;
}

export interface Situation {
  readonly view: XiaView;
  readonly me: CaptainView;
  readonly map: KnownMap;
  readonly goal: Goal;
  readonly targets: readonly Hex[];
  readonly field: DistanceField;
  /** The extra cost of a step's border crossings. */
  readonly crossing: Crossing;
  /** Names the crossing prices (for cached fields). */
  readonly costKey: string;
  /** Mission draws this captain made this turn. */
  readonly draws: number;
  readonly hurt: boolean;
  /** Hexes holding a face-down exploration token: entering one claims it (XB-EXPL-03). */
  readonly tokens: ReadonlySet<string>;
}

/** Flying distance to the nearest target, or the straight hex distance when no path is known. */
export function nearest(s: Pick<Situation, 'targets' | 'field'>, from: Hex): number {
  const flown = s.field.get(hexKey(from));
  if (flown !== undefined) return flown;
  let best = Number.POSITIVE_INFINITY;
  for (const t of s.targets) best = Math.min(best, distance(t, from) + 100);
  return best;
}

/** Free cells in the captain's hold. */
export function holdRoom(content: XiaContent, me: CaptainView): number {
  if (!me.ship) return 0;
  const used = new Set<string>();
  for (const o of me.hold.outfits)
    for (const c of content.shape(o.kind, o.turns).cells)
      used.add(`${o.at[0] + c[0]},${o.at[1] + c[1]}`);
  for (const c of me.hold.cargo) used.add(`${c.at[0]},${c.at[1]}`);
  for (const c of me.hold.damage) used.add(`${c[0]},${c[1]}`);
  return content.holdCells(me.ship).filter((c) => !used.has(`${c[0]},${c[1]}`)).length;
}
