/**
 * The lobby: what Drift is in two lines; a new match, a solo game or a campaign (three tabs,
 * each with its address); and the matches on this server. A footer leads to organized play for
 * the miniatures formats and to the about page with the credits.
 */
import { useEffect, useState } from 'react';
import { go, type LobbyTab, routeHash } from '../app/router.ts';
import { CampaignsPanel } from '../campaign/CampaignsPanel.tsx';
import { api } from '../net/http.ts';
import type { RulesetInfo } from '../net/protocol.ts';
import { CreateMatchForm } from './CreateMatchForm.tsx';
import { MatchLists } from './MatchLists.tsx';
import { SoloForm } from './SoloForm.tsx';
import './lobby.css';

const TABS: readonly { tab: LobbyTab; text: string; about: string }[] = [
  { tab: 'match', text: 'New match', about: 'With friends or bots' },
  { tab: 'solo', text: 'Play solo', about: 'You against the NPCs' },
  { tab: 'campaigns', text: 'Campaign', about: 'Ten goals, lasting upgrades' },
];

function Tabs({ tab }: { tab: LobbyTab }) {
  return (
    <div className="lobby-tabs" role="tablist" aria-label="What to play">
      {TABS.map((t) => (
        <button
          key={t.tab}
          type="button"
          role="tab"
          id={`tab-${t.tab}`}
          aria-selected={t.tab === tab}
          aria-controls="lobby-panel"
          className={`lobby-tab${t.tab === tab ? ' is-on' : ''}`}
          onClick={() => go({ page: 'lobby', ...(t.tab === 'match' ? {} : { tab: t.tab }) })}
        >
          <span className="lobby-tab__text">{t.text}</span>
          <span className="lobby-tab__about">{t.about}</span>
        </button>
      ))}
    </div>
  );
}

function Panel({ tab, info }: { tab: LobbyTab; info: RulesetInfo }) {
  switch (tab) {
    case 'match':
      return <CreateMatchForm info={info} />;
    case 'solo':
      return <SoloForm info={info} />;
    case 'campaigns':
      return <CampaignsPanel info={info} />;
  }
}

export function Lobby({ tab = 'match' }: { tab?: LobbyTab }) {
  const [info, setInfo] = useState<RulesetInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    void api.rulesets().then((r) => {
      if (!alive) return;
      if (r.ok) setInfo(r.value.rulesets.find((x) => x.id === 'xia') ?? null);
      else setError(r.error.message);
    });
    return () => {
      alive = false;
    };
  }, []);
  return (
    <main className="lobby">
      <header className="lobby__head">
        <h1 className="logo">
          <span className="logo__mark" aria-hidden="true">
            ⬡
          </span>
          Drift
        </h1>
        <p className="lobby__pitch">
          Captain a small ship through a system of hex sectors. Trade cargo, take missions, explore
          and fight for Fame: the first captain to the Fame target wins.
        </p>
      </header>
      <div className="lobby__grid">
        <div
          className="lobby__play"
          role="tabpanel"
          id="lobby-panel"
          aria-labelledby={`tab-${tab}`}
        >
          <Tabs tab={tab} />
          {info ? (
            <Panel tab={tab} info={info} />
          ) : (
            <section className="panel create">
              <h2>{TABS.find((t) => t.tab === tab)?.text}</h2>
              {error ? (
                <p className="error" role="alert">
                  {error}
                </p>
              ) : (
                <p className="hint">Asking the server what it can play…</p>
              )}
            </section>
          )}
        </div>
        <MatchLists />
      </div>
      <footer className="lobby__foot">
        <a href={routeHash({ page: 'org' })} className="lobby__org">
          <span className="lobby__org-title">Organized play</span>
          <span className="lobby__org-about">
            X-Wing Miniatures events: squads, pairings, standings, the Coruscant campaign
          </span>
        </a>
        <a href={routeHash({ page: 'about' })} className="lobby__about">
          About and credits
        </a>
      </footer>
    </main>
  );
}
