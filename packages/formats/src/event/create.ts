/**
 * A new event (GAP-XW-12): a name, a format and the organizer's plan. The format's tie-breakers,
 * bye and cut sizes are copied into the record so standings never need the format's code.
 */
import { ok, type Result, refuse } from '@drift/engine';
import { pluginById } from './guard.ts';
import { fields, readBool, readInt, readMeasures, readText } from './input.ts';
import { LIMITS } from './limits.ts';
import { appendNotes, note } from './log.ts';
import type { FormatPlugin, PluginRegistry } from './plugin.ts';
import type { EventRecord } from './types.ts';

export interface CreateContext {
  readonly now: number;
  readonly seed: string;
}

/** The rounds a format recommends, or 3-4 (the seed's advice for both its event formats). */
export function recommendedRounds(plugin: FormatPlugin): readonly [number, number] {
  return plugin.roundsRecommended ?? [3, 4];
}

/** Refuses a cut size the format does not offer. */
export function checkCut(plugin: FormatPlugin, size: number | null): Result<number | null> {
  if (size === null) return ok(null);
  const sizes = plugin.cut?.sizes ?? [];
  if (sizes.length === 0) return refuse('NoCut', `${plugin.name} plays no cut.`);
  if (!sizes.includes(size)) {
    return refuse(
      'BadCutSize',
      `${plugin.name} offers a top ${sizes.join(', ')} cut, not a top ${size}.`,
    );
  }
  return ok(size);
}

const FIELDS = [
  'name',
  'format',
  'description',
  'notes',
  'rounds',
  'roundMinutes',
  'cut',
  'publishLists',
  'selfRegistration',
  'lateJoin',
];

/** A new event from a client's input. */
export function createEvent(
  input: unknown,
  ctx: CreateContext,
  plugins: PluginRegistry,
): Result<{ record: EventRecord; entries: EventRecord['log'] }> {
  if (!Number.isFinite(ctx.now)) return refuse('BadInput', 'The creation time must be a number.');
  const seed = readText(ctx.seed, 'seed', LIMITS.seed, { required: true });
  if (!seed.ok) return seed;
  const f = fields(input, 'The event', FIELDS);
  if (!f.ok) return f;
  const v = f.value;
  const name = readText(v.name, 'name', LIMITS.eventName, { required: true });
  if (!name.ok) return name;
  if (typeof v.format !== 'string') return refuse('BadInput', 'format must be text.');
  const plugin = pluginById(v.format, plugins);
  if (!plugin.ok) return plugin;
  const p = plugin.value;
  const description =
    v.description === undefined
      ? ok('')
      : readText(v.description, 'description', LIMITS.description, { multiline: true });
  if (!description.ok) return description;
  const notes =
    v.notes === undefined ? ok('') : readText(v.notes, 'notes', LIMITS.notes, { multiline: true });
  if (!notes.ok) return notes;
  const rounds =
    v.rounds === undefined
      ? ok(recommendedRounds(p)[0])
      : readInt(v.rounds, 'rounds', 1, LIMITS.rounds);
  if (!rounds.ok) return rounds;
  const minutes =
    v.roundMinutes === undefined
      ? ok(p.roundMinutes ?? null)
      : v.roundMinutes === null
        ? ok(null)
        : readInt(v.roundMinutes, 'roundMinutes', 1, LIMITS.roundMinutes);
  if (!minutes.ok) return minutes;
  const cutSize =
    v.cut === undefined || v.cut === null ? ok(null) : readInt(v.cut, 'cut', 2, LIMITS.players);
  if (!cutSize.ok) return cutSize;
  const cut = checkCut(p, cutSize.value);
  if (!cut.ok) return cut;
  const flags = [
    readFlag(v.publishLists, 'publishLists'),
    readFlag(v.selfRegistration, 'selfRegistration'),
  ];
  for (const flag of flags) if (!flag.ok) return flag;
  const lateJoin = v.lateJoin === undefined ? ok({}) : readMeasures(v.lateJoin, 'lateJoin');
  if (!lateJoin.ok) return lateJoin;

  const record: EventRecord = {
    kind: 'drift-event',
    version: 1,
    name: name.value,
    format: p.id,
    description: description.value,
    notes: notes.value,
    plannedRounds: rounds.value,
    roundMinutes: minutes.value,
    cut: cut.value,
    publishLists: flags[0]?.ok === true && flags[0].value,
    selfRegistration: flags[1]?.ok === true && flags[1].value,
    lateJoin: lateJoin.value,
    seed: seed.value,
    createdAt: ctx.now,
    status: 'registration',
    rules: {
      formatName: p.name,
      tables: p.tables,
      standingKeys: p.standingKeys.map(({ key, label }) => ({ key, label })),
      bye: { ...(p.bye ?? {}) },
      roundsRecommended: p.roundsRecommended
        ? [p.roundsRecommended[0], p.roundsRecommended[1]]
        : null,
      cutSizes: [...(p.cut?.sizes ?? [])],
      timerMarks: (p.timerMarks ?? []).map(({ minute, label }) => ({ minute, label })),
    },
    players: [],
    rounds: [],
    cutSeeds: null,
    nextPlayer: 1,
    log: [],
  };
  const text = `Event "${record.name}" created: ${p.name}, ${record.plannedRounds} rounds planned${
    record.cut === null ? '' : `, a top ${record.cut} cut`
  }.`;
  return ok(
    appendNotes(record, { kind: 'organizer' }, ctx.now, [
      note(text, 'CreateEvent', {
        name: record.name,
        format: record.format,
        rounds: record.plannedRounds,
        cut: record.cut,
      }),
    ]),
  );
}

function readFlag(value: unknown, what: string): Result<boolean> {
  return value === undefined ? ok(false) : readBool(value, what);
}
