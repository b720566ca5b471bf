/**
 * A ship destroyed: off the board, cubes dropped where it was (lost in a star), Bounty cleared,
 * the ship reset, a Tier 2-3 captain's next turn lost, and the turn over if it was theirs
 * (XB-DEATH-01..06). The reset also turns the impulse token face up (Drift's decision).
 */
import type { SeatId } from '@drift/engine';
import { hexKey } from '@drift/engine/hex';
import type { CubeColour } from '../content/schema.ts';
import { keepPairOffered, loseCaptainInNeed } from '../elements/b-tokens/index.ts';
import { assassinTargetDestroyed } from '../elements/g-streamlines/assassin.ts';
import { syncIce } from '../elements/ice/index.ts';
import { elementOn } from '../elements/switches.ts';
import { captainAt, emit, energyMax } from './effects.ts';
import { discardMissions } from './missions/hooks.ts';
import type { Ctx } from './rule.ts';
import { endTurn } from './turn.ts';

export type DestructionCause =
  | 'star'
  | 'debris'
  | 'damage'
  | 'salvage'
  | 'blindJump'
  | 'combat'
  | 'freezing'
  | 'comet';

export function destroyShip(ctx: Ctx, seat: SeatId, cause: DestructionCause): void {
  const captain = captainAt(ctx, seat);
  const at = captain.at;
  if (!at) return;
  const cubes: CubeColour[] = captain.hold.cargo.map((c) => c.colour);
  const inStar = cause === 'star' || cause === 'comet'; // a comet strikes as a star (XE-COMET-03)
  if (cubes.length > 0) {
    if (inStar) {
      for (const colour of cubes) ctx.s.supply.cubes[colour] += 1;
    } else {
      const key = hexKey(at);
      ctx.s.board.cubes[key] = [...(ctx.s.board.cubes[key] ?? []), ...cubes];
    }
  }
  emit(ctx, {
    type: 'ShipDestroyed',
    seat,
    at: { q: at.q, r: at.r },
    cause,
    cubesLost: inStar && cubes.length > 0,
  });
  if (cubes.length > 0 && !inStar)
    emit(ctx, { type: 'CubesDropped', seat, at: { q: at.q, r: at.r }, cubes });
  if (elementOn(ctx.s, 'G')) assassinTargetDestroyed(ctx, seat); // XE-RULE-05
  captain.at = null;
  captain.hold.cargo = [];
  captain.hold.damage = [];
  syncIce(captain.hold);
  if (captain.bounty > 0) {
    const cleared = captain.bounty;
    captain.bounty = 0;
    emit(ctx, {
      type: 'BountyChanged',
      seat,
      amount: -cleared,
      reason: 'ship destroyed',
      bounty: 0,
    });
  }
  captain.energy = energyMax(ctx.content, captain);
  captain.markers = [{ at: 'armed' }, { at: 'armed' }, { at: 'armed' }, { at: 'armed' }];
  for (const ability of captain.abilities) ability.exhausted = false;
  // Drift's decision: the reset turns the impulse token face up too, as the Status Phase it
  // skips would have (XB-IMP-02); a death costs no impulse on the next turn.
  captain.impulseReady = true;
  captain.awaitingRespawn = true;
  // XB-DEATH-05; element G costs no turn (XE-RULE-06: the ship respawns damaged instead).
  captain.skipsNextTurn =
    !elementOn(ctx.s, 'G') && captain.ship !== null && ctx.content.ship(captain.ship).tier >= 2;
  discardMissions(ctx, seat); // XB-DEATH-02
  if (elementOn(ctx.s, 'B')) loseCaptainInNeed(ctx, seat); // with the missions (Drift's decision)
  ctx.s.prompts = ctx.s.prompts.filter((p) => p.seat !== seat);
  if (ctx.s.turn.seat === seat && ctx.s.stage === 'playing') endTurn(ctx);
  if (elementOn(ctx.s, 'B')) keepPairOffered(ctx, seat); // a pair outlives the ship (GAP-XE-16)
}
