/**
 * What every event page shows: the head (name, format, where it stands), a round's pairings and
 * the standings (the shared org/tables components fed from the event's view), the round clock.
 */
import type { EventView, RoundView } from '@drift/formats';
import { type ReactNode, useEffect, useState } from 'react';
import type { Entrant } from '../columns.ts';
import { PairingsView, type PairingTable } from '../tables/PairingsView.tsx';
import { StandingsTable } from '../tables/StandingsTable.tsx';
import { eventsApi } from './api.ts';
import {
  clockTime,
  columnsOf,
  correctedTables,
  measuresText,
  nameOf,
  resultLine,
  roundTitle,
  STATUS_WORDS,
  statusOf,
  unitOf,
} from './words.ts';

export function EventHead({ view, children }: { view: EventView; children?: ReactNode }) {
  const e = view.event;
  const last = view.rounds.at(-1);
  return (
    <header className="event-head panel">
      <div className="event-head__title">
        <h1>{e.name}</h1>
        <p className="event-head__facts">
          <span className="event-chip">{e.formatName}</span>
          <span className={`event-chip event-chip--${e.status}`} data-status={e.status}>
            {STATUS_WORDS[e.status]}
          </span>
          <span>{last ? roundTitle(view, last) : e.roundsAdvice}</span>
          <span>{view.players.length} players</span>
        </p>
        {e.description && <p className="event-head__about">{e.description}</p>}
      </div>
      {children}
    </header>
  );
}

/** The entrants of a table, named. */
export function entrantsOf(view: EventView, players: readonly string[]): Entrant[] {
  return players.map((p) => ({ player: p, name: nameOf(view, p) }));
}

export function RoundPairings({
  view,
  round,
  you,
  actions,
}: {
  view: EventView;
  round: RoundView;
  you?: string;
  actions?: (table: PairingTable) => ReactNode;
}) {
  const corrected = correctedTables(view);
  const tables: PairingTable[] = round.tables.map((t) => ({
    table: t.number,
    players: entrantsOf(view, t.players),
    status: statusOf(t, round.number, corrected),
    ...(t.result?.scores ? { result: resultLine(view, t.result.scores) } : {}),
  }));
  const worth = measuresText(view.event.bye, view.event.standingKeys);
  return (
    <div className="event-round" data-round={round.number}>
      <PairingsView
        round={round.number}
        label={round.label}
        tables={tables}
        byes={round.byes.map((p) => ({
          player: p,
          name: nameOf(view, p),
          ...(worth ? { worth } : {}),
        }))}
        unit={unitOf(view)}
        {...(you ? { you } : {})}
        {...(actions ? { actions } : {})}
      />
    </div>
  );
}

export function EventStandings({
  id,
  view,
  you,
  title,
}: {
  id: string;
  view: EventView;
  you?: string;
  title?: string;
}) {
  const rows = view.standings.map((r) => ({
    player: r.player,
    name: r.name,
    rank: r.rank,
    measures: r.totals,
    dropped: r.dropped,
  }));
  // A cut's champion, or once finished the one player ranked first.
  const top = view.standings[0];
  const winner =
    view.champion ??
    (view.event.status === 'finished' && top && view.standings[1]?.rank !== 1 ? top.player : null);
  const champion = winner ? nameOf(view, winner) : null;
  return (
    <div className="event-standings">
      {champion && (
        <p className="event-champion" data-champion={winner}>
          Winner: <strong>{champion}</strong>
        </p>
      )}
      <StandingsTable
        title={title ?? 'Standings'}
        columns={columnsOf(view.event.standingKeys)}
        rows={view.standings.some((r) => r.played > 0 || r.byes > 0) ? rows : []}
        {...(you ? { you } : {})}
        exports={
          <>
            <a className="btn btn--small" href={eventsApi.exportHref(id, 'csv')} download>
              CSV
            </a>
            <a className="btn btn--small" href={eventsApi.exportHref(id, 'json')} download>
              JSON
            </a>
          </>
        }
      />
    </div>
  );
}

/** Minutes and seconds left, `12:05`, or `over`. */
function left(ms: number): string {
  if (ms <= 0) return 'over';
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The round's clock: when it ends and when each of the format's marks falls, counting down. */
export function RoundClock({ round }: { round: RoundView }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const c = round.clock;
  if (!c) return null;
  return (
    <div className="round-clock" data-clock={round.number} role="timer">
      {c.marks.map((m) => (
        <p key={m.label} className={`round-clock__mark${now >= m.at ? ' is-past' : ''}`}>
          <span className="round-clock__at">{clockTime(m.at)}</span> {m.label}
          {now < m.at && <span className="round-clock__left"> in {left(m.at - now)}</span>}
        </p>
      ))}
      {c.endsAt !== null ? (
        <p className="round-clock__end">
          <span className="round-clock__at">{clockTime(c.endsAt)}</span> Round ends
          <span className="round-clock__left">
            {now < c.endsAt ? ` in ${left(c.endsAt - now)}` : ': time!'}
          </span>
        </p>
      ) : (
        <p className="round-clock__end">Started {clockTime(c.startedAt)}; no time limit.</p>
      )}
    </div>
  );
}
