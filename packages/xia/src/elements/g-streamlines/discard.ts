/**
 * Discarding an active mission (XE-RULE-02): with element G a captain may discard any active
 * mission at any time they are the one to act (their own turn, in any phase, or while answering
 * a decision of theirs), except the mission a pending re-roll decision is about. The card goes
 * to the discard pile, shown to others only if it was face up; nothing else happens.
 */
import type { RuleError } from '@drift/engine';
import { captainName } from '../../model/seats.ts';
import { captainAt, emit } from '../../rules/effects.ts';
import { captainOf } from '../../rules/guards.ts';
import type { Query, Rule } from '../../rules/rule.ts';
import { shedding, shedOne } from '../f-outfits/missions.ts';
import { elementOn } from '../switches.ts';

/** The seat that must act now: the top prompt's, else the turn's. */
function actingSeat(q: Query): number {
  const prompt = q.state.prompts[q.state.prompts.length - 1];
  return prompt ? prompt.seat : q.state.turn.seat;
}

function discardGuard(q: Query): RuleError | undefined {
  // Element F: a ShedMissions decision is answered by discarding (XE-MOD-05).
  if (!elementOn(q.state, 'G') && !shedding(q))
    return {
      code: 'NotInPlay',
      message: 'Active missions are discarded only with element G (the rule streamlines).',
    };
  if (!q.state.captains[q.seat])
    return { code: 'NoSuchSeat', message: `There is no ${captainName(q.seat)} in this match.` };
  if (q.state.stage !== 'playing')
    return { code: 'WrongStage', message: 'Missions are discarded during play.' };
  const acting = actingSeat(q);
  if (acting !== q.seat)
    return { code: 'NotYourTurn', message: `Waiting for ${captainName(acting)} to act.` };
  return undefined;
}

/** DiscardMission: one active mission to the discard pile (XE-RULE-02). */
export const discardMission: Rule<'DiscardMission'> = {
  where: { acting: true },
  candidates(q) {
    if (discardGuard(q)) return [];
    return captainOf(q).missions.active.map((m) => ({
      type: 'DiscardMission' as const,
      card: m.card,
    }));
  },
  check(q, { card }) {
    const guard = discardGuard(q);
    if (guard) return guard;
    if (!captainOf(q).missions.active.some((m) => m.card === card))
      return { code: 'NoSuchMission', message: 'You hold no such active mission.' };
    const prompt = q.state.prompts[q.state.prompts.length - 1];
    if (prompt?.kind === 'UseExperience' && prompt.mission === card) {
      return {
        code: 'MissionInUse',
        message: 'First decide whether to re-roll this mission; then it may be discarded.',
      };
    }
    return undefined;
  },
  run(ctx, { card }) {
    const missions = captainAt(ctx, ctx.seat).missions;
    const mission = missions.active.find((m) => m.card === card);
    if (!mission) return;
    missions.active = missions.active.filter((m) => m.card !== card);
    ctx.s.decks.missionDiscard.push(card);
    emit(ctx, { type: 'MissionDiscarded', seat: ctx.seat, revealed: mission.revealed, card });
    shedOne(ctx); // element F
  },
};
