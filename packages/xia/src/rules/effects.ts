/**
 * Small effects every rule uses, each in one place: rolling (with the Luck point), Fame,
 * credits, Energy. They change the draft and log what happened.
 */
import type { DieSize, SeatId } from '@drift/engine';
import type { FameSource, XiaEvent } from '../events.ts';
import type { Content } from '../model/content.ts';
import type { Draft } from '../model/draft.ts';
import { captainName } from '../model/seats.ts';
import type { Captain } from '../model/state.ts';
import type { Ctx } from './rule.ts';

export function emit(ctx: Ctx, event: XiaEvent): void {
  ctx.events.push(event);
}

/** The draft captain of a seat. */
export function captainAt(ctx: Ctx, seat: SeatId): Draft<Captain> {
  const captain = ctx.s.captains[seat];
  if (!captain) throw new Error(`No ${captainName(seat)} in this match`);
  return captain;
}

/**
 * Rolls a die for a seat and logs it. A natural 20 on a d20 gives that seat its Luck point, at
 * most one per turn (XB-FAME-10, GAP-XB-09); `luck: false` for rolls that never score.
 */
export function roll(ctx: Ctx, seat: SeatId, die: DieSize, purpose: string, luck = true): number {
  const face = ctx.dice.roll(die);
  emit(ctx, { type: 'DieRolled', seat, die, face, purpose });
  if (luck && die === 20 && face === 20 && !ctx.s.turn.luck.includes(seat)) {
    ctx.s.turn.luck.push(seat);
    gainFame(ctx, seat, 1, 'luck');
  }
  return face;
}

/** Adds Fame at once; victory is checked in the earner's Status Phase (GAP-XB-10). */
export function gainFame(ctx: Ctx, seat: SeatId, amount: number, source: FameSource): void {
  const captain = captainAt(ctx, seat);
  captain.fame += amount;
  emit(ctx, { type: 'FameGained', seat, amount, source, fame: captain.fame });
}

export function changeCredits(ctx: Ctx, seat: SeatId, amount: number, reason: string): void {
  const captain = captainAt(ctx, seat);
  captain.credits += amount;
  if (captain.credits < 0)
    throw new Error(`Credits of ${captainName(seat)} would go below 0 (${reason})`);
  emit(ctx, { type: 'CreditsChanged', seat, amount, reason, credits: captain.credits });
}

/** A ship's Energy maximum, with any Title skill that raises it. */
export function energyMax(content: Content, captain: Captain): number {
  if (!captain.ship) return 0;
  let bonus = 0;
  for (const id of captain.titles) {
    const skill = content.title(id).skill;
    if (skill.kind === 'energyMax') bonus += skill.bonus;
  }
  return content.ship(captain.ship).energy + bonus;
}

/** Changes Energy, kept within 0..maximum; returns how much it really changed. */
export function changeEnergy(ctx: Ctx, seat: SeatId, amount: number, reason: string): number {
  const captain = captainAt(ctx, seat);
  const before = captain.energy;
  captain.energy = Math.max(0, Math.min(energyMax(ctx.content, captain), before + amount));
  const changed = captain.energy - before;
  if (changed !== 0)
    emit(ctx, { type: 'EnergyChanged', seat, amount: changed, reason, energy: captain.energy });
  return changed;
}

export function changeBounty(ctx: Ctx, seat: SeatId, amount: number, reason: string): void {
  const captain = captainAt(ctx, seat);
  captain.bounty = Math.max(0, captain.bounty + amount);
  emit(ctx, { type: 'BountyChanged', seat, amount, reason, bounty: captain.bounty });
}
