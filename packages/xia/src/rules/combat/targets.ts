/**
 * Acquiring a target (XB-CMBT-01): weapon ranges (XB-OTYP-02..04) and line of sight over the
 * board's borders and unexplored space (XB-LOS-01..03, GAP-XB-05). Pure reads, shared with the
 * NPC rules, which aim the same way.
 */

import type { RuleError } from '@drift/engine';
import {
  type Direction,
  type Hex,
  hasLineOfSight,
  range,
  type SightTerrain,
} from '@drift/engine/hex';
import type { Board, Border, BorderKind, HexInfo } from '../../board/board.ts';
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

function blocksSight(borders: readonly Border[]): boolean {
  for (let i = 0; i < borders.length; i++) {
    if (BLOCKING.has((borders[i] as Border).kind)) return true;
  }
  return false;
}

/**
 * The board as sight lines see it. A planet's boundary is all shield and entrance borders, so a
 * ship inside a planet and one outside never see each other (XB-LOS-01, XB-LOS-02). The answers
 * for the board's own hexes are read once into tables by hex number (`board.numbered`).
 */
export function sightTerrain(board: Board): SightTerrain {
  const { numbered, infos } = board;
  // Bit d of blocked[i]: a sight line crossing the edge of hex i in direction d is blocked;
  // bit 6: hex i's edges are read. explored[i]: 0 not read yet, 1 explored, 2 not.
  const blocked = new Uint8Array(numbered.size);
  const explored = new Uint8Array(numbered.size);
  const edgesOf = (i: number): number => {
    const h = (infos[i] as HexInfo).hex;
    let bits = READ;
    for (let d: Direction = 0; d < 6; d = (d + 1) as Direction) {
      if (blocksSight(board.bordersAt(h, d))) bits |= 1 << d;
    }
    blocked[i] = bits;
    return bits;
  };
  return {
    blocks: (edge) => blocksSight(board.bordersOn(edge)),
    blocksAt: (h, d) => {
      const i = numbered.indexAt(h.q, h.r);
      if (i < 0) return blocksSight(board.bordersAt(h, d));
      const bits = blocked[i] || edgesOf(i);
      return ((bits >> d) & 1) === 1;
    },
    visible: (h) => {
      const i = numbered.indexAt(h.q, h.r);
      if (i < 0) return board.isExplored(h);
      let known = explored[i];
      if (known === 0) {
        known = board.isExplored(h) ? 1 : 2;
        explored[i] = known;
      }
      return known === 1;
    },
  };
}

/** Marks a hex whose edges are read in sightTerrain's table. */
const READ = 1 << 6;

/**
 * Sight answers by board (boards are shared and never change), then by the number of the hex
 * seen and of the hex seeing it (`board.numbered`): 0 not yet known, 1 clear, 2 blocked. A row
 * is made when first asked, so memory follows the hexes ships stand on.
 */
const sightMemo = new WeakMap<Board, { terrain: SightTerrain; seen: (Uint8Array | undefined)[] }>();

/** Whether `from` can see `to` (GAP-XB-05); remembered per board. */
export function inSight(board: Board, from: Hex, to: Hex): boolean {
  let memo = sightMemo.get(board);
  if (!memo) {
    memo = { terrain: sightTerrain(board), seen: [] };
    sightMemo.set(board, memo);
  }
  const i = board.numbered.indexOf(from);
  const j = board.numbered.indexOf(to);
  if (i < 0 || j < 0) return hasLineOfSight(from, to, memo.terrain);
  let row = memo.seen[j];
  if (row === undefined) {
    row = new Uint8Array(board.numbered.size);
    memo.seen[j] = row;
  }
  const known = row[i];
  if (known !== 0) return known === 1;
  const clear = hasLineOfSight(from, to, memo.terrain);
  row[i] = clear ? 1 : 2;
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
