/**
 * The strip above the board: the Fame track (everyone's marker, the Title spaces, the target)
 * and the dice of the latest roll, which stay until the next one. Both keep a fixed size, so
 * nothing on the screen moves when dice arrive. A replay notes dice rolled before the move it
 * shows (`rollNote`: "Move 12:" before the result; the tray is marked `data-earlier`).
 */
import type { Content, XiaView } from '@drift/xia';
import { useEffect, useMemo, useState } from 'react';
import { DiceTray } from '../dice/DiceTray.tsx';
import { rollSummary } from '../dice/rolls.ts';
import { FameTrack } from '../fame/FameTrack.tsx';
import type { LogEntry } from '../store/match.ts';
import './feedback.css';

/** The newest log entry that rolled dice, if any. */
export function lastRoll(log: readonly LogEntry[]): LogEntry | null {
  return log.findLast((entry) => entry.events.some((e) => e.type === 'DieRolled')) ?? null;
}

const WIDE = '(min-width: 1600px)';

function useWide(): boolean {
  const [wide, setWide] = useState(() => matchMedia(WIDE).matches);
  useEffect(() => {
    const q = matchMedia(WIDE);
    const on = () => setWide(q.matches);
    q.addEventListener('change', on);
    return () => q.removeEventListener('change', on);
  }, []);
  return wide;
}

const NONE: LogEntry['events'] = [];

export function MatchHud({
  view,
  content,
  log,
  rollNote,
}: {
  view: XiaView;
  content: Content;
  log: readonly LogEntry[];
  /** Words before the roll's result, given the entry's version (none: the roll is current). */
  rollNote?: (version: number) => string | undefined;
}) {
  const roll = useMemo(() => lastRoll(log), [log]);
  const wide = useWide();
  const note = roll && rollNote ? rollNote(roll.version) : undefined;
  return (
    <div className="match-hud">
      <div className="match-hud__fame">
        <FameTrack view={view} content={content} />
      </div>
      <div
        className="match-hud__dice"
        data-slot="dice"
        data-earlier={note === undefined ? undefined : ''}
      >
        <DiceTray
          events={roll?.events ?? NONE}
          rollKey={roll?.version ?? 0}
          {...(roll && note !== undefined
            ? { summary: `${note} ${rollSummary(roll.events) ?? ''}`.trim() }
            : {})}
          slots={wide ? 6 : 4}
          label="The latest roll"
          empty="No dice rolled yet: rolls show here."
        />
      </div>
    </div>
  );
}
