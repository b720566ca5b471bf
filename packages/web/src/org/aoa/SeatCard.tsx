/**
 * One player at the table and their squad: the list the ledger will fly (primary with cost,
 * alternates, Wingman) and every problem the squads module finds, or a way to give one: paste
 * XWS or a text list, or pick from the card data.
 */
import type { Squad } from '@drift/formats';
import { useId, useState } from 'react';
import { aceListOf, checkSquad, readPasted, type SquadForm } from './lists.ts';
import { SquadPicker } from './SquadPicker.tsx';
import type { TableSeat } from './table.ts';

const FORM_WORDS: Readonly<Record<NonNullable<TableSeat['source']>, string>> = {
  event: 'registered with the event',
  xws: 'read as XWS',
  text: 'read as a text list',
  drift: 'registered with the event',
  picked: 'picked from the card data',
};

function SquadSummary({ seat }: { seat: TableSeat & { squad: Squad } }) {
  const list = aceListOf(seat.id, seat.squad);
  const report = checkSquad(seat.squad);
  if (!list.ok) {
    return (
      <p className="hint hint--bad" role="alert">
        {list.message}
      </p>
    );
  }
  const { primary, alternates, wingman } = list.value;
  return (
    <div className="aoa-squad">
      <p className="aoa-squad__primary">
        <strong>{primary.name}</strong> <span className="aoa-ps">PS {primary.skill}</span>
        {primary.upgrades.length > 0 && (
          <span className="aoa-squad__ups">
            {' '}
            + {primary.upgrades.map((u) => u.name).join(' + ')}
          </span>
        )}{' '}
        <span className="aoa-squad__cost">{primary.cost} points</span>
      </p>
      {wingman && (
        <p className="aoa-squad__line">
          Wingman: {wingman.name} (PS {wingman.skill}, {wingman.points} points)
        </p>
      )}
      <p className="aoa-squad__line">
        Alternates: {alternates.map((a) => `${a.name} (PS ${a.skill})`).join(', ')}
      </p>
      {report.ok ? (
        <p className="aoa-squad__legal">Legal for Ace of Aces · {report.points} points</p>
      ) : (
        <ul className="aoa-squad__problems" aria-label={`Problems with ${seat.name}’s squad`}>
          {report.problems.map((p) => (
            <li key={`${p.check}:${p.message}`}>
              <span className="aoa-check">{p.check}</span> {p.message}
            </li>
          ))}
        </ul>
      )}
      {seat.source && <p className="hint">Squad {FORM_WORDS[seat.source]}.</p>}
    </div>
  );
}

export function SeatCard({
  seat,
  index,
  onSquad,
  onRemove,
}: {
  seat: TableSeat;
  index: number;
  onSquad: (squad: Squad, source: SquadForm | 'picked', text?: string) => void;
  /** Free tables only: the seat can go. */
  onRemove?: () => void;
}) {
  const id = useId();
  const [mode, setMode] = useState<'show' | 'paste' | 'pick'>(seat.squad ? 'show' : 'paste');
  const [text, setText] = useState(seat.text ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  const takePasted = () => {
    const read = readPasted(text);
    if (!read.ok) {
      setProblem(read.message);
      return;
    }
    setProblem(null);
    onSquad(read.value.squad, read.value.form, text);
    setMode('show');
  };

  return (
    <li className="panel aoa-seatcard" data-seat={seat.id}>
      <div className="aoa-seatcard__head">
        <span className="aoa-seat__order" aria-hidden="true">
          {index + 1}
        </span>
        <h3>{seat.name}</h3>
        <div className="aoa-seatcard__tools">
          {mode === 'show' && seat.squad && (
            <>
              <button type="button" className="btn btn--small" onClick={() => setMode('paste')}>
                Paste another
              </button>
              <button type="button" className="btn btn--small" onClick={() => setMode('pick')}>
                Pick another
              </button>
            </>
          )}
          {onRemove && (
            <button
              type="button"
              className="btn btn--small btn--quiet"
              onClick={onRemove}
              aria-label={`Remove ${seat.name}`}
            >
              Remove
            </button>
          )}
        </div>
      </div>
      {mode === 'show' && seat.squad && <SquadSummary seat={{ ...seat, squad: seat.squad }} />}
      {mode === 'paste' && (
        <div className="aoa-paste">
          <label htmlFor={`${id}-paste`}>
            {seat.name}’s squad: XWS JSON or a text list with “Primary:”, “Alternates:” and
            “Wingman:” lines
          </label>
          <textarea
            id={`${id}-paste`}
            rows={5}
            value={text}
            spellCheck={false}
            placeholder={
              'Primary: Wedge Antilles + Push the Limit + R2 Astromech\nAlternates: Garven Dreis, Biggs Darklighter, Cavern Angels Zealot'
            }
            aria-invalid={problem ? true : undefined}
            onChange={(e) => setText(e.target.value)}
          />
          {problem && (
            <p className="hint hint--bad" role="alert">
              {problem}
            </p>
          )}
          <div className="aoa-actions">
            <button type="button" className="btn btn--primary" onClick={takePasted}>
              Use this squad
            </button>
            <button type="button" className="btn" onClick={() => setMode('pick')}>
              Pick from the cards instead
            </button>
            {seat.squad && (
              <button type="button" className="btn btn--quiet" onClick={() => setMode('show')}>
                Cancel
              </button>
            )}
          </div>
        </div>
      )}
      {mode === 'pick' && (
        <SquadPicker
          onUse={(squad) => {
            onSquad(squad, 'picked');
            setMode('show');
          }}
          onCancel={() => setMode(seat.squad ? 'show' : 'paste')}
        />
      )}
    </li>
  );
}
