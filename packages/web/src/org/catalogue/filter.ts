/** The catalogue's search and filters, as a pure function over the list. */
import type { CatalogueFormat, FormatKind } from '@drift/formats';
import { kindTitle, listId } from './words.ts';

export type SupportFilter = 'all' | 'supported' | 'unsupported';

export interface CatalogueQuery {
  readonly text: string;
  readonly kind: FormatKind | 'all';
  readonly support: SupportFilter;
}

export const NO_QUERY: CatalogueQuery = { text: '', kind: 'all', support: 'all' };

/** Lower case, accents and punctuation gone: "Whack-a-'Gorth" and "whack a gorth" meet. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9+$]+/g, ' ')
    .trim();
}

function haystack(f: CatalogueFormat): string {
  return fold([f.name, f.slug, f.description ?? '', kindTitle(f.kind), listId(f)].join(' '));
}

export function isSupported(f: CatalogueFormat): boolean {
  return f.supports.length > 0;
}

/** The formats that match: every word of the text somewhere in the format, and both filters. */
export function filterCatalogue(
  list: readonly CatalogueFormat[],
  query: CatalogueQuery,
): CatalogueFormat[] {
  const words = fold(query.text).split(' ').filter(Boolean);
  return list.filter((f) => {
    if (query.kind !== 'all' && f.kind !== query.kind) return false;
    if (query.support === 'supported' && !isSupported(f)) return false;
    if (query.support === 'unsupported' && isSupported(f)) return false;
    const hay = haystack(f);
    return words.every((w) => hay.includes(w));
  });
}
