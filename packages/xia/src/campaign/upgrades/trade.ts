/**
 * The Trade track (XC-UPG-11): on 2 Buys a turn, 1 extra cube of a colour bought, from the
 * general supply (never the Economy Board), if the hold has room (GAP-XC-06), named by the Buy's
 * `extra`; from Tier 2, +1,000 on the turn's first cube sale; at Tier 3, +2,000 at setup.
 */
import type { RuleError, SeatId } from '@drift/engine';
import type { CubeColour } from '../../content/schema.ts';
import { elementOn } from '../../elements/switches.ts';
import type { XiaOptions } from '../../options.ts';
import { changeCredits } from '../../rules/effects.ts';
import { captainOf } from '../../rules/guards.ts';
import { freeCells } from '../../rules/hold.ts';
import type { Ctx, Query } from '../../rules/rule.ts';
import { tierOf } from '../options.ts';
import { countUse, usedThisTurn } from './uses.ts';
import { TRADE_EXTRA_CUBES, TRADE_SALE_BONUS, TRADE_STARTING_CREDITS } from './values.ts';

/** A purchase as colour and count pairs. */
type Bought = readonly (readonly [CubeColour, number])[];

/** Why this purchase cannot take an extra cube of `extra`, if it cannot. */
export function extraRefusal(q: Query, bought: Bought, extra: CubeColour): RuleError | undefined {
  const allowed = TRADE_EXTRA_CUBES[tierOf(q.state.options, 'trade')];
  if (allowed === 0)
    return { code: 'NoUpgrade', message: "An extra cube comes with the campaign's Trade track." };
  if (usedThisTurn(q.state.turn, 'extraCubes') >= allowed)
    return {
      code: 'UpgradeUsed',
      message: `The Trade upgrade gives an extra cube on ${allowed} Buys a turn; both have had it.`,
    };
  const mine = bought.find(([colour]) => colour === extra);
  if (!mine) return { code: 'BadExtra', message: 'The extra cube is of a colour you buy.' };
  // With the Economy Board the cubes bought come from the board; otherwise from the supply.
  const left = q.state.supply.cubes[extra] - (elementOn(q.state, 'C') ? 0 : mine[1]);
  if (left < 1)
    return {
      code: 'SupplyEmpty',
      message: `No ${extra} cube is left in the supply for the extra cube.`,
    };
  const count = bought.reduce((n, [, k]) => n + k, 0);
  if (freeCells(q.content, captainOf(q)).length < count + 1)
    return { code: 'HoldFull', message: 'Your hold has no room for the extra cube.' };
  return undefined;
}

/** The colours this purchase may take its extra cube in now (none without the track). */
export function extraColours(q: Query, bought: Bought): CubeColour[] {
  if (TRADE_EXTRA_CUBES[tierOf(q.state.options, 'trade')] === 0) return [];
  return bought.flatMap(([colour]) => (extraRefusal(q, bought, colour) ? [] : [colour]));
}

/** Counts a Buy's extra cube (the caller stows it). */
export function countExtraCube(ctx: Ctx): void {
  countUse(ctx.s.turn, 'extraCubes');
}

/** Pays the Trade track's sale bonus if this is the turn's first sale to earn it. */
export function paySaleBonus(ctx: Ctx, seat: SeatId): void {
  const bonus = TRADE_SALE_BONUS[tierOf(ctx.s.options, 'trade')];
  if (bonus === 0 || usedThisTurn(ctx.s.turn, 'saleBonuses') > 0) return;
  countUse(ctx.s.turn, 'saleBonuses');
  changeCredits(ctx, seat, bonus, 'Trade upgrade');
}

/** Credits the Trade track adds at setup. */
export function tradeStartingCredits(options: XiaOptions): number {
  return TRADE_STARTING_CREDITS[tierOf(options, 'trade')];
}
