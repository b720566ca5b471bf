/**
 * The battles: where, who with which squads, the obstacles each brings (XW-CC-16, 32), and the
 * outcome: entered ship by ship while it runs, shown with the points it gave once resolved (the
 * organizer may correct it).
 */
import type { CampaignBattle, CampaignObstacleKind, CoruscantView } from '@drift/formats';
import { useState } from 'react';
import { mayEnter, nameOf, type Powers, placeLabel } from './can.ts';
import { OutcomeForm } from './OutcomeForm.tsx';
import type { Act } from './useCampaign.ts';
import { countAlike, FATE_NAME, times } from './words.ts';

const KINDS: Readonly<Record<CampaignObstacleKind, string>> = {
  asteroid: 'asteroids',
  debris: 'debris fields',
  epic: 'Epic ships, each counting 3',
};

function Obstacles({ view, battle }: { view: CoruscantView; battle: CampaignBattle }) {
  const plan = battle.obstacles;
  if (plan.perSquad === 0)
    return <p className="cc-obst">No obstacles: a trade route is open space (variable terrain).</p>;
  return (
    <div className="cc-obst">
      <p>
        {plan.perSquad} obstacles per squad ({plan.kinds.map((k) => KINDS[k]).join(' or ')}):
      </p>
      <ul>
        {plan.players.map((p) => (
          <li key={p.player} data-bring={p.player}>
            {nameOf(view, p.player)} brings {p.bring}
            {p.available < p.bring && (
              <span className="hint hint--bad"> (the pool holds {p.available} of these)</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Result({ view, battle }: { view: CoruscantView; battle: CampaignBattle }) {
  const r = battle.result;
  if (!r) return null;
  return (
    <div className="cc-result">
      <p>
        <strong>{r.winner ? `${nameOf(view, r.winner)} won.` : 'No winner.'}</strong>{' '}
        {Object.entries(r.points)
          .map(([p, n]) => `${nameOf(view, p)} ${n}`)
          .join(' · ')}{' '}
        <span className="hint">battle points</span>
      </p>
      <ul className="cc-fates">
        {countAlike(
          r.ships.filter((s) => s.fate !== 'survived'),
          (s) => `${s.owner}/${s.name}/${s.points}/${s.fate}/${s.by}`,
        ).map(({ item: s, count }) => (
          <li key={s.ship} data-fate={s.fate}>
            {nameOf(view, s.owner)}’s {times(`${s.name} (${s.points})`, count)}:{' '}
            {FATE_NAME[s.fate].toLowerCase()}
            {s.by ? ` by ${nameOf(view, s.by)}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Battle({
  view,
  battle,
  powers,
  act,
}: {
  view: CoruscantView;
  battle: CampaignBattle;
  powers: Powers;
  act: Act;
}) {
  const [correcting, setCorrecting] = useState(false);
  const running = battle.status === 'running';
  return (
    <li
      className={`cc-battle${running ? ' is-running' : ''}`}
      data-battle={battle.id}
      id={`battle-${battle.id}`}
    >
      <header className="cc-battle__head">
        <h3>
          Battle {battle.id.replace(/^b/, '')} · {placeLabel(view, battle.place)}
        </h3>
        <span className={`cc-chip${running ? ' cc-chip--live' : ''}`}>
          {running ? 'Being fought' : 'Over'}
        </span>
      </header>
      <p className="cc-battle__who">
        {battle.participants
          .map(
            (p) =>
              `${nameOf(view, p.player)} (squad${p.squads.length > 1 ? 's' : ''} ${p.squads.join(', ')})`,
          )
          .join(' against ')}
        {battle.completion && (
          <span className="hint">
            {' '}
            · then {battle.completion.points} × 10 for the completed feature
          </span>
        )}
      </p>
      {running && <Obstacles view={view} battle={battle} />}
      {running &&
        (mayEnter(powers, battle) ? (
          <OutcomeForm view={view} battle={battle} act={act} />
        ) : (
          <p className="hint">Waiting for the players to enter the outcome.</p>
        ))}
      {!running && !correcting && <Result view={view} battle={battle} />}
      {!running &&
        powers.organizer &&
        view.status !== 'finished' &&
        (correcting ? (
          <OutcomeForm
            view={view}
            battle={battle}
            act={act}
            correct
            onDone={() => setCorrecting(false)}
          />
        ) : (
          <button
            type="button"
            className="btn btn--quiet btn--small"
            onClick={() => setCorrecting(true)}
          >
            Correct this outcome
          </button>
        ))}
    </li>
  );
}

export function BattlesPanel({
  view,
  powers,
  act,
}: {
  view: CoruscantView;
  powers: Powers;
  act: Act;
}) {
  const battles = [...view.battles].sort(
    (a, b) =>
      Number(b.status === 'running') - Number(a.status === 'running') ||
      Number(b.id.slice(1)) - Number(a.id.slice(1)),
  );
  return (
    <section className="panel cc-battles" aria-labelledby="cc-battles" data-section="battles">
      <h2 id="cc-battles">Battles</h2>
      {battles.length === 0 ? (
        <p className="hint">
          No battle yet. A battle starts from the map when opposing meeples hold one place.
        </p>
      ) : (
        <ul className="cc-battle-list">
          {battles.map((b) => (
            <Battle key={b.id} view={view} battle={b} powers={powers} act={act} />
          ))}
        </ul>
      )}
    </section>
  );
}
