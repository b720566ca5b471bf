/** Hold cells as a bot weighs them when it must place damage. */
import type { XiaView } from '@drift/xia';
import type { XiaContent } from './map.ts';

type Cell = readonly [number, number];
type Hold = XiaView['captains'][number]['hold'];

const key = (c: Cell): string => `${c[0]},${c[1]}`;

/**
 * How bad a damage marker on `cell` is: 0 for a free cell, 1 for an outfit's body or cargo,
 * 2 for an outfit's use space (it stops the outfit being used).
 */
export function damageCost(content: XiaContent, hold: Hold, cell: Cell): number {
  const k = key(cell);
  for (const outfit of hold.outfits) {
    const shape = content.shape(outfit.kind, outfit.turns);
    const at = (c: Cell) => key([outfit.at[0] + c[0], outfit.at[1] + c[1]]);
    if (shape.use.some((c) => at(c) === k)) return 2;
    if (shape.cells.some((c) => at(c) === k)) return 1;
  }
  if (hold.cargo.some((c) => key(c.at) === k)) return 1;
  return 0;
}
