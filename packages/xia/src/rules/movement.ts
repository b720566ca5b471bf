/**
 * Moving: engines (an armed marker and a roll) and impulse (once a turn) give movement points;
 * each Step spends one; points left when the move ends are lost (XB-OTYP-01, XB-IMP-01,
 * XB-MOVE-01..04). Gates carry a ship to another gate for one point (XB-BORDER-09, XB-BORDER-10).
 */
import { ALL_DIRECTIONS, type Hex, hexEquals, neighbor } from '@drift/engine/hex';
import type { Region } from '../board/board.ts';
import { engineBonus } from '../campaign/upgrades/engine.ts';
import { impulseBonus } from '../campaign/upgrades/impulse.ts';
import { eventModifier, gatesTethered } from '../elements/a-events/hooks.ts';
import { crossStep, stepBarred } from './crossing.ts';
import { captainAt, emit, roll } from './effects.ts';
import { captainOf, phaseGuard } from './guards.ts';
import { armedMarkers, findOutfit, openUseSpaces, outfitValue } from './hold.ts';
import { adjacent, occupiedByOther } from './occupancy.ts';
import { rollForSpawn } from './respawn.ts';
import { type Ctx, draftQuery, type Query, type Rule } from './rule.ts';
import { skillBonus } from './titles.ts';
import { claimToken } from './tokens.ts';

/**
 * A ship may not end its move on another ship's space (XB-MOVE-03). If it is left there with no
 * movement (a planetary shield stopped its way out), it goes back to the last free space it
 * came from: Drift's decision, as the rules do not say.
 */
export function settlePassing(ctx: Ctx): void {
  const captain = captainAt(ctx, ctx.seat);
  const at = captain.at;
  const turn = ctx.s.turn;
  if (!at || !occupiedByOther(ctx.s, at, ctx.seat)) {
    turn.passFrom = null;
    return;
  }
  if (turn.movement > 0 || !turn.passFrom) return;
  const back = turn.passFrom;
  captain.at = { q: back.q, r: back.r };
  turn.passFrom = null;
  emit(ctx, {
    type: 'Moved',
    seat: ctx.seat,
    from: { q: at.q, r: at.r },
    to: { q: back.q, r: back.r },
    left: 0,
  });
}

/** Ends the current Move action: unspent points are lost (XB-MOVE-01). */
export function endMove(ctx: Ctx): void {
  ctx.s.turn.movement = 0;
  ctx.s.turn.moveSource = null;
  ctx.s.turn.proxy = null;
}

/** The space a captain acts on: its own, or an occupied one paid for with 2 movement (XB-MOVE-04). */
export function actingHex(q: Query): Hex | null {
  return q.state.turn.seat === q.seat && q.state.turn.proxy ? q.state.turn.proxy : captainOf(q).at;
}

function here(q: Query): Hex {
  const at = captainOf(q).at;
  if (!at) throw new Error('ship off the board');
  return at;
}

export const activateEngine: Rule<'ActivateEngine'> = {
  where: { phases: ['Action'] },
  candidates(q) {
    if (phaseGuard(q, 'Action')) return [];
    const captain = captainOf(q);
    return captain.hold.outfits
      .filter((o) => q.content.outfit(o.kind).type === 'engine')
      .flatMap((o) =>
        openUseSpaces(q.content, captain, o).map((space) => ({
          type: 'ActivateEngine' as const,
          use: { outfit: o.uid, space },
        })),
      );
  },
  check(q, { use }) {
    const guard = phaseGuard(q, 'Action');
    if (guard) return guard;
    const captain = captainOf(q);
    const outfit = findOutfit(captain, use.outfit);
    if (!outfit || q.content.outfit(outfit.kind).type !== 'engine')
      return { code: 'NotAnEngine', message: 'That is not one of your engines.' };
    if (!openUseSpaces(q.content, captain, outfit).includes(use.space)) {
      return { code: 'UseSpaceTaken', message: 'That use space is taken or damaged.' }; // XB-OUTF-03, XB-OUTF-07
    }
    if (armedMarkers(captain) === 0)
      return { code: 'NoArmedMarker', message: 'You have no armed marker to spend.' };
    return undefined;
  },
  run(ctx, { use }) {
    endMove(ctx);
    const captain = captainAt(ctx, ctx.seat);
    const outfit = findOutfit(captain, use.outfit);
    if (!outfit) return;
    const i = captain.markers.findIndex((m) => m.at === 'armed');
    captain.markers[i] = { at: 'used', outfit: use.outfit, space: use.space };
    emit(ctx, { type: 'MarkerSpent', seat: ctx.seat, outfit: use.outfit, space: use.space });
    const face = roll(ctx, ctx.seat, ctx.content.outfit(outfit.kind).die, 'engine');
    const points = Math.max(
      0,
      outfitValue(ctx.content, captain.hold, outfit, face) + // XE-MOD-04
        engineBonus(ctx, ctx.seat, 'engine') + // XC-UPG-02, GAP-XC-03
        eventModifier(ctx.s, 'engineMove'), // XE-EVENT-03
    );
    ctx.s.turn.movement = points;
    ctx.s.turn.moveSource = 'engine';
    emit(ctx, { type: 'MoveStarted', seat: ctx.seat, source: 'engine', points });
  },
};

export const useImpulse: Rule<'UseImpulse'> = {
  where: { phases: ['Action'] },
  candidates: () => [{ type: 'UseImpulse' }],
  check(q) {
    const guard = phaseGuard(q, 'Action');
    if (guard) return guard;
    if (!captainOf(q).impulseReady)
      return { code: 'ImpulseUsed', message: 'Impulse has been used this turn.' }; // XB-IMP-02
    return undefined;
  },
  run(ctx) {
    endMove(ctx);
    const captain = captainAt(ctx, ctx.seat);
    captain.impulseReady = false;
    const ship = captain.ship ? ctx.content.ship(captain.ship) : undefined;
    const points =
      (ship?.impulse ?? 0) +
      skillBonus(ctx.content, captain, 'impulse') +
      impulseBonus(ctx, ctx.seat); // XC-UPG-04
    ctx.s.turn.movement = points;
    ctx.s.turn.moveSource = 'impulse';
    emit(ctx, { type: 'MoveStarted', seat: ctx.seat, source: 'impulse', points });
  },
};

export const step: Rule<'Step'> = {
  where: { phases: ['Action'] },
  candidates(q) {
    if (phaseGuard(q, 'Action', true) || q.state.turn.movement < 1) return [];
    const at = here(q);
    return ALL_DIRECTIONS.map((d) => ({ type: 'Step' as const, to: neighbor(at, d) }));
  },
  check(q, { to }) {
    const guard = phaseGuard(q, 'Action', true);
    if (guard) return guard;
    if (q.state.turn.movement < 1)
      return { code: 'NoMovement', message: 'You have no movement left; start a move first.' };
    const at = here(q);
    if (!ALL_DIRECTIONS.some((d) => hexEquals(neighbor(at, d), to)))
      return { code: 'NotAdjacent', message: 'A step goes to a neighbouring space.' };
    if (!q.board.info(to))
      return {
        code: 'Unexplored',
        message: 'That space is unexplored: scan it or blind jump into it.',
      };
    const barred = stepBarred(q, at, to);
    if (barred) return { code: 'OutlawsBarred', message: barred };
    if (occupiedByOther(q.state, to, q.seat) && q.state.turn.movement < 2) {
      return {
        code: 'SpaceOccupied',
        message: 'You may pass through another ship but not stop on it.',
      }; // XB-MOVE-03
    }
    return undefined;
  },
  run(ctx, { to }) {
    const from = captainAt(ctx, ctx.seat).at;
    if (!from) return;
    const turn = ctx.s.turn;
    turn.movement -= 1;
    turn.proxy = null;
    if (!occupiedByOther(ctx.s, from, ctx.seat)) turn.passFrom = { q: from.q, r: from.r };
    crossStep(ctx, ctx.seat, from, to, turn.movement);
    settlePassing(ctx);
  },
};

function gateAt(q: Query, h: Hex): Region | undefined {
  const region = q.board.info(h)?.region;
  return region?.kind === 'gate' ? region : undefined;
}

export const gateJump: Rule<'GateJump'> = {
  where: { phases: ['Action'] },
  candidates(q) {
    if (phaseGuard(q, 'Action', true) || q.state.turn.movement < 1) return [];
    const from = gateAt(q, here(q));
    if (!from) return [];
    return q.board.regions
      .filter((r) => r.kind === 'gate' && r.id !== from.id)
      .flatMap((r) => r.hexes.map((to) => ({ type: 'GateJump' as const, to })));
  },
  check(q, { to }) {
    const guard = phaseGuard(q, 'Action', true);
    if (guard) return guard;
    if (q.state.turn.movement < 1)
      return { code: 'NoMovement', message: 'A gate jump costs 1 movement.' };
    const from = gateAt(q, here(q));
    if (!from) return { code: 'NotOnGate', message: 'You must be on a gate to jump.' };
    const target = gateAt(q, to);
    if (!target || target.id === from.id)
      return { code: 'NotAGate', message: 'Jump to a space of another gate.' };
    if (occupiedByOther(q.state, to, q.seat))
      return { code: 'SpaceOccupied', message: 'Another ship is on that gate space.' };
    return undefined;
  },
  run(ctx, { to }) {
    const q = draftQuery(ctx);
    const captain = captainAt(ctx, ctx.seat);
    const from = captain.at;
    if (!from) return;
    ctx.s.turn.movement -= 1;
    ctx.s.turn.proxy = null;
    // XB-BORDER-10: a jump into or out of a malfunctioning gate ends at a Spawn Point instead.
    const broken = gateAt(q, from)?.malfunctioning || gateAt(q, to)?.malfunctioning;
    if (broken && !gatesTethered(ctx.s)) {
      rollForSpawn(ctx, ctx.seat, 'malfunctioningGate');
      return;
    }
    captain.at = { q: to.q, r: to.r };
    emit(ctx, {
      type: 'GateJumped',
      seat: ctx.seat,
      from: { q: from.q, r: from.r },
      to: { q: to.q, r: to.r },
    });
    claimToken(ctx, ctx.seat); // XB-EXPL-03
  },
};

/**
 * Movement acting from a neighbouring space costs: 2 (XB-MOVE-04), and 1 more while the ship
 * shares its own space with another, so that it can still leave it (XB-MOVE-03).
 */
function occupiedSpaceCost(q: Query): number {
  return occupiedByOther(q.state, here(q), q.seat) ? 3 : 2;
}

export const useOccupiedSpace: Rule<'UseOccupiedSpace'> = {
  where: { phases: ['Action'] },
  candidates(q) {
    if (phaseGuard(q, 'Action', true) || q.state.turn.movement < occupiedSpaceCost(q)) return [];
    const at = here(q);
    return ALL_DIRECTIONS.map((d) => neighbor(at, d))
      .filter((h) => occupiedByOther(q.state, h, q.seat))
      .map((h) => ({ type: 'UseOccupiedSpace' as const, at: h }));
  },
  check(q, { at }) {
    const guard = phaseGuard(q, 'Action', true);
    if (guard) return guard;
    if (q.state.turn.movement < 2)
      return { code: 'NoMovement', message: 'Acting from a neighbouring space costs 2 movement.' };
    if (q.state.turn.movement < occupiedSpaceCost(q)) {
      return {
        code: 'NoMovement',
        message:
          'Acting from a neighbouring space costs 2 movement, and you need 1 more to leave the space you share.',
      };
    }
    if (!occupiedByOther(q.state, at, q.seat))
      return { code: 'NotOccupied', message: 'That space is free: move onto it instead.' };
    if (!adjacent(q.board, here(q), at))
      return { code: 'NotAdjacent', message: 'You must be adjacent to that space.' };
    return undefined;
  },
  run(ctx, { at }) {
    ctx.s.turn.movement -= 2;
    ctx.s.turn.proxy = { q: at.q, r: at.r };
    emit(ctx, { type: 'ActingFrom', seat: ctx.seat, at: { q: at.q, r: at.r } });
  },
};
