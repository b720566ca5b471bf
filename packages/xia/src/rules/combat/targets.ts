/**
 * Acquiring a target (XB-CMBT-01): weapon ranges (XB-OTYP-02..04) and line of sight over the
 * board's borders and unexplored space (XB-LOS-01..03, GAP-XB-05). Pure reads, shared with the
 * NPC rules, which aim the same way.
 */

import type { RuleError } from '@drift/engine';
import { type Hex, hasLineOfSight, range, type SightTerrain } from '@drift/engine/hex';
import type { Board, Border, BorderKind } from '../../board/board.ts';
import type { UseSpaceRef } from '../../model/prompts.ts';
import { captainName } from '../../model/seats.ts';
import type { Captain, Combatant, PlacedOutfit } from '../../model/state.ts';
import { isSellsword } from '../../solo/sellsword.ts';
import { openUseSpaces } from '../hold.ts';
import type { Query } from '../rule.ts';
import { positionOf } from './combatants.ts';

/** Borders a sight line cannot cross (XB-LOS-02); normal space, nebulae and gates do not block (XB-LOS-03). */
const BLOCKING: ReadonlySet<BorderKind> = new Set([
  'star',
  'asteroid',
  'debris',
  'shield',
  'entrance',
  'ice', // element E: Ice Asteroids block sight (XE-ICEA-01)
]);

/**
 * The board as sight lines see it. A planet's boundary is all shield and entrance borders, so a
 * ship inside a planet and one outside never see each other (XB-LOS-01, XB-LOS-02).
 */
export function sightTerrain(board: Board): SightTerrain {
  return {
    blocks: (edge) => board.bordersOn(edge).some((b) => BLOCKING.has(b.kind)),
    blocksAt: (h, d) => {
      const borders = board.bordersAt(h, d);
      for (let i = 0; i < borders.length; i++) {
        if (BLOCKING.has((borders[i] as Border).kind)) return true;
      }
      return false;
    },
    visible: (h) => board.isExplored(h),
  };
}

/** Sight answers by board (boards are shared and never change), then by a packed pair of hexes. */
const sightMemo = new WeakMap<Board, { terrain: SightTerrain; clear: Map<number, boolean> }>();

/** Two hexes packed in one small integer; undefined when a coordinate is out of its 7 bits. */
function pairKey(a: Hex, b: Hex): number | undefined {
  const q1 = a.q + 64;
  const r1 = a.r + 64;
  const q2 = b.q + 64;
  const r2 = b.r + 64;
  if ((q1 | r1 | q2 | r2) & ~127) return undefined;
  return (q1 << 21) | (r1 << 14) | (q2 << 7) | r2;
}

/** Whether `from` can see `to` (GAP-XB-05); remembered per board. */
export function inSight(board: Board, from: Hex, to: Hex): boolean {
  let memo = sightMemo.get(board);
  if (!memo) {
    memo = { terrain: sightTerrain(board), clear: new Map() };
    sightMemo.set(board, memo);
  }
  const key = pairKey(from, to);
  if (key === undefined) return hasLineOfSight(from, to, memo.terrain);
  const known = memo.clear.get(key);
  if (known !== undefined) return known;
  const clear = hasLineOfSight(from, to, memo.terrain);
  if (memo.clear.size >= 1 << 16) memo.clear.clear(); // keep memory bounded
  memo.clear.set(key, clear);
  return clear;
}

/** What fires: a weapon outfit type, or an engine ramming. */
export type Armament = 'blaster' | 'missile' | 'engine';

/** Nearest and farthest range of each armament: blasters and rams 1, missiles 2-6 (XB-CMBT-01). */
export const REACH: Readonly<Record<Armament, { readonly min: number; readonly max: number }>> = {
  blaster: { min: 1, max: 1 },
  missile: { min: 2, max: 6 },
  engine: { min: 1, max: 1 },
};

const LABEL: Readonly<Record<Armament, string>> = {
  blaster: 'Blasters reach 1 space',
  missile: 'Missiles reach 2 to 6 spaces',
  engine: 'A ram reaches 1 space',
};

/** Why `armament` at `from` cannot hit a ship at `to`, or undefined if it can. */
export function aimRefusal(
  board: Board,
  from: Hex,
  to: Hex,
  armament: Armament,
): RuleError | undefined {
  const distance = range(from, to);
  const reach = REACH[armament];
  // Only missiles have a nearest range past 1: two ships never share a space in a fight.
  if (distance < reach.min) {
    return {
      code: 'TooClose',
      message: `${LABEL[armament]}: the target at range ${distance} is too close (XB-OTYP-03).`,
    };
  }
  if (distance > reach.max)
    return {
      code: 'OutOfRange',
      message: `${LABEL[armament]}; the target is at range ${distance}.`,
    };
  if (!inSight(board, from, to)) {
    return {
      code: 'NoLineOfSight',
      message:
        'No line of sight: a star, asteroid, ice asteroid, debris, planetary shield or entrance border, or unexplored space, lies between.',
    };
  }
  return undefined;
}

/** Whether `armament` at `from` can hit a ship at `to`. */
export function canAim(board: Board, from: Hex, to: Hex, armament: Armament): boolean {
  // aimRefusal's tests, in its order, without building the refusal.
  const distance = range(from, to);
  const reach = REACH[armament];
  return distance >= reach.min && distance <= reach.max && inSight(board, from, to);
}

/**
 * Every ship on the board with its hex: captains by seat, then NPCs. The seat's own ship is
 * among them, but at range 0 no armament reaches it (REACH).
 */
export function shipsOnBoard(q: Query): { target: Combatant; at: Hex }[] {
  const ships: { target: Combatant; at: Hex }[] = [];
  for (const c of q.state.captains) if (c.at) ships.push({ target: { seat: c.seat }, at: c.at });
  for (const n of q.state.npcs) if (n.at) ships.push({ target: { npc: n.id }, at: n.at });
  return ships;
}

/** Why the seat cannot name `target` at all (itself, or nothing on the board); else its hex. */
export function targetHex(q: Query, target: Combatant): { error: RuleError } | { at: Hex } {
  if ('seat' in target && target.seat === q.seat)
    return { error: { code: 'OwnShip', message: 'You cannot attack your own ship.' } };
  if ('npc' in target && q.state.solo && isSellsword(target.npc))
    return {
      error: {
        code: 'OwnSellsword',
        message: 'The Sellsword flies for you: you cannot attack it.',
      },
    };
  const at = positionOf(q.state, target);
  if (!at) {
    return {
      error: {
        code: 'NoSuchTarget',
        message:
          'seat' in target
            ? `${captainName(target.seat)} has no ship on the board.`
            : `No NPC "${target.npc}" is on the board.`,
      },
    };
  }
  return { at };
}

/** A free, undamaged use space of one of the captain's outfits, with that outfit's armament. */
export interface ArmedSpace extends UseSpaceRef {
  readonly armament: Armament;
}

/** Open use spaces of the captain's outfits of these types, in hold order then space order. */
export function openSpaces(q: Query, captain: Captain, types: readonly Armament[]): ArmedSpace[] {
  return captain.hold.outfits.flatMap((o) => {
    const armament = armamentOf(q, o, types);
    if (!armament) return [];
    return openUseSpaces(q.content, captain, o).map((space) => ({
      outfit: o.uid,
      space,
      armament,
    }));
  });
}

/** The outfit's type if it is one of these armaments. */
export function armamentOf(
  q: Pick<Query, 'content'>,
  outfit: PlacedOutfit,
  types: readonly Armament[],
): Armament | undefined {
  const type = q.content.outfit(outfit.kind).type;
  return types.find((t) => t === type);
}
