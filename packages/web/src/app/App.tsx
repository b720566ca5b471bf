/** The app: a page per route (see router.ts). */
import { lazy, Suspense } from 'react';
import { CampaignPage } from '../campaign/CampaignPage.tsx';
import { Lobby } from '../lobby/Lobby.tsx';
import { MatchPage } from '../pages/MatchPage.tsx';
import { ReplayPage } from '../pages/ReplayPage.tsx';
import { go, useRoute } from './router.ts';
import './app.css';

// Organized play and the about page: their own chunk, with the formats package's data.
const OrgPage = lazy(() => import('../org/OrgPage.tsx').then((m) => ({ default: m.OrgPage })));

function Loading() {
  return (
    <main className="gate">
      <p className="hint">Loading…</p>
    </main>
  );
}

export function App() {
  const route = useRoute();
  switch (route.page) {
    case 'lobby':
      return <Lobby tab={route.tab ?? 'match'} />;
    case 'campaign':
      return <CampaignPage key={route.id} id={route.id} />;
    case 'match':
      return <MatchPage key={route.id} id={route.id} />;
    case 'join':
      return <MatchPage key={`${route.id}:join`} id={route.id} join={route.seat} />;
    case 'watch':
      return <MatchPage key={`${route.id}:watch`} id={route.id} watch />;
    case 'replay':
      return <ReplayPage key={route.id} id={route.id} at={route.move ?? 0} />;
    case 'about':
    case 'org':
    case 'org-formats':
    case 'org-format':
    case 'org-squads':
    case 'org-events':
    case 'org-event-new':
    case 'org-event':
    case 'org-event-join':
    case 'org-coruscant-new':
    case 'org-coruscant':
    case 'org-coruscant-join':
    case 'org-aoa':
    case 'org-aoa-pod':
      return (
        <Suspense fallback={<Loading />}>
          <OrgPage route={route} />
        </Suspense>
      );
    case 'missing':
      return (
        <main className="gate">
          <section className="panel gate__card">
            <h1>Nothing here</h1>
            <p>There is no page at {route.path}.</p>
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => go({ page: 'lobby' })}
            >
              Go to the lobby
            </button>
          </section>
        </main>
      );
  }
}
