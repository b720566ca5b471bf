/**
 * An event's page: the organizer's (with this browser's organizer token), a player's (with their
 * participant code), or what anyone sees. A browser holding both may switch between them.
 */
import { Link } from '../Link.tsx';
import { HUB, OrgFrame } from '../OrgFrame.tsx';
import { EVENTS } from './list.ts';
import { OrganizerEvent } from './organizer/OrganizerEvent.tsx';
import { PublicEvent } from './PublicEvent.tsx';
import { EventHead } from './parts.tsx';
import { PlayerEvent } from './player/PlayerEvent.tsx';
import { useEvent } from './useEvent.ts';
import './events.css';

export function EventPage({ id }: { id: string }) {
  const handle = useEvent(id);
  const { loaded, error, kept } = handle;
  const trail = [HUB, EVENTS];
  if (!loaded)
    return (
      <OrgFrame title="Event" trail={trail}>
        <section className="panel org-card">
          {error ? (
            <>
              <h1>No such event</h1>
              <p className="error" role="alert">
                {error}
              </p>
              <Link to={{ page: 'org-event-new' }} className="btn">
                Create an event
              </Link>
            </>
          ) : (
            <p className="hint">Loading the event…</p>
          )}
        </section>
      </OrgFrame>
    );
  const view = loaded.view;
  const as = loaded.as.kind;
  const both = Boolean(kept?.organizerToken && kept.code);
  return (
    <OrgFrame title={view.event.name} trail={trail} wide={as === 'organizer'}>
      <div className={`event-page event-page--${as}`} data-as={as}>
        <EventHead view={view}>
          <div className="event-head__you">
            {as === 'player' && view.you && (
              <p className="event-head__me">
                You: <strong>{view.you.name}</strong>
              </p>
            )}
            {as === 'organizer' && <p className="event-head__me">You run this event.</p>}
            {both && (
              <button
                type="button"
                className="btn btn--small btn--quiet"
                onClick={() => handle.rekeep((k) => ({ ...k, asPlayer: !k.asPlayer }))}
              >
                {as === 'organizer' ? 'See my player page' : 'Back to organizing'}
              </button>
            )}
          </div>
        </EventHead>
        {handle.notice && (
          <p className="hint hint--bad" role="status">
            {handle.notice}
          </p>
        )}
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        {as === 'organizer' && <OrganizerEvent id={id} handle={handle} view={view} />}
        {as === 'player' && <PlayerEvent id={id} handle={handle} view={view} />}
        {as === 'public' && <PublicEvent id={id} handle={handle} view={view} />}
      </div>
    </OrgFrame>
  );
}
