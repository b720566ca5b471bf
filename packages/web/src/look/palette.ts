/**
 * The client's colours, one place for all of them. Seat colours are the Okabe-Ito set (told
 * apart by most colour-blind players) and every piece also carries its number or letter, so
 * colour is never the only clue.
 */
import type { CubeColour, LegalStatus } from '@drift/xia/content';

/** Seat colours by seat index (Captain 1 first). */
export const SEAT_COLOURS: readonly string[] = [
  '#56b4e9',
  '#e69f00',
  '#3fc49a',
  '#e07fb8',
  '#f0e442',
];

export function seatColour(seat: number): string {
  return SEAT_COLOURS[seat % SEAT_COLOURS.length] ?? '#ffffff';
}

/** Cube colours and the letter printed on each cube. */
export const CUBES: Readonly<
  Record<CubeColour, { readonly fill: string; readonly letter: string }>
> = {
  spice: { fill: '#f5913a', letter: 'S' },
  holo: { fill: '#ff7ad1', letter: 'H' },
  terra: { fill: '#6cc04a', letter: 'T' },
  plasma: { fill: '#2fd0d8', letter: 'P' },
  cyber: { fill: '#a98bff', letter: 'C' },
};

/** Planet legal status: colour of its shield, entrances and label. */
export const LEGAL: Readonly<
  Record<LegalStatus, { readonly colour: string; readonly word: string }>
> = {
  lawful: { colour: '#5aa8ff', word: 'Lawful' },
  outlaw: { colour: '#ff5468', word: 'Outlaw' },
  neutral: { colour: '#4ee08e', word: 'Neutral' },
};

/** Outfit types on the ship mat. */
export const OUTFIT_COLOURS = {
  engine: '#f2a33a',
  shield: '#4f9dff',
  blaster: '#ff5f5f',
  missile: '#b98aff',
  // Element F
  cargoPod: '#6fcf97',
  armorPlating: '#9aa5b1',
  mod: '#f7d154',
} as const;
