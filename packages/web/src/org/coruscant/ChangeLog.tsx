/** The change log (the organizer's): every accepted record, who sent it and what it did. */
import type { CoruscantLogEntry, CoruscantView } from '@drift/formats';
import { useEffect, useState } from 'react';
import type { OrgActor } from '../net.ts';
import { coruscantApi } from './api.ts';
import { nameOf } from './can.ts';

interface Line {
  readonly seq: number;
  readonly at: number;
  readonly actor: OrgActor;
  readonly entry: CoruscantLogEntry;
}

function who(view: CoruscantView, actor: OrgActor): string {
  if (actor.kind === 'organizer') return 'Organizer';
  if (actor.kind === 'player') return nameOf(view, actor.player);
  return 'Anyone';
}

const time = (at: number) =>
  new Date(at).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });

export function ChangeLog({
  id,
  token,
  view,
  revision,
}: {
  id: string;
  token: string;
  view: CoruscantView;
  revision: number;
}) {
  const [lines, setLines] = useState<Line[]>([]);
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again whenever the record changes.
  useEffect(() => {
    let live = true;
    void (async () => {
      const all: Line[] = [];
      let after = 0;
      for (let page = 0; page < 20; page++) {
        const r = await coruscantApi.log(id, token, { after });
        if (!live) return;
        if (!r.ok) {
          setError(r.error.message);
          return;
        }
        all.push(...r.value.entries);
        after = r.value.after;
        if (!r.value.more) break;
      }
      setLines(all.reverse());
      setError(null);
    })();
    return () => {
      live = false;
    };
  }, [id, token, revision]);
  return (
    <section className="panel cc-log" aria-labelledby="cc-log" data-section="log">
      <details>
        <summary>
          <h2 id="cc-log">Change log</h2>
          <span className="hint"> {lines.length} entries, newest first</span>
        </summary>
        {error && <p className="cc-why">{error}</p>}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keys can scroll it. */}
        <ol className="cc-log__list" tabIndex={0} aria-label="Change log entries">
          {lines.map((l) => (
            <li key={l.seq} data-seq={l.seq}>
              <span className="cc-log__when">
                {time(l.at)} · {who(view, l.actor)} · {l.entry.command}
              </span>
              {l.entry.lines.map((t) => (
                <span key={t} className="cc-log__line">
                  {t}
                </span>
              ))}
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}
