/** Card lookups by XWS id: pilots within one ship of one side, upgrades with both dual faces. */
import { cardData } from '../cards/catalog.ts';
import type { PilotCard, Side, UpgradeCard } from '../cards/types.ts';
import { sideOf } from './side.ts';

const pilots = new Map<string, PilotCard>(
  cardData.pilots.map((p) => [`${p.ship}/${sideOf(p.faction)}/${p.xws}`, p]),
);
const upgrades = new Map<string, UpgradeCard[]>();
for (const u of cardData.upgrades) upgrades.set(u.xws, [...(upgrades.get(u.xws) ?? []), u]);

/** The pilot an XWS pilot id names within one ship of one side. */
export function pilotByXws(ship: string, side: Side, xws: string): PilotCard | undefined {
  return pilots.get(`${ship}/${side}/${xws}`);
}

/** The upgrade cards an XWS id names, in data order: two for a dual card. */
export function upgradeFaces(xws: string): readonly UpgradeCard[] {
  return upgrades.get(xws) ?? [];
}
