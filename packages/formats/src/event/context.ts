/** What every command handler gets, what it returns, and who may do what. */
import { ok, type Result, refuse } from '@drift/engine';
import type { Note } from './log.ts';
import type { FormatPlugin } from './plugin.ts';
import type { Actor, EventPlayer, EventRecord } from './types.ts';

export interface Ctx {
  readonly record: EventRecord;
  readonly actor: Actor;
  readonly now: number;
  readonly plugin: FormatPlugin;
}

/** A handler's answer: the changed record and what to log about it. */
export type Outcome = Result<{ readonly record: EventRecord; readonly notes: readonly Note[] }>;

export function changed(record: EventRecord, ...notes: Note[]): Outcome {
  return ok({ record, notes });
}

export function organizerOnly(actor: Actor, doing: string): Result<true> {
  return actor.kind === 'organizer'
    ? ok(true)
    : refuse('NotAllowed', `Only the organizer may ${doing}.`);
}

export function findPlayer(record: EventRecord, id: string): Result<EventPlayer> {
  const p = record.players.find((x) => x.id === id);
  return p ? ok(p) : refuse('UnknownPlayer', `No player ${id} is registered in this event.`);
}

/** The organizer, or the player `id` acting for themselves. */
export function organizerOrSelf(actor: Actor, id: string, doing: string): Result<true> {
  if (actor.kind === 'organizer' || (actor.kind === 'player' && actor.player === id))
    return ok(true);
  return refuse('NotAllowed', `Only the organizer or the player themselves may ${doing}.`);
}

/** Names compared as a person would: case and inner spacing ignored. */
export function nameKey(name: string): string {
  return name.normalize('NFC').toLowerCase().replace(/\s+/g, ' ');
}

export function duplicateName(record: EventRecord, name: string, except?: string): Result<true> {
  const key = nameKey(name);
  const other = record.players.find((p) => p.id !== except && nameKey(p.name) === key);
  return other
    ? refuse('DuplicateName', `A player named "${other.name}" is already registered (${other.id}).`)
    : ok(true);
}

export function swissCount(record: EventRecord): number {
  return record.rounds.filter((r) => r.stage === 'swiss').length;
}
