/**
 * The events' HTTP client (docs/protocol.md, "Organized play"): `/api/org/events`. Thin on
 * purpose: every call answers an ApiResult, so a refusal shows the server's own sentence (a
 * format's refusal of a result names the table and the field).
 */
import type { EventView } from '@drift/formats';
import type { ApiResult } from '../../net/http.ts';

export type { ApiResult };

const BASE = '/api/org/events';

const UNREACHABLE = {
  code: 'Unreachable',
  message: 'The server does not answer. Is it running? Trying again may help.',
};

export interface Created {
  readonly id: string;
  readonly organizerToken: string;
  readonly revision: number;
  readonly view: EventView;
}

export type OrgActor =
  | { readonly kind: 'organizer' }
  | { readonly kind: 'player'; readonly player: string }
  | { readonly kind: 'public' };

export interface Loaded {
  readonly id: string;
  readonly revision: number;
  readonly updatedAt: number;
  readonly as: OrgActor;
  readonly view: EventView;
}

export interface Applied {
  readonly revision: number;
  readonly view: EventView;
}

export interface Participant {
  readonly player: string;
  readonly code: string;
  readonly path: string;
  readonly url: string | null;
}

export interface EventListing {
  readonly id: string;
  readonly createdAt?: number;
  readonly updatedAt: number;
  readonly summary: {
    readonly name: string;
    readonly formatName: string;
    readonly status: string;
    readonly players: number;
  } | null;
}

async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  token?: string | null,
  body?: unknown,
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, {
      method,
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
  const e = parsed as { code?: unknown; message?: unknown } | null;
  if (e && typeof e.code === 'string' && typeof e.message === 'string') {
    return { ok: false, error: { code: e.code, message: e.message } };
  }
  return {
    ok: false,
    error: { code: 'HttpError', message: `The server answered ${res.status} without a reason.` },
  };
}

const at = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const eventsApi = {
  create: (input: Readonly<Record<string, unknown>>) => call<Created>('POST', BASE, null, input),
  get: (id: string, token?: string | null) => call<Loaded>('GET', at(id), token),
  list: (limit = 20) => call<{ records: EventListing[] }>('GET', `${BASE}?limit=${limit}`),
  /** A command; with `revision`, only if nobody changed the event since (409 RecordChanged). */
  command: (id: string, token: string | null, command: unknown, revision?: number) =>
    call<Applied>(
      'POST',
      `${at(id)}/commands`,
      token,
      revision === undefined ? { command } : { revision, command },
    ),
  /** A new participant code for a player (the old one stops working). */
  participant: (id: string, token: string, player: string) =>
    call<Participant>('POST', `${at(id)}/participants`, token, { player }),
  /** The standings file's address (public: a plain link downloads it). */
  exportHref: (id: string, format: 'csv' | 'json') => `${at(id)}/export.${format}`,
};
