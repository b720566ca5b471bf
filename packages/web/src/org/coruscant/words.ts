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
  black: '#1b1d22',
  white: '#f2f4f8',
  red: '#e5484d',
  green: '#3fbf6f',
  orange: '#f59e2b',
  blue: '#3b82f6',
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

/** `a, b and c`. */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
