/**
 * The Senator's Shuttle of Political Escort (XW-PE-03..07): not a card in the data but a fixed
 * piece the defender adds, costing 0 (GAP-XW-06), with two Crew and one Modification slot.
 */
import { type ShuttleCard, senatorsShuttle } from '../escort/shuttle.ts';
import type { Squad, SquadPilot } from './model.ts';

/** The shuttle's card, as the Political Escort tracker keeps it (stats, dial, slots, 0 points). */
export type ShuttlePiece = ShuttleCard;
export const SENATORS_SHUTTLE: ShuttlePiece = senatorsShuttle;

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
