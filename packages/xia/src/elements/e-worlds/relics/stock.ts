/**
 * A Dead World's Relic stack (XE-DEAD-03): when its sector is revealed (or starts on the board),
 * its stack space gets the printed number of Relics from the top of the face-down pool. A short
 * pool stocks what it has (Drift's decision; 15 Relics cover the 7 of our two Dead Worlds).
 */
import { type Hex, hexKey, localToBoard } from '@drift/engine/hex';
import type { Content } from '../../../model/content.ts';
import type { PlacedSector } from '../../../model/state.ts';
import { emit } from '../../../rules/effects.ts';
import type { Ctx } from '../../../rules/rule.ts';
import type { WorldsState } from '../state.ts';

/** The Relic stack spaces of a placed sector and the number each takes. */
export function stackSpaces(content: Content, placed: PlacedSector): [Hex, number][] {
  return content
    .sector(placed.id)
    .spaces.flatMap((s) =>
      s.relics === undefined ? [] : [[localToBoard({ q: s.at[0], r: s.at[1] }, placed), s.relics]],
    );
}

/** Stocks the stacks of a sector from the pool, in a plain worlds state (setup or a draft). */
export function stockFrom(
  content: Content,
  worlds: { relicPool: string[]; relicStacks: Record<string, string[]> },
  placed: PlacedSector,
): [Hex, number][] {
  const stocked: [Hex, number][] = [];
  for (const [h, n] of stackSpaces(content, placed)) {
    const taken = worlds.relicPool.slice(0, n);
    worlds.relicPool = worlds.relicPool.slice(taken.length);
    worlds.relicStacks[hexKey(h)] = taken;
    stocked.push([h, taken.length]);
  }
  return stocked;
}

/** A revealed sector's stacks stocked, in a rule's draft. */
export function stockRelics(ctx: Ctx, placed: PlacedSector): void {
  const worlds = ctx.s.worlds as
    | (WorldsState & { relicPool: string[]; relicStacks: Record<string, string[]> })
    | undefined;
  if (!worlds) return;
  for (const [at, count] of stockFrom(ctx.content, worlds, placed))
    emit(ctx, { type: 'RelicsStacked', at: { q: at.q, r: at.r }, count });
}
