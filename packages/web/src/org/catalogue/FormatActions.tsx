/** The links of a supported format: create an event, check a squad (or a fleet). */
import type { CatalogueFormat } from '@drift/formats';
import { Link } from '../Link.tsx';
import { formatActions } from './words.ts';

export function FormatActions({ format, big }: { format: CatalogueFormat; big?: boolean }) {
  const actions = formatActions(format);
  if (actions.length === 0) return null;
  return (
    <div className="format-acts">
      {actions.map((a) => (
        <Link
          key={a.text}
          to={a.to}
          className={`btn${a.primary ? ' btn--primary' : ''}${big ? '' : ' btn--small'}`}
          label={`${a.text}: ${format.name}`}
        >
          {a.text}
        </Link>
      ))}
    </div>
  );
}
