/**
 * Dice that roll with their faces: each die of the last `events` frame tumbles for a moment in
 * its own shape (d6, d8, d12, d20) and lands on the face the server rolled. The tray has a fixed
 * number of fixed-size slots, so nothing around it moves when dice arrive; with reduced motion
 * the faces simply appear.
 *
 * Props: `events` (one `events` frame, docs/protocol.md: its DieRolled events become dice),
 * `rollKey` (the frame's version: a new key rolls again, even with the same faces), `slots`
 * (dice shown, default 6; older dice of a bigger frame are counted, not shown), `summary` (the
 * fixed line under the dice; by default what they decided: an attack's result, a hazard's, the
 * movement rolled), `empty` (that line while the frame has no dice).
 */
import { captainName, type XiaEvent } from '@drift/xia';
import { useEffect, useMemo, useState } from 'react';
import { seatColour } from '../look/palette.ts';
import { type Roll, rollSummary, rollsOf, tumbleFaces } from './rolls.ts';
import { DieOutline, FACE_Y } from './shapes.tsx';
import { useReducedMotion } from './useReducedMotion.ts';
import './dice.css';

/** How long a die tumbles, and the pause between one die and the next. */
export const ROLL_MS = 650;
export const STAGGER_MS = 90;
const FRAME_MS = 65;

export interface DieProps {
  readonly roll: Roll;
  /** Position in the tray: later dice start a little later. */
  readonly index?: number;
  readonly still?: boolean;
}

export function Die({ roll, index = 0, still = false }: DieProps) {
  const faces = useMemo(
    () => tumbleFaces(roll.die, roll.face, Math.round(ROLL_MS / FRAME_MS)),
    [roll.die, roll.face],
  );
  const [step, setStep] = useState(still ? faces.length - 1 : -1);
  useEffect(() => {
    if (still) return;
    let n = -1;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      n = 0;
      setStep(0);
      timer = setInterval(() => {
        n++;
        setStep(Math.min(n, faces.length - 1));
        if (n >= faces.length - 1) clearInterval(timer);
      }, FRAME_MS);
    }, index * STAGGER_MS);
    return () => {
      clearTimeout(start);
      if (timer) clearInterval(timer);
    };
  }, [faces, index, still]);
  const landed = step >= faces.length - 1;
  const face = step < 0 ? faces[0] : faces[step];
  const state = landed ? 'landed' : step < 0 ? 'waiting' : 'rolling';
  return (
    <svg
      className={`die die--d${roll.die} die--${state}${still ? ' die--still' : ''}`}
      viewBox="0 0 100 100"
      width="56"
      height="56"
      role="img"
      aria-label={
        landed
          ? `d${roll.die}: ${roll.face}, for ${roll.purpose}, by ${captainName(roll.seat)}`
          : `d${roll.die} rolling`
      }
      data-die={roll.die}
      data-face={landed ? roll.face : undefined}
      style={{ ['--die-colour' as string]: seatColour(roll.seat) }}
    >
      <g className="die__spin">
        <DieOutline die={roll.die} />
        <text
          className="die__face"
          x="50"
          y={FACE_Y[roll.die] ?? 52}
          textAnchor="middle"
          dominantBaseline="middle"
          fontSize={face !== undefined && face >= 10 ? 30 : 36}
        >
          {step < 0 ? '' : face}
        </text>
      </g>
    </svg>
  );
}

export interface DiceTrayProps {
  readonly events: readonly XiaEvent[];
  readonly rollKey?: number | string;
  readonly slots?: number;
  readonly summary?: string;
  readonly label?: string;
  /** The line shown while the frame has no dice. */
  readonly empty?: string;
}

export function DiceTray({
  events,
  rollKey = 0,
  slots = 6,
  summary,
  label = 'Dice',
  empty = 'No dice this time.',
}: DiceTrayProps) {
  const reduced = useReducedMotion();
  const all = useMemo(() => rollsOf(events), [events]);
  const line = summary ?? rollSummary(events);
  const shown = all.slice(Math.max(0, all.length - slots));
  const earlier = all.length - shown.length;
  const [settled, setSettled] = useState<string | number | null>(null);
  // Announce the faces once they have landed (at once with reduced motion).
  const done = reduced ? 0 : ROLL_MS + STAGGER_MS * Math.max(0, shown.length - 1) + 80;
  useEffect(() => {
    setSettled(null);
    const t = setTimeout(() => setSettled(rollKey), done);
    return () => clearTimeout(t);
  }, [rollKey, done]);
  const said =
    settled === rollKey && shown.length > 0
      ? shown
          .map((r) => `${captainName(r.seat)} rolled d${r.die} for ${r.purpose}: ${r.face}.`)
          .concat(line ? [line] : [])
          .join(' ')
      : '';
  const resultLine =
    all.length === 0
      ? empty
      : `${line ?? ''}${line && earlier > 0 ? ' ' : ''}${earlier > 0 ? `(${earlier} earlier ${earlier === 1 ? 'die' : 'dice'} not shown)` : ''}`;
  return (
    <section
      className="dice"
      aria-label={label}
      data-roll={rollKey}
      style={{ ['--slots' as string]: slots }}
    >
      <ol className="dice__slots">
        {Array.from({ length: slots }, (_, i) => {
          const roll = shown[i];
          return (
            <li key={roll ? `${rollKey}-${roll.id}` : `empty-${i}`} className="dice__slot">
              {roll ? (
                <>
                  <Die roll={roll} index={i} still={reduced} />
                  <span className="dice__purpose" title={roll.purpose}>
                    {roll.purpose}
                  </span>
                  <span
                    className="dice__who"
                    style={{ color: seatColour(roll.seat) }}
                    title={captainName(roll.seat)}
                  >
                    {captainName(roll.seat)}
                  </span>
                </>
              ) : (
                <span className="dice__empty" aria-hidden="true" />
              )}
            </li>
          );
        })}
      </ol>
      {/* The result waits for the dice to land; its line keeps its place meanwhile. */}
      {/* Cut short where the tray is narrow: the whole line shows on hover. */}
      <p
        className={`dice__summary${settled === rollKey || all.length === 0 ? '' : ' dice__summary--waiting'}`}
        title={resultLine}
      >
        {resultLine}
      </p>
      <p className="dice__said" aria-live="polite">
        {said}
      </p>
    </section>
  );
}
