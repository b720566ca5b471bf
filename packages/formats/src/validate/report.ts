/**
 * What a validator says about a squad: problems that make it illegal for the format, and notes
 * a player should know (a blanked pilot ability, upgrades that serve the shuttle only). Each
 * names its check and points at the pilot or upgrade at fault.
 */

/** Where a problem lies: a pilot (and one of its upgrades), or a part of the squad list. */
export type SquadSpot =
  | { readonly pilot: number; readonly upgrade?: number }
  | { readonly shuttle: true; readonly upgrade?: number }
  | { readonly alternate: number }
  | { readonly objective: number }
  | { readonly obstacle: number };

export interface SquadProblem {
  /** The named check that failed: `points-limit`, `single-faction`, `aoa-small-ship` … */
  readonly check: string;
  readonly message: string;
  readonly at?: SquadSpot;
}

export interface SquadReport {
  /** True when there is no problem (notes do not count). */
  readonly ok: boolean;
  readonly points: number;
  readonly problems: readonly SquadProblem[];
  readonly notes: readonly SquadProblem[];
}

/** Problems and notes as checks find them, in the order the checks run. */
export interface Findings {
  readonly problems: SquadProblem[];
  readonly notes: SquadProblem[];
}

export function finding(check: string, message: string, at?: SquadSpot): SquadProblem {
  return at === undefined ? { check, message } : { check, message, at };
}
