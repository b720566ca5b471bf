/**
 * A content pack indexed for the rules: lookups by id and precomputed hold and shape cells.
 * States name content by id; an id a state holds always exists (the pack was validated and
 * the rules only store ids they took from it), so a miss is a programmer error.
 */

import type { EmbersPack } from '../content/embers.ts';
import type {
  AbilityDef,
  ContentPack,
  ExplorationTokenDef,
  MissionDef,
  NpcDef,
  OutfitDef,
  SectorDef,
  ShipDef,
  TitleDef,
} from '../content/schema.ts';
import { sellswordCard } from '../solo/content/index.ts';
import { gridCells, turnCells } from './grid.ts';
import type { Cell, QuarterTurns } from './state.ts';

/** An outfit's cells in one orientation; `use[i]` is use space i (numbered before turning). */
export interface OutfitShape {
  readonly cells: readonly Cell[];
  readonly use: readonly Cell[];
  /** A Cargo Pod's or Armor Plating's connecting space, the one in the hold (XE-OUTF-01). */
  readonly connect?: Cell;
}

export interface Content {
  readonly pack: ContentPack;
  /** The expansion's sectors, missions and outfits; a game deals them only with their element. */
  readonly embers: EmbersPack;
  ship(id: string): ShipDef;
  outfit(id: string): OutfitDef;
  sector(id: string): SectorDef;
  ability(id: string): AbilityDef;
  token(id: string): ExplorationTokenDef;
  title(id: string): TitleDef;
  mission(id: string): MissionDef;
  npc(id: string): NpcDef;
  /** The ship's hold cells, reading order. */
  holdCells(ship: string): readonly Cell[];
  /** The outfit's cells and use spaces turned `turns` quarter turns. */
  shape(outfit: string, turns: QuarterTurns): OutfitShape;
}

function index<T extends { readonly id: string }>(
  items: readonly T[],
  what: string,
): (id: string) => T {
  const map = new Map(items.map((item) => [item.id, item]));
  return (id) => map.get(id) ?? missing(what, id);
}

function missing(what: string, id: string): never {
  throw new Error(`No ${what} "${id}" in the content pack`);
}

const TURNS: readonly QuarterTurns[] = [0, 1, 2, 3];

function outfitShapes(outfit: OutfitDef): readonly OutfitShape[] {
  const all = gridCells(outfit.shape, 'USC');
  const indexOf = ([x, y]: Cell) => all.findIndex(([a, b]) => a === x && b === y);
  const useIdx = gridCells(outfit.shape, 'U').map(indexOf);
  const connect = gridCells(outfit.shape, 'C').map(indexOf)[0];
  return TURNS.map((t) => {
    const cells = turnCells(all, t);
    const use = useIdx.map((i) => cells[i] as Cell);
    return connect === undefined ? { cells, use } : { cells, use, connect: cells[connect] as Cell };
  });
}

/** No expansion content: what a pack other than the embedded core pack plays with. */
export const NO_EMBERS: EmbersPack = Object.freeze({
  sectors: [],
  missions: [],
  outfits: [],
  mods: [],
});

/** Indexes a validated pack and the expansion's additions to it; lookups see both. */
export function createContent(pack: ContentPack, embers: EmbersPack = NO_EMBERS): Content {
  const outfits = [...pack.outfits, ...embers.outfits];
  const holds = new Map(pack.ships.map((s) => [s.id, gridCells(s.hold, '#')]));
  const shapes = new Map(outfits.map((o) => [o.id, outfitShapes(o)]));
  const ship = index(pack.ships, 'ship');
  const outfit = index(outfits, 'outfit');
  return {
    pack,
    embers,
    ship,
    outfit,
    sector: index([...pack.sectors, ...embers.sectors], 'sector'),
    ability: index(pack.abilities, 'ability'),
    token: index(pack.exploration, 'exploration token'),
    title: index(pack.titles, 'title'),
    mission: index([...pack.missions, ...embers.missions], 'mission'),
    // The solo Sellsword too: it is only ever in a solo game's NPCs (XS-NPC-06).
    npc: index([...pack.npcs, sellswordCard()], 'NPC'),
    holdCells: (id) => holds.get(id) ?? missing('ship', id),
    shape: (id, turns) => shapes.get(id)?.[turns] ?? missing('outfit', id),
  };
}
