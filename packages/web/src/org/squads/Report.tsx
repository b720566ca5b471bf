/**
 * What the checks say: a verdict (green "Legal for …" or how many problems), then every problem
 * with its named check and message, each a button that brings the pilot or upgrade at fault into
 * view; notes below, apart. A problem that points at nothing on the page is plain text.
 */
import { showSpot } from './spots.ts';

export interface ShownFinding {
  readonly check: string;
  readonly message: string;
  /** The element id it points at, if any. */
  readonly target?: string | undefined;
}

/** A validator's message starts in lower case, to fit in a sentence; a list item is one. */
export function sentence(message: string): string {
  const text = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function Finding({ f }: { f: ShownFinding }) {
  const body = (
    <>
      <code className="sq-check">{f.check}</code>
      <span className="sq-finding__text">{sentence(f.message)}</span>
    </>
  );
  const target = f.target;
  if (target === undefined) return <div className="sq-finding">{body}</div>;
  return (
    <button
      type="button"
      className="sq-finding sq-finding--link"
      data-target={target}
      onClick={() => showSpot(target)}
    >
      {body}
    </button>
  );
}

export function Report({
  formatName,
  points,
  problems,
  notes = [],
  legal,
}: {
  formatName: string;
  /** `43 of 40 points`, or several squads' figures, as the caller says them. */
  points?: string;
  problems: readonly ShownFinding[];
  notes?: readonly ShownFinding[];
  /** The green verdict's words: `Legal for Ace of Aces`. */
  legal: string;
}) {
  const ok = problems.length === 0;
  const n = problems.length;
  return (
    <section className="panel sq-report" aria-labelledby="sq-report-title" data-ok={ok}>
      <h2 id="sq-report-title" className="sr-only">
        Squad check
      </h2>
      <div className={`sq-verdict sq-verdict--${ok ? 'ok' : 'bad'}`} role="status">
        <span className="sq-verdict__mark" aria-hidden="true">
          {ok ? '✓' : '!'}
        </span>
        <span className="sq-verdict__words">
          <strong className="sq-verdict__title">
            {ok ? legal : `${n === 1 ? 'One problem' : `${n} problems`} for ${formatName}`}
          </strong>
          {points && <span className="sq-verdict__points">{points}</span>}
        </span>
      </div>
      {!ok && (
        <>
          <h3 className="sq-report__head">Problems</h3>
          <ol className="sq-findings sq-findings--problems">
            {problems.map((p, i) => (
              // The same check may fire twice with the same words (two pilots alike).
              // biome-ignore lint/suspicious/noArrayIndexKey: findings have no identity of their own
              <li key={`${p.check}/${i}`}>
                <Finding f={p} />
              </li>
            ))}
          </ol>
        </>
      )}
      {notes.length > 0 && (
        <>
          <h3 className="sq-report__head">Notes</h3>
          <ul className="sq-findings sq-findings--notes">
            {notes.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: findings have no identity of their own
              <li key={`${p.check}/${i}`}>
                <Finding f={p} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
