/**
 * The organized-play pages still to come: the squad page, a new or running Coruscant campaign.
 * Each says what it will do and where to go meanwhile; wiring replaces these one by one.
 */
import { formatCatalogue } from '@drift/formats';
import type { OrgRoute } from '../app/router.ts';
import { Link } from './Link.tsx';
import { HUB, OrgFrame } from './OrgFrame.tsx';

type LaterRoute = Exclude<
  OrgRoute,
  { page: 'org' | 'org-formats' | 'org-format' | 'org-event-new' | 'org-event' | 'org-event-join' }
>;

/** A format slug from an address, as a name: a catalogue slug or an event format id. */
export function formatName(slug: string): string | null {
  if (slug === 'standard') return 'Standard 100-point game';
  if (slug === 'coruscant') return 'Coruscant campaign fleet';
  const f = formatCatalogue.find((x) => x.slug === slug || x.eventFormat === slug);
  return f ? f.name : null;
}

function words(route: LaterRoute): { title: string; what: string } {
  switch (route.page) {
    case 'org-squads':
      return {
        title: 'Check a squad',
        what: 'Paste a squad or import it as XWS, pick the format, and see every problem with the pilot or upgrade at fault.',
      };
    case 'org-coruscant-new':
      return {
        title: 'New Coruscant campaign',
        what: 'Name the players, their factions and teams, and their fleets of five squads.',
      };
    case 'org-coruscant':
      return {
        title: `Coruscant campaign ${route.id}`,
        what: 'The campaign’s battles, fleets, reinforcements and scores.',
      };
  }
}

export function Later({ route }: { route: LaterRoute }) {
  const { title, what } = words(route);
  const slug = 'format' in route ? route.format : undefined;
  const name = slug ? formatName(slug) : null;
  return (
    <OrgFrame title={title} trail={[HUB]}>
      <section className="panel org-card" data-later={route.page}>
        <h1>{title}</h1>
        {slug && (
          <p className="org-card__format">
            Format: <strong>{name ?? `unknown (“${slug}”)`}</strong>
          </p>
        )}
        <p>{what}</p>
        <p className="hint">This page is not open yet: it comes with the event server.</p>
        <div className="format-acts">
          <Link to={{ page: 'org' }} className="btn">
            Back to organized play
          </Link>
          <Link to={{ page: 'org-formats' }} className="btn btn--quiet">
            Format catalogue
          </Link>
        </div>
      </section>
    </OrgFrame>
  );
}
