/**
 * The organized-play pages and the about page, by route: the app loads this module on first
 * visit (it brings the formats package), so the lobby and matches stay as light as they were.
 */
import type { OrgRoute } from '../app/router.ts';
import { AboutPage } from './AboutPage.tsx';
import { CataloguePage } from './catalogue/CataloguePage.tsx';
import { FormatPage } from './catalogue/FormatPage.tsx';
import { EventPage } from './events/EventPage.tsx';
import { JoinPage } from './events/JoinPage.tsx';
import { NewEventPage } from './events/NewEventPage.tsx';
import { Hub } from './Hub.tsx';
import { Later } from './Later.tsx';

export function OrgPage({ route }: { route: OrgRoute | { page: 'about' } }) {
  switch (route.page) {
    case 'about':
      return <AboutPage />;
    case 'org':
      return <Hub />;
    case 'org-formats':
      return <CataloguePage />;
    case 'org-format':
      return <FormatPage slug={route.slug} />;
    case 'org-event-new':
      return (
        <NewEventPage
          key={route.format ?? ''}
          {...(route.format ? { format: route.format } : {})}
        />
      );
    case 'org-event':
      return <EventPage key={route.id} id={route.id} />;
    case 'org-event-join':
      return <JoinPage key={`${route.id}/${route.code}`} id={route.id} code={route.code} />;
    case 'org-squads':
    case 'org-coruscant-new':
    case 'org-coruscant':
      return <Later route={route} />;
  }
}
