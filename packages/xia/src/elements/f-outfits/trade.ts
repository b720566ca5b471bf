/**
 * Buying, selling and rearranging element F's outfits under the base outfit rules (XE-MOD-01):
 * they are sold where outfits are, in the Business Phase (and at setup); a Mod bought or moved
 * onto a use space of an outfit it serves sits over it (GAP-XE-14) and moves with it. Refusals
 * keep cargo and Mods from being lost by a sale or a move.
 */
import type { RuleError } from '@drift/engine';
import type { OutfitDef } from '../../content/schema.ts';
import { cargoCells } from '../../model/cargo-cells.ts';
import type { Content } from '../../model/content.ts';
import type { Draft } from '../../model/draft.ts';
import { cellKey } from '../../model/grid.ts';
import type { Captain, Cell, PlacedOutfit, UseSpaceOn, XiaState } from '../../model/state.ts';
import { elementOn } from '../switches.ts';
import { attachSpot, cellsOf, modsOn } from './cells.ts';

/** The outfits on sale in this match: the expansion's only with element F. */
export function shopOutfits(content: Content, state: XiaState): readonly OutfitDef[] {
  return elementOn(state, 'F')
    ? [...content.pack.outfits, ...content.embers.outfits]
    : content.pack.outfits;
}

/** Why this outfit cannot be sold or moved now, beyond the base rules, if it cannot. */
export function holdRefusal(
  content: Content,
  captain: Captain,
  placed: PlacedOutfit,
  selling: boolean,
): RuleError | undefined {
  const def = content.outfit(placed.kind);
  if (def.type === 'cargoPod') {
    const cells = new Set(cellsOf(content, placed).map(cellKey));
    if (captain.hold.cargo.some((c) => cargoCells(c).some((x) => cells.has(cellKey(x)))))
      return { code: 'PodNotEmpty', message: `Move the cargo out of the ${def.name} first.` };
  }
  const mods = modsOn(captain.hold, placed.uid);
  if (selling && mods.length > 0) {
    const names = mods.map((m) => content.outfit(m.kind).name).join(' and ');
    return {
      code: 'ModsAttached',
      message: `Take the ${names} off the ${def.name} (or sell it) first.`,
    };
  }
  return undefined;
}

/** The use space a Mod put at `at` sits over, if any (GAP-XE-14). */
export function seatOn(
  content: Content,
  captain: Captain,
  kind: string,
  at: Cell,
  moving?: number,
): UseSpaceOn | undefined {
  if (content.outfit(kind).type !== 'mod') return undefined;
  return attachSpot(content, captain.hold, kind, at, moving);
}

/** An outfit moved: Mods over its use spaces go with it, onto the same use spaces. */
export function carryMods(content: Content, captain: Draft<Captain>, host: PlacedOutfit): void {
  const use = content.shape(host.kind, host.turns).use;
  for (const m of captain.hold.outfits) {
    if (m.on?.outfit !== host.uid) continue;
    const u = use[m.on.space];
    if (u) m.at = [u[0] + host.at[0], u[1] + host.at[1]];
  }
}
