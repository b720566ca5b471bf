/**
 * A player's squad for the table: read from what was pasted (XWS JSON or a text list) or kept by
 * an event (XWS, Drift's squad JSON or text), checked with the squads module, and mapped onto the
 * ledger's `AceList` (the primary's cost with its upgrades, the alternates, the Wingman).
 */
import {
  type AceList,
  type AceUpgrade,
  fromXws,
  parseSquad,
  pilotById,
  readSquadText,
  readXws,
  type Squad,
  type SquadReport,
  upgradeById,
  validateSquad,
} from '@drift/formats';

export type Read<T> = { ok: true; value: T } | { ok: false; message: string };

/** How a pasted squad was read, to say so. */
export type SquadForm = 'xws' | 'text' | 'drift';

const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

/** Pasted text: XWS JSON when it starts with `{`, else a text list (one ship a line). */
export function readPasted(text: string): Read<{ squad: Squad; form: SquadForm }> {
  const trimmed = text.trim();
  if (trimmed === '') return fail('Paste a squad: XWS JSON or a text list.');
  if (trimmed.startsWith('{')) {
    const read = readXws(trimmed);
    return read.ok
      ? { ok: true, value: { squad: read.value, form: 'xws' } }
      : fail(`The XWS could not be read: ${read.error.message}.`);
  }
  const read = readSquadText(trimmed);
  return read.ok
    ? { ok: true, value: { squad: read.value, form: 'text' } }
    : fail(read.error.message);
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** A squad an event keeps as the player gave it: XWS, Drift's squad JSON, or text. */
export function readKeptSquad(kept: unknown): Read<{ squad: Squad; form: SquadForm }> {
  if (typeof kept === 'string') return readPasted(kept);
  if (!isRecord(kept)) return fail('The registered squad is not a squad.');
  if ('faction' in kept) {
    const read = fromXws(kept);
    return read.ok
      ? { ok: true, value: { squad: read.value, form: 'xws' } }
      : fail(`The registered XWS could not be read: ${read.error.message}.`);
  }
  const read = parseSquad(kept);
  return read.ok
    ? { ok: true, value: { squad: read.value, form: 'drift' } }
    : fail(`The registered squad could not be read: ${read.error.message}.`);
}

/** The squads module's Ace of Aces checks. */
export function checkSquad(squad: Squad): SquadReport {
  return validateSquad('ace-of-aces', squad);
}

function pilotFor(id: number, what: string): Read<{ name: string; skill: number; points: number }> {
  const card = pilotById(id);
  if (card === undefined) return fail(`${what} (card #${id}) is not in the card data.`);
  if (card.skill === null || card.points === null) {
    return fail(`${what}, ${card.name}, prints "?" for its skill or cost.`);
  }
  return { ok: true, value: { name: card.name, skill: card.skill, points: card.points } };
}

/**
 * The ledger's list for `player`: the primary with its upgrades (cost included), the three
 * alternates in the squad's order, the Wingman if any. Refused when the squad names no Ace of
 * Aces parts or a card lacks a skill or cost; other problems are the report's to show.
 */
export function aceListOf(player: string, squad: Squad): Read<AceList> {
  const aoa = squad.aceOfAces;
  if (aoa === undefined) {
    return fail(
      'The squad names no primary pilot and no alternates (add "Primary:" and "Alternates:" lines).',
    );
  }
  const entry = squad.pilots[aoa.primary];
  if (entry === undefined) return fail('The squad names no primary pilot.');
  const primary = pilotFor(entry.pilot, 'The primary pilot');
  if (!primary.ok) return primary;
  const upgrades: AceUpgrade[] = [];
  for (const id of entry.upgrades) {
    const card = upgradeById(id);
    if (card === undefined) return fail(`Upgrade card #${id} is not in the card data.`);
    const { name, slot, points, grantsSlots } = card;
    upgrades.push(
      grantsSlots ? { id, name, slot, points, grantsSlots } : { id, name, slot, points },
    );
  }
  const cost = upgrades.reduce((sum, u) => sum + u.points, primary.value.points);
  const alternates: AceList['alternates'][number][] = [];
  for (const [k, id] of aoa.alternates.entries()) {
    const alt = pilotFor(id, `Alternate ${k + 1}`);
    if (!alt.ok) return alt;
    const card = pilotById(id);
    alternates.push({
      pilotId: id,
      name: alt.value.name,
      skill: alt.value.skill,
      points: alt.value.points,
      unique: card?.unique ?? false,
      slots: card?.slots ?? [],
    });
  }
  if (alternates.length !== 3) {
    return fail(`The squad names ${alternates.length} alternate pilots; Ace of Aces needs 3.`);
  }
  const list: AceList = {
    player,
    primary: {
      pilotId: entry.pilot,
      name: primary.value.name,
      skill: primary.value.skill,
      cost,
      upgrades,
    },
    alternates,
  };
  if (aoa.wingman === undefined) return { ok: true, value: list };
  const wingEntry = squad.pilots[aoa.wingman];
  if (wingEntry === undefined) return fail('The Wingman named is not in the squad.');
  const wing = pilotFor(wingEntry.pilot, 'The Wingman');
  if (!wing.ok) return wing;
  return {
    ok: true,
    value: {
      ...list,
      wingman: {
        pilotId: wingEntry.pilot,
        name: wing.value.name,
        skill: wing.value.skill,
        points: wing.value.points,
      },
    },
  };
}

/** One line about a list: `Wedge Antilles (PS 9) · 35 points · then Garven Dreis, …`. */
export function listLine(list: AceList): string {
  const alts = list.alternates.map((a) => `${a.name} (PS ${a.skill})`).join(', ');
  const wing = list.wingman ? ` · Wingman ${list.wingman.name}` : '';
  return `${list.primary.name} (PS ${list.primary.skill}), ${list.primary.cost} points${wing} · then ${alts}`;
}
