/**
 * Ice damage in a hold (XE-ICE-01): damage markers like any other, listed again in `hold.ice`.
 * Only elements that make ice (B's tokens, E's ice asteroids and quarries) bring it into a game.
 */
import type { Draft } from '../../model/draft.ts';
import { cellKey } from '../../model/grid.ts';
import type { Hold, XiaState } from '../../model/state.ts';
import { damaged } from '../../rules/hold.ts';
import { elementOn } from '../switches.ts';

/** Whether ice can come into this game: element B or E is on. */
export function iceOn(state: Pick<XiaState, 'options'>): boolean {
  return elementOn(state, 'B') || elementOn(state, 'E');
}

/** How many Ice damage markers the hold holds. */
export function iceCount(hold: Hold): number {
  return hold.ice?.length ?? 0;
}

/**
 * After damage markers were removed by a rule that knows nothing of ice (repair, a patch, a new
 * ship, destruction): Ice markers whose cell lost its damage go too.
 */
export function syncIce(hold: Draft<Hold>): void {
  if (!hold.ice) return;
  const hurt = damaged(hold);
  const left = hold.ice.filter((c) => hurt.has(cellKey(c)));
  if (left.length > 0) hold.ice = left;
  else delete hold.ice;
}
