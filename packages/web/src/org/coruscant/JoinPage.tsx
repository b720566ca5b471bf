/**
 * A player's link (`#/org/coruscant/<id>/join/<code>`): the code is tried on the campaign; if it
 * stands for a player, this browser keeps it and the campaign page opens as that player.
 */
import { useEffect, useState } from 'react';
import { Link } from '../Link.tsx';
import { keepParticipant } from '../net.ts';
import { HUB, OrgFrame } from '../OrgFrame.tsx';
import { coruscantApi } from './api.ts';

export function JoinPage({ id, code }: { id: string; code: string }) {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      const r = await coruscantApi.get(id, code);
      if (!live) return;
      if (!r.ok) {
        setError(r.error.message);
        return;
      }
      if (r.value.as.kind !== 'player') {
        setError('This code is not a player’s code of this campaign.');
        return;
      }
      keepParticipant('coruscant', id, r.value.as.player, code, r.value.view.name);
      // The code leaves the address bar (and the history) once kept.
      history.replaceState(null, '', `#/org/coruscant/${id}`);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    })();
    return () => {
      live = false;
    };
  }, [id, code]);
  return (
    <OrgFrame title="Joining the campaign" trail={[HUB]}>
      <section className="panel org-card" data-join={id}>
        {error ? (
          <>
            <p className="error" role="alert">
              {error}
            </p>
            <p className="hint">Ask the organizer for a new code; the campaign is open to read.</p>
            <Link to={{ page: 'org-coruscant', id }} className="btn">
              Open the campaign
            </Link>
          </>
        ) : (
          <p className="hint">Checking your code…</p>
        )}
      </section>
    </OrgFrame>
  );
}
