/**
 * How often this turn the captain has used the upgrades that are limited per turn (XC-UPG-04,
 * XC-UPG-06, XC-UPG-11). Kept on the turn (`turn.upgrades`), made on first use and dropped when
 * the next turn starts, so a game that never uses one carries no such field.
 */
import type { Draft } from '../../model/draft.ts';
import type { Turn } from '../../model/state.ts';

/** Uses this turn, by what was used. */
export interface UpgradeUses {
  /** The Impulse track's action (XC-UPG-04). */
  readonly impulseActions: number;
  /** The Re-arm track's action (XC-UPG-06). */
  readonly rearms: number;
  /** Buys that took an extra cube (XC-UPG-11). */
  readonly extraCubes: number;
  /** Sales paid the Trade track's bonus (XC-UPG-11). */
  readonly saleBonuses: number;
}

const NONE: UpgradeUses = { impulseActions: 0, rearms: 0, extraCubes: 0, saleBonuses: 0 };

/** Uses of `what` so far this turn. */
export function usedThisTurn(turn: Turn, what: keyof UpgradeUses): number {
  return turn.upgrades?.[what] ?? 0;
}

/** Counts one use of `what` this turn. */
export function countUse(turn: Draft<Turn>, what: keyof UpgradeUses): void {
  turn.upgrades ??= { ...NONE };
  turn.upgrades[what] += 1;
}
