/**
 * The ship mat's hold as drawable cells: which outfit covers each cell and in which section,
 * its use spaces and the markers spent on them, cubes and damage. Pure data.
 */
import type { CaptainView, Cell, Content } from '@drift/xia';
import type { CubeColour, OutfitDef } from '@drift/xia/content';

export type CellKey = `${number},${number}`;

export const cellKey = ([c, r]: Cell): CellKey => `${c},${r}`;

export interface HoldOutfit {
  readonly uid: number;
  readonly def: OutfitDef;
  readonly cells: readonly Cell[];
  /** Use spaces by index, with whether a marker sits there and whether damage covers it. */
  readonly use: readonly {
    readonly cell: Cell;
    readonly marker: boolean;
    readonly damaged: boolean;
  }[];
  /** Damage markers on its sections: each takes 1 off its dice (XB-HOLD, damage to outfits). */
  readonly damage: number;
  /** Element F: a Mod sitting over another outfit's use space (drawn as a chip on it). */
  readonly over: boolean;
}

export interface HoldCell {
  readonly cell: Cell;
  readonly outfit: HoldOutfit | null;
  /** Index of the use space on this cell, if it is one. */
  readonly use: number | null;
  readonly marker: boolean;
  readonly cube: CubeColour | null;
  readonly damaged: boolean;
  /** The damage here is Ice (XE-ICE-01): it melts in a Business Phase and spreads when freezing. */
  readonly ice: boolean;
  /** Element F: a Cargo Pod's or Armor Plating's space outside the hold (XE-OUTF-01). */
  readonly outer: boolean;
}

export interface HoldModel {
  /** The top-left cell drawn: [0, 0], or further out when pods or plating reach outside. */
  readonly origin: Cell;
  readonly columns: number;
  readonly rows: number;
  readonly cells: readonly HoldCell[];
  readonly outfits: readonly HoldOutfit[];
  readonly free: number;
}

/** The hold of a captain's ship (empty before a ship is chosen). */
export function holdModel(captain: CaptainView, content: Content): HoldModel {
  if (!captain.ship)
    return { origin: [0, 0], columns: 0, rows: 0, cells: [], outfits: [], free: 0 };
  const holdCells = content.holdCells(captain.ship);
  const damaged = new Set(captain.hold.damage.map(cellKey));
  const iced = new Set((captain.hold.ice ?? []).map(cellKey));
  const usedSpaces = new Set(
    captain.markers.flatMap((m) => (m.at === 'used' ? [`${m.outfit}:${m.space}`] : [])),
  );
  const outfits: HoldOutfit[] = captain.hold.outfits.map((o) => {
    const shape = content.shape(o.kind, o.turns);
    const cells = shape.cells.map(([x, y]): Cell => [o.at[0] + x, o.at[1] + y]);
    const use = shape.use.map(([x, y], i) => {
      const cell: Cell = [o.at[0] + x, o.at[1] + y];
      return { cell, marker: usedSpaces.has(`${o.uid}:${i}`), damaged: damaged.has(cellKey(cell)) };
    });
    return {
      uid: o.uid,
      def: content.outfit(o.kind),
      cells,
      use,
      damage: cells.filter((c) => damaged.has(cellKey(c))).length,
      over: o.on !== undefined,
    };
  });
  const outfitAt = new Map<CellKey, HoldOutfit>();
  // A Mod over a use space leaves the cell to the outfit under it.
  for (const o of outfits) if (!o.over) for (const c of o.cells) outfitAt.set(cellKey(c), o);
  // Element E's Relics and Ember are not drawn yet (the lead's UI work); cubes only.
  const cubeAt = new Map(
    captain.hold.cargo.flatMap((c) =>
      c.kind === 'cube' ? [[cellKey(c.at), c.colour] as const] : [],
    ),
  );
  const inHold = new Set(holdCells.map(cellKey));
  const outer = outfits.flatMap((o) => o.cells.filter((c) => !inHold.has(cellKey(c))));
  const cells: HoldCell[] = [...holdCells, ...outer].map((cell) => {
    const key = cellKey(cell);
    const outfit = outfitAt.get(key) ?? null;
    const useIndex = outfit ? outfit.use.findIndex((u) => cellKey(u.cell) === key) : -1;
    return {
      cell,
      outfit,
      use: useIndex >= 0 ? useIndex : null,
      marker: useIndex >= 0 && outfit ? (outfit.use[useIndex]?.marker ?? false) : false,
      cube: cubeAt.get(key) ?? null,
      damaged: damaged.has(key),
      ice: iced.has(key),
      outer: !inHold.has(key),
    };
  });
  const xs = cells.map((c) => c.cell[0]);
  const ys = cells.map((c) => c.cell[1]);
  const [x0, y0] = [Math.min(...xs), Math.min(...ys)];
  return {
    origin: [x0, y0],
    columns: Math.max(...xs) - x0 + 1,
    rows: Math.max(...ys) - y0 + 1,
    cells,
    outfits,
    free: cells.filter((c) => !c.outer && !c.outfit && !c.cube && !c.damaged).length,
  };
}

/** The Energy maximum: the ship's, plus Title skills (as the rules count it). */
export function energyMax(captain: CaptainView, content: Content): number {
  if (!captain.ship) return 0;
  let bonus = 0;
  for (const id of captain.titles) {
    const skill = content.title(id).skill;
    if (skill.kind === 'energyMax') bonus += skill.bonus;
  }
  return content.ship(captain.ship).energy + bonus;
}

/** How far impulse moves: the ship's value plus Title skills. */
export function impulseValue(captain: CaptainView, content: Content): number {
  if (!captain.ship) return 0;
  let bonus = 0;
  for (const id of captain.titles) {
    const skill = content.title(id).skill;
    if (skill.kind === 'impulse') bonus += skill.bonus;
  }
  return content.ship(captain.ship).impulse + bonus;
}
