/**
 * Refitting a hold after a ship purchase (GAP-XB-12): outfits stay where they fit, else a
 * bounded search finds the layout keeping the most outfits; the rest are sold, cubes that find
 * no cell are jettisoned.
 */
import type { SeatId } from '@drift/engine';
import { hexKey } from '@drift/engine/hex';
import type { CubeColour } from '../content/schema.ts';
import { loseCargo, restow } from '../elements/e-worlds/cargo.ts';
import {
  attachSpot,
  cargoSpaces,
  connectCell,
  holdsF,
  isAddOn,
  outerCells,
} from '../elements/f-outfits/cells.ts';
import type { Content } from '../model/content.ts';
import { castDraft } from '../model/draft.ts';
import { cellKey, sameCell } from '../model/grid.ts';
import type { CargoCube, CargoItem, Cell, PlacedOutfit, QuarterTurns } from '../model/state.ts';
import { captainAt, changeCredits, emit } from './effects.ts';
import { outfitCells, placements } from './hold.ts';
import type { Ctx } from './rule.ts';

/** Where an outfit lies: its top-left cell and quarter turns. */
interface Spot {
  readonly at: Cell;
  readonly turns: QuarterTurns;
}

const TURNS: readonly QuarterTurns[] = [0, 1, 2, 3];

/** Search steps allowed when fitting outfits into a new hold; the best layout so far is kept. */
const SEARCH_BUDGET = 20_000;

/** Every spot where an outfit of `kind` lies inside the hold, its present spot first. */
function spotsFor(
  content: Content,
  hold: ReadonlySet<string>,
  cells: readonly Cell[],
  o: Spot & { kind: string },
): Spot[] {
  const width = Math.max(0, ...cells.map(([x]) => x + 1));
  const height = Math.max(0, ...cells.map(([, y]) => y + 1));
  const out: Spot[] = [{ at: o.at, turns: o.turns }];
  if (isAddOn(content, o.kind)) return addOnSpots(content, hold, cells, o, out);
  for (const turns of TURNS) {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (x === o.at[0] && y === o.at[1] && turns === o.turns) continue;
        out.push({ at: [x, y], turns });
      }
    }
  }
  return out.filter((spot) =>
    outfitCells(content, { kind: o.kind, ...spot }).every((c) => hold.has(cellKey(c))),
  );
}

/**
 * Element F: every spot of a pod or plating, its present one first: its connecting space on a
 * hold cell, its other spaces outside the hold (XE-OUTF-01).
 */
function addOnSpots(
  content: Content,
  hold: ReadonlySet<string>,
  cells: readonly Cell[],
  o: Spot & { kind: string },
  out: Spot[],
): Spot[] {
  for (const turns of TURNS) {
    const c = content.shape(o.kind, turns).connect;
    if (!c) continue;
    for (const [x, y] of cells) {
      const at: Cell = [x - c[0], y - c[1]];
      if (!sameCell(at, o.at) || turns !== o.turns) out.push({ at, turns });
    }
  }
  return out.filter((spot) => {
    const connect = connectCell(content, { kind: o.kind, ...spot });
    return (
      connect !== undefined &&
      hold.has(cellKey(connect)) &&
      outerCells(content, { kind: o.kind, ...spot }).every((c) => !hold.has(cellKey(c)))
    );
  });
}

/**
 * The layout of outfits in a new hold that keeps the most outfits, then the most value, then
 * moves the fewest; outfits left out of it must be sold (GAP-XB-12). A bounded depth-first search
 * that tries each outfit's present spot first, so a hold that contains the old one is settled at once.
 */
function bestLayout(
  content: Content,
  cells: readonly Cell[],
  outfits: readonly PlacedOutfit[],
): Map<number, Spot> {
  const hold = new Set(cells.map(cellKey));
  const options = outfits.map((o) => spotsFor(content, hold, cells, o));
  const used = new Set<string>();
  const chosen = new Map<number, Spot>();
  let best = { layout: new Map<number, Spot>(), kept: -1, value: 0, moved: 0 };
  let steps = 0;
  const go = (i: number, kept: number, value: number, moved: number): void => {
    if (steps++ > SEARCH_BUDGET) return;
    if (best.kept === outfits.length && best.moved === 0) return;
    if (kept + outfits.length - i < best.kept) return;
    const o = outfits[i];
    if (!o) {
      const better =
        kept > best.kept ||
        (kept === best.kept &&
          (value > best.value || (value === best.value && moved < best.moved)));
      if (better) best = { layout: new Map(chosen), kept, value, moved };
      return;
    }
    const price = content.outfit(o.kind).price;
    for (const [n, spot] of (options[i] ?? []).entries()) {
      const covered = outfitCells(content, { kind: o.kind, ...spot }).map(cellKey);
      if (covered.some((k) => used.has(k))) continue;
      for (const k of covered) used.add(k);
      chosen.set(o.uid, spot);
      const stays = n === 0 && sameCell(spot.at, o.at) && spot.turns === o.turns;
      go(i + 1, kept + 1, value + price, moved + (stays ? 0 : 1));
      chosen.delete(o.uid);
      for (const k of covered) used.delete(k);
    }
    go(i + 1, kept, value, moved);
  };
  go(0, 0, 0, 0);
  return best.layout;
}

/**
 * Element F: Mods that sat over use spaces go with their outfit if it was kept; else they take a
 * free hold space each, or are sold (GAP-XB-12 as for any outfit).
 */
function seatRiders(
  ctx: Ctx,
  seat: SeatId,
  riders: readonly PlacedOutfit[],
  kept: PlacedOutfit[],
): void {
  const captain = captainAt(ctx, seat);
  for (const m of riders) {
    const host = kept.find((o) => o.uid === m.on?.outfit);
    const u = host && m.on ? ctx.content.shape(host.kind, host.turns).use[m.on.space] : undefined;
    if (host && u && m.on) {
      const at: Cell = [u[0] + host.at[0], u[1] + host.at[1]];
      const on = { outfit: m.on.outfit, space: m.on.space };
      captain.hold.outfits.push({ uid: m.uid, kind: m.kind, at: [at[0], at[1]], turns: 0, on });
      if (!sameCell(at, m.at))
        emit(ctx, { type: 'OutfitMoved', seat, uid: m.uid, at: [at[0], at[1]], turns: 0 });
      continue;
    }
    const empty = { ...captain, hold: { ...captain.hold, cargo: [] } };
    const spot = placements(ctx.content, empty, m.kind)[0];
    if (spot) {
      const on = attachSpot(ctx.content, captain.hold, m.kind, spot.at);
      const at: [number, number] = [spot.at[0], spot.at[1]];
      captain.hold.outfits.push({ uid: m.uid, kind: m.kind, at, turns: 0, ...(on && { on }) });
      emit(ctx, { type: 'OutfitMoved', seat, uid: m.uid, at: [spot.at[0], spot.at[1]], turns: 0 });
      continue;
    }
    const def = ctx.content.outfit(m.kind);
    ctx.s.supply.outfits[m.kind] = (ctx.s.supply.outfits[m.kind] ?? 0) + 1;
    emit(ctx, { type: 'OutfitSold', seat, kind: m.kind, uid: m.uid });
    changeCredits(ctx, seat, def.sellPrice, `sold ${def.name}: no room in the new hold`);
  }
}

/**
 * Moves outfits and cubes into the captain's new hold (XB-SHIPBUY-02, GAP-XB-12): outfits stay
 * where they fit, else move, else are sold at their sale price (markers on them go to Disarmed);
 * cubes stay where they fit, else take the first free cell, else are jettisoned on the ship's space.
 */
export function refit(ctx: Ctx, seat: SeatId): void {
  const captain = captainAt(ctx, seat);
  if (!captain.ship) return;
  const cells = ctx.content.holdCells(captain.ship);
  // Mods over use spaces (element F) are laid out with their outfits, after the search.
  const outfits: PlacedOutfit[] = captain.hold.outfits
    .filter((o) => !o.on)
    .map((o) => ({ uid: o.uid, kind: o.kind, at: [o.at[0], o.at[1]], turns: o.turns }));
  const riders = captain.hold.outfits.filter((o) => o.on);
  const layout = bestLayout(ctx.content, cells, outfits);
  const kept: PlacedOutfit[] = [];
  for (const o of outfits) {
    const spot = layout.get(o.uid);
    if (spot) {
      kept.push({ ...o, at: [spot.at[0], spot.at[1]], turns: spot.turns });
      if (!sameCell(spot.at, o.at) || spot.turns !== o.turns) {
        emit(ctx, {
          type: 'OutfitMoved',
          seat,
          uid: o.uid,
          at: [spot.at[0], spot.at[1]],
          turns: spot.turns,
        });
      }
      continue;
    }
    const def = ctx.content.outfit(o.kind);
    captain.markers = captain.markers.map((m) =>
      m.at === 'used' && m.outfit === o.uid ? { at: 'disarmed' } : m,
    );
    ctx.s.supply.outfits[o.kind] = (ctx.s.supply.outfits[o.kind] ?? 0) + 1;
    emit(ctx, { type: 'OutfitSold', seat, kind: o.kind, uid: o.uid });
    changeCredits(ctx, seat, def.sellPrice, `sold ${def.name}: no room in the new hold`);
  }
  captain.hold.outfits = castDraft(kept);
  if (riders.length > 0) seatRiders(ctx, seat, riders, kept);
  // Where cargo may lie: free hold cells, and Cargo Pods' spaces (element F).
  const room = holdsF(ctx.content, captain.hold)
    ? cargoSpaces(ctx.content, captain.ship, { ...captain.hold, cargo: [], damage: [] })
    : null;
  const filled = new Set(kept.flatMap((o) => outfitCells(ctx.content, o).map(cellKey)));
  const inHold = new Set(cells.map(cellKey));
  if (room) {
    filled.clear();
    inHold.clear();
    for (const c of room) inHold.add(cellKey(c));
  }
  const cargo: CargoItem[] = [];
  const homeless: CargoCube[] = [];
  // Element E: a Relic or Ember cube keeps its cells if they are free, else finds others or is lost.
  const others = captain.hold.cargo.filter((c) => c.kind !== 'cube');
  for (const c of captain.hold.cargo) {
    if (c.kind !== 'cube') continue;
    const key = cellKey(c.at);
    const cube: CargoCube = { kind: 'cube', colour: c.colour, at: [c.at[0], c.at[1]] };
    if (inHold.has(key) && !filled.has(key)) {
      filled.add(key);
      cargo.push(cube);
    } else homeless.push(cube);
  }
  // A Relic or Ember goes back into the hold proper, never straddling a pod (XE-OUTF-03).
  const holdCells = room ? cells.filter((c) => inHold.has(cellKey(c))) : cells;
  for (const item of others) {
    const placed = restow(item, holdCells, filled);
    if (placed) cargo.push(placed);
    else loseCargo(ctx, seat, item, 'refit');
  }
  const free = (room ?? cells).filter((c) => !filled.has(cellKey(c)));
  const dropped: CubeColour[] = [];
  homeless.forEach((cube, i) => {
    const to = free[i];
    if (to) {
      cargo.push({ ...cube, at: [to[0], to[1]] });
      emit(ctx, { type: 'CargoMoved', seat, from: [cube.at[0], cube.at[1]], to: [to[0], to[1]] });
    } else dropped.push(cube.colour);
  });
  captain.hold.cargo = castDraft(cargo);
  const where = captain.at;
  if (dropped.length > 0 && where) {
    const key = hexKey(where);
    ctx.s.board.cubes[key] = [...(ctx.s.board.cubes[key] ?? []), ...dropped];
    emit(ctx, { type: 'CubesDropped', seat, at: { q: where.q, r: where.r }, cubes: dropped });
  }
}
