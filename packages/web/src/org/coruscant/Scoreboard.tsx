/**
 * The scoreboard: each player's points by source and total (XW-CC-11, 19, 26, 28), ranked; in
 * team play the teams' sums first (XW-CC-30). The organizer may adjust a score, with a reason.
 */
import type { CoruscantView } from '@drift/formats';
import { useState } from 'react';
import type { Column } from '../columns.ts';
import { type StandingRow, StandingsTable } from '../tables/StandingsTable.tsx';
import { coruscantExportHref } from './api.ts';
import { type Powers, teamLabel } from './can.ts';
import { Field } from './Field.tsx';
import type { Act } from './useCampaign.ts';
import { SCORE_PARTS } from './words.ts';

/** The total, then the sources of points this campaign can give (its options) or gave. */
function columnsOf(view: CoruscantView): Column[] {
  const used = (key: keyof CoruscantView['players'][number]['score']) =>
    view.players.some((p) => p.score[key] !== 0);
  const shown = SCORE_PARTS.filter((p) => {
    if (p.key === 'alderaan') return view.options.alderaan || used(p.key);
    if (p.key === 'hiddenBases') return view.options.hiddenBases || used(p.key);
    if (p.key === 'reinforcement') return view.options.paidReinforcement || used(p.key);
    if (p.key === 'adjustments') return used(p.key);
    return true;
  });
  return [
    { key: 'total', label: 'Total' },
    ...shown.map((p) => ({ key: p.key, label: p.label, title: p.title })),
  ];
}

function AdjustForm({ view, act }: { view: CoruscantView; act: Act }) {
  const [player, setPlayer] = useState(view.players[0]?.id ?? '');
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <details className="cc-adjust">
      <summary>Adjust a score</summary>
      <form
        className="cc-form"
        onSubmit={async (e) => {
          e.preventDefault();
          const refused = await act({
            type: 'AdjustScore',
            player,
            points: Number(points),
            reason,
          });
          setError(refused);
          if (!refused) {
            setPoints('');
            setReason('');
          }
        }}
      >
        <div className="cc-form__fields">
          <Field label="Player">
            <select value={player} onChange={(e) => setPlayer(e.target.value)}>
              {view.players.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Points" hint="Negative takes points away.">
            <input
              className="cc-num"
              value={points}
              onChange={(e) => setPoints(e.target.value.replace(/[^\d-]/g, ''))}
            />
          </Field>
          <Field label="Reason">
            <input value={reason} maxLength={120} onChange={(e) => setReason(e.target.value)} />
          </Field>
        </div>
        {error && <p className="cc-why">{error}</p>}
        <button type="submit" className="btn">
          Adjust
        </button>
      </form>
    </details>
  );
}

export function Scoreboard({
  id,
  view,
  powers,
  act,
}: {
  id: string;
  view: CoruscantView;
  powers: Powers;
  act: Act;
}) {
  const players = [...view.players].sort((a, b) => b.total - a.total);
  const rows: StandingRow[] = players.map((p) => ({
    player: p.id,
    name: p.name,
    rank: 1 + players.filter((x) => x.total > p.total).length,
    measures: { total: p.total, ...p.score },
  }));
  const teams: StandingRow[] = view.standings.map((t) => ({
    player: t.team,
    name: `${teamLabel(view, t.team)}: ${view.players
      .filter((p) => p.team === t.team)
      .map((p) => p.name)
      .join(', ')}`,
    rank: t.rank,
    measures: { total: t.total },
  }));
  return (
    <section className="panel cc-score" data-section="scoreboard">
      {view.play === 'teams' && (
        <StandingsTable
          title="Teams"
          columns={[{ key: 'total', label: 'Total' }]}
          rows={teams}
          legend="A team’s total is its players’ totals summed."
        />
      )}
      <StandingsTable
        title={view.play === 'teams' ? 'Players' : 'Scoreboard'}
        columns={columnsOf(view)}
        rows={rows}
        legend="Ranked by total. Map points are CSW points ×10; a battle won adds 10."
        {...(powers.me ? { you: powers.me } : {})}
        exports={
          <>
            <a className="btn btn--small" href={coruscantExportHref(id, 'csv')} download>
              CSV
            </a>
            <a className="btn btn--small" href={coruscantExportHref(id, 'json')} download>
              JSON
            </a>
          </>
        }
      />
      {powers.organizer && view.status !== 'finished' && <AdjustForm view={view} act={act} />}
    </section>
  );
}
