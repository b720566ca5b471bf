/**
 * Standings: rank, name and the format's tie-breaker columns in order. Dropped players stay in
 * the table, greyed and marked. The export buttons are a slot the event page fills.
 */
import type { ReactNode } from 'react';
import { type Column, figure, rankedBy } from '../columns.ts';
import './tables.css';

export interface StandingRow {
  readonly player: string;
  readonly name: string;
  /** Shared ranks are fine: two players can both be 3rd. */
  readonly rank: number;
  readonly measures: Readonly<Record<string, number>>;
  readonly dropped?: boolean;
}

export function StandingsTable({
  columns,
  rows,
  title = 'Standings',
  you,
  exports,
  legend,
}: {
  /** The format's measures, in tie-breaker order. */
  columns: readonly Column[];
  rows: readonly StandingRow[];
  title?: string;
  /** The player looking, to find themselves. */
  you?: string;
  /** Export buttons (CSV, JSON), beside the title. */
  exports?: ReactNode;
  /** The line under the table; by default "Ranked by" the columns in order, null for none. */
  legend?: string | null;
}) {
  return (
    <section className="standings" aria-label={title}>
      <div className="org-part__head">
        <h2>{title}</h2>
        {exports && <div className="org-part__acts">{exports}</div>}
      </div>
      {rows.length === 0 ? (
        <p className="hint">No standings yet: they start with the first round’s results.</p>
      ) : (
        <div
          className="table-scroll"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a phone scrolls the figures sideways; keys must scroll them too.
          tabIndex={0}
        >
          <table className="org-table">
            <thead>
              <tr>
                <th scope="col" className="org-table__rank">
                  <abbr title="Rank">#</abbr>
                </th>
                <th scope="col" className="org-table__name">
                  Player
                </th>
                {columns.map((c) => (
                  <th key={c.key} scope="col" className="org-table__n" data-col={c.key}>
                    {c.title && c.title !== c.label ? (
                      <abbr title={c.title}>{c.label}</abbr>
                    ) : (
                      c.label
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr
                  key={r.player}
                  data-player={r.player}
                  className={
                    `${r.dropped ? 'is-dropped' : ''}${r.player === you ? ' is-you' : ''}`.trim() ||
                    undefined
                  }
                >
                  <td className="org-table__rank">{r.rank}</td>
                  <th scope="row" className="org-table__name">
                    {r.name}
                    {r.player === you && <span className="tag tag--you">You</span>}
                    {r.dropped && <span className="tag tag--dropped">Dropped</span>}
                  </th>
                  {columns.map((c) => (
                    <td key={c.key} className="org-table__n" data-col={c.key}>
                      {figure(r.measures[c.key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {legend !== null && (legend !== undefined || columns.length > 0) && (
        <p className="hint org-part__legend">{legend ?? `Ranked by ${rankedBy(columns)}.`}</p>
      )}
    </section>
  );
}
