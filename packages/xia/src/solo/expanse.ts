/**
 * The System Expanse (XS-EXPN-01, GAP-XS-10): after each player turn, before the NPCs act, a
 * sector is revealed at an empty position sharing an edge with the most placed sectors. The
 * player picks the position among the tied ones and the placed neighbour whose edge symbol the
 * new sector matches (only that edge, as when exploring, XB-SECT-02); a single choice is taken
 * at once. A position is offered only when a tile left in the stack can match it. An opponent
 * whose home appears spawns, is seated, and plays its turn this round.
 */
import {
  directionBetween,
  frontier,
  hexEquals,
  hexKey,
  sideSymbol,
  type TileSymbols,
} from '@drift/engine/hex';
import type { ExpanseOption } from '../model/prompts.ts';
import { emit } from '../rules/effects.ts';
import { fittingRotations, type Opening, revealSector } from '../rules/exploration.ts';
import { promptGuard } from '../rules/guards.ts';
import type { Ctx, Query, Rule } from '../rules/rule.ts';
import { PLAYER } from './seating.ts';

type Table = Pick<Query, 'state' | 'content'>;

/** The opening of an option: the placed neighbour, its side facing the empty slot, the slot. */
function openingOf(t: Table, option: Pick<ExpanseOption, 'slot' | 'from'>): Opening | undefined {
  const anchor = t.state.board.sectors.find((s) => hexEquals(s.slot, option.from));
  const side = directionBetween(option.from, option.slot);
  return anchor && side !== undefined ? { anchor, side, slot: option.slot } : undefined;
}

/**
 * Every choice the Expanse offers now: the edges of placed sectors facing an empty position
 * that touches the most placed sectors, among positions a tile left in the stack can match.
 */
export function expanseOptions(t: Table): ExpanseOption[] {
  const sides = frontier(t.state.board.sectors.map((s) => s.slot));
  const touching = new Map<string, number>();
  for (const side of sides)
    touching.set(hexKey(side.emptySlot), (touching.get(hexKey(side.emptySlot)) ?? 0) + 1);
  const deck = t.state.decks.sectors;
  const fitting = sides.filter((side) => {
    const opening = openingOf(t, { slot: side.emptySlot, from: side.slot });
    return (
      opening !== undefined &&
      deck.some((id) => fittingRotations(t.content, opening, id).length > 0)
    );
  });
  const most = Math.max(0, ...fitting.map((side) => touching.get(hexKey(side.emptySlot)) ?? 0));
  return fitting
    .filter((side) => touching.get(hexKey(side.emptySlot)) === most)
    .map((side) => {
      const anchor = t.state.board.sectors.find((s) => hexEquals(s.slot, side.slot));
      const edges = anchor ? (t.content.sector(anchor.id).edges as TileSymbols) : undefined;
      return {
        slot: { q: side.emptySlot.q, r: side.emptySlot.r },
        from: { q: side.slot.q, r: side.slot.r },
        symbol: anchor && edges ? sideSymbol(edges, anchor.rotation, side.side) : '',
      };
    });
}

/** Reveals the sector for the chosen position and edge (a PlaceSector prompt if it turns). */
function reveal(ctx: Ctx, option: ExpanseOption): void {
  const opening = openingOf({ state: ctx.s, content: ctx.content }, option);
  if (!opening) return;
  emit(ctx, {
    type: 'SystemExpanse',
    slot: { q: option.slot.q, r: option.slot.r },
    from: { q: option.from.q, r: option.from.r },
    beside: opening.anchor.id,
    symbol: option.symbol,
  });
  revealSector(ctx, PLAYER, opening, null, true);
}

/** Begins the Expanse: reveals a sector, or leaves the player a prompt to choose where. */
export function startExpanse(ctx: Ctx): void {
  const options = expanseOptions({ state: ctx.s, content: ctx.content });
  const [only, ...others] = options;
  if (only === undefined) {
    emit(ctx, { type: 'ExpanseSkipped' });
    return;
  }
  if (others.length === 0) reveal(ctx, only);
  else ctx.s.prompts.push({ kind: 'ChooseExpanse', seat: PLAYER, options });
}

function sameOption(a: Pick<ExpanseOption, 'slot' | 'from'>, b: ExpanseOption): boolean {
  return hexEquals(a.slot, b.slot) && hexEquals(a.from, b.from);
}

/** ChooseExpanse: the position and the neighbour's edge the Expanse's sector matches. */
export const chooseExpanse: Rule<'ChooseExpanse'> = {
  where: { prompts: ['ChooseExpanse'] },
  candidates(q) {
    const { prompt } = promptGuard(q, 'ChooseExpanse');
    if (!prompt) return [];
    return prompt.options.map((o) => ({
      type: 'ChooseExpanse' as const,
      slot: o.slot,
      from: o.from,
    }));
  },
  check(q, choice) {
    const { error, prompt } = promptGuard(q, 'ChooseExpanse');
    if (error) return error;
    if (!prompt.options.some((o) => sameOption(choice, o)))
      return {
        code: 'BadExpanse',
        message:
          'Choose one of the offered positions and the neighbouring sector whose edge it matches.',
      };
    return undefined;
  },
  run(ctx, choice) {
    const prompt = ctx.s.prompts.pop();
    if (prompt?.kind !== 'ChooseExpanse') return;
    const option = prompt.options.find((o) => sameOption(choice, o));
    if (option) reveal(ctx, option);
  },
};
