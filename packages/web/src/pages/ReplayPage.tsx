/**
 * The replay viewer: a finished match rebuilt from its log, stepped or scrubbed move by move,
 * seen as a spectator sees it. The feedback module's replay pieces (packages/web/src/replay)
 * take their slots here when they land.
 */
import type { MatchFile } from '@drift/engine';
import { captainName, describe } from '@drift/xia';
import { useEffect, useMemo, useState } from 'react';
import { xia } from '../app/content.ts';
import { go } from '../app/router.ts';
import { Board } from '../board/Board.tsx';
import { api } from '../net/http.ts';
import { Captains } from '../play/Captains.tsx';
import { viewNamer } from '../play/namer.ts';
import { type Replayed, rebuild } from './replayModel.ts';
import './pages.css';
import '../play/match.css';

export function ReplayPage({ id }: { id: string }) {
  const [data, setData] = useState<Replayed | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);
  const rules = xia();

  useEffect(() => {
    let alive = true;
    void api.replay(id).then((r) => {
      if (!alive) return;
      if (!r.ok) {
        setError(r.error.message);
        return;
      }
      const built = rebuild(r.value as MatchFile, rules);
      if (!built.ok) setError(built.message);
      else {
        setData(built.value);
        setStep(built.value.states.length - 1);
      }
    });
    return () => {
      alive = false;
    };
  }, [id, rules]);

  const last = data ? data.states.length - 1 : 0;
  useEffect(() => {
    if (!playing) return;
    const t = setInterval(() => setStep((s) => (s >= last ? s : s + 1)), 400);
    return () => clearInterval(t);
  }, [playing, last]);
  useEffect(() => {
    if (step >= last) setPlaying(false);
  }, [step, last]);

  const state = data?.states[step];
  const view = useMemo(() => (state ? rules.view(state, 'spectator') : null), [state, rules]);
  const lines = useMemo(() => {
    if (!data || !view || step === 0) return [];
    const namer = viewNamer(rules.content, view);
    return (data.events[step - 1] ?? []).flatMap((e) => {
      const line = describe(e, namer);
      return line ? [line.trim()] : [];
    });
  }, [data, view, step, rules]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement) return;
      if (e.key === 'ArrowRight' || e.key === '.') setStep((s) => Math.min(last, s + 1));
      if (e.key === 'ArrowLeft' || e.key === ',') setStep((s) => Math.max(0, s - 1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [last]);

  if (error)
    return (
      <main className="gate">
        <section className="panel gate__card">
          <h1>Replay</h1>
          <p className="error" role="alert">
            {error}
          </p>
          <button type="button" className="btn" onClick={() => go({ page: 'lobby' })}>
            Back to the lobby
          </button>
        </section>
      </main>
    );
  if (!data || !view) return <main className="match match--loading">Rebuilding the match…</main>;

  const mover = step > 0 ? data.seats[step - 1] : undefined;
  return (
    <div className="match replay" data-replay={id}>
      <header className="topbar">
        <button
          type="button"
          className="topbar__logo"
          onClick={() => go({ page: 'lobby' })}
          aria-label="Drift: back to the lobby"
        >
          <span aria-hidden="true">⬡</span> Drift
        </button>
        <span className="topbar__match">
          Replay of match {id.slice(0, 6)} · {data.states.length - 1} moves
          {data.verified ? '' : ' · (does not end as recorded)'}
        </span>
      </header>
      <div className="match__main">
        <section className="match__board" aria-label="The board">
          <Board view={view} content={rules.content} label="Board" />
        </section>
        <aside className="match__side">
          <section className="panel side-panel replay-controls" aria-label="Replay controls">
            <div className="replay-controls__row">
              <button
                type="button"
                className="btn btn--small"
                onClick={() => setStep(0)}
                aria-label="First move"
              >
                |◀
              </button>
              <button
                type="button"
                className="btn btn--small"
                onClick={() => setStep((s) => Math.max(0, s - 1))}
                aria-label="Previous move"
              >
                ◀
              </button>
              <button
                type="button"
                className="btn btn--small btn--primary"
                onClick={() => setPlaying((p) => !p)}
              >
                {playing ? 'Pause' : 'Play'}
              </button>
              <button
                type="button"
                className="btn btn--small"
                onClick={() => setStep((s) => Math.min(last, s + 1))}
                aria-label="Next move"
              >
                ▶
              </button>
              <button
                type="button"
                className="btn btn--small"
                onClick={() => setStep(last)}
                aria-label="Last move"
              >
                ▶|
              </button>
            </div>
            <input
              type="range"
              min={0}
              max={last}
              value={step}
              onChange={(e) => setStep(Number(e.target.value))}
              aria-label="Move"
              aria-valuetext={`Move ${step} of ${last}`}
              className="replay-controls__scrub"
            />
            <p className="replay-controls__where" data-step={step}>
              Move {step} of {last} · turn {view.turn.number}
              {mover !== undefined ? ` · ${captainName(mover)}` : ' · setup'}
            </p>
            <ul className="replay-controls__events">
              {lines.length === 0 && (
                <li className="hint">{step === 0 ? 'The match as set up.' : 'Nothing to tell.'}</li>
              )}
              {lines.map((l, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines of one move, in order.
                <li key={i}>{l}</li>
              ))}
            </ul>
          </section>
          <div className="tab-panel">
            <Captains view={view} content={rules.content} presence={undefined} except={null} />
          </div>
        </aside>
      </div>
    </div>
  );
}
