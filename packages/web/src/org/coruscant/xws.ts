/**
 * The smallest XWS reader the fleet form needs: a pasted squad (XWS 1: `faction`, `pilots` with
 * `ship`, `name` and `upgrades` by slot key) to card ids. It does no squad checks: the tracker
 * does those when the campaign is made. The squads module's importer replaces this once merged.
 */
import { cardData, type PilotCard, type Side, type UpgradeCard } from '@drift/formats';
import { type ShipDraft, sideOfFaction } from './cards.ts';

export type XwsRead =
  | {
      readonly ok: true;
      readonly side: Side;
      readonly name: string | null;
      readonly ships: readonly ShipDraft[];
    }
  | { readonly ok: false; readonly message: string };

const SIDE_WORDS: Readonly<Record<string, Side>> = {
  rebel: 'rebel',
  rebels: 'rebel',
  rebelalliance: 'rebel',
  resistance: 'rebel',
  imperial: 'imperial',
  empire: 'imperial',
  galacticempire: 'imperial',
  firstorder: 'imperial',
  scum: 'scum',
  scumandvillainy: 'scum',
};

/** XWS slot keys (and the older spellings builders write) to the card data's slots. */
const SLOTS: Readonly<Record<string, string>> = {
  amd: 'Astromech',
  astromech: 'Astromech',
  bomb: 'Bomb',
  bombmine: 'Bomb',
  cannon: 'Cannon',
  cargo: 'Cargo',
  crew: 'Crew',
  ept: 'Elite',
  elite: 'Elite',
  hardpoint: 'Hardpoint',
  illicit: 'Illicit',
  missile: 'Missile',
  mod: 'Modification',
  modification: 'Modification',
  samd: 'Salvaged Astromech',
  salvagedastromech: 'Salvaged Astromech',
  system: 'System',
  systemupgrade: 'System',
  team: 'Team',
  tech: 'Tech',
  title: 'Title',
  torpedo: 'Torpedo',
  turret: 'Turret',
  turretweapon: 'Turret',
};

const pilots = new Map<string, PilotCard>(
  cardData.pilots.map((p) => [`${p.ship}/${sideOfFaction(p.faction)}/${p.xws}`, p]),
);
const upgrades = new Map<string, UpgradeCard[]>();
for (const u of cardData.upgrades) upgrades.set(u.xws, [...(upgrades.get(u.xws) ?? []), u]);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const fail = (message: string): XwsRead => ({ ok: false, message });

function readUpgrades(value: unknown, where: string): number[] | string {
  if (value === undefined) return [];
  if (!isRecord(value)) return `${where}: must map slot keys (ept, amd, mod …) to lists`;
  const ids: number[] = [];
  for (const [key, names] of Object.entries(value)) {
    const slot = SLOTS[key];
    if (!slot) return `${where}.${key}: no upgrade slot “${key}”`;
    if (!Array.isArray(names)) return `${where}.${key}: must be a list of upgrade ids`;
    for (const [i, name] of names.entries()) {
      const cards: readonly UpgradeCard[] =
        typeof name === 'string' ? (upgrades.get(name) ?? []) : [];
      const card: UpgradeCard | undefined = cards.find((c) => c.slot === slot) ?? cards[0];
      if (!card) return `${where}.${key}[${i}]: no upgrade card “${String(name)}”`;
      if (card.slot !== slot)
        return `${where}.${key}[${i}]: ${card.name} goes in the ${card.slot} slot, not ${slot}`;
      ids.push(card.id);
    }
  }
  return ids;
}

/** Reads pasted XWS text; the message names the field at fault (`pilots[1].name`). */
export function readXwsSquad(text: string): XwsRead {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fail('This is not XWS: paste the JSON a squad builder exports.');
  }
  if (!isRecord(value)) return fail('XWS is an object with “faction” and “pilots”.');
  const side =
    typeof value.faction === 'string'
      ? SIDE_WORDS[value.faction.toLowerCase().replace(/[^a-z]/g, '')]
      : undefined;
  if (!side) return fail(`faction: “${String(value.faction)}” is not rebel, imperial or scum`);
  if (!Array.isArray(value.pilots) || value.pilots.length === 0)
    return fail('pilots: must be a list of at least one pilot');
  const ships: ShipDraft[] = [];
  for (const [i, p] of value.pilots.entries()) {
    const where = `pilots[${i}]`;
    if (!isRecord(p) || typeof p.ship !== 'string' || typeof p.name !== 'string')
      return fail(`${where}: needs a “ship” and a pilot “name”`);
    const card = pilots.get(`${p.ship}/${side}/${p.name}`);
    if (!card) return fail(`${where}.name: no ${side} pilot “${p.name}” flies the ${p.ship}`);
    const ups = readUpgrades(p.upgrades, `${where}.upgrades`);
    if (typeof ups === 'string') return fail(ups);
    ships.push({ pilot: card.id, upgrades: ups });
  }
  const name = typeof value.name === 'string' && value.name.trim() ? value.name.trim() : null;
  return { ok: true, side, name, ships };
}

/** A squad as XWS text (for the form's "copy" and for tests). */
export function writeXwsSquad(side: Side, ships: readonly ShipDraft[], name?: string): string {
  const key = (slot: string) => Object.entries(SLOTS).find(([, s]) => s === slot)?.[0] ?? slot;
  const out = ships.map((s) => {
    const pilot = cardData.pilots.find((p) => p.id === s.pilot);
    const ups: Record<string, string[]> = {};
    for (const id of s.upgrades) {
      const u = cardData.upgrades.find((x) => x.id === id);
      if (u) ups[key(u.slot)] = [...(ups[key(u.slot)] ?? []), u.xws];
    }
    return {
      name: pilot?.xws ?? '',
      ship: pilot?.ship ?? '',
      ...(Object.keys(ups).length > 0 ? { upgrades: ups } : {}),
    };
  });
  return JSON.stringify({ ...(name ? { name } : {}), faction: side, pilots: out });
}
