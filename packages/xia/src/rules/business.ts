/**
 * The Business Phase on a planet, besides outfits (outfits.ts): recharging, repairing,
 * rearranging cargo, buying the next ship and buying Fame (XB-BIZ-01, XB-BIZ-02).
 */
import type { RuleError, SeatId } from '@drift/engine';
import { hexKey } from '@drift/engine/hex';
import { castDraft } from 'mutative';
import type { CubeColour } from '../content/schema.ts';
import type { Content } from '../model/content.ts';
import { cellKey, sameCell } from '../model/grid.ts';
import type { Captain, CargoCube, Cell, PlacedOutfit, QuarterTurns } from '../model/state.ts';
import { captainAt, changeCredits, changeEnergy, emit, energyMax, gainFame } from './effects.ts';
import { captainOf, phaseGuard } from './guards.ts';
import { freeCells, outfitCells } from './hold.ts';
import type { Ctx, Query, Rule } from './rule.ts';
import { skillBonus } from './titles.ts';

function credits(amount: number): string {
  return amount.toLocaleString('en-US');
}

function short(price: number, have: number, what: string): RuleError {
  return {
    code: 'NotEnoughCredits',
    message: `${what} costs ${credits(price)}; you have ${credits(have)}.`,
  };
}

function tierOf(q: Pick<Query, 'content'>, captain: Captain): number {
  return captain.ship ? q.content.ship(captain.ship).tier : 0;
}

/** Recharge: Energy to the maximum, free (XB-ENRG-02). */
export const recharge: Rule<'Recharge'> = {
  candidates: () => [{ type: 'Recharge' }],
  check(q) {
    const guard = phaseGuard(q, 'Business');
    if (guard) return guard;
    const captain = captainOf(q);
    if (captain.energy >= energyMax(q.content, captain))
      return { code: 'NothingToDo', message: 'Your Energy is already full.' };
    return undefined;
  },
  run(ctx) {
    // XB-ENRG-02: free, up to the maximum.
    const captain = captainAt(ctx, ctx.seat);
    changeEnergy(ctx, ctx.seat, energyMax(ctx.content, captain) - captain.energy, 'recharged');
  },
};

/** What a repair costs this captain: by ship tier, less any Title discount, never below 0 (XB-HOLD-04). */
export function repairPrice(q: Pick<Query, 'content'>, captain: Captain): number {
  const [t1, t2, t3] = q.content.pack.info.prices.repair;
  const base = [t1, t2, t3][tierOf(q, captain) - 1] ?? t1;
  return Math.max(0, base - skillBonus(q.content, captain, 'repairDiscount'));
}

/** Repair: every damage marker removed for the tier price (XB-HOLD-04). */
export const repair: Rule<'Repair'> = {
  candidates: () => [{ type: 'Repair' }],
  check(q) {
    const guard = phaseGuard(q, 'Business');
    if (guard) return guard;
    const captain = captainOf(q);
    if (captain.hold.damage.length === 0)
      return { code: 'NoDamage', message: 'Your ship has no damage to repair.' };
    const price = repairPrice(q, captain);
    if (captain.credits < price) return short(price, captain.credits, 'A repair');
    return undefined;
  },
  run(ctx) {
    const seat = ctx.seat;
    const captain = captainAt(ctx, seat);
    const price = repairPrice(ctx, captain);
    if (price > 0) changeCredits(ctx, seat, -price, 'repaired the ship');
    const removed = captain.hold.damage.length;
    captain.hold.damage = [];
    emit(ctx, { type: 'Repaired', seat, removed });
  },
};

/** MoveCargo: one cube to another free hold space (XB-OUTF-05). */
export const moveCargo: Rule<'MoveCargo'> = {
  candidates(q) {
    if (phaseGuard(q, 'Business')) return [];
    const captain = captainOf(q);
    const free = freeCells(q.content, captain);
    return captain.hold.cargo.flatMap((c) =>
      free.map((to) => ({
        type: 'MoveCargo' as const,
        from: [c.at[0], c.at[1]] as Cell,
        to: [to[0], to[1]] as Cell,
      })),
    );
  },
  check(q, { from, to }) {
    const guard = phaseGuard(q, 'Business');
    if (guard) return guard;
    const captain = captainOf(q);
    if (!captain.hold.cargo.some((c) => sameCell(c.at, from)))
      return { code: 'NoCubeThere', message: 'There is no cube in that hold space.' };
    // XB-OUTF-05: rearranging is free; a cube goes to an empty, undamaged space.
    if (!freeCells(q.content, captain).some((c) => sameCell(c, to))) {
      return {
        code: 'CellNotFree',
        message: 'A cube can only go to an empty, undamaged space of your hold.',
      };
    }
    return undefined;
  },
  run(ctx, { from, to }) {
    const captain = captainAt(ctx, ctx.seat);
    captain.hold.cargo = captain.hold.cargo.map((c) =>
      sameCell(c.at, from) ? { kind: c.kind, colour: c.colour, at: [to[0], to[1]] } : c,
    );
    emit(ctx, {
      type: 'CargoMoved',
      seat: ctx.seat,
      from: [from[0], from[1]],
      to: [to[0], to[1]],
    });
  },
};

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
function refit(ctx: Ctx, seat: SeatId): void {
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
  const cargo: CargoCube[] = [];
  const homeless: CargoCube[] = [];
  for (const c of captain.hold.cargo) {
    const key = cellKey(c.at);
    const cube: CargoCube = { kind: 'cube', colour: c.colour, at: [c.at[0], c.at[1]] };
    if (inHold.has(key) && !filled.has(key)) {
      filled.add(key);
      cargo.push(cube);
    } else homeless.push(cube);
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

/** Ships another captain flies are taken: each ship mat exists once. */
function takenBy(q: Query, ship: string): boolean {
  return q.state.captains.some((c) => c.seat !== q.seat && c.ship === ship);
}

/** BuyShip: the next tier up, keeping what transfers (XB-SHIPBUY-01, XB-SHIPBUY-02, XB-FAME-06). */
export const buyShip: Rule<'BuyShip'> = {
  candidates(q) {
    if (phaseGuard(q, 'Business')) return [];
    const next = tierOf(q, captainOf(q)) + 1;
    return q.content.pack.ships
      .filter((s) => s.tier === next && !takenBy(q, s.id))
      .map((s) => ({ type: 'BuyShip' as const, ship: s.id }));
  },
  check(q, { ship }) {
    const guard = phaseGuard(q, 'Business');
    if (guard) return guard;
    const def = q.content.pack.ships.find((s) => s.id === ship);
    if (!def) return { code: 'UnknownShip', message: `There is no ship "${ship}".` };
    const captain = captainOf(q);
    const tier = tierOf(q, captain);
    // XB-SHIPBUY-01, GAP-XB-12: exactly one tier up per purchase.
    if (def.tier !== tier + 1) {
      return {
        code: 'NotNextTier',
        message:
          tier >= 3
            ? 'Your ship is already of the highest tier.'
            : `You can only buy a Tier ${tier + 1} ship; ${def.name} is Tier ${def.tier}.`,
      };
    }
    if (takenBy(q, ship))
      return { code: 'ShipTaken', message: `Another captain already flies the ${def.name}.` };
    if (captain.credits < def.price) return short(def.price, captain.credits, def.name);
    return undefined;
  },
  run(ctx, { ship }) {
    const seat = ctx.seat;
    const def = ctx.content.ship(ship);
    changeCredits(ctx, seat, -def.price, `bought the ${def.name}`);
    const captain = captainAt(ctx, seat);
    captain.ship = ship;
    emit(ctx, { type: 'ShipBought', seat, ship });
    // XB-SHIP-04: ability cards carry over, and the new ship's card joins them.
    if (!captain.abilities.some((a) => a.id === def.ability))
      captain.abilities.push({ id: def.ability, exhausted: false });
    // XB-SHIPBUY-02, XB-BNTY-05: damage and Bounty stay with the old ship.
    captain.hold.damage = [];
    if (captain.bounty > 0) {
      const cleared = captain.bounty;
      captain.bounty = 0;
      emit(ctx, { type: 'BountyChanged', seat, amount: -cleared, reason: 'new ship', bounty: 0 });
    }
    refit(ctx, seat);
    // Drift's decision: a new ship comes with a full Energy meter, as at setup (XB-SETUP-12).
    changeEnergy(ctx, seat, energyMax(ctx.content, captain) - captain.energy, 'new ship');
    gainFame(ctx, seat, 1, 'ship'); // XB-FAME-06
  },
};

/** BuyFame: 1 Fame for the pack price, never the winning point (XB-BIZ-02, XB-FAME-07). */
export const buyFame: Rule<'BuyFame'> = {
  candidates: () => [{ type: 'BuyFame' }],
  check(q) {
    const guard = phaseGuard(q, 'Business');
    if (guard) return guard;
    const captain = captainOf(q);
    // XB-BIZ-02, XB-FAME-07: the point that would reach the target cannot be bought.
    if (captain.fame + 1 >= q.state.fameTarget) {
      return {
        code: 'WinningPointNotForSale',
        message: `The Fame point that reaches ${q.state.fameTarget} must be earned, not bought.`,
      };
    }
    const price = q.content.pack.info.prices.fame;
    if (captain.credits < price) return short(price, captain.credits, 'A Fame point');
    return undefined;
  },
  run(ctx) {
    changeCredits(ctx, ctx.seat, -ctx.content.pack.info.prices.fame, 'bought Fame');
    gainFame(ctx, ctx.seat, 1, 'wealth');
  },
};
