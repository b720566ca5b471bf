/**
 * Finding cards by what people write: the XWS id as written (`chewbacca`, `r2d2-swx22`), the
 * printed name in any case (`Push the Limit`), or letters and digits alone (`push the limit`),
 * tried in that order.
 */
import { cardData } from '../cards/catalog.ts';
import type { PilotCard, ShipCard, UpgradeCard } from '../cards/types.ts';

/** The name as printed, lower case, quotes unified, spaces collapsed. */
export function printedKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u201c\u201d]/g, (c) => (c === '\u2018' || c === '\u2019' ? "'" : '"'))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Letters and digits only: how XWS ids are made from names. */
export function plainKey(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** A name without a trailing `(…)`: both faces of a dual card, and the same card's name. */
export function baseName(name: string): string {
  return plainKey(name.replace(/\s*\([^()]*\)\s*$/, ''));
}

interface Named {
  readonly name: string;
  readonly xws: string;
}

function index<T extends Named>(cards: readonly T[]) {
  const printed = new Map<string, T[]>();
  const exact = new Map<string, T[]>();
  const plain = new Map<string, T[]>();
  const add = (map: Map<string, T[]>, k: string, card: T) => {
    const list = map.get(k) ?? [];
    if (!list.includes(card)) list.push(card);
    map.set(k, list);
  };
  for (const card of cards) {
    add(printed, printedKey(card.name), card);
    add(plain, plainKey(card.name), card);
    add(exact, card.xws, card);
    add(plain, plainKey(card.xws), card);
  }
  return (text: string): readonly T[] =>
    exact.get(text.trim()) ?? printed.get(printedKey(text)) ?? plain.get(plainKey(text)) ?? [];
}

/** Pilots a word may name; several when a name is shared. */
export const pilotsNamed: (text: string) => readonly PilotCard[] = index(cardData.pilots);
/** Upgrades a word may name; both faces of a dual card by its XWS id. */
export const upgradesNamed: (text: string) => readonly UpgradeCard[] = index(cardData.upgrades);

const shipsNamed = index(cardData.ships);
/** The ship a word names (`X-wing`, `xwing`), or undefined. */
export function shipNamed(text: string): ShipCard | undefined {
  return shipsNamed(text)[0];
}
