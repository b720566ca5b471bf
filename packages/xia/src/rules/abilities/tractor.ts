/**
 * A tractor beam: jettisoned cubes lying within reach come aboard, nearest space first, as many
 * as free hold spaces allow (XB-CARGO-01, XB-CARGO-10); the rest stay where they lie.
 */
import type { SeatId } from '@drift/engine';
import { distance, type Hex, hexKey, parseHexKey } from '@drift/engine/hex';
import type { CubeColour } from '../../content/schema.ts';
import type { Cell, XiaState } from '../../model/state.ts';
import { captainAt, emit } from '../effects.ts';
import { freeCells } from '../hold.ts';
import type { Ctx } from '../rule.ts';

/** A pile of cubes on one space. */
export interface Pile {
  readonly at: Hex;
  readonly cubes: readonly CubeColour[];
}

/** Cube piles within `reach` of `from`, nearest first, then reading order. */
export function pilesInReach(state: XiaState, from: Hex, reach: number): Pile[] {
  return Object.entries(state.board.cubes)
    .flatMap(([key, cubes]) => {
      const at = parseHexKey(key);
      return at && cubes.length > 0 && distance(from, at) <= reach ? [{ at, cubes }] : [];
    })
    .sort(
      (a, b) => distance(from, a.at) - distance(from, b.at) || a.at.r - b.at.r || a.at.q - b.at.q,
    );
}

/** Takes cubes aboard into free hold spaces in reading order. */
export function tractorCubes(ctx: Ctx, seat: SeatId, from: Hex, reach: number): void {
  const captain = captainAt(ctx, seat);
  const free: Cell[] = freeCells(ctx.content, captain);
  for (const pile of pilesInReach(ctx.s, from, reach)) {
    if (free.length === 0) break;
    const cubes = [...pile.cubes];
    const taken = cubes.slice(0, free.length);
    for (const colour of taken) {
      const cell = free.shift();
      if (cell) captain.hold.cargo.push({ kind: 'cube', colour, at: [cell[0], cell[1]] });
    }
    const key = hexKey(pile.at);
    const left = cubes.slice(taken.length);
    if (left.length > 0) ctx.s.board.cubes[key] = left;
    else delete ctx.s.board.cubes[key];
    emit(ctx, { type: 'CubesCollected', seat, at: { q: pile.at.q, r: pile.at.r }, cubes: taken });
  }
}
