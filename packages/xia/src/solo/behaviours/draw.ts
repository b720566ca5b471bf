/**
 * Behavior cards in play (XS-BEHV-01, XS-BEHV-06, XS-NPC-01): an NPC entering play for the
 * first time is dealt the top card of its shuffled deck and a d20 picks one of the card's two
 * behaviours; it keeps them for good, unless the player, having destroyed it, chooses to draw it
 * a new card (the old one goes under the deck).
 */

import { emit, roll } from '../../rules/effects.ts';
import type { Ctx } from '../../rules/rule.ts';
import { behaviourName } from '../content/index.ts';
import { isSellsword, PLAYER } from '../sellsword.ts';

/** Draws NPC `id` the top card of its deck and a behaviour of the two by a d20 split. */
function draw(ctx: Ctx, id: string, reason: 'entered' | 'redrawn'): void {
  const solo = ctx.s.solo;
  const deck = solo?.behaviourDecks[id];
  const top = deck?.[0];
  if (!solo || !deck || top === undefined) return; // an NPC with no cards plays its own rules
  deck.shift();
  const face = roll(ctx, PLAYER, 20, `${ctx.content.npc(id).name} behaviour`, false);
  const behaviour = face <= 10 ? 0 : 1; // GAP-XB-18: the d20 split evenly between the two
  solo.behaviours[id] = { card: top, behaviour };
  const name = behaviourName(top, behaviour);
  emit(ctx, { type: 'NpcBehaviourDrawn', npc: id, card: top, behaviour, name, roll: face, reason });
}

/** An NPC was placed on the board: on its first entry into play it gets a behaviour (XS-BEHV-01). */
export function behaviourOnEntry(ctx: Ctx, id: string): void {
  const solo = ctx.s.solo;
  if (solo && solo.behaviours[id] === undefined) draw(ctx, id, 'entered');
}

/**
 * The player (or the Sellsword for them) destroyed NPC `id`: ask whether to re-draw its
 * behaviour (XS-BEHV-06). The Sellsword's own card is never re-drawn.
 */
export function offerRedraw(ctx: Ctx, id: string): void {
  const solo = ctx.s.solo;
  if (!solo || isSellsword(id) || solo.behaviours[id] === undefined) return;
  ctx.s.prompts.push({ kind: 'RedrawBehaviour', seat: PLAYER, npc: id });
}

/** The player's answer: a new card (the old one under the deck) and behaviour, or the same. */
export function answerRedraw(ctx: Ctx, id: string, redraw: boolean): void {
  const solo = ctx.s.solo;
  const current = solo?.behaviours[id];
  if (!solo || !current) return;
  if (!redraw) {
    const name = behaviourName(current.card, current.behaviour);
    emit(ctx, { type: 'NpcBehaviourKept', npc: id, name });
    return;
  }
  solo.behaviourDecks[id]?.push(current.card);
  draw(ctx, id, 'redrawn');
}
