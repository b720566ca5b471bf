/**
 * Keyboard moves between hexes: left and right go to the neighbour west or east; up and down
 * go to the row above or below, alternating between its two neighbours so a column stays
 * straight. Hexes missing from the board are skipped over along the same line.
 */
import { type Hex, type HexKey, hexKey, neighbor } from '@drift/engine/hex';

export type Arrow = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

export function isArrow(key: string): key is Arrow {
  return key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown';
}

/**
 * The hex reached from `from` by `arrow`, or undefined when none lies that way within a few
 * steps. `lean` says which of the two upper/lower neighbours to try first (it alternates).
 */
export function stepFocus(
  from: Hex,
  arrow: Arrow,
  exists: (key: HexKey) => boolean,
  lean: 'left' | 'right',
): Hex | undefined {
  const tries: Hex[] = [];
  let cur = from;
  for (let i = 0; i < 6; i++) {
    let next: Hex;
    switch (arrow) {
      case 'ArrowLeft':
        next = neighbor(cur, 3);
        break;
      case 'ArrowRight':
        next = neighbor(cur, 0);
        break;
      case 'ArrowUp': {
        const firstLeft = (i % 2 === 0) === (lean === 'left');
        next = neighbor(cur, firstLeft ? 4 : 5);
        break;
      }
      case 'ArrowDown': {
        const firstLeft = (i % 2 === 0) === (lean === 'left');
        next = neighbor(cur, firstLeft ? 2 : 1);
        break;
      }
    }
    tries.push(next);
    if (exists(hexKey(next))) return next;
    cur = next;
  }
  return undefined;
}
