/**
 * The replay's controls under the board: the scrubber over a strip of the turns (each in its
 * captain's colour, the current one lit), buttons to go to the start, a turn or a move back,
 * play or pause, a move or a turn on, the end; where we are; the playing speed.
 */
import { captainName } from '@drift/xia';
import type { ReactNode } from 'react';
import { Segmented } from '../app/Segmented.tsx';
import { seatColour } from '../look/palette.ts';
import { lastStep, nextTurn, prevTurn, type Timeline, turnSpans } from './replaySteps.ts';

export const SPEEDS = [
  { value: 1, text: '1×' },
  { value: 2, text: '2×' },
  { value: 4, text: '4×' },
] as const;
export type Speed = (typeof SPEEDS)[number]['value'];

/** Icons in a 16-unit box: bars and triangles. */
const ICONS = {
  first: 'M3 2h2v12H3zM13 2 6 8l7 6z',
  prevTurn: 'M8 2 2 8l6 6zM14 2 8 8l6 6z',
  prev: 'M11 2 4 8l7 6z',
  play: 'M4 2l10 6-10 6z',
  pause: 'M4 2h3v12H4zM9 2h3v12H9z',
  next: 'M5 2l7 6-7 6z',
  nextTurn: 'M2 2l6 6-6 6zM8 2l6 6-6 6z',
  last: 'M3 2l7 6-7 6zM11 2h2v12h-2z',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} fill="currentColor" />
    </svg>
  );
}

function Go({
  label,
  keys,
  shown,
  onClick,
  children,
}: {
  label: string;
  keys: string;
  shown: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="btn btn--small replay-go"
      aria-label={label}
      aria-keyshortcuts={keys}
      title={`${label} (${shown})`}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

export function ReplayTransport({
  line,
  step,
  onStep,
  playing,
  onPlay,
  speed,
  onSpeed,
}: {
  line: Timeline;
  step: number;
  onStep: (step: number) => void;
  playing: boolean;
  onPlay: () => void;
  speed: Speed;
  onSpeed: (speed: Speed) => void;
}) {
  const last = lastStep(line);
  const spans = turnSpans(line);
  const turn = line.turnOf[step] ?? 0;
  const turns = line.turnOf[last] ?? 0;
  const seat = line.turnSeat[step] ?? null;
  const where = `Move ${step} of ${last}, ${turn === 0 ? 'setup' : `turn ${turn} of ${turns}`}`;
  return (
    <section className="panel replay-transport" aria-label="Replay controls">
      <div className="replay-transport__track">
        <ol className="replay-transport__turns" aria-hidden="true">
          {spans.map((s) => (
            <li
              key={s.from}
              className={`replay-turn${s.from <= step && step < s.to ? ' is-now' : ''}`}
              style={{
                flexGrow: s.to - s.from,
                background: s.seat === null ? undefined : seatColour(s.seat),
              }}
            />
          ))}
        </ol>
        <input
          type="range"
          min={0}
          max={last}
          value={step}
          onChange={(e) => onStep(Number(e.target.value))}
          aria-label="Move"
          aria-valuetext={where}
          className="replay-controls__scrub"
        />
      </div>
      <div className="replay-transport__row">
        <div className="replay-transport__buttons">
          <Go label="First move" keys="Home" shown="Home" onClick={() => onStep(0)}>
            <Icon name="first" />
          </Go>
          <Go
            label="Previous turn"
            keys="Shift+ArrowLeft"
            shown="Shift+←"
            onClick={() => onStep(prevTurn(line, step))}
          >
            <Icon name="prevTurn" />
          </Go>
          <Go
            label="Previous move"
            keys="ArrowLeft"
            shown="←"
            onClick={() => onStep(Math.max(0, step - 1))}
          >
            <Icon name="prev" />
          </Go>
          <button
            type="button"
            className="btn btn--small btn--primary replay-play"
            onClick={onPlay}
            aria-keyshortcuts="Space"
            title={`${playing ? 'Pause' : 'Play'} (Space)`}
          >
            <Icon name={playing ? 'pause' : 'play'} />
            {playing ? 'Pause' : step >= last ? 'Replay' : 'Play'}
          </button>
          <Go
            label="Next move"
            keys="ArrowRight"
            shown="→"
            onClick={() => onStep(Math.min(last, step + 1))}
          >
            <Icon name="next" />
          </Go>
          <Go
            label="Next turn"
            keys="Shift+ArrowRight"
            shown="Shift+→"
            onClick={() => onStep(nextTurn(line, step))}
          >
            <Icon name="nextTurn" />
          </Go>
          <Go label="Last move" keys="End" shown="End" onClick={() => onStep(last)}>
            <Icon name="last" />
          </Go>
        </div>
        <p className="replay-controls__where" data-step={step} data-turn={turn}>
          <strong>
            Move {step}
            <span className="replay-controls__of"> / {last}</span>
          </strong>
          <span>
            {turn === 0 ? 'Setup' : `Turn ${turn} of ${turns}`}
            {seat !== null && (
              <>
                {' · '}
                <span style={{ color: seatColour(seat) }}>{captainName(seat)}</span>
              </>
            )}
          </span>
        </p>
        <Segmented small label="Speed" options={SPEEDS} value={speed} onChange={onSpeed} />
      </div>
    </section>
  );
}
