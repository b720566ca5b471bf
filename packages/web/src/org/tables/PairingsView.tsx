/**
 * A round's pairings: each table (or pod) with its players and roles, where its result stands
 * (awaiting, submitted by one and awaiting the others, confirmed, corrected by the organizer),
 * and the byes with what they are worth. A slot per table takes its buttons (enter, confirm).
 */
import type { ReactNode } from 'react';
import type { Entrant } from '../columns.ts';
import { isSettled, type ResultStatus, statusText } from './status.ts';
import './tables.css';

export interface PairingTable {
  readonly table: number;
  readonly players: readonly Entrant[];
  readonly status: ResultStatus;
  /** The result in one line, once there is one (e.g. `Wedge 20 VP · Fel 14 VP`). */
  readonly result?: string;
}

export interface Bye {
  readonly player: string;
  readonly name: string;
  /** What the bye gives, in the format's words (e.g. `2 VP and 200 MOV`). */
  readonly worth?: string;
}

function Players({ players, you }: { players: readonly Entrant[]; you?: string }) {
  return (
    <ul className={`pairing__players${players.length === 2 ? ' pairing__players--two' : ''}`}>
      {players.map((p) => (
        <li
          key={p.player}
          data-player={p.player}
          className={p.player === you ? 'is-you' : undefined}
        >
          <span className="pairing__name">{p.name}</span>
          {p.role && <span className="pairing__role">{p.role}</span>}
          {p.player === you && <span className="tag tag--you">You</span>}
        </li>
      ))}
    </ul>
  );
}

export function PairingsView({
  round,
  tables,
  byes = [],
  unit = 'Table',
  you,
  actions,
  label,
}: {
  round: number;
  /** The heading, when not `Round <n>` (e.g. `Cut round 1`). */
  label?: string;
  tables: readonly PairingTable[];
  byes?: readonly Bye[];
  /** What a group is called: a Table of two, or a Pod. */
  unit?: 'Table' | 'Pod';
  you?: string;
  /** Buttons for a table (enter or confirm the result, correct it). */
  actions?: (table: PairingTable) => ReactNode;
}) {
  const settled = tables.filter((t) => isSettled(t.status)).length;
  return (
    <section className="pairings" aria-label={`${label ?? `Round ${round}`} pairings`}>
      <div className="org-part__head">
        <h2>{label ?? `Round ${round}`}</h2>
        <p className="pairings__progress" data-settled={settled}>
          {settled === tables.length
            ? `All ${tables.length} results in`
            : `${settled} of ${tables.length} results in`}
        </p>
      </div>
      <ol className="pairings__list">
        {tables.map((t) => (
          <li
            key={t.table}
            className={`pairing pairing--${t.status.state}`}
            data-table={t.table}
            data-status={t.status.state}
            aria-label={`${unit} ${t.table}`}
          >
            <div className="pairing__head">
              <h3>
                {unit} {t.table}
              </h3>
              <span className={`status status--${t.status.state}`}>
                {statusText(t.status, t.players)}
              </span>
            </div>
            <Players players={t.players} {...(you ? { you } : {})} />
            {t.result && <p className="pairing__result">{t.result}</p>}
            {actions && <div className="pairing__acts">{actions(t)}</div>}
          </li>
        ))}
      </ol>
      {byes.length > 0 && (
        <div className="pairings__byes">
          <h3>{byes.length === 1 ? 'Bye' : 'Byes'}</h3>
          <ul>
            {byes.map((b) => (
              <li key={b.player} data-bye={b.player}>
                <span className="pairing__name">{b.name}</span>
                {b.worth && <span className="pairing__role">{b.worth}</span>}
                {b.player === you && <span className="tag tag--you">You</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
