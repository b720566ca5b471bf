/**
 * Stocking the Economy Board at setup (XE-SETUP-07, XE-ECON-01): a d6 per colour, that many
 * cubes moved from the supply onto the colour's section.
 */
import type { Dice } from '@drift/engine';
import type { CubeColour } from '../../content/schema.ts';
import { CUBE_COLOURS } from '../../model/cubes.ts';
import type { EconomyState } from './state.ts';

/** The stocked board and the supply left, rolling in colour order (spice first). */
export function stockEconomy(
  dice: Dice,
  supply: Readonly<Record<CubeColour, number>>,
): { economy: EconomyState; supply: Record<CubeColour, number> } {
  const stock = { spice: 0, holo: 0, terra: 0, plasma: 0, cyber: 0 };
  const demand = { spice: 0, holo: 0, terra: 0, plasma: 0, cyber: 0 };
  const left = { ...supply };
  for (const colour of CUBE_COLOURS) {
    const n = Math.min(dice.d6(), left[colour]);
    stock[colour] = n;
    left[colour] -= n;
  }
  return { economy: { stock, demand }, supply: left };
}
