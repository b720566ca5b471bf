/** The organizer's event page: rounds, players, standings and the log, one tab each. */
import type { EventView } from '@drift/formats';
import { useState } from 'react';
import { EventStandings } from '../parts.tsx';
import type { EventHandle } from '../useEvent.ts';
import { LogPanel } from './Log.tsx';
import { PlayersPanel } from './Players.tsx';
import { RoundsPanel } from './Rounds.tsx';

type Tab = 'rounds' | 'players' | 'standings' | 'log';

export function OrganizerEvent({
  id,
  handle,
  view,
}: {
  id: string;
  handle: EventHandle;
  view: EventView;
}) {
  const [tab, setTab] = useState<Tab>(() =>
    view.event.status === 'registration' ? 'players' : 'rounds',
  );
  const last = view.rounds.at(-1);
  const tabs: { id: Tab; text: string }[] = [
    { id: 'rounds', text: last ? last.label : 'Rounds' },
    { id: 'players', text: `Players (${view.players.length})` },
    { id: 'standings', text: 'Standings' },
    { id: 'log', text: 'Log' },
  ];
  return (
    <div className="event-organizer">
      <div className="event-tabs" role="tablist" aria-label="Event">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            data-tab={t.id}
            className={`event-tab${tab === t.id ? ' is-on' : ''}`}
            onClick={() => setTab(t.id)}
          >
            {t.text}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'rounds' && <RoundsPanel id={id} handle={handle} view={view} />}
        {tab === 'players' && <PlayersPanel id={id} handle={handle} view={view} />}
        {tab === 'standings' && (
          <section className="panel">
            <EventStandings id={id} view={view} />
            {view.cut && (
              <p className="hint">
                Top {view.cut.size} cut, seeded:{' '}
                {view.cut.seeds
                  .map((s) => view.players.find((p) => p.id === s)?.name ?? s)
                  .join(', ')}
                .
              </p>
            )}
          </section>
        )}
        {tab === 'log' && <LogPanel view={view} />}
      </div>
    </div>
  );
}
