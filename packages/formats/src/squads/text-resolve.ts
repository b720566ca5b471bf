/**
 * Which card a written word means. Whole names are tried first (`Adaptability (+1)`,
 * `CR90 Corvette (Fore)`), then a trailing cost and ship in brackets are read off. A name shared
 * by several cards is settled by the ship, the side, what fits the pilot, and the cost.
 */
import type { PilotCard, ShipCard, ShipSize, Side, UpgradeCard } from '../cards/types.ts';
import { pilotsNamed, shipNamed, upgradesNamed } from './names.ts';
import { sideOf } from './side.ts';
import { costOf, lastGroup } from './text-words.ts';

/** A word that could not be read: the word as written and why. */
export interface WordProblem {
  readonly word: string;
  readonly message: string;
  /** Set when the word names several cards and more context would settle it. */
  readonly ambiguous?: true;
}

export type Resolved<T> = { readonly card: T } | { readonly problem: WordProblem };

/** A pilot as written: its name, and the cost and ship given with it. */
export interface WrittenPilot {
  readonly name: string;
  readonly cards: readonly PilotCard[];
  readonly ship?: ShipCard;
  readonly cost?: { readonly value: number; readonly word: string };
}

/** Reads `Name`, `Name (29)`, `Name (Ship)`, `Name (Ship) (29)`; the cards the name may mean. */
export function readPilotWords(text: string): WrittenPilot | WordProblem {
  const whole = text.trim();
  if (pilotsNamed(whole).length > 0) return { name: whole, cards: pilotsNamed(whole) };
  let head = whole;
  let cost: WrittenPilot['cost'];
  const last = lastGroup(head);
  const value = last === undefined ? undefined : costOf(last.inner);
  if (last !== undefined && value !== undefined) {
    cost = { value, word: `(${last.inner})` };
    head = last.head;
    const cards = pilotsNamed(head);
    if (cards.length > 0) return { name: head, cards, cost };
  }
  const shipGroup = lastGroup(head);
  if (shipGroup === undefined || shipGroup.head === '')
    return { word: head, message: `no pilot called "${head}"` };
  const ship = shipNamed(shipGroup.inner);
  const cards = pilotsNamed(shipGroup.head);
  if (cards.length === 0)
    return { word: shipGroup.head, message: `no pilot called "${shipGroup.head}"` };
  if (ship === undefined)
    return { word: shipGroup.inner, message: `no ship called "${shipGroup.inner}"` };
  return cost === undefined
    ? { name: shipGroup.head, cards, ship }
    : { name: shipGroup.head, cards, ship, cost };
}

const described = (p: PilotCard) => `${p.xws} (${p.ship}, ${p.faction}, ${p.points ?? '?'})`;

/** The one pilot a written pilot means, for a squad of `side` (other sides only as a last resort). */
export function settlePilot(written: WrittenPilot, side: Side | undefined): Resolved<PilotCard> {
  let cards = written.cards;
  const { ship, cost } = written;
  if (ship !== undefined) {
    cards = cards.filter((p) => p.ship === ship.xws);
    if (cards.length === 0)
      return {
        problem: { word: ship.name, message: `${written.name} does not fly the ${ship.name}` },
      };
  }
  const ours = cards.filter((p) => sideOf(p.faction) === side);
  if (ours.length > 0) cards = ours;
  if (cost !== undefined) {
    const priced = cards.filter((p) => p.points === null || p.points === cost.value);
    if (priced.length === 0) {
      const costs = [...new Set(cards.map((p) => p.points))].join(' or ');
      return {
        problem: { word: cost.word, message: `${written.name} costs ${costs}, not ${cost.value}` },
      };
    }
    cards = priced;
  }
  const [card, ...others] = cards;
  if (card !== undefined && others.length === 0) return { card };
  return {
    problem: {
      word: written.name,
      message: `"${written.name}" may be ${cards.map(described).join(' or ')}: write the ship in brackets or the XWS id`,
      ambiguous: true,
    },
  };
}

/** What an upgrade must fit: the slots on offer, the ship, its size, the side. */
export interface Fit {
  readonly slots: readonly string[];
  readonly ship?: string;
  readonly size: ShipSize;
  readonly side: Side;
}

function fits(card: UpgradeCard, fit: Fit): boolean {
  return (
    fit.slots.includes(card.slot) &&
    (card.faction === undefined || sideOf(card.faction) === fit.side) &&
    (card.ships === undefined || (fit.ship !== undefined && card.ships.includes(fit.ship))) &&
    (card.size === undefined || card.size.includes(fit.size))
  );
}

/** The upgrade cards a written upgrade may name, with the cost written after it. */
export function readUpgradeWords(
  text: string,
):
  | { name: string; cards: readonly UpgradeCard[]; cost?: { value: number; word: string } }
  | WordProblem {
  const whole = text.trim();
  if (whole === '') return { word: text, message: 'an upgrade is missing after "+"' };
  if (upgradesNamed(whole).length > 0) return { name: whole, cards: upgradesNamed(whole) };
  const last = lastGroup(whole);
  const value = last === undefined ? undefined : costOf(last.inner);
  if (last === undefined || value === undefined || last.head === '')
    return { word: whole, message: `no upgrade called "${whole}"` };
  const cards = upgradesNamed(last.head);
  if (cards.length === 0) return { word: last.head, message: `no upgrade called "${last.head}"` };
  return { name: last.head, cards, cost: { value, word: `(${last.inner})` } };
}

/** The one upgrade a written upgrade means on a ship that offers `fit`. */
export function settleUpgrade(text: string, fit: Fit): Resolved<UpgradeCard> {
  const written = readUpgradeWords(text);
  if ('word' in written) return { problem: written };
  let cards = written.cards;
  if (cards.length > 1) {
    const fitting = cards.filter((c) => fits(c, fit));
    if (fitting.length > 0) cards = fitting;
  }
  const { cost } = written;
  if (cost !== undefined) {
    const priced = cards.filter((c) => c.points === cost.value);
    if (priced.length === 0) {
      const costs = [...new Set(cards.map((c) => c.points))].join(' or ');
      return {
        problem: { word: cost.word, message: `${written.name} costs ${costs}, not ${cost.value}` },
      };
    }
    cards = priced;
  }
  const [card, ...others] = cards;
  if (card === undefined) return { problem: { word: written.name, message: 'no such upgrade' } };
  if (others.length === 0 || others.every((c) => c.xws === card.xws && c.dual === true))
    return { card };
  return {
    problem: {
      word: written.name,
      message: `"${written.name}" may be ${cards.map((c) => `${c.xws} (${c.slot})`).join(' or ')}: write the XWS id`,
      ambiguous: true,
    },
  };
}
