/**
 * Hazards that hurt a ship: asteroid damage and nebula Energy loss, which shields may reduce
 * (XB-OTYP-06, XB-OTYP-07), and the shield decision itself (XB-OTYP-05).
 */
import type { SeatId } from '@drift/engine';
import { combatBonus } from '../campaign/upgrades/combat.ts';
import { enviroOn } from '../elements/f-outfits/mods.ts';
import type { Content } from '../model/content.ts';
import type { Captain } from '../model/state.ts';
import { takeDamage } from './damage.ts';
import { captainAt, changeEnergy, emit, roll } from './effects.ts';
import { promptGuard } from './guards.ts';
import { armedMarkers, findOutfit, openUseSpaces, outfitValue } from './hold.ts';
import type { Ctx, Query, Rule } from './rule.ts';
import { claimToken } from './tokens.ts';

/**
 * What strikes: asteroid damage (a border or mining), a nebula border's Energy loss, or
 * harvesting's Energy loss, which takes only the Energy there is (XB-MINE-04).
 */
export type Strike = 'asteroid' | 'nebula' | 'harvest' | 'ice';

interface UseSpace {
  readonly outfit: number;
  readonly space: number;
}

/** Open use spaces of the captain's shields. */
export function shieldSpaces(content: Content, captain: Captain): UseSpace[] {
  return captain.hold.outfits
    .filter((o) => content.outfit(o.kind).type === 'shield')
    .flatMap((o) => openUseSpaces(content, captain, o).map((space) => ({ outfit: o.uid, space })));
}

/** Whether the captain could put up a shield now. */
export function canShield(content: Content, captain: Captain): boolean {
  return armedMarkers(captain) > 0 && shieldSpaces(content, captain).length > 0;
}

/** Energy loss: what Energy cannot pay disarms armed markers, one per point; the rest is ignored (GAP-XB-07). */
export function loseEnergy(ctx: Ctx, seat: SeatId, amount: number, reason: string): void {
  const paid = -changeEnergy(ctx, seat, -amount, reason);
  let shortfall = amount - paid;
  if (shortfall <= 0) return;
  const captain = captainAt(ctx, seat);
  let count = 0;
  captain.markers = captain.markers.map((m) => {
    if (m.at === 'armed' && shortfall > 0) {
      shortfall--;
      count++;
      return { at: 'disarmed' };
    }
    return m;
  });
  if (count > 0) emit(ctx, { type: 'MarkersDisarmed', seat, count, reason });
}

function land(ctx: Ctx, seat: SeatId, hazard: Strike, amount: number): void {
  if (amount <= 0) return;
  switch (hazard) {
    case 'asteroid':
      takeDamage(ctx, seat, amount, false);
      return;
    case 'ice':
      takeDamage(ctx, seat, amount, false, 'damage', true); // XE-ICE-01
      return;
    case 'nebula':
      loseEnergy(ctx, seat, amount, 'nebula');
      return;
    case 'harvest':
      // XB-MINE-04: only Energy is lost, as much as there is; the border's disarming
      // (GAP-XB-07) is no part of harvesting.
      changeEnergy(ctx, seat, -amount, 'harvesting');
      return;
  }
}

/** A hazard strikes: offer shields if any could help, else it lands at once. */
export function strike(ctx: Ctx, seat: SeatId, hazard: Strike, amount: number): void {
  if (amount <= 0) return;
  if (canShield(ctx.content, captainAt(ctx, seat)))
    ctx.s.prompts.push({ kind: 'ShieldHazard', seat, hazard, amount });
  else land(ctx, seat, hazard, amount);
}

/** Every choice of distinct shield use spaces, up to the armed markers, the empty choice first. */
function choices(q: Query): UseSpace[][] {
  const captain = q.state.captains[q.seat];
  if (!captain) return [];
  const spaces = shieldSpaces(q.content, captain);
  const limit = Math.min(armedMarkers(captain), spaces.length);
  const out: UseSpace[][] = [[]];
  const pickFrom = (start: number, chosen: UseSpace[]) => {
    for (let i = start; i < spaces.length; i++) {
      const next = [...chosen, spaces[i] as UseSpace];
      out.push(next);
      if (next.length < limit) pickFrom(i + 1, next);
    }
  };
  if (limit > 0) pickFrom(0, []);
  return out;
}

export const shieldHazard: Rule<'ShieldHazard'> = {
  where: { prompts: ['ShieldHazard'] },
  candidates(q) {
    if (promptGuard(q, 'ShieldHazard').error) return [];
    return choices(q).map((use) => ({ type: 'ShieldHazard' as const, use }));
  },
  check(q, { use }) {
    const { error } = promptGuard(q, 'ShieldHazard');
    if (error) return error;
    const captain = q.state.captains[q.seat];
    if (!captain) return { code: 'NoSuchSeat', message: 'No such seat.' };
    const open = shieldSpaces(q.content, captain);
    const keys = new Set(use.map((u) => `${u.outfit}/${u.space}`));
    if (keys.size !== use.length)
      return { code: 'BadShield', message: 'Each use space can take one marker.' };
    if (use.some((u) => !open.some((o) => o.outfit === u.outfit && o.space === u.space))) {
      return {
        code: 'BadShield',
        message: 'Markers go on free, undamaged use spaces of your shields.',
      };
    }
    if (use.length > armedMarkers(captain))
      return { code: 'NoArmedMarker', message: 'You lack the armed markers for that.' };
    return undefined;
  },
  run(ctx, { use }) {
    const prompt = ctx.s.prompts.pop();
    if (prompt?.kind !== 'ShieldHazard') return;
    const seat = ctx.seat;
    const captain = captainAt(ctx, seat);
    const faces: number[] = [];
    let total = 0;
    for (const u of use) {
      const outfit = findOutfit(captain, u.outfit);
      if (!outfit) continue;
      const i = captain.markers.findIndex((m) => m.at === 'armed');
      captain.markers[i] = { at: 'used', outfit: u.outfit, space: u.space };
      emit(ctx, { type: 'MarkerSpent', seat, outfit: u.outfit, space: u.space });
      const die = ctx.content.outfit(outfit.kind).die;
      // XE-MOD-06: an Enviro-Shield over this use space counts the die's highest face, unrolled.
      const face = enviroOn(ctx.content, captain.hold, u) ? die : roll(ctx, seat, die, 'shield');
      faces.push(face);
      total += outfitValue(ctx.content, captain.hold, outfit, face); // XB-OUTF-07, XE-MOD-04
      total += combatBonus(ctx, seat, 'shield'); // XC-UPG-03, GAP-XC-03
    }
    if (use.length > 0)
      emit(ctx, { type: 'ShieldsRolled', seat, faces, total, against: prompt.amount });
    land(ctx, seat, prompt.hazard, prompt.amount - total);
    claimToken(ctx, seat); // a ship that survived the hazard it crossed has arrived (XB-EXPL-03)
  },
};
