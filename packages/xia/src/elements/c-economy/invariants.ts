/** What must hold of the Economy Board in every state (element C). */
import { CUBE_COLOURS } from '../../model/cubes.ts';
import { DEMAND_BONUS, type EconomyState, STOCK_MAX } from './state.ts';

/** Broken rules of the board, as sentences; the cube count is checked with the supply's. */
export function economyViolations(economy: EconomyState): string[] {
  const out: string[] = [];
  for (const colour of CUBE_COLOURS) {
    const stock = economy.stock[colour];
    const demand = economy.demand[colour];
    if (!Number.isInteger(stock) || stock < 0 || stock > STOCK_MAX)
      out.push(`the ${colour} section holds ${stock} cubes, outside 0..${STOCK_MAX}`);
    if (demand !== 0 && demand !== DEMAND_BONUS)
      out.push(`the ${colour} section holds ${demand} credits of demand`);
    if (demand > 0 && stock > 0) out.push(`the ${colour} section is in demand but holds cubes`);
  }
  return out;
}
