/**
 * The Economy Board's effects (element C): buying takes from the board's stock (XE-ECON-02,
 * GAP-XE-04), selling makes the planet produce (XE-ECON-03..05, XE-ECON-08, XE-ECON-10), and
 * empty sections draw a demand bonus that the next producer takes (XE-ECON-06, XE-ECON-07).
 * The base rules call these at small hooks, only with element C on.
 */
import type { RuleError, SeatId } from '@drift/engine';
import type { Hex } from '@drift/engine/hex';
import type { CubeColour } from '../../content/schema.ts';
import { CUBE_COLOURS } from '../../model/cubes.ts';
import type { Draft } from '../../model/draft.ts';
import type { XiaState } from '../../model/state.ts';
import { changeCredits, emit } from '../../rules/effects.ts';
import type { Ctx } from '../../rules/rule.ts';
import { productionAt } from './market.ts';
import { DEMAND_BONUS, type EconomyState, STOCK_MAX } from './state.ts';

function boardOf(state: Pick<XiaState, 'economy'>): EconomyState {
  if (!state.economy) throw new Error('Element C is on but the match has no Economy Board');
  return state.economy;
}

function draftBoard(ctx: Ctx): Draft<EconomyState> {
  return boardOf(ctx.s) as Draft<EconomyState>;
}

/** Why a purchase cannot come from the board's stock (XE-ECON-02, GAP-XE-04), if it cannot. */
export function stockRefusal(
  state: XiaState,
  wanted: readonly (readonly [CubeColour, number])[],
): RuleError | undefined {
  const stock = boardOf(state).stock;
  for (const [colour, n] of wanted) {
    const left = stock[colour];
    if (left === 0)
      return {
        code: 'StockEmpty',
        message: `The Economy Board has no ${colour} left to buy.`,
      };
    if (left < n)
      return {
        code: 'StockShort',
        message: `Only ${left} ${colour} cube is left on the Economy Board: buy 1.`,
      };
  }
  return undefined;
}

/**
 * Bought cubes leave the board's section (XE-ECON-02): they pass to the supply, from which the
 * purchase then stows them in the hold as in the base game (the check saw to the room).
 */
export function releaseStock(ctx: Ctx, seat: SeatId, colour: CubeColour, n: number): void {
  const economy = draftBoard(ctx);
  economy.stock[colour] -= n;
  ctx.s.supply.cubes[colour] += n;
  emit(ctx, { type: 'StockTaken', seat, colour, count: n, stock: economy.stock[colour] });
}

/**
 * After a sale of `sold` cubes on the Sell space at `at` (the cubes are already back in the
 * supply, XE-ECON-03): the planet produces one cube of its colour per cube sold, from the
 * supply onto the board, up to 6 (XE-ECON-04, XE-ECON-05); Loath squanders (XE-ECON-08). A
 * section in demand that receives a cube pays its bonus to the seller (XE-ECON-07).
 */
export function produceOnSale(ctx: Ctx, seat: SeatId, at: Hex, sold: number): void {
  const made = productionAt(ctx.board(), at);
  if (made.kind === 'none' || sold <= 0) return;
  if (made.kind === 'squander') {
    emit(ctx, { type: 'CubesSquandered', seat, planet: made.planet, count: sold });
    return;
  }
  const { colour, planet } = made;
  const economy = draftBoard(ctx);
  const placed = Math.max(
    0,
    Math.min(sold, STOCK_MAX - economy.stock[colour], ctx.s.supply.cubes[colour]),
  );
  ctx.s.supply.cubes[colour] -= placed;
  economy.stock[colour] += placed;
  emit(ctx, {
    type: 'CubesProduced',
    seat,
    planet,
    colour,
    count: sold,
    placed,
    stock: economy.stock[colour],
  });
  const bonus = economy.demand[colour];
  if (placed > 0 && bonus > 0) {
    economy.demand[colour] = 0;
    emit(ctx, { type: 'DemandCollected', seat, colour, amount: bonus });
    changeCredits(ctx, seat, bonus, `${colour} demand`);
  }
}

/**
 * At the start of every Status Phase (GAP-XE-05): each empty section not yet in demand draws
 * 1,000 and its colour is in demand (XE-ECON-06).
 */
export function setDemand(ctx: Ctx): void {
  const economy = draftBoard(ctx);
  for (const colour of CUBE_COLOURS) {
    if (economy.stock[colour] > 0 || economy.demand[colour] > 0) continue;
    economy.demand[colour] = DEMAND_BONUS;
    emit(ctx, { type: 'DemandSet', colour, amount: DEMAND_BONUS });
  }
}
