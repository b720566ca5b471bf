/**
 * The formats' record kinds as the server serves them: the Coruscant campaign tracker and (once
 * wired) events. Each adds the one public line the list shows.
 */
import { type CoruscantRecord, coruscantKind } from '@drift/formats';
import type { AnyOrgKind, OrgKind } from './kind.ts';

/** A Coruscant campaign: the tracker, with a list line (name, players, where it stands). */
export const coruscantOrgKind: OrgKind<CoruscantRecord, unknown> = {
  ...coruscantKind,
  summary: (record) => ({
    name: record.name,
    players: record.state.players.map((p) => p.name),
    status: record.state.status,
  }),
};

export const FORMATS_ORG_KINDS: readonly AnyOrgKind[] = [coruscantOrgKind as unknown as AnyOrgKind];
