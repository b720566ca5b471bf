/**
 * Taking the squad away: its XWS JSON copied or downloaded, or its text list copied. When the
 * browser refuses the clipboard the text is shown, selected, to copy by hand.
 */
import { type Squad, squadText, toXws } from '@drift/formats';
import { useState } from 'react';
import { saveFile } from '../../campaign/files.ts';

/** A file name from a squad's name: `Mauler and friend` → `mauler-and-friend.json`. */
export function fileName(name: string, fallback = 'squad'): string {
  const base = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || fallback}.json`;
}

type Said = { kind: 'done' | 'bad'; text: string; manual?: string };

export function Exports({ squad }: { squad: Squad }) {
  const [said, setSaid] = useState<Said | null>(null);
  const xws = () => {
    const r = toXws(squad);
    if (!r.ok) {
      setSaid({ kind: 'bad', text: `No XWS for this squad: ${r.error.message}.` });
      return null;
    }
    return `${JSON.stringify(r.value, null, 2)}\n`;
  };
  const copy = (what: string, text: string | null) => {
    if (text === null) return;
    const manual = () =>
      setSaid({
        kind: 'bad',
        text: `This browser would not copy to the clipboard; here is the ${what} to copy by hand:`,
        manual: text,
      });
    if (!navigator.clipboard) {
      manual();
      return;
    }
    navigator.clipboard
      .writeText(text)
      .then(() => setSaid({ kind: 'done', text: `Copied the ${what} to the clipboard.` }), manual);
  };
  return (
    <section className="panel sq-export" aria-labelledby="sq-export-title">
      <h2 id="sq-export-title">Export</h2>
      <div className="sq-export__acts">
        <button type="button" className="btn btn--small" onClick={() => copy('XWS JSON', xws())}>
          Copy XWS JSON
        </button>
        <button
          type="button"
          className="btn btn--small"
          onClick={() => {
            const text = xws();
            if (text === null) return;
            const name = fileName(squad.name);
            saveFile(name, text);
            setSaid({ kind: 'done', text: `Saved ${name}.` });
          }}
        >
          Download .json
        </button>
        <button
          type="button"
          className="btn btn--small"
          onClick={() => copy('text list', squadText(squad))}
        >
          Copy text list
        </button>
      </div>
      <p className={`sq-export__said${said?.kind === 'bad' ? ' hint--bad' : ''}`} role="status">
        {said?.text ?? ''}
      </p>
      {said?.manual && (
        <textarea
          className="sq-export__manual"
          readOnly
          rows={8}
          aria-label="The text to copy"
          value={said.manual}
          onFocus={(e) => e.currentTarget.select()}
        />
      )}
    </section>
  );
}
