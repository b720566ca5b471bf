/**
 * The Ace of Aces game ledger's state: plain JSON the server stores and the table reads. Ships
 * are named by id (`<player>/ace-<life>`, `<player>/wingman`) so a destroyed pilot keeps its
 * own id and can never act again.
 */
import { ok, type Result, refuse } from '@drift/engine';
import { type AceList, checkAceLists } from './list.ts';

export type ShipKind = 'ace' | 'wingman';

/** The phases of a round (XW-AOA-14: planning as standard). */
export type AcePhase = 'planning' | 'activation' | 'combat' | 'end';
export const ACE_PHASES: readonly AcePhase[] = ['planning', 'activation', 'combat', 'end'];

export interface AceShip {
  readonly id: string;
  readonly player: string;
  readonly kind: ShipKind;
  readonly pilotId: number;
  readonly name: string;
  readonly skill: number;
  /** Pilot plus equipped upgrades: what a Kill adds to Ships Destroyed. */
  readonly cost: number;
  /** Positions in the primary's upgrade list of the cards this ship carries. */
  readonly upgrades: readonly number[];
  /** The respawn ladder's rung: 0 the primary, 1-3 the alternates (a Wingman: 0). */
  readonly rung: number;
  /** `doomed`: Fel's Wrath, destroyed but on the table until the end of the Combat phase. */
  readonly status: 'in-play' | 'doomed' | 'destroyed';
  /** False for a respawned ship whose predecessor had its combat step this round. */
  readonly mayFire: boolean;
  /** The round it respawned in (no action that round), if it is a respawn. */
  readonly respawnedInRound?: number;
}

export interface AceScore {
  readonly player: string;
  /** Victory Points. */
  readonly vp: number;
  /** Ships Destroyed points. */
  readonly sd: number;
  readonly assists: number;
  readonly kills: number;
}

/** A player whose ace was destroyed and who must now choose the respawn's upgrades. */
export interface PendingRespawn {
  readonly player: string;
  /** The destroyed ship had not had its combat step: the respawn may fire at its own. */
  readonly mayFire: boolean;
}

export type AceOutcome =
  | { readonly kind: 'playing' }
  | { readonly kind: 'final-salvo'; readonly players: readonly string[] }
  | {
      readonly kind: 'won';
      readonly winner: string;
      readonly by: 'only-at-20' | 'most-vp' | 'ships-destroyed' | 'final-salvo' | 'duel';
    };

/** One line of the ledger, as the table sees it. */
export interface LedgerEntry {
  readonly round: number;
  readonly phase: AcePhase;
  readonly text: string;
  readonly player?: string;
  readonly vp?: number;
  readonly sd?: number;
}

/** The combat step now being resolved: the last ship that attacked this Combat phase. */
export interface CombatStep {
  readonly skill: number;
  readonly seat: number;
  readonly kind: ShipKind;
}

export interface AceGame {
  readonly lists: readonly AceList[];
  /** Initiative order, first to last. */
  readonly order: readonly string[];
  readonly round: number;
  readonly phase: AcePhase;
  /** Every ship that has been on the table, destroyed ones included. */
  readonly ships: readonly AceShip[];
  /** Per player, the positions of primary upgrades removed at the lowest rung (XW-AOA-20). */
  readonly removed: Readonly<Record<string, readonly number[]>>;
  readonly pending: readonly PendingRespawn[];
  readonly combatAt: CombatStep | null;
  readonly scores: readonly AceScore[];
  readonly outcome: AceOutcome;
  readonly log: readonly LedgerEntry[];
}

/** Starts the ledger at round 1's Planning phase with every primary and Wingman in play. */
export function startAceGame(lists: readonly AceList[], order: readonly string[]): Result<AceGame> {
  const checked = checkAceLists(lists);
  if (!checked.ok) return checked;
  const players = lists.map((l) => l.player);
  if (
    order.length !== players.length ||
    new Set(order).size !== order.length ||
    !players.every((p) => order.includes(p))
  ) {
    return refuse('BadOrder', 'The initiative order must name every player of the lists once.');
  }
  const ships: AceShip[] = lists.flatMap((list) => {
    const { primary, wingman } = list;
    const ace: AceShip = {
      id: `${list.player}/ace-1`,
      player: list.player,
      kind: 'ace',
      pilotId: primary.pilotId,
      name: primary.name,
      skill: primary.skill,
      cost: primary.cost,
      upgrades: primary.upgrades.map((_, i) => i),
      rung: 0,
      status: 'in-play',
      mayFire: true,
    };
    if (wingman === undefined) return [ace];
    const wing: AceShip = {
      id: `${list.player}/wingman`,
      player: list.player,
      kind: 'wingman',
      pilotId: wingman.pilotId,
      name: wingman.name,
      skill: wingman.skill,
      cost: wingman.points,
      upgrades: [],
      rung: 0,
      status: 'in-play',
      mayFire: true,
    };
    return [ace, wing];
  });
  return ok({
    lists,
    order,
    round: 1,
    phase: 'planning',
    ships,
    removed: Object.fromEntries(players.map((p) => [p, []])),
    pending: [],
    combatAt: null,
    scores: order.map((player) => ({ player, vp: 0, sd: 0, assists: 0, kills: 0 })),
    outcome: { kind: 'playing' },
    log: [],
  });
}

/** The list of a player of the game (programmer error if unknown). */
export function listOf(game: AceGame, player: string): AceList {
  const list = game.lists.find((l) => l.player === player);
  if (!list) throw new Error(`No list for player ${player}`);
  return list;
}

/** The player's ace now on the table (or awaiting respawn: the last one). */
export function currentAce(game: AceGame, player: string): AceShip {
  const aces = game.ships.filter((s) => s.player === player && s.kind === 'ace');
  const last = aces[aces.length - 1];
  if (!last) throw new Error(`No ace for player ${player}`);
  return last;
}

/** A player's seat in the initiative order (0 = first). */
export function seatOf(game: AceGame, player: string): number {
  return game.order.indexOf(player);
}
