/**
 * The log of what happened since this page connected, newest last. A stand-in until the
 * feedback module's readable log (packages/web/src/log) takes this slot: it tells events with
 * the rules' own report lines.
 */
import type { Content, XiaView } from '@drift/xia';
import { describe } from '@drift/xia';
import { useEffect, useMemo, useRef } from 'react';
import type { LogEntry } from '../store/match.ts';
import { viewNamer } from './namer.ts';

export function LogPanel({
  log,
  view,
  content,
}: {
  log: readonly LogEntry[];
  view: XiaView;
  content: Content;
}) {
  const namer = useMemo(() => viewNamer(content, view), [content, view]);
  const lines = useMemo(
    () =>
      log.slice(-200).flatMap((entry) =>
        entry.events.flatMap((e, i) => {
          const line = describe(e, namer);
          return line
            ? [{ key: `${entry.version}:${i}`, text: line.trim(), turn: e.type === 'TurnStarted' }]
            : [];
        }),
      ),
    [log, namer],
  );
  const end = useRef<HTMLLIElement | null>(null);
  useEffect(() => {
    if (lines.length > 0) end.current?.scrollIntoView({ block: 'nearest' });
  }, [lines]);
  return (
    <ol className="log" aria-label="What happened" data-slot="log">
      {lines.length === 0 && (
        <li className="hint">Nothing yet: moves appear here as they happen.</li>
      )}
      {lines.map((l) => (
        <li key={l.key} className={l.turn ? 'log__turn' : undefined}>
          {l.text}
        </li>
      ))}
      <li ref={end} aria-hidden="true" />
    </ol>
  );
}
