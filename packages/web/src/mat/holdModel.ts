/**
 * The ship mat's hold as drawable cells: which outfit covers each cell and in which section,
 * its use spaces and the markers spent on them, cubes and damage; element E's Relics (2 cells)
 * and Ember cubes. Pure data.
 */
import { type CaptainView, type Cell, type Content, HIDDEN_RELIC } from '@drift/xia';
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

/** Element E: a Relic token in the hold, over its 2 cells (XE-RELIC-01). */
export interface HoldRelic {
  /** Its id when face up; null while face down (secret to everyone, its holder too). */
  readonly face: string | null;
  readonly at: Cell;
  readonly turns: 0 | 1;
  readonly cells: readonly [Cell, Cell];
}

/** The cells a Relic covers: `at` and the next one right (turns 0) or below (turns 1). */
export function relicCells(at: Cell, turns: 0 | 1): [Cell, Cell] {
  return [at, turns === 0 ? [at[0] + 1, at[1]] : [at[0], at[1] + 1]];
}

export interface HoldCell {
  readonly cell: Cell;
  readonly outfit: HoldOutfit | null;
  /** Index of the use space on this cell, if it is one. */
  readonly use: number | null;
  readonly marker: boolean;
  readonly cube: CubeColour | null;
  /** Element E: an Ember cube lies here (XE-EMBER-01). */
  readonly ember?: boolean;
  /** Element E: a Relic covers this cell. */
  readonly relic?: HoldRelic;
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
  /** Element E's Relics, each drawn once over its 2 cells. */
  readonly relics?: readonly HoldRelic[];
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
  const relics: HoldRelic[] = [];
  const relicAt = new Map<CellKey, HoldRelic>();
  const emberAt = new Set<CellKey>();
  for (const c of captain.hold.cargo) {
    if (c.kind === 'ember') emberAt.add(cellKey(c.at));
    if (c.kind !== 'relic') continue;
    const r: HoldRelic = {
      face: c.relic === HIDDEN_RELIC ? null : c.relic,
      at: c.at,
      turns: c.turns,
      cells: relicCells(c.at, c.turns),
    };
    relics.push(r);
    for (const x of r.cells) relicAt.set(cellKey(x), r);
  }
  const cubeAt = new Map(
    captain.hold.cargo.flatMap((c) =>
      c.kind === 'cube' ? [[cellKey(c.at), c.colour] as const] : [],
    ),
  );
  const inHold = new Set(holdCells.map(cellKey));
  const outer = outfits.flatMap((o) => o.cells.filter((c) => !inHold.has(cellKey(c))));
  const cells: HoldCell[] = [...holdCells, ...outer].map((cell) => {
    const key = cellKey(cell);
    const relic = relicAt.get(key);
    const outfit = outfitAt.get(key) ?? null;
    const useIndex = outfit ? outfit.use.findIndex((u) => cellKey(u.cell) === key) : -1;
    return {
      cell,
      outfit,
      use: useIndex >= 0 ? useIndex : null,
      marker: useIndex >= 0 && outfit ? (outfit.use[useIndex]?.marker ?? false) : false,
      cube: cubeAt.get(key) ?? null,
      ...(emberAt.has(key) ? { ember: true } : {}),
      ...(relic ? { relic } : {}),
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
    ...(relics.length > 0 ? { relics } : {}),
    free: cells.filter(
      (c) => !c.outer && !c.outfit && !c.cube && !c.ember && !c.relic && !c.damaged,
    ).length,
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
