/** The app: a page per route (see router.ts). */
import { CampaignPage } from '../campaign/CampaignPage.tsx';
import { Lobby } from '../lobby/Lobby.tsx';
import { MatchPage } from '../pages/MatchPage.tsx';
import { ReplayPage } from '../pages/ReplayPage.tsx';
import { go, useRoute } from './router.ts';
import './app.css';

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
