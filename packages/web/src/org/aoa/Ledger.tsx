/**
 * The ledger's lines, newest first, and the undo of the last entry: the game is rebuilt from the
 * entries without it, so nothing else changes.
 */
import type { AceGame } from '@drift/formats';
import { useState } from 'react';
import { PHASE_NAMES } from './words.ts';

/** Lines shown before "show all": the newest. */
const SHOWN = 12;

export function Ledger({
  game,
  lastEntry,
  onUndo,
}: {
  game: AceGame;
  /** The last entry in words; null when there is none. */
  lastEntry: string | null;
  onUndo: () => void;
}) {
  const [all, setAll] = useState(false);
  const lines = [...game.log].reverse();
  const shown = all ? lines : lines.slice(0, SHOWN);
  return (
    <section className="panel aoa-ledger" aria-label="Ledger">
      <div className="aoa-ledger__head">
        <h3>Ledger</h3>
        <button
          type="button"
          className="btn btn--small"
          disabled={lastEntry === null}
          onClick={onUndo}
        >
          Undo the last entry
        </button>
      </div>
      {lastEntry && <p className="hint aoa-ledger__last">Last entry: {lastEntry}.</p>}
      {lines.length === 0 ? (
        <p className="hint">Nothing scored yet.</p>
      ) : (
        <ol className="aoa-ledger__lines" reversed>
          {shown.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows at its end
            <li key={lines.length - i}>
              <span className="aoa-ledger__when">
                R{l.round} · {PHASE_NAMES[l.phase]}
              </span>
              <span>{l.text}</span>
            </li>
          ))}
        </ol>
      )}
      {lines.length > SHOWN && (
        <button
          type="button"
          className="btn btn--quiet btn--small"
          onClick={() => setAll((a) => !a)}
        >
          {all ? 'Show the newest lines only' : `Show all ${lines.length} lines`}
        </button>
      )}
    </section>
  );
}
