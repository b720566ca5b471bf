/**
 * Refitting a hold after a ship purchase (GAP-XB-12): outfits stay where they fit, else a
 * bounded search finds the layout keeping the most outfits; the rest are sold, cubes that find
 * no cell are jettisoned.
 */
import type { SeatId } from '@drift/engine';
import { hexKey } from '@drift/engine/hex';
import type { CubeColour } from '../content/schema.ts';
import { loseCargo, restow } from '../elements/e-worlds/cargo.ts';
import type { Content } from '../model/content.ts';
import { castDraft } from '../model/draft.ts';
import { cellKey, sameCell } from '../model/grid.ts';
import type { CargoCube, CargoItem, Cell, PlacedOutfit, QuarterTurns } from '../model/state.ts';
import { captainAt, changeCredits, emit } from './effects.ts';
import { outfitCells } from './hold.ts';
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
 * Moves outfits and cubes into the captain's new hold (XB-SHIPBUY-02, GAP-XB-12): outfits stay
 * where they fit, else move, else are sold at their sale price (markers on them go to Disarmed);
 * cubes stay where they fit, else take the first free cell, else are jettisoned on the ship's space.
 */
export function refit(ctx: Ctx, seat: SeatId): void {
  const captain = captainAt(ctx, seat);
  if (!captain.ship) return;
  const cells = ctx.content.holdCells(captain.ship);
  const outfits: PlacedOutfit[] = captain.hold.outfits.map((o) => ({
    uid: o.uid,
    kind: o.kind,
    at: [o.at[0], o.at[1]],
    turns: o.turns,
  }));
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
  const filled = new Set(kept.flatMap((o) => outfitCells(ctx.content, o).map(cellKey)));
  const inHold = new Set(cells.map(cellKey));
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
  for (const item of others) {
    const placed = restow(item, cells, filled);
    if (placed) cargo.push(placed);
    else loseCargo(ctx, seat, item, 'refit');
  }
  const free = cells.filter((c) => !filled.has(cellKey(c)));
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
