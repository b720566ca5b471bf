/** Element E's comets on the board (XE-COMET-01..07): one per revealed Ice Asteroid sector. */
import type { Hex } from '@drift/engine/hex';

export interface CometState {
  /** The space it is on; null while destroyed, until the next turn starts (XE-COMET-07). */
  readonly at: Hex | null;
  /** Along its path (1) or back (-1): a path that is no loop is flown to its end and back. */
  readonly heading: 1 | -1;
}

/** Comets by the id of their sector, for each Ice Asteroid sector on the board. */
export type CometsState = Readonly<Record<string, CometState>>;
