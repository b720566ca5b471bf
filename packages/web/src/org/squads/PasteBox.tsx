/**
 * Where a squad comes in: a paste box (XWS JSON or a text list, told apart when read), a file
 * to import, or an empty squad to build. It says what it read the text as, or every reason it
 * could not, line by line.
 */
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type Reading, readingSummary, readPasted, readSquadFile } from './read.ts';

export interface PasteState {
  readonly text: string;
  readonly reading: Reading | null;
  /** The file the text came from, when imported. */
  readonly file?: string | undefined;
  /** A file that could not be imported, and why. */
  readonly fileError?: string | undefined;
  /** The paste box is open although a squad is shown ("Paste another squad"). */
  readonly open?: boolean;
}

export const EMPTY_PASTE: PasteState = { text: '', reading: null };

const EXAMPLE = `Wedge Antilles + Push the Limit + R2-D2
Biggs Darklighter
Gold Squadron Pilot + Ion Cannon Turret`;

export function PasteBox({
  title,
  state,
  onState,
  onRead,
  onEmpty,
  rows = 6,
  hasSquad,
  children,
}: {
  title: string;
  state: PasteState;
  onState: (s: PasteState) => void;
  /** A reading that gave a squad, and the box's state with it. */
  onRead: (r: Reading & { ok: true }, paste: PasteState) => void;
  /** Offered when given: start from an empty squad. */
  onEmpty?: (() => void) | undefined;
  rows?: number;
  /** A squad is already shown (a failed reading leaves it as it was). */
  hasSquad: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const read = (text: string, file?: string) => {
    const reading = readPasted(text);
    const next: PasteState = { text, reading, file, open: false };
    if (reading.ok) onRead(reading, next);
    else onState(next);
  };
  const importFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    if (file === undefined) return;
    setBusy(true);
    const got = await readSquadFile(file);
    setBusy(false);
    input.value = '';
    if (!got.ok) {
      onState({ ...state, fileError: got.message, file: undefined });
      return;
    }
    read(got.text, file.name);
  };
  const r = state.reading;
  // Once a squad is in, the box folds to one line until another is pasted (or one fails).
  const shown = !hasSquad || state.open === true || (r !== null && !r.ok);
  const text = useRef<HTMLTextAreaElement>(null);
  const opened = state.open === true;
  useEffect(() => {
    if (opened) text.current?.focus();
  }, [opened]);
  return (
    <div className="sq-paste">
      {shown && (
        <>
          <label htmlFor={`${id}-text`} className="sq-paste__label">
            {title}
          </label>
          <textarea
            ref={text}
            id={`${id}-text`}
            className="sq-paste__text"
            rows={rows}
            spellCheck={false}
            autoComplete="off"
            placeholder={EXAMPLE}
            value={state.text}
            aria-describedby={`${id}-said`}
            onChange={(e) => onState({ ...state, text: e.target.value, fileError: undefined })}
          />
        </>
      )}
      <div className="sq-paste__acts">
        {shown ? (
          <>
            <button
              type="button"
              className="btn btn--primary btn--small"
              onClick={() => read(state.text)}
            >
              Read squad
            </button>
            {hasSquad && (
              <button
                type="button"
                className="btn btn--quiet btn--small"
                onClick={() =>
                  onState({ ...state, open: false, reading: null, fileError: undefined })
                }
              >
                Cancel
              </button>
            )}
          </>
        ) : (
          <button
            type="button"
            className="btn btn--small"
            onClick={() => onState({ text: '', reading: null, open: true })}
          >
            Paste another squad
          </button>
        )}
        <label className="btn btn--small sq-file">
          {busy ? 'Reading…' : 'Import a file…'}
          <input
            type="file"
            className="sr-only"
            accept=".json,.txt,.xws,application/json,text/plain"
            onChange={(e) => void importFile(e)}
          />
        </label>
        {onEmpty && (
          <button type="button" className="btn btn--quiet btn--small" onClick={onEmpty}>
            Start from an empty squad
          </button>
        )}
        {children}
      </div>
      <div id={`${id}-said`} className="sq-paste__said" role="status">
        {state.fileError ? (
          <p className="error">{state.fileError}</p>
        ) : r === null ? null : r.ok ? (
          <p className="sq-read sq-read--ok">
            {readingSummary(r)}
            {state.file && ` From ${state.file}.`}
          </p>
        ) : (
          <div className="error sq-read--bad">
            <p>
              {state.file && `${state.file}: `}
              {readingSummary(r)}
            </p>
            {r.problems.length > 0 && (
              <ul>
                {r.problems.map((p) => (
                  <li key={`${p.line ?? 0}/${p.message}`}>{p.message}</li>
                ))}
              </ul>
            )}
            {hasSquad && (
              <p className="sq-read__kept">The squad below is still the one read before.</p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
