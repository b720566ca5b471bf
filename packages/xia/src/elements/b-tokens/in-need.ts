/**
 * The Captain in Need token (XE-EXPL-07, GAP-XE-08). The top mission card is read for its
 * delivery point only; the captain takes them aboard, in the one active-mission slot (a mission
 * held is discarded to make room), or declines and the card is discarded. Delivering them is an
 * action on that Mission Point: 1 Fame and 1,000, and the card is discarded. The mission rules
 * are untouched: the captain aboard lives in `state.exploration`, and Draw Missions is refused
 * while the slot is taken (`slotted`).
 */
import type { SeatId } from '@drift/engine';
import type { CommandOfType } from '../../commands.ts';
import type { Draft } from '../../model/draft.ts';
import type { XiaState } from '../../model/state.ts';
import { captainAt, changeCredits, emit, gainFame } from '../../rules/effects.ts';
import { actionGuard, promptGuard } from '../../rules/guards.ts';
import { missionDef, notAtPoint } from '../../rules/missions/cards.ts';
import { endMove } from '../../rules/movement.ts';
import type { Ctx, Rule } from '../../rules/rule.ts';
import type { CaptainInNeed, ExplorationState } from './state.ts';

/** The reward for delivering a captain in need. */
export const RESCUE_FAME = 1;
export const RESCUE_CREDITS = 1000;

/** The captain in need aboard this seat's ship, if any. */
export function aboard(state: XiaState, seat: SeatId): CaptainInNeed | undefined {
  return state.exploration?.aboard.find((c) => c.seat === seat);
}

function table(ctx: Ctx): Draft<ExplorationState> {
  ctx.s.exploration ??= { spent: [], aboard: [] };
  return ctx.s.exploration;
}

/** The top mission card, the discard pile reshuffled first if the deck is out (GAP-XB-17). */
function topCard(ctx: Ctx): string | undefined {
  const decks = ctx.s.decks;
  if (decks.missions.length === 0 && decks.missionDiscard.length > 0) {
    decks.missions = ctx.dice.shuffle(decks.missionDiscard);
    decks.missionDiscard = [];
  }
  return decks.missions.shift();
}

/** The token is turned up: read the top card's delivery point and ask the captain. */
export function findCaptainInNeed(ctx: Ctx, seat: SeatId): void {
  const card = topCard(ctx);
  if (card === undefined) return; // every card is in play: nobody to rescue (Drift's decision)
  const point = missionDef(ctx.content, card).deliver;
  emit(ctx, { type: 'CaptainInNeed', seat, point, outcome: 'found' });
  ctx.s.prompts.push({ kind: 'CaptainInNeed', seat, card, point });
}

/** Whatever fills the captain's one mission slot leaves it: active missions and a captain aboard. */
function freeSlot(ctx: Ctx, seat: SeatId): void {
  const missions = captainAt(ctx, seat).missions;
  for (const { card, revealed } of missions.active) {
    ctx.s.decks.missionDiscard.push(card);
    emit(ctx, { type: 'MissionDiscarded', seat, revealed, card });
  }
  missions.active = [];
  setDown(ctx, seat, 'lost');
}

/** The captain aboard leaves the ship, delivered or lost; the card is discarded. */
function setDown(ctx: Ctx, seat: SeatId, outcome: 'delivered' | 'lost'): void {
  const t = ctx.s.exploration;
  const here = t?.aboard.find((c) => c.seat === seat);
  if (!t || !here) return;
  t.aboard = t.aboard.filter((c) => c.seat !== seat);
  ctx.s.decks.missionDiscard.push(here.card);
  emit(ctx, { type: 'CaptainInNeed', seat, point: here.point, outcome });
}

/** The ship was destroyed: a captain aboard, or one being offered, is lost with it. */
export function loseCaptainInNeed(ctx: Ctx, seat: SeatId): void {
  setDown(ctx, seat, 'lost');
  for (const p of ctx.s.prompts)
    if (p.kind === 'CaptainInNeed' && p.seat === seat) ctx.s.decks.missionDiscard.push(p.card);
}

export const answerCaptainInNeed: Rule<'CaptainInNeed'> = {
  where: { prompts: ['CaptainInNeed'] },
  candidates(q) {
    if (promptGuard(q, 'CaptainInNeed').error) return [];
    return [
      { type: 'CaptainInNeed', accept: true },
      { type: 'CaptainInNeed', accept: false },
    ];
  },
  check: (q) => promptGuard(q, 'CaptainInNeed').error,
  run(ctx, { accept }) {
    const prompt = ctx.s.prompts.pop();
    if (prompt?.kind !== 'CaptainInNeed') return;
    const { seat, card, point } = prompt;
    if (!accept) {
      ctx.s.decks.missionDiscard.push(card);
      emit(ctx, { type: 'CaptainInNeed', seat, point, outcome: 'declined' });
      return;
    }
    freeSlot(ctx, seat);
    table(ctx).aboard.push({ seat, card, point });
    emit(ctx, { type: 'CaptainInNeed', seat, point, outcome: 'aboard' });
  },
};

/** Deliver Captain: an action on the captain's delivery point (GAP-XE-08). */
export const deliverCaptain: Rule<'DeliverCaptain'> = {
  where: { phases: ['Action'] },
  candidates: (q) => (aboard(q.state, q.seat) ? [{ type: 'DeliverCaptain' }] : []),
  check(q) {
    const guard = actionGuard(q);
    if (guard) return guard;
    const passenger = aboard(q.state, q.seat);
    if (!passenger) return { code: 'NoCaptainAboard', message: 'You carry no captain in need.' };
    const wrong = notAtPoint(q, passenger.point, 'Delivering the captain');
    return wrong === undefined ? undefined : { code: 'WrongPlace', message: wrong };
  },
  run(ctx) {
    endMove(ctx);
    const seat = ctx.seat;
    setDown(ctx, seat, 'delivered');
    gainFame(ctx, seat, RESCUE_FAME, 'exploration');
    changeCredits(ctx, seat, RESCUE_CREDITS, 'captain in need delivered');
  },
};

/** Draw Missions is refused while a captain in need takes the mission slot (XE-EXPL-07). */
export function slotted(rule: Rule<'DrawMissions'>): Rule<'DrawMissions'> {
  return {
    where: rule.where,
    candidates: (q) => rule.candidates(q),
    check(q, command: CommandOfType<'DrawMissions'>) {
      const refused = rule.check(q, command);
      if (refused || !aboard(q.state, q.seat)) return refused;
      return {
        code: 'MissionInHand',
        message: 'A captain in need fills your mission slot: deliver them before drawing missions.',
      };
    },
    run: (ctx, command) => rule.run(ctx, command),
  };
}
