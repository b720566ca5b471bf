/**
 * The Event deck's life: shuffled at setup (XE-SETUP-03), drawn in the Status Phase of the first
 * captain to reach or pass each Event space (XE-EVENT-02), resolved, ticked at each round
 * boundary (XE-EVENT-04) and taken out of play when its leave condition is met (XE-EVENT-03).
 */
import type { Dice, SeatId } from '@drift/engine';
import { type HexKey, hexKey } from '@drift/engine/hex';
import { captainAt, emit } from '../../rules/effects.ts';
import type { Ctx } from '../../rules/rule.ts';
import { embersEvents, eventCard, eventIdsFor } from './content.ts';
import { placeMarkers, racePrize, resolveOnDraw, roundEffect } from './effects.ts';
import type { EventsState } from './state.ts';

/** XE-SETUP-03: the Event deck shuffled face down; nothing in play yet. */
export function setupEvents(dice: Dice, withE = false): EventsState {
  return {
    deck: dice.shuffle(eventIdsFor(withE)),
    inPlay: [],
    discard: [],
    spacesDrawn: [],
    markers: {},
  };
}

/** The card leaves play: out of play, its markers lifted, onto the discard pile. */
export function leavePlay(
  ctx: Ctx,
  id: string,
  reason: 'atOnce' | 'rounds' | 'claimed' | 'flownOff',
): void {
  const ev = ctx.s.events;
  if (!ev) return;
  if (ev.giantComet?.event === id) delete ev.giantComet;
  ev.inPlay = ev.inPlay.filter((e) => e.id !== id);
  for (const [key, marked] of Object.entries(ev.markers))
    if (marked === id) delete ev.markers[key as HexKey];
  ev.discard.push(id);
  emit(ctx, { type: 'EventLeft', event: id, reason });
}

/** XE-EVENT-02: one Event per Event space this captain has reached or passed first. */
export function drawEvents(ctx: Ctx, seat: SeatId): void {
  revealEvents(ctx, seat, captainAt(ctx, seat).fame, false);
}

/**
 * One Event per Event space up to `fame` nobody reached before, drawn and resolved by `seat`;
 * with `npcs`, a solo game's NPCs reached them first and `seat` draws for them (XS-END-06).
 */
export function revealEvents(ctx: Ctx, seat: SeatId, fame: number, npcs: boolean): void {
  const ev = ctx.s.events;
  if (!ev) return;
  for (const space of embersEvents().eventSpaces) {
    if (fame < space || ev.spacesDrawn.includes(space)) continue;
    ev.spacesDrawn.push(space);
    const [top, ...rest] = ev.deck;
    if (top === undefined) continue;
    ev.deck = rest;
    ev.inPlay.push({ id: top, drawnBy: seat, rounds: 0 });
    emit(ctx, {
      type: 'EventDrawn',
      seat,
      event: top,
      space,
      ...(npcs ? { npcs: true as const } : {}),
    });
    resolveOnDraw(ctx, seat, top);
    placeMarkers(ctx, top);
    if (eventCard(top).leaves.kind === 'atOnce') leavePlay(ctx, top, 'atOnce');
    else if (eventCard(top).effect?.kind === 'race' && !Object.values(ev.markers).includes(top))
      leavePlay(ctx, top, 'atOnce'); // no free Spawn Point for the beacon: the race is off
  }
}

/**
 * XE-EVENT-04: a round boundary, just before the First Player's turn. Every card in play with
 * rounds or a per-round effect ticks, its per-round effect fires, and it leaves when its rounds
 * are up. A card drawn in the round's last turn ticks here at once.
 */
export function eventsRoundEnded(ctx: Ctx): void {
  const ev = ctx.s.events;
  if (!ev || ev.inPlay.length === 0) return;
  for (const { id, drawnBy } of [...ev.inPlay]) {
    const card = eventCard(id);
    if (card.leaves.kind !== 'rounds' && !card.perRound) continue;
    const inPlay = ev.inPlay.find((e) => e.id === id);
    if (!inPlay) continue;
    inPlay.rounds += 1;
    const of = card.leaves.kind === 'rounds' ? card.leaves.rounds : null;
    emit(ctx, { type: 'EventTicked', event: id, round: inPlay.rounds, of });
    if (card.perRound && roundEffect(ctx, card.perRound, id, drawnBy))
      leavePlay(ctx, id, 'flownOff');
    else if (of !== null && inPlay.rounds >= of) leavePlay(ctx, id, 'rounds');
  }
}

/** A race won: the captain standing on its marker in their own Status Phase takes the prize. */
export function claimEventPrizes(ctx: Ctx, seat: SeatId): void {
  const ev = ctx.s.events;
  const at = captainAt(ctx, seat).at;
  if (!ev || !at) return;
  const id = ev.markers[hexKey(at)];
  if (id === undefined || eventCard(id).effect?.kind !== 'race') return;
  racePrize(ctx, seat, id);
  leavePlay(ctx, id, 'claimed');
}
