/**
 * XWS, the community's JSON squad format (version 1, first edition): its shape and the export
 * (the import is in xws-import.ts). XWS
 * names cards by their XWS ids; a pilot id is unique only within one ship of one side, and both
 * faces of a dual upgrade share one id. Drift's own parts (Ace of Aces, the Senator's Shuttle,
 * objectives, obstacles) and the face of a dual card travel in `vendor.drift`.
 */
import { err, ok, type Result, type RuleError } from '@drift/engine';
import { pilotById, upgradeById } from '../cards/catalog.ts';
import type { Side } from '../cards/types.ts';
import type { Squad, SquadPilot } from './model.ts';
import { shipCost, squadPoints } from './points.ts';
import { upgradeFaces } from './xws-cards.ts';
import { xwsSlotKey } from './xws-slots.ts';

export const XWS_VERSION = '1.0.0';

/** Upgrades by XWS slot key (`ept`, `amd`, `mod` …), each a list of upgrade XWS ids. */
export type XwsUpgrades = Record<string, string[]>;

export interface XwsPilotRef {
  name: string;
  ship: string;
}

export interface XwsPilot extends XwsPilotRef {
  upgrades?: XwsUpgrades;
  points?: number;
  /** `faces`: the card ids of the dual upgrades, in the order they are listed. */
  vendor?: { drift: { faces: number[] } };
}

export interface DriftVendor {
  builder: 'Drift';
  obstacles?: string[];
  objectives?: string[];
  aceOfAces?: { primary: number; alternates: XwsPilotRef[]; wingman?: number };
  shuttle?: { upgrades: XwsUpgrades; faces?: number[] };
}

export interface XwsSquad {
  name?: string;
  faction: Side;
  pilots: XwsPilot[];
  points?: number;
  version: string;
  vendor?: { drift: DriftVendor };
}

type Read<T> = Result<T, RuleError>;

function exportUpgrades(ids: readonly number[]): Read<{ upgrades: XwsUpgrades; faces: number[] }> {
  const upgrades: XwsUpgrades = {};
  const bySlot = new Map<string, number[]>();
  for (const id of ids) {
    const card = upgradeById(id);
    if (card === undefined)
      return err({ code: 'UnknownCard', message: `upgrade card #${id} is not in the card data` });
    const key = xwsSlotKey(card.slot);
    bySlot.set(key, [...(bySlot.get(key) ?? []), id]);
  }
  const faces: number[] = [];
  let otherFace = false;
  for (const [key, list] of bySlot) {
    upgrades[key] = list.map((id) => {
      const card = upgradeById(id);
      const xws = card?.xws ?? '';
      if (card?.dual === true) {
        faces.push(id);
        if (upgradeFaces(xws)[0]?.id !== id) otherFace = true;
      }
      return xws;
    });
  }
  return ok({ upgrades, faces: otherFace ? faces : [] });
}

function pilotRef(id: number): Read<XwsPilotRef> {
  const card = pilotById(id);
  if (card === undefined)
    return err({ code: 'UnknownCard', message: `pilot card #${id} is not in the card data` });
  return ok({ name: card.xws, ship: card.ship });
}

function exportPilot(entry: SquadPilot): Read<XwsPilot> {
  const ref = pilotRef(entry.pilot);
  if (!ref.ok) return ref;
  const pilot: XwsPilot = { ...ref.value };
  const ups = exportUpgrades(entry.upgrades);
  if (!ups.ok) return ups;
  if (entry.upgrades.length > 0) pilot.upgrades = ups.value.upgrades;
  const points = shipCost(entry);
  if (points !== null) pilot.points = points;
  if (ups.value.faces.length > 0) pilot.vendor = { drift: { faces: ups.value.faces } };
  return ok(pilot);
}

function exportVendor(squad: Squad): Read<DriftVendor> {
  const drift: DriftVendor = { builder: 'Drift' };
  if (squad.obstacles !== undefined) drift.obstacles = [...squad.obstacles];
  if (squad.objectives !== undefined) drift.objectives = [...squad.objectives];
  if (squad.aceOfAces !== undefined) {
    const alternates: XwsPilotRef[] = [];
    for (const id of squad.aceOfAces.alternates) {
      const ref = pilotRef(id);
      if (!ref.ok) return ref;
      alternates.push(ref.value);
    }
    const { primary, wingman } = squad.aceOfAces;
    drift.aceOfAces =
      wingman === undefined ? { primary, alternates } : { primary, alternates, wingman };
  }
  if (squad.shuttle !== undefined) {
    const ups = exportUpgrades(squad.shuttle.upgrades);
    if (!ups.ok) return ups;
    drift.shuttle =
      ups.value.faces.length > 0
        ? { upgrades: ups.value.upgrades, faces: ups.value.faces }
        : { upgrades: ups.value.upgrades };
  }
  return ok(drift);
}

/**
 * The squad as XWS. Each pilot's upgrades are grouped by slot (in the order the slots first
 * appear), as XWS lists them. Refused when a card id is not in the card data.
 */
export function toXws(squad: Squad): Read<XwsSquad> {
  const pilots: XwsPilot[] = [];
  for (const [i, entry] of squad.pilots.entries()) {
    const pilot = exportPilot(entry);
    if (!pilot.ok)
      return err({ code: pilot.error.code, message: `pilot ${i + 1}: ${pilot.error.message}` });
    pilots.push(pilot.value);
  }
  const vendor = exportVendor(squad);
  if (!vendor.ok) return vendor;
  const xws: XwsSquad = { faction: squad.side, pilots, version: XWS_VERSION };
  if (squad.name !== '') xws.name = squad.name;
  const points = squadPoints(squad);
  if (points.ok) xws.points = points.value;
  xws.vendor = { drift: vendor.value };
  return ok(xws);
}
