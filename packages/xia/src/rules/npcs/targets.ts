/**
 * Whom an NPC hunts and how far it must fly to fire on each (XB-NPC-06, XB-NPC-07,
 * XB-CMBT-01). Pure: the activation settles ties with a d20.
 */
import type { Hex } from '@drift/engine/hex';
import type { Board } from '../../board/board.ts';
import type { NpcDef } from '../../content/schema.ts';
import type { Content } from '../../model/content.ts';
import type { Combatant, XiaState } from '../../model/state.ts';
import { npcProfile } from '../../solo/stats.ts';
import { npcCard } from '../combat/combatants.ts';
import { distancesFrom, nearestFiringSpots } from './terrain.ts';
import { npcIn, type ShipOnBoard, shipsOnBoard, takenSpaces } from './world.ts';

/**
 * The ships NPC `id` hunts. The Enforcer: every Outlaw, a captain or an NPC with Bounty
 * (XB-NPC-06, XB-BNTY-01). The Scoundrel: every Innocent ship, captain or NPC, but never the
 * Enforcer (XB-NPC-07). The Merchant hunts nobody (XB-NPC-08).
 */
export function quarryOf(content: Content, state: XiaState, id: string): ShipOnBoard[] {
  const behaviour = npcCard(content, id).behaviour;
  const others = shipsOnBoard(content, state).filter((s) => !('npc' in s.who && s.who.npc === id));
  switch (behaviour) {
    case 'enforcer':
      return others.filter((s) => s.bounty > 0);
    case 'scoundrel':
      return others.filter((s) => s.bounty === 0 && s.behaviour !== 'enforcer');
    case 'merchant':
    case 'sellsword': // solo only, where Behavior cards choose its targets
      return [];
  }
}

/** How NPC `id` could go after one ship. */
export interface HuntOption {
  readonly target: ShipOnBoard;
  /** Fewest steps to a space from which it can fire on the target (0: where it stands). */
  readonly steps: number;
  /** The free spaces at that many steps, reading order; empty when it can reach none. */
  readonly spots: readonly Hex[];
  /** Fewest steps to the target's own space; the tie-break between equal `steps`. */
  readonly flight: number;
}

/**
 * Every ship NPC `id` hunts that it can reach or fire on, nearest first: fewest steps to a
 * firing space (in range and sight, free), then fewest steps to the target itself. Ships it
 * can neither reach nor fire on are left out.
 */
export function huntOptions(
  content: Content,
  board: Board,
  state: XiaState,
  id: string,
): HuntOption[] {
  npcIn(state, id); // an NPC the match does not hold is a programming error
  const weapon = npcProfile(content, state, id).attack.weapon;
  return huntOptionsAmong(board, state, id, weapon, quarryOf(content, state, id));
}

/**
 * How NPC `id`, firing `weapon`, could go after each of `ships`, nearest first (see
 * huntOptions); solo behaviours name the ships (solo/behaviours/targets.ts).
 */
export function huntOptionsAmong(
  board: Board,
  state: XiaState,
  id: string,
  weapon: NpcDef['attack']['weapon'],
  ships: readonly ShipOnBoard[],
): HuntOption[] {
  const npc = npcIn(state, id);
  if (!npc.at) return [];
  const start = npc.at;
  const flight = distancesFrom(board, start, npc.bounty > 0);
  const taken = takenSpaces(state, id).map((h) => board.numbered.indexOf(h));
  const options: HuntOption[] = [];
  for (const target of ships) {
    const { steps: best, spots } = nearestFiringSpots(board, weapon, target.at, flight, taken);
    const there = flight.of(target.at);
    const option = {
      target,
      steps: best,
      spots,
      flight: there < 0 ? Number.POSITIVE_INFINITY : there,
    };
    if (option.spots.length > 0 || Number.isFinite(option.flight)) options.push(option);
  }
  return options.sort((a, b) => huntOrder(a, b));
}

/** Nearest first: fewer steps, then the shorter flight; 0 when equally near. */
export function huntOrder(a: HuntOption, b: HuntOption): number {
  // With no firing space for either, Infinity − Infinity is NaN: `||` passes over it like 0.
  return a.steps - b.steps || a.flight - b.flight || 0;
}

/**
 * The options NPC `id` would choose between: the nearest ships it hunts, several only when
 * equally near (then a d20 decides, XB-TIE-01). Empty when it hunts nobody it can reach.
 */
export function nearestQuarry(
  content: Content,
  board: Board,
  state: XiaState,
  id: string,
): HuntOption[] {
  const options = huntOptions(content, board, state, id);
  const [first] = options;
  return first ? options.filter((o) => huntOrder(o, first) === 0) : [];
}

/** The ships NPC `id` would pick its target from (one, or several tied for a d20). */
export function chooseTargets(
  content: Content,
  board: Board,
  state: XiaState,
  id: string,
): Combatant[] {
  return nearestQuarry(content, board, state, id).map((o) => o.target.who);
}
