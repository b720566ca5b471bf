/**
 * The Impulse track's action (XC-UPG-04): heal 1 damage, normal or Ice (GAP-XC-05), or gain 1
 * Energy. Tier 2: once per turn, an action (it ends the move; not while stranded). Tier 3: a
 * Minor action, twice per turn, also mid-move and while stranded (XB-ENRG-03, XB-MOVE-02).
 */
import type { RuleError } from '@drift/engine';
import { syncIce } from '../../elements/ice/index.ts';
import { sameCell } from '../../model/grid.ts';
import type { XiaOptions } from '../../options.ts';
import { captainAt, changeEnergy, emit, energyMax } from '../../rules/effects.ts';
import { actionGuard, captainOf, minorGuard } from '../../rules/guards.ts';
import { endMove } from '../../rules/movement.ts';
import type { Query, Rule } from '../../rules/rule.ts';
import { tierOf } from '../options.ts';
import { countUse, usedThisTurn } from './uses.ts';
import { IMPULSE_ACTIONS } from './values.ts';

/** Whether the action is Minor now (Tier 3). */
function isMinor(options: XiaOptions): boolean {
  return tierOf(options, 'impulse') >= 3;
}

/** Why the action cannot be taken at all now, whatever it would do. */
function refusal(q: Query): RuleError | undefined {
  const allowed = IMPULSE_ACTIONS[tierOf(q.state.options, 'impulse')];
  if (allowed === 0)
    return {
      code: 'NoUpgrade',
      message: "This action comes with Tier 2 of the campaign's Impulse track.",
    };
  const guard = isMinor(q.state.options) ? minorGuard(q) : actionGuard(q);
  if (guard) return guard;
  if (usedThisTurn(q.state.turn, 'impulseActions') >= allowed)
    return {
      code: 'UpgradeUsed',
      message:
        allowed === 1
          ? "The Impulse upgrade's action is taken once per turn; it is used."
          : "The Impulse upgrade's action is taken twice per turn; both are used.",
    };
  return undefined;
}

export const impulseAction: Rule<'ImpulseAction'> = {
  where: { phases: ['Action'] },
  candidates(q) {
    if (refusal(q)) return [];
    const heals = captainOf(q).hold.damage.map((c) => ({
      type: 'ImpulseAction' as const,
      gain: 'heal' as const,
      at: [c[0], c[1]] as const,
    }));
    return [{ type: 'ImpulseAction', gain: 'energy' }, ...heals];
  },
  check(q, { gain, at }) {
    const refused = refusal(q);
    if (refused) return refused;
    const captain = captainOf(q);
    if (gain === 'energy') {
      if (at !== undefined)
        return { code: 'BadCommand', message: 'Gaining Energy names no hold space.' };
      if (captain.energy >= energyMax(q.content, captain))
        return { code: 'EnergyFull', message: 'Your Energy is already full.' };
      return undefined;
    }
    if (at === undefined)
      return { code: 'NameADamage', message: 'Name the hold space whose damage to heal.' };
    if (!captain.hold.damage.some((c) => sameCell(c, at)))
      return { code: 'NoDamageThere', message: 'There is no damage in that hold space.' };
    return undefined;
  },
  run(ctx, { gain, at }) {
    const seat = ctx.seat;
    if (!isMinor(ctx.s.options)) endMove(ctx);
    countUse(ctx.s.turn, 'impulseActions');
    if (gain === 'energy') {
      changeEnergy(ctx, seat, 1, 'Impulse upgrade');
      return;
    }
    if (!at) return;
    const hold = captainAt(ctx, seat).hold;
    const ice = (hold.ice ?? []).some((c) => sameCell(c, at));
    hold.damage = hold.damage.filter((c) => !sameCell(c, at));
    syncIce(hold); // GAP-XC-05: Ice damage heals like any
    emit(ctx, { type: 'DamageHealed', seat, at: [at[0], at[1]], ice });
  },
};
