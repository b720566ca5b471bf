/**
 * The formats the squad page checks for: the five event formats and the Coruscant fleet, with
 * the words the page uses, and which one an address names.
 */
import { type FormatId, formatCatalogue, isFormatId, SQUAD_RULES } from '@drift/formats';

export type PageFormat = FormatId | 'coruscant';

export interface PageFormatInfo {
  readonly id: PageFormat;
  /** On the picker. */
  readonly short: string;
  /** In sentences: `Legal for Ace of Aces`. */
  readonly name: string;
}

export const PAGE_FORMATS: readonly PageFormatInfo[] = [
  { id: 'standard', short: 'Standard', name: 'the standard 100-point game' },
  { id: 'ace-of-aces', short: 'Ace of Aces', name: 'Ace of Aces' },
  { id: 'political-escort', short: 'Political Escort', name: 'Political Escort' },
  { id: 'objective-play', short: 'Objective Play', name: 'Objective Play' },
  { id: 'whack-a-gorth', short: "Whack-a-'Gorth", name: "Whack-a-'Gorth" },
  { id: 'coruscant', short: 'Coruscant fleet', name: 'a Coruscant campaign fleet' },
];

export function formatInfo(id: PageFormat): PageFormatInfo {
  return PAGE_FORMATS.find((f) => f.id === id) ?? (PAGE_FORMATS[0] as PageFormatInfo);
}

/** The most points a squad of `format` may cost. */
export function pointsLimit(format: FormatId): number {
  return SQUAD_RULES[format].points;
}

/**
 * The format an address names: an event format id, `coruscant`, or a catalogue slug that leads
 * to one of them. Anything else gives the standard game and says what was not understood.
 */
export function pageFormat(slug: string | undefined): {
  readonly format: PageFormat;
  readonly unknown?: string;
} {
  if (slug === undefined || slug === '') return { format: 'standard' };
  if (slug === 'coruscant') return { format: 'coruscant' };
  if (isFormatId(slug)) return { format: slug };
  const entry = formatCatalogue.find((f) => f.slug === slug);
  if (entry?.eventFormat) return { format: entry.eventFormat };
  if (entry?.supports.includes('campaign')) return { format: 'coruscant' };
  return { format: 'standard', unknown: slug };
}

/** What the checks ask of a squad in each format, in a few lines (shown before a squad is in). */
export const FORMAT_CHECKS: Readonly<Record<PageFormat, readonly string[]>> = {
  standard: [
    'At most 100 points, all pilots of one side.',
    'Every upgrade in a free slot of its ship, and allowed on it (size, faction, ship).',
    'Unique cards once a squad, limited cards once a ship.',
  ],
  'ace-of-aces': [
    'One small ship of at most 40 points, flown by the primary pilot.',
    'Three alternate pilots of that ship below its pilot skill, one of them its lowest.',
    'At most two pilots with an Elite slot; no Lone Wolf.',
    'A Wingman (the ship’s lowest pilot) only when the ace costs 25 or less.',
    'Two obstacles, asteroids or debris.',
  ],
  'political-escort': [
    '100 points of one side, the Senator’s Shuttle’s cards included.',
    'The shuttle carries two Crew and one Modification at most.',
    'No huge ships, no huge-only upgrades, no Twin Laser Turret or Minefield Mapper.',
  ],
  'objective-play': [
    'A standard 100-point squad.',
    'Three different objective cards named with the list.',
  ],
  'whack-a-gorth': [
    'A standard 100-point squad.',
    'Three obstacles from each player, when the list names them.',
  ],
  coruscant: [
    'Five numbered squads of one side: one of 125 points (the large meeple), four of 100.',
    'A unique card once in the whole fleet.',
    'An obstacle pool of up to six; an Epic ship counts as three.',
  ],
};
