/**
 * A campaign as its page holds it: read with this browser's key (the organizer's token or a
 * player's code; none is anyone's view), read again every little while so a table sees the
 * others' entries, and changed by commands at the revision the page saw.
 */
import type { CoruscantView } from '@drift/formats';
import { useCallback, useEffect, useRef, useState } from 'react';
import { forgetToken, type KeptOrgRecord, keptOrgRecord, type OrgSeen, tokenOf } from '../net.ts';
import { coruscantApi } from './api.ts';

/** How often an open page reads the campaign again. */
export const REFRESH_MS = 10_000;

export type Act = (command: unknown) => Promise<string | null>;

export function useCampaign(id: string) {
  const [kept, setKept] = useState<KeptOrgRecord | null>(() => keptOrgRecord('coruscant', id));
  const [seen, setSeen] = useState<OrgSeen<CoruscantView> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const token = tokenOf(kept);
  const revision = useRef<number | undefined>(undefined);

  const load = useCallback(async () => {
    const r = await coruscantApi.get(id, token);
    if (r.ok) {
      revision.current = r.value.revision;
      setSeen(r.value);
      setError(null);
      return;
    }
    if (token && r.error.code === 'UnknownOrgToken') {
      // A code the organizer replaced: read on as anyone, and say so.
      forgetToken('coruscant', id, token);
      setKept(keptOrgRecord('coruscant', id));
      setNotice(
        'This browser’s code for the campaign no longer works: ask the organizer for a new one.',
      );
      return;
    }
    setError(r.error.message);
  }, [id, token]);

  useEffect(() => {
    void load();
    const timer = setInterval(() => {
      if (typeof document === 'undefined' || document.visibilityState !== 'hidden') void load();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);

  /** Sends a command; answers null when it was accepted, else the tracker's refusal. */
  const act: Act = useCallback(
    async (command: unknown) => {
      if (!token) return 'Only the organizer and the players change the campaign.';
      const r = await coruscantApi.send(id, token, command, { revision: revision.current });
      if (!r.ok) {
        if (r.error.code === 'RecordChanged') void load();
        return r.error.message;
      }
      revision.current = r.value.revision;
      setSeen((old) => (old ? { ...old, revision: r.value.revision, view: r.value.view } : old));
      setNotice(
        r.value.retried > 0
          ? 'Someone else changed the campaign meanwhile; your entry was checked against the newest record.'
          : null,
      );
      return null;
    },
    [id, token, load],
  );

  const refreshKept = useCallback(() => setKept(keptOrgRecord('coruscant', id)), [id]);

  return { seen, error, notice, kept, token, act, reload: load, refreshKept };
}
