/**
 * Rewards of completed goals, applied by every later game of the campaign (XC-CAMP-06): the
 * goals `options.campaign.rewards` names. Each effect kind touches the rules in one place:
 * starting credits and Fame at setup, the price of an outfit or a ship, the mission slots.
 */
import type { SeatId } from '@drift/engine';
import type { XiaState } from '../model/state.ts';
import type { XiaOptions } from '../options.ts';
import { emit } from '../rules/effects.ts';
import type { Ctx } from '../rules/rule.ts';
import { goalCard } from './goals/content.ts';
import type { RewardEffectDef } from './goals/schema.ts';

type Effect<K extends RewardEffectDef['kind']> = Extract<RewardEffectDef, { kind: K }>;

/** The rewards in force with their goals, `kind` only. */
function rewards<K extends RewardEffectDef['kind']>(
  options: Pick<XiaOptions, 'campaign'>,
  kind: K,
): { goal: string; effect: Effect<K> }[] {
  const out: { goal: string; effect: Effect<K> }[] = [];
  for (const goal of options.campaign?.rewards ?? []) {
    const effect = goalCard(goal).reward.effect;
    if (effect.kind === kind) out.push({ goal, effect: effect as Effect<K> });
  }
  return out;
}

/** Credits added to the starting credits. */
export function rewardCredits(options: Pick<XiaOptions, 'campaign'>): number {
  return rewards(options, 'credits').reduce((sum, r) => sum + r.effect.amount, 0);
}

/** Fame the captain starts with. */
export function rewardFame(options: Pick<XiaOptions, 'campaign'>): number {
  return rewards(options, 'fame').reduce((sum, r) => sum + r.effect.amount, 0);
}

/** Active mission slots added to the ship's. */
export function rewardMissionSlots(s: Pick<XiaState, 'options'>): number {
  return rewards(s.options, 'missionSlots').reduce((sum, r) => sum + r.effect.extra, 0);
}

/** The goal whose free outfit of `kind` is still unclaimed this game, if any. */
function freeOutfitGoal(
  s: Pick<XiaState, 'options' | 'campaign'>,
  kind: string,
): string | undefined {
  const spent = s.campaign?.spent ?? [];
  return rewards(s.options, 'freeOutfit').find(
    (r) => r.effect.outfit === kind && !spent.includes(r.goal),
  )?.goal;
}

/** What an outfit costs: nothing when a reward makes this one free. */
export function outfitPrice(
  s: Pick<XiaState, 'options' | 'campaign'>,
  def: { readonly id: string; readonly price: number },
): number {
  return freeOutfitGoal(s, def.id) === undefined ? def.price : 0;
}

/** Claims the free outfit of `kind` this game, if a reward gives one, and logs it. */
export function claimFreeOutfit(ctx: Ctx, seat: SeatId, kind: string, price: number): void {
  const goal = freeOutfitGoal(ctx.s, kind);
  if (goal === undefined || !ctx.s.campaign) return;
  ctx.s.campaign.spent.push(goal);
  emit(ctx, { type: 'RewardUsed', seat, goal, saved: price });
}

/** What a ship costs with the rewards' discounts for its tier, never below 0. */
export function rewardShipPrice(
  s: Pick<XiaState, 'options'>,
  def: { readonly tier: number; readonly price: number },
): number {
  const off = rewards(s.options, 'shipDiscount')
    .filter((r) => r.effect.tier === def.tier)
    .reduce((sum, r) => sum + r.effect.amount, 0);
  return Math.max(0, def.price - off);
}

/** Logs each discount a ship bought at `def`'s tier was given. */
export function noteShipDiscount(
  ctx: Ctx,
  seat: SeatId,
  def: { readonly tier: number; readonly price: number },
): void {
  let left = def.price;
  for (const r of rewards(ctx.s.options, 'shipDiscount')) {
    if (r.effect.tier !== def.tier || left === 0) continue;
    const saved = Math.min(left, r.effect.amount);
    left -= saved;
    emit(ctx, { type: 'RewardUsed', seat, goal: r.goal, saved });
  }
}
