/**
 * An event as its page holds it: read with this browser's organizer token or participant code
 * (the public view without either), asked again every few seconds while the page is in view
 * (phones at a venue follow the round), and changed by commands whose refusals come back as
 * the server's sentence.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { eventsApi, type Loaded } from './api.ts';
import { withNames } from './forms/preview.ts';
import { forgetJoined, forgetOrganizer, type KeptEvent, keepEvent, keptEvent } from './keep.ts';

const REFRESH_MS = 5000;

export type Outcome = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** The token the page reads with: the player's code when chosen, else the organizer's, else the code. */
export function tokenOf(kept: KeptEvent | null): string | null {
  if (!kept) return null;
  if (kept.asPlayer && kept.code) return kept.code;
  return kept.organizerToken ?? kept.code ?? null;
}

export function useEvent(id: string) {
  const [kept, setKept] = useState<KeptEvent | null>(() => keptEvent(id));
  const [current, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const revision = useRef(-1);
  const loaded = useRef<Loaded | null>(null);
  const token = tokenOf(kept);

  const take = useCallback((next: Loaded) => {
    if (next.revision < revision.current) return;
    revision.current = next.revision;
    setLoaded(next);
  }, []);

  const load = useCallback(async () => {
    const r = await eventsApi.get(id, token);
    if (r.ok) {
      take(r.value);
      setError(null);
      return;
    }
    if (token && (r.error.code === 'UnknownOrgToken' || r.error.code === 'BadOrgToken')) {
      // A code replaced by the organizer, or a token of another server: read as the public.
      if (kept?.asPlayer || (!kept?.organizerToken && kept?.code)) forgetJoined(id);
      else forgetOrganizer(id);
      setNotice('This browser’s key to the event no longer works; you see what everyone sees.');
      setKept(keptEvent(id));
      return;
    }
    setError(r.error.message);
  }, [id, token, kept, take]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    const timer = setInterval(() => {
      if (typeof document === 'undefined' || document.visibilityState !== 'hidden') void load();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);

  /** Sends a command; `guarded` sends the revision seen, so a change meanwhile is refused. */
  const act = useCallback(
    async (command: unknown, guarded = false): Promise<Outcome> => {
      const r = await eventsApi.command(
        id,
        token,
        command,
        guarded && revision.current >= 0 ? revision.current : undefined,
      );
      if (r.ok) {
        setLoaded((old) => {
          if (!old || r.value.revision < revision.current) return old;
          revision.current = r.value.revision;
          return { ...old, revision: r.value.revision, view: r.value.view };
        });
        return { ok: true };
      }
      if (r.error.code === 'RecordChanged') {
        await load();
        return {
          ok: false,
          message: 'The event changed meanwhile (a result came in?): look again, then try again.',
        };
      }
      const players = (loaded.current?.view.players ?? []).map((p) => ({
        player: p.id,
        name: p.name,
      }));
      return { ok: false, message: withNames(r.error.message, players) };
    },
    [id, token, load],
  );

  /** Changes what this browser keeps of the event, and reads it again as that. */
  const rekeep = useCallback(
    (change: (old: KeptEvent) => KeptEvent) => {
      keepEvent(id, change);
      setKept(keptEvent(id));
    },
    [id],
  );

  loaded.current = current;
  return { loaded: current, error, notice, setNotice, kept, token, act, reload: load, rekeep };
}

export type EventHandle = ReturnType<typeof useEvent>;
