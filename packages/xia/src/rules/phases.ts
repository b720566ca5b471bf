/**
 * Moving on through the turn: ending the Action and Business Phases, and the Status Phase's
 * last step, arming markers, which ends the turn (XB-TURN-*, XB-STAT-01, XB-MARK-03, XB-MARK-04).
 */
import type { MarkerPlace } from '../model/state.ts';
import { captainAt, changeEnergy, emit } from './effects.ts';
import { captainOf, phaseGuard } from './guards.ts';
import { armedMarkers } from './hold.ts';
import { draftQuery, type Query, type Rule } from './rule.ts';
import { skillBonus } from './titles.ts';
import { endActionPhase, endTurn, enterStatus, onPlanet } from './turn.ts';

export const endActions: Rule<'EndActions'> = {
  where: { phases: ['Action'] },
  candidates: () => [{ type: 'EndActions' }],
  check: (q) => phaseGuard(q, 'Action'),
  run: (ctx) => endActionPhase(ctx),
};

export const endBusiness: Rule<'EndBusiness'> = {
  where: { phases: ['Business'] },
  candidates: () => [{ type: 'EndBusiness' }],
  check: (q) => phaseGuard(q, 'Business'),
  run: (ctx) => enterStatus(ctx),
};

/** Energy one marker costs to arm now: free on a planet or with the free-arming skill. */
function armingCost(q: Query): number {
  const captain = captainOf(q);
  return onPlanet(q.board, captain) || skillBonus(q.content, captain, 'freeArming') > 0 ? 0 : 1;
}

export const armMarkers: Rule<'ArmMarkers'> = {
  where: { phases: ['Status'] },
  candidates(q) {
    if (phaseGuard(q, 'Status')) return [];
    const captain = captainOf(q);
    const room = 4 - armedMarkers(captain);
    const cost = armingCost(q);
    const affordable = cost === 0 ? room : Math.min(room, Math.floor(captain.energy / cost));
    return Array.from({ length: affordable + 1 }, (_, count) => ({
      type: 'ArmMarkers' as const,
      count,
    }));
  },
  check(q, { count }) {
    const guard = phaseGuard(q, 'Status');
    if (guard) return guard;
    const captain = captainOf(q);
    const room = 4 - armedMarkers(captain);
    if (count > room)
      return { code: 'TooManyMarkers', message: `Only ${room} more markers can be armed.` };
    const cost = count * armingCost(q);
    if (cost > captain.energy) {
      return {
        code: 'NotEnoughEnergy',
        message: `Arming ${count} markers costs ${cost} Energy; you have ${captain.energy}.`,
      };
    }
    return undefined;
  },
  run(ctx, { count }) {
    const q = draftQuery(ctx);
    const cost = count * armingCost(q);
    if (cost > 0) changeEnergy(ctx, ctx.seat, -cost, 'armed markers');
    const captain = captainAt(ctx, ctx.seat);
    const armed = armedMarkers(captain) + count;
    // GAP-XB-08: armed markers stay armed; the newly armed come from spent or disarmed ones; the rest are disarmed.
    captain.markers = Array.from(
      { length: 4 },
      (_, i): MarkerPlace => (i < armed ? { at: 'armed' } : { at: 'disarmed' }),
    );
    emit(ctx, { type: 'MarkersArmed', seat: ctx.seat, count, cost });
    endTurn(ctx);
  },
};
