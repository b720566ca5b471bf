/**
 * The format catalogue: every format the seed names (XW-LIST), searchable, filtered by kind and
 * by what Drift supports. The supported ones come first as cards with what you can do with them;
 * the rest follow as rows grouped by kind, each saying plainly that Drift does not run it.
 */
import { type CatalogueFormat, type FormatKind, formatCatalogue } from '@drift/formats';
import { useId, useMemo, useState } from 'react';
import { Segmented } from '../../app/Segmented.tsx';
import { HUB, OrgFrame } from '../OrgFrame.tsx';
import { FormatCard, FormatRow } from './FormatCard.tsx';
import {
  type CatalogueQuery,
  filterCatalogue,
  isSupported,
  NO_QUERY,
  type SupportFilter,
} from './filter.ts';
import { KINDS } from './words.ts';
import './catalogue.css';

function Controls({
  formats,
  query,
  onChange,
}: {
  formats: readonly CatalogueFormat[];
  query: CatalogueQuery;
  onChange: (q: CatalogueQuery) => void;
}) {
  const id = useId();
  const supported = formats.filter(isSupported).length;
  const supportOptions: readonly { value: SupportFilter; text: string }[] = [
    { value: 'all', text: `All ${formats.length}` },
    { value: 'supported', text: `Supported ${supported}` },
    { value: 'unsupported', text: `Not supported ${formats.length - supported}` },
  ];
  return (
    <div className="catalogue__controls">
      <div className="catalogue__search">
        <label htmlFor={`${id}-q`}>Search</label>
        <input
          id={`${id}-q`}
          type="search"
          value={query.text}
          placeholder="Name, kind or word"
          autoComplete="off"
          onChange={(e) => onChange({ ...query, text: e.target.value })}
        />
      </div>
      <div className="catalogue__kind">
        <label htmlFor={`${id}-kind`}>Kind</label>
        <select
          id={`${id}-kind`}
          value={query.kind}
          onChange={(e) => onChange({ ...query, kind: e.target.value as FormatKind | 'all' })}
        >
          <option value="all">Every kind</option>
          {KINDS.map((k) => (
            <option key={k.kind} value={k.kind}>
              {k.title} ({formats.filter((f) => f.kind === k.kind).length})
            </option>
          ))}
        </select>
      </div>
      <Segmented
        label="Supported in Drift"
        options={supportOptions}
        value={query.support}
        onChange={(support) => onChange({ ...query, support })}
        small
      />
    </div>
  );
}

export function CataloguePage({
  formats = formatCatalogue,
}: {
  formats?: readonly CatalogueFormat[];
}) {
  const [query, setQuery] = useState<CatalogueQuery>(NO_QUERY);
  const shown = useMemo(() => filterCatalogue(formats, query), [formats, query]);
  const runs = shown.filter(isSupported);
  const named = shown.filter((f) => !isSupported(f));
  const groups = KINDS.map((k) => ({
    ...k,
    formats: named.filter((f) => f.kind === k.kind),
  })).filter((g) => g.formats.length > 0);
  return (
    <OrgFrame title="Format catalogue" trail={[HUB]}>
      <section className="catalogue">
        <header className="org-head">
          <h1>Format catalogue</h1>
          <p className="org-lead">
            Every alternate format the seed names: {formats.length} of them. Drift runs{' '}
            {formats.filter(isSupported).length}: it checks their squads, scores their games, and
            pairs their events’ rounds or tracks their campaign. The others are listed so you can
            find them by name; the seed gives no rules for them, so Drift does not run them.
          </p>
        </header>
        <Controls formats={formats} query={query} onChange={setQuery} />
        <p className="catalogue__count" aria-live="polite">
          {shown.length === formats.length
            ? `Showing all ${formats.length} formats.`
            : `Showing ${shown.length} of ${formats.length} formats.`}
        </p>
        {shown.length === 0 && (
          <div className="catalogue__empty">
            <p>No format matches these filters.</p>
            <button type="button" className="btn" onClick={() => setQuery(NO_QUERY)}>
              Show every format
            </button>
          </div>
        )}
        {runs.length > 0 && (
          <section className="catalogue__group" aria-labelledby="cat-runs">
            <h2 id="cat-runs">
              Runs in Drift <span className="catalogue__n">{runs.length}</span>
            </h2>
            <ul className="format-cards">
              {runs.map((f) => (
                <FormatCard key={f.slug} format={f} />
              ))}
            </ul>
          </section>
        )}
        {groups.map((g) => (
          <section
            key={g.kind}
            className="catalogue__group"
            aria-labelledby={`cat-${g.kind}`}
            data-kind={g.kind}
          >
            <h2 id={`cat-${g.kind}`}>
              {g.title} <span className="catalogue__n">{g.formats.length}</span>
            </h2>
            <p className="hint">{g.about}</p>
            <ul className="format-rows">
              {g.formats.map((f) => (
                <FormatRow key={f.slug} format={f} />
              ))}
            </ul>
          </section>
        ))}
      </section>
    </OrgFrame>
  );
}
