/**
 * XWS, the community's JSON squad format (version 1, first edition): export and import. XWS
 * names cards by their XWS ids; a pilot id is unique only within one ship of one side, and both
 * faces of a dual upgrade share one id. Drift's own parts (Ace of Aces, the Senator's Shuttle,
 * objectives, obstacles) and the face of a dual card travel in `vendor.drift`.
 */
import { err, ok, type Result, type RuleError } from '@drift/engine';
import { pilotById, shipByXws, upgradeById } from '../cards/catalog.ts';
import type { Side } from '../cards/types.ts';
import type { AceOfAcesPart, Squad, SquadPilot } from './model.ts';
import { squadPoints } from './points.ts';
import { sideNamed } from './side.ts';
import { pilotByXws, upgradeFaces } from './xws-cards.ts';
import { slotOfXwsKey, xwsSlotKey } from './xws-slots.ts';

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

// ---- export ------------------------------------------------------------------------------

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
  const points = pilotById(entry.pilot)?.points;
  if (typeof points === 'number')
    pilot.points = entry.upgrades.reduce((s, id) => s + (upgradeById(id)?.points ?? 0), points);
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

// ---- import ------------------------------------------------------------------------------

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const bad = (code: string, where: string, what: string): { ok: false; error: RuleError } =>
  err({ code, message: `${where}: ${what}` });

function stringList(value: unknown, where: string): Read<string[]> {
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
    return bad('BadXws', where, 'must be a list of names');
  return ok([...(value as string[])]);
}

function faceList(value: unknown, where: string): Read<number[]> {
  if (value === undefined) return ok([]);
  if (!Array.isArray(value) || value.some((v) => !Number.isSafeInteger(v)))
    return bad('BadXws', where, 'must be a list of card ids');
  return ok([...(value as number[])]);
}

/** Upgrade ids from an XWS upgrades object; `faces` picks dual faces, else the first face. */
function importUpgrades(value: unknown, where: string, faces: readonly number[]): Read<number[]> {
  if (value === undefined) return ok([]);
  if (!isRecord(value))
    return bad('BadXws', where, 'must map slot keys (ept, amd, mod …) to lists of upgrades');
  const ids: number[] = [];
  let face = 0;
  for (const [key, list] of Object.entries(value)) {
    const slot = slotOfXwsKey(key);
    if (slot === undefined)
      return bad('UnknownSlot', `${where}.${key}`, `no upgrade slot "${key}"`);
    const names = stringList(list, `${where}.${key}`);
    if (!names.ok) return names;
    for (const [i, xws] of names.value.entries()) {
      const at = `${where}.${key}[${i}]`;
      const cards = upgradeFaces(xws);
      const first = cards[0];
      if (first === undefined) return bad('UnknownUpgrade', at, `no upgrade card "${xws}"`);
      if (first.slot !== slot)
        return bad(
          'WrongSlot',
          at,
          `${first.name} goes in the ${first.slot} slot, not the ${slot} slot`,
        );
      let card = first;
      const chosen = cards.find((c) => c.id === faces[face]);
      if (first.dual === true && chosen !== undefined) {
        card = chosen;
        face += 1;
      }
      ids.push(card.id);
    }
  }
  return ok(ids);
}

function importPilotRef(value: unknown, where: string, side: Side) {
  if (!isRecord(value)) return bad('BadXws', where, 'must be an object with name and ship');
  const { name, ship } = value;
  if (typeof ship !== 'string' || shipByXws(ship) === undefined)
    return bad('UnknownShip', `${where}.ship`, `no ship "${String(ship)}"`);
  if (typeof name !== 'string') return bad('BadXws', `${where}.name`, 'must be a pilot id');
  const card = pilotByXws(ship, side, name);
  if (card === undefined)
    return bad('UnknownPilot', `${where}.name`, `no ${side} pilot "${name}" flies the ${ship}`);
  return ok(card);
}

function importPilot(value: unknown, where: string, side: Side): Read<SquadPilot> {
  const card = importPilotRef(value, where, side);
  if (!card.ok) return card;
  const record = value as Record<string, unknown>;
  const drift = isRecord(record.vendor) ? record.vendor.drift : undefined;
  const faces = faceList(isRecord(drift) ? drift.faces : undefined, `${where}.vendor.drift.faces`);
  if (!faces.ok) return faces;
  const upgrades = importUpgrades(record.upgrades, `${where}.upgrades`, faces.value);
  if (!upgrades.ok) return upgrades;
  return ok({ pilot: card.value.id, upgrades: upgrades.value });
}

function pilotIndex(value: unknown, where: string, count: number): Read<number> {
  if (!Number.isSafeInteger(value) || (value as number) < 0 || (value as number) >= count)
    return bad('BadXws', where, `${JSON.stringify(value)} is not the index of one of the pilots`);
  return ok(value as number);
}

function importAceOfAces(value: unknown, side: Side, count: number): Read<AceOfAcesPart> {
  const where = 'vendor.drift.aceOfAces';
  if (!isRecord(value)) return bad('BadXws', where, 'must be an object');
  const primary = pilotIndex(value.primary, `${where}.primary`, count);
  if (!primary.ok) return primary;
  if (!Array.isArray(value.alternates))
    return bad('BadXws', `${where}.alternates`, 'must be a list of pilots');
  const alternates: number[] = [];
  for (const [i, ref] of value.alternates.entries()) {
    const card = importPilotRef(ref, `${where}.alternates[${i}]`, side);
    if (!card.ok) return card;
    alternates.push(card.value.id);
  }
  if (value.wingman === undefined) return ok({ primary: primary.value, alternates });
  const wingman = pilotIndex(value.wingman, `${where}.wingman`, count);
  if (!wingman.ok) return wingman;
  return ok({ primary: primary.value, alternates, wingman: wingman.value });
}

function importVendor(
  squad: Squad,
  drift: Record<string, unknown>,
  obstacles: unknown,
): Read<Squad> {
  let out = squad;
  const pool = drift.obstacles ?? obstacles;
  if (pool !== undefined) {
    const read = stringList(pool, 'vendor.drift.obstacles');
    if (!read.ok) return read;
    out = { ...out, obstacles: read.value };
  }
  if (drift.objectives !== undefined) {
    const read = stringList(drift.objectives, 'vendor.drift.objectives');
    if (!read.ok) return read;
    out = { ...out, objectives: read.value };
  }
  if (drift.aceOfAces !== undefined) {
    const read = importAceOfAces(drift.aceOfAces, squad.side, squad.pilots.length);
    if (!read.ok) return read;
    out = { ...out, aceOfAces: read.value };
  }
  if (drift.shuttle !== undefined) {
    const where = 'vendor.drift.shuttle';
    if (!isRecord(drift.shuttle)) return bad('BadXws', where, 'must be an object');
    const faces = faceList(drift.shuttle.faces, `${where}.faces`);
    if (!faces.ok) return faces;
    const read = importUpgrades(drift.shuttle.upgrades, `${where}.upgrades`, faces.value);
    if (!read.ok) return read;
    out = { ...out, shuttle: { upgrades: read.value } };
  }
  return ok(out);
}

/** A squad from an XWS value (parsed JSON); the error names the field at fault. */
export function fromXws(input: unknown): Read<Squad> {
  if (!isRecord(input)) return bad('BadXws', 'squad', 'must be an object with faction and pilots');
  const side = typeof input.faction === 'string' ? sideNamed(input.faction) : undefined;
  if (side === undefined)
    return bad(
      'UnknownFaction',
      'faction',
      `${JSON.stringify(input.faction)} is not rebel, imperial or scum`,
    );
  if (!Array.isArray(input.pilots) || input.pilots.length === 0)
    return bad('BadXws', 'pilots', 'must be a list of at least one pilot');
  const pilots: SquadPilot[] = [];
  for (const [i, value] of input.pilots.entries()) {
    const pilot = importPilot(value, `pilots[${i}]`, side);
    if (!pilot.ok) return pilot;
    pilots.push(pilot.value);
  }
  const name = typeof input.name === 'string' ? input.name : '';
  const squad: Squad = { name, side, pilots };
  const drift = isRecord(input.vendor) && isRecord(input.vendor.drift) ? input.vendor.drift : {};
  return importVendor(squad, drift, input.obstacles);
}

/** A squad from XWS text; refused when the text is not JSON. */
export function readXws(text: string): Read<Squad> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error: unknown) {
    const why = error instanceof Error ? error.message : String(error);
    return err({ code: 'NotJson', message: `not valid JSON: ${why}` });
  }
  return fromXws(value);
}
