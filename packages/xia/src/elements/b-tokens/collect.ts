/**
 * Collecting a new exploration token (XE-EXPL-02..08): it goes face up on the ship's mat and
 * does what it says at once; it stays face up after. A second face-up token makes a pair, traded
 * in once the newer one is resolved (XE-EXPL-09, pairs.ts).
 */
import type { SeatId } from '@drift/engine';
import { hexKey } from '@drift/engine/hex';
import { gainCubes } from '../../rules/cargo.ts';
import { captainAt, changeEnergy, emit, energyMax } from '../../rules/effects.ts';
import { strike } from '../../rules/hazards.ts';
import { freeCells } from '../../rules/hold.ts';
import type { Ctx } from '../../rules/rule.ts';
import { tokenFace } from './content.ts';
import { findCaptainInNeed } from './in-need.ts';
import { offerPair } from './pairs.ts';
import type { TokenEffectDef } from './schema.ts';

const VIA = 'exploration token';

/** The captain's ship took token `token` (already off the board and announced). */
export function collectToken(ctx: Ctx, seat: SeatId, token: string): void {
  captainAt(ctx, seat).explorationTokens.push(token); // face up on the mat (XE-EXPL-02, -08)
  const mark = ctx.s.prompts.length;
  resolve(ctx, seat, tokenFace(token).effect);
  offerPair(ctx, seat, mark);
}

function resolve(ctx: Ctx, seat: SeatId, effect: TokenEffectDef): void {
  switch (effect.kind) {
    case 'cube':
      cube(ctx, seat, effect.colour);
      return;
    case 'energy': {
      const captain = captainAt(ctx, seat);
      changeEnergy(ctx, seat, energyMax(ctx.content, captain) - captain.energy, VIA); // XE-EXPL-04
      return;
    }
    case 'ice':
      strike(ctx, seat, 'ice', effect.amount); // XE-EXPL-05: shields may block it
      return;
    case 'movement':
      movement(ctx, seat, effect.points);
      return;
    case 'captainInNeed':
      findCaptainInNeed(ctx, seat);
      return;
  }
}

/**
 * XE-EXPL-03: the cube goes into the hold, or, with no free cell, onto the ship's space as if
 * jettisoned. With none of that colour left in the supply there is nothing to take (Drift's
 * decision, as for buying: GAP-XB-20).
 */
function cube(ctx: Ctx, seat: SeatId, colour: Parameters<typeof gainCubes>[2]): void {
  const captain = captainAt(ctx, seat);
  if (ctx.s.supply.cubes[colour] <= 0 || !captain.at) return;
  if (freeCells(ctx.content, captain).length > 0) {
    gainCubes(ctx, seat, colour, 1, VIA);
    return;
  }
  ctx.s.supply.cubes[colour] -= 1;
  const key = hexKey(captain.at);
  ctx.s.board.cubes[key] = [...(ctx.s.board.cubes[key] ?? []), colour];
  emit(ctx, {
    type: 'CubesDropped',
    seat,
    at: { q: captain.at.q, r: captain.at.r },
    cubes: [colour],
  });
}

/**
 * XE-EXPL-06, GAP-XE-07: the points join the move under way, or open one; either way they are
 * lost when that move ends. Outside the captain's own Action Phase they cannot be flown, so
 * they are lost at once (Drift's decision).
 */
function movement(ctx: Ctx, seat: SeatId, points: number): void {
  const turn = ctx.s.turn;
  if (turn.seat !== seat || turn.phase !== 'Action' || ctx.s.stage !== 'playing') return;
  turn.movement += points;
  emit(ctx, { type: 'MovementGained', seat, points, movement: turn.movement });
}
