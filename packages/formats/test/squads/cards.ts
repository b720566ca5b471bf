/** Test helpers: card ids by name, and squads written in a few lines. */
import {
  pilotsNamed,
  type Side,
  type Squad,
  type SquadPilot,
  upgradesNamed,
} from '../../src/index.ts';

/** The id of the one pilot called `name` (on `ship` when given). */
export function pilotId(name: string, ship?: string, faction?: string): number {
  const cards = pilotsNamed(name).filter(
    (p) =>
      (ship === undefined || p.ship === ship) && (faction === undefined || p.faction === faction),
  );
  const [card, ...rest] = cards;
  if (card === undefined || rest.length > 0)
    throw new Error(`no single pilot ${name} ${ship ?? ''}`);
  return card.id;
}

/** The id of the upgrade called `name` (the first face of a dual card). */
export function upgradeId(name: string): number {
  const [card] = upgradesNamed(name);
  if (card === undefined) throw new Error(`no upgrade ${name}`);
  return card.id;
}

/** A ship: `ship('Wedge Antilles', 'Push the Limit')`. */
export function ship(pilot: string | number, ...upgrades: (string | number)[]): SquadPilot {
  return {
    pilot: typeof pilot === 'number' ? pilot : pilotId(pilot),
    upgrades: upgrades.map((u) => (typeof u === 'number' ? u : upgradeId(u))),
  };
}

export function squad(side: Side, pilots: SquadPilot[], extra: Partial<Squad> = {}): Squad {
  return { name: 'Test squad', side, pilots, ...extra };
}
