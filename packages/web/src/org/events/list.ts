/**
 * The events list's pure parts: this browser's events and the server's, as lines to show, and
 * what a typed join code or pasted join link leads to.
 */
import { type OrgRoute, parseRoute } from '../../app/router.ts';
import type { EventListing } from './api.ts';
import type { KeptEvent } from './keep.ts';

/** The events list, the crumb of every event page under it. */
export const EVENTS = { text: 'Events', to: { page: 'org-events' } } as const;

export interface EventLine {
  readonly id: string;
  readonly name: string;
  readonly formatName: string | null;
  readonly status: string | null;
  readonly players: number | null;
  /** What this browser holds for it. */
  readonly organizer: boolean;
  readonly player: boolean;
}

function line(id: string, listed: EventListing | undefined, kept: KeptEvent | undefined) {
  const s = listed?.summary ?? null;
  return {
    id,
    name: s?.name || kept?.name || id,
    formatName: s?.formatName ?? null,
    status: s?.status ?? null,
    players: typeof s?.players === 'number' ? s.players : null,
    organizer: Boolean(kept?.organizerToken),
    player: Boolean(kept?.code),
  };
}

/** This browser's events (organized and joined), most recently opened first. */
export function yourEvents(
  kept: readonly KeptEvent[],
  listed: readonly EventListing[],
): EventLine[] {
  return [...kept]
    .sort((a, b) => b.seen - a.seen)
    .map((k) =>
      line(
        k.id,
        listed.find((l) => l.id === k.id),
        k,
      ),
    );
}

/** The server's public list, newest first (by creation, else by last change). */
export function serverEvents(
  listed: readonly EventListing[],
  kept: readonly KeptEvent[],
): EventLine[] {
  const when = (l: EventListing) => l.createdAt ?? l.updatedAt;
  return [...listed]
    .sort((a, b) => when(b) - when(a))
    .map((l) =>
      line(
        l.id,
        l,
        kept.find((k) => k.id === l.id),
      ),
    );
}

export type JoinTarget =
  | { readonly ok: true; readonly route: Extract<OrgRoute, { page: 'org-event-join' }> }
  | { readonly ok: false; readonly message: string };

/** Where a typed code (for the event picked) or a pasted join link leads, or what is wrong. */
export function joinTarget(typed: string, event: string | null): JoinTarget {
  const text = typed.trim();
  if (!text) return { ok: false, message: 'Type the code the organizer gave you.' };
  const hash = text.indexOf('#');
  if (hash >= 0) {
    const route = parseRoute(text.slice(hash));
    return route.page === 'org-event-join'
      ? { ok: true, route }
      : { ok: false, message: 'That link is not an event’s join link.' };
  }
  const code = text.replace(/\s+/g, '');
  // The router decides what a code looks like: the join address it would read.
  const route = parseRoute(`#/org/events/${event ?? 'picked'}/join/${encodeURIComponent(code)}`);
  if (route.page !== 'org-event-join') {
    return {
      ok: false,
      message: 'A code looks like 7KQM-3XPA-D9RT: letters and digits, in three groups.',
    };
  }
  if (!event) return { ok: false, message: 'Pick the event you play in, then open it.' };
  return { ok: true, route };
}
