/** Drives the ledger in tests. */
import { type AceGame, applyAce, nextRespawn, type RespawnChoice } from '../../src/index.ts';

/** Applies ledger entries in turn; a refused one fails the test with its message. */
export function play(game: AceGame, ...commands: readonly unknown[]): AceGame {
  let g = game;
  for (const command of commands) {
    const next = applyAce(g, command);
    if (!next.ok) throw new Error(`${JSON.stringify(command)}: ${next.error.message}`);
    g = next.value;
  }
  return g;
}

/** `n` times `advance`. */
export function advance(n: number): readonly unknown[] {
  return Array.from({ length: n }, () => ({ type: 'advance' }));
}

/** The next respawn of a player known to sit at the table. */
export function respawnOf(game: AceGame, player: string): RespawnChoice {
  const choice = nextRespawn(game, player);
  if (!choice) throw new Error(`${player} does not sit at this table`);
  return choice;
}
