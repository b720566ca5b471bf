/**
 * Hold grids and outfit shapes drawn as text rows, turned into cells. Outfits turn in 90° steps
 * and are never mirrored (GAP-XB-21).
 */
import type { Cell, QuarterTurns } from './state.ts';

/** The cells of a grid drawn with `marks`, in reading order. */
export function gridCells(rows: readonly string[], marks: string): Cell[] {
  const cells: Cell[] = [];
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) if (marks.includes(row.charAt(x))) cells.push([x, y]);
  });
  return cells;
}

/** A shape turned clockwise by quarter turns, shifted so its smallest column and row are 0. */
export function turnCells(cells: readonly Cell[], turns: QuarterTurns): Cell[] {
  let out = cells.map(([x, y]): Cell => [x, y]);
  for (let i = 0; i < turns; i++) out = out.map(([x, y]): Cell => [-y, x]);
  const minX = Math.min(...out.map(([x]) => x));
  const minY = Math.min(...out.map(([, y]) => y));
  return out.map(([x, y]): Cell => [x - minX + 0, y - minY + 0]);
}

/** A cell's key, for sets and maps. */
export function cellKey([x, y]: Cell): string {
  return `${x},${y}`;
}

export function sameCell(a: Cell, b: Cell): boolean {
  return a[0] === b[0] && a[1] === b[1];
}
