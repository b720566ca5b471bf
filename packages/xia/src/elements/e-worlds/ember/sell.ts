/**
 * Selling Ember (XE-KILN-04, XE-EMBER-03): only on The Kiln's Sell space, 2,000 per cube; all
 * the Ember carried, at least 2, in one sale gives 1 Fame. Ember has no Economy Board section
 * (GAP-XE-03): the sale produces nothing; no sale bonus applies (a price of its own).
 */
import type { RuleError } from '@drift/engine';
import { captainAt, changeCredits, emit, gainFame } from '../../../rules/effects.ts';
import { actionGuard, captainOf } from '../../../rules/guards.ts';
import { endMove } from '../../../rules/movement.ts';
import type { Query, Rule } from '../../../rules/rule.ts';
import { interiorSpace, KILN_SELL_SPACE } from '../kiln/place.ts';

export const EMBER_PRICE = 2000;

function held(q: Query): number {
  return captainOf(q).hold.cargo.filter((c) => c.kind === 'ember').length;
}

function refusal(q: Query, count: number): RuleError | undefined {
  const guard = actionGuard(q);
  if (guard) return guard;
  if (interiorSpace(captainOf(q).at) !== KILN_SELL_SPACE)
    return { code: 'NotOnSellSpace', message: "Ember is sold only on The Kiln's Sell space." };
  const n = held(q);
  if (n < count)
    return { code: 'NoCubes', message: `You hold ${n === 0 ? 'no' : `only ${n}`} Ember.` };
  return undefined;
}

export const sellEmber: Rule<'SellEmber'> = {
  where: { phases: ['Action'] },
  candidates(q) {
    if (actionGuard(q) || interiorSpace(captainOf(q).at) !== KILN_SELL_SPACE) return [];
    return Array.from({ length: held(q) }, (_, i) => ({
      type: 'SellEmber' as const,
      count: i + 1,
    }));
  },
  check: (q, { count }) => refusal(q, count),
  run(ctx, { count }) {
    endMove(ctx);
    const seat = ctx.seat;
    const captain = captainAt(ctx, seat);
    const before = captain.hold.cargo.filter((c) => c.kind === 'ember').length;
    let left = count;
    captain.hold.cargo = captain.hold.cargo.filter((c) => {
      if (left > 0 && c.kind === 'ember') {
        left -= 1;
        return false;
      }
      return true;
    });
    if (ctx.s.worlds) ctx.s.worlds.ember += count;
    captain.record.cubesSold += count;
    captain.record.cubesSoldThisTurn += count;
    emit(ctx, { type: 'EmberSold', seat, count, credits: count * EMBER_PRICE });
    changeCredits(ctx, seat, count * EMBER_PRICE, `sold ${count} Ember`);
    if (count >= 2 && count === before) gainFame(ctx, seat, 1, 'trade'); // XE-KILN-04
  },
};
