/**
 * The few HTTP calls the table helper makes (docs/protocol.md, "Organized play"): read an event
 * as this browser's key lets it, and send the pod's result. The keys are the ones the event
 * pages keep in localStorage (`drift:event:<id>`: the organizer's token, or the code a
 * participant joined with), over the shared organized-play client (org/net.ts).
 */

import type { AceResult, EventView } from '@drift/formats';
import type { ApiResult } from '../../net/http.ts';
import { keptEvent } from '../events/keep.ts';
import { orgApi } from '../net.ts';

export interface EventSeen {
  readonly revision: number;
  readonly as: { readonly kind: 'organizer' | 'player' | 'public'; readonly player?: string };
  readonly view: EventView;
}

/** This browser's key to an event, as the event pages kept it. */
export type EventKey =
  | { readonly as: 'organizer'; readonly token: string }
  | { readonly as: 'player'; readonly token: string; readonly player: string };

const events = orgApi<EventView>('events');

/** The event as `token`'s holder sees it (the public's view without one). */
export function getEvent(id: string, token?: string): Promise<ApiResult<EventSeen>> {
  return events.get(id, token);
}

/**
 * Sends the pod's result: `SetResult` for the organizer (counted at once), `SubmitResult` for a
 * participant (the other players confirm it). No revision: a table's result stands on its own.
 */
export function sendResult(
  id: string,
  key: EventKey,
  round: number,
  table: number,
  result: AceResult,
): Promise<ApiResult<{ revision: number; view: EventView }>> {
  const type = key.as === 'organizer' ? 'SetResult' : 'SubmitResult';
  return events.command(id, key.token, { type, round, table, result });
}

/** The key the event pages kept for this event (events/keep.ts): the organizer's token first. */
export function eventKey(id: string): EventKey | null {
  const kept = keptEvent(id);
  if (!kept) return null;
  if (kept.organizerToken && !kept.asPlayer) return { as: 'organizer', token: kept.organizerToken };
  if (kept.code && kept.player) return { as: 'player', token: kept.code, player: kept.player };
  if (kept.organizerToken) return { as: 'organizer', token: kept.organizerToken };
  return null;
}
