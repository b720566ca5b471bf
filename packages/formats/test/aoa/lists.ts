/** Real Ace of Aces lists built from the card data, for the tests. */
import type { AceList } from '../../src/index.ts';
import { pilotById, upgradeById } from '../../src/index.ts';

function pilot(id: number) {
  const card = pilotById(id);
  if (!card || card.skill === null || card.points === null) throw new Error(`pilot ${id}`);
  return { ...card, skill: card.skill, points: card.points };
}

/** A list from card ids: the primary, its upgrades, three alternates and maybe a Wingman. */
export function aceList(
  player: string,
  primaryId: number,
  upgradeIds: readonly number[],
  alternateIds: readonly number[],
  wingmanId?: number,
): AceList {
  const primary = pilot(primaryId);
  const upgrades = upgradeIds.map((id) => {
    const card = upgradeById(id);
    if (!card) throw new Error(`upgrade ${id}`);
    const { name, slot, points, grantsSlots } = card;
    return grantsSlots ? { id, name, slot, points, grantsSlots } : { id, name, slot, points };
  });
  const cost = upgrades.reduce((sum, u) => sum + u.points, primary.points);
  const list: AceList = {
    player,
    primary: { pilotId: primaryId, name: primary.name, skill: primary.skill, cost, upgrades },
    alternates: alternateIds.map((id) => {
      const p = pilot(id);
      return {
        pilotId: id,
        name: p.name,
        skill: p.skill,
        points: p.points,
        unique: p.unique,
        slots: p.slots,
      };
    }),
  };
  if (wingmanId === undefined) return list;
  const w = pilot(wingmanId);
  return {
    ...list,
    wingman: { pilotId: wingmanId, name: w.name, skill: w.skill, points: w.points },
  };
}

const PTL = 18;
const R2 = 2;
const TARGETING_COMPUTER = 178;
const ROYAL_GUARD_TIE = 155;
const STEALTH_DEVICE = 174;
const AUTOTHRUSTERS = 188;

/** Nien Nunb (PS 7), 35 points; Red Ace, Jess Pava, Blue Squadron Novice. */
export const nien = aceList('nien', 222, [PTL, R2, TARGETING_COMPUTER], [157, 221, 155]);
/** Wedge Antilles (PS 9), 35 points; Garven Dreis, Biggs Darklighter, Cavern Angels Zealot. */
export const wedge = aceList('wedge', 0, [PTL, R2, TARGETING_COMPUTER], [1, 4, 293]);
/** Talonbane Cobra (PS 9), 33 points; Viktor Hel, Graz the Hunter, Cartel Marauder. */
export const talonbane = aceList('talonbane', 138, [PTL, TARGETING_COMPUTER], [253, 137, 135]);
/**
 * Glenn's Soontir Fel (PS 9) from the seed: Royal Guard TIE, Push the Limit, Stealth Device,
 * Autothrusters, 35 points; Turr Phennir, "Fel's Wrath", Alpha Squadron Pilot.
 */
export const soontir = aceList(
  'soontir',
  28,
  [ROYAL_GUARD_TIE, PTL, STEALTH_DEVICE, AUTOTHRUSTERS],
  [27, 26, 23],
);
/** James's "Mauler Mithel" (PS 7) with Predator and Shield Upgrade (24) and an Academy Wingman. */
export const mauler = aceList('mauler', 17, [57, 175], [167, 11, 10], 10);
