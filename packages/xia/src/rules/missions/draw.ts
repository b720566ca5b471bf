/**
 * Drawing missions: a Minor action on a Mission Point with no mission in hand draws 3 cards; the
 * captain keeps at most one face down and the rest go to the discard pile, which is reshuffled
 * into the deck when it runs out (XB-MISS-01, XB-ACT-02, GAP-XB-17).
 */
import type { SeatId } from '@drift/engine';
import { npcsSeated, ringTarget, type Table } from '../../elements/d-two-players/seating.ts';
import {
  drawFaceDown,
  keepRefusal,
  streamlinedDrawRefusal,
} from '../../elements/g-streamlines/draw.ts';
import { missionCapacity, slotsUsed } from '../../elements/slots.ts';
import { elementOn } from '../../elements/switches.ts';
import type { Combatant, XiaState } from '../../model/state.ts';
import { soloAim } from '../../solo/targets.ts';
import { captainAt, emit } from '../effects.ts';
import { captainOf, minorGuard, promptGuard } from '../guards.ts';
import { type Ctx, draftQuery, type Rule } from '../rule.ts';
import { aimOf, missionDef, pointHere } from './cards.ts';

/** Cards drawn by one Draw Missions action. */
export const DRAW_COUNT = 3;

/**
 * The captain a Thief or Assassin card aims at: `offset` seats clockwise from the holder,
 * counting only the other captains and going round again past the last (Drift's decision), so a
 * card never aims at its holder.
 */
export function targetSeat(state: XiaState, holder: SeatId, offset: number): SeatId {
  return seatByOffset(state.captains.length, holder, offset);
}

/** The same, from the number of seats: what a bot's determinization needs too. */
export function seatByOffset(seats: number, holder: SeatId, offset: number): SeatId {
  if (seats < 2) return holder;
  const step = ((offset - 1) % (seats - 1)) + 1;
  return (holder + step) % seats;
}

/**
 * Whom a Thief or Assassin card kept by `holder` aims at: a captain by `seatByOffset`, or with
 * two captains (element D) anyone in the ring of captains and NPCs (XE-2P-02), or in a solo game
 * an opponent by the seat order the player gave them, or nobody (XS-MISS-01, XS-MISS-02). A view
 * has what it needs too, for a bot's determinization.
 */
export function missionAim(
  table: Table & { readonly solo?: { readonly seating: readonly string[] } },
  holder: SeatId,
  offset: number,
): Combatant | null {
  if (table.solo) return soloAim(table.solo.seating, offset);
  if (npcsSeated(table)) return ringTarget(table, holder, offset);
  return { seat: seatByOffset(table.captains.length, holder, offset) };
}

/** Takes the top card, reshuffling the discard pile into the deck first when it is empty. */
export function drawOne(ctx: Ctx): string | undefined {
  const decks = ctx.s.decks;
  if (decks.missions.length === 0 && decks.missionDiscard.length > 0) {
    decks.missions = ctx.dice.shuffle(decks.missionDiscard);
    decks.missionDiscard = [];
  }
  return decks.missions.shift();
}

/** Draw Missions (Minor): on a Mission Point, with no active mission (XB-MISS-01, XB-ACT-02). */
export const drawMissions: Rule<'DrawMissions'> = {
  where: { phases: ['Action'] },
  candidates: () => [{ type: 'DrawMissions' }],
  check(q) {
    const guard = minorGuard(q);
    if (guard) return guard;
    const point = pointHere(q);
    if (point === undefined)
      return { code: 'NotOnMissionPoint', message: 'Missions are drawn on a Mission Point.' };
    if (elementOn(q.state, 'G')) {
      const refused = streamlinedDrawRefusal(q, point); // XE-RULE-01
      if (refused) return refused;
    } else if (elementOn(q.state, 'F')) {
      const refused = keepRefusal(q); // XE-MOD-05: M-Comps let a captain hold more
      if (refused) return { ...refused, message: refused.message.replace('keep a card', 'draw') };
    } else if (captainOf(q).missions.active.length > 0) {
      return {
        code: 'MissionInHand',
        message: 'You already have a mission: complete it before drawing more.',
      };
    }
    const { missions, missionDiscard } = q.state.decks;
    if (missions.length + missionDiscard.length === 0)
      return { code: 'NoMissionsLeft', message: 'Every mission card is in play.' };
    return undefined;
  },
  run(ctx) {
    const cards: string[] = [];
    for (let i = 0; i < DRAW_COUNT; i++) {
      const card = drawOne(ctx);
      if (card === undefined) break;
      cards.push(card);
    }
    const point = pointHere(draftQuery(ctx));
    if (elementOn(ctx.s, 'G') && point !== undefined) {
      drawFaceDown(ctx, point, cards); // XE-RULE-01
      return;
    }
    emit(ctx, { type: 'MissionsDrawn', seat: ctx.seat, count: cards.length, cards: [...cards] });
    ctx.s.prompts.push({ kind: 'KeepMission', seat: ctx.seat, cards });
  },
};

/**
 * After a card is kept with element F: the rest are offered again while a slot is free (M-Comps,
 * XE-MOD-05), else discarded. The new prompt goes where the old one was, under the kept card's.
 */
function offerRest(ctx: Ctx, seat: SeatId, rest: readonly string[]): void {
  if (slotsUsed(ctx.s, seat) + 1 < missionCapacity(ctx.content, ctx.s, seat))
    ctx.s.prompts.push({ kind: 'KeepMission', seat, cards: [...rest] });
  else ctx.s.decks.missionDiscard.push(...rest);
}

/** Keep one drawn card face down, or none; the others are discarded (XB-MISS-01, GAP-XB-17). */
export const keepMission: Rule<'KeepMission'> = {
  where: { prompts: ['KeepMission'] },
  candidates(q) {
    const { prompt } = promptGuard(q, 'KeepMission');
    if (!prompt) return [];
    return [
      ...prompt.cards.map((card) => ({ type: 'KeepMission' as const, card })),
      { type: 'KeepMission' as const, card: null },
    ];
  },
  check(q, { card }) {
    const { error, prompt } = promptGuard(q, 'KeepMission');
    if (error) return error;
    if (card !== null && !prompt.cards.includes(card))
      return { code: 'NotDrawn', message: 'Keep one of the cards you drew, or none.' };
    if (card !== null && (elementOn(q.state, 'G') || elementOn(q.state, 'F')))
      return keepRefusal(q); // XE-RULE-01, XE-MOD-05
    return undefined;
  },
  run(ctx, { card }) {
    const prompt = ctx.s.prompts.pop();
    // Stryker disable next-line ConditionalExpression,OptionalChaining: run follows check, which found this prompt on top.
    if (prompt?.kind !== 'KeepMission') return;
    const seat = ctx.seat;
    const rest = prompt.cards.filter((c) => c !== card);
    // XE-MOD-05: with room left (M-Comps), the captain may keep another of the cards.
    const again = card !== null && rest.length > 0 && elementOn(ctx.s, 'F');
    if (!again) ctx.s.decks.missionDiscard.push(...rest);
    emit(ctx, { type: 'MissionKept', seat, kept: card !== null, card });
    if (card === null) return;
    if (again) offerRest(ctx, seat, rest);
    const def = missionDef(ctx.content, card);
    // XB-MTYP-05, XB-MTYP-06, XE-MTYP-05: the target is fixed when the card is kept.
    const offset = aimOf(def);
    const aim = offset === undefined ? null : missionAim(ctx.s, seat, offset);
    captainAt(ctx, seat).missions.active.push({
      card,
      revealed: false,
      stage: 'objective',
      payment: 0,
      target: aim && 'seat' in aim ? aim.seat : null,
      ...(aim && 'npc' in aim ? { targetNpc: aim.npc } : {}),
    });
  },
};
