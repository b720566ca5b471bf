/**
 * Two captains (element D, XE-2P-02): for a Thief or Assassin card the NPCs sit at the table
 * too, The Kiln excepted. Each NPC sits just clockwise of the captain holding its card, in the
 * order dealt; one held by nobody sits after the last seat. With no NPCs the ring is the two
 * captains, so every card aims at the opponent.
 */
import type { SeatId } from '@drift/engine';
import type { Combatant } from '../../model/state.ts';
import type { XiaOptions } from '../../options.ts';
import { elementOn } from '../switches.ts';

/** The station NPC of element E: never a mission target (XE-2P-02). Keep in step with its id. */
export const NOT_A_TARGET: ReadonlySet<string> = new Set(['the-kiln']);

/** What the seating needs of a match; a state and a view both have it. */
export interface Table {
  readonly options: XiaOptions;
  readonly captains: { readonly length: number };
  readonly npcs: readonly { readonly id: string; readonly holder: SeatId | null }[];
}

/** Whether NPCs count as seats for mission targets: two captains with element D. */
export function npcsSeated(table: Table): boolean {
  return elementOn(table, 'D') && table.captains.length === 2;
}

/** Everyone at the table for mission targets, clockwise from seat 0. */
export function missionRing(table: Table): Combatant[] {
  const seated = table.npcs.filter((n) => !NOT_A_TARGET.has(n.id));
  const ring: Combatant[] = [];
  for (let seat = 0; seat < table.captains.length; seat++) {
    ring.push({ seat });
    for (const n of seated) if (n.holder === seat) ring.push({ npc: n.id });
  }
  for (const n of seated) if (n.holder === null) ring.push({ npc: n.id });
  return ring;
}

/**
 * Whom a card `offset` seats clockwise from `holder` aims at, counting the others only and
 * going round again past the last, as the base rule does with captains (draw.ts).
 */
export function ringTarget(table: Table, holder: SeatId, offset: number): Combatant {
  const ring = missionRing(table);
  const at = ring.findIndex((c) => 'seat' in c && c.seat === holder);
  const others = ring.length - 1;
  if (at < 0 || others < 1) return { seat: holder };
  const step = ((offset - 1) % others) + 1;
  return ring[(at + step) % ring.length] ?? { seat: holder };
}
