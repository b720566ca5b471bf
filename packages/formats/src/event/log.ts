/**
 * The change log: every accepted command appends entries (what changed, in words and as data).
 * Non-organizers see the words, never the data (it may hold squads or unconfirmed results).
 */
import type { Actor, EventRecord, Json, LogEntry } from './types.ts';

/** An entry before it gets its seq, time and actor. */
export interface Note {
  readonly text: string;
  readonly data: { readonly type: string; readonly [k: string]: Json };
}

export function note(text: string, type: string, data: { readonly [k: string]: Json } = {}): Note {
  return { text, data: { type, ...data } };
}

/** The seq the next entry will get. */
export function nextSeq(record: EventRecord): number {
  return record.log.length + 1;
}

/** The record with the notes appended as entries, and those entries. */
export function appendNotes(
  record: EventRecord,
  actor: Actor,
  now: number,
  notes: readonly Note[],
): { record: EventRecord; entries: LogEntry[] } {
  const first = nextSeq(record);
  const entries = notes.map((n, i) => ({ seq: first + i, at: now, actor, ...n }));
  return { record: { ...record, log: [...record.log, ...entries] }, entries };
}

/** An entry as `viewer` may see it (the server sends entries through this). */
export function visibleEntry(entry: LogEntry, viewer: Actor): LogEntry | Omit<LogEntry, 'data'> {
  if (viewer.kind === 'organizer') return entry;
  const { data: _data, ...words } = entry;
  return words;
}

/** A player's name, or the id if unknown. */
export function nameOf(record: EventRecord, id: string): string {
  return record.players.find((p) => p.id === id)?.name ?? id;
}

/** "Alice, Bob and Carol". */
export function names(record: EventRecord, ids: readonly string[]): string {
  const list = ids.map((id) => nameOf(record, id));
  if (list.length <= 1) return list[0] ?? 'nobody';
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}
