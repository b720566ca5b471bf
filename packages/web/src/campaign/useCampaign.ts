/** A campaign as its page holds it: loaded with this browser's player token, refreshed while a game runs. */
import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from '../net/http.ts';
import { api } from '../net/http.ts';
import { asPlayer } from '../net/player.ts';
import type { CampaignDetails } from '../net/protocol.ts';

/** While a game is being played the page asks again this often (its result is recorded at its end). */
const REFRESH_MS = 5000;

export function useCampaign(id: string) {
  const [view, setView] = useState<CampaignDetails | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const r = await asPlayer((t) => api.campaign(t, id));
    if (r.ok) {
      setView(r.value);
      setError(null);
    } else setError(r.error.message);
  }, [id]);

  useEffect(() => {
    void load();
  }, [load]);

  const pending = view?.pendingMatch ?? null;
  useEffect(() => {
    if (pending === null) return;
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [pending, load]);

  /** Runs a call that answers the campaign; shows its refusal if it is refused. */
  const act = useCallback(
    async <T>(call: (token: string) => Promise<ApiResult<T>>, after?: (value: T) => void) => {
      setBusy(true);
      const r = await asPlayer(call);
      setBusy(false);
      if (!r.ok) {
        setError(r.error.message);
        return;
      }
      setError(null);
      after?.(r.value);
    },
    [],
  );

  return { view, setView, error, setError, busy, act, reload: load };
}
