/**
 * A player's Ace of Aces list as the ledger needs it: the primary pilot with its upgrades, the
 * three alternate pilots of the respawn ladder and an optional Wingman. The squad module maps
 * its squads onto this shape; the ledger depends on nothing else.
 */
import { ok, type Result, type RuleError, refuse } from '@drift/engine';

/** An upgrade card on the primary pilot. */
export interface AceUpgrade {
  /** The card data's upgrade id. */
  readonly id: number;
  readonly name: string;
  readonly slot: string;
  readonly points: number;
  /** Upgrade slots the card adds to the ship (e.g. Royal Guard TIE: a Modification). */
  readonly grantsSlots?: readonly string[];
}

export interface AcePrimary {
  readonly pilotId: number;
  readonly name: string;
  readonly skill: number;
  /** The pilot's points plus every upgrade's points. */
  readonly cost: number;
  readonly upgrades: readonly AceUpgrade[];
}

export interface AceAlternate {
  readonly pilotId: number;
  readonly name: string;
  readonly skill: number;
  readonly points: number;
  readonly unique: boolean;
  /** The upgrade slots printed on the pilot card, in order. */
  readonly slots: readonly string[];
}

export interface AceWingman {
  readonly pilotId: number;
  readonly name: string;
  readonly skill: number;
  readonly points: number;
}

export interface AceList {
  readonly player: string;
  readonly primary: AcePrimary;
  readonly alternates: readonly AceAlternate[];
  readonly wingman?: AceWingman;
}

/** Most players at one Ace of Aces table, fewest (XW-AOA-01). */
export const ACE_MIN_PLAYERS = 2;
export const ACE_MAX_PLAYERS = 8;
/** A Wingman is allowed while the primary with upgrades costs at most this (GAP-XW-02). */
export const WINGMAN_THRESHOLD = 25;

/** The squad total that orders equal pilot skills: primary, upgrades and Wingman. */
export function squadTotal(list: AceList): number {
  return list.primary.cost + (list.wingman?.points ?? 0);
}

function whole(n: number): boolean {
  return Number.isSafeInteger(n) && n >= 0;
}

/** What the ledger relies on in one list; squad legality itself is the squad module's job. */
function checkList(list: AceList): RuleError | undefined {
  const who = `Player ${list.player}`;
  const { primary } = list;
  if (!whole(primary.skill) || !whole(primary.cost)) {
    return {
      code: 'BadList',
      message: `${who}: ${primary.name} needs a whole pilot skill and cost.`,
    };
  }
  if (list.alternates.length !== 3) {
    return {
      code: 'BadList',
      message: `${who} names ${list.alternates.length} alternate pilots; Ace of Aces needs 3.`,
    };
  }
  for (const alt of list.alternates) {
    if (!whole(alt.skill) || !whole(alt.points)) {
      return {
        code: 'BadList',
        message: `${who}: alternate ${alt.name} needs a whole pilot skill and points.`,
      };
    }
    if (alt.skill >= primary.skill) {
      return {
        code: 'BadList',
        message: `${who}: alternate ${alt.name} (PS ${alt.skill}) is not below ${primary.name} (PS ${primary.skill}).`,
      };
    }
  }
  const wingman = list.wingman;
  if (wingman !== undefined) {
    if (primary.cost > WINGMAN_THRESHOLD) {
      return {
        code: 'BadList',
        message: `${who}: ${primary.name} with upgrades costs ${primary.cost}, over ${WINGMAN_THRESHOLD}, so no Wingman may fly.`,
      };
    }
    if (!whole(wingman.skill) || !whole(wingman.points)) {
      return {
        code: 'BadList',
        message: `${who}: Wingman ${wingman.name} needs a whole pilot skill and points.`,
      };
    }
  }
  return undefined;
}

/** Checks the lists of one table: 2-8 players, distinct ids, each list coherent. */
export function checkAceLists(lists: readonly AceList[]): Result<readonly AceList[]> {
  if (lists.length < ACE_MIN_PLAYERS || lists.length > ACE_MAX_PLAYERS) {
    return refuse(
      'PlayerCount',
      `Ace of Aces is for ${ACE_MIN_PLAYERS} to ${ACE_MAX_PLAYERS} players, not ${lists.length}.`,
    );
  }
  const seen = new Set<string>();
  for (const list of lists) {
    if (list.player === '' || seen.has(list.player)) {
      return refuse('BadList', `Player id "${list.player}" is empty or used twice.`);
    }
    seen.add(list.player);
    const problem = checkList(list);
    if (problem) return { ok: false, error: problem };
  }
  return ok(lists);
}
