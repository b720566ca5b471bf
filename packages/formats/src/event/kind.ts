/**
 * The event as a record kind the server stores (shared contract, and the server's `OrgKind`):
 * create, apply, view, bound to a registry of formats, with the few extras the server asks for
 * (player ids for participant codes, a list line, log entries per viewer, exports). The server
 * passes `FORMAT_PLUGINS` (plugins/); tests pass their own.
 */
import type { Result, RuleError } from '@drift/engine';
import { applyEventCommand, readActor } from './apply.ts';
import { type CreateContext, createEvent } from './create.ts';
import { standingsCsv, standingsDocument } from './export.ts';
import { isFields } from './input.ts';
import { visibleEntry } from './log.ts';
import type { PluginRegistry } from './plugin.ts';
import type { Actor, EventRecord, EventStatus, LogEntry } from './types.ts';
import { type EventView, eventView } from './view.ts';

/** The public line of an event in a list. */
export interface EventSummary {
  readonly name: string;
  readonly format: string;
  readonly formatName: string;
  readonly status: EventStatus;
  readonly players: number;
  readonly rounds: number;
}

export interface EventKind {
  readonly name: 'event';
  create(input: unknown, ctx: CreateContext): Result<EventRecord, RuleError>;
  apply(
    record: EventRecord,
    actor: Actor,
    command: unknown,
    now: number,
  ): Result<{ record: EventRecord; entries: LogEntry[] }, RuleError>;
  view(record: EventRecord, actor: Actor): EventView;
  /** Every player id (a dropped player may still confirm a result). */
  playerIds(record: EventRecord): readonly string[];
  summary(record: EventRecord): EventSummary;
  /** A log entry as `actor` may see it; undefined for what is not an entry. */
  viewEntry(entry: unknown, actor: Actor): unknown;
  readonly exports: {
    csv(record: EventRecord, actor: Actor): string;
    json(record: EventRecord, actor: Actor): unknown;
  };
}

function isEntry(x: unknown): x is LogEntry {
  return isFields(x) && typeof x.seq === 'number' && typeof x.text === 'string' && isFields(x.data);
}

export function eventKind(plugins: PluginRegistry): EventKind {
  return {
    name: 'event',
    create(input, ctx) {
      const made = createEvent(input, ctx, plugins);
      return made.ok ? { ok: true, value: made.value.record } : made;
    },
    apply: (record, actor, command, now) => applyEventCommand(record, actor, command, now, plugins),
    view: eventView,
    playerIds: (record) => record.players.map((p) => p.id),
    summary: (record) => ({
      name: record.name,
      format: record.format,
      formatName: record.rules.formatName,
      status: record.status,
      players: record.players.length,
      rounds: record.rounds.length,
    }),
    viewEntry(entry, actor) {
      const who = readActor(actor);
      return isEntry(entry) && who.ok ? visibleEntry(entry, who.value) : undefined;
    },
    exports: {
      csv: (record) => standingsCsv(record),
      json: (record) => standingsDocument(record),
    },
  };
}
