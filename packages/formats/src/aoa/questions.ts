/** The table helper's questions, answered from the ledger. */
import type { AceGame, AceScore } from './game.ts';
import { nextRespawn, type RespawnChoice } from './ladder.ts';
import type { AceResult } from './result.ts';

/** For each player, in initiative order, the pilot and upgrades of their next respawn. */
export function respawnPlan(game: AceGame): readonly RespawnChoice[] {
  return game.order.flatMap((player) => nextRespawn(game, player) ?? []);
}

/** Running Victory Points and Ships Destroyed, leader first (VP, then Ships Destroyed). */
export function runningScores(game: AceGame): readonly AceScore[] {
  return [...game.scores].sort((a, b) => b.vp - a.vp || b.sd - a.sd);
}

/** Who has won, or who must play a Final Salvo; null while the game goes on. */
export function whoWon(
  game: AceGame,
): { readonly winner: string } | { readonly finalSalvo: readonly string[] } | null {
  switch (game.outcome.kind) {
    case 'playing':
      return null;
    case 'final-salvo':
      return { finalSalvo: game.outcome.players };
    case 'won':
      return { winner: game.outcome.winner };
  }
}

/** The finished game as an event result for its pod. */
export function aceResultOf(game: AceGame): AceResult {
  return {
    players: game.order.map((player) => {
      const s = game.scores.find((x) => x.player === player);
      return { player, vp: s?.vp ?? 0, sd: s?.sd ?? 0 };
    }),
    winner: game.outcome.kind === 'won' ? game.outcome.winner : null,
  };
}
