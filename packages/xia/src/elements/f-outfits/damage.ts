/**
 * Damage on element F's outfits (XE-OUTF-02, XE-MOD-01, XE-MOD-05): damage on a Cargo Pod's
 * connecting space jettisons all its cargo (the pod holds nothing until repaired); damage on an
 * M-Comp's space shrinks the missions its captain may hold. Armor Plating's outer spaces take
 * damage as hold spaces do (rules/hold.ts, damageableCells); a pod's outer spaces never do.
 */
import type { SeatId } from '@drift/engine';
import { hexKey } from '@drift/engine/hex';
import { cargoCells } from '../../model/cargo-cells.ts';
import { cellKey, sameCell } from '../../model/grid.ts';
import type { Cell } from '../../model/state.ts';
import { captainAt, emit } from '../../rules/effects.ts';
import type { Ctx } from '../../rules/rule.ts';
import { loseCargo } from '../e-worlds/cargo.ts';
import { cellsOf, connectCell, ofType } from './cells.ts';
import { modDef } from './content.ts';
import { shedIfOver } from './missions.ts';

/** A damage marker has landed on `cell` of `seat`'s ship. */
export function afterHit(ctx: Ctx, seat: SeatId, cell: Cell): void {
  const captain = captainAt(ctx, seat);
  for (const pod of ofType(ctx.content, captain.hold, 'cargoPod')) {
    const connect = connectCell(ctx.content, pod);
    if (connect && sameCell(connect, cell)) emptyPod(ctx, seat, cellsOf(ctx.content, pod));
  }
  const hit = captain.hold.outfits.find((o) => sameCell(o.at, cell) && !o.on);
  if (hit && modDef(ctx.content, hit.kind)?.effect.kind === 'missions') shedIfOver(ctx, seat);
}

/** Jettisons every cargo item on these cells onto the ship's space (XE-OUTF-02). */
function emptyPod(ctx: Ctx, seat: SeatId, cells: readonly Cell[]): void {
  const captain = captainAt(ctx, seat);
  const inPod = new Set(cells.map(cellKey));
  const lost = captain.hold.cargo.filter((c) => cargoCells(c).some((x) => inPod.has(cellKey(x))));
  const where = captain.at;
  if (lost.length === 0 || !where) return;
  // Element E's Relics and Ember in the pod are lost as when jettisoned (XE-RELIC-02).
  for (const item of lost) if (item.kind !== 'cube') loseCargo(ctx, seat, item, 'damaged');
  captain.hold.cargo = captain.hold.cargo.filter(
    (c) => !cargoCells(c).some((x) => inPod.has(cellKey(x))),
  );
  const cubes = lost.flatMap((c) => (c.kind === 'cube' ? [c.colour] : []));
  if (cubes.length === 0) return;
  const key = hexKey(where);
  ctx.s.board.cubes[key] = [...(ctx.s.board.cubes[key] ?? []), ...cubes];
  emit(ctx, { type: 'CubesDropped', seat, at: { q: where.q, r: where.r }, cubes });
}
