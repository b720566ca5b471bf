/**
 * The Re-arm track (XC-UPG-06): once per turn, as an action of the Action Phase (it ends the
 * move), pay 8 / 5 / 1 Energy to arm again one used marker, the one on a named use space,
 * which that use space then frees.
 */
import type { RuleError } from '@drift/engine';
import { captainAt, changeEnergy, emit } from '../../rules/effects.ts';
import { actionGuard, captainOf } from '../../rules/guards.ts';
import { endMove } from '../../rules/movement.ts';
import type { Query, Rule } from '../../rules/rule.ts';
import { tierOf } from '../options.ts';
import { countUse, usedThisTurn } from './uses.ts';
import { REARM_COST } from './values.ts';

/** The Energy a re-arm costs now, or why there is none to take. */
function price(q: Query): { cost: number } | { error: RuleError } {
  const cost = REARM_COST[tierOf(q.state.options, 'rearm')];
  if (cost === null)
    return {
      error: {
        code: 'NoUpgrade',
        message: "Re-arming a used marker comes with the campaign's Re-arm track.",
      },
    };
  const guard = actionGuard(q);
  if (guard) return { error: guard };
  if (usedThisTurn(q.state.turn, 'rearms') > 0)
    return {
      error: {
        code: 'UpgradeUsed',
        message: 'A marker is re-armed once per turn, and it has been.',
      },
    };
  const energy = captainOf(q).energy;
  if (energy < cost)
    return {
      error: {
        code: 'NotEnoughEnergy',
        message: `Re-arming a marker costs ${cost} Energy; you have ${energy}.`,
      },
    };
  return { cost };
}

export const rearmMarker: Rule<'RearmMarker'> = {
  where: { phases: ['Action'] },
  candidates(q) {
    if ('error' in price(q)) return [];
    return captainOf(q).markers.flatMap((m) =>
      m.at === 'used'
        ? [{ type: 'RearmMarker' as const, use: { outfit: m.outfit, space: m.space } }]
        : [],
    );
  },
  check(q, { use }) {
    const paid = price(q);
    if ('error' in paid) return paid.error;
    const used = captainOf(q).markers.some(
      (m) => m.at === 'used' && m.outfit === use.outfit && m.space === use.space,
    );
    if (!used) return { code: 'NoUsedMarker', message: 'No used marker sits on that use space.' };
    return undefined;
  },
  run(ctx, { use }) {
    const cost = REARM_COST[tierOf(ctx.s.options, 'rearm')] ?? 0;
    endMove(ctx);
    countUse(ctx.s.turn, 'rearms');
    changeEnergy(ctx, ctx.seat, -cost, 'Re-arm upgrade');
    const captain = captainAt(ctx, ctx.seat);
    const i = captain.markers.findIndex(
      (m) => m.at === 'used' && m.outfit === use.outfit && m.space === use.space,
    );
    captain.markers[i] = { at: 'armed' };
    emit(ctx, {
      type: 'MarkerRearmed',
      seat: ctx.seat,
      outfit: use.outfit,
      space: use.space,
      cost,
    });
  },
};
