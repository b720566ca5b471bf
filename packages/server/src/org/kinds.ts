/**
 * The formats' record kinds as the server serves them: events of the five event formats and the
 * Coruscant campaign tracker (with the one public line the list shows).
 */
import {
  type CoruscantRecord,
  coruscantExports,
  coruscantKind,
  eventKind,
  FORMAT_PLUGINS,
} from '@drift/formats';
import type { AnyOrgKind, OrgKind } from './kind.ts';

/**
 * A Coruscant campaign: the tracker, with a list line (name, players, where it stands) and the
 * scoreboard's downloads (each shows only what its reader may see).
 */
export const coruscantOrgKind: OrgKind<CoruscantRecord, unknown> = {
  ...coruscantKind,
  summary: (record) => ({
    name: record.name,
    players: record.state.players.map((p) => p.name),
    status: record.state.status,
  }),
  exports: { csv: coruscantExports.csv, json: coruscantExports.json },
};

/** Events of every format Drift runs (formats/src/plugins). */
export const eventOrgKind = eventKind(FORMAT_PLUGINS);

export const FORMATS_ORG_KINDS: readonly AnyOrgKind[] = [
  eventOrgKind as unknown as AnyOrgKind,
  coruscantOrgKind as unknown as AnyOrgKind,
];
