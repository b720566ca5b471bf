/** The card data as the fleet forms use it: pilots by ship for a side, upgrades for a pilot, points. */
import {
  cardData,
  type PilotCard,
  pilotById,
  type Side,
  shipByXws,
  sideOf,
  type UpgradeCard,
  upgradeById,
} from '@drift/formats';

/** A ship as a fleet form holds it: card ids, as the tracker takes them. */
export interface ShipDraft {
  readonly pilot: number;
  readonly upgrades: readonly number[];
}

export interface ShipGroup {
  readonly ship: string;
  readonly name: string;
  readonly pilots: readonly PilotCard[];
}

const groups = new Map<Side, ShipGroup[]>();

/** Pilots of a side with a printed cost, by ship (ships by name, pilots dearest first). */
export function pilotsBySide(side: Side): readonly ShipGroup[] {
  const kept = groups.get(side);
  if (kept) return kept;
  const byShip = new Map<string, PilotCard[]>();
  for (const p of cardData.pilots) {
    if (p.points === null || sideOf(p.faction) !== side) continue;
    byShip.set(p.ship, [...(byShip.get(p.ship) ?? []), p]);
  }
  const made = [...byShip]
    .map(([ship, pilots]) => ({
      ship,
      name: shipByXws(ship)?.name ?? ship,
      pilots: pilots.toSorted((a, b) => (b.points ?? 0) - (a.points ?? 0) || a.id - b.id),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  groups.set(side, made);
  return made;
}

/** Slots every ship has though the card data does not list them. */
const ALWAYS = ['Modification', 'Title'];

/** Upgrades that fit one of the pilot's slots and may go on its ship and side. */
export function upgradesFor(pilotId: number): readonly UpgradeCard[] {
  const pilot = pilotById(pilotId);
  if (!pilot) return [];
  const ship = shipByXws(pilot.ship);
  const slots = new Set([...pilot.slots, ...ALWAYS]);
  return cardData.upgrades
    .filter(
      (u) =>
        slots.has(u.slot) &&
        (u.faction === undefined || sideOf(u.faction) === sideOf(pilot.faction)) &&
        (u.ships === undefined || (ship !== undefined && u.ships.includes(ship.name))) &&
        (u.size === undefined || (ship !== undefined && u.size.includes(ship.size))),
    )
    .toSorted((a, b) => a.slot.localeCompare(b.slot) || a.name.localeCompare(b.name));
}

/** A ship's cost: its pilot and its upgrades (0 for an unknown card). */
export function shipPoints(ship: ShipDraft): number {
  const pilot = pilotById(ship.pilot)?.points ?? 0;
  return ship.upgrades.reduce((n, u) => n + (upgradeById(u)?.points ?? 0), pilot);
}

export function squadCost(ships: readonly ShipDraft[]): number {
  return ships.reduce((n, s) => n + shipPoints(s), 0);
}

export function pilotName(id: number): string {
  return pilotById(id)?.name ?? `pilot ${id}`;
}

export function upgradeName(id: number): string {
  return upgradeById(id)?.name ?? `upgrade ${id}`;
}
