/**
 * Cargo cubes in the Action Phase: buying on a Buy space and selling on a Sell space (actions,
 * XB-CARGO-08, XB-CARGO-09, XB-FAME-05), jettisoning and collecting (Minor, XB-CARGO-10,
 * XB-CARGO-11). Cubes come from and go back to the common supply (GAP-XB-20), one per free hold
 * cell (XB-CARGO-01).
 */
import type { RuleError, SeatId } from '@drift/engine';
import { hexKey } from '@drift/engine/hex';
import {
  countExtraCube,
  extraColours,
  extraRefusal,
  paySaleBonus,
} from '../campaign/upgrades/trade.ts';
import type { CubeColour, SpaceDef } from '../content/schema.ts';
import { eventModifier } from '../elements/a-events/hooks.ts';
import { produceOnSale, releaseStock, stockRefusal } from '../elements/c-economy/index.ts';
import { loseCargo } from '../elements/e-worlds/cargo.ts';
import { streamlinedTradeFame } from '../elements/g-streamlines/trade.ts';
import { elementOn } from '../elements/switches.ts';
import { cargoCells, covers, isCube } from '../model/cargo-cells.ts';
import { CUBE_COLOURS } from '../model/cubes.ts';
import { sameCell } from '../model/grid.ts';
import type { CargoItem } from '../model/state.ts';
import { captainAt, changeCredits, emit, gainFame } from './effects.ts';
import { actionGuard, captainOf, minorGuard } from './guards.ts';
import { freeCells } from './hold.ts';
import { formatCredits } from './money.ts';
import { actingHex, endMove } from './movement.ts';
import { type Ctx, draftQuery, type Query, type Rule } from './rule.ts';
import { skillBonus } from './titles.ts';

/** Cubes named by a SellCubes command, colour by colour. */
type CubeCounts = Partial<Record<CubeColour, number>>;

/** Cubes named by a BuyCubes command: 1 or 2 in all (GAP-XB-15). */
type Purchase = Partial<Record<CubeColour, 1 | 2>>;

/** The space the captain acts on (its own, or one paid for with 2 movement), if it has features. */
export function actingSpace(q: Query): SpaceDef | null {
  const at = actingHex(q);
  return at ? (q.board.info(at)?.space ?? null) : null;
}

function cubes(count: number): string {
  return count === 1 ? '1 cube' : `${count} cubes`;
}

function credits(amount: number): string {
  return formatCredits(amount);
}

/**
 * Takes up to `count` cubes of a colour from the supply into the hold, each on the first free
 * cell in reading order (Drift's choice: the captain rearranges in the Business Phase). Returns
 * how many were stowed; the caller has checked the room and the supply.
 */
export function gainCubes(
  ctx: Ctx,
  seat: SeatId,
  colour: CubeColour,
  count: number,
  via: string,
): number {
  const captain = captainAt(ctx, seat);
  const room = freeCells(ctx.content, captain);
  const n = Math.min(count, room.length, ctx.s.supply.cubes[colour]);
  if (n <= 0) return 0;
  ctx.s.supply.cubes[colour] -= n;
  for (const cell of room.slice(0, n)) {
    captain.hold.cargo.push({ kind: 'cube', colour, at: [cell[0], cell[1]] });
  }
  emit(ctx, { type: 'CubesGained', seat, colour, count: n, via });
  return n;
}

/** How many cubes of each colour the captain holds. */
function heldCounts(cargo: readonly CargoItem[]): Record<CubeColour, number> {
  const held: Record<CubeColour, number> = { spice: 0, holo: 0, terra: 0, plasma: 0, cyber: 0 };
  for (const cube of cargo) if (cube.kind === 'cube') held[cube.colour] += 1;
  return held;
}

/** `n` cubes of one colour. */
function one(colour: CubeColour, n: 1 | 2): Purchase {
  const p: Purchase = {};
  p[colour] = n;
  return p;
}

/**
 * Every purchase a space selling `buy` offers: each colour alone, each colour twice, and each
 * pair of two different colours (XB-CARGO-07: a space selling several colours sells a mixed
 * pair). At most 20 commands, on a space selling all five.
 */
function purchases(buy: readonly CubeColour[]): Purchase[] {
  const out: Purchase[] = [];
  const colours = CUBE_COLOURS.filter((c) => buy.includes(c));
  for (let i = 0; i < colours.length; i++) {
    const a = colours[i] as CubeColour;
    out.push(one(a, 1), one(a, 2));
    for (let j = i + 1; j < colours.length; j++) {
      const pair = one(a, 1);
      pair[colours[j] as CubeColour] = 1;
      out.push(pair);
    }
  }
  return out;
}

/** Why the supply cannot provide a purchase (GAP-XB-20), if it cannot. */
function supplyRefusal(q: Query, list: readonly [CubeColour, number][]): RuleError | undefined {
  for (const [colour, n] of list) {
    const left = q.state.supply.cubes[colour];
    if (left === 0)
      return { code: 'SupplyEmpty', message: `No ${colour} cubes are left in the supply.` };
    if (left < n) {
      return {
        code: 'SupplyShort',
        message: `Only ${cubes(left)} of ${colour} left in the supply: buy 1.`,
      };
    }
  }
  return undefined;
}

/**
 * BuyCubes: 1 or 2 cubes, of one colour or two, for the pair price, on a space selling every
 * colour named (XB-CARGO-08, XB-CARGO-07, GAP-XB-15).
 */
export const buyCubes: Rule<'BuyCubes'> = {
  where: { phases: ['Action'] },
  candidates(q) {
    if (actionGuard(q)) return [];
    const buy = actingSpace(q)?.buy;
    if (!buy) return [];
    return purchases(buy).flatMap((cubes) => {
      const plain = { type: 'BuyCubes' as const, cubes };
      // XC-UPG-11: with the Trade track, the same Buy with an extra cube of a colour bought.
      return [plain, ...extraColours(q, entries(cubes)).map((extra) => ({ ...plain, extra }))];
    });
  },
  check(q, { cubes: wanted, extra }) {
    const guard = actionGuard(q);
    if (guard) return guard;
    const buy = actingSpace(q)?.buy;
    if (!buy) return { code: 'NotOnBuySpace', message: 'Nothing is for sale on this space.' };
    const list = entries(wanted);
    const count = list.reduce((n, [, k]) => n + k, 0);
    if (count < 1 || count > 2) {
      return {
        code: 'BadCount',
        message: 'One purchase buys 1 or 2 cubes, of one colour or two.',
      };
    }
    for (const [colour, n] of list) {
      if (n !== 1 && n !== 2)
        return { code: 'BadCount', message: 'Name 1 or 2 cubes of a colour.' };
      if (!buy.includes(colour)) {
        return {
          code: 'NotOnBuySpace',
          message: `No ${colour} is for sale here; this space sells ${buy.join(', ')}.`,
        };
      }
    }
    const captain = captainOf(q);
    const price = q.content.pack.info.prices.cubePair;
    if (captain.credits < price) {
      return {
        code: 'NotEnoughCredits',
        message: `A pair of cubes costs ${credits(price)}; you have ${credits(captain.credits)}.`,
      };
    }
    // XE-ECON-02: with the Economy Board, cubes are bought from its stock, not the supply.
    const short = elementOn(q.state, 'C') ? stockRefusal(q.state, list) : supplyRefusal(q, list);
    if (short) return short;
    const room = freeCells(q.content, captain).length;
    if (room < count) {
      return {
        code: 'HoldFull',
        message:
          room === 0
            ? 'Your hold has no free space for a cube.'
            : `Your hold has room for only ${cubes(room)}.`,
      };
    }
    return extra === undefined ? undefined : extraRefusal(q, list, extra); // XC-UPG-11
  },
  run(ctx, { cubes: wanted, extra }) {
    endMove(ctx);
    const list = entries(wanted);
    const what = list.map(([colour, n]) => `${n} ${colour}`).join(' and ');
    // GAP-XB-15: the price is per pair; a pair taken as a single cube costs the same.
    changeCredits(ctx, ctx.seat, -ctx.content.pack.info.prices.cubePair, `bought ${what}`);
    for (const [colour, n] of list) {
      if (elementOn(ctx.s, 'C')) releaseStock(ctx, ctx.seat, colour, n); // XE-ECON-02
      gainCubes(ctx, ctx.seat, colour, n, 'buy');
    }
    if (extra !== undefined) {
      // XC-UPG-11, GAP-XC-06: from the general supply, never the Economy Board.
      countExtraCube(ctx);
      gainCubes(ctx, ctx.seat, extra, 1, 'Trade upgrade');
    }
  },
};

/** Every non-empty multiset of held cubes whose colours `sell` accepts. */
function sellable(held: Record<CubeColour, number>, sell: readonly CubeColour[]): CubeCounts[] {
  let out: CubeCounts[] = [{}];
  for (const colour of CUBE_COLOURS) {
    if (!sell.includes(colour) || held[colour] === 0) continue;
    out = out.flatMap((partial) =>
      Array.from({ length: held[colour] + 1 }, (_, n) =>
        n === 0 ? partial : { ...partial, [colour]: n },
      ),
    );
  }
  return out.filter((c) => Object.keys(c).length > 0);
}

/** The command's counts as plain entries, in colour order. */
function entries(counts: CubeCounts): [CubeColour, number][] {
  return CUBE_COLOURS.flatMap((colour): [CubeColour, number][] => {
    const n = counts[colour];
    return n === undefined ? [] : [[colour, n]];
  });
}

/** SellCubes: any held cubes the space buys, at the sale price each (XB-CARGO-09, XB-FAME-05). */
export const sellCubes: Rule<'SellCubes'> = {
  where: { phases: ['Action'] },
  candidates(q) {
    if (actionGuard(q)) return [];
    const sell = actingSpace(q)?.sell;
    if (!sell) return [];
    return sellable(heldCounts(captainOf(q).hold.cargo), sell).map((cubes) => ({
      type: 'SellCubes' as const,
      cubes,
    }));
  },
  check(q, { cubes: wanted }) {
    const guard = actionGuard(q);
    if (guard) return guard;
    const sell = actingSpace(q)?.sell;
    if (!sell) return { code: 'NotOnSellSpace', message: 'Nobody buys cubes on this space.' };
    const list = entries(wanted);
    if (list.length === 0) return { code: 'NoCubes', message: 'Name at least one cube to sell.' };
    const held = heldCounts(captainOf(q).hold.cargo);
    for (const [colour, n] of list) {
      if (!Number.isInteger(n) || n < 1)
        return { code: 'BadCount', message: 'Sell a whole number of cubes, at least 1.' };
      if (!sell.includes(colour)) {
        return {
          code: 'NotOnSellSpace',
          message: `Nobody buys ${colour} here; this space buys ${sell.join(', ')}.`,
        };
      }
      if (held[colour] < n) {
        return {
          code: 'NoCubes',
          message: `You hold ${held[colour] === 0 ? 'no' : `only ${held[colour]}`} ${colour}.`,
        };
      }
    }
    return undefined;
  },
  run(ctx, { cubes: wanted }) {
    // XE-ECON-04: with the Economy Board, the market sold to produces; read before the move ends.
    const market = elementOn(ctx.s, 'C') ? actingHex(draftQuery(ctx)) : null;
    endMove(ctx);
    const seat = ctx.seat;
    const captain = captainAt(ctx, seat);
    const before = captain.hold.cargo.filter(isCube).length; // Ember and Relics are no part of it (element E)
    const sold: CubeCounts = {};
    let total = 0;
    for (const [colour, n] of entries(wanted)) {
      let left = n;
      captain.hold.cargo = captain.hold.cargo.filter((c) => {
        if (left > 0 && c.kind === 'cube' && c.colour === colour) {
          left--;
          return false;
        }
        return true;
      });
      ctx.s.supply.cubes[colour] += n;
      sold[colour] = n;
      total += n;
    }
    // XB-CARGO-09: a set price per cube, plus a pending ability boost (spent now) and Title skill.
    const each = Math.max(
      0,
      ctx.content.pack.info.prices.cubeSale +
        ctx.s.turn.boosts.saleBonus +
        skillBonus(ctx.content, captain, 'saleBonus') +
        eventModifier(ctx.s, 'salePrice'), // XE-EVENT-03
    );
    ctx.s.turn.boosts.saleBonus = 0;
    captain.record.cubesSold += total;
    captain.record.cubesSoldThisTurn += total;
    emit(ctx, { type: 'CubesSold', seat, cubes: sold, credits: total * each });
    changeCredits(ctx, seat, total * each, `sold ${cubes(total)}`);
    paySaleBonus(ctx, seat); // XC-UPG-11
    if (market) produceOnSale(ctx, seat, market, total);
    // XB-FAME-05: the whole hold, at least 2 cubes, in one sale; XE-RULE-04 with element G.
    const fame = elementOn(ctx.s, 'G')
      ? streamlinedTradeFame(
          total,
          captain.hold.cargo.flatMap((c) => (c.kind === 'cube' ? [c] : [])),
          actingSpace(draftQuery(ctx))?.sell ?? [],
        )
      : before >= 2 && !captain.hold.cargo.some(isCube);
    if (fame) gainFame(ctx, seat, 1, 'trade');
  },
};

/** Jettison (Minor): one cube from the hold onto the ship's space (XB-CARGO-10). */
export const jettison: Rule<'Jettison'> = {
  where: { phases: ['Action'] },
  candidates(q) {
    if (minorGuard(q)) return [];
    // Any cell of an item names it: a Relic's two alike (element E).
    return captainOf(q).hold.cargo.flatMap((c) =>
      cargoCells(c).map((at) => ({ type: 'Jettison' as const, at })),
    );
  },
  check(q, { at }) {
    const guard = minorGuard(q);
    if (guard) return guard;
    if (!captainOf(q).hold.cargo.some((c) => covers(c, at)))
      return { code: 'NoCubeThere', message: 'There is no cube in that hold space.' };
    return undefined;
  },
  run(ctx, { at }) {
    const seat = ctx.seat;
    const captain = captainAt(ctx, seat);
    const cube = captain.hold.cargo.find((c) => covers(c, at));
    const where = captain.at;
    if (!cube || !where) return;
    if (cube.kind !== 'cube') {
      loseCargo(ctx, seat, cube, 'jettisoned'); // element E: XE-RELIC-01, XE-RELIC-02
      return;
    }
    const colour = cube.colour;
    captain.hold.cargo = captain.hold.cargo.filter((c) => !sameCell(c.at, at));
    const key = hexKey(where);
    ctx.s.board.cubes[key] = [...(ctx.s.board.cubes[key] ?? []), colour];
    emit(ctx, { type: 'CubesDropped', seat, at: { q: where.q, r: where.r }, cubes: [colour] });
  },
};

/** Cubes lying on the captain's own space. */
function lying(q: Query): readonly CubeColour[] {
  const at = captainOf(q).at;
  return at ? (q.state.board.cubes[hexKey(at)] ?? []) : [];
}

/** CollectCubes (Minor): the cubes lying on the ship's space, as many as fit (XB-CARGO-11). */
export const collectCubes: Rule<'CollectCubes'> = {
  where: { phases: ['Action'] },
  candidates: () => [{ type: 'CollectCubes' }],
  check(q) {
    const guard = minorGuard(q);
    if (guard) return guard;
    if (lying(q).length === 0) return { code: 'NoCubes', message: 'No cubes lie on your space.' };
    if (freeCells(q.content, captainOf(q)).length === 0)
      return { code: 'HoldFull', message: 'Your hold has no free space for a cube.' };
    return undefined;
  },
  run(ctx) {
    const seat = ctx.seat;
    const captain = captainAt(ctx, seat);
    const where = captain.at;
    if (!where) return;
    const key = hexKey(where);
    const room = freeCells(ctx.content, captain);
    const there = [...(ctx.s.board.cubes[key] ?? [])];
    // In the order they lie; what finds no free cell stays on the space.
    const taken = there.slice(0, room.length);
    const left = there.slice(room.length);
    taken.forEach((colour, i) => {
      const cell = room[i];
      if (cell) captain.hold.cargo.push({ kind: 'cube', colour, at: [cell[0], cell[1]] });
    });
    if (left.length > 0) ctx.s.board.cubes[key] = left;
    else delete ctx.s.board.cubes[key];
    emit(ctx, { type: 'CubesCollected', seat, at: { q: where.q, r: where.r }, cubes: taken });
  },
};
