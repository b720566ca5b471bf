/**
 * Melting (XE-ICE-02): in a Business Phase, on a planet (or docked, with element E), every Ice
 * damage marker may be removed for nothing, all at once (a command of its own, MeltIce).
 */
import { cellKey } from '../../model/grid.ts';
import { captainAt, emit } from '../../rules/effects.ts';
import { captainOf, phaseGuard } from '../../rules/guards.ts';
import type { Rule } from '../../rules/rule.ts';
import { iceCount } from './hold.ts';

export const meltIce: Rule<'MeltIce'> = {
  where: { phases: ['Business'] },
  candidates(q) {
    const captain = q.state.captains[q.seat];
    return captain && iceCount(captain.hold) > 0 ? [{ type: 'MeltIce' }] : [];
  },
  check(q) {
    const guard = phaseGuard(q, 'Business');
    if (guard) return guard;
    if (iceCount(captainOf(q).hold) === 0)
      return { code: 'NoIce', message: 'Your hold has no Ice damage to melt.' };
    return undefined;
  },
  run(ctx) {
    const captain = captainAt(ctx, ctx.seat);
    const ice = new Set((captain.hold.ice ?? []).map(cellKey));
    captain.hold.damage = captain.hold.damage.filter((c) => !ice.has(cellKey(c)));
    delete captain.hold.ice;
    emit(ctx, { type: 'IceMelted', seat: ctx.seat, removed: ice.size });
  },
};
