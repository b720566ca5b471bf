/**
 * NPC Stats cards (XS-NPC-02, XS-NPC-03): in solo play the side in force replaces an NPC card's
 * speed, attack, defence and To Kill; its On Kill, Bounty and home stay. Easy plays side A, Hard
 * side B; Normal plays A until anyone's Fame passes half the target, then B for good (GAP-XS-05).
 */
import type { NpcDef } from '../content/schema.ts';
import type { Content } from '../model/content.ts';
import type { XiaState } from '../model/state.ts';
import { emit } from '../rules/effects.ts';
import type { Ctx } from '../rules/rule.ts';
import { statsSide } from './content/index.ts';

/** Cards with each side's values in force, by card (cards are frozen content). */
const profiles = new WeakMap<NpcDef, { A: NpcDef; B: NpcDef }>();

function sided(card: NpcDef, side: 'A' | 'B'): NpcDef {
  const stats = statsSide(card.id, side);
  return stats ? { ...card, ...stats } : card;
}

/**
 * The NPC card as it plays now: in solo, with its NPC Stats side's speed, attack, defence and
 * To Kill (XS-NPC-03); else the card itself.
 */
export function npcProfile(
  content: Content,
  state: { readonly solo?: { readonly side: 'A' | 'B' } | undefined },
  id: string,
): NpcDef {
  const card = content.npc(id);
  if (!state.solo) return card;
  let both = profiles.get(card);
  if (!both) {
    both = { A: sided(card, 'A'), B: sided(card, 'B') };
    profiles.set(card, both);
  }
  return both[state.solo.side];
}

/** Whether Fame `fame` has passed half of `target` (GAP-XS-05: more than half, 15 → 8). */
export function pastHalf(fame: number, target: number): boolean {
  return fame * 2 > target;
}

/** The side a solo state must be on now (XS-NPC-02, GAP-XS-05). */
export function sideDue(state: XiaState): 'A' | 'B' {
  const solo = state.solo;
  if (!solo) return 'A';
  if (solo.difficulty !== 'normal') return solo.difficulty === 'hard' ? 'B' : 'A';
  if (solo.side === 'B') return 'B'; // for good
  const fame = Math.max(solo.npcFame, ...state.captains.map((c) => c.fame));
  return pastHalf(fame, state.fameTarget) ? 'B' : 'A';
}

/** Normal difficulty: flips the NPC Stats cards to side B once anyone passed half the target. */
export function flipStatsIfDue(ctx: Ctx): void {
  const solo = ctx.s.solo;
  if (!solo || solo.side === 'B' || sideDue(ctx.s) === 'A') return;
  solo.side = 'B';
  const fame = Math.max(solo.npcFame, ...ctx.s.captains.map((c) => c.fame));
  emit(ctx, { type: 'NpcStatsFlipped', side: 'B', fame, target: ctx.s.fameTarget });
}
