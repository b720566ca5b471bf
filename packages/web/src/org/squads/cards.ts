/**
 * The choices the squad page offers from the card data: pilots of a side by ship, the upgrades
 * that fit a ship's slots, the ace's alternates, the shuttle's Crew and Modification cards, the
 * objective cards and the usual obstacles. Cards a rule keeps off a ship are not offered; the
 * checks still judge whatever a pasted list holds.
 */
import {
  cardData,
  type PilotCard,
  pilotById,
  restriction,
  SENATORS_SHUTTLE,
  type ShipCard,
  type Side,
  shipByXws,
  sideOf,
  slotsOffered,
  type UpgradeCard,
  upgradeById,
} from '@drift/formats';

export interface Group<T> {
  readonly label: string;
  readonly cards: readonly T[];
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
const bySkill = (a: PilotCard, b: PilotCard) =>
  (b.skill ?? -1) - (a.skill ?? -1) || a.name.localeCompare(b.name);

const shown = (n: number | null) => (n === null ? '?' : String(n));

/** `Wedge Antilles · PS 9 · 29 pts` */
export function pilotOptionText(card: PilotCard): string {
  return `${card.name} · PS ${shown(card.skill)} · ${shown(card.points)} pts`;
}

/** `Push the Limit (3)` */
export function upgradeOptionText(card: UpgradeCard): string {
  return `${card.name} (${card.points})`;
}

export function shipName(xws: string): string {
  return shipByXws(xws)?.name ?? xws;
}

/** The pilots that fly for `side`, by ship (ships by name, pilots by skill, highest first). */
export function pilotGroups(side: Side): readonly Group<PilotCard>[] {
  const ships = new Map<string, PilotCard[]>();
  for (const p of cardData.pilots)
    if (sideOf(p.faction) === side) ships.set(p.ship, [...(ships.get(p.ship) ?? []), p]);
  return [...ships.entries()]
    .map(([ship, cards]) => ({ label: shipName(ship), cards: [...cards].sort(bySkill) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

function fitting(
  slots: Iterable<string>,
  target: { xws?: string; name: string; size: string; side: Side },
): Group<UpgradeCard>[] {
  return [...new Set(slots)].map((slot) => ({
    label: slot,
    cards: cardData.upgrades
      .filter((u) => u.slot === slot && restriction(u, target) === undefined)
      .sort(byName),
  }));
}

/** Upgrades for the slots pilot card `pilot` offers with `upgrades` on, by slot. */
export function upgradeGroups(pilot: number, upgrades: readonly number[]): Group<UpgradeCard>[] {
  const card = pilotById(pilot);
  const ship: ShipCard | undefined = card === undefined ? undefined : shipByXws(card.ship);
  if (card === undefined || ship === undefined) return [];
  const target = { xws: ship.xws, name: ship.name, size: ship.size, side: sideOf(card.faction) };
  return fitting(slotsOffered(card, upgrades).keys(), target);
}

/** Crew and Modification cards the Senator's Shuttle of `side` may carry (XW-PE-06, 07). */
export function shuttleGroups(side: Side): Group<UpgradeCard>[] {
  const target = { name: SENATORS_SHUTTLE.name, size: SENATORS_SHUTTLE.size, side };
  return fitting(SENATORS_SHUTTLE.slots, target);
}

/** Pilots of the ace's ship and side, the alternates to choose from. */
export function alternateChoices(primary: number, side: Side): readonly PilotCard[] {
  const card = pilotById(primary);
  if (card === undefined) return [];
  return cardData.pilots
    .filter((p) => p.ship === card.ship && sideOf(p.faction) === side)
    .sort(bySkill);
}

export function upgradeName(id: number): string {
  return upgradeById(id)?.name ?? `unknown upgrade #${id}`;
}

/** Obstacles as XWS names them, to pick from; a list may name others. */
export const OBSTACLES: readonly { readonly id: string; readonly name: string }[] = [
  ...[0, 1, 2, 3, 4, 5].map((n) => ({
    id: `coreasteroid${n}`,
    name: `Core Set asteroid ${n + 1}`,
  })),
  ...[0, 1, 2, 3, 4, 5].map((n) => ({
    id: `core2asteroid${n}`,
    name: `Force Awakens asteroid ${n + 1}`,
  })),
  ...[0, 1, 2].map((n) => ({ id: `yt2400debris${n}`, name: `YT-2400 debris cloud ${n + 1}` })),
  ...[0, 1, 2].map((n) => ({
    id: `vt49decimatordebris${n}`,
    name: `VT-49 Decimator debris cloud ${n + 1}`,
  })),
];

export function obstacleName(id: string): string {
  return OBSTACLES.find((o) => o.id === id)?.name ?? id;
}

/** Huge ships, each of which may stand in for three obstacles of a fleet's pool (XW-CC-10). */
export function epicShips(): readonly ShipCard[] {
  return cardData.ships.filter((s) => s.size === 'huge');
}
