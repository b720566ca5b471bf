/** How messages name the cards of a squad. */
import { pilotById, upgradeById } from '../cards/catalog.ts';
import type { Squad } from '../squads/model.ts';
import { pilotLabel } from '../squads/points.ts';

export { pilotLabel };

export function pilotName(id: number): string {
  return pilotById(id)?.name ?? `pilot card #${id}`;
}

export function upgradeName(id: number): string {
  return upgradeById(id)?.name ?? `upgrade card #${id}`;
}

/** `Push the Limit on Wedge Antilles (pilot 1)`. */
export function upgradeLabel(squad: Squad, pilot: number, upgrade: number): string {
  const id = squad.pilots[pilot]?.upgrades[upgrade] ?? -1;
  return `${upgradeName(id)} on ${pilotLabel(squad, pilot)}`;
}

/** `Emperor Palpatine on the Senator's Shuttle`. */
export function shuttleUpgradeLabel(squad: Squad, upgrade: number): string {
  return `${upgradeName(squad.shuttle?.upgrades[upgrade] ?? -1)} on the Senator's Shuttle`;
}
