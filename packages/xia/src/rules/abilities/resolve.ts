/**
 * What each kind of ability card does once paid for and, where it rolls, succeeded. One branch
 * per kind of the content vocabulary; pending effects wait in the turn's boosts.
 */
import { assertNever, type SeatId } from '@drift/engine';
import type { Hex } from '@drift/engine/hex';
import type { AbilityEffectDef } from '../../content/schema.ts';
import { syncIce } from '../../elements/ice/index.ts';
import { captainAt, changeEnergy, emit } from '../effects.ts';
import { revealSector } from '../exploration.ts';
import type { Ctx } from '../rule.ts';
import { claimToken } from '../tokens.ts';
import { longScanOpening, spawnNumber } from './targets.ts';
import { tractorCubes } from './tractor.ts';

/** Removes up to `count` damage markers, the most recently placed first. */
function patch(ctx: Ctx, seat: SeatId, count: number): void {
  const captain = captainAt(ctx, seat);
  const removed = Math.min(count, captain.hold.damage.length);
  captain.hold.damage = captain.hold.damage.slice(0, captain.hold.damage.length - removed);
  syncIce(captain.hold);
  emit(ctx, { type: 'Repaired', seat, removed });
}

/** Lands on the named free Gate space or Spawn Point; no border is crossed on the way. */
function jumpTo(ctx: Ctx, seat: SeatId, target: Hex, kind: 'gate' | 'spawn'): void {
  const captain = captainAt(ctx, seat);
  const from = captain.at;
  if (!from) return;
  captain.at = { q: target.q, r: target.r };
  const spawn = kind === 'spawn' ? spawnNumber(ctx.board(), target) : undefined;
  if (spawn === undefined) {
    const to = { q: target.q, r: target.r };
    emit(ctx, { type: 'GateJumped', seat, from: { q: from.q, r: from.r }, to });
  } else {
    emit(ctx, { type: 'Teleported', seat, to: { q: target.q, r: target.r }, spawn });
  }
  claimToken(ctx, seat); // XB-EXPL-03
}

/**
 * Carries out an effect. `from` is where the ship acted; `target` was checked before. Called
 * only on success (or for kinds that do not roll).
 */
export function resolveAbility(
  ctx: Ctx,
  name: string,
  effect: AbilityEffectDef,
  from: Hex,
  target: Hex | undefined,
): void {
  const seat = ctx.seat;
  const boosts = ctx.s.turn.boosts;
  switch (effect.kind) {
    case 'afterburner':
      ctx.s.turn.movement = effect.movement;
      ctx.s.turn.moveSource = 'ability';
      emit(ctx, { type: 'MoveStarted', seat, source: 'ability', points: effect.movement });
      return;
    case 'siphon':
      changeEnergy(ctx, seat, effect.energy, `ability ${name}`);
      return;
    case 'patch':
      patch(ctx, seat, effect.repairs);
      return;
    case 'longScan': {
      const opening = target && longScanOpening(ctx.board(), from, target, effect.reach);
      if (opening) revealSector(ctx, seat, opening, null);
      return;
    }
    case 'jump':
      if (target) jumpTo(ctx, seat, target, effect.to);
      return;
    case 'hazardReroll':
      boosts.hazardAdvantage = true;
      return;
    case 'tractor':
      tractorCubes(ctx, seat, from, effect.reach);
      return;
    case 'broker':
      boosts.saleBonus += effect.bonus;
      return;
    case 'targeting':
      boosts.attackBonus += effect.bonus;
      return;
    case 'evasion':
      return; // played in a Defend answer, never as an action: combat/resolve.ts rolls it
    case 'stealth':
      boosts.stealth = true; // honoured by the next planetary shield crossing
      return;
    case 'fixer':
      boosts.missionBonus += effect.bonus;
      return;
    default:
      assertNever(effect, 'ability effect');
  }
}
