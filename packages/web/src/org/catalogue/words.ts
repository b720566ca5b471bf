/** How the catalogue names a format's kind and what Drift does for it, and where to go next. */
import type { CatalogueFormat, FormatKind, FormatSupport } from '@drift/formats';
import type { Route } from '../../app/router.ts';

/** The kinds in the order the catalogue shows them, with a heading and a line about each. */
export const KINDS: readonly { kind: FormatKind; title: string; about: string }[] = [
  { kind: 'free-for-all', title: 'Free-for-alls', about: 'Everyone against everyone.' },
  { kind: 'tournament', title: 'Tournaments', about: 'Ways to run an event.' },
  { kind: 'mission', title: 'Missions and objectives', about: 'Games with a goal on the table.' },
  { kind: 'campaign', title: 'Campaigns', about: 'Games linked into a story.' },
  { kind: 'squad-building', title: 'Squad-building limits', about: 'Rules for the lists.' },
  { kind: 'race', title: 'Races', about: 'First across the line.' },
  {
    kind: 'resource',
    title: 'Resources and collections',
    about: 'Threads, scoresheets and lists of other formats.',
  },
  {
    kind: 'other',
    title: 'Name only',
    about: 'The seed gives the name, and the name says little.',
  },
];

export function kindTitle(kind: FormatKind): string {
  return KINDS.find((k) => k.kind === kind)?.title ?? kind;
}

/** Short and long names of what Drift supports. */
export const SUPPORT_TEXT: Record<FormatSupport, { short: string; long: string }> = {
  validator: { short: 'Squad check', long: 'Checks squads against the format’s building rules' },
  scoring: { short: 'Scoring', long: 'Scores games and keeps standings with its tie-breakers' },
  pairing: { short: 'Pairing', long: 'Pairs rounds the way the format asks' },
  campaign: { short: 'Campaign tracker', long: 'Tracks a campaign from start to final scores' },
};

export const SUPPORT_ORDER: readonly FormatSupport[] = [
  'validator',
  'scoring',
  'pairing',
  'campaign',
];

export const NOT_SUPPORTED = 'Not supported in Drift — the seed only names it';

/** What a supported format lets you do, as links; none for the rest. */
export function formatActions(
  format: CatalogueFormat,
): readonly { text: string; to: Route; primary?: boolean }[] {
  if (format.eventFormat)
    return [
      {
        text: 'Create an event',
        to: { page: 'org-event-new', format: format.eventFormat },
        primary: true,
      },
      { text: 'Check a squad', to: { page: 'org-squads', format: format.eventFormat } },
      // Ace of Aces has a table helper of its own, for a game outside any event.
      ...(format.eventFormat === 'ace-of-aces'
        ? [{ text: 'Play a free table', to: { page: 'org-aoa' } as const }]
        : []),
    ];
  if (format.supports.includes('campaign'))
    return [
      { text: 'Start a campaign', to: { page: 'org-coruscant-new' }, primary: true },
      { text: 'Check a fleet', to: { page: 'org-squads', format: 'coruscant' } },
    ];
  return [];
}

/** XW-LIST-07 style, as the rules catalogue numbers the list. */
export function listId(format: CatalogueFormat): string {
  return `XW-LIST-${String(format.listNo).padStart(2, '0')}`;
}
