/**
 * Sift (XE-RELIC-03): an action while docked with The Kiln. One Relic leaves the hold and is
 * turned face up; its captain then chooses 1 Fame or its reward (XE-RELIC-04): credits, and 2
 * named cubes or a named Mod; cubes or a Mod that do not fit the hold are forfeited, as are
 * cubes the supply lacks (Drift's decision).
 */
import { sameCell } from '../../../model/grid.ts';
import type { Cell } from '../../../model/state.ts';
import { gainCubes } from '../../../rules/cargo.ts';
import { captainAt, changeCredits, emit, gainFame } from '../../../rules/effects.ts';
import { actionGuard, captainOf, promptGuard } from '../../../rules/guards.ts';
import { endMove } from '../../../rules/movement.ts';
import type { Rule } from '../../../rules/rule.ts';
import { isDocked } from '../kiln/place.ts';
import { relicDef } from './content.ts';
import { grantRelicMod } from './mod.ts';

export const sift: Rule<'Sift'> = {
  where: { phases: ['Action'] },
  candidates(q) {
    if (actionGuard(q)) return [];
    const captain = captainOf(q);
    if (!isDocked(captain.at)) return [];
    return captain.hold.cargo.flatMap((c) =>
      c.kind === 'relic' ? [{ type: 'Sift' as const, at: [c.at[0], c.at[1]] as Cell }] : [],
    );
  },
  check(q, { at }) {
    const guard = actionGuard(q);
    if (guard) return guard;
    const captain = captainOf(q);
    if (!isDocked(captain.at))
      return { code: 'NotDocked', message: 'Relics are sifted docked with The Kiln.' };
    if (!captain.hold.cargo.some((c) => c.kind === 'relic' && sameCell(c.at, at)))
      return { code: 'NoRelicThere', message: 'No Relic starts at that hold space.' };
    return undefined;
  },
  run(ctx, { at }) {
    endMove(ctx);
    const captain = captainAt(ctx, ctx.seat);
    const item = captain.hold.cargo.find((c) => c.kind === 'relic' && sameCell(c.at, at));
    if (item?.kind !== 'relic' || !ctx.s.worlds) return;
    captain.hold.cargo = captain.hold.cargo.filter((c) => c !== item);
    ctx.s.worlds.relicsSifted.push(item.relic);
    emit(ctx, { type: 'RelicSifted', seat: ctx.seat, relic: item.relic, at: [at[0], at[1]] });
    ctx.s.prompts.push({ kind: 'SiftReward', seat: ctx.seat, relic: item.relic });
  },
};

export const chooseRelicReward: Rule<'ChooseRelicReward'> = {
  where: { prompts: ['SiftReward'] },
  candidates(q) {
    if (promptGuard(q, 'SiftReward').error) return [];
    return [
      { type: 'ChooseRelicReward', reward: 'fame' },
      { type: 'ChooseRelicReward', reward: 'reward' },
    ];
  },
  check: (q) => promptGuard(q, 'SiftReward').error,
  run(ctx, { reward }) {
    const prompt = ctx.s.prompts.pop();
    if (prompt?.kind !== 'SiftReward') return;
    const seat = ctx.seat;
    const def = relicDef(prompt.relic);
    let forfeited = 0;
    if (reward === 'fame') gainFame(ctx, seat, 1, 'relic');
    else {
      changeCredits(ctx, seat, def.reward.credits, `sifted ${def.name}`);
      if (def.reward.kind === 'cubes')
        for (const colour of def.reward.cubes)
          forfeited += 1 - gainCubes(ctx, seat, colour, 1, 'relic');
      if (def.reward.kind === 'mod' && !grantRelicMod(ctx, seat, def.reward.mod)) forfeited += 1;
    }
    emit(ctx, { type: 'RelicRewarded', seat, relic: prompt.relic, reward, forfeited });
  },
};
