/** The three sides a squad is built for, and which card factions fly for each. */
import type { Faction, Side } from '../cards/types.ts';

export const SIDES: readonly Side[] = ['rebel', 'imperial', 'scum'];

/** Resistance flies with the Rebel Alliance, the First Order with the Empire. */
export function sideOf(faction: Faction): Side {
  switch (faction) {
    case 'Rebel Alliance':
    case 'Resistance':
      return 'rebel';
    case 'Galactic Empire':
    case 'First Order':
      return 'imperial';
    case 'Scum and Villainy':
      return 'scum';
  }
}

const SIDE_WORDS: Readonly<Record<string, Side>> = {
  rebel: 'rebel',
  rebels: 'rebel',
  rebelalliance: 'rebel',
  resistance: 'rebel',
  imperial: 'imperial',
  empire: 'imperial',
  galacticempire: 'imperial',
  firstorder: 'imperial',
  scum: 'scum',
  scumandvillainy: 'scum',
  mercenary: 'scum',
};

/** A side as people write it (`Rebel Alliance`, `empire`, `scum`), or undefined. */
export function sideNamed(text: string): Side | undefined {
  return SIDE_WORDS[text.toLowerCase().replace(/[^a-z]/g, '')];
}
