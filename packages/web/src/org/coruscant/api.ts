/** The Coruscant campaign's client: the organized-play client at `/api/org/coruscant`. */
import type { CoruscantLogEntry, CoruscantView } from '@drift/formats';
import { orgApi } from '../net.ts';

export const coruscantApi = orgApi<CoruscantView, CoruscantLogEntry>('coruscant');
