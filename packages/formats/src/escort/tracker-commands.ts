/** The shuttle tracker's commands, read from the table's input. */
import { ok, refuse } from '@drift/engine';
import {
  field,
  onlyFields,
  type Read,
  readBool,
  readChoice,
  readInt,
  readObject,
  readText,
} from '../standard/read.ts';
import { AUTO_CLEAR_SPEEDS, type AutoClearSpeed } from './blocking.ts';
import type { ShuttleFlip } from './damage-cards.ts';
import type { ShuttleBearing } from './shuttle.ts';

export interface CardEntry {
  readonly title: string;
  readonly flip?: ShuttleFlip;
}

export type TokenKind = 'protect' | 'stress' | 'ion' | 'tractor';

export type ShuttleCommand =
  /** A friendly ship takes the Protect action (XW-PE-08). */
  | { readonly type: 'Protect'; readonly by: string; readonly range: number }
  /** An attack on the shuttle after the dice are rolled and modified. */
  | {
      readonly type: 'Attack';
      readonly hits: number;
      readonly crits: number;
      readonly evades: number;
      readonly protect: 'hit' | 'crit' | null;
      readonly cards: readonly CardEntry[];
      /** The weapon's name, when it matters (e.g. Homing Missiles, XW-PE-31). */
      readonly weapon: string | null;
    }
  /** Damage from outside an attack (a bomb, an obstacle, a card's roll). */
  | {
      readonly type: 'Damage';
      readonly hits: number;
      readonly crits: number;
      readonly cards: readonly CardEntry[];
    }
  /** Tokens given (change > 0) or removed (change < 0). */
  | { readonly type: 'Tokens'; readonly kind: TokenKind; readonly change: number }
  | {
      readonly type: 'Activate';
      readonly speed: number;
      readonly bearing: ShuttleBearing;
      readonly blocked: boolean;
      readonly clearsWith: AutoClearSpeed | undefined;
      readonly leaves: 'attacker-edge' | 'other-edge' | undefined;
    }
  | { readonly type: 'EndRound' };

const TYPES = ['Protect', 'Attack', 'Damage', 'Tokens', 'Activate', 'EndRound'] as const;
const FIELDS: Record<(typeof TYPES)[number], readonly string[]> = {
  Protect: ['by', 'range'],
  Attack: ['hits', 'crits', 'evades', 'protect', 'cards', 'weapon'],
  Damage: ['hits', 'crits', 'cards'],
  Tokens: ['kind', 'change'],
  Activate: ['speed', 'bearing', 'blocked', 'clearsWith', 'leaves'],
  EndRound: [],
};
const DICE = 12;

export function readShuttleCommand(input: unknown): Read<ShuttleCommand> {
  const obj = readObject(input, 'The shuttle command');
  if (!obj.ok) return obj;
  const o = obj.value;
  const type = readChoice(field(o, 'type'), 'The shuttle command type', TYPES);
  if (!type.ok) return type;
  const where = `The ${type.value} command`;
  const fields = onlyFields(o, ['type', ...FIELDS[type.value]], where);
  if (!fields.ok) return fields;
  switch (type.value) {
    case 'Protect': {
      const by = readText(field(o, 'by'), `${where}: by`);
      if (!by.ok) return by;
      const range = readInt(field(o, 'range'), `${where}: range`, 0, 5);
      if (!range.ok) return range;
      return ok({ type: 'Protect', by: by.value, range: range.value });
    }
    case 'Attack':
    case 'Damage': {
      const hits = readInt(field(o, 'hits') ?? 0, `${where}: hits`, 0, DICE);
      if (!hits.ok) return hits;
      const crits = readInt(field(o, 'crits') ?? 0, `${where}: crits`, 0, DICE);
      if (!crits.ok) return crits;
      const cards = readCards(field(o, 'cards'), `${where}: cards`);
      if (!cards.ok) return cards;
      if (type.value === 'Damage')
        return ok({ type: 'Damage', hits: hits.value, crits: crits.value, cards: cards.value });
      const evades = readInt(field(o, 'evades') ?? 0, `${where}: evades`, 0, DICE);
      if (!evades.ok) return evades;
      const rawProtect = field(o, 'protect');
      const protect =
        rawProtect === undefined || rawProtect === null
          ? ok(null)
          : readChoice(rawProtect, `${where}: protect`, ['hit', 'crit'] as const);
      if (!protect.ok) return protect;
      const rawWeapon = field(o, 'weapon');
      const weapon = rawWeapon === undefined ? ok(null) : readText(rawWeapon, `${where}: weapon`);
      if (!weapon.ok) return weapon;
      return ok({
        type: 'Attack',
        weapon: weapon.value,
        hits: hits.value,
        crits: crits.value,
        evades: evades.value,
        protect: protect.value,
        cards: cards.value,
      });
    }
    case 'Tokens': {
      const kind = readChoice(field(o, 'kind'), `${where}: kind`, [
        'protect',
        'stress',
        'ion',
        'tractor',
      ] as const);
      if (!kind.ok) return kind;
      const change = readInt(field(o, 'change'), `${where}: change`, -20, 20);
      if (!change.ok) return change;
      return ok({ type: 'Tokens', kind: kind.value, change: change.value });
    }
    case 'Activate': {
      const speed = readInt(field(o, 'speed'), `${where}: speed`, 1, 5);
      if (!speed.ok) return speed;
      const bearing = readChoice(field(o, 'bearing'), `${where}: bearing`, [
        'straight',
        'bank-left',
        'bank-right',
      ] as const);
      if (!bearing.ok) return bearing;
      const blocked = readBool(field(o, 'blocked') ?? false, `${where}: blocked`);
      if (!blocked.ok) return blocked;
      const rawClear = field(o, 'clearsWith');
      let clearsWith: AutoClearSpeed | undefined;
      if (rawClear !== undefined) {
        const n = readInt(rawClear, `${where}: clearsWith`, 3, 5);
        if (!n.ok) return n;
        clearsWith = AUTO_CLEAR_SPEEDS.find((v) => v === n.value);
      }
      const rawLeaves = field(o, 'leaves');
      const leaves =
        rawLeaves === undefined
          ? ok(undefined)
          : readChoice(rawLeaves, `${where}: leaves`, ['attacker-edge', 'other-edge'] as const);
      if (!leaves.ok) return leaves;
      return ok({
        type: 'Activate',
        speed: speed.value,
        bearing: bearing.value,
        blocked: blocked.value,
        clearsWith,
        leaves: leaves.value,
      });
    }
    case 'EndRound':
      return ok({ type: 'EndRound' });
  }
}

function readCards(x: unknown, where: string): Read<readonly CardEntry[]> {
  if (x === undefined) return ok([]);
  if (!Array.isArray(x) || x.length > DICE)
    return refuse('BadValue', `${where} must be a list of at most ${DICE} cards`);
  const out: CardEntry[] = [];
  for (const [i, item] of x.entries()) {
    const at = `${where} entry ${i + 1}`;
    const obj = typeof item === 'string' ? ok({ title: item }) : readObject(item, at);
    if (!obj.ok) return obj;
    const fields = onlyFields(obj.value, ['title', 'flip'], at);
    if (!fields.ok) return fields;
    const title = readText(field(obj.value, 'title'), `${at}: title`);
    if (!title.ok) return title;
    const rawFlip = field(obj.value, 'flip');
    if (rawFlip === undefined) {
      out.push({ title: title.value });
      continue;
    }
    const flip = readChoice(rawFlip, `${at}: flip`, [
      'itself',
      'after-activation',
      'never',
    ] as const);
    if (!flip.ok) return flip;
    out.push({ title: title.value, flip: flip.value });
  }
  return ok(out);
}
