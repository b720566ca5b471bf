/** One format: what it is, what Drift does for it and what you can do with it here. */
import { type CatalogueFormat, formatCatalogue } from '@drift/formats';
import { Link } from '../Link.tsx';
import { HUB, OrgFrame } from '../OrgFrame.tsx';
import { FormatActions } from './FormatActions.tsx';
import { FORMAT_NOTES } from './notes.ts';
import { kindTitle, listId, NOT_SUPPORTED, SUPPORT_ORDER, SUPPORT_TEXT } from './words.ts';
import './catalogue.css';

const CATALOGUE = { text: 'Format catalogue', to: { page: 'org-formats' } } as const;

export function FormatPage({
  slug,
  formats = formatCatalogue,
}: {
  slug: string;
  formats?: readonly CatalogueFormat[];
}) {
  const format = formats.find((f) => f.slug === slug);
  if (!format)
    return (
      <OrgFrame title="No such format" trail={[HUB, CATALOGUE]}>
        <section className="panel org-card">
          <h1>No such format</h1>
          <p>The catalogue has no format called “{slug}”.</p>
          <Link to={{ page: 'org-formats' }} className="btn btn--primary">
            Browse the catalogue
          </Link>
        </section>
      </OrgFrame>
    );
  const notes = FORMAT_NOTES[format.slug] ?? [];
  return (
    <OrgFrame title={format.name} trail={[HUB, CATALOGUE]}>
      <article className="panel format-page" data-format={format.slug}>
        <header>
          <p className="format-meta">
            {kindTitle(format.kind)} · {listId(format)}
          </p>
          <h1>{format.name}</h1>
        </header>
        <p className="format-page__about">
          {format.description ?? 'The seed gives this format’s name and nothing more.'}
        </p>
        <h2>In Drift</h2>
        {format.supports.length === 0 ? (
          <p className="support support--none" data-support="none">
            {NOT_SUPPORTED}.
          </p>
        ) : (
          <ul className="format-page__does">
            {SUPPORT_ORDER.filter((s) => format.supports.includes(s)).map((s) => (
              <li key={s} data-support={s}>
                <strong>{SUPPORT_TEXT[s].short}.</strong> {SUPPORT_TEXT[s].long}.
              </li>
            ))}
          </ul>
        )}
        {notes.length > 0 && (
          <dl className="format-page__notes">
            {notes.map((n) => (
              <div key={n.label}>
                <dt>{n.label}</dt>
                <dd>{n.text}</dd>
              </div>
            ))}
          </dl>
        )}
        {format.supports.length > 0 ? (
          <FormatActions format={format} big />
        ) : (
          <div className="format-acts">
            <Link to={{ page: 'org-formats' }} className="btn">
              Back to the catalogue
            </Link>
          </div>
        )}
      </article>
    </OrgFrame>
  );
}
