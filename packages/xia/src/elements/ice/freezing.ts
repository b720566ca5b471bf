/**
 * Freezing (XE-ICE-03, XE-ICE-04, GAP-XE-11): first thing in the captain's Status Phase, every
 * undamaged hold cell orthogonally next to an Ice damage present at the start takes 1 Ice damage,
 * in one pass. Cells with normal damage are skipped and pass nothing on. A cube or a used use
 * space hit is jettisoned or disarmed as by any damage. A hold left all damaged destroys the ship.
 */
import type { SeatId } from '@drift/engine';
import { cellKey } from '../../model/grid.ts';
import type { Cell } from '../../model/state.ts';
import { damageCell } from '../../rules/damage.ts';
import { destroyShip } from '../../rules/destruction.ts';
import { captainAt, emit } from '../../rules/effects.ts';
import { damaged, holdSize } from '../../rules/hold.ts';
import type { Ctx } from '../../rules/rule.ts';
import { frostCellsF } from '../f-outfits/frost.ts';
import { elementOn } from '../switches.ts';

const ORTHOGONAL: readonly Cell[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];

/** The cells Freezing would reach now, in the hold's reading order. */
export function frostCells(
  holdCells: readonly Cell[],
  damage: readonly Cell[],
  ice: readonly Cell[],
): Cell[] {
  const hurt = new Set(damage.map(cellKey));
  const near = new Set<string>();
  for (const [x, y] of ice) for (const [dx, dy] of ORTHOGONAL) near.add(cellKey([x + dx, y + dy]));
  return holdCells.filter((c) => near.has(cellKey(c)) && !hurt.has(cellKey(c)));
}

/** Freezes the captain's hold; true if that destroyed the ship (the turn is then over). */
export function freeze(ctx: Ctx, seat: SeatId): boolean {
  const captain = captainAt(ctx, seat);
  if (!captain.ship || !captain.at || !captain.hold.ice || captain.hold.ice.length === 0)
    return false;
  const cells = elementOn(ctx.s, 'F')
    ? frostCellsF(ctx.content, captain) // Armor Plating (XE-OUTF-05)
    : frostCells(ctx.content.holdCells(captain.ship), captain.hold.damage, captain.hold.ice);
  if (cells.length === 0) return false;
  emit(ctx, { type: 'IceSpread', seat, cells: cells.map((c): Cell => [c[0], c[1]]) });
  for (const cell of cells) damageCell(ctx, seat, cell, true);
  if (damaged(captain.hold).size < holdSize(ctx.content, captain)) return false;
  destroyShip(ctx, seat, 'freezing'); // XE-ICE-04
  return true;
}
