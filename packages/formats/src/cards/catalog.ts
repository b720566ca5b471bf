/** The committed card data, typed, with lookups by id. */
import raw from '../../data/xwing-data.json' with { type: 'json' };
import type { CardData, PilotCard, ShipCard, UpgradeCard } from './types.ts';

export const cardData: CardData = raw as CardData;

const shipsByXws = new Map<string, ShipCard>(cardData.ships.map((s) => [s.xws, s]));
const pilotsById = new Map<number, PilotCard>(cardData.pilots.map((p) => [p.id, p]));
const upgradesById = new Map<number, UpgradeCard>(cardData.upgrades.map((u) => [u.id, u]));

export function shipByXws(xws: string): ShipCard | undefined {
  return shipsByXws.get(xws);
}
export function pilotById(id: number): PilotCard | undefined {
  return pilotsById.get(id);
}
export function upgradeById(id: number): UpgradeCard | undefined {
  return upgradesById.get(id);
}
