/**
 * Exploration tokens go to the first captain's ship that enters their space, however it comes:
 * a step (also passing through mid-move), a blind jump, a gate, a malfunctioning gate, a
 * respawn or a jump ability (XB-EXPL-03, XB-EXPL-04). NPCs never take one: it stays for the
 * next captain. A ship destroyed by what it crossed never arrives, so the token stays too.
 */
import type { SeatId } from '@drift/engine';
import { hexKey } from '@drift/engine/hex';
import { collectToken } from '../elements/b-tokens/index.ts';
import { elementOn } from '../elements/switches.ts';
import { captainAt, changeCredits, emit, gainFame } from './effects.ts';
import type { Ctx } from './rule.ts';

/**
 * The captain's ship has arrived where it stands: it takes the token lying there, if any, and
 * its reward at once. While a shield decision on the hazard it crossed is pending the arrival
 * is not settled (the hazard could still destroy it); answering that decision calls this again.
 */
export function claimToken(ctx: Ctx, seat: SeatId): void {
  const captain = captainAt(ctx, seat);
  const at = captain.at;
  if (!at) return;
  const key = hexKey(at);
  const token = ctx.s.board.tokens[key];
  if (token === undefined) return;
  if (ctx.s.prompts.some((p) => p.kind === 'ShieldHazard' && p.seat === seat)) return;
  delete ctx.s.board.tokens[key]; // tokens never come back (XB-EXPL-04)
  emit(ctx, { type: 'TokenCollected', seat, at: { q: at.q, r: at.r }, token });
  if (elementOn(ctx.s, 'B')) {
    collectToken(ctx, seat, token); // XE-EXPL-02..09
    return;
  }
  captain.explorationTokens.push(token);
  const reward = ctx.content.token(token).reward;
  if (reward.kind === 'credits') changeCredits(ctx, seat, reward.amount, 'exploration token');
  else if (reward.kind === 'fame') gainFame(ctx, seat, reward.amount, 'exploration'); // XB-FAME-02
}
