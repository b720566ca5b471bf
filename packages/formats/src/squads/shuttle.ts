/**
 * The Senator's Shuttle of Political Escort (XW-PE-03..07): not a card in the data but a fixed
 * piece the defender adds, costing 0 (GAP-XW-06), with two Crew and one Modification slot.
 */
import type { ShipSize } from '../cards/types.ts';
import type { Squad, SquadPilot } from './model.ts';

export interface ShuttlePiece {
  readonly name: string;
  readonly cost: 0;
  /** Pilot skill 0, but it sets up at pilot skill 12 (XW-PE-04, 12). */
  readonly skill: 0;
  readonly setupSkill: 12;
  readonly attack: 0;
  readonly agility: 2;
  readonly hull: 6;
  readonly shields: 6;
  /** No action bar: no actions at all, free ones included. */
  readonly actions: readonly [];
  /** Treated as large-based for upgrades and effects (XW-PE-06, 36). */
  readonly size: ShipSize;
  readonly slots: readonly string[];
}

export const SENATORS_SHUTTLE: ShuttlePiece = {
  name: "Senator's Shuttle",
  cost: 0,
  skill: 0,
  setupSkill: 12,
  attack: 0,
  agility: 2,
  hull: 6,
  shields: 6,
  actions: [],
  size: 'large',
  slots: ['Crew', 'Crew', 'Modification'],
};

/** What a Political Escort squad brings to one game, by role. */
export interface EscortForces {
  readonly ships: readonly SquadPilot[];
  /** The shuttle and its upgrades: only when defending (XW-PE-03). */
  readonly shuttle?: { readonly piece: ShuttlePiece; readonly upgrades: readonly number[] };
}

/**
 * The squad as it plays a role: the defender adds the Senator's Shuttle with the upgrades paid
 * for it; the attacker flies its ships alone, and the shuttle's upgrades stay unused (XW-PE-07, 35).
 */
export function escortForces(squad: Squad, role: 'attacker' | 'defender'): EscortForces {
  if (role === 'attacker') return { ships: squad.pilots };
  return {
    ships: squad.pilots,
    shuttle: { piece: SENATORS_SHUTTLE, upgrades: squad.shuttle?.upgrades ?? [] },
  };
}
