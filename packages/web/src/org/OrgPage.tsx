/**
 * The organized-play pages and the about page, by route: the app loads this module on first
 * visit (it brings the formats package), so the lobby and matches stay as light as they were.
 */
import type { OrgRoute } from '../app/router.ts';
import { AboutPage } from './AboutPage.tsx';
import { TablePage } from './aoa/TablePage.tsx';
import { CataloguePage } from './catalogue/CataloguePage.tsx';
import { FormatPage } from './catalogue/FormatPage.tsx';
import { CampaignPage } from './coruscant/CampaignPage.tsx';
import { JoinPage as CampaignJoinPage } from './coruscant/JoinPage.tsx';
import { NewCampaignPage } from './coruscant/NewCampaignPage.tsx';
import { EventPage } from './events/EventPage.tsx';
import { EventsPage } from './events/EventsPage.tsx';
import { JoinPage as EventJoinPage } from './events/JoinPage.tsx';
import { NewEventPage } from './events/NewEventPage.tsx';
import { Hub } from './Hub.tsx';
import { SquadsPage } from './squads/SquadsPage.tsx';

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
    case 'org-aoa':
      return <TablePage />;
    case 'org-aoa-pod':
      return (
        <TablePage
          key={`${route.id}/${route.round}/${route.table}`}
          pod={{ event: route.id, round: route.round, table: route.table }}
        />
      );
    case 'org-squads':
      return <SquadsPage format={route.format} />;
    case 'org-events':
      return <EventsPage />;
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
      return <EventJoinPage key={`${route.id}/${route.code}`} id={route.id} code={route.code} />;
    case 'org-coruscant-new':
      return <NewCampaignPage />;
    case 'org-coruscant':
      return <CampaignPage key={route.id} id={route.id} />;
    case 'org-coruscant-join':
      return <CampaignJoinPage key={`${route.id}/${route.code}`} id={route.id} code={route.code} />;
  }
}
