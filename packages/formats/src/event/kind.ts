/**
 * The event as a record kind the server stores (shared contract): create, apply, view, bound to
 * a registry of formats. The server passes {@link formatPlugins}; tests pass their own.
 */
import type { Result, RuleError } from '@drift/engine';
import { applyEventCommand } from './apply.ts';
import { type CreateContext, createEvent } from './create.ts';
import type { PluginRegistry } from './plugin.ts';
import type { Actor, EventRecord, LogEntry } from './types.ts';
import { type EventView, eventView } from './view.ts';

export interface EventKind {
  create(input: unknown, ctx: CreateContext): Result<EventRecord, RuleError>;
  /** The new record and its first log entry. */
  createWithEntries(
    input: unknown,
    ctx: CreateContext,
  ): Result<{ record: EventRecord; entries: LogEntry[] }, RuleError>;
  apply(
    record: EventRecord,
    actor: Actor,
    command: unknown,
    now: number,
  ): Result<{ record: EventRecord; entries: LogEntry[] }, RuleError>;
  view(record: EventRecord, actor: Actor): EventView;
}

export function eventKind(plugins: PluginRegistry): EventKind {
  return {
    create(input, ctx) {
      const made = createEvent(input, ctx, plugins);
      return made.ok ? { ok: true, value: made.value.record } : made;
    },
    createWithEntries: (input, ctx) => {
      const made = createEvent(input, ctx, plugins);
      return made.ok
        ? { ok: true, value: { ...made.value, entries: [...made.value.entries] } }
        : made;
    },
    apply: (record, actor, command, now) => applyEventCommand(record, actor, command, now, plugins),
    view: eventView,
  };
}
