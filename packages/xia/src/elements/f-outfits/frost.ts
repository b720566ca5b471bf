/**
 * Freezing with Armor Plating (XE-OUTF-05): Ice spreads to or from a plating's outer spaces only
 * through its connecting space, so an outer space and a cell outside that plating never pass
 * Ice on, even side by side. Otherwise as XE-ICE-03: one pass, normal damage skipped.
 */
import type { Content } from '../../model/content.ts';
import { cellKey } from '../../model/grid.ts';
import type { Captain, Cell } from '../../model/state.ts';
import { cellsOf, ofType, outerCells } from './cells.ts';

const ORTHOGONAL: readonly Cell[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];

/** The cells Freezing would reach now: hold cells first, then plating, each in reading order. */
export function frostCellsF(content: Content, captain: Captain): Cell[] {
  if (!captain.ship) return [];
  const owner = new Map<string, number>();
  const outer = new Set<string>();
  const plating: Cell[] = [];
  for (const p of ofType(content, captain.hold, 'armorPlating')) {
    for (const c of cellsOf(content, p)) owner.set(cellKey(c), p.uid);
    for (const c of outerCells(content, p)) {
      outer.add(cellKey(c));
      plating.push(c);
    }
  }
  const linked = (a: string, b: string) =>
    (!outer.has(a) && !outer.has(b)) || owner.get(a) === owner.get(b);
  const hurt = new Set(captain.hold.damage.map(cellKey));
  const near = new Set<string>();
  for (const [x, y] of captain.hold.ice ?? [])
    for (const [dx, dy] of ORTHOGONAL) {
      const to = cellKey([x + dx, y + dy]);
      if (linked(cellKey([x, y]), to)) near.add(to);
    }
  return [...content.holdCells(captain.ship), ...plating].filter(
    (c) => near.has(cellKey(c)) && !hurt.has(cellKey(c)),
  );
}
