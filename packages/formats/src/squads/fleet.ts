/** A Coruscant campaign fleet (XW-CC-05..10): five numbered squads of one side and an obstacle pool. */
import type { Side } from '../cards/types.ts';
import type { Squad } from './model.ts';

/** One squad of a fleet and the meeple that stands for it on the map. */
export interface FleetSquad {
  /** The number painted on its meeple, 1 to 5 (XW-CC-09). */
  readonly number: number;
  /** The large meeple carries the 125-point squad, the small ones 100 (XW-CC-07). */
  readonly meeple: 'large' | 'small';
  readonly squad: Squad;
}

export interface Fleet {
  readonly player: string;
  readonly side: Side;
  readonly squads: readonly FleetSquad[];
  /** Standard obstacles in the player's pool, by name. */
  readonly obstacles: readonly string[];
  /** Huge ships (by ship XWS id) each standing in for three obstacles (XW-CC-10). */
  readonly epicShips?: readonly string[];
}

export const FLEET_SQUADS = 5;
export const MEEPLE_POINTS: Readonly<Record<FleetSquad['meeple'], number>> = {
  large: 125,
  small: 100,
};
export const FLEET_OBSTACLE_POOL = 6;
/** An Epic ship takes the place of this many obstacles in the pool. */
export const EPIC_SHIP_OBSTACLES = 3;
