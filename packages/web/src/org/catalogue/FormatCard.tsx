/** One format in the catalogue: a card for a supported one, a short row for the rest. */
import type { CatalogueFormat } from '@drift/formats';
import { Link } from '../Link.tsx';
import { FormatActions } from './FormatActions.tsx';
import { SupportChips } from './SupportChips.tsx';
import { kindTitle, listId } from './words.ts';

export function FormatCard({ format }: { format: CatalogueFormat }) {
  return (
    <li className="format-card" data-format={format.slug}>
      <div className="format-card__head">
        <h3 className="format-card__name">
          <Link to={{ page: 'org-format', slug: format.slug }}>{format.name}</Link>
        </h3>
        <span className="format-meta">
          {kindTitle(format.kind)} · {listId(format)}
        </span>
      </div>
      {format.description && <p className="format-card__about">{format.description}</p>}
      <SupportChips format={format} />
      <FormatActions format={format} />
    </li>
  );
}

export function FormatRow({ format }: { format: CatalogueFormat }) {
  return (
    <li className="format-row" data-format={format.slug}>
      <span className="format-row__name">
        <Link to={{ page: 'org-format', slug: format.slug }}>{format.name}</Link>
        <span className="format-meta"> {listId(format)}</span>
      </span>
      {format.description && <span className="format-row__about">{format.description}</span>}
      <SupportChips format={format} />
    </li>
  );
}
