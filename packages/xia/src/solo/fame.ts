/**
 * The NPCs' shared Fame (XS-SETUP-06, XS-END-05): gained at the round end, for kills
 * (XS-NPC-04) and from Events. Reaching a Title or Event space first, they reveal it at once but
 * never claim a Title (XS-END-06, GAP-XS-06); reaching the Fame target, they win and the player
 * loses (XS-END-06). What they collect toward the round-end roll is counted here too (GAP-XS-02).
 */
import { revealEvents } from '../elements/a-events/draw.ts';
import { captainAt, emit } from '../rules/effects.ts';
import type { Ctx } from '../rules/rule.ts';
import { revealTitles } from '../rules/titles.ts';
import { PLAYER } from './seating.ts';

/** How a lost game ended: the NPCs' Fame, the player giving up, or a ship that never came back. */
export type LossReason = 'npcFame' | 'conceded' | 'stranded';

/** The game is over and the player lost: no winner among the seats (XS-END-06). */
export function npcsWin(ctx: Ctx, reason: LossReason): void {
  const solo = ctx.s.solo;
  if (!solo || ctx.s.stage === 'finished') return;
  ctx.s.stage = 'finished';
  ctx.s.winner = null;
  ctx.s.prompts = [];
  solo.step = null;
  const fame = captainAt(ctx, PLAYER).fame;
  emit(ctx, { type: 'GameLost', seat: PLAYER, reason, fame, npcFame: solo.npcFame });
}

/**
 * The NPCs' Fame just rose: at the target they win; otherwise each Title and Event space they
 * reached first is revealed now (the player draws for them).
 */
export function npcFameRose(ctx: Ctx): void {
  const solo = ctx.s.solo;
  if (!solo) return;
  if (solo.npcFame >= ctx.s.fameTarget) {
    npcsWin(ctx, 'npcFame');
    return;
  }
  revealTitles(ctx, PLAYER, solo.npcFame, true);
  revealEvents(ctx, PLAYER, solo.npcFame, true);
}

/** The NPCs gain Fame outside the round-end roll: a kill by `npc`, or an Event. */
export function gainNpcFame(
  ctx: Ctx,
  amount: number,
  source: 'kill' | 'event',
  npc?: string,
): void {
  const solo = ctx.s.solo;
  if (!solo || amount <= 0 || ctx.s.stage === 'finished') return;
  solo.npcFame += amount;
  emit(ctx, {
    type: 'NpcFameGained',
    amount,
    source,
    npcFame: solo.npcFame,
    ...(npc === undefined ? {} : { npc }),
  });
  npcFameRose(ctx);
}

/** Credits the NPCs collected since the last roll: 2 to the roll per 1,000 (GAP-XS-02). */
export function npcsCollect(
  ctx: Ctx,
  amount: number,
  source: 'bounty' | 'event',
  npc?: string,
): void {
  const solo = ctx.s.solo;
  if (!solo || amount <= 0) return;
  solo.collected += amount;
  emit(ctx, {
    type: 'NpcsCollected',
    amount,
    source,
    collected: solo.collected,
    ...(npc === undefined ? {} : { npc }),
  });
}
