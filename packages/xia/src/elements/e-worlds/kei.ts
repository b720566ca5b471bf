/**
 * Kei's trade space with the Economy Board (XE-ECON-09, elements C and E): an action placing
 * hold cubes on their board sections, then taking as many cubes from the board, of no type
 * placed in this trade. GAP-XE-06: at least 1 cube is placed; a section may not go past 6; a
 * section in demand pays its 1,000 bonus once, to the placer. Ember and Relics are no cubes of
 * the board (GAP-XE-03).
 */
import type { RuleError } from '@drift/engine';
import type { CubeColour } from '../../content/schema.ts';
import { CUBE_COLOURS } from '../../model/cubes.ts';
import { actingSpace } from '../../rules/cargo.ts';
import { captainAt, changeCredits, emit } from '../../rules/effects.ts';
import { actionGuard, captainOf } from '../../rules/guards.ts';
import { freeCells } from '../../rules/hold.ts';
import { endMove } from '../../rules/movement.ts';
import type { Query, Rule } from '../../rules/rule.ts';
import { STOCK_MAX } from '../c-economy/index.ts';
import { elementOn } from '../switches.ts';

type Counts = Partial<Record<CubeColour, number>>;

function list(c: Counts): [CubeColour, number][] {
  return CUBE_COLOURS.flatMap((k): [CubeColour, number][] => {
    const n = c[k];
    return n === undefined ? [] : [[k, n]];
  });
}

function total(c: Counts): number {
  return list(c).reduce((s, [, n]) => s + n, 0);
}

function held(q: Query, colour: CubeColour): number {
  return captainOf(q).hold.cargo.filter((c) => c.kind === 'cube' && c.colour === colour).length;
}

function refusal(q: Query, give: Counts, take: Counts): RuleError | undefined {
  const guard = actionGuard(q);
  if (guard) return guard;
  const economy = q.state.economy;
  if (!economy || !elementOn(q.state, 'E') || !actingSpace(q)?.keiTrade)
    return {
      code: 'NotOnTradeSpace',
      message: "Trade on Kei's trade space, with the Economy Board.",
    };
  const gave = list(give);
  if (gave.length === 0)
    return { code: 'NoCubes', message: 'Place at least one cube on the Economy Board.' };
  if (total(give) !== total(take))
    return { code: 'UnevenTrade', message: 'Take as many cubes as you place.' };
  for (const [colour, n] of gave) {
    if (held(q, colour) < n) return { code: 'NoCubes', message: `You hold too few ${colour}.` };
    if (economy.stock[colour] + n > STOCK_MAX)
      return {
        code: 'SectionFull',
        message: `The ${colour} section holds at most ${STOCK_MAX} cubes.`,
      };
  }
  for (const [colour, n] of list(take)) {
    if (give[colour] !== undefined)
      return {
        code: 'PlacedType',
        message: `You placed ${colour} in this trade, so you cannot take it.`,
      };
    if (economy.stock[colour] < n)
      return {
        code: 'StockShort',
        message: `The board has only ${economy.stock[colour]} ${colour}.`,
      };
  }
  return undefined;
}

/** Every way to split `total` among `colours`, each at most its limit. */
function splits(
  colours: readonly CubeColour[],
  limit: (c: CubeColour) => number,
  total: number,
): Counts[] {
  const [first, ...rest] = colours;
  if (first === undefined) return total === 0 ? [{}] : [];
  const out: Counts[] = [];
  for (let n = 0; n <= Math.min(total, limit(first)); n++)
    for (const tail of splits(rest, limit, total - n))
      out.push(n > 0 ? { [first]: n, ...tail } : tail);
  return out;
}

/** Every trade the rules allow here: each placing that fits the board, each taking of its size. */
function offers(q: Query): { give: Counts; take: Counts }[] {
  const economy = q.state.economy;
  if (!economy) return [];
  const room = (c: CubeColour) => Math.min(held(q, c), STOCK_MAX - economy.stock[c]);
  const most = CUBE_COLOURS.reduce((n, c) => n + room(c), 0);
  const out: { give: Counts; take: Counts }[] = [];
  for (let size = 1; size <= most; size++)
    for (const give of splits(CUBE_COLOURS, room, size)) {
      const others = CUBE_COLOURS.filter((c) => give[c] === undefined);
      for (const take of splits(others, (c) => economy.stock[c], size)) out.push({ give, take });
    }
  return out;
}

export const keiTrade: Rule<'KeiTrade'> = {
  where: { phases: ['Action'] },
  candidates(q) {
    if (!q.state.economy || !elementOn(q.state, 'E') || actionGuard(q)) return [];
    if (!actingSpace(q)?.keiTrade) return [];
    return offers(q).map((o) => ({ type: 'KeiTrade' as const, ...o }));
  },
  check: (q, { give, take }) => refusal(q, give, take),
  run(ctx, { give, take }) {
    endMove(ctx);
    const seat = ctx.seat;
    const captain = captainAt(ctx, seat);
    const economy = ctx.s.economy;
    if (!economy) return;
    let demand = 0;
    for (const [colour, n] of list(give)) {
      let left = n;
      captain.hold.cargo = captain.hold.cargo.filter((c) => {
        if (left > 0 && c.kind === 'cube' && c.colour === colour) {
          left -= 1;
          return false;
        }
        return true;
      });
      economy.stock[colour] += n;
      const bonus = economy.demand[colour];
      if (bonus > 0) {
        economy.demand[colour] = 0;
        demand += bonus;
        emit(ctx, { type: 'DemandCollected', seat, colour, amount: bonus });
        changeCredits(ctx, seat, bonus, `${colour} demand`);
      }
    }
    for (const [colour, n] of list(take)) {
      economy.stock[colour] -= n;
      const room = freeCells(ctx.content, captain);
      for (const cell of room.slice(0, n))
        captain.hold.cargo.push({ kind: 'cube', colour, at: [cell[0], cell[1]] });
    }
    emit(ctx, { type: 'KeiTraded', seat, gave: { ...give }, took: { ...take }, demand });
  },
};
