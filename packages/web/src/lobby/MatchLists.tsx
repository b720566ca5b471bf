/**
 * The lobby's lists: the matches this browser holds seats in (resume), open matches with free
 * seats (join), running ones (watch) and finished ones (replay). Refreshed every few seconds.
 */
import { captainName } from '@drift/xia';
import { useEffect, useState } from 'react';
import { go } from '../app/router.ts';
import { seatColour } from '../look/palette.ts';
import { api } from '../net/http.ts';
import type { MatchPhase, MatchSummary } from '../net/protocol.ts';
import { keptMatches, localSeats } from '../net/tokens.ts';
import { botName } from './botProfiles.ts';

const REFRESH_MS = 4000;

function ago(t: number, now: number): string {
  const s = Math.max(0, Math.round((now - t) / 1000));
  if (s < 60) return 'just now';
  const m = Math.round(s / 60);
  if (m < 60) return `${m} min ago`;
  const h = Math.round(m / 60);
  if (h < 48) return `${h} h ago`;
  return `${Math.round(h / 24)} days ago`;
}

function fameOf(m: MatchSummary): number | null {
  const o = m.options as { fameTarget?: unknown } | null;
  return typeof o?.fameTarget === 'number' ? o.fameTarget : null;
}

function Seats({ match }: { match: MatchSummary }) {
  return (
    <ul className="seat-chips" aria-label="Seats">
      {match.seats.map((s) => {
        const who =
          s.kind === 'bot'
            ? botName(s.name ?? '')
            : s.claimed
              ? (s.name ?? 'a person')
              : 'free seat';
        const won = match.winners?.includes(s.seat);
        return (
          <li
            key={s.seat}
            className={`seat-chip seat-chip--${s.kind}${s.claimed || s.kind === 'bot' ? '' : ' seat-chip--free'}`}
            style={{ '--seat': seatColour(s.seat) } as React.CSSProperties}
            title={`${captainName(s.seat)}: ${who}${won ? ' (won)' : ''}`}
          >
            <span className="seat-chip__n">{s.seat + 1}</span>
            <span className="seat-chip__who">
              {who}
              {won ? ' 🏆' : ''}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function Row({ match, now, mine }: { match: MatchSummary; now: number; mine: number[] }) {
  const fame = fameOf(match);
  const free = match.seats.filter((s) => s.kind === 'person' && !s.claimed);
  return (
    <li className="match-row" data-match={match.id} data-phase={match.phase}>
      <div className="match-row__main">
        <div className="match-row__title">
          <span className="match-row__id">Match {match.id.slice(0, 6)}</span>
          <span className="match-row__meta">
            {fame !== null ? `${fame} Fame to win · ` : ''}
            {match.phase === 'finished'
              ? `finished ${ago(match.updatedAt, now)}`
              : match.phase === 'running'
                ? `${match.version} moves · ${ago(match.updatedAt, now)}`
                : `made ${ago(match.createdAt, now)}`}
          </span>
        </div>
        <Seats match={match} />
      </div>
      <div className="match-row__acts">
        {mine.length > 0 && match.phase !== 'finished' && (
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => go({ page: 'match', id: match.id })}
          >
            Resume
          </button>
        )}
        {mine.length === 0 &&
          match.phase === 'open' &&
          free.map((s) => (
            <button
              key={s.seat}
              type="button"
              className="btn"
              onClick={() => go({ page: 'join', id: match.id, seat: s.seat })}
            >
              Join as {captainName(s.seat)}
            </button>
          ))}
        {match.phase !== 'finished' && (
          <button
            type="button"
            className="btn btn--quiet"
            onClick={() => go({ page: 'watch', id: match.id })}
          >
            Watch
          </button>
        )}
        {match.phase === 'finished' && (
          <button
            type="button"
            className="btn"
            onClick={() => go({ page: 'replay', id: match.id })}
          >
            Replay
          </button>
        )}
      </div>
    </li>
  );
}

const SECTIONS: readonly { phase: MatchPhase; title: string; empty: string }[] = [
  { phase: 'open', title: 'Waiting for players', empty: 'No match has a free seat.' },
  { phase: 'running', title: 'Playing now', empty: 'No match is being played.' },
  { phase: 'finished', title: 'Finished', empty: 'No match has finished yet.' },
];

export function MatchLists() {
  const [lists, setLists] = useState<Partial<Record<MatchPhase, MatchSummary[]>>>({});
  const [mineList, setMineList] = useState<MatchSummary[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    let alive = true;
    const load = async () => {
      const [open, running, finished] = await Promise.all([
        api.matches('open'),
        api.matches('running'),
        api.matches('finished', 10),
      ]);
      if (!alive) return;
      const failed = [open, running, finished].find((r) => !r.ok);
      setError(failed && !failed.ok ? failed.error.message : null);
      setLists({
        open: open.ok ? open.value.matches : [],
        running: running.ok ? running.value.matches : [],
        finished: finished.ok ? finished.value.matches : [],
      });
      const kept = keptMatches().slice(0, 8);
      const mine = await Promise.all(kept.map((k) => api.match(k.id)));
      if (!alive) return;
      setMineList(mine.flatMap((r) => (r.ok ? [r.value] : [])));
      setNow(Date.now());
    };
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);

  const kept = new Map(keptMatches().map((k) => [k.id, localSeats(k)]));
  const mineIds = new Set(mineList.map((m) => m.id));

  return (
    <section className="lists" aria-label="Matches">
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {mineList.length > 0 && (
        <section className="panel list" aria-labelledby="list-mine">
          <h2 id="list-mine">Your matches</h2>
          <ul className="match-list">
            {mineList.map((m) => (
              <Row key={m.id} match={m} now={now} mine={kept.get(m.id) ?? []} />
            ))}
          </ul>
        </section>
      )}
      {SECTIONS.map((s) => {
        const items = (lists[s.phase] ?? []).filter((m) => !mineIds.has(m.id));
        return (
          <section key={s.phase} className="panel list" aria-labelledby={`list-${s.phase}`}>
            <h2 id={`list-${s.phase}`}>{s.title}</h2>
            {items.length === 0 ? (
              <p className="hint">{lists[s.phase] ? s.empty : 'Loading…'}</p>
            ) : (
              <ul className="match-list">
                {items.map((m) => (
                  <Row key={m.id} match={m} now={now} mine={[]} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </section>
  );
}
