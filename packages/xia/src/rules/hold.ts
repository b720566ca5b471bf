/**
 * The hold as a grid (XB-HOLD-01, XB-HOLD-02): which cells outfits, cargo and damage fill, where
 * an outfit fits, which use spaces can take a marker. Pure reads; effects live with the rules.
 */

import {
  addOnFits,
  addOnPlacements,
  attachSpot,
  attachSpots,
  freeCargoCells,
  holdsF,
  isAddOn,
  platingOuterCells,
} from '../elements/f-outfits/cells.ts';
import { boostedValue, boostFor } from '../elements/f-outfits/mods.ts';
import { cargoCells } from '../model/cargo-cells.ts';
import type { Content } from '../model/content.ts';
import { cellKey } from '../model/grid.ts';
import type {
  Captain,
  CargoItem,
  Cell,
  Hold,
  MarkerPlace,
  PlacedOutfit,
  QuarterTurns,
} from '../model/state.ts';

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
  for (const item of hold.cargo) for (const c of cargoCells(item)) filled.set(cellKey(c), 'cargo');
  return filled;
}

/** Damaged cells as keys. */
export function damaged(hold: Hold): Set<string> {
  return new Set(hold.damage.map(cellKey));
}

/**
 * Hold cells with nothing in them and no damage, reading order: where a cube may go. With
 * element F's outfits, Cargo Pod spaces too, and a Mod over a use space fills nothing more.
 */
export function freeCells(content: Content, captain: Captain): Cell[] {
  if (!captain.ship) return [];
  if (holdsF(content, captain.hold)) return freeCargoCells(content, captain.ship, captain.hold);
  const filled = fillings(content, captain.hold);
  const hurt = damaged(captain.hold);
  return content
    .holdCells(captain.ship)
    .filter((c) => !filled.has(cellKey(c)) && !hurt.has(cellKey(c)));
}

/**
 * Total hold spaces: the damage that destroys the ship (XB-HOLD-03), and Armor Plating's outer
 * spaces (XE-OUTF-04, GAP-XE-13); a Cargo Pod's outer spaces never count.
 */
export function holdSize(content: Content, captain: Captain): number {
  if (!captain.ship) return 0;
  return content.holdCells(captain.ship).length + platingOuterCells(content, captain.hold).length;
}

/** The cells a damage marker may go on: the hold and Armor Plating's outer spaces (XE-OUTF-04). */
export function damageableCells(content: Content, captain: Captain): readonly Cell[] {
  if (!captain.ship) return [];
  const cells = content.holdCells(captain.ship);
  const plating = platingOuterCells(content, captain.hold);
  return plating.length > 0 ? [...cells, ...plating] : cells;
}

/**
 * What a roll of `outfit` counts (XB-OUTF-07): the face less its damage markers, never below 0;
 * with element F's boost Mods beside it, more, never above its die (XE-MOD-04).
 */
export function outfitValue(
  content: Content,
  hold: Hold,
  outfit: PlacedOutfit,
  face: number,
): number {
  const base = Math.max(0, face - outfitDamage(content, hold, outfit));
  return boostedValue(content, base, boostFor(content, hold, outfit), outfit.kind);
}

/** What a hold cell offers an outfit being placed: see {@link HoldGrid}. */
const OUTSIDE = -1;
const HURT = -2;
const CARGO = -3;
const FREE = -4;

/**
 * The hold as a dense grid for placement checks: each cell OUTSIDE the hold, HURT (a damage
 * marker: nothing may be placed there), holding CARGO, FREE, or the uid of the outfit on it.
 */
interface HoldGrid {
  readonly width: number;
  readonly height: number;
  readonly cells: Int32Array;
}

function holdGrid(content: Content, captain: Captain): HoldGrid {
  const cells = captain.ship ? content.holdCells(captain.ship) : [];
  let width = 0;
  let height = 0;
  // Index loops, no destructuring: this runs for every placement check.
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i] as Cell;
    width = Math.max(width, c[0] + 1);
    height = Math.max(height, c[1] + 1);
  }
  const grid: HoldGrid = { width, height, cells: new Int32Array(width * height).fill(OUTSIDE) };
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i] as Cell;
    grid.cells[c[1] * width + c[0]] = FREE;
  }
  // As `fillings` reads: cargo over outfits; damage over both.
  const { outfits, cargo, damage } = captain.hold;
  for (let i = 0; i < outfits.length; i++) {
    const o = outfits[i] as PlacedOutfit;
    if (o.on) continue; // a Mod over a use space fills no space of its own (GAP-XE-14)
    const shape = content.shape(o.kind, o.turns).cells;
    for (let j = 0; j < shape.length; j++) {
      const c = shape[j] as Cell;
      fill(grid, c[0] + o.at[0], c[1] + o.at[1], o.uid);
    }
  }
  for (let i = 0; i < cargo.length; i++) {
    const item = cargo[i] as CargoItem;
    if (item.kind === 'relic') for (const c of cargoCells(item)) fill(grid, c[0], c[1], CARGO);
    else fill(grid, item.at[0], item.at[1], CARGO);
  }
  for (let i = 0; i < damage.length; i++) {
    const c = damage[i] as Cell;
    fill(grid, c[0], c[1], HURT);
  }
  return grid;
}

/** Marks a cell of the hold (cells outside it stay OUTSIDE). */
function fill(grid: HoldGrid, x: number, y: number, what: number): void {
  if (x < 0 || y < 0 || x >= grid.width || y >= grid.height) return;
  const i = y * grid.width + x;
  if (grid.cells[i] !== OUTSIDE) grid.cells[i] = what;
}

function fitsIn(
  grid: HoldGrid,
  content: Content,
  kind: string,
  at: Cell,
  turns: QuarterTurns,
  moving?: number,
): boolean {
  const cells = content.shape(kind, turns).cells;
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i] as Cell;
    const x = c[0] + at[0];
    const y = c[1] + at[1];
    if (x < 0 || y < 0 || x >= grid.width || y >= grid.height) return false;
    const there = grid.cells[y * grid.width + x];
    if (there !== FREE && (moving === undefined || there !== moving)) return false;
  }
  return true;
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
  const grid = holdGrid(content, captain);
  if (captain.ship && isAddOn(content, kind)) {
    const free = freeIn(grid, moving);
    return addOnFits(content, captain.ship, captain.hold, { kind, at, turns }, free, moving);
  }
  if (fitsIn(grid, content, kind, at, turns, moving)) return true;
  return attachSpot(content, captain.hold, kind, at, moving) !== undefined;
}

/** Whether a hold cell is free for an outfit (or holds the outfit being moved). */
function freeIn(grid: HoldGrid, moving: number | undefined): (c: Cell) => boolean {
  return ([x, y]) => {
    if (x < 0 || y < 0 || x >= grid.width || y >= grid.height) return false;
    const there = grid.cells[y * grid.width + x];
    return there === FREE || (moving !== undefined && there === moving);
  };
}

type Placement = { at: Cell; turns: QuarterTurns };

/** Placements by content pack, then by kind, moving outfit and hold grid: holds repeat often. */
const placementMemo = new WeakMap<Content, Map<string, readonly Placement[]>>();

/** Every placement where `kind` fits, one per distinct layout of cells and use spaces, in a stable order. */
export function placements(
  content: Content,
  captain: Captain,
  kind: string,
  moving?: number,
): Placement[] {
  const grid = holdGrid(content, captain);
  if (grid.width === 0) return [];
  // Element F: pods and plating reach outside the grid, Mods sit over use spaces.
  if (
    holdsF(content, captain.hold) ||
    content.outfit(kind).type === 'mod' ||
    isAddOn(content, kind)
  )
    return fPlacements(content, captain, grid, kind, moving);
  let memo = placementMemo.get(content);
  if (!memo) {
    memo = new Map();
    placementMemo.set(content, memo);
  }
  const key = `${kind}|${moving ?? ''}|${grid.width}|${grid.cells.join(',')}`;
  let found = memo.get(key);
  if (!found) {
    found = findPlacements(grid, content, kind, moving);
    if (memo.size >= 4096) memo.clear(); // keep memory bounded
    memo.set(key, found);
  }
  return found.map(({ at, turns }) => ({ at: [at[0], at[1]], turns }));
}

/** Placements in a hold with element F's outfits, or of one of them: no memo, holds vary more. */
function fPlacements(
  content: Content,
  captain: Captain,
  grid: HoldGrid,
  kind: string,
  moving: number | undefined,
): Placement[] {
  const ship = captain.ship as string;
  if (isAddOn(content, kind))
    return addOnPlacements(content, ship, captain.hold, kind, freeIn(grid, moving), moving);
  const found = findPlacements(grid, content, kind, moving);
  for (const at of attachSpots(content, captain.hold, kind, moving)) found.push({ at, turns: 0 });
  return found;
}

function findPlacements(
  grid: HoldGrid,
  content: Content,
  kind: string,
  moving: number | undefined,
): Placement[] {
  const out: Placement[] = [];
  const seen = new Set<string>();
  for (const turns of TURNS) {
    const shape = content.shape(kind, turns);
    for (let y = 0; y < grid.height; y++) {
      for (let x = 0; x < grid.width; x++) {
        const at: Cell = [x, y];
        if (!fitsIn(grid, content, kind, at, turns, moving)) continue;
        // The layout: its cells as a set and its use spaces in order, each cell numbered within
        // the grid (it fits, so every cell lies inside).
        const ids: number[] = new Array(shape.cells.length);
        for (let i = 0; i < ids.length; i++) {
          const c = shape.cells[i] as Cell;
          ids[i] = (c[1] + y) * grid.width + c[0] + x;
        }
        ids.sort((a, b) => a - b);
        let layout = ids.join(',');
        layout += '|';
        for (let i = 0; i < shape.use.length; i++) {
          const u = shape.use[i] as Cell;
          layout += `${(u[1] + y) * grid.width + u[0] + x};`;
        }
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
  // Index loops over the few damage markers and markers: no key strings, no sets.
  const { damage } = captain.hold;
  const { markers } = captain;
  const use = content.shape(outfit.kind, outfit.turns).use;
  const open: number[] = [];
  for (let i = 0; i < use.length; i++) {
    const u = use[i] as Cell;
    const x = u[0] + outfit.at[0];
    const y = u[1] + outfit.at[1];
    let free = true;
    for (let k = 0; free && k < damage.length; k++) {
      const c = damage[k] as Cell;
      if (c[0] === x && c[1] === y) free = false;
    }
    for (let k = 0; free && k < markers.length; k++) {
      const m = markers[k] as MarkerPlace;
      if (m.at === 'used' && m.outfit === outfit.uid && m.space === i) free = false;
    }
    if (free) open.push(i);
  }
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
