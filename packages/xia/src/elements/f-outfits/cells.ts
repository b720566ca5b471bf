/**
 * Where element F's outfits lie (XE-OUTF-01, XE-MOD-01, GAP-XE-14): Cargo Pods and Armor Plating
 * put their connecting space in the hold and their other spaces outside it; a Mod lies loose in
 * one hold space or over a use space of an outfit it serves. Pure reads over content and hold;
 * the base hold code (rules/hold.ts) calls these only for holds that hold such outfits.
 */
import type { OutfitDef } from '../../content/schema.ts';
import { cargoCells } from '../../model/cargo-cells.ts';
import type { Content } from '../../model/content.ts';
import { cellKey, sameCell } from '../../model/grid.ts';
import type { Cell, Hold, PlacedOutfit, QuarterTurns, UseSpaceOn } from '../../model/state.ts';
import { hostTypes, modDef } from './content.ts';

type Placed = Pick<PlacedOutfit, 'kind' | 'at' | 'turns'>;

/** Outfit types that reach outside the hold (XE-OUTF-01). */
export function isAddOnType(type: OutfitDef['type']): boolean {
  return type === 'cargoPod' || type === 'armorPlating';
}

export function isAddOn(content: Content, kind: string): boolean {
  return isAddOnType(content.outfit(kind).type);
}

/** Whether the hold holds any of element F's outfits: the base code's path is kept otherwise. */
export function holdsF(content: Content, hold: Pick<Hold, 'outfits'>): boolean {
  const { outfits } = hold;
  for (let i = 0; i < outfits.length; i++) {
    const type = content.outfit((outfits[i] as PlacedOutfit).kind).type;
    if (type === 'mod' || isAddOnType(type)) return true;
  }
  return false;
}

/** Every cell of a placed outfit. */
export function cellsOf(content: Content, o: Placed): Cell[] {
  return content.shape(o.kind, o.turns).cells.map(([x, y]): Cell => [x + o.at[0], y + o.at[1]]);
}

/** The connecting space of a pod or plating, the one in the hold; undefined for others. */
export function connectCell(content: Content, o: Placed): Cell | undefined {
  const c = content.shape(o.kind, o.turns).connect;
  return c ? [c[0] + o.at[0], c[1] + o.at[1]] : undefined;
}

/** A pod's or plating's spaces outside the hold: all but the connecting one. */
export function outerCells(content: Content, o: Placed): Cell[] {
  const c = connectCell(content, o);
  return c ? cellsOf(content, o).filter((x) => !sameCell(x, c)) : [];
}

/** The outfits of a type in the hold. */
export function ofType(
  content: Content,
  hold: Pick<Hold, 'outfits'>,
  type: OutfitDef['type'],
): PlacedOutfit[] {
  return hold.outfits.filter((o) => content.outfit(o.kind).type === type);
}

/** Whether damage lies on any of these cells. */
export function hurtOn(hold: Pick<Hold, 'damage'>, cells: readonly Cell[]): boolean {
  return hold.damage.some((d) => cells.some((c) => sameCell(c, d)));
}

/** Armor Plating's outer spaces: each takes 1 damage (XE-OUTF-04, GAP-XE-13). */
export function platingOuterCells(content: Content, hold: Pick<Hold, 'outfits'>): Cell[] {
  return ofType(content, hold, 'armorPlating').flatMap((o) => outerCells(content, o));
}

/** A Cargo Pod is out of use while its connecting space is damaged (XE-OUTF-02). */
export function podWorks(content: Content, hold: Pick<Hold, 'damage'>, pod: Placed): boolean {
  const c = connectCell(content, pod);
  return c !== undefined && !hurtOn(hold, [c]);
}

/**
 * Cells that can hold cargo, in reading order: hold cells not covered by an outfit (a Mod over a
 * use space covers nothing more) nor damaged, and every space of a working Cargo Pod
 * (XE-OUTF-02). Cargo already there is not taken into account.
 */
export function cargoSpaces(content: Content, ship: string, hold: Hold): Cell[] {
  const covered = new Set<string>();
  const pods: Cell[] = [];
  for (const o of hold.outfits) {
    if (o.on) continue;
    const type = content.outfit(o.kind).type;
    const cells = cellsOf(content, o);
    if (type === 'cargoPod') {
      if (podWorks(content, hold, o)) pods.push(...cells);
      for (const c of cells) covered.add(cellKey(c));
    } else for (const c of cells) covered.add(cellKey(c));
  }
  const hurt = new Set(hold.damage.map(cellKey));
  const out = content
    .holdCells(ship)
    .filter((c) => !covered.has(cellKey(c)) && !hurt.has(cellKey(c)))
    .concat(pods.filter((c) => !hurt.has(cellKey(c))));
  return out.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
}

/** Cargo spaces with no cargo on them: where a cube may go now. */
export function freeCargoCells(content: Content, ship: string, hold: Hold): Cell[] {
  const full = new Set(hold.cargo.flatMap((c) => cargoCells(c).map(cellKey)));
  return cargoSpaces(content, ship, hold).filter((c) => !full.has(cellKey(c)));
}

/**
 * Whether a cargo item covering `cells` may lie there (XE-OUTF-02, XE-OUTF-03): every cell a free
 * cargo space, and within each Cargo Pod all of the item or none of it, so a 2-space item (a
 * Relic) never straddles a pod and the hold or two pods. `moving` cells count as free.
 */
export function cargoFits(
  content: Content,
  ship: string,
  hold: Hold,
  cells: readonly Cell[],
  moving: readonly Cell[] = [],
): boolean {
  const full = new Set(
    hold.cargo
      .flatMap((c) => cargoCells(c).map(cellKey))
      .filter((k) => !moving.some((m) => cellKey(m) === k)),
  );
  const room = new Set(cargoSpaces(content, ship, hold).map(cellKey));
  if (!cells.every((c) => room.has(cellKey(c)) && !full.has(cellKey(c)))) return false;
  for (const pod of ofType(content, hold, 'cargoPod')) {
    const inPod = new Set(cellsOf(content, pod).map(cellKey));
    const inside = cells.filter((c) => inPod.has(cellKey(c))).length;
    if (inside !== 0 && inside !== cells.length) return false;
  }
  return true;
}

/**
 * Whether a pod or plating fits at `at`: its connecting space on a cell `free` says may take
 * an outfit, its other spaces all outside the hold and clear of the outer spaces of the other
 * pods and plating (XE-OUTF-01); `moving` is the outfit being rearranged.
 */
export function addOnFits(
  content: Content,
  ship: string,
  hold: Pick<Hold, 'outfits'>,
  placed: Placed,
  free: (c: Cell) => boolean,
  moving?: number,
): boolean {
  return fitsAround(content, around(content, ship, hold, moving), placed, free);
}

/** What a pod or plating must keep clear of: the hold's cells, other outer spaces. */
interface Around {
  readonly inHold: ReadonlySet<string>;
  readonly taken: ReadonlySet<string>;
}

function around(
  content: Content,
  ship: string,
  hold: Pick<Hold, 'outfits'>,
  moving: number | undefined,
): Around {
  const taken = new Set<string>();
  for (const o of hold.outfits)
    if (o.uid !== moving) for (const c of outerCells(content, o)) taken.add(cellKey(c));
  return { inHold: new Set(content.holdCells(ship).map(cellKey)), taken };
}

function fitsAround(
  content: Content,
  { inHold, taken }: Around,
  placed: Placed,
  free: (c: Cell) => boolean,
): boolean {
  const connect = connectCell(content, placed);
  if (!connect || !free(connect)) return false;
  return outerCells(content, placed).every(
    (c) => !inHold.has(cellKey(c)) && !taken.has(cellKey(c)),
  );
}

const TURNS: readonly QuarterTurns[] = [0, 1, 2, 3];

/** Every placement of a pod or plating: its connecting space on each free hold cell, each turn. */
export function addOnPlacements(
  content: Content,
  ship: string,
  hold: Pick<Hold, 'outfits'>,
  kind: string,
  free: (c: Cell) => boolean,
  moving?: number,
): { at: Cell; turns: QuarterTurns }[] {
  const out: { at: Cell; turns: QuarterTurns }[] = [];
  const clear = around(content, ship, hold, moving);
  for (const turns of TURNS) {
    const c = content.shape(kind, turns).connect;
    if (!c) continue;
    for (const cell of content.holdCells(ship)) {
      if (!free(cell)) continue;
      const at: Cell = [cell[0] - c[0], cell[1] - c[1]];
      if (fitsAround(content, clear, { kind, at, turns }, free)) out.push({ at, turns });
    }
  }
  return out;
}

/**
 * The use space a Mod of `kind` would sit over at cell `at` (GAP-XE-14): a use space of an
 * outfit of a type the Mod serves, undamaged, with no other Mod on it; `moving` is the Mod being
 * rearranged.
 */
export function attachSpot(
  content: Content,
  hold: Pick<Hold, 'outfits' | 'damage'>,
  kind: string,
  at: Cell,
  moving?: number,
): UseSpaceOn | undefined {
  const mod = modDef(content, kind);
  const hosts = mod ? hostTypes(mod) : [];
  if (hosts.length === 0 || hurtOn(hold, [at])) return undefined;
  for (const o of hold.outfits) {
    if (!hosts.includes(content.outfit(o.kind).type)) continue;
    const use = content.shape(o.kind, o.turns).use;
    for (let space = 0; space < use.length; space++) {
      const u = use[space] as Cell;
      if (u[0] + o.at[0] !== at[0] || u[1] + o.at[1] !== at[1]) continue;
      const taken = hold.outfits.some(
        (m) => m.uid !== moving && m.on?.outfit === o.uid && m.on.space === space,
      );
      return taken ? undefined : { outfit: o.uid, space };
    }
  }
  return undefined;
}

/** Every spot a Mod of `kind` could sit over now. */
export function attachSpots(
  content: Content,
  hold: Pick<Hold, 'outfits' | 'damage'>,
  kind: string,
  moving?: number,
): Cell[] {
  const out: Cell[] = [];
  for (const o of hold.outfits) {
    if (o.on) continue;
    const use = content.shape(o.kind, o.turns).use;
    for (const u of use) {
      const at: Cell = [u[0] + o.at[0], u[1] + o.at[1]];
      if (attachSpot(content, hold, kind, at, moving)) out.push(at);
    }
  }
  return out;
}

/** The Mods sitting over the use spaces of outfit `uid`. */
export function modsOn(hold: Pick<Hold, 'outfits'>, uid: number): PlacedOutfit[] {
  return hold.outfits.filter((m) => m.on?.outfit === uid);
}
