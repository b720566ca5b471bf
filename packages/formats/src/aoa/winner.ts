/**
 * Determining a winner after the End Phase (XW-AOA-25..28): one player at 20 VP or more wins;
 * several: the most VP, then the most Ships Destroyed, then a Final Salvo (or a 1v1 duel)
 * played at the table; nobody: another round.
 */
import type { AceOutcome } from './game.ts';

/** Victory Points that win the game (XW-AOA-03). */
export const ACE_TARGET_VP = 20;

export function decideWinner(
  scores: readonly { readonly player: string; readonly vp: number; readonly sd: number }[],
): AceOutcome {
  const contenders = scores.filter((s) => s.vp >= ACE_TARGET_VP);
  const [first] = contenders;
  if (first === undefined) return { kind: 'playing' };
  if (contenders.length === 1) return { kind: 'won', winner: first.player, by: 'only-at-20' };
  const topVp = Math.max(...contenders.map((s) => s.vp));
  const byVp = contenders.filter((s) => s.vp === topVp);
  if (byVp.length === 1) return { kind: 'won', winner: (byVp[0] ?? first).player, by: 'most-vp' };
  const topSd = Math.max(...byVp.map((s) => s.sd));
  const bySd = byVp.filter((s) => s.sd === topSd);
  if (bySd.length === 1) {
    return { kind: 'won', winner: (bySd[0] ?? first).player, by: 'ships-destroyed' };
  }
  return { kind: 'final-salvo', players: bySd.map((s) => s.player) };
}
