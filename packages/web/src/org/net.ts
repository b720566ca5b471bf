/**
 * The organized-play client (docs/protocol.md, "Organized play"), the same for every record
 * kind: events under `/api/org/events`, Coruscant campaigns under `/api/org/coruscant`. Every
 * call answers an `ApiResult`, so a refusal shows the server's (or the record kind's) own
 * sentence and a network failure says so in plain words.
 *
 *   const events = orgApi<EventView>('events');
 *   const made = await events.create(body);            // organizer token in made.value
 *   const seen = await events.get(id, token);          // view as that token's actor
 *   const done = await events.send(id, token, cmd, { revision: seen.value.revision });
 *
 * `send` applies a command at the revision the page saw; when someone else wrote first
 * (409 `RecordChanged`) it reads the record again and asks `again` what to send now (by default
 * the same command, which the kind checks against the newest state), a few times at most.
 *
 * The second half keeps this browser's keys to records in localStorage, one entry per record
 * (`drift:org:<kind>:<id>`): the organizer's token, a participant's code, and the codes the
 * organizer handed out (to show them again).
 */
import type { ApiResult } from '../net/http.ts';
import type { ApiError } from '../net/protocol.ts';

/** The record kinds by the path the server serves them under. */
export type OrgKindPath = 'events' | 'coruscant';

/** Whom a token stands for on a record. */
export type OrgActor =
  | { readonly kind: 'organizer' }
  | { readonly kind: 'player'; readonly player: string }
  | { readonly kind: 'public' };

export interface OrgCreated<V> {
  readonly id: string;
  /** The only proof of being the organizer: keep it (see `keepOrganizer`). */
  readonly organizerToken: string;
  readonly revision: number;
  readonly createdAt: number;
  readonly view: V;
}

export interface OrgSeen<V> {
  readonly id: string;
  readonly kind: string;
  readonly revision: number;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly as: OrgActor;
  readonly view: V;
}

export interface OrgSummary {
  readonly id: string;
  readonly revision: number;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly summary: unknown;
}

export interface OrgApplied<V> {
  readonly revision: number;
  readonly view: V;
  /** How many times the command was sent again after someone else wrote first. */
  readonly retried: number;
}

/** A participant's code and the join page's path (`#/org/<kind>/<id>/join/<code>`). */
export interface OrgPass {
  readonly player: string;
  readonly code: string;
  readonly path: string;
  /** The whole link, when the server knows its address. */
  readonly url: string | null;
}

export interface OrgLogPage<E> {
  readonly entries: readonly {
    readonly seq: number;
    readonly revision: number;
    readonly at: number;
    readonly actor: OrgActor;
    readonly entry: E;
  }[];
  readonly after: number;
  readonly more: boolean;
}

export interface OrgFile {
  readonly name: string;
  readonly text: string;
}

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

const noReason = (status: number): ApiError => ({
  code: 'HttpError',
  message: `The server answered ${status} without a reason.`,
});

async function request(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  token: string | undefined,
): Promise<Response | null> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    return await fetch(path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return null;
  }
}

async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  token?: string,
): Promise<ApiResult<T>> {
  const res = await request(method, path, body, token);
  if (!res) return { ok: false, error: UNREACHABLE };
  let parsed: unknown = null;
  try {
    parsed = await res.json();
  } catch {
    parsed = null;
  }
  if (res.ok) return { ok: true, value: parsed as T };
  return { ok: false, error: isApiError(parsed) ? parsed : noReason(res.status) };
}

async function download(path: string, token?: string): Promise<ApiResult<OrgFile>> {
  const res = await request('GET', path, undefined, token);
  if (!res) return { ok: false, error: UNREACHABLE };
  const text = await res.text();
  if (!res.ok) {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    return { ok: false, error: isApiError(parsed) ? parsed : noReason(res.status) };
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  return { ok: true, value: { name: name ?? path.split('/').pop() ?? 'record', text } };
}

export interface SendOptions<V> {
  /** The revision the page saw; without it the server applies the command to the newest. */
  readonly revision?: number | undefined;
  /** After a `RecordChanged`: the command to send now, or null to give up. */
  readonly again?: (seen: OrgSeen<V>) => unknown | null;
  /** Sends at most this many times in all (default 3). */
  readonly tries?: number;
}

/** The client of one record kind; `V` is what its view looks like, `E` a log entry. */
export function orgApi<V, E = unknown>(kind: OrgKindPath) {
  const base = `/api/org/${kind}`;
  const at = (id: string) => `${base}/${encodeURIComponent(id)}`;
  const api = {
    create: (body: unknown) => call<OrgCreated<V>>('POST', base, body),
    list: (limit = 20) => call<{ records: OrgSummary[] }>('GET', `${base}?limit=${limit}`),
    /** The record as `token`'s holder sees it (anyone's view without a token). */
    get: (id: string, token?: string) => call<OrgSeen<V>>('GET', at(id), undefined, token),
    /** One command, once; `revision` as in `SendOptions`. */
    command: (id: string, token: string, command: unknown, revision?: number) =>
      call<{ revision: number; view: V }>(
        'POST',
        `${at(id)}/commands`,
        revision === undefined ? { command } : { revision, command },
        token,
      ),
    /** A command at a revision, sent again on `RecordChanged` as `again` says. */
    send: async (
      id: string,
      token: string,
      command: unknown,
      options: SendOptions<V> = {},
    ): Promise<ApiResult<OrgApplied<V>>> => {
      const tries = Math.max(1, options.tries ?? 3);
      let next: unknown = command;
      let revision = options.revision;
      for (let retried = 0; ; retried++) {
        const r = await api.command(id, token, next, revision);
        if (r.ok) return { ok: true, value: { ...r.value, retried } };
        if (r.error.code !== 'RecordChanged' || retried + 1 >= tries) return r;
        const seen = await api.get(id, token);
        if (!seen.ok) return seen;
        const again = options.again ? options.again(seen.value) : next;
        if (again === null) return r;
        next = again;
        revision = seen.value.revision;
      }
    },
    /** The organizer gives a player a code (the player's earlier code stops working). */
    participant: (id: string, token: string, player: string) =>
      call<OrgPass>('POST', `${at(id)}/participants`, { player }, token),
    log: (id: string, token: string, page: { after?: number; limit?: number } = {}) => {
      const q = new URLSearchParams();
      if (page.after !== undefined) q.set('after', String(page.after));
      if (page.limit !== undefined) q.set('limit', String(page.limit));
      const query = q.toString() ? `?${q}` : '';
      return call<OrgLogPage<E>>('GET', `${at(id)}/log${query}`, undefined, token);
    },
    /** A download of what `token`'s holder may see (404 `NoExport` when the kind has none). */
    exportFile: (id: string, format: 'csv' | 'json', token?: string) =>
      download(`${at(id)}/export.${format}`, token),
  };
  return api;
}

// ---- This browser's keys to records ------------------------------------------------------

export interface KeptOrgRecord {
  readonly kind: OrgKindPath;
  readonly id: string;
  /** The record's name, for lists. */
  readonly name?: string;
  readonly organizerToken?: string;
  /** This browser's player on the record, by the code the organizer gave. */
  readonly participant?: { readonly player: string; readonly code: string };
  /** Codes the organizer handed out, by player (the organizer's browser only). */
  readonly codes?: Readonly<Record<string, string>>;
  readonly seen: number;
}

const PREFIX = 'drift:org:';
const ID = /^[A-Za-z0-9_-]{6,64}$/;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const str = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length < 200;

function parseKept(kind: OrgKindPath, id: string, text: string | null): KeptOrgRecord | null {
  if (!text || !ID.test(id)) return null;
  try {
    const raw: unknown = JSON.parse(text);
    if (typeof raw !== 'object' || raw === null) return null;
    const r = raw as Record<string, unknown>;
    const p = r.participant as Record<string, unknown> | undefined;
    const codes: Record<string, string> = {};
    if (typeof r.codes === 'object' && r.codes !== null) {
      for (const [player, code] of Object.entries(r.codes)) if (str(code)) codes[player] = code;
    }
    return {
      kind,
      id,
      ...(str(r.name) ? { name: r.name } : {}),
      ...(str(r.organizerToken) ? { organizerToken: r.organizerToken } : {}),
      ...(p && str(p.player) && str(p.code)
        ? { participant: { player: p.player, code: p.code } }
        : {}),
      ...(Object.keys(codes).length > 0 ? { codes } : {}),
      seen: typeof r.seen === 'number' ? r.seen : 0,
    };
  } catch {
    return null;
  }
}

export function keptOrgRecord(kind: OrgKindPath, id: string): KeptOrgRecord | null {
  return parseKept(kind, id, storage()?.getItem(`${PREFIX}${kind}:${id}`) ?? null);
}

function writeKept(record: KeptOrgRecord): void {
  const { kind, id, ...rest } = record;
  try {
    storage()?.setItem(`${PREFIX}${kind}:${id}`, JSON.stringify(rest));
  } catch {
    // A full or forbidden storage: the page works on; the key is just not kept.
  }
}

function changeKept(
  kind: OrgKindPath,
  id: string,
  change: (old: KeptOrgRecord) => KeptOrgRecord,
): void {
  const old = keptOrgRecord(kind, id) ?? { kind, id, seen: 0 };
  writeKept({ ...change(old), seen: Date.now() });
}

/** Keeps the organizer's token of a record just made. */
export function keepOrganizer(kind: OrgKindPath, id: string, token: string, name?: string): void {
  changeKept(kind, id, (old) => ({ ...old, organizerToken: token, ...(name ? { name } : {}) }));
}

/** Keeps the code a participant joined with. */
export function keepParticipant(
  kind: OrgKindPath,
  id: string,
  player: string,
  code: string,
  name?: string,
): void {
  changeKept(kind, id, (old) => ({
    ...old,
    participant: { player, code },
    ...(name ? { name } : {}),
  }));
}

/** Remembers a code the organizer handed out, to show it again. */
export function keepHandedCode(kind: OrgKindPath, id: string, player: string, code: string): void {
  changeKept(kind, id, (old) => ({ ...old, codes: { ...old.codes, [player]: code } }));
}

/** Forgets a token the server no longer knows (a code the organizer replaced). */
export function forgetToken(kind: OrgKindPath, id: string, token: string): void {
  const old = keptOrgRecord(kind, id);
  if (!old) return;
  const { organizerToken, participant, ...rest } = old;
  writeKept({
    ...rest,
    ...(organizerToken && organizerToken !== token ? { organizerToken } : {}),
    ...(participant && participant.code !== token ? { participant } : {}),
  });
}

/** The token to read and write a record with: the organizer's, else the participant's. */
export function tokenOf(kept: KeptOrgRecord | null): string | undefined {
  return kept?.organizerToken ?? kept?.participant?.code;
}

/** Every record of a kind this browser holds a key to, most recently opened first. */
export function keptOrgRecords(kind: OrgKindPath): KeptOrgRecord[] {
  const s = storage();
  if (!s) return [];
  const out: KeptOrgRecord[] = [];
  const prefix = `${PREFIX}${kind}:`;
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (!key?.startsWith(prefix)) continue;
    const kept = parseKept(kind, key.slice(prefix.length), s.getItem(key));
    if (kept) out.push(kept);
  }
  return out.sort((a, b) => b.seen - a.seen);
}
