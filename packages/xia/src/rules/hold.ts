/**
 * The hold as a grid (XB-HOLD-01, XB-HOLD-02): which cells outfits, cargo and damage fill, where
 * an outfit fits, which use spaces can take a marker. Pure reads; effects live with the rules.
 */
import type { Content } from '../model/content.ts';
import { cellKey } from '../model/grid.ts';
import type { Captain, Cell, Hold, PlacedOutfit, QuarterTurns } from '../model/state.ts';

const TURNS: readonly QuarterTurns[] = [0, 1, 2, 3];

/** The hold cells an outfit covers. */
export function outfitCells(
  content: Content,
  outfit: Pick<PlacedOutfit, 'kind' | 'at' | 'turns'>,
): Cell[] {
  const [ax, ay] = outfit.at;
  return content.shape(outfit.kind, outfit.turns).cells.map(([x, y]): Cell => [x + ax, y + ay]);
}

/** The hold cell of an outfit's use space `space`. */
export function useSpaceCell(
  content: Content,
  outfit: PlacedOutfit,
  space: number,
): Cell | undefined {
  const cell = content.shape(outfit.kind, outfit.turns).use[space];
  return cell ? [cell[0] + outfit.at[0], cell[1] + outfit.at[1]] : undefined;
}

/** What fills each cell: an outfit's uid, or 'cargo'. */
export function fillings(content: Content, hold: Hold): Map<string, number | 'cargo'> {
  const filled = new Map<string, number | 'cargo'>();
  for (const o of hold.outfits)
    for (const c of outfitCells(content, o)) filled.set(cellKey(c), o.uid);
  for (const item of hold.cargo) filled.set(cellKey(item.at), 'cargo');
  return filled;
}

/** Damaged cells as keys. */
export function damaged(hold: Hold): Set<string> {
  return new Set(hold.damage.map(cellKey));
}

/** Hold cells with nothing in them and no damage, reading order. */
export function freeCells(content: Content, captain: Captain): Cell[] {
  if (!captain.ship) return [];
  const filled = fillings(content, captain.hold);
  const hurt = damaged(captain.hold);
  return content
    .holdCells(captain.ship)
    .filter((c) => !filled.has(cellKey(c)) && !hurt.has(cellKey(c)));
}

/** Total hold spaces: the damage that destroys the ship (XB-HOLD-03). */
export function holdSize(content: Content, captain: Captain): number {
  return captain.ship ? content.holdCells(captain.ship).length : 0;
}

/** The hold's cells with what fills them, for placement checks. */
export interface HoldMap {
  readonly cells: readonly Cell[];
  readonly inHold: ReadonlySet<string>;
  readonly filled: ReadonlyMap<string, number | 'cargo'>;
  readonly hurt: ReadonlySet<string>;
}

export function holdMap(content: Content, captain: Captain): HoldMap {
  const cells = captain.ship ? content.holdCells(captain.ship) : [];
  return {
    cells,
    inHold: new Set(cells.map(cellKey)),
    filled: fillings(content, captain.hold),
    hurt: damaged(captain.hold),
  };
}

function fitsIn(
  map: HoldMap,
  content: Content,
  kind: string,
  at: Cell,
  turns: QuarterTurns,
  moving?: number,
): boolean {
  const [ax, ay] = at;
  return content.shape(kind, turns).cells.every(([x, y]) => {
    const key = cellKey([x + ax, y + ay]);
    const there = map.filled.get(key);
    return map.inHold.has(key) && !map.hurt.has(key) && (there === undefined || there === moving);
  });
}

/**
 * Whether an outfit of `kind` fits at `at` turned `turns`: every cell inside the hold, free of
 * damage and of anything but the outfit `moving` (when rearranging it).
 */
export function fits(
  content: Content,
  captain: Captain,
  kind: string,
  at: Cell,
  turns: QuarterTurns,
  moving?: number,
): boolean {
  return fitsIn(holdMap(content, captain), content, kind, at, turns, moving);
}

/** Every placement where `kind` fits, one per distinct layout of cells and use spaces, in a stable order. */
export function placements(
  content: Content,
  captain: Captain,
  kind: string,
  moving?: number,
): { at: Cell; turns: QuarterTurns }[] {
  const map = holdMap(content, captain);
  if (map.cells.length === 0) return [];
  const out: { at: Cell; turns: QuarterTurns }[] = [];
  const seen = new Set<string>();
  const width = Math.max(...map.cells.map(([x]) => x)) + 1;
  const height = Math.max(...map.cells.map(([, y]) => y)) + 1;
  for (const turns of TURNS) {
    const shape = content.shape(kind, turns);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const at: Cell = [x, y];
        if (!fitsIn(map, content, kind, at, turns, moving)) continue;
        const layout = `${shape.cells
          .map(([cx, cy]) => cellKey([cx + x, cy + y]))
          .sort()
          .join(';')}|${shape.use.map(([ux, uy]) => cellKey([ux + x, uy + y])).join(';')}`;
        if (seen.has(layout)) continue;
        seen.add(layout);
        out.push({ at, turns });
      }
    }
  }
  return out;
}

/** Damage markers on an outfit's cells: each lowers its rolls by 1 (XB-OUTF-07). */
export function outfitDamage(content: Content, hold: Hold, outfit: PlacedOutfit): number {
  const hurt = damaged(hold);
  return outfitCells(content, outfit).filter((c) => hurt.has(cellKey(c))).length;
}

/** Use spaces of an outfit that can take a marker now: undamaged and empty (XB-MARK-02, XB-OUTF-07). */
export function openUseSpaces(content: Content, captain: Captain, outfit: PlacedOutfit): number[] {
  const hurt = damaged(captain.hold);
  const use = content.shape(outfit.kind, outfit.turns).use;
  const open: number[] = [];
  use.forEach((_, i) => {
    const cell = useSpaceCell(content, outfit, i);
    const taken = captain.markers.some(
      (m) => m.at === 'used' && m.outfit === outfit.uid && m.space === i,
    );
    if (cell && !hurt.has(cellKey(cell)) && !taken) open.push(i);
  });
  return open;
}

/** The outfit with this uid, if the captain has it. */
export function findOutfit(captain: Captain, uid: number): PlacedOutfit | undefined {
  return captain.hold.outfits.find((o) => o.uid === uid);
}

/** Armed markers ready to spend. */
export function armedMarkers(captain: Captain): number {
  return captain.markers.filter((m) => m.at === 'armed').length;
}
