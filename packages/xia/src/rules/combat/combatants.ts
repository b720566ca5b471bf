/**
 * Who fights: a captain's ship or an NPC (the `Combatant` of the state). Lookups shared by the
 * combat rules: where a combatant stands, its NPC card, plain copies for events and prompts.
 */
import type { SeatId } from '@drift/engine';
import type { Hex } from '@drift/engine/hex';
import type { NpcDef } from '../../content/schema.ts';
import type { Content } from '../../model/content.ts';
import type { Draft } from '../../model/draft.ts';
import type { UseSpaceRef } from '../../model/prompts.ts';
import { captainName } from '../../model/seats.ts';
import type { Combatant, NpcState, XiaState } from '../../model/state.ts';
import type { Ctx } from '../rule.ts';

/** The NPC card with this id (a programmer error if the pack lacks it). */
export function npcCard(content: Content, id: string): NpcDef {
  return content.npc(id);
}

/** The NPC's state, if it is in the match. */
export function npcState(state: XiaState, id: string): NpcState | undefined {
  return state.npcs.find((n) => n.id === id);
}

/** The draft state of an NPC in the match. */
export function npcDraft(ctx: Ctx, id: string): Draft<NpcState> {
  const npc = ctx.s.npcs.find((n) => n.id === id);
  if (!npc) throw new Error(`No NPC "${id}" in this match`);
  return npc;
}

/** Where a combatant stands, or null when it is off the board (or not in the match). */
export function positionOf(state: XiaState, who: Combatant): Hex | null {
  const at = 'seat' in who ? state.captains[who.seat]?.at : npcState(state, who.npc)?.at;
  return at ? { q: at.q, r: at.r } : null;
}

/** A plain copy of a combatant (never a draft), for events and prompts. */
export function copyOf(who: Combatant): Combatant {
  return 'seat' in who ? { seat: who.seat } : { npc: who.npc };
}

/** Plain copies of use spaces. */
export function copySpaces(spaces: readonly UseSpaceRef[]): UseSpaceRef[] {
  return spaces.map((u) => ({ outfit: u.outfit, space: u.space }));
}

/** The seat of a captain combatant, or null for an NPC. */
export function seatOf(who: Combatant): SeatId | null {
  return 'seat' in who ? who.seat : null;
}

/** How a combatant is named in messages. */
export function nameOf(content: Content, who: Combatant): string {
  return 'seat' in who ? `${captainName(who.seat)}'s ship` : npcCard(content, who.npc).name;
}

/**
 * The seat that rolls an NPC's dice in the log: its holder, or the captain whose turn it is.
 * NPC rolls never earn Luck (the dice are the NPC's, GAP-XB-09).
 */
export function npcRoller(ctx: Ctx, id: string): SeatId {
  return npcDraft(ctx, id).holder ?? ctx.s.turn.seat;
}
