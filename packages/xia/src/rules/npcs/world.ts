/**
 * What the NPC rules look up about NPCs and the ships around them (cards and drafts come from
 * combat/combatants.ts): states, who stands where, who is an Outlaw (XB-NPC-01, XB-BNTY-01).
 */
import { type Hex, type HexKey, hexKey } from '@drift/engine/hex';
import type { NpcDef } from '../../content/schema.ts';
import type { Content } from '../../model/content.ts';
import { captainName } from '../../model/seats.ts';
import type { Combatant, NpcState, XiaState } from '../../model/state.ts';
import { npcCard } from '../combat/combatants.ts';

/** The state of NPC `id` in a state. */
export function npcIn(state: XiaState, id: string): NpcState {
  const npc = state.npcs.find((n) => n.id === id);
  if (!npc) throw new Error(`No NPC "${id}" in this match`);
  return npc;
}

/** A ship on the board: a captain's or an NPC's, and where it is. */
export interface ShipOnBoard {
  readonly who: Combatant;
  readonly at: Hex;
  readonly bounty: number;
  /** The NPC's behaviour; null for a captain. */
  readonly behaviour: NpcDef['behaviour'] | null;
}

/** Every ship on the board: captains by seat, then NPCs in the order they were dealt. */
export function shipsOnBoard(content: Content, state: XiaState): ShipOnBoard[] {
  const out: ShipOnBoard[] = [];
  for (const c of state.captains) {
    if (c.at) out.push({ who: { seat: c.seat }, at: c.at, bounty: c.bounty, behaviour: null });
  }
  for (const n of state.npcs) {
    if (n.at) {
      const behaviour = npcCard(content, n.id).behaviour;
      out.push({ who: { npc: n.id }, at: n.at, bounty: n.bounty, behaviour });
    }
  }
  return out;
}

/** Hexes holding a ship, captains' and NPCs', leaving out NPC `except` (XB-SHIP-01), and comets. */
export function takenHexes(state: XiaState, except?: string): Set<HexKey> {
  return new Set(takenSpaces(state, except).map(hexKey));
}

/** The hexes of {@link takenHexes} as a short list (one per ship or comet), for number lookups. */
export function takenSpaces(state: XiaState, except?: string): Hex[] {
  const taken: Hex[] = [];
  for (const c of state.captains) if (c.at) taken.push(c.at);
  for (const n of state.npcs) if (n.at && n.id !== except) taken.push(n.at);
  // Element E: an NPC never stops or appears on a comet's space (Drift's decision).
  if (state.comets) for (const c of Object.values(state.comets)) if (c.at) taken.push(c.at);
  return taken;
}

/** Whether `h` is one of `spaces`. */
export function among(spaces: readonly Hex[], h: Hex): boolean {
  for (const s of spaces) if (s.q === h.q && s.r === h.r) return true;
  return false;
}

/** A plain copy of a hex, for events and the state (never a draft). */
export function plain(h: Hex): Hex {
  return { q: h.q, r: h.r };
}

/** How a ship is named in an NpcDecided event. */
export function label(who: Combatant): string {
  return 'seat' in who ? captainName(who.seat) : who.npc;
}

/**
 * What the destroyer of an NPC takes: its card's On Kill plus every credit it carries (the
 * Merchant's trade, XB-NPC-05, XB-NPC-08). Whoever pays this empties the NPC's credits.
 */
export function npcKillReward(content: Content, npc: NpcState): { fame: number; credits: number } {
  const { fame, credits } = npcCard(content, npc.id).onKill;
  return { fame, credits: credits + npc.credits };
}

/** Whether an NPC may ever gain Bounty: the Enforcer never does (XB-NPC-06). */
export function npcGainsBounty(content: Content, id: string): boolean {
  return npcCard(content, id).behaviour !== 'enforcer';
}
