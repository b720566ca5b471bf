/**
 * The commands an event accepts, and their reader: a client's JSON becomes a typed command or a
 * RuleError naming the field at fault. Who may send each is checked when it is applied.
 */
import { ok, type Result, refuse } from '@drift/engine';
import {
  type Fields,
  fields,
  isFields,
  readBool,
  readInt,
  readJson,
  readMeasures,
  readText,
} from './input.ts';
import { LIMITS } from './limits.ts';
import type { Measures } from './plugin.ts';
import type { Json } from './types.ts';

export type EventCommand =
  | {
      readonly type: 'Register';
      readonly name: string;
      readonly club?: string;
      readonly squad?: Json;
    }
  | {
      readonly type: 'UpdatePlayer';
      readonly player: string;
      readonly name?: string;
      /** Empty text clears it. */
      readonly club?: string;
      /** null clears it. */
      readonly squad?: Json;
    }
  | { readonly type: 'RemovePlayer'; readonly player: string }
  | { readonly type: 'DropPlayer'; readonly player: string }
  | {
      readonly type: 'UpdateEvent';
      readonly name?: string;
      readonly description?: string;
      readonly notes?: string;
      readonly rounds?: number;
      readonly roundMinutes?: number | null;
      readonly cut?: number | null;
      readonly publishLists?: boolean;
      readonly selfRegistration?: boolean;
      readonly lateJoin?: Measures;
    }
  | { readonly type: 'PairRound'; readonly allowRematches: boolean }
  | { readonly type: 'RepairRound'; readonly allowRematches: boolean }
  | { readonly type: 'StartClock' }
  | {
      readonly type: 'SwapPlayers';
      readonly a: string;
      readonly b: string;
      readonly force: boolean;
    }
  | {
      readonly type: 'SubmitResult';
      readonly round: number;
      readonly table: number;
      readonly result: Json;
    }
  | {
      readonly type: 'ConfirmResult';
      readonly round: number;
      readonly table: number;
      /** The submission being confirmed, so a result replaced meanwhile is not confirmed blind. */
      readonly submission?: number;
    }
  | {
      readonly type: 'DisputeResult';
      readonly round: number;
      readonly table: number;
      readonly reason: string;
      readonly submission?: number;
    }
  | {
      readonly type: 'SetResult';
      readonly round: number;
      readonly table: number;
      readonly result: Json;
    }
  | { readonly type: 'StartCut'; readonly size?: number }
  | { readonly type: 'FinishEvent' };

export type EventCommandType = EventCommand['type'];

type Reader = (f: Fields) => Result<EventCommand>;

const PLAYER_ID = /^p[1-9][0-9]{0,5}$/;

function playerId(value: unknown, what: string): Result<string> {
  if (typeof value !== 'string' || !PLAYER_ID.test(value)) {
    return refuse('BadInput', `${what} must be a player id such as "p3".`);
  }
  return ok(value);
}

function roundTable(f: Fields): Result<{ round: number; table: number }> {
  const round = readInt(f.round, 'round', 1, LIMITS.rounds * 2);
  if (!round.ok) return round;
  const table = readInt(f.table, 'table', 1, LIMITS.players);
  if (!table.ok) return table;
  return ok({ round: round.value, table: table.value });
}

/** Reads the optional fields present; stops at the first bad one. */
function optional<T>(
  f: Fields,
  key: string,
  read: (v: unknown) => Result<T>,
): Result<{ [k: string]: T }> {
  if (!(key in f) || f[key] === undefined) return ok({});
  const r = read(f[key]);
  return r.ok ? ok({ [key]: r.value }) : r;
}

function collect(parts: Result<{ [k: string]: unknown }>[]): Result<{ [k: string]: unknown }> {
  let out: { [k: string]: unknown } = {};
  for (const p of parts) {
    if (!p.ok) return p;
    out = { ...out, ...p.value };
  }
  return ok(out);
}

const READERS: { readonly [T in EventCommandType]: { fields: readonly string[]; read: Reader } } = {
  Register: {
    fields: ['name', 'club', 'squad'],
    read: (f) => {
      const name = readText(f.name, 'name', LIMITS.playerName, { required: true });
      if (!name.ok) return name;
      const rest = collect([
        optional(f, 'club', (v) => readText(v, 'club', LIMITS.club)),
        optional(f, 'squad', (v) => readJson(v, 'squad', LIMITS.squad)),
      ]);
      if (!rest.ok) return rest;
      const club = rest.value.club as string | undefined;
      return ok({
        type: 'Register',
        name: name.value,
        ...(club ? { club } : {}),
        ...('squad' in rest.value && rest.value.squad !== null
          ? { squad: rest.value.squad as Json }
          : {}),
      });
    },
  },
  UpdatePlayer: {
    fields: ['player', 'name', 'club', 'squad'],
    read: (f) => {
      const player = playerId(f.player, 'player');
      if (!player.ok) return player;
      const rest = collect([
        optional(f, 'name', (v) => readText(v, 'name', LIMITS.playerName, { required: true })),
        optional(f, 'club', (v) => readText(v, 'club', LIMITS.club)),
        optional(f, 'squad', (v) => readJson(v, 'squad', LIMITS.squad)),
      ]);
      if (!rest.ok) return rest;
      if (Object.keys(rest.value).length === 0) {
        return refuse('BadInput', 'UpdatePlayer changes nothing: give a name, club or squad.');
      }
      return ok({ type: 'UpdatePlayer', player: player.value, ...rest.value });
    },
  },
  RemovePlayer: {
    fields: ['player'],
    read: (f) => {
      const player = playerId(f.player, 'player');
      return player.ok ? ok({ type: 'RemovePlayer', player: player.value }) : player;
    },
  },
  DropPlayer: {
    fields: ['player'],
    read: (f) => {
      const player = playerId(f.player, 'player');
      return player.ok ? ok({ type: 'DropPlayer', player: player.value }) : player;
    },
  },
  UpdateEvent: {
    fields: [
      'name',
      'description',
      'notes',
      'rounds',
      'roundMinutes',
      'cut',
      'publishLists',
      'selfRegistration',
      'lateJoin',
    ],
    read: (f) => {
      const rest = collect([
        optional(f, 'name', (v) => readText(v, 'name', LIMITS.eventName, { required: true })),
        optional(f, 'description', (v) =>
          readText(v, 'description', LIMITS.description, { multiline: true }),
        ),
        optional(f, 'notes', (v) => readText(v, 'notes', LIMITS.notes, { multiline: true })),
        optional(f, 'rounds', (v) => readInt(v, 'rounds', 1, LIMITS.rounds)),
        optional(
          f,
          'roundMinutes',
          (v): Result<number | null> =>
            v === null ? ok(null) : readInt(v, 'roundMinutes', 1, LIMITS.roundMinutes),
        ),
        optional(
          f,
          'cut',
          (v): Result<number | null> =>
            v === null ? ok(null) : readInt(v, 'cut', 2, LIMITS.players),
        ),
        optional(f, 'publishLists', (v) => readBool(v, 'publishLists')),
        optional(f, 'selfRegistration', (v) => readBool(v, 'selfRegistration')),
        optional(f, 'lateJoin', (v) => readMeasures(v, 'lateJoin')),
      ]);
      if (!rest.ok) return rest;
      if (Object.keys(rest.value).length === 0) {
        return refuse('BadInput', 'UpdateEvent changes nothing: give at least one field.');
      }
      return ok({ type: 'UpdateEvent', ...rest.value });
    },
  },
  PairRound: {
    fields: ['allowRematches'],
    read: (f) => {
      const allow =
        f.allowRematches === undefined ? ok(false) : readBool(f.allowRematches, 'allowRematches');
      return allow.ok ? ok({ type: 'PairRound', allowRematches: allow.value }) : allow;
    },
  },
  RepairRound: {
    fields: ['allowRematches'],
    read: (f) => {
      const allow =
        f.allowRematches === undefined ? ok(false) : readBool(f.allowRematches, 'allowRematches');
      return allow.ok ? ok({ type: 'RepairRound', allowRematches: allow.value }) : allow;
    },
  },
  StartClock: { fields: [], read: () => ok({ type: 'StartClock' }) },
  SwapPlayers: {
    fields: ['a', 'b', 'force'],
    read: (f) => {
      const a = playerId(f.a, 'a');
      if (!a.ok) return a;
      const b = playerId(f.b, 'b');
      if (!b.ok) return b;
      const force = f.force === undefined ? ok(false) : readBool(f.force, 'force');
      if (!force.ok) return force;
      return ok({ type: 'SwapPlayers', a: a.value, b: b.value, force: force.value });
    },
  },
  SubmitResult: {
    fields: ['round', 'table', 'result'],
    read: (f) => {
      const at = roundTable(f);
      if (!at.ok) return at;
      const result = readJson(f.result, 'result', LIMITS.result);
      return result.ok ? ok({ type: 'SubmitResult', ...at.value, result: result.value }) : result;
    },
  },
  SetResult: {
    fields: ['round', 'table', 'result'],
    read: (f) => {
      const at = roundTable(f);
      if (!at.ok) return at;
      const result = readJson(f.result, 'result', LIMITS.result);
      return result.ok ? ok({ type: 'SetResult', ...at.value, result: result.value }) : result;
    },
  },
  ConfirmResult: {
    fields: ['round', 'table', 'submission'],
    read: (f) => {
      const at = roundTable(f);
      if (!at.ok) return at;
      const sub = optional(f, 'submission', (v) =>
        readInt(v, 'submission', 1, Number.MAX_SAFE_INTEGER),
      );
      return sub.ok ? ok({ type: 'ConfirmResult', ...at.value, ...sub.value }) : sub;
    },
  },
  DisputeResult: {
    fields: ['round', 'table', 'reason', 'submission'],
    read: (f) => {
      const at = roundTable(f);
      if (!at.ok) return at;
      const rest = collect([
        optional(f, 'reason', (v) => readText(v, 'reason', LIMITS.reason)),
        optional(f, 'submission', (v) => readInt(v, 'submission', 1, Number.MAX_SAFE_INTEGER)),
      ]);
      if (!rest.ok) return rest;
      const reason = (rest.value.reason as string | undefined) ?? '';
      return ok({ type: 'DisputeResult', ...at.value, ...rest.value, reason });
    },
  },
  StartCut: {
    fields: ['size'],
    read: (f) => {
      const size = optional(f, 'size', (v) => readInt(v, 'size', 2, LIMITS.players));
      return size.ok ? ok({ type: 'StartCut', ...size.value }) : size;
    },
  },
  FinishEvent: { fields: [], read: () => ok({ type: 'FinishEvent' }) },
};

function isEventCommandType(x: unknown): x is EventCommandType {
  return typeof x === 'string' && Object.hasOwn(READERS, x);
}

/** A client's command, read and checked field by field. */
export function parseEventCommand(input: unknown): Result<EventCommand> {
  if (!isFields(input)) return refuse('BadInput', 'A command must be an object with a "type".');
  const type = input.type;
  if (!isEventCommandType(type)) {
    const shown = typeof type === 'string' ? `"${type.slice(0, 40)}"` : 'missing';
    return refuse(
      'UnknownCommand',
      `Unknown command type ${shown}; one of ${Object.keys(READERS).join(', ')}.`,
    );
  }
  const reader = READERS[type];
  const f = fields(input, type, ['type', ...reader.fields]);
  return f.ok ? reader.read(f.value) : f;
}
