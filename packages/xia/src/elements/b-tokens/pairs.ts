/**
 * Pairs (XE-EXPL-09, GAP-XE-16): once the newer of 2 face-up tokens is resolved, both leave the
 * game and the owner takes 1 Fame or 2,000. Pairing is immediate, so a mat never shows more than
 * one token for long.
 */
import type { SeatId } from '@drift/engine';
import { captainAt, changeCredits, emit, gainFame } from '../../rules/effects.ts';
import { promptGuard } from '../../rules/guards.ts';
import type { Ctx, Rule } from '../../rules/rule.ts';

export const PAIR_FAME = 1;
export const PAIR_CREDITS = 2000;

/**
 * After a token's resolution: with a pair face up, the choice goes under whatever that
 * resolution still asks (prompts above `mark`), so it is answered once the token is resolved.
 * It is offered even if the token's damage destroyed the ship.
 */
export function offerPair(ctx: Ctx, seat: SeatId, mark: number): void {
  if (captainAt(ctx, seat).explorationTokens.length < 2) return;
  if (ctx.s.prompts.some((p) => p.kind === 'TradeTokens' && p.seat === seat)) return;
  const at = Math.min(mark, ctx.s.prompts.length);
  ctx.s.prompts.splice(at, 0, { kind: 'TradeTokens', seat });
}

/**
 * The ship was destroyed and its decisions dropped: a pair still face up is offered again, on
 * top, since a destroyed ship loses no Fame or credits.
 */
export function keepPairOffered(ctx: Ctx, seat: SeatId): void {
  offerPair(ctx, seat, ctx.s.prompts.length);
}

export const tradeTokens: Rule<'TradeTokens'> = {
  where: { prompts: ['TradeTokens'] },
  candidates(q) {
    if (promptGuard(q, 'TradeTokens').error) return [];
    return [
      { type: 'TradeTokens', reward: 'fame' },
      { type: 'TradeTokens', reward: 'credits' },
    ];
  },
  check: (q) => promptGuard(q, 'TradeTokens').error,
  run(ctx, { reward }) {
    ctx.s.prompts.pop();
    const seat = ctx.seat;
    const captain = captainAt(ctx, seat);
    const tokens = captain.explorationTokens.slice(0, 2);
    captain.explorationTokens = captain.explorationTokens.slice(2);
    ctx.s.exploration ??= { spent: [], aboard: [] };
    ctx.s.exploration.spent.push(...tokens.map((token) => ({ seat, token })));
    emit(ctx, { type: 'TokensTraded', seat, tokens, reward });
    if (reward === 'fame') gainFame(ctx, seat, PAIR_FAME, 'exploration');
    else changeCredits(ctx, seat, PAIR_CREDITS, 'exploration tokens traded');
  },
};
