/**
 * Docking with The Kiln, moving inside it and leaving it, each for 1 movement (XE-KILN-02,
 * XE-KILN-07, GAP-XE-09). Docking makes the station orbit (XE-KILN-03). The station carries the
 * ship: docking and leaving cross no border (Drift's decision; the rules price them at 1 point
 * and name no hazard).
 */
import type { RuleError } from '@drift/engine';
import { hexEquals } from '@drift/engine/hex';
import { captainAt, emit } from '../../../rules/effects.ts';
import { captainOf, phaseGuard } from '../../../rules/guards.ts';
import { settlePassing } from '../../../rules/movement.ts';
import { occupiedByOther } from '../../../rules/occupancy.ts';
import type { Query, Rule } from '../../../rules/rule.ts';
import { claimToken } from '../../../rules/tokens.ts';
import { orbit } from './orbit.ts';
import { besideKiln, dockedAt, interiorSpace, KILN_INTERIOR, undockSpaces } from './place.ts';

const SPACES = [0, 1, 2] as const;

/** The moving guard shared by the three: Action Phase (also mid-pass), 1 movement, E on. */
function moveGuard(q: Query): RuleError | undefined {
  const guard = phaseGuard(q, 'Action', true);
  if (guard) return guard;
  if (!q.state.worlds) return { code: 'NoKiln', message: 'There is no Kiln in this game.' };
  if (q.state.turn.movement < 1)
    return { code: 'NoMovement', message: 'That costs 1 movement; start a move first.' };
  return undefined;
}

function freeSpace(q: Query, space: number): RuleError | undefined {
  if (dockedAt(q.state)[space] !== null)
    return { code: 'SpaceOccupied', message: `Space ${space + 1} of The Kiln is taken.` };
  return undefined;
}

/** DockKiln: from a space next to The Kiln onto a free interior space (XE-KILN-02). */
export const dockKiln: Rule<'DockKiln'> = {
  where: { phases: ['Action'] },
  candidates(q) {
    if (moveGuard(q) || !besideKiln(q.state, captainOf(q).at)) return [];
    return SPACES.map((space) => ({ type: 'DockKiln' as const, space }));
  },
  check(q, { space }) {
    const guard = moveGuard(q);
    if (guard) return guard;
    if (!q.state.worlds?.kiln.at)
      return { code: 'NoKiln', message: 'The Kiln is destroyed; it returns next turn.' };
    if (!besideKiln(q.state, captainOf(q).at))
      return { code: 'NotBesideKiln', message: 'Fly to a space next to The Kiln to dock.' };
    return freeSpace(q, space);
  },
  run(ctx, { space }) {
    const captain = captainAt(ctx, ctx.seat);
    const from = captain.at;
    if (!from) return;
    const to = KILN_INTERIOR[space];
    if (!to) return;
    ctx.s.turn.movement -= 1;
    ctx.s.turn.proxy = null;
    ctx.s.turn.passFrom = null;
    captain.at = { q: to.q, r: to.r };
    emit(ctx, { type: 'KilnDocked', seat: ctx.seat, from: { q: from.q, r: from.r }, space });
    orbit(ctx, ctx.seat); // XE-KILN-03
  },
};

/** KilnMove: to another free interior space, as on a planet (XE-KILN-07). */
export const kilnMove: Rule<'KilnMove'> = {
  where: { phases: ['Action'] },
  candidates(q) {
    if (moveGuard(q)) return [];
    const here = interiorSpace(captainOf(q).at);
    if (here < 0) return [];
    return SPACES.filter((s) => s !== here).map((space) => ({ type: 'KilnMove' as const, space }));
  },
  check(q, { space }) {
    const guard = moveGuard(q);
    if (guard) return guard;
    const here = interiorSpace(captainOf(q).at);
    if (here < 0) return { code: 'NotDocked', message: 'You are not docked with The Kiln.' };
    if (here === space) return { code: 'AlreadyThere', message: 'Your ship is on that space.' };
    return freeSpace(q, space);
  },
  run(ctx, { space }) {
    const captain = captainAt(ctx, ctx.seat);
    const from = interiorSpace(captain.at);
    const to = KILN_INTERIOR[space];
    if (!to) return;
    ctx.s.turn.movement -= 1;
    ctx.s.turn.proxy = null;
    captain.at = { q: to.q, r: to.r };
    emit(ctx, { type: 'KilnMoved', seat: ctx.seat, from, to: space });
  },
};

/** UndockKiln: from any interior space onto a board space next to The Kiln (XE-KILN-07). */
export const undockKiln: Rule<'UndockKiln'> = {
  where: { phases: ['Action'] },
  candidates(q) {
    if (moveGuard(q) || interiorSpace(captainOf(q).at) < 0) return [];
    return undockSpaces(q.state, q.board).map((to) => ({ type: 'UndockKiln' as const, to }));
  },
  check(q, { to }) {
    const guard = moveGuard(q);
    if (guard) return guard;
    if (interiorSpace(captainOf(q).at) < 0)
      return { code: 'NotDocked', message: 'You are not docked with The Kiln.' };
    if (!undockSpaces(q.state, q.board).some((h) => hexEquals(h, to)))
      return {
        code: 'NotBesideKiln',
        message: 'Leave onto an explored space next to The Kiln (not into the star).',
      };
    if (occupiedByOther(q.state, to, q.seat) && q.state.turn.movement < 2)
      return {
        code: 'SpaceOccupied',
        message: 'You may pass through another ship but not stop on it.',
      }; // XB-MOVE-03
    return undefined;
  },
  run(ctx, { to }) {
    const captain = captainAt(ctx, ctx.seat);
    const space = interiorSpace(captain.at);
    ctx.s.turn.movement -= 1;
    ctx.s.turn.proxy = null;
    ctx.s.turn.passFrom = null;
    captain.at = { q: to.q, r: to.r };
    emit(ctx, { type: 'KilnUndocked', seat: ctx.seat, space, to: { q: to.q, r: to.r } });
    settlePassing(ctx);
    claimToken(ctx, ctx.seat); // XB-EXPL-03
  },
};
