/**
 * Ship order with the shuttle in it: lowest pilot skill first, and at equal skill the player
 * with initiative first. The shuttle is placed at skill 12 (XW-PE-12) and flies at skill 0, so it
 * moves first unless the attacker holds initiative and has a ship at skill 0 (XW-PE-15).
 */
import { senatorsShuttle } from './shuttle.ts';

export type EscortRole = 'attacker' | 'defender';

export interface OrderedShip {
  readonly name: string;
  readonly role: EscortRole;
  readonly skill: number;
}

export const SHUTTLE_NAME = senatorsShuttle.name;

function skillOrder(
  ships: readonly OrderedShip[],
  initiative: EscortRole,
  shuttleSkill: number,
): OrderedShip[] {
  const shuttle: OrderedShip = { name: SHUTTLE_NAME, role: 'defender', skill: shuttleSkill };
  const rank = (s: OrderedShip): number => (s.role === initiative ? 0 : 1);
  // Ties inside one side keep the given order, the shuttle ahead of its own side's ships.
  return [shuttle, ...ships]
    .map((ship, i) => ({ ship, i }))
    .sort((a, b) => a.ship.skill - b.ship.skill || rank(a.ship) - rank(b.ship) || a.i - b.i)
    .map((e) => e.ship);
}

/** The order ships and the shuttle are placed in setup (the shuttle at skill 12). */
export function shuttlePlacementOrder(
  ships: readonly OrderedShip[],
  initiative: EscortRole,
): OrderedShip[] {
  return skillOrder(ships, initiative, senatorsShuttle.setupSkill);
}

/** The order ships and the shuttle reveal their dials and move (the shuttle at skill 0). */
export function shuttleActivationOrder(
  ships: readonly OrderedShip[],
  initiative: EscortRole,
): OrderedShip[] {
  return skillOrder(ships, initiative, senatorsShuttle.skill);
}

/** True when the shuttle is the first ship to move this round. */
export function shuttleMovesFirst(ships: readonly OrderedShip[], initiative: EscortRole): boolean {
  return shuttleActivationOrder(ships, initiative)[0]?.name === SHUTTLE_NAME;
}
