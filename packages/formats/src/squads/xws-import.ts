/**
 * Reading XWS (version 1; the older `rebels`/`empire` names and slot keys too) into a squad.
 * Pilots are found by ship, side and XWS id; a dual upgrade takes the face kept in
 * `vendor.drift.faces`, else its first face; Drift's parts come from `vendor.drift`. Written
 * points are ignored. Every refusal names the field at fault (`pilots[0].upgrades.ept[1]`).
 */
import { err, ok, type Result, type RuleError } from '@drift/engine';
import { shipByXws } from '../cards/catalog.ts';
import type { Side } from '../cards/types.ts';
import type { AceOfAcesPart, Squad, SquadPilot } from './model.ts';
import { SIDES, sideNamed } from './side.ts';
import { pilotByXws, upgradeFaces } from './xws-cards.ts';
import { slotOfXwsKey } from './xws-slots.ts';

type Read<T> = Result<T, RuleError>;

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
  if (card !== undefined) return ok(card);
  // A pilot of another side is read when only one side has it: the checks then report the mix.
  const others = SIDES.flatMap((s) => pilotByXws(ship, s, name) ?? []);
  if (others.length === 1 && others[0] !== undefined) return ok(others[0]);
  return bad('UnknownPilot', `${where}.name`, `no ${side} pilot "${name}" flies the ${ship}`);
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
