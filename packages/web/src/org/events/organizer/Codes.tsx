/**
 * A participant's code, big enough to read out across a table, with its join link; and the
 * printable list of every code (only it prints).
 */
import type { EventView } from '@drift/formats';
import { useEffect, useRef } from 'react';
import { routeLink } from '../../../app/router.ts';

export function joinLink(id: string, code: string): string {
  return routeLink({ page: 'org-event-join', id, code });
}

export function Codes({
  name,
  code,
  link,
  onNew,
  onClose,
}: {
  name: string;
  code: string;
  link: string;
  onNew: () => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open && typeof d.showModal === 'function') d.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className="code-card"
      aria-label={`${name}’s code`}
      onClose={onClose}
      data-dialog="code"
    >
      <p className="code-card__who">{name}</p>
      <p className="code-card__code" data-code-big={code}>
        {code}
      </p>
      <p className="code-card__how">
        On a phone: open the event and type this code, or open the link.
      </p>
      <p className="code-card__link">
        <a href={link} data-join-link>
          {link}
        </a>
      </p>
      <div className="format-acts">
        <button type="button" className="btn btn--primary" onClick={() => ref.current?.close()}>
          Done
        </button>
        <button type="button" className="btn btn--quiet" onClick={onNew}>
          New code (the old one stops working)
        </button>
      </div>
    </dialog>
  );
}

/** Every player's code and link, for the printer. */
export function CodeSheet({
  id,
  view,
  codes,
}: {
  id: string;
  view: EventView;
  codes: Readonly<Record<string, string>>;
}) {
  const rows = view.players.filter((p) => codes[p.id]);
  if (rows.length === 0) return null;
  return (
    <section className="code-sheet" aria-hidden="true">
      <h2>{view.event.name}: player codes</h2>
      <p>Open the event on your phone and enter your code, or open your link.</p>
      <table>
        <tbody>
          {rows.map((p) => (
            <tr key={p.id}>
              <th scope="row">{p.name}</th>
              <td className="code-sheet__code">{codes[p.id]}</td>
              <td className="code-sheet__link">{joinLink(id, codes[p.id] ?? '')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
