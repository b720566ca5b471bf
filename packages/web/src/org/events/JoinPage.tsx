/**
 * A player's join link (`#/org/events/<id>/join/<code>`): the code is checked with the server,
 * kept in this browser, and the player lands on their page.
 */
import { useEffect, useState } from 'react';
import { go } from '../../app/router.ts';
import { Link } from '../Link.tsx';
import { HUB, OrgFrame } from '../OrgFrame.tsx';
import { eventsApi } from './api.ts';
import { keepJoined } from './keep.ts';
import { EVENTS } from './list.ts';
import './events.css';

export function JoinPage({ id, code }: { id: string; code: string }) {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void eventsApi.get(id, code).then((r) => {
      if (!live) return;
      if (!r.ok) {
        setError(
          r.error.code === 'UnknownOrgToken'
            ? 'This link’s code no longer works (the organizer may have made a new one). Ask them for your code.'
            : r.error.message,
        );
        return;
      }
      if (r.value.as.kind !== 'player') {
        setError('This link is not a player’s.');
        return;
      }
      keepJoined(id, code, r.value.as.player, r.value.view.event.name);
      go({ page: 'org-event', id });
    });
    return () => {
      live = false;
    };
  }, [id, code]);
  return (
    <OrgFrame title="Join an event" trail={[HUB, EVENTS]}>
      <section className="panel org-card">
        <h1>Join an event</h1>
        {error ? (
          <>
            <p className="error" role="alert">
              {error}
            </p>
            <Link to={{ page: 'org-event', id }} className="btn">
              Open the event
            </Link>
          </>
        ) : (
          <p className="hint">Checking your code…</p>
        )}
      </section>
    </OrgFrame>
  );
}
