/** The lobby: what Drift is in two lines, a new match, and the matches on this server. */
import { useEffect, useState } from 'react';
import { api } from '../net/http.ts';
import type { RulesetInfo } from '../net/protocol.ts';
import { CreateMatchForm } from './CreateMatchForm.tsx';
import { MatchLists } from './MatchLists.tsx';
import './lobby.css';

export function Lobby() {
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
        {info ? (
          <CreateMatchForm info={info} />
        ) : (
          <section className="panel create">
            <h2>New match</h2>
            {error ? (
              <p className="error" role="alert">
                {error}
              </p>
            ) : (
              <p className="hint">Asking the server what it can play…</p>
            )}
          </section>
        )}
        <MatchLists />
      </div>
    </main>
  );
}
