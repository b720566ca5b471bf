/** The Coruscant campaign's client: the organized-play client at `/api/org/coruscant`. */
import type { CoruscantLogEntry, CoruscantView } from '@drift/formats';
import { orgApi } from '../net.ts';

export const coruscantApi = orgApi<CoruscantView, CoruscantLogEntry>('coruscant');

/** The scoreboard file's address (a plain link downloads what anyone may see). */
export const coruscantExportHref = (id: string, format: 'csv' | 'json'): string =>
  `/api/org/coruscant/${encodeURIComponent(id)}/export.${format}`;
