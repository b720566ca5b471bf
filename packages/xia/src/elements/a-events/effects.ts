/**
 * What each kind of Event does when drawn, at each round boundary, and when its race is won:
 * one small module per kind, keyed by the card's data (XE-EVENT-03, XE-EVENT-04, XE-QR-02).
 */
import type { SeatId } from '@drift/engine';
import { type Hex, hexKey } from '@drift/engine/hex';
import {
  changeBounty,
  changeCredits,
  changeEnergy,
  emit,
  energyMax,
  gainFame,
  roll,
} from '../../rules/effects.ts';
import { closestSpawn, freeSpawns } from '../../rules/respawn.ts';
import type { Ctx } from '../../rules/rule.ts';
import { gainNpcFame, npcsCollect } from '../../solo/fame.ts';
import { destroyKiln } from '../e-worlds/kiln/orbit.ts';
import { eventCard } from './content.ts';
import { giantCometEnters, giantCometFlies } from './giant-comet.ts';
import type { EventRoundEffectDef } from './schema.ts';

function raiseNpcBounties(ctx: Ctx, credits: number, event: string): void {
  for (const npc of ctx.s.npcs) {
    npc.bounty += credits;
    emit(ctx, { type: 'NpcBountyRaised', npc: npc.id, amount: credits, bounty: npc.bounty, event });
  }
}

/** The one-time part of a card, resolved by its drawer in the Status Phase (XE-EVENT-02). */
export function resolveOnDraw(ctx: Ctx, seat: SeatId, id: string): void {
  const effect = eventCard(id).effect;
  if (!effect) return;
  const reason = `Event: ${eventCard(id).name}`;
  switch (effect.kind) {
    case 'windfall':
      for (const c of ctx.s.captains) changeCredits(ctx, c.seat, effect.credits, reason);
      npcsCollect(ctx, effect.credits, 'event'); // solo: the NPCs collect as a captain (GAP-XS-02)
      return;
    case 'amnesty':
      for (const c of ctx.s.captains)
        if (c.bounty > 0) changeBounty(ctx, c.seat, -c.bounty, reason);
      return;
    case 'npcBounty':
      raiseNpcBounties(ctx, effect.credits, id);
      return;
    case 'recharge':
      for (const c of ctx.s.captains)
        changeEnergy(ctx, c.seat, energyMax(ctx.content, c) - c.energy, reason);
      return;
    case 'underdog': {
      // Solo: the NPCs' shared marker counts as one more captain's (GAP-XS-02).
      const npcFame = ctx.s.solo?.npcFame;
      const least = Math.min(...ctx.s.captains.map((c) => c.fame), npcFame ?? Infinity);
      for (const c of ctx.s.captains)
        if (c.fame === least) gainFame(ctx, c.seat, effect.fame, 'event');
      if (npcFame === least) gainNpcFame(ctx, effect.fame, 'event');
      return;
    }
    case 'race': {
      // The drawer's d20 names the free Spawn Point for the beacon (GAP-XB-04's lookup); a
      // placement roll scores no Luck.
      const face = roll(ctx, seat, 20, 'Event beacon', false);
      const spawn = closestSpawn(freeSpawns(ctx.board(), ctx.s), face);
      const at = spawn === undefined ? undefined : ctx.board().spawns.get(spawn);
      if (at) mark(ctx, id, at);
      return;
    }
    case 'stationDestroyed':
      destroyKiln(ctx); // XE-KILN-10
      return;
    case 'giantComet':
      giantCometEnters(ctx, seat, id);
      return;
    default:
      return; // lasting effects act through the hooks (hooks.ts)
  }
}

function mark(ctx: Ctx, id: string, at: Hex): void {
  const ev = ctx.s.events;
  if (!ev) return;
  ev.markers[hexKey(at)] = id;
  emit(ctx, { type: 'EventMarked', event: id, at: { q: at.q, r: at.r } });
}

/** XE-EVENT-05: markers where a lasting card applies on the board (no rules effect of their own). */
export function placeMarkers(ctx: Ctx, id: string): void {
  if (eventCard(id).effect?.kind !== 'gateTethered') return;
  for (const region of ctx.board().regions)
    if (region.kind === 'gate' && region.malfunctioning)
      for (const h of region.hexes) mark(ctx, id, h);
}

/**
 * A card's per-round effect at a round boundary (XE-EVENT-04); `seat` drew it. Returns whether
 * the card left play of itself (the giant comet flew off the board).
 */
export function roundEffect(
  ctx: Ctx,
  effect: EventRoundEffectDef,
  id: string,
  seat: SeatId,
): boolean {
  const reason = `Event: ${eventCard(id).name}`;
  switch (effect.kind) {
    case 'energyDrain':
      for (const c of ctx.s.captains) if (c.ship) changeEnergy(ctx, c.seat, -effect.amount, reason);
      return false;
    case 'stipend':
      for (const c of ctx.s.captains) changeCredits(ctx, c.seat, effect.credits, reason);
      npcsCollect(ctx, effect.credits, 'event'); // solo (GAP-XS-02)
      return false;
    case 'npcBounty':
      raiseNpcBounties(ctx, effect.credits, id);
      return false;
    case 'giantCometFlies':
      return giantCometFlies(ctx, seat, id);
  }
}

/** A race's prize for the captain on its marker (XE-QR-02: some Events award Fame). */
export function racePrize(ctx: Ctx, seat: SeatId, id: string): void {
  const effect = eventCard(id).effect;
  if (effect?.kind !== 'race') return;
  emit(ctx, { type: 'EventWon', seat, event: id });
  if (effect.credits > 0) changeCredits(ctx, seat, effect.credits, `Event: ${eventCard(id).name}`);
  if (effect.fame > 0) gainFame(ctx, seat, effect.fame, 'event');
}
