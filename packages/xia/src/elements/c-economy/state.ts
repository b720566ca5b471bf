/**
 * The Economy Board (element C): one section per cube colour holding a stock of cubes and,
 * while the section is empty, a demand bonus (XE-ECON-01, XE-ECON-05, XE-ECON-06). Public.
 */
import type { CubeColour } from '../../content/schema.ts';

/** The most cubes a section holds (XE-ECON-05). */
export const STOCK_MAX = 6;

/** The credits an empty section draws at a Status Phase (XE-ECON-06). */
export const DEMAND_BONUS = 1000;

export interface EconomyState {
  /** Cubes on each colour's section, 0 to 6; they came from the supply. */
  readonly stock: Readonly<Record<CubeColour, number>>;
  /** Credits waiting on each section: 1,000 while that colour is in demand, else 0. */
  readonly demand: Readonly<Record<CubeColour, number>>;
}
