/** The campaign's names as the pages show them: colours, factions, sides, places, fates. */
import type {
  CampaignObstacleKind,
  CampaignPlaceKind,
  CampaignScore,
  CampaignShipFate,
  CswColour,
  CswFaction,
  Side,
} from '@drift/formats';

export const COLOURS: readonly CswColour[] = ['black', 'white', 'red', 'green', 'orange', 'blue'];
export const CSW_FACTIONS: readonly CswFaction[] = [
  'imperial',
  'rebel',
  'mercenary',
  'first-order',
];
export const SIDES: readonly Side[] = ['rebel', 'imperial', 'scum'];

export const COLOUR_NAME: Readonly<Record<CswColour, string>> = {
  black: 'Black',
  white: 'White',
  red: 'Red',
  green: 'Green',
  orange: 'Orange',
  blue: 'Blue',
};

/** The meeple's colour on a dark page (black gets a light ring in CSS). */
export const COLOUR_CSS: Readonly<Record<CswColour, string>> = {
  black: '#3b404c',
  white: '#f2f4f8',
  red: '#e5484d',
  green: '#3fbf6f',
  orange: '#f59e2b',
  blue: '#3b82f6',
};

/** Text on a meeple-coloured badge. */
export const COLOUR_INK: Readonly<Record<CswColour, string>> = {
  black: '#ffffff',
  white: '#08101e',
  red: '#ffffff',
  green: '#08101e',
  orange: '#08101e',
  blue: '#ffffff',
};

export const FACTION_NAME: Readonly<Record<CswFaction, string>> = {
  imperial: 'Imperial',
  rebel: 'Rebel',
  mercenary: 'Mercenary',
  'first-order': 'First Order',
};

export const SIDE_NAME: Readonly<Record<Side, string>> = {
  rebel: 'Rebel fleet',
  imperial: 'Imperial fleet',
  scum: 'Scum fleet',
};

export const PLACE_KIND: Readonly<Record<CampaignPlaceKind, string>> = {
  'trade-route': 'Trade route',
  'asteroid-field': 'Asteroid field',
  planet: 'Planet',
};

export const OBSTACLE_KIND: Readonly<Record<CampaignObstacleKind, string>> = {
  asteroid: 'Asteroid',
  debris: 'Debris field',
  epic: 'Epic ship (counts 3)',
};

export const FATE_NAME: Readonly<Record<CampaignShipFate, string>> = {
  survived: 'On the board',
  destroyed: 'Destroyed',
  withdrawn: 'Withdrawn',
};

/** A player's points by source, in the scoreboard's order. */
export const SCORE_PARTS: readonly {
  readonly key: keyof CampaignScore;
  readonly label: string;
  readonly title: string;
}[] = [
  { key: 'battles', label: 'Battles', title: 'Battle points (ships destroyed, +10 a win)' },
  { key: 'features', label: 'Map', title: 'Completed features, ×10' },
  { key: 'alderaan', label: 'Alderaan', title: 'Alderaan destroyed' },
  { key: 'finalScoring', label: 'Final', title: 'Final scoring, ×10' },
  { key: 'hiddenBases', label: 'Hidden', title: 'Hidden Bases (+50)' },
  { key: 'reinforcement', label: 'Reinf.', title: 'Victory Points spent on paid Reinforcement' },
  { key: 'adjustments', label: 'Adj.', title: 'Organizer adjustments' },
];

/** Items alike (by `key`) counted, in the order each first appears: for long lists of generics. */
export function countAlike<T>(
  items: readonly T[],
  key: (item: T) => string,
): { item: T; count: number }[] {
  const out: { item: T; count: number; key: string }[] = [];
  for (const item of items) {
    const k = key(item);
    const seen = out.find((x) => x.key === k);
    if (seen) seen.count += 1;
    else out.push({ item, count: 1, key: k });
  }
  return out.map(({ item, count }) => ({ item, count }));
}

/** `Academy Pilot` or `Academy Pilot ×3`. */
export function times(name: string, count: number): string {
  return count > 1 ? `${name} ×${count}` : name;
}
