/**
 * The replay viewer: a finished match rebuilt from its log and seen as a spectator saw it, laid
 * out like the match screen. Above the board the Fame track and the dice of the latest roll;
 * under it the controls (a move or a turn at a time, play, the scrubber over the turns); beside
 * it whose turn it was, the captains and the log up to the move shown, that move's lines marked
 * (a heading or a line clicked goes there). At the end, the story of the match.
 */
import type { MatchFile } from '@drift/engine';
import { captainName } from '@drift/xia';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { xia } from '../app/content.ts';
import { go, routeHash } from '../app/router.ts';
import { Board } from '../board/Board.tsx';
import { EventLog, type LogPick } from '../log/EventLog.tsx';
import { seatColour } from '../look/palette.ts';
import { api } from '../net/http.ts';
import type { SeatPresence } from '../net/protocol.ts';
import { Captains, whoPlays } from '../play/Captains.tsx';
import { MatchHud } from '../play/MatchHud.tsx';
import { TurnCard } from '../play/TurnCard.tsx';
import { VictoryStory } from '../play/VictoryStory.tsx';
import type { LogEntry } from '../store/match.ts';
import { ReplayTransport, type Speed } from './ReplayTransport.tsx';
import { type ReplayKey, useReplayKeys } from './replayKeys.ts';
import { type Replayed, rebuild } from './replayModel.ts';
import {
  lastStep,
  nextTurn,
  prevTurn,
  stepOfEvent,
  type Timeline,
  timeline,
  toldBy,
  turnStart,
} from './replaySteps.ts';
import '../play/match.css';
import './pages.css';

/** How long each move shows while playing, by speed. */
const MOVE_MS: Record<Speed, number> = { 1: 700, 2: 350, 4: 150 };

const noop = () => {};

interface Loaded {
  readonly data: Replayed;
  readonly line: Timeline;
  /** Each move's told events as a log entry (its version is its step), for the dice. */
  readonly entries: readonly LogEntry[];
}

export function ReplayPage({
  id,
  at = 0,
}: {
  id: string;
  /** The move to open on (the address's). */
  at?: number;
}) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [presence, setPresence] = useState<readonly SeatPresence[] | undefined>(undefined);
  const [step, setStep] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<Speed>(1);
  const [story, setStory] = useState(false);
  /** The address's move: opened on, and gone to when another is typed in. */
  const typed = useRef(at);
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
      if (!built.ok) {
        setError(built.message);
        return;
      }
      const line = timeline(built.value, rules);
      const entries = built.value.seats.map((seat, i) => ({
        version: i + 1,
        seat,
        events: line.events.slice(line.ends[i], line.ends[i + 1]),
      }));
      setLoaded({ data: built.value, line, entries });
      // Opens on the address's move.
      setStep(Math.min(Math.max(0, typed.current), built.value.states.length - 1));
    });
    // Who played each seat (bots by name); nobody is "away" from a finished match.
    void api.match(id).then((r) => {
      if (alive && r.ok) setPresence(r.value.seats.map((s) => ({ ...s, connected: true })));
    });
    return () => {
      alive = false;
    };
  }, [id, rules]);

  const line = loaded?.line;
  const last = line ? lastStep(line) : 0;
  // Goes to another move typed in the address.
  useEffect(() => {
    if (typed.current === at) return;
    typed.current = at;
    if (loaded) setStep(Math.min(Math.max(0, at), lastStep(loaded.line)));
  }, [loaded, at]);
  // The address follows the move shown (replaced, not pushed: Back leaves the replay), so a
  // link to it opens on that move.
  useEffect(() => {
    if (!loaded) return;
    typed.current = step;
    const hash = routeHash({ page: 'replay', id, move: step });
    if (location.hash !== hash) history.replaceState(history.state, '', hash);
  }, [loaded, id, step]);
  useEffect(() => {
    if (!playing) return;
    const t = setInterval(() => setStep((s) => Math.min(last, s + 1)), MOVE_MS[speed]);
    return () => clearInterval(t);
  }, [playing, last, speed]);
  // Playing to the end stops there and tells the story.
  useEffect(() => {
    if (playing && step >= last) {
      setPlaying(false);
      setStory(true);
    }
  }, [playing, step, last]);

  const play = useCallback(() => {
    if (playing) return setPlaying(false);
    if (step >= last) setStep(0);
    setPlaying(true);
  }, [playing, step, last]);

  useReplayKeys((key: ReplayKey) => {
    if (!line) return;
    const to = {
      prev: () => Math.max(0, step - 1),
      next: () => Math.min(last, step + 1),
      prevTurn: () => prevTurn(line, step),
      nextTurn: () => nextTurn(line, step),
      first: () => 0,
      last: () => last,
      play: null,
    }[key];
    if (to) setStep(to());
    else play();
  });

  const pick = useCallback(
    (p: LogPick) => {
      if (!line) return;
      if (p.kind === 'line') setStep(stepOfEvent(line, p.line.last));
      else setStep(turnStart(line, p.turn.number ?? 0) ?? 0);
    },
    [line],
  );

  const state = loaded?.data.states[step];
  const view = useMemo(() => (state ? rules.view(state, 'spectator') : null), [state, rules]);
  const told = useMemo(() => (line ? toldBy(line, step) : null), [line, step]);
  const log = useMemo(() => loaded?.entries.slice(0, step) ?? [], [loaded, step]);
  const rollNote = useCallback(
    (version: number) => (version < step ? `Move ${version}:` : undefined),
    [step],
  );

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
  if (!loaded || !line || !view || !told)
    return <main className="match match--loading">Rebuilding the match…</main>;

  const who = (s: number) => whoPlays(s, presence);
  const ended = view.stage === 'finished';
  const winner = view.winner === null ? undefined : view.captains[view.winner];
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
        <h1 className="topbar__match replay__title">
          Replay of match {id.slice(0, 6)} · first to {view.fameTarget} Fame · {last} moves
          {loaded.data.verified ? '' : ' · (does not end as recorded)'}
        </h1>
        <span className="topbar__spacer" />
        <p className="replay-keys">
          <kbd>←</kbd> <kbd>→</kbd> a move · <kbd>Shift</kbd> a turn · <kbd>Space</kbd> play
        </p>
      </header>
      <main className="match__main">
        <section className="match__board" aria-label="The board">
          <h2 className="sr-only">Fame, dice and the board</h2>
          <MatchHud view={view} content={rules.content} log={log} rollNote={rollNote} />
          <Board view={view} content={rules.content} label="Board" refit />
          <ReplayTransport
            line={line}
            step={step}
            onStep={setStep}
            playing={playing}
            onPlay={play}
            speed={speed}
            onSpeed={setSpeed}
          />
        </section>
        <aside className="match__side">
          <h2 className="sr-only">The turn, the captains and the log</h2>
          <TurnCard
            view={view}
            seat={null}
            canAct={false}
            who={who}
            rejection={null}
            onDismiss={noop}
          />
          {ended && (
            <section className="panel replay-end" aria-label="The end">
              <p>
                {winner === undefined ? (
                  'The match ended without a winner.'
                ) : (
                  <>
                    <span
                      className="seat-badge"
                      style={{ background: seatColour(winner.seat) }}
                      aria-hidden="true"
                    >
                      {winner.seat + 1}
                    </span>
                    <span>
                      <strong>{captainName(winner.seat)}</strong> wins with {winner.fame} Fame.
                    </span>
                  </>
                )}
              </p>
              <button type="button" className="btn btn--primary" onClick={() => setStory(true)}>
                Read the story
              </button>
            </section>
          )}
          <Captains view={view} content={rules.content} presence={presence} except={null} />
          <div className="replay__log">
            <EventLog
              events={told.events}
              view={view}
              content={rules.content}
              markFrom={told.from}
              onPick={pick}
            />
          </div>
        </aside>
      </main>
      {story && ended && (
        <VictoryStory
          match={id}
          view={view}
          content={rules.content}
          pageEvents={line.events}
          told={line.events}
          onClose={() => setStory(false)}
          onWatchAgain={() => {
            setStory(false);
            setStep(0);
            setPlaying(true);
          }}
        />
      )}
    </div>
  );
}
