/**
 * The few HTTP calls the table helper makes (docs/protocol.md, "Organized play"): read an event
 * as this browser's key lets it, and send the pod's result. The keys are the ones the event
 * pages keep in localStorage (`drift:org:events:<id>`: the organizer's token, or the code a
 * participant joined with). When the shared organized-play client lands, this folds into it.
 */

import type { AceResult, EventView } from '@drift/formats';
import type { ApiResult } from '../../net/http.ts';
import type { ApiError } from '../../net/protocol.ts';
import { keptEvent } from '../events/keep.ts';

export interface EventSeen {
  readonly revision: number;
  readonly as: { readonly kind: 'organizer' | 'player' | 'public'; readonly player?: string };
  readonly view: EventView;
}

/** This browser's key to an event, as the event pages kept it. */
export type EventKey =
  | { readonly as: 'organizer'; readonly token: string }
  | { readonly as: 'player'; readonly token: string; readonly player: string };

const UNREACHABLE: ApiError = {
  code: 'Unreachable',
  message: 'The server does not answer. Is it running? Trying again may help.',
};

function isApiError(body: unknown): body is ApiError {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { code?: unknown }).code === 'string' &&
    typeof (body as { message?: unknown }).message === 'string'
  );
}

async function call<T>(path: string, token?: string, body?: unknown): Promise<ApiResult<T>> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return { ok: false, error: UNREACHABLE };
  }
  let parsed: unknown = null;
  try {
    parsed = await res.json();
  } catch {
    parsed = null;
  }
  if (res.ok) return { ok: true, value: parsed as T };
  return {
    ok: false,
    error: isApiError(parsed)
      ? parsed
      : { code: 'HttpError', message: `The server answered ${res.status} without a reason.` },
  };
}

const eventPath = (id: string) => `/api/org/events/${encodeURIComponent(id)}`;

/** The event as `token`'s holder sees it (the public's view without one). */
export function getEvent(id: string, token?: string): Promise<ApiResult<EventSeen>> {
  return call<EventSeen>(eventPath(id), token);
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
  return call(`${eventPath(id)}/commands`, key.token, {
    command: { type, round, table, result },
  });
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
