/**
 * A match's page: plays the seats this browser holds (one: online; several: hot-seat), takes a
 * seat from a join link, or watches. The session (its sockets and store) lives as long as the
 * page shows this match.
 */
import { captainName } from '@drift/xia';
import { useEffect, useMemo, useRef, useState } from 'react';
import { xia } from '../app/content.ts';
import { go } from '../app/router.ts';
import { botName } from '../lobby/botProfiles.ts';
import { seatColour } from '../look/palette.ts';
import { api, socketUrl } from '../net/http.ts';
import type { MatchSummary } from '../net/protocol.ts';
import { type KeptMatch, keepSeat, keptMatch, localSeats, touchMatch } from '../net/tokens.ts';
import { MatchScreen } from '../play/MatchScreen.tsx';
import { MatchSession, type SessionViewer } from '../store/session.ts';
import './pages.css';

function Playing({
  id,
  viewers,
  kept,
}: {
  id: string;
  viewers: readonly SessionViewer[];
  kept: KeptMatch | null;
}) {
  const key = viewers.map((v) => (v.viewing === 'spectator' ? 's' : v.viewing.seat)).join(',');
  const [session, setSession] = useState<MatchSession | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new session only when the match or its viewers change (key).
  useEffect(() => {
    const s = new MatchSession({ match: id, url: socketUrl(id, location), viewers });
    s.start();
    setSession(s);
    touchMatch(id);
    return () => s.stop();
  }, [id, key]);
  if (!session) return null;
  return (
    <MatchScreen
      key={key}
      session={session}
      content={xia().content}
      creatorToken={kept?.creatorToken}
      campaign={kept?.campaign}
    />
  );
}

function useSummary(id: string) {
  const [summary, setSummary] = useState<MatchSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    void api.match(id).then((r) => {
      if (!alive) return;
      if (r.ok) setSummary(r.value);
      else setError(r.error.message);
    });
    return () => {
      alive = false;
    };
  }, [id]);
  return { summary, error };
}

/** Taking a seat from its join link: a name, then the seat. */
function JoinSeat({ id, seat }: { id: string; seat: number }) {
  const { summary, error } = useSummary(id);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement | null>(null);
  const s = summary?.seats.find((x) => x.seat === seat);
  const free = s && s.kind === 'person' && !s.claimed && summary?.phase !== 'finished';
  useEffect(() => {
    if (free) nameRef.current?.focus();
  }, [free]);
  const take = async () => {
    setBusy(true);
    const r = await api.claim(id, seat, name.trim() === '' ? undefined : name.trim());
    setBusy(false);
    if (!r.ok) {
      setRefusal(r.error.message);
      return;
    }
    keepSeat(id, seat, r.value.token);
    go({ page: 'match', id });
  };
  return (
    <main className="gate" style={{ '--seat': seatColour(seat) } as React.CSSProperties}>
      <form
        className="panel gate__card"
        onSubmit={(e) => {
          e.preventDefault();
          if (free && !busy) void take();
        }}
      >
        <span className="pass__badge" aria-hidden="true">
          {seat + 1}
        </span>
        <h1>Join as {captainName(seat)}</h1>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        {!summary && !error && <p className="hint">Looking for the match…</p>}
        {summary && !free && (
          <p className="error" role="alert">
            {s?.kind === 'bot'
              ? `${captainName(seat)} is played by a ${botName(s.name ?? '')}.`
              : summary.phase === 'finished'
                ? 'This match is over.'
                : `${captainName(seat)}'s seat is already taken.`}
          </p>
        )}
        {free && (
          <>
            <label className="field-line">
              Your name (optional, shown to the others)
              <input
                ref={nameRef}
                value={name}
                maxLength={32}
                onChange={(e) => setName(e.target.value)}
              />
            </label>
            {refusal && (
              <p className="error" role="alert">
                {refusal}
              </p>
            )}
            <button type="submit" className="btn btn--primary btn--big" disabled={busy}>
              {busy ? 'Taking the seat…' : 'Take the seat'}
            </button>
          </>
        )}
        <div className="gate__alt">
          <button
            type="button"
            className="btn btn--quiet"
            onClick={() => go({ page: 'watch', id })}
          >
            Watch instead
          </button>
          <button type="button" className="btn btn--quiet" onClick={() => go({ page: 'lobby' })}>
            Lobby
          </button>
        </div>
      </form>
    </main>
  );
}

/** A match this browser holds no seat in: choose a free seat or watch. */
function ChooseSeat({ id }: { id: string }) {
  const { summary, error } = useSummary(id);
  const free = summary?.seats.filter((s) => s.kind === 'person' && !s.claimed) ?? [];
  return (
    <main className="gate">
      <section className="panel gate__card">
        <h1>Match {id.slice(0, 6)}</h1>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        {summary && summary.phase === 'finished' && (
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => go({ page: 'replay', id })}
          >
            Watch the replay
          </button>
        )}
        {summary && summary.phase !== 'finished' && (
          <>
            <p>
              {free.length > 0
                ? 'Take a free seat, or watch.'
                : 'Every seat is taken: you can watch.'}
            </p>
            <div className="gate__seats">
              {free.map((s) => (
                <button
                  key={s.seat}
                  type="button"
                  className="btn"
                  onClick={() => go({ page: 'join', id, seat: s.seat })}
                >
                  Join as {captainName(s.seat)}
                </button>
              ))}
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => go({ page: 'watch', id })}
              >
                Watch
              </button>
            </div>
          </>
        )}
        <div className="gate__alt">
          <button type="button" className="btn btn--quiet" onClick={() => go({ page: 'lobby' })}>
            Lobby
          </button>
        </div>
      </section>
    </main>
  );
}

/** The App gives each route its own instance (keyed), so what this browser holds is read once. */
export function MatchPage({ id, join, watch }: { id: string; join?: number; watch?: boolean }) {
  const [kept] = useState(() => keptMatch(id));
  const seats = localSeats(kept);
  const viewers: SessionViewer[] = useMemo(
    () =>
      watch
        ? [{ viewing: 'spectator' }]
        : localSeats(kept).flatMap((seat) => {
            const token = kept?.seats[seat];
            return token ? [{ viewing: { seat }, token }] : [];
          }),
    [watch, kept],
  );
  if (join !== undefined && !seats.includes(join)) return <JoinSeat id={id} seat={join} />;
  if (viewers.length === 0) return <ChooseSeat id={id} />;
  return <Playing id={id} viewers={viewers} kept={kept} />;
}
