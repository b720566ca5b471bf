/**
 * A campaign's page (XC-*): where it stands and the next step (the game being played, the upgrade
 * to choose, or the goal of the next game), the Goal cards, the upgrade tracks, the games with
 * their scores, the ships used and the log; the campaign file to save.
 */
import { type CampaignRecord, campaignGoal, type Track } from '@drift/xia';
import { useEffect, useState } from 'react';
import { go } from '../app/router.ts';
import { DIFFICULTY_ABOUT } from '../lobby/solo.ts';
import { api } from '../net/http.ts';
import type { CampaignDetails, MatchSummary } from '../net/protocol.ts';
import { keepCampaign, keepSeat, keptMatch } from '../net/tokens.ts';
import { saveFile } from './files.ts';
import { GamesTable } from './GamesTable.tsx';
import { GoalBoard } from './GoalBoard.tsx';
import { UpgradeTracks } from './UpgradeTracks.tsx';
import { useCampaign } from './useCampaign.ts';
import { day, goalName, shipName, signed } from './words.ts';
import './campaign.css';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="figure" title={hint}>
      <span className="figure__value">{value}</span>
      <span className="figure__label">{label}</span>
    </div>
  );
}

/** The game being played: its goal (from the match), and the way back into it. */
function PendingGame({ match, n, campaign }: { match: string; n: number; campaign: string }) {
  const [summary, setSummary] = useState<MatchSummary | null>(null);
  useEffect(() => {
    let alive = true;
    void api.match(match).then((r) => {
      if (alive && r.ok) setSummary(r.value);
    });
    return () => {
      alive = false;
    };
  }, [match]);
  const goal = (summary?.options as { campaign?: { goal?: unknown } } | null)?.campaign?.goal;
  const mine = keptMatch(match)?.seats[0] !== undefined;
  return (
    <div className="next" data-next="playing">
      <h2>
        Game {n} is under way{typeof goal === 'string' ? `: ${goalName(goal)}` : ''}
      </h2>
      <p className="hint">
        {summary ? `${summary.version} moves so far. ` : ''}Its result is added here as soon as it
        ends.
      </p>
      {mine ? (
        <button
          type="button"
          className="btn btn--primary btn--big"
          onClick={() => {
            keepCampaign(match, campaign);
            go({ page: 'match', id: match });
          }}
        >
          Resume game {n}
        </button>
      ) : (
        <p className="hint">It was started from another browser; play it there.</p>
      )}
    </div>
  );
}

/** The next thing to do: play the game under way, choose the upgrade, or start a game. */
function NextStep({
  view,
  chosen,
  busy,
  onStart,
  onInGame,
}: {
  view: CampaignDetails;
  chosen: string | null;
  busy: boolean;
  onStart: () => void;
  onInGame: () => void;
}) {
  const { record } = view;
  const n = record.games.length;
  if (view.won)
    return (
      <div className="next next--won" data-next="won">
        <h2>Campaign won</h2>
        <p>
          Every goal is completed, in {n} games. Final score: <strong>{signed(view.score)}</strong>.
        </p>
      </div>
    );
  if (view.pendingMatch)
    return <PendingGame match={view.pendingMatch} n={n + 1} campaign={record.id} />;
  if (view.upgradeDue)
    return (
      <div className="next next--upgrade" data-next="upgrade">
        <h2>Choose your upgrade</h2>
        <p className="hint">
          Game {n} earned one upgrade, won or lost. Take the next tier of any track below: it lasts
          for the rest of the campaign.
        </p>
      </div>
    );
  const info = chosen ? campaignGoal(chosen) : undefined;
  const open = view.availableGoals.length;
  return (
    <div className="next" data-next="start">
      <h2>Game {n + 1}</h2>
      <p className="hint">
        {info
          ? `Goal chosen now: ${info.name}, played to ${info.fameTarget} Fame at ${DIFFICULTY_ABOUT[record.difficulty].title} difficulty.`
          : `You choose the goal in the game, once you have seen the map and your ship, from the ${open} still open. Or pick one below now.`}
      </p>
      <div className="next__acts">
        <button
          type="button"
          className="btn btn--primary btn--big"
          disabled={busy}
          onClick={onStart}
        >
          {busy ? 'Starting…' : `Start game ${n + 1}`}
        </button>
        {info && (
          <button type="button" className="btn btn--quiet" onClick={onInGame}>
            Choose in the game instead
          </button>
        )}
      </div>
    </div>
  );
}

function ShipsUsed({ record }: { record: CampaignRecord }) {
  const ships = Object.entries(record.shipUses).sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
  );
  if (ships.length === 0) return <p className="hint">No ship flown yet.</p>;
  return (
    <ul className="ships" aria-label="Ships used">
      {ships.map(([id, n]) => (
        <li key={id} className="ship-use" data-ship={id}>
          <span className="ship-use__name">{shipName(id)}</span>
          <span className="ship-use__n">×{n}</span>
        </li>
      ))}
    </ul>
  );
}

function Log({ record }: { record: CampaignRecord }) {
  return (
    <ol className="campaign-log" aria-label="Campaign log">
      {[...record.log].reverse().map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows.
        <li key={i}>
          <time dateTime={line.at}>{day(line.at)}</time> {line.text}
        </li>
      ))}
    </ol>
  );
}

export function CampaignPage({ id }: { id: string }) {
  const { view, setView, error, busy, act } = useCampaign(id);
  // A goal chosen ahead of the game; null: chosen in the game, after setup (XC-CAMP-03).
  const [chosen, setChosen] = useState<string | null>(null);
  const available = view?.availableGoals ?? [];
  useEffect(() => {
    if (chosen !== null && !available.includes(chosen)) setChosen(null);
  }, [available, chosen]);

  if (!view)
    return (
      <main className="gate">
        <section className="panel gate__card">
          <h1>Campaign</h1>
          {error ? (
            <p className="error" role="alert">
              {error}
            </p>
          ) : (
            <p className="hint">Loading the campaign…</p>
          )}
          <button
            type="button"
            className="btn"
            onClick={() => go({ page: 'lobby', tab: 'campaigns' })}
          >
            Your campaigns
          </button>
        </section>
      </main>
    );

  const { record } = view;
  const choosing = !view.won && !view.upgradeDue && view.pendingMatch === null;
  const start = () => {
    void act(
      (t) => api.startCampaignGame(t, id, chosen ?? undefined),
      (started) => {
        keepSeat(started.match, started.seat, started.token);
        keepCampaign(started.match, id);
        go({ page: 'match', id: started.match });
      },
    );
  };
  const take = (track: Track) => void act((t) => api.chooseUpgrade(t, id, track), setView);
  const save = () =>
    void act(
      (t) => api.exportCampaign(t, id),
      (file) => saveFile(file.name, file.text),
    );
  const remove = () => {
    if (
      !window.confirm(
        `Delete the campaign “${record.name}” from this server? Save its file first to keep it.`,
      )
    )
      return;
    void act(
      (t) => api.deleteCampaign(t, id),
      () => go({ page: 'lobby', tab: 'campaigns' }),
    );
  };

  const upgrades = (
    <section className="panel" aria-labelledby="tracks-title">
      <h2 id="tracks-title">Upgrades</h2>
      <UpgradeTracks record={record} due={view.upgradeDue} busy={busy} onTake={take} />
    </section>
  );

  return (
    <main className="campaign" data-campaign={id}>
      <header className="campaign__head">
        <button
          type="button"
          className="btn btn--quiet"
          onClick={() => go({ page: 'lobby', tab: 'campaigns' })}
        >
          ← Campaigns
        </button>
        <div className="campaign__title">
          <h1>{record.name}</h1>
          <p className="hint">
            {DIFFICULTY_ABOUT[record.difficulty].title} · Sellsword{' '}
            {record.sellsword ? 'on' : 'off'} · begun {day(record.createdAt)}
          </p>
        </div>
        <div className="figures">
          <Figure
            label="score"
            value={signed(view.score)}
            hint="Margins of goal wins, −3 for every other game"
          />
          <Figure label="goals" value={`${record.completed.length}/10`} />
          <Figure label="games" value={String(record.games.length)} />
        </div>
        <div className="campaign__file">
          <button type="button" className="btn" onClick={save} disabled={busy}>
            Save campaign file
          </button>
          <button type="button" className="btn btn--quiet" onClick={remove} disabled={busy}>
            Delete
          </button>
        </div>
      </header>

      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}

      <section className="panel campaign__next">
        <NextStep
          view={view}
          chosen={chosen}
          busy={busy}
          onStart={start}
          onInGame={() => setChosen(null)}
        />
      </section>

      {/* While an upgrade is due its tracks come first; else the goals to choose from. */}
      {view.upgradeDue && upgrades}
      <div className="campaign__grid">
        <section className="panel" aria-labelledby="goals-title">
          <h2 id="goals-title">Goals</h2>
          <GoalBoard record={record} choosing={choosing} chosen={chosen} onChoose={setChosen} />
          {record.completed.length > 0 && (
            <p className="hint">Rewards in force: {record.completed.map(goalName).join(', ')}.</p>
          )}
        </section>
        <div className="campaign__side">
          <section className="panel" aria-labelledby="games-title">
            <h2 id="games-title">Games</h2>
            <GamesTable record={record} />
          </section>
          <section className="panel" aria-labelledby="ships-title">
            <h2 id="ships-title">Ships used</h2>
            <ShipsUsed record={record} />
            <p className="hint">A new game starts in a ship used least so far.</p>
          </section>
          <section className="panel" aria-labelledby="log-title">
            <h2 id="log-title">Log</h2>
            <Log record={record} />
          </section>
        </div>
      </div>
      {!view.upgradeDue && upgrades}
    </main>
  );
}
