/**
 * The events' HTTP calls (docs/protocol.md, "Organized play"): `/api/org/events`, over the
 * shared organized-play client. Every call answers an ApiResult, so a refusal shows the server's
 * own sentence (a format's refusal of a result names the table and the field).
 */
import type { EventView } from '@drift/formats';
import type { ApiResult } from '../../net/http.ts';
import { type OrgActor, type OrgCreated, type OrgPass, type OrgSeen, orgApi } from '../net.ts';

export type { ApiResult };

export type Created = OrgCreated<EventView>;

export type { OrgActor };

export type Loaded = OrgSeen<EventView>;

export interface Applied {
  readonly revision: number;
  readonly view: EventView;
}

export type Participant = OrgPass;

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

const api = orgApi<EventView>('events');
const at = (id: string) => `/api/org/events/${encodeURIComponent(id)}`;

/** The events' calls over the shared organized-play client (org/net.ts). */
export const eventsApi = {
  create: (input: Readonly<Record<string, unknown>>): Promise<ApiResult<Created>> =>
    api.create(input),
  get: (id: string, token?: string | null): Promise<ApiResult<Loaded>> =>
    api.get(id, token ?? undefined),
  list: (limit = 20) => api.list(limit) as Promise<ApiResult<{ records: EventListing[] }>>,
  /** A command; with `revision`, only if nobody changed the event since (409 RecordChanged). */
  command: (
    id: string,
    token: string | null,
    command: unknown,
    revision?: number,
  ): Promise<ApiResult<Applied>> => api.command(id, token ?? '', command, revision),
  /** A new participant code for a player (the old one stops working). */
  participant: (id: string, token: string, player: string): Promise<ApiResult<Participant>> =>
    api.participant(id, token, player),
  /** The standings file's address (public: a plain link downloads it). */
  exportHref: (id: string, format: 'csv' | 'json') => `${at(id)}/export.${format}`,
};
