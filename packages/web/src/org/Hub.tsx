/**
 * The organized-play hub: what this part of Drift is for, and the four ways in (squads, events,
 * the Coruscant campaign, the format catalogue), then the formats Drift runs.
 */
import { type CatalogueFormat, formatCatalogue } from '@drift/formats';
import type { Route } from '../app/router.ts';
import { Link } from './Link.tsx';
import { OrgFrame } from './OrgFrame.tsx';

interface Door {
  readonly id: string;
  readonly title: string;
  readonly about: string;
  readonly action: string;
  readonly to: Route;
}

const DOORS: readonly Door[] = [
  {
    id: 'squads',
    title: 'Squads',
    about:
      'Paste or import a squad, pick the format, and see every problem, each pointing at the pilot or upgrade at fault.',
    action: 'Check a squad',
    to: { page: 'org-squads' },
  },
  {
    id: 'events',
    title: 'Events',
    about:
      'Register players, pair each round, let players enter results from their table, and keep standings with the format’s tie-breakers.',
    action: 'Create an event',
    to: { page: 'org-event-new' },
  },
  {
    id: 'coruscant',
    title: 'The Coruscant campaign',
    about:
      'Fleets of five numbered squads, battles started from the map, reinforcements, and the score through to the final count.',
    action: 'Start a campaign',
    to: { page: 'org-coruscant-new' },
  },
  {
    id: 'formats',
    title: 'Format catalogue',
    about: 'Every alternate format the seed names, each marked with what Drift does for it.',
    action: 'Browse formats',
    to: { page: 'org-formats' },
  },
];

export function Hub({ formats = formatCatalogue }: { formats?: readonly CatalogueFormat[] }) {
  const runs = formats.filter((f) => f.supports.length > 0);
  return (
    <OrgFrame title="Organized play">
      <header className="org-head org-head--hub">
        <h1>Organized play</h1>
        <p className="org-lead">
          For events of X-Wing Miniatures (first edition) and its alternate formats. The battles
          stay on your table, with your models; Drift does the paperwork around them: which squads
          are legal, who plays whom, how each game scores and who leads.
        </p>
      </header>
      <ul className="doors">
        {DOORS.map((d) => (
          <li key={d.id} className="door panel" data-door={d.id}>
            <h2>{d.title}</h2>
            <p>{d.about}</p>
            <Link to={d.to} className="btn btn--primary">
              {d.action}
            </Link>
          </li>
        ))}
      </ul>
      <section className="panel org-runs" aria-labelledby="org-runs">
        <h2 id="org-runs">Formats Drift runs</h2>
        <ul className="org-runs__list">
          {runs.map((f) => (
            <li key={f.slug} data-format={f.slug}>
              <Link to={{ page: 'org-format', slug: f.slug }} className="org-runs__name">
                {f.name}
              </Link>
              {f.description && <span className="org-runs__about">{f.description}</span>}
            </li>
          ))}
        </ul>
        <p className="hint">
          Squads for the standard 100-point game can be checked too.{' '}
          <Link to={{ page: 'org-formats' }}>The other {formats.length - runs.length} formats</Link>{' '}
          are listed by name only.
        </p>
      </section>
      <p className="org-credit">
        Card data: xwing-data 1.0.1, MIT License, © Guido Kessels.{' '}
        <Link to={{ page: 'about' }}>About and credits</Link>
      </p>
    </OrgFrame>
  );
}
