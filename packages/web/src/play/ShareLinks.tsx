/**
 * The links to send: one per free seat (the join link) and one to watch. Before the match
 * starts it says who is missing; the creator may give a free seat to a bot instead.
 */
import { captainName } from '@drift/xia';
import { useState } from 'react';
import { routeLink } from '../app/router.ts';
import { botName } from '../lobby/botProfiles.ts';
import { seatColour } from '../look/palette.ts';
import { api } from '../net/http.ts';
import type { SeatPresence } from '../net/protocol.ts';

function CopyLink({ label, link }: { label: string; link: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="share-link">
      <input readOnly value={link} aria-label={label} onFocus={(e) => e.currentTarget.select()} />
      <button
        type="button"
        className="btn btn--small"
        onClick={() => {
          void navigator.clipboard?.writeText(link).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  );
}

export function ShareLinks({
  match,
  seats,
  creatorToken,
  mine,
}: {
  match: string;
  seats: readonly SeatPresence[];
  creatorToken: string | undefined;
  /** Seats this browser plays. */
  mine: readonly number[];
}) {
  const [error, setError] = useState<string | null>(null);
  const free = seats.filter((s) => s.kind === 'person' && !s.claimed);
  const toBot = async (seat: number) => {
    if (!creatorToken) return;
    const r = await api.handOver(match, seat, 'heuristic:balanced', creatorToken);
    setError(r.ok ? null : r.error.message);
  };
  return (
    <div className="share">
      <ul className="share__seats">
        {seats.map((s) => (
          <li key={s.seat} style={{ '--seat': seatColour(s.seat) } as React.CSSProperties}>
            <span className="seat-badge">{s.seat + 1}</span>
            <span className="share__who">
              <strong>{captainName(s.seat)}</strong>{' '}
              {mine.includes(s.seat)
                ? '(you, here)'
                : s.kind === 'bot'
                  ? botName(s.name ?? '')
                  : s.claimed
                    ? `${s.name ?? 'a person'}${s.connected ? '' : ' (away)'}`
                    : 'free: send this link'}
            </span>
            {s.kind === 'person' && !s.claimed && (
              <>
                <CopyLink
                  label={`Join link for ${captainName(s.seat)}`}
                  link={routeLink({ page: 'join', id: match, seat: s.seat })}
                />
                {creatorToken && (
                  <button
                    type="button"
                    className="btn btn--small btn--quiet"
                    onClick={() => void toBot(s.seat)}
                  >
                    Give to a bot
                  </button>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
      <div className="share__watch">
        <strong>Spectators</strong>
        <CopyLink label="Link to watch" link={routeLink({ page: 'watch', id: match })} />
      </div>
      {free.length > 0 && (
        <p className="hint">The match starts when every seat is taken ({free.length} to go).</p>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
