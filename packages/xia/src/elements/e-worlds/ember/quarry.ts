/**
 * Quarry (XE-EMBER-02): an action on a Quarry space with a free hold cell. d20: 1-10 Ice damage
 * equal to the roll, which shields may block; 11-20 one Ember cube into the hold. Refused before
 * the roll when the Ember supply is empty (as mining is, GAP-XB-20).
 */
import type { RuleError } from '@drift/engine';
import { actingSpace } from '../../../rules/cargo.ts';
import { hazardRoll } from '../../../rules/crossing.ts';
import { emit } from '../../../rules/effects.ts';
import { actionGuard, captainOf } from '../../../rules/guards.ts';
import { strike } from '../../../rules/hazards.ts';
import { freeCells } from '../../../rules/hold.ts';
import { endMove } from '../../../rules/movement.ts';
import type { Query, Rule } from '../../../rules/rule.ts';
import { gainEmber } from '../cargo.ts';

function refusal(q: Query): RuleError | undefined {
  const guard = actionGuard(q);
  if (guard) return guard;
  if (!q.state.worlds || !actingSpace(q)?.quarry)
    return { code: 'NotOnQuarrySpace', message: 'You must be on a Quarry space to do that.' };
  if (freeCells(q.content, captainOf(q)).length === 0)
    return { code: 'HoldFull', message: 'You need a free hold space for the Ember.' };
  if (q.state.worlds.ember === 0)
    return { code: 'SupplyEmpty', message: 'No Ember is left in the supply.' };
  return undefined;
}

export const quarry: Rule<'Quarry'> = {
  where: { phases: ['Action'] },
  candidates: () => [{ type: 'Quarry' }],
  check: refusal,
  run(ctx) {
    endMove(ctx);
    const seat = ctx.seat;
    const face = hazardRoll(ctx, seat, 'quarry');
    const bad = face <= 10;
    emit(ctx, {
      type: 'HazardResolved',
      seat,
      hazard: 'quarry',
      face,
      outcome: bad ? 'damage' : 'safe',
      amount: bad ? face : 0,
    });
    if (bad) strike(ctx, seat, 'ice', face);
    else gainEmber(ctx, seat);
  },
};
